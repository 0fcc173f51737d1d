"""Geometry with shapely (no Qt): traced polygons -> the area graph the rules use.

- shapes.py      the map's plain data (MapDocument, AreaShape, ...); no shapely
- topology.py    build_topology: shared borders, vertex contacts, road-crossed borders
- lookup.py      AreaLocator: which area or entry box lies under a point
- to_rules.py    to_battlefield: MapDocument -> rules.battlefield.Battlefield
- validation.py  validate_map: every problem at once (problems.py: Problem)
- fire_overlay.py  artillery reach for the editor, asked of the rules (R-ART-2/3)
- benchmark.py   generated Voronoi maps and benchmark_topology

Modules are imported one by one (nothing re-exported here) so that reading a
map file (board/map_file.py needs only shapes.py) doesn't load shapely.
"""

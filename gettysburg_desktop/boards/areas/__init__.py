"""The board kind of polygon areas (Gettysburg's): geometry with shapely
(no Qt), traced polygons -> the area graph the rules use.

- shapes.py      the map's plain data (MapDocument, AreaShape, ...); no shapely
- topology.py    build_topology: shared borders, vertex contacts, road-crossed borders
- lookup.py      AreaLocator: which area or entry box lies under a point
- validation.py  validate_map: every problem at once (problems.py: Problem)
- map_file.py    the map file: read, checked, written (docs/map-format.md)
- qt/            the scene items that draw a map of areas (map_items.py)
- benchmark.py   generated Voronoi maps and benchmark_topology (a game times its own reading of them)

Modules are imported one by one (nothing re-exported here) so that reading a
map file (boards/areas/map_file.py needs only shapes.py) doesn't load shapely.
"""

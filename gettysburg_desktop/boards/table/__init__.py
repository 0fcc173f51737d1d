"""The free table (the miniatures games' board kind): a rectangle with
terrain features, sectors, zones and objectives, and bases that stand
anywhere on it; the measures the rules of those games are written in.
The model is Qt-free, with shapely (issue 24); its Qt parts are in qt/.

- bases.py     poses, bases as oriented rectangles, advances and wheels, what a move costs (no shapely)
- shapes.py    a base's polygon and edges, and the ground a move sweeps (shapely)
- measures.py  distances, arcs, lines through a feature's inside, contact, overlap, sides touched
- table.py     the table, its features (polygons and lines with a width), sectors, zones, objectives
- table_file.py  its file (docs/table-format.md): read with every problem named, written byte-stable, validated
- qt/          the items that draw the table: features by kind, the sector grid, objectives, bases

Modules are imported one by one (nothing re-exported here).
"""

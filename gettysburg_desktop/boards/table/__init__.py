"""The free table (the miniatures games' board kind): a rectangle with
terrain features, sectors, zones and objectives, and bases that stand
anywhere on it; the measures the rules of those games are written in.
Qt-free, with shapely (../shared/design/table.md; issue 24).

- bases.py     poses, bases as oriented rectangles, advances and wheels, what a move costs and sweeps
- measures.py  distances, arcs, lines through a feature's inside, contact, overlap, sides touched
- table.py     the table, its features (polygons and lines with a width), sectors, zones, objectives
- table_file.py  its file (docs/table-format.md): read with every problem named, written byte-stable, validated

Modules are imported one by one (nothing re-exported here).
"""

"""The board kinds, one package each (../shared/design/architecture.md,
issue 23): the shape of a map a game is played on, with its geometry, its
file format and its checks, Qt-free, and its Qt parts (scene items) in a
``qt`` subpackage. A game uses one board kind; a board kind knows no game.

- ``areas/``: polygon areas (Gettysburg): adjacency, vertex contacts, road
  crossings, validation, the map file (docs/map-format.md).
- ``boxes/``: boxes joined by typed links (Norden & Süden): the lookups,
  the projection to the screen, the checks, the file's frame
  (docs/box-map-format.md), the editor's working copy; what a box and a
  link mean is the game's.

- ``table/``: the free table of the miniatures games (issue 24, begun):
  bases as oriented rectangles, their moves and what they cost and sweep,
  the measures (distances, arcs, lines through features, contact), the
  table's features, sectors, zones and objectives; no Qt yet.
"""

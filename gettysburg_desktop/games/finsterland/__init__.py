"""Schlachten im Finsterland (Georg Pils), the third game, on the free table
(issue 24; its rules: the restated finsterland.md, FL- ids; the readings
the program follows where they leave a point open:
docs/finsterland-interpretations.md).

Begun, in two layers:

- rules/ (pure Python): its tables (tables.py), its blocks and lines
  (formation.py), the hits of fire (fire.py), the morale test (morale.py),
  who captures the objectives (objectives.py), the artillery's stacks of
  discs drawn through the kernel's chance (artillery.py);
- field/ (what it measures on the table, with the free table's shapely):
  whether a drawn move may be made (movement.py), who sees whom (sight.py),
  what cover a unit has (cover.py), how a hidden order binds a move
  (orders.py), where an artillery disc lies and whom it hits (discs.py).

Not yet registered in ``games.INSTALLED``: New game offers it once it plays.
"""

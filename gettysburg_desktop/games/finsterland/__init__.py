"""Schlachten im Finsterland (Georg Pils), the third game, on the free table
(issue 24; its rules: the restated finsterland.md, FL- ids; the readings
the program follows where they leave a point open:
docs/finsterland-interpretations.md; for players: docs/finsterland-guide.md
and the rules reference resources/docs/finsterland.md).

In layers, each only above the next (import-linter holds them so):

- ui/: its part of the play window (the table drawn, drags, the ruler, the
  line of fire, the measuring tool), How to play, the army builder;
- computer/: its kit for the shared search (orders, moves, the evaluation);
- game/: the game on the kernel: state, the round's steps as frames
  (deployment, orders, the artillery plan, movement, Beschuss, Schießen,
  charges, melee, morale, the score), actions and notation, what a click
  means (clicks.py), the ruleset;
- field/: what it measures on the table (shapely): moves and their reach,
  sight, cover, orders, contact and charges, strips and discs;
- rules/: pure Python: the tables, formations, units and armies, fire,
  hits, melee, morale, targets, guns, objectives, the discs' stacks.

Beside them: its files (army_file.py, battle_file.py, files.py for
validate), its shipped battles (battles.py, resources/finsterland/), its
benchmark and its registration.
"""

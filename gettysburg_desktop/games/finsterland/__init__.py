"""Schlachten im Finsterland (Georg Pils), the third game, on the free table
(issue 24; its rules: the restated finsterland.md, FL- ids; the readings
the program follows where they leave a point open:
docs/finsterland-interpretations.md).

Begun: its tables (rules/tables.py), its blocks and lines
(rules/formation.py), whether a drawn move may be made (rules/movement.py)
who sees whom (rules/sight.py), what cover a unit has (rules/cover.py), how many hits fire lands (rules/fire.py) and
the morale test (rules/morale.py) and who captures the objectives at the end
(rules/objectives.py), and its artillery discs drawn through the kernel's
chance (rules/artillery.py), and how a hidden order binds a unit (rules/orders.py). Not yet registered in
``games.INSTALLED``: New game offers it once it plays.
"""

"""Norden & Süden in the play window (issue 17, item 4): the board scene
(the box map with its stacks of counters), the controller (what a click
means, from games/nordensueden/rules/choices.py) and the game's window part
(ui/game_kinds.py), with the panels the game fills (turn track, pools,
battle display)."""

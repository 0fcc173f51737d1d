"""Finsterland's part of the play window (docs/window-games.md): the table
and its units drawn (scene.py), what glows (marks.py), a unit dragged into
its legs (drag.py), and the window part itself (window_game.py). What a
click means is the game's click rules (game/clicks.py)."""

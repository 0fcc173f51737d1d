"""The levels registered in ``player.PLAYERS``: greedy, easy, normal, hard
(docs/computer-opponent.md). Levels differ by their parameters, never by
what they may know: every one draws its worlds from worlds.py."""

from __future__ import annotations

from .greedy import EASY_TEMPERATURE, GreedyPlayer
from .player import PLAYERS

PLAYERS["greedy"] = lambda spec: GreedyPlayer(spec)
PLAYERS["easy"] = lambda spec: GreedyPlayer(spec, temperature=EASY_TEMPERATURE)

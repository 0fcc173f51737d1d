"""The levels registered in ``player.PLAYERS``: greedy, easy, normal, hard
(docs/computer-opponent.md). Levels differ by their parameters, never by
what they may know: every one draws its worlds from worlds.py."""

from __future__ import annotations

from .greedy import EASY_TEMPERATURE, GreedyPlayer
from .player import PLAYERS

PLAYERS["greedy"] = lambda spec: GreedyPlayer(spec)
PLAYERS["easy"] = lambda spec: GreedyPlayer(spec, temperature=EASY_TEMPERATURE)

from .search import SearchPlayer  # noqa: E402

#: normal: ~0.5 s a turn decision over 8 plans; hard: ~2 s over 16
PLAYERS["normal"] = lambda spec: SearchPlayer(spec, seconds=0.5, candidates=8)
PLAYERS["hard"] = lambda spec: SearchPlayer(spec, seconds=2.0, candidates=16)

"""The players by name: random, greedy, easy, policy, normal, hard
(docs/computer-opponent.md). Levels differ by their parameters, never by
what they may know: every one draws its worlds from worlds.py.

Names (the arena's and the command line's ``--players``, the window's
New game, the saved game's ``players``):

    random                uniformly random legal actions
    greedy                one-ply look-ahead scored by the evaluation
    easy                  the rollouts' cheap policy with more noise
    policy                the rollouts' cheap policy as the rollouts play it (the arena's baseline)
    scripted              the kit's fixed script, a control (Gettysburg: the historical defensive Union)
    normal | hard         the search (docs/computer-opponent.md)
    reply                 hard with a level of the opponent's replies below each plan
                          (replies.py): an arena level while it is measured (issue 26)
    hard@4                a level with its time budget in seconds per turn decision
    hard#800              a searching level (normal, hard) with a fixed number of
                          simulations per turn decision instead: the same player on a
                          loaded machine or a fast one (issue 26: the arena's honest measure)
    hard:aggressive       a level with a leaning (aggressive | cautious)
    hard@4:cautious       both
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .easy import EasyPlayer, ScriptedPlayer
from .greedy import GreedyPlayer
from .player import STYLES, Player, PlayerSpec, RandomPlayer, UnknownPlayer
from .search import SearchPlayer

#: level name -> the player made from a spec of it. normal: ~0.5 s a turn
#: decision over 8 plans; hard: ~2 s over 16
PLAYERS: dict[str, Callable[[PlayerSpec], Player]] = {
    "random": lambda spec: RandomPlayer(),
    "greedy": lambda spec: GreedyPlayer(spec),
    "easy": lambda spec: EasyPlayer(spec),
    "policy": lambda spec: EasyPlayer(spec, rollouts=True),
    "scripted": lambda spec: ScriptedPlayer(spec),
    "normal": lambda spec: SearchPlayer(spec, seconds=0.5, candidates=8, iterations=spec.simulations),
    "hard": lambda spec: SearchPlayer(spec, seconds=2.0, candidates=16, iterations=spec.simulations),
    # hard with a level of the opponent's replies below each plan (replies.py): being measured (issue 26)
    "reply": lambda spec: SearchPlayer(spec, seconds=2.0, candidates=16, iterations=spec.simulations, replies=True),
}
#: the levels that search, and so may have a fixed number of simulations (``hard#800``)
SEARCHING = ("normal", "hard", "reply")

_SPEC = re.compile(r"^(?P<level>[a-z]+)(?:@(?P<seconds>\d+(?:\.\d+)?)s?)?(?:#(?P<sims>\d+))?(?::(?P<style>[a-z]+))?$")


def player_names() -> list[str]:
    return sorted(PLAYERS)


def parse_player(text: str) -> PlayerSpec:
    """``hard@4:cautious`` -> PlayerSpec("hard", 4.0, "cautious"), ``hard#800``
    -> PlayerSpec("hard", simulations=800); an UnknownPlayer that lists the
    names otherwise."""
    m = _SPEC.match(str(text).strip().lower())
    if m is None or m["level"] not in PLAYERS:
        raise UnknownPlayer(
            f"unknown player {text!r}: the players are {', '.join(player_names())} "
            "(a budget as hard@4, fixed simulations as hard#800, a leaning as hard:aggressive or hard:cautious)"
        )
    style = m["style"]
    if style is not None and style not in STYLES:
        raise UnknownPlayer(f"unknown leaning {style!r} in {text!r}: the leanings are {', '.join(STYLES)}")
    seconds = float(m["seconds"]) if m["seconds"] else None
    if seconds is not None and not 0 < seconds <= 600:
        raise UnknownPlayer(f"{text!r}: a budget is between 0 and 600 seconds")
    sims = int(m["sims"]) if m["sims"] else None
    if sims is not None:
        if m["level"] not in SEARCHING:
            raise UnknownPlayer(f"{text!r}: only a searching level ({', '.join(SEARCHING)}) counts simulations")
        if seconds is not None:
            raise UnknownPlayer(
                f"{text!r}: give a time budget (hard@4) or a number of simulations (hard#800), not both"
            )
        if not 1 <= sims <= 1_000_000:
            raise UnknownPlayer(f"{text!r}: a number of simulations is between 1 and 1,000,000")
    return PlayerSpec(m["level"], seconds, style, sims)


def make_player(text: str | PlayerSpec) -> Player:
    spec = text if isinstance(text, PlayerSpec) else parse_player(text)
    return PLAYERS[spec.level](spec)

"""Helpers for the sampled-world tests (tests/rules/test_worlds.py,
tests/ai/test_world_sampling.py): positions of both scenarios, a side's
block configuration, and the brute force that finds every configuration
of the opponent's blocks by replaying the real history with other values
in its placements (an independent check of games/gettysburg/rules/worlds.py)."""

from __future__ import annotations

import io
import pickle
from functools import cache

from gettysburg_desktop.games.gettysburg.rules.actions import Action
from gettysburg_desktop.games.gettysburg.rules.game import Game, IllegalAction
from gettysburg_desktop.games.gettysburg.rules.pieces import Side
from gettysburg_desktop.games.gettysburg.rules.playout import midgame
from gettysburg_desktop.games.gettysburg.scenario.catalog import load_scenario_by_id
from gettysburg_desktop.kernel.dice import ReplayDice

SCENARIOS = ("crossroads", "gettysburg-1863")


@cache
def scenario(sid: str):
    return load_scenario_by_id(sid)


def position(sid: str, seed: int, actions: int) -> Game:
    return midgame(scenario(sid), seed, actions)


def dumped(state) -> bytes:
    """The state pickled without pickle's memo: equal bytes for equal
    states, whichever equal objects they share (two games built by other
    paths hold equal strings as one object or as two)."""
    out = io.BytesIO()
    p = pickle.Pickler(out, pickle.HIGHEST_PROTOCOL)
    p.fast = True  # no memo: the state holds no cycle
    p.dump(state)
    return out.getvalue()


def config(g: Game, owner: Side, places: list[str]) -> tuple:
    """``owner``'s blocks as worlds.consistent lists them: the values at
    ``places``, the available and the set-aside values."""
    st = g.state
    return (
        tuple(st.blocks[p].value for p in places),
        tuple(sorted(st.available[owner])),
        tuple(sorted(st.set_aside[owner])),
    )


def faces(g: Game) -> list[int]:
    return [f for entry in g.log for f in entry.faces]


def placements(g: Game, owner: Side) -> set[int]:
    """The indexes in ``g.history`` of ``owner``'s block placements (a
    game's own log says who took each action)."""
    return {i for i, e in enumerate(g.log[1:]) if e.side is owner and e.action.verb == "place-block"}


def _key(h: Game, owner: Side) -> tuple:
    st = h.state
    on_map = tuple(sorted((p, b.value) for p, b in st.blocks.items() if b.side is owner))
    return on_map, tuple(st.available[owner]), tuple(st.set_aside[owner])


def alternatives(g: Game, owner: Side) -> list[Game]:
    """A game for every configuration of ``owner``'s blocks reachable by
    replaying ``g``'s history with the same dice and any other values in
    ``owner``'s placements that keep every action legal: the games the
    other side can't tell from ``g``. Replayed breadth first, one game per
    configuration at each step (the rest of two such games is the same)."""
    at = placements(g, owner)
    start = Game(g.scenario, ReplayDice(faces(g)), undo=False, events=False)
    live = [start]
    for i, a in enumerate(g.history):
        nxt: dict[tuple, Game] = {}
        for h in live:
            if i in at:
                for v in sorted(set(h.state.available[owner])):
                    c = h.clone()
                    c.apply(Action("place-block", (str(v), a.args[1])))
                    nxt.setdefault(_key(c, owner), c)
            else:
                try:
                    h.apply(a)
                except IllegalAction:
                    continue
                nxt.setdefault(_key(h, owner), h)
        live = list(nxt.values())
    return live

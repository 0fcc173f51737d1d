"""Sampled worlds (issue 16, item 1): a game one side cannot tell from the
real one, the opponent's command-block values drawn anew from what that side
has seen (R-ACT-2), for a computer player's look-ahead (OpenSpiel's
``ResampleFromInfostate``).

What a side sees of the opponent's blocks (``GameState.blocks_seen``): where
each is placed and removed, the discs on it (a block never holds more discs
than its value, R-ORD-1: the discs on a block on the map, and those it held
when it left it, R-BLK-3 and R-BLK-4, are lower bounds of its value), and
how many are available and set aside. Which available block is placed is
hidden, but R-BLK-2 makes the values travel: the blocks set aside return
together, so a 5 that left the map with five discs is one of the next
blocks placed. The exact set of the opponent's current configurations
(values on the map, the available and the set-aside multisets) consistent
with all of it is found by a forward filter over what the side saw
(``consistent``), cached by that record, and a world is one of them drawn
uniformly (every consistent configuration equally likely, whatever the
opponent's history or its policy).
"""

from __future__ import annotations

import random
from bisect import insort
from itertools import permutations
from typing import Any

from gettysburg_desktop.kernel.board import EngineError
from gettysburg_desktop.kernel.dice import SeededDice

from .pieces import BLOCK_VALUES, Side

#: a configuration of one side's blocks: (the values on the map, in the
#: order of ``places``; the available values, sorted; the set-aside values, sorted)
Config = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]

_ARRANGEMENTS = sorted(set(permutations(BLOCK_VALUES)))  # 2,520 orders of the set


def _start(entry: tuple | None) -> tuple[list[str], set[Config]]:
    """The places and the configurations before anything was seen: the
    scenario's start (all eight available) or a stated position's
    (``("start", ((place, discs), ...), available, set_aside)``)."""
    if entry is None:
        return [], {((), tuple(BLOCK_VALUES), ())}
    _, on_map, n_avail, _ = entry
    places = [p for p, _ in on_map]
    discs = [d for _, d in on_map]
    k = len(places)
    out = set()
    for order in _ARRANGEMENTS:
        here = order[:k]
        if all(v >= d for v, d in zip(here, discs, strict=True)):
            out.add((here, tuple(sorted(order[k : k + n_avail])), tuple(sorted(order[k + n_avail :]))))
    return places, out


def _returned(onmap: tuple, avail: tuple, aside: tuple) -> Config:
    """R-BLK-2: with none available, the set-aside blocks return."""
    if not avail and aside:
        return onmap, aside, ()
    return onmap, avail, aside


#: the configurations one placement or one removal leads to, by
#: configuration (and the removed block's position): they don't depend on
#: the places, so the filter of every game shares them (a few thousand
#: configurations exist: the eight values on the map, available, set aside)
_after_placing: dict[Config, tuple[Config, ...]] = {}
_after_removing: dict[tuple[Config, int], tuple[int, Config]] = {}


def _next_placed(c: Config) -> tuple[Config, ...]:
    onmap, avail, aside = c
    out = []
    last = None
    for i, v in enumerate(avail):
        if v != last:
            last = v
            out.append(_returned((*onmap, v), avail[:i] + avail[i + 1 :], aside))
    made = _after_placing[c] = tuple(out)
    return made


def _next_removed(c: Config, i: int) -> tuple[int, Config]:
    onmap, avail, aside = c
    v = onmap[i]
    rest = list(aside)
    insort(rest, v)
    made = _after_removing[c, i] = (v, _returned(onmap[:i] + onmap[i + 1 :], avail, tuple(rest)))
    return made


def _placed(configs: set[Config]) -> set[Config]:
    out: set[Config] = set()
    known = _after_placing
    for c in configs:
        nxt = known.get(c)
        out.update(nxt if nxt is not None else _next_placed(c))
    return out


def _removed(configs: set[Config], i: int, discs: int) -> set[Config]:
    out = set()
    known = _after_removing
    for c in configs:
        hit = known.get((c, i))
        v, nxt = hit if hit is not None else _next_removed(c, i)
        if v >= discs:  # R-ORD-1: it held ``discs`` discs
            out.add(nxt)
    return out


def _run(places: list[str], configs: set[Config], record: list[tuple] | tuple) -> tuple[list[str], set[Config]]:
    places = list(places)
    for entry in record:
        if entry[0] == "place":
            places.append(entry[1])
            configs = _placed(configs)
        elif entry[0] == "remove":
            i = places.index(entry[1])
            del places[i]
            configs = _removed(configs, i, entry[2])
        else:  # pragma: no cover - "start" is first or nowhere
            raise EngineError(f"a block record's {entry[0]!r} out of place")
    return places, configs


#: (side, record as a tuple) -> (places, configurations): the records
#: filtered lately, oldest first (a search draws its worlds from one root;
#: the real game's record grows between two decisions and is filtered on
#: from where it was)
_runs: dict[tuple, tuple[list[str], set[Config]]] = {}
#: (side, record, discs now) -> (places, the consistent configurations, sorted)
_memo: dict[tuple, tuple[list[str], list[Config]]] = {}
#: (side, record, (available, set aside)) -> the filtered configurations with
#: those counts, sorted: the discs on the map only narrow them further
_counted: dict[tuple, list[Config]] = {}
_KEEP = 32


def forget() -> None:
    """Empty the caches (a benchmark's cold start)."""
    _runs.clear()
    _memo.clear()
    _counted.clear()


def _keep(cache: dict, key: tuple, value: Any) -> None:
    cache[key] = value
    if len(cache) > _KEEP:
        del cache[next(iter(cache))]


def _filtered(owner: Side, record: tuple) -> tuple[list[str], set[Config]]:
    hit = _runs.get((owner, record))
    if hit is not None:
        return hit
    best = None
    for (side, done), run in reversed(_runs.items()):
        # an empty record is the scenario's start, not the start of a stated position's
        longer = best is None or len(done) > len(best[0])
        if side is owner and done and longer and len(done) < len(record) and record[: len(done)] == done:
            best = (done, run)
    if best is not None:
        out = _run(*best[1], record[len(best[0]) :])
    elif record and record[0][0] == "start":
        out = _run(*_start(record[0]), record[1:])
    else:
        out = _run(*_start(None), record)
    _keep(_runs, (owner, record), out)
    return out


def consistent(st: Any, owner: Side) -> tuple[list[str], list[Config]]:
    """Every configuration of ``owner``'s blocks the other side can't tell
    from the real one, sorted, and the places of its blocks on the map in the
    order the configurations list their values."""
    record = tuple(st.blocks_seen[owner])
    discs_now = tuple(sorted((p, b.discs) for p, b in st.blocks.items() if b.side is owner))
    key = (owner, record, discs_now)
    hit = _memo.get(key)
    if hit is not None:
        return hit
    places, configs = _filtered(owner, record)
    now = dict(discs_now)
    counts = (len(st.available[owner]), len(st.set_aside[owner]))
    if set(places) != set(now) or len(places) != len(now):
        # a position changed by hand (tests, a stated position without its
        # record): only what is on the board now is known
        places, configs = _start(("start", discs_now, *counts))
        counted = sorted(c for c in configs if (len(c[1]), len(c[2])) == counts)
    else:
        counted = _counted.get((owner, record, counts))
        if counted is None:
            counted = sorted(c for c in configs if (len(c[1]), len(c[2])) == counts)
            _keep(_counted, (owner, record, counts), counted)
    # R-ORD-1: a block is worth at least its discs; every value is 2 or more,
    # so only a block with more discs than that narrows the configurations
    least = min(BLOCK_VALUES)
    bounds = [(i, now[p]) for i, p in enumerate(places) if now[p] > least]
    ok = [c for c in counted if all(c[0][i] >= d for i, d in bounds)] if bounds else counted
    if not ok:
        raise EngineError(f"no {owner.value} block values fit what the other side has seen")
    out = (places, ok)
    _keep(_memo, key, out)
    return out


def sample_world(game: Any, side: Side, rng: random.Random, dice: Any = None) -> Any:
    """A game ``side`` cannot tell from ``game``: the opponent's block values
    (on the map, available, set aside) one of the consistent configurations
    (``consistent``) drawn uniformly with ``rng``; ``side``'s own values and
    everything public unchanged; fresh dice (``dice``: a Dice or a seed;
    None: a seed drawn from ``rng``); the opponent's ``place-block VALUE
    PLACE`` in the history written in their public form
    (``place-block ? PLACE``: which value each past placement had is not
    part of the world drawn, and nothing in the rules reads the history);
    no undo, no events (a look-ahead's game, as ``clone()``). Its legal
    actions are the ones of the world drawn (the opponent's orders depend
    on its values, R-ORD-1). Two games that differ only in the opponent's
    values and their dice give the same world for the same ``rng`` state."""
    opp = side.other
    st = game.state
    places, configs = consistent(st, opp)
    onmap, avail, aside = configs[int(rng.random() * len(configs))]
    if dice is None:
        dice = SeededDice(rng.getrandbits(62))
    elif isinstance(dice, int):
        dice = SeededDice(dice)
    blocks = st.blocks
    true = [blocks[p].value for p in places], st.available[opp], st.set_aside[opp]
    # the state is dumped with the drawn values (one pickle, as clone()),
    # then the real game's values are put back
    try:
        for p, v in zip(places, onmap, strict=True):
            blocks[p].value = v
        st.available[opp], st.set_aside[opp] = list(avail), list(aside)
        world = game.clone(dice)
    finally:
        for p, v in zip(places, true[0], strict=True):
            blocks[p].value = v
        st.available[opp], st.set_aside[opp] = true[1], true[2]
    world.hide_secrets(opp, hash(("sampled world", onmap, avail, aside)))
    return world

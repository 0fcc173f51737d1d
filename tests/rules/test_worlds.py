"""Sampled worlds and what a search needs of the engine (issue 16, item 1):
``Game.sample_world(side, rng)`` draws the opponent's block values among
those consistent with what ``side`` has seen (R-ACT-2, R-ORD-1, R-BLK-2,
games/gettysburg/rules/worlds.py); ``Action.public()``; ``information_key``; trusted apply;
``forced``/``advance_forced``; ``step_name``."""

from __future__ import annotations

import pickle
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from worldhelp import SCENARIOS, alternatives, config, position, scenario

from gettysburg_desktop.games.gettysburg.rules.actions import Action, act
from gettysburg_desktop.games.gettysburg.rules.dice import SeededDice
from gettysburg_desktop.games.gettysburg.rules.game import Game
from gettysburg_desktop.games.gettysburg.rules.invariants import violations
from gettysburg_desktop.games.gettysburg.rules.pieces import BLOCK_VALUES, Side
from gettysburg_desktop.games.gettysburg.rules.state import Block
from gettysburg_desktop.games.gettysburg.rules.worlds import consistent

SIDES = st.sampled_from((Side.CSA, Side.USA))


def public_view(g: Game, side: Side) -> dict:
    view = g.view(side)
    del view["undo"]  # a sampled world keeps no undo, as a clone
    return view


# ---------------------------------------------------------------- Action.public


def test_public_hides_the_value_of_a_placed_block_and_nothing_else():
    placed = act("place-block", 4, "herr-ridge")
    assert placed.public() == Action("place-block", ("?", "herr-ridge"))
    assert str(placed.public()) == placed.public_text() == "place-block ? herr-ridge"
    assert act("order", "herr-ridge").public() == act("order", "herr-ridge")
    assert act("remove-block", "herr-ridge").public() is act("remove-block", "herr-ridge")


# ---------------------------------------------------------------- consistency


@settings(max_examples=30, deadline=None)
@given(
    sid=st.sampled_from(SCENARIOS), seed=st.integers(0, 500), n=st.integers(0, 900), side=SIDES, k=st.integers(0, 99)
)
def test_a_sampled_world_is_one_the_side_cannot_tell_from_the_real_game(sid, seed, n, side, k):
    g = position(sid, seed, n)
    w = g.sample_world(side, random.Random(k))
    ws, gs, opp = w.state, g.state, side.other
    # the opponent's eight values are the set, a block never below its discs (R-ORD-1)
    values = ws.available[opp] + ws.set_aside[opp] + [b.value for b in ws.blocks.values() if b.side is opp]
    assert sorted(values) == sorted(BLOCK_VALUES)
    assert all(b.discs <= b.value for b in ws.blocks.values())
    # the side's own values, and everything public, unchanged
    assert ws.available[side] == gs.available[side] and ws.set_aside[side] == gs.set_aside[side]
    assert {p: (b.side, b.discs) for p, b in ws.blocks.items()} == {p: (b.side, b.discs) for p, b in gs.blocks.items()}
    assert {p: b.value for p, b in ws.blocks.items() if b.side is side} == {
        p: b.value for p, b in gs.blocks.items() if b.side is side
    }
    assert public_view(w, side) == public_view(g, side)
    assert w.information_key(side) == g.information_key(side)
    if g.current_player() is side:
        assert [str(a) for a in w.legal_actions()] == [str(a) for a in g.legal_actions()]
    # the opponent's past values are gone from the history; the side's own stay
    assert [a.public() for a in w.history] == [a.public() for a in g.history]
    own = [a for a, e in zip(g.history, g.log[1:], strict=True) if e.side is side and a.verb == "place-block"]
    assert [a for a in w.history if a.verb == "place-block" and a.args[0] != "?"] == own
    assert not violations(w)
    # fresh dice, no undo, no events (a look-ahead's game)
    assert ws.dice is not gs.dice and not w.can_undo() and not w.events_on


def _exactly_the_replays(seed: int, n: int, side: Side) -> None:
    """Brute force: replay the real history with every choice of values in
    the opponent's placements; the legal replays are the games ``side``
    can't tell apart, and their configurations are exactly ``consistent``."""
    g = position("crossroads", seed, n)
    games = alternatives(g, side.other)
    places, configs = consistent(g.state, side.other)
    assert {config(h, side.other, places) for h in games} == set(configs)
    assert config(g, side.other, places) in configs


@pytest.mark.parametrize(("seed", "n"), [(0, 30), (0, 60)])
def test_the_worlds_are_exactly_the_games_the_history_allows_with_other_values(seed, n):
    _exactly_the_replays(seed, n, Side.CSA)


@pytest.mark.slow
@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 300), n=st.integers(10, 200), side=SIDES)
def test_the_worlds_are_exactly_the_replays_anywhere(seed, n, side):
    _exactly_the_replays(seed, n, side)


def test_what_a_removed_block_held_bounds_its_value_after_it_returns():
    """R-ORD-1 and R-BLK-2: a block removed with four discs is a 4 or a 5,
    and stays one when the set-aside blocks return."""
    g = Game(scenario("crossroads"), SeededDice(1), undo=False, events=False)
    st = g.state
    opp = Side.USA
    st.blocks_seen[opp] = [("start", (("a", 4),), 7, 0), ("remove", "a", 4)]
    st.blocks = {}
    st.available[opp], st.set_aside[opp] = [2, 2, 3, 3, 4, 5, 5], [4]
    places, configs = consistent(st, opp)
    assert places == [] and {c[2] for c in configs} == {(4,), (5,)}
    # the last available ones placed: the removed block returns; one of the two now available is a 4 or 5
    st.blocks_seen[opp] += [("place", f"p{i}") for i in range(7)]
    for i, v in enumerate([2, 2, 3, 3, 4, 5, 5]):
        st.blocks[f"p{i}"] = Block(opp, v, 0)
    st.available[opp], st.set_aside[opp] = [4], []
    places, configs = consistent(st, opp)
    assert all(max(c[1]) >= 4 for c in configs)
    assert len({c[1] for c in configs}) == 2  # a 4 or a 5 waits


def test_every_consistent_configuration_can_be_drawn():
    g = position("crossroads", 0, 60)
    side = Side.CSA
    _, configs = consistent(g.state, side.other)
    places = consistent(g.state, side.other)[0]
    rng = random.Random(0)
    seen = Counter(config(g.sample_world(side, rng), side.other, places) for _ in range(30 * len(configs)))
    assert set(seen) == set(configs)
    # uniform: no configuration drawn far more often than another
    assert max(seen.values()) < 4 * min(seen.values())


@pytest.mark.parametrize("sid", SCENARIOS)
def test_sampled_worlds_play_on_to_the_end(sid):
    g = position(sid, 11, 400)
    rng = random.Random(2)
    for _ in range(2):
        w = g.sample_world(g.current_player() or Side.CSA, rng)
        steps = 0
        while not w.over:
            legal = w.legal_actions(ordered=False)
            w.apply(legal[int(rng.random() * len(legal))], trusted=True)
            steps += 1
            if steps % 50 == 0:
                assert not violations(w)
        assert not violations(w)


def test_resample_by_seed_is_reproducible_and_a_hidden_free_game_is_a_clone():
    g = position("crossroads", 5, 200)
    a, b = g.resample(Side.USA, 42), g.resample(Side.USA, 42)
    assert pickle.dumps(a.state) == pickle.dumps(b.state)
    fresh = Game(scenario("crossroads"), SeededDice(1), undo=False, events=False)
    world = fresh.resample(Side.CSA, 3)
    assert world.state.dice.seed == 3 and world.history == fresh.history


def test_a_world_drawn_while_the_opponent_decides_has_its_own_legal_actions():
    """The opponent's orders depend on its values (R-ORD-1): its legal list is asked again."""
    for seed in range(40):
        g = position("crossroads", seed, 150)
        opp = g.current_player()
        if opp is None or g.step_name() != "take-action":
            continue
        w = g.sample_world(opp.other, random.Random(seed))
        top = w.state.stack[-1]
        assert sorted(w.legal_actions()) == sorted(top.options(w))
        return
    pytest.fail("no position with a turn waiting")


# ---------------------------------------------------------------- information key


def test_information_key_is_equal_for_games_the_side_cannot_tell_apart():
    g = position("crossroads", 0, 30)
    side = Side.CSA
    games = alternatives(g, side.other)
    assert games and len(games) > 1
    keys = {h.information_key(side) for h in games}
    assert keys == {g.information_key(side)}
    # the opponent knows its own values: its keys differ
    assert len({h.information_key(side.other) for h in games}) > 1


def test_information_key_follows_the_public_history_dice_clones_and_undo():
    sc = scenario("crossroads")
    a, b = Game(sc, SeededDice(1)), Game(sc, SeededDice(1))
    assert a.information_key(Side.CSA) == b.information_key(Side.CSA)
    rng = random.Random(0)
    for _ in range(30):
        action = rng.choice(a.legal_actions())
        before = a.information_key(Side.CSA)
        a.apply(action)
        assert a.information_key(Side.CSA) != before
        if a.can_undo():
            a.undo()
            assert a.information_key(Side.CSA) == before
            a.apply(action)
        assert a.clone().information_key(Side.USA) == a.information_key(Side.USA)
    # the same actions with other dice: told apart once a die has shown another face
    c = Game(sc, SeededDice(2), undo=False, events=False)
    d = Game(sc, SeededDice(1), undo=False, events=False)
    for action in a.history:
        if action not in c.legal_actions() or action not in d.legal_actions():
            break
        c.apply(action)
        d.apply(action)
    rolled_c = [f for e in c.log for f in e.faces]
    rolled_d = [f for e in d.log for f in e.faces]
    assert (c.information_key(Side.CSA) == d.information_key(Side.CSA)) == (rolled_c == rolled_d)


# ---------------------------------------------------------------- trusted apply, forced, step name


@pytest.mark.parametrize("sid", SCENARIOS)
def test_trusted_apply_plays_the_same_game(sid):
    sc = scenario(sid)
    a = Game(sc, SeededDice(9), undo=False, events=False)
    b = Game(sc, SeededDice(9), undo=False, events=False)
    rng = random.Random(9)
    for _ in range(400):
        if a.over:
            break
        legal = a.legal_actions(ordered=False)
        action = legal[int(rng.random() * len(legal))]
        a.apply(action)
        b.apply(action, trusted=True)
    assert pickle.dumps(a.state) == pickle.dumps(b.state) and a.history == b.history


def test_step_name_is_the_prompts_step_and_forced_is_the_lone_legal_action():
    g = Game(scenario("crossroads"), SeededDice(3), undo=False, events=False)
    rng = random.Random(3)
    lone = 0
    while not g.over and len(g.history) < 1500:
        assert g.step_name() == g.prompt().step
        legal = g.legal_actions()
        assert g.forced() == (legal[0] if len(legal) == 1 else None)
        if len(legal) == 1:
            lone += 1
            n = len(g.history)
            applied = g.advance_forced()
            assert applied >= 1 and len(g.history) == n + applied
            assert g.over or len(g.legal_actions()) > 1
            continue
        g.apply(legal[int(rng.random() * len(legal))])
    assert lone  # single-answer decisions still stop (an order with only a pass; a roll's last chance)
    assert g.step_name() == g.prompt().step

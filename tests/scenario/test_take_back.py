"""Undo against the computer (scenario/take_back.py): back to before the
person's last decision, the computer's replies with it; never past a roll."""

from __future__ import annotations

import random

import pytest

from gettysburg_desktop.games.gettysburg.rules.pieces import Side
from gettysburg_desktop.scenario.session import GameSession, Setup
from gettysburg_desktop.scenario.take_back import NoTakeBack, take_back_point, taken_back


def play(session, n, seed=1):
    rnd = random.Random(seed)
    g = session.game
    for _ in range(n):
        g.apply(rnd.choice(g.legal_actions()))


def test_the_point_is_before_the_persons_last_decision_and_the_game_is_replayed_to_it():
    session = GameSession.new(Setup("crossroads", 3, players=(("usa", "random"),)))
    g = session.game
    rnd = random.Random(4)
    snap = None
    while True:  # until the computer (the Union) has answered a Confederate decision, no dice since
        before = len(g.history)
        if g.deciding_side() is Side.CSA:
            snap = g.clone()  # the game before the person's decision, its dice stream where it was
        g.apply(rnd.choice(g.legal_actions()))
        since = g.log[before + 1 :]
        if g.log[-1].side is Side.USA and not any(e.faces for e in since):
            prev = next(k for k in range(len(g.log) - 1, 0, -1) if g.log[k].side is Side.CSA)
            if not any(e.faces for e in g.log[prev:]):
                break
    n = take_back_point(g, {Side.CSA})
    assert g.log[n + 1].side is Side.CSA and all(e.side is Side.USA for e in g.log[n + 2 :])
    back = taken_back(session, n)
    assert back.game.history == g.history[:n]
    assert back.players == session.players
    # the dice stream is where it was before that decision: the same rolls follow
    assert len(snap.history) == n
    ours, then = back.game.clone().state.dice, snap.clone().state.dice
    assert [ours.roll() for _ in range(30)] == [then.roll() for _ in range(30)]


def test_no_take_back_past_a_roll_or_before_any_decision():
    session = GameSession.new(Setup("crossroads", 3, players=(("usa", "random"),)))
    g = session.game
    with pytest.raises(NoTakeBack, match="no decision yet"):
        take_back_point(g, {Side.CSA})
    rnd = random.Random(6)
    while not any(e.faces for e in g.log):
        g.apply(rnd.choice(g.legal_actions()))
    last_roll = max(k for k, e in enumerate(g.log) if e.faces)
    # seed 3 and these random decisions: the roll is the last thing the Confederate side caused
    assert not any(e.side is Side.CSA for e in g.log[last_roll + 1 :])
    with pytest.raises(NoTakeBack, match="rolls are never taken back"):
        take_back_point(g, {Side.CSA})

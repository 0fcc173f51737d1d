"""The set-up (NS-SETUP, T2, the pools NS-SETUP-3, the army maxima
NS-ARMY-1) and the turn track (NS-TIME, T3, NS-SEQ, NS-MOVE-2, NS-DRAFT)."""

from __future__ import annotations

import pytest
from ns_maps import C, U, mini_campaign

from gettysburg_desktop.games.nordensueden.rules.game import NordenSuedenGame
from gettysburg_desktop.games.nordensueden.rules.named_places import SETUP
from gettysburg_desktop.games.nordensueden.rules.scenario import campaign
from gettysburg_desktop.games.nordensueden.rules.sequence import months_words
from gettysburg_desktop.kernel.dice import SeededDice
from gettysburg_desktop.kernel.gateway import IllegalAction


def new_game(seed=1, variants=()):
    return NordenSuedenGame(campaign(mini_campaign()), SeededDice(seed), variants=variants)


def test_the_set_up_puts_t2_on_the_map_with_the_pools_and_the_maxima():
    g = new_game()
    for side, boxes in SETUP.items():
        for box, n in boxes.items():
            units = g.units_in(box, side)
            assert len(units) == n, box
            assert all(u.kind.code == "MI" and not u.reduced and not u.fortified for u in units)
    assert len(g.on_map(U)) == 12 and len(g.on_map(C)) == 8
    assert [u.id for u in g.units_in("washington")] == ["usa-1", "usa-2", "usa-3"]  # numbered in T2's order
    assert g.state.pool == {U: {"MI": 12, "MC": 1}, C: {"MI": 0, "MC": 1}}  # NS-SETUP-3
    assert g.state.flags == {}  # NS-SETUP-4: no flags on the map
    assert (g.army_max(U), g.army_max(C)) == (34, 29)  # NS-SETUP-1
    v = g.view(None)
    assert v["army_max"] == {"usa": 34, "csa": 29}
    assert v["locked_militia"] == 12  # none recruitable before the first draft (NS-DRAFT-1)
    assert (v["turn"], v["months"], v["phasing"], v["segment"]) == (1, "July 1861", "usa", "movement")


def test_turn_1_has_two_fixed_marches_and_no_roll():
    g = new_game()
    assert g.state.marches_left == 2 and g.state.march_roll is None  # NS-MOVE-2
    assert "roll" not in [str(a) for a in g.legal_actions()]
    assert not any(a.verb == "land" for a in g.legal_actions())  # no 6, no landing
    texts = [str(e) for e in g.start_events]
    assert "Union: 2 marches in the first game turn, no roll (NS-MOVE-2)" in texts
    with pytest.raises(IllegalAction):
        g.apply("roll")


def test_the_turn_track_runs_forty_turns_with_three_drafts_then_the_confederacy_wins():
    """Both sides do nothing: the marker runs through T3 (July 1861 to June
    1865), the Union drafts in the April turns 8, 18, 28 (NS-DRAFT-2), and
    with no Union win by the end of turn 40 the Confederacy wins (NS-WIN-2c)."""
    g = new_game(seed=5)
    turns, drafts, rolls = [], [], 0
    for e in g.start_events:
        if e.kind == "turn":
            turns.append(str(e.text))
    while not g.over:
        legal = [str(a) for a in g.legal_actions()]
        action = (
            "roll"
            if "roll" in legal and g.step_name() == "march-roll"
            else next(a for a in legal if a in ("end-movement", "no-promotion", "end-recruitment"))
        )
        rolls += action == "roll"
        for e in g.apply(action):
            if e.kind == "turn":
                turns.append(str(e.text))
            if e.kind == "draft":
                drafts.append(g.state.turn)
    assert len(turns) == 40
    assert turns[0] == "Game turn 1: July 1861" and turns[4] == "Game turn 5: November-December 1861"
    assert turns[5] == "Game turn 6: January-February 1862" and turns[7] == "Game turn 8: April 1862"
    assert turns[-1] == "Game turn 40: June 1865"
    assert drafts == [8, 18, 28] and g.state.drafts == 3
    assert g.militia_infantry_allowed() == 24  # 12 + 4 x 3 (NS-DRAFT-3)
    assert rolls == 2 * 39  # every player turn but the first two rolls for its marches (NS-MOVE-1, NS-MOVE-2)
    assert g.outcome[0] is C
    assert g.outcome[1] == "The Union has not won by the end of game turn 40"


def test_the_short_game_ends_after_turn_10_by_the_army_maxima():
    g = new_game(seed=2, variants=("short",))
    while not g.over:
        legal = [str(a) for a in g.legal_actions()]
        g.apply("roll" if g.step_name() == "march-roll" else next(a for a in legal if a.startswith(("end-", "no-"))))
    assert g.state.turn == 11
    # 34 against 29 is 5 higher: the Union wins (NS-SHORT-2)
    assert g.outcome[0] is U and "(34)" in g.outcome[1] and "(29)" in g.outcome[1]


def test_months_of_the_double_turns():
    assert months_words(1) == "July 1861"
    assert months_words(15) == "November-December 1862"
    assert months_words(36) == "January-February 1865"
    assert months_words(40) == "June 1865"

"""What the prompt says is what the rules allow (issue 22, item 9): only
the Union is offered a sea move (NS-SEA-1); the recruits a player can
still place when fewer than rolled (NS-RECR-2..4, NS-DRAFT-3); the rule a
finished game cites (NS-SHORT-2 for the short game, NS-WIN-1/2 otherwise)."""

from __future__ import annotations

import random

from ns_maps import C, U, m1_map, recruitment_map
from ns_positions import position

from gettysburg_desktop.games.nordensueden.rules.recruitment import placeable
from gettysburg_desktop.games.nordensueden.rules.victory import (
    LARGER_ARMY,
    SHORT_CSA,
    SHORT_UNION,
    TIME_UP,
    UNION_SET,
    WASHINGTON_TAKEN,
    rule_of,
)
from gettysburg_desktop.kernel.said import said
from gettysburg_desktop.scenario.session import GameSession, Setup


def test_only_the_union_is_offered_a_move_by_sea_NS_SEA_1():
    union = position(m1_map(), {"usa-1": ("MI", "evansville")}, side=U, marches=2)
    confederacy = position(m1_map(), {"csa-1": ("MI", "nashville")}, side=C, marches=2)
    assert "move by sea" in union.prompt().text
    text = confederacy.prompt().text
    assert "move by sea" not in text and "2 marches left: start a march from a box, or end the movement" in text
    one = position(m1_map(), {"csa-1": ("MI", "nashville")}, side=C, marches=1)
    assert one.prompt().text.endswith("1 march left: start a march from a box, or end the movement (NS-MOVE-3)")


def test_the_prompt_says_how_many_of_the_recruits_rolled_can_be_placed_NS_DRAFT_3():
    units = {f"usa-{i}": ("MI", "ny") for i in range(1, 11)}
    g = position(
        recruitment_map(), units, side=U, segment="recruitment", pools={U: {"MI": 12, "MC": 1}, C: {}}, dice=(4,)
    )
    g.apply("roll")
    # 10 militia infantry on the map: 2 more allowed (NS-DRAFT-3) and 1 militia cavalry: 3 of the 4 rolled
    assert "4 recruits left, but only 3 can be placed (NS-DRAFT-3)" in g.prompt().text
    g.apply("recruit MI ny")
    g.apply("recruit MI bos")
    # 12 militia infantry on the map (NS-DRAFT-3), 1 militia cavalry in the pool: 2 rolled, 1 can be placed
    assert placeable(g, U) == (1, "NS-DRAFT-3")
    assert "2 recruits left, but only 1 can be placed (NS-DRAFT-3)" in g.prompt().text
    assert g.view(U)["recruits_placeable"] == (1, "NS-DRAFT-3")


def test_the_cities_and_the_army_maximum_limit_the_recruits_too_NS_RECR_3_NS_RECR_4():
    units = {f"usa-{i}": ("MI", "ny") for i in range(1, 4)}
    g = position(
        recruitment_map(), units, side=U, segment="recruitment", pools={U: {"MI": 12, "MC": 4}, C: {}}, dice=(6,)
    )
    g.apply("roll")
    n = g.state.recruits_left
    cities = placeable(g, U)
    assert cities[1] == "NS-RECR-3" and cities[0] < n
    assert f"{n} recruits left, but only {cities[0]} can be placed (NS-RECR-3)" in g.prompt().text


def test_a_finished_game_cites_the_rule_that_decided_it():
    assert rule_of(said(SHORT_UNION.template, usa=35, csa=29)) == "NS-SHORT-2"
    assert rule_of(said(SHORT_CSA.template, usa=30, csa=29)) == "NS-SHORT-2"
    assert rule_of(UNION_SET) == "NS-WIN-1"
    assert rule_of(WASHINGTON_TAKEN) == "NS-WIN-2"
    assert rule_of(said(LARGER_ARMY.template, csa=31, usa=30)) == "NS-WIN-2"
    assert rule_of(said(TIME_UP.template, turn=40)) == "NS-WIN-2"


def test_the_short_games_end_cites_NS_SHORT_2_not_NS_WIN():
    g = GameSession.new(Setup("short-1861", 1, (), (), "norden-sueden")).game
    rnd = random.Random(1)
    while not g.over:
        g.apply(rnd.choice(g.legal_actions()))
    assert "short game is over" in g.outcome[1]  # this seed plays to the end of turn 10
    assert g.prompt().rule == "NS-SHORT-2"
    assert g.log[-1].events[-1].rule == "NS-SHORT-2"  # as the game-over event says


def test_a_march_begun_says_one_unit_must_act_and_how_to_take_it_back_NS_MOVE_3():
    """Found playing: a march begun and its unit put back (Esc) left the bar without a button (NS-MOVE-3:
    a march moves or fortifies one of its units at least, so there is no ending it empty). The prompt says
    so and names Ctrl+Z; once a unit has acted, the usual words."""
    g = position(m1_map(), {"csa-1": ("MI", "nashville"), "csa-2": ("MI", "nashville")}, side=C, marches=2)
    g.apply("march nashville")
    assert "end-march" not in [str(a) for a in g.legal_actions()]
    assert g.prompt().text.endswith(
        "march from Nashville: move or fortify at least one of its units, one action each (NS-MOVE-3); "
        "Ctrl+Z takes the march back"
    )
    g.apply(next(a for a in g.legal_actions() if str(a).startswith("move csa-1 ")))
    assert g.prompt().text.endswith("march from Nashville: move or fortify its units, one action each (NS-MOVE-3)")

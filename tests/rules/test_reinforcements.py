"""Reinforcements (R-REIN-1..3, R-ASLT-12)."""

import pytest
from rulehelp import blocks, game_at, ids_at, legal_with, loc, play

from gettysburg_desktop.games.gettysburg.rules.pieces import Side


def morning_end(die):
    """1 July morning, the Union about to take its last disc; midday brings
    the CSA die-rolled group and the Union group."""
    pos = {
        "period": "1 July morning",
        "units": {"orchard": ["csa-regular-1"], "creek": ["usa-regular-1"]},
        "blocks": blocks(("orchard", "csa", 5, 0), ("creek", "usa", 3, 0)),
        "discs": {"usa_blue": 1},
    }
    g = game_at(pos, dice=[die])
    events = play(g, "order orchard", "pass", "order creek", "pass")
    return g, events


@pytest.mark.parametrize("die, box", [(1, "west-pike"), (3, "west-pike"), (4, "north-road"), (6, "north-road")])
def test_csa_midday_group_enters_by_one_roll_for_the_whole_group_R_REIN_2(die, box):
    g, events = morning_end(die)
    assert g.period_name() == "1 July midday"
    rolls = [e for e in events if e.kind == "roll"]
    assert len(rolls) == 1 and rolls[0].rule == "R-REIN-2" and rolls[0].get("face") == die
    assert ids_at(g, box) == ["csa-elite-1", "csa-regular-5", "csa-regular-6"]


def test_fixed_group_arrives_in_its_named_entry_box_R_REIN_1():
    g, events = morning_end(2)
    assert ids_at(g, "east-road") == ["usa-artillery-2", "usa-inferior-2", "usa-regular-4"]
    assert {e.get("unit") for e in events if e.kind == "arrive" and e.rule == "R-REIN-1"} >= {
        "usa-regular-4",
        "csa-elite-1",
    }


def test_free_moves_out_of_entry_box_need_no_order_and_are_offered_before_the_action_R_REIN_3():
    g, _ = morning_end(5)
    assert g.prompt().side is Side.CSA
    enters = legal_with(g, "enter")
    assert enters == ["enter csa-elite-1", "enter csa-regular-5", "enter csa-regular-6"]
    discs = (g.state.csa_single, g.state.csa_double)
    play(g, "enter csa-elite-1")
    assert loc(g, "csa-elite-1") == "woods-north"
    assert (g.state.csa_single, g.state.csa_double) == discs
    assert g.prompt().side is Side.CSA  # not an action: still the CSA's turn


def test_free_moves_also_after_the_action_then_end_turn_R_ACT_1():
    g, _ = morning_end(5)
    play(g, "place-block 2 ridge-south")
    assert "end-turn" in legal_with(g, "end-turn")
    play(g, "enter csa-regular-5", "enter csa-regular-6")
    assert g.prompt().side is Side.CSA
    play(g, "end-turn")
    assert g.prompt().side is Side.USA
    assert ids_at(g, "woods-north") == ["csa-regular-5", "csa-regular-6"]


def entry_pos(**kw):
    pos = {
        "period": "1 July midday",
        "units": {"west-pike": ["csa-regular-3", "csa-regular-4", "csa-artillery-3"], "ridge-west": ["usa-regular-1"]},
        "blocks": blocks(("orchard", "csa", 5, 0), ("creek", "usa", 3, 0)),
    }
    pos.update(kw)
    return pos


def test_artillery_may_not_enter_an_enemy_held_area_from_a_box_R_REIN_3_R_MOVE_4():
    g = game_at(entry_pos())
    assert legal_with(g, "enter") == ["enter csa-regular-3", "enter csa-regular-4"]


def test_no_entry_into_an_enemy_held_area_at_night_R_REIN_3_R_TIME_4():
    g = game_at(entry_pos(period="1 July night"))
    assert legal_with(g, "enter") == []


def test_entering_an_enemy_held_area_is_an_assault_without_an_order_R_REIN_3():
    # T2: 1 (nothing); T4: 6 cube; T5 regular on ridge, 1 cube: column 0, roll 1 -> R
    g = game_at(entry_pos(), dice=[1, 6, 1])
    play(g, "enter csa-regular-3")
    assert "resolve-assaults" in legal_with(g, "resolve-assaults")
    discs = g.state.csa_single
    events = play(g, "resolve-assaults")
    assert any(e.kind == "assault" and e.get("area") == "ridge-west" for e in events)
    assert g.state.csa_single == discs
    assert loc(g, "usa-regular-1") != "ridge-west"


def test_entry_obeys_the_stacking_limit_entry_boxes_have_none_R_REIN_3_R_MOVE_5():
    pos = entry_pos(
        units={
            "west-pike": [
                "csa-regular-3",
                "csa-regular-4",
                "csa-artillery-3",
                "csa-regular-5",
                "csa-regular-6",
                "csa-elite-1",
            ],
            "ridge-west": ["csa-regular-1", "csa-regular-2", "csa-artillery-1"],
            "creek": ["usa-regular-1"],
        }
    )
    g = game_at(pos)  # six units in one entry box is legal
    assert len(legal_with(g, "enter")) == 6
    play(g, "enter csa-regular-3")
    assert legal_with(g, "enter") == []  # ridge-west is full


def test_units_never_move_back_into_an_entry_box_R_REIN_3():
    pos = {
        "units": {"woods-north": ["csa-regular-1"], "creek": ["usa-regular-1"]},
        "blocks": blocks(("woods-north", "csa", 3, 0), ("creek", "usa", 3, 0)),
    }
    g = game_at(pos)
    play(g, "order woods-north", "move woods-north")
    dests = {a.split()[2] for a in legal_with(g, "move")}
    assert "north-road" not in dests and dests == {"hill-north", "ridge-west"}


def test_attackers_out_of_an_entry_box_have_no_retreat_and_are_eliminated_R_ASLT_12():
    # [ruling] no piece goes back into an entry box: T2 3 = cube -> morale;
    # T3 regular 1 cube roll 1 = R, with nowhere to go: eliminated
    g = game_at(entry_pos(), dice=[3, 1])
    ev = play(g, "enter csa-regular-3", "resolve-assaults")
    assert loc(g, "csa-regular-3") == "@eliminated"
    assert [(e.get("unit"), e.rule) for e in ev if e.kind == "eliminated"] == [("csa-regular-3", "R-ASLT-12")]
    assert g.state.supply["csa-regular"] == 30  # its cube went back to the supply
    assert loc(g, "usa-regular-1") == "ridge-west"


def test_with_the_variant_attackers_out_of_an_entry_box_fall_back_into_the_box_R_ASLT_12():
    g = game_at(entry_pos(), dice=[3, 1], variants=["entry-box-fallback"])
    assert g.view(None)["variants"] == ["entry-box-fallback"]
    play(g, "enter csa-regular-3", "resolve-assaults")
    assert loc(g, "csa-regular-3") == "west-pike"
    assert g.state.cubes["west-pike"] == {"csa-regular": 1}  # with its cube
    assert loc(g, "usa-regular-1") == "ridge-west"


def test_assault_out_of_an_entry_box_is_a_flank_attack_on_an_entrenched_area_R_ENT_3():
    g = game_at(entry_pos(entrenchments={"ridge-west": ["mill", "mill"]}), dice=[1, 1, 1, 1])
    events = play(g, "enter csa-regular-3", "resolve-assaults")
    a = next(e for e in events if e.kind == "assault")
    assert a.get("flank") is True and a.get("entrenched") is False


def test_a_free_move_into_an_enemy_area_during_an_order_keeps_its_cubes_and_origin_R_DMG_4_R_ASLT_12():
    # found in review: the entering unit lost its tied cubes and its way back at end-move
    g = game_at(
        {
            "units": {
                "west-pike": [{"id": "csa-regular-3", "cubes": 2}],
                "ridge-west": ["usa-regular-1"],
                "orchard": ["csa-regular-1"],
            },
            "blocks": blocks(("orchard", "csa", 3, 0), ("creek", "usa", 3, 0)),
        },
        dice=[1, 4, 6, 1, 1],
        variants=["entry-box-fallback"],
    )  # T2 1; T4 4; T5 6; round 2: T2 1, T4 1
    ev = play(g, "order orchard", "move orchard", "enter csa-regular-3", "end-move")
    untied_before_assault = [e for e in ev[: [e.kind for e in ev].index("assault")] if e.kind == "cubes-untied"]
    assert untied_before_assault == []
    fire = [e for e in ev if e.get("table") == "T4"]
    assert fire[0].get("result") == "D"  # 4 - 1 for its two cubes (R-ASLT-4): its cubes count
    assert loc(g, "csa-regular-3") == "west-pike"  # falls back into its box (the variant) after round 2

"""Assault combat (R-ASLT-1..12): CSA in town attacks farm-south (clear) or
town (the town) from mill; the Union block in round-top."""

import pytest
from rulehelp import blocks, game_at, legal, loc, play

from gettysburg_desktop.games.gettysburg.rules.pieces import Side

BLK = blocks(("town", "csa", 5, 0), ("round-top", "usa", 3, 0))


def attack_farm(defenders, dice, attackers=("csa-regular-1",), **kw):
    pos = {"units": {"town": list(attackers), "farm-south": defenders}, "blocks": BLK}
    pos.update(kw)
    g = game_at(pos, dice=dice)
    events = play(g, "order town", "move town")
    for a in attackers:
        events += g.apply(f"move {a} farm-south")
        if g.prompt().step != "move":
            break
    if g.prompt().step == "move":
        events += g.apply("end-move")
    return g, events


def rolls(events, rule):
    return [e for e in events if e.kind == "roll" and e.rule == rule]


def test_defending_artillery_fires_only_in_the_first_round_R_ASLT_1_R_ASLT_6():
    # art 1 miss; T2 1; (no morale); T4 1; (no morale); keep; round 2: T2 1, T4 1
    g, ev = attack_farm(["usa-regular-1", "usa-artillery-1"], [1, 1, 1, 1, 1])
    assert g.prompt().rule == "R-ASLT-8"
    ev += play(g, "keep-artillery")
    assert len(rolls(ev, "R-ASLT-1")) == 1
    assert len(rolls(ev, "R-ASLT-2")) == 2


def test_no_cube_and_no_m_means_no_morale_checks_R_ASLT_3_R_ASLT_5():
    _g, ev = attack_farm(["usa-regular-1"], [1, 1, 1, 1])
    assert rolls(ev, "R-ASLT-3") == [] and rolls(ev, "R-ASLT-5") == []


def test_after_the_second_round_surviving_attackers_go_back_R_ASLT_6():
    g, ev = attack_farm(["usa-regular-1"], [1, 1, 1, 1])
    assert any(e.kind == "assault-repulsed" for e in ev)
    assert loc(g, "csa-regular-1") == "town" and loc(g, "usa-regular-1") == "farm-south"
    assert g.prompt().side is Side.USA


def test_an_m_result_makes_every_attacker_check_morale_R_ASLT_3():
    _g, ev = attack_farm(["usa-regular-1"], [2, 6, 6, 1, 1, 1, 1, 1], attackers=("csa-regular-1", "csa-regular-2"))
    assert [e.get("unit") for e in rolls(ev, "R-ASLT-3")] == ["csa-regular-1", "csa-regular-2"]


def test_attacker_morale_e_eliminates_and_returns_its_cubes_R_ASLT_3_R_DMG_3():
    # attacker carries 4 cubes; T2 3 = cube (5); T3 roll 1 col 5 = E
    pos_units = [{"id": "csa-regular-1", "cubes": 4}]
    g = game_at({"units": {"town": pos_units, "farm-south": ["usa-regular-1"]}, "blocks": BLK}, dice=[3, 1])
    supply = g.state.supply["csa-regular"]
    ev = play(g, "order town", "move town", "move csa-regular-1 farm-south 4", "end-move")
    assert loc(g, "csa-regular-1") == "@eliminated"
    assert g.state.supply["csa-regular"] == supply + 4  # 4 carried + 1 taken go back; the 1 came from supply
    assert any(e.kind == "eliminated" and e.rule == "R-ASLT-3" for e in ev)


def test_attacker_who_wins_stays_and_markers_are_removed_R_ASLT_7():
    # T2 1; T4 6 cube; T5: 1 cube, disrupted +1, not flanked (came across a marked border) -> col 2, roll 1 = E
    g, ev = attack_farm(
        ["usa-regular-1"], [1, 6, 1], disrupted=["farm-south"], entrenchments={"farm-south": ["town", "ridge-south"]}
    )
    assert loc(g, "usa-regular-1") == "@eliminated"
    assert loc(g, "csa-regular-1") == "farm-south"
    assert "farm-south" not in g.state.disrupted
    assert "farm-south" not in g.state.entrenchments
    assert any(e.kind == "area-taken" and e.rule == "R-ASLT-7" for e in ev)


def test_counter_attack_c_makes_the_attacker_pull_back_one_unit_of_his_choice_R_ASLT_5():
    # into the town: T2 1; T4 2 (D), 1; T5 town +2, disrupted +1 -> col 3, roll 6 = C
    pos = {
        "units": {"mill": ["csa-regular-1", "csa-elite-1"], "town": ["usa-regular-1"]},
        "blocks": blocks(("mill", "csa", 5, 0), ("cemetery", "usa", 3, 0)),
    }
    g = game_at(pos, dice=[1, 2, 1, 6, 1, 1])
    ev = play(g, "order mill", "move mill", "move csa-regular-1 town", "move csa-elite-1 town", "end-move")
    assert any(e.kind == "counter-attack" for e in ev)
    assert g.prompt().side is Side.CSA
    assert legal(g) == ["fall-back csa-elite-1", "fall-back csa-regular-1"]
    play(g, "fall-back csa-elite-1")
    assert loc(g, "csa-elite-1") == "mill"
    assert loc(g, "usa-regular-1") == "town"  # the defender stays


def test_artillery_withdrawal_after_first_morale_check_is_undamaged_R_ASLT_8():
    g, _ev = attack_farm(["usa-regular-1", "usa-artillery-1"], [1, 1, 1, 1, 1])
    assert g.prompt().side is Side.USA
    assert legal(g) == ["keep-artillery", "withdraw usa-artillery-1 round-top"]
    play(g, "withdraw usa-artillery-1 round-top")
    assert loc(g, "usa-artillery-1") == "round-top"
    assert g.state.units["usa-artillery-1"].damaged is False


def test_artillery_left_after_its_infantry_is_eliminated_is_eliminated_R_ASLT_9():
    # art 1; T2 1; T4 6 cube -> 2 cubes; T5 clear col 2, roll 1 = E
    g, ev = attack_farm([{"id": "usa-regular-1", "cubes": 1}, "usa-artillery-1"], [1, 1, 6, 1])
    assert loc(g, "usa-regular-1") == "@eliminated"
    assert loc(g, "usa-artillery-1") == "@eliminated"
    assert any(e.kind == "eliminated" and e.rule == "R-ASLT-9" for e in ev)
    assert loc(g, "csa-regular-1") == "farm-south"


def test_artillery_whose_infantry_retreated_retreats_damaged_R_ASLT_9():
    # T5 col 1, roll 1 = R
    g, _ev = attack_farm(["usa-regular-1", "usa-artillery-1"], [1, 1, 6, 1])
    assert loc(g, "usa-regular-1") == "round-top"
    assert loc(g, "usa-artillery-1") == "round-top"
    assert g.state.units["usa-artillery-1"].damaged is True


def test_artillery_with_only_cavalry_may_ride_off_with_it_undamaged_R_ASLT_9():
    # T5 cavalry col 1 roll 1 = R (cavalry fights like infantry)
    g, _ev = attack_farm(["usa-cavalry-1", "usa-artillery-1"], [1, 1, 6])
    assert set(legal(g)) == {"assign usa-cavalry-1", "evade usa-cavalry-1"}
    g.dice.faces.append(1)
    play(g, "assign usa-cavalry-1")
    assert loc(g, "usa-cavalry-1") == "round-top"
    # [ruling] the owner chooses: ride off with the cavalry undamaged, or retreat damaged
    assert g.prompt().side is Side.USA and g.prompt().rule == "R-ASLT-9"
    assert legal(g) == ["retreat usa-artillery-1 round-top", "withdraw usa-artillery-1 round-top"]
    play(g, "withdraw usa-artillery-1 round-top")
    assert loc(g, "usa-artillery-1") == "round-top"
    assert g.state.units["usa-artillery-1"].damaged is False


def test_cavalry_may_retreat_instead_of_taking_a_cube_R_ASLT_10():
    g, ev = attack_farm(["usa-cavalry-1"], [1, 6])
    ev = play(g, "evade usa-cavalry-1")
    assert loc(g, "usa-cavalry-1") == "round-top"
    assert g.state.cubes.get("round-top", {}).get("usa-cavalry", 0) == 0
    assert any(e.kind == "evade" and e.rule == "R-ASLT-10" for e in ev)
    assert loc(g, "csa-regular-1") == "farm-south"


def test_lone_defending_artillery_fires_then_retreats_damaged_R_ASLT_11():
    g, ev = attack_farm(["usa-artillery-1"], [1])
    assert len(rolls(ev, "R-ASLT-1")) == 1
    assert loc(g, "usa-artillery-1") == "round-top"
    assert g.state.units["usa-artillery-1"].damaged is True
    assert loc(g, "csa-regular-1") == "farm-south"


def test_lone_damaged_artillery_is_eliminated_instead_R_ASLT_11():
    g, _ev = attack_farm([{"id": "usa-artillery-1", "damaged": True}], [1])
    assert loc(g, "usa-artillery-1") == "@eliminated"


def test_lone_artillery_hit_drives_the_attacker_off_and_stays_R_ASLT_11():
    # art 6 cube -> T3 roll 1 with 1 cube = R: no attacker left after step 3
    g, _ev = attack_farm(["usa-artillery-1"], [6, 1])
    assert loc(g, "csa-regular-1") == "town"
    assert loc(g, "usa-artillery-1") == "farm-south"
    assert g.state.units["usa-artillery-1"].damaged is False


@pytest.mark.parametrize("order", [("usa-inferior-1", "usa-regular-1"), ("usa-regular-1", "usa-inferior-1")])
def test_the_artillerys_fate_does_not_depend_on_the_order_of_the_results_R_ASLT_9(order):
    # [ruling] one defender is eliminated and one retreats in the same step 5: whichever is
    # listed (and so applied) first, the artillery retreats damaged, because infantry retreated.
    # T1 1 miss; T2 1, 1; T4 2 = D; T5: the inferior (4 cubes +1 inferior +1 disrupted, column 5)
    # rolls 1 = E, the regular (0 +1 disrupted, column 1) rolls 1 = R.
    first, second = order
    units = {
        first: {"id": first, "cubes": 4} if first == "usa-inferior-1" else first,
        second: {"id": second, "cubes": 4} if second == "usa-inferior-1" else second,
    }
    g, _ev = attack_farm([units[first], units[second], "usa-artillery-1"], [1, 1, 1, 2, 1, 1])
    assert loc(g, "usa-inferior-1") == "@eliminated" and loc(g, "usa-regular-1") == "round-top"
    assert loc(g, "usa-artillery-1") == "round-top"
    assert g.state.units["usa-artillery-1"].damaged is True
    assert loc(g, "csa-regular-1") == "farm-south"


def test_artillery_rides_off_only_to_the_evading_cavalrys_area_if_its_owner_wants_R_ASLT_10():
    # [ruling] a Union block in farm-south makes ridge-south and round-top both retreats;
    # the cavalry evades to ridge-south: the artillery may follow it there and nowhere else.
    # T1 1; T2 1, 1; T4 6 = a cube: the Union evades with its cavalry.
    blk = blocks(("town", "csa", 5, 0), ("farm-south", "usa", 3, 0))
    g, _ev = attack_farm(["usa-cavalry-1", "usa-regular-1", "usa-artillery-1"], [1, 1, 1, 6, 6], blocks=blk)
    assert legal(g) == ["assign usa-cavalry-1", "assign usa-regular-1", "evade usa-cavalry-1"]
    play(g, "evade usa-cavalry-1")
    assert legal(g) == ["retreat usa-cavalry-1 ridge-south", "retreat usa-cavalry-1 round-top"]
    play(g, "retreat usa-cavalry-1 ridge-south")
    assert g.prompt().rule == "R-ASLT-10" and g.prompt().step == "ride-off"
    assert legal(g) == ["keep-artillery", "withdraw usa-artillery-1 ridge-south"]
    play(g, "keep-artillery")  # never forced: it stays with the regular
    assert loc(g, "usa-artillery-1") == "farm-south"
    assert g.state.units["usa-artillery-1"].damaged is False


def test_a_disruption_from_a_t5_d_counts_from_the_next_round_on_T5():
    # [interpretation] round 1: T2 1, 1; T4 6 = a cube to usa-regular-1; T5: usa-regular-1
    # (column 1) rolls 2 = D, usa-regular-2 rolls against the situation at the step's start
    # (column 0, not 1) and 2 is nothing. Round 2: T2 1, 1; T4 6 = a cube to usa-regular-2;
    # T5: both at column 1 + 1 for the disruption = 2, rolling 5: nothing.
    g, ev = attack_farm(["usa-regular-1", "usa-regular-2"], [1, 1, 6, 2, 2, 1, 1, 6, 5, 5])
    morale = [
        (e.get("unit"), e.get("result"), e.text.split("(")[1].split(")")[0])
        for e in ev
        if e.kind == "roll" and e.get("table") == "T5"
    ]
    assert morale == [
        ("usa-regular-1", "D", "column 1"),
        ("usa-regular-2", "-", "column 0"),
        ("usa-regular-1", "-", "column 2"),
        ("usa-regular-2", "-", "column 2"),
    ]
    assert "farm-south" in g.state.disrupted and loc(g, "csa-regular-1") == "town"


@pytest.mark.parametrize("order", [("usa-inferior-1", "usa-inferior-2"), ("usa-inferior-2", "usa-inferior-1")])
def test_a_counter_attack_does_not_cancel_another_defenders_result_T5(order):
    # found in review: a C that sends the last attacker back dropped the results still to
    # apply. T2 1, 1; T4 2 = D; T5: inferior-1 rolls 6 (C), inferior-2 rolls 1 (E)
    faces = [1, 1, 2, 6, 1] if order[0] == "usa-inferior-1" else [1, 1, 2, 1, 6]
    g, _ev = attack_farm(list(order), faces)
    assert loc(g, "csa-regular-1") == "town"
    assert loc(g, "usa-inferior-2") == "@eliminated" and loc(g, "usa-inferior-1") == "farm-south"

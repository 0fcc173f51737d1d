"""Order discs into the boxes (R-DISC-1..3) and the end of the action rounds (R-TIME-3)."""

import pytest
from rulehelp import blocks, game_at, legal_with, play

from gettysburg_desktop.games.gettysburg.rules.pieces import Side


def pos(
    period="1 July afternoon", usa_blocks=(("creek", "usa", 3, 0),), csa_blocks=(("orchard", "csa", 5, 0),), **discs
):
    d = {"csa_single": 12, "csa_double": 4, "usa_blue": 1, "usa_forced_pass": 0}
    d.update(discs)
    return {
        "period": period,
        "units": {"orchard": ["csa-regular-1"], "creek": ["usa-regular-1"]},
        "blocks": blocks(*csa_blocks, *usa_blocks),
        "discs": d,
    }


def end_period(g, usa_last="order creek"):
    """CSA passes, the Union takes its last disc."""
    play(g, "order orchard", "pass", usa_last)
    if g.prompt().step == "choose-order":
        play(g, "pass")


def test_union_last_disc_ends_the_rounds_and_the_csa_opens_the_next_period_R_TIME_3():
    g = game_at(pos())
    end_period(g)
    assert g.period_name() == "1 July night"
    assert g.prompt().side is Side.CSA


def test_csa_leftover_discs_do_not_prolong_the_period_R_TIME_3():
    g = game_at(pos(csa_single=10))
    end_period(g)
    assert g.period_name() == "1 July night"


def test_forced_pass_as_the_last_disc_also_ends_the_period_R_TIME_3_R_FPASS():
    g = game_at(pos(usa_blue=0, usa_forced_pass=1))
    play(g, "order orchard", "pass")
    assert legal_with(g, "forced-pass") == ["forced-pass"]
    events = play(g, "forced-pass")
    assert any(e.kind == "forced-pass" and e.rule == "R-FPASS" for e in events)
    assert g.period_name() == "1 July night"


def test_union_box_filled_with_blue_discs_from_supply_R_DISC_1():
    g = game_at(pos())
    end_period(g)
    # night box of crossroads holds 3; 12 blue - 1 on the map = 11 free
    assert (g.state.usa_blue, g.state.usa_black) == (3, 0)


def test_union_shortfall_made_up_with_forced_pass_discs_R_DISC_1():
    usa = (("creek", "usa", 5, 5), ("round-top", "usa", 5, 4), ("station", "usa", 2, 0))
    g = game_at(pos(usa_blocks=usa, usa_blue=1))
    end_period(g, "order station")
    # 12 blue - 10 on the map = 2 free blue; night needs 3 -> 2 blue + 1 black
    assert (g.state.usa_blue, g.state.usa_black) == (2, 1)
    events_discs = g.view(Side.USA)["discs"]["usa"]
    assert events_discs["blue"] == 2 and events_discs["forced_pass"] == 1


def test_csa_single_box_topped_up_to_12_and_double_box_to_4_R_DISC_2():
    g = game_at(pos(csa_single=3, csa_double=1))
    end_period(g)
    assert (g.state.csa_single, g.state.csa_double) == (12, 4)


def test_csa_double_box_with_4_or_more_gets_2_more_R_DISC_2():
    g = game_at(pos(csa_single=5, csa_double=4))
    end_period(g)
    assert (g.state.csa_single, g.state.csa_double) == (12, 6)


def test_csa_single_box_filled_first_double_gets_only_what_is_left_R_DISC_2():
    csa = (("orchard", "csa", 5, 4), ("woods-north", "csa", 4, 4))
    g = game_at(pos(csa_blocks=csa, csa_single=2, csa_double=5))
    # on map 8 (+1 after the order) = 9; supply = 22 - 1 - 5 - 9 = 7 -> single 1+7=8, double 5
    end_period(g)
    assert g.state.csa_single == 8
    assert g.state.csa_double == 5
    assert g.state.csa_supply() == 0


def test_discs_stay_on_the_map_with_their_block_across_periods_R_DISC_3():
    g = game_at(pos())
    end_period(g)
    assert g.state.blocks["orchard"].discs == 1
    assert g.state.blocks["creek"].discs == 1


def test_block_with_full_discs_cannot_take_an_order_R_ORD_1():
    g = game_at(pos(csa_blocks=(("orchard", "csa", 2, 2),)))
    assert legal_with(g, "order") == []
    assert legal_with(g, "double-order") == []


def _end_of(period, **kw):
    p = {
        "period": period,
        "units": {"orchard": ["csa-regular-1"], "creek": ["usa-regular-1"], "mill": ["csa-regular-2"]},
        "blocks": blocks(("orchard", "csa", 5, 0), ("creek", "usa", 3, 0)),
        "discs": {"usa_blue": 1},
    }
    p.update(kw)
    g = game_at(p)
    ev = play(g, "order orchard", "pass", "order creek", "pass")
    return g, ev


@pytest.mark.parametrize("period", ["2 July morning", "2 July midday", "2 July night"])
def test_disruption_stays_at_the_end_of_other_periods_R_END_2(period):
    g, ev = _end_of(period, disrupted=["mill", "creek"])
    assert g.state.disrupted == {"mill", "creek"}
    assert not [e for e in ev if e.kind == "disruption-cleared"]


def test_disruption_is_cleared_at_the_end_of_every_afternoon_R_END_2():
    g, ev = _end_of("2 July afternoon", disrupted=["mill", "creek"])
    assert g.state.disrupted == set() and g.period_name() == "2 July night"
    assert [(e.get("areas"), e.rule) for e in ev if e.kind == "disruption-cleared"] == [(("creek", "mill"), "R-END-2")]


def test_after_the_night_the_next_day_begins_with_its_morning_R_END_3():
    g, ev = _end_of("1 July night")
    assert g.period_name() == "2 July morning"
    assert g.prompt().side is Side.CSA  # the Confederates act first in every period (R-ACT-1)
    assert [e.get("name") for e in ev if e.kind == "period"] == ["2 July morning"]
    # the Union's morning box is filled again: crossroads asks 6 discs, all blue
    union = [dict(e.get("boxes")) for e in ev if e.kind == "discs-filled" and e.get("side") == "usa"]
    assert union == [{"blue": 6, "forced-pass": 0}]

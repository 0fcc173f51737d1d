"""Victory (R-WIN-1..4) and concession."""

import pytest
from rulehelp import blocks, game_at, play

from gettysburg_desktop.games.gettysburg.rules.game import IllegalAction
from gettysburg_desktop.games.gettysburg.rules.pieces import Side


def end(period, units):
    p = {
        "period": period,
        "units": units,
        "blocks": blocks(("orchard", "csa", 5, 0), ("creek", "usa", 3, 0)),
        "discs": {"usa_blue": 1},
    }
    g = game_at(p, dice=[1])
    ev = play(g, "order orchard", "pass", "order creek", "pass")
    return g, ev


BASE = {"orchard": ["csa-regular-5"], "creek": ["usa-regular-5"]}


def test_two_victory_areas_at_the_end_of_any_period_win_for_the_csa_R_WIN_1():
    g, ev = end("1 July night", {**BASE, "cemetery": ["csa-regular-1"], "hill-north": ["csa-regular-2"]})
    assert g.over and g.outcome[0] is Side.CSA
    assert any(e.kind == "game-over" and e.rule == "R-WIN-1" for e in ev)
    assert g.prompt().side is None and g.legal_actions() == []


def test_a_victory_area_nobody_occupies_is_not_controlled_R_WIN_4():
    # hill-north holds only a Confederate command block: a block is not control
    p = {
        "period": "1 July night",
        "units": {**BASE, "cemetery": ["csa-regular-1"]},
        "discs": {"usa_blue": 1},
        "blocks": blocks(("orchard", "csa", 5, 0), ("hill-north", "csa", 2, 0), ("creek", "usa", 3, 0)),
    }
    g = game_at(p)
    play(g, "order orchard", "pass", "order creek", "pass")
    assert not g.over and g.period_name() == "2 July morning"


def test_a_contested_victory_area_is_controlled_by_neither_side_R_WIN_4():
    # [interpretation] both sides in an area (an assault under way): neither controls it
    from gettysburg_desktop.games.gettysburg.rules.victory import controller, csa_victory_areas

    g = game_at(
        {
            "units": {"mill": ["csa-regular-1"], "hill-north": ["usa-regular-1"], "cemetery": ["csa-regular-2"]},
            "blocks": blocks(("mill", "csa", 5, 0), ("creek", "usa", 3, 0)),
        },
        dice=[1, 1, 1, 1],
    )
    play(g, "order mill", "move mill", "move csa-regular-1 hill-north")
    assert {u.side for u in g.units_at("hill-north")} == {Side.CSA, Side.USA}
    assert controller(g, "hill-north") is None and controller(g, "cemetery") is Side.CSA
    assert csa_victory_areas(g) == ["cemetery"]


def test_the_double_star_counts_as_one_of_the_two_victory_areas_R_WIN_1():
    # at the end of a night (not an afternoon, so not R-WIN-2): round-top and cemetery
    g, ev = end("1 July night", {**BASE, "round-top": ["csa-regular-1"], "cemetery": ["csa-regular-2"]})
    assert g.over and g.outcome[0] is Side.CSA
    assert [e.rule for e in ev if e.kind == "game-over"] == ["R-WIN-1"]


def test_double_star_at_the_end_of_an_afternoon_wins_R_WIN_2():
    g, ev = end("1 July afternoon", {**BASE, "round-top": ["csa-regular-1"]})
    assert g.over and g.outcome[0] is Side.CSA
    assert any(e.rule == "R-WIN-2" for e in ev)


def test_double_star_at_the_end_of_a_morning_is_not_enough_R_WIN_2():
    g, _ = end("2 July night", {**BASE, "round-top": ["csa-regular-1"]})
    assert not g.over


def test_union_wins_after_the_afternoon_of_3_july_R_WIN_3():
    g, ev = end("3 July afternoon", BASE)
    assert g.over and g.outcome[0] is Side.USA
    assert any(e.rule == "R-WIN-3" for e in ev)


def test_the_csa_may_concede_R_WIN_3():
    g = game_at({"units": BASE, "blocks": blocks(("orchard", "csa", 5, 0), ("creek", "usa", 3, 0))})
    assert "concede" not in [str(a) for a in g.legal_actions()]  # never a legal action among others
    play(g, "concede")
    assert g.over and g.outcome[0] is Side.USA and "conceded" in g.outcome[1]
    assert g.prompt().rule == "R-WIN" and g.legal_actions() == []


def test_the_csa_may_concede_while_the_union_is_deciding_R_WIN_3():
    # [ruling] "at any time": outside the current decision, whoever decides
    g = game_at({"units": BASE, "blocks": blocks(("orchard", "csa", 5, 0), ("creek", "usa", 3, 0))})
    play(g, "place-block 3 mill")
    assert g.prompt().side is Side.USA
    ev = g.concede()
    assert [(e.kind, e.get("winner")) for e in ev] == [("game-over", "usa")]
    assert g.over and g.outcome[0] is Side.USA
    assert g.log[-1].side is Side.CSA and str(g.log[-1].action) == "concede"  # the Confederates did it
    assert [str(a) for a in g.history] == ["place-block 3 mill", "concede"]
    with pytest.raises(IllegalAction, match="already over"):
        g.concede()

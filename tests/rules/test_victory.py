"""Victory (R-WIN-1..4) and concession."""

from gettysburg_desktop.rules.pieces import Side
from rulehelp import blocks, game_at, play


def end(period, units):
    p = {"period": period, "units": units, "blocks": blocks(("orchard", "csa", 5, 0), ("creek", "usa", 3, 0)),
         "discs": {"usa_blue": 1}}
    g = game_at(p, dice=[1])
    ev = play(g, "order orchard", "pass", "order creek", "pass")
    return g, ev


BASE = {"orchard": ["csa-regular-5"], "creek": ["usa-regular-5"]}


def test_two_victory_areas_at_the_end_of_any_period_win_for_the_csa_R_WIN_1():
    g, ev = end("1 July night", {**BASE, "cemetery": ["csa-regular-1"], "hill-north": ["csa-regular-2"]})
    assert g.over and g.outcome[0] is Side.CSA
    assert any(e.kind == "game-over" and e.rule == "R-WIN-1" for e in ev)
    assert g.prompt().side is None and g.legal_actions() == []


def test_contested_victory_area_is_not_controlled_R_WIN_4():
    g, _ = end("1 July night", {**BASE, "cemetery": ["csa-regular-1"], "hill-north": []})
    assert not g.over


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
    play(g, "concede")
    assert g.over and g.outcome[0] is Side.USA and "conceded" in g.outcome[1]
    assert g.prompt().rule == "R-WIN"

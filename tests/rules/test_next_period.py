"""The next period's order boxes as the window forecasts them (games/gettysburg/rules/next_period.py):
discs left on command blocks stay there (R-DISC-3) and shrink the next
filling (R-DISC-1, R-DISC-2); the Union's last disc ends the period
(R-TIME-3), so that is when a side's action may be its last chance to take
discs back by removing a block (R-BLK-3)."""

import random

from rulehelp import blocks, game_at, play

from gettysburg_desktop.games.gettysburg.rules import crossroads
from gettysburg_desktop.games.gettysburg.rules.dice import SeededDice
from gettysburg_desktop.games.gettysburg.rules.game import Game
from gettysburg_desktop.games.gettysburg.rules.next_period import discs_next_period, last_chance, period_may_end
from gettysburg_desktop.games.gettysburg.rules.pieces import Side
from gettysburg_desktop.games.gettysburg.rules.victory import next_afternoon, victory_standing


def pos(usa_blocks=(("creek", "usa", 3, 0),), csa_blocks=(("orchard", "csa", 5, 0),), active="csa", **discs):
    d = {"csa_single": 12, "csa_double": 4, "usa_blue": 1, "usa_forced_pass": 0}
    d.update(discs)
    return {
        "period": "1 July afternoon",
        "active": active,
        "units": {"orchard": ["csa-regular-1"], "creek": ["usa-regular-1"]},
        "blocks": blocks(*csa_blocks, *usa_blocks),
        "discs": d,
    }


def test_the_union_forecast_counts_its_blue_discs_still_to_place_and_ends_in_forced_passes_R_DISC_1_R_TIME_3():
    usa = (("creek", "usa", 5, 5), ("round-top", "usa", 5, 4), ("station", "usa", 2, 0))
    g = game_at(pos(usa_blocks=usa, usa_blue=1))
    usa_next = discs_next_period(g)[Side.USA]
    # 9 on the blocks, the last blue disc goes onto one: 12 - 10 = 2 blue; the night box needs 3
    assert (usa_next.part, usa_next.need, usa_next.on_blocks, usa_next.to_place) == ("night", 3, 9, 1)
    assert (usa_next.blue, usa_next.forced_pass, usa_next.short) == (2, 1, 1)
    play(g, "order orchard", "pass", "order station", "pass")
    assert g.period_name() == "1 July night" and (g.state.usa_blue, g.state.usa_black) == (2, 1)


def test_the_confederate_forecast_is_the_filling_if_the_period_ended_now_R_DISC_2():
    csa = (("orchard", "csa", 5, 4), ("woods-north", "csa", 4, 4))
    g = game_at(pos(csa_blocks=csa, csa_single=2, csa_double=5))
    csa_next = discs_next_period(g)[Side.CSA]
    # supply 22 - 2 - 5 - 8 = 7: single 2 + 7 = 9, nothing left for the double box (5 -> 5, full: 7)
    assert (csa_next.single, csa_next.double, csa_next.on_blocks) == (9, 5, 8)
    assert (csa_next.full_single, csa_next.full_double, csa_next.short) == (12, 7, 5)


def test_removing_a_block_takes_its_discs_back_into_the_forecast_R_BLK_3():
    usa = (("creek", "usa", 5, 5), ("round-top", "usa", 5, 4), ("station", "usa", 2, 0))
    g = game_at(pos(usa_blocks=usa, active="usa", usa_blue=1))
    assert discs_next_period(g)[Side.USA].forced_pass == 1
    play(g, "remove-block round-top")
    assert discs_next_period(g)[Side.USA].forced_pass == 0


def test_the_forecast_is_what_the_next_period_gets_in_random_games_R_DISC_1_R_DISC_2():
    """Whenever a period ends, the forecast made just before its last
    action is the filling, unless that action took a block off the map (R-BLK-4)."""
    checked = 0
    for seed in range(6):
        g = Game(crossroads.scenario(), SeededDice(seed), undo=False)
        rnd = random.Random(seed)
        for _ in range(400):
            if g.over:
                break
            before, period = discs_next_period(g), g.state.period
            legal = g.legal_actions()
            g.apply(legal[rnd.randrange(len(legal))])
            removed = g.log and any(e.kind == "block-removed" for e in g.log[-1].events)
            if g.state.period != period and not g.over and not removed:
                st = g.state
                assert (st.usa_blue, st.usa_black) == (before[Side.USA].blue, before[Side.USA].forced_pass)
                assert (st.csa_single, st.csa_double) == (before[Side.CSA].single, before[Side.CSA].double)
                checked += 1
    assert checked >= 6


def test_no_forecast_in_the_last_period_R_TIME_1():
    p = pos()
    p["period"] = "3 July afternoon"
    assert discs_next_period(game_at(p)) is None


def test_the_union_holding_its_last_disc_makes_this_action_a_last_chance_R_TIME_3():
    usa = (("creek", "usa", 3, 2),)
    csa = (("orchard", "csa", 5, 3),)
    g = game_at(pos(usa_blocks=usa, csa_blocks=csa, usa_blue=1))
    assert period_may_end(g)
    assert last_chance(g, Side.CSA) and not last_chance(g, Side.USA)
    play(g, "order orchard")  # the CSA has acted: no longer its chance
    assert not last_chance(g, Side.CSA)
    play(g, "pass")
    assert last_chance(g, Side.USA)


def test_no_last_chance_with_two_discs_left_or_nothing_on_the_blocks_R_TIME_3():
    usa = (("creek", "usa", 3, 2),)
    assert not last_chance(game_at(pos(usa_blocks=usa, usa_blue=2)), Side.CSA)
    assert not period_may_end(game_at(pos(usa_blocks=usa, usa_blue=2)))
    assert not last_chance(game_at(pos(usa_blocks=usa, usa_blue=1)), Side.CSA)  # the Confederate block is empty


def test_victory_standing_names_each_victory_areas_holder_R_WIN_4():
    p = pos()
    p["units"] = {
        "orchard": ["csa-regular-1"],
        "creek": ["usa-regular-1"],
        "cemetery": ["csa-regular-2"],
        "round-top": ["usa-regular-2"],
    }
    g = game_at(p)
    assert victory_standing(g) == [
        ("cemetery", Side.CSA, False),
        ("hill-north", None, False),
        ("round-top", Side.USA, False),
    ]


def test_the_next_afternoon_is_this_one_or_the_next_days_R_WIN_2():
    assert [next_afternoon(p) for p in range(11)] == [2, 2, 2, 6, 6, 6, 6, 10, 10, 10, 10]

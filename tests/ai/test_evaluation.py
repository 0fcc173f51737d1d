"""The evaluation's signs (games/gettysburg/computer/evaluation.py): the R-WIN conditions and the
terms a computer player steers by."""

import copy

from gettysburg_desktop.games.gettysburg.computer.evaluation import DEFAULT, evaluate
from gettysburg_desktop.games.gettysburg.rules import crossroads
from gettysburg_desktop.games.gettysburg.rules.dice import SeededDice
from gettysburg_desktop.games.gettysburg.rules.game import Game
from gettysburg_desktop.games.gettysburg.rules.pieces import Side
from gettysburg_desktop.games.gettysburg.rules.position import position_of, state_from_position

SCENARIO = crossroads.scenario()


def game_with(change) -> Game:
    """The crossroads start with ``change(position)`` applied to its position."""
    start = Game(SCENARIO, SeededDice(1))
    data = copy.deepcopy(position_of(start))
    change(data)
    return Game(SCENARIO, SeededDice(1), state=state_from_position(SCENARIO, data))


def start() -> Game:
    return game_with(lambda d: None)


def test_a_finished_game_scores_its_result():
    g = start()
    g.concede()  # R-WIN-3: a Union victory
    assert evaluate(g, Side.USA) == 1.0
    assert evaluate(g, Side.CSA) == -1.0


def two_stars(d):
    """R-WIN-1: the Confederates on two stars (cemetery, hill-north): a win at the period's end."""
    d["units"]["cemetery"] = ["csa-regular-1", "csa-regular-2"]
    d["units"]["hill-north"] = ["csa-regular-3"]
    d["units"]["ridge-west"] = ["csa-artillery-1", "csa-artillery-2"]
    d["units"]["west-pike"] = ["csa-regular-4", "csa-artillery-3"]
    d["units"]["town"] = ["usa-regular-1", "usa-regular-2", "usa-artillery-1", "usa-regular-3"]
    d["units"]["mill"] = ["usa-cavalry-1", "usa-cavalry-2", "usa-inferior-1"]


def test_two_victory_areas_held_by_the_confederates_score_as_their_win():
    g = game_with(two_stars)
    assert evaluate(g, Side.CSA) >= 0.85
    assert evaluate(g, Side.USA) <= -0.85
    assert evaluate(g, Side.CSA) > evaluate(start(), Side.CSA)


def test_the_scores_of_the_two_sides_are_opposite():
    g = start()
    assert evaluate(g, Side.CSA) == -evaluate(g, Side.USA)
    assert -1 < evaluate(g, Side.CSA) < 1


def test_losses_count_against_their_side():
    def union_losses(d):
        d["units"]["town"] = ["usa-regular-1"]
        d["eliminated"] = ["usa-regular-2", "usa-artillery-1"]

    def confederate_losses(d):
        d["units"]["west-pike"] = ["csa-artillery-3"]
        d["eliminated"] = ["csa-regular-3", "csa-regular-4"]

    base = evaluate(start(), Side.CSA)
    assert evaluate(game_with(union_losses), Side.CSA) > base
    assert evaluate(game_with(confederate_losses), Side.CSA) < base


def test_time_passing_is_the_unions_friend():
    # the clock (R-WIN-3, R-TIME-3): a later period, or fewer Union discs left, is better for the Union
    def later(d):
        d["period"] = "2 July afternoon"

    def discs_used(d):
        d["discs"]["usa_blue"] = 1

    base = evaluate(start(), Side.USA)
    assert evaluate(game_with(later), Side.USA) > base
    assert evaluate(game_with(discs_used), Side.USA) > base


def test_a_star_nearer_the_confederates_scores_for_them():
    def closer(d):
        d["units"]["ridge-west"] = ["csa-artillery-1", "csa-artillery-2"]
        d["units"]["mill"] = ["usa-cavalry-2", "csa-regular-1", "csa-regular-2"][1:]
        d["units"]["hill-north"] = ["usa-cavalry-1", "usa-cavalry-2"]

    assert evaluate(game_with(closer), Side.CSA) > evaluate(start(), Side.CSA)


def test_a_leaning_changes_weights_never_the_result():
    aggressive, cautious = DEFAULT.leaning("aggressive"), DEFAULT.leaning("cautious")
    assert aggressive.threat > DEFAULT.threat > cautious.threat
    assert aggressive.damage < DEFAULT.damage < cautious.damage
    g = start()
    g.concede()
    assert evaluate(g, Side.CSA, aggressive) == evaluate(g, Side.CSA, cautious) == -1.0


def test_with_two_stars_lost_the_union_does_not_hurry_the_period_end():
    # R-WIN-1 is checked at the period's end (R-END-0), which the Union's last disc brings (R-TIME-3)
    def two_stars_with(d, discs):
        two_stars(d)
        d["discs"]["usa_blue"] = discs

    early = game_with(lambda d: two_stars_with(d, 6))
    late = game_with(lambda d: two_stars_with(d, 1))
    assert evaluate(late, Side.USA) < evaluate(early, Side.USA)

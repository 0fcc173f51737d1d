"""Victory (NS-WIN-1..3, NS-NOVICE, NS-SHORT-2), each condition, the order
of NS-WIN-3, on the small campaign map and ns_maps.numbers_map."""

from __future__ import annotations

from ns_maps import C, U, mini_campaign, numbers_map
from ns_positions import finish_player_turn, position

OBJECTIVES = ("new-orleans", "mobile", "atlanta", "memphis", "charleston", "wilmington", "richmond")


def campaign_game(units, side=U, flags=None, **kw):
    return position(mini_campaign(), units, side=side, flags=flags, **kw)


def six_taken():
    return {b: U for b in OBJECTIVES if b != "memphis"}


def test_the_union_wins_when_it_owns_all_seven_at_once():
    g = campaign_game({"usa-1": ("MI", "memphis"), "usa-2": ("MI", "washington")}, flags=six_taken())
    assert not g.over  # Memphis is still the Confederacy's until the end of the player turn
    finish_player_turn(g)
    assert g.outcome == (U, "The Union owns every Confederate recruitment city of value 2 or 3 at once")


def test_six_of_seven_is_not_enough():
    g = campaign_game({"usa-1": ("MI", "cairo"), "usa-2": ("MI", "washington")}, flags=six_taken())
    finish_player_turn(g)
    assert not g.over


def test_the_confederacy_wins_by_occupying_washington():
    g = campaign_game({"csa-1": ("MI", "washington"), "usa-1": ("MI", "chicago")}, side=C)
    finish_player_turn(g)
    assert g.outcome == (C, "The Confederacy occupies Washington")


def test_the_union_is_tested_first_when_both_come_true_at_once():
    """NS-WIN-3: at the end of a Union player turn the Union takes the last
    of the seven while a Confederate unit that retreated into Washington
    during that turn occupies it: the Union wins."""
    g = campaign_game({"usa-1": ("MI", "memphis"), "csa-1": ("MI", "washington")}, flags=six_taken())
    finish_player_turn(g)
    assert g.outcome[0] is U and g.owner("washington") is C


def test_the_confederacy_wins_by_a_larger_army_maximum():
    g = position(numbers_map(30, 30), {"usa-1": ("MI", "north"), "csa-1": ("MI", "south")})
    finish_player_turn(g)
    assert not g.over  # 30 against 30 is not higher
    g = position(numbers_map(30, 31), {"usa-1": ("MI", "north"), "csa-1": ("MI", "south")})
    finish_player_turn(g)
    assert g.outcome == (C, "The Confederate army maximum (31) is higher than the Union's (30)")  # §11.0's example


def test_novice_confederate_conditions_count_only_at_the_end_of_a_union_player_turn():
    g = campaign_game(
        {"csa-1": ("MI", "washington"), "usa-1": ("MI", "chicago")}, side=C, variants=("novice",), dice=(2,)
    )
    finish_player_turn(g)
    assert not g.over and g.owner("washington") is C  # NS-NOVICE-1
    # the Union player turn: nothing retakes Washington, so at its end the Confederacy wins
    g.apply("roll") if g.step_name() == "march-roll" else None
    finish_player_turn(g)
    assert g.outcome == (C, "The Confederacy occupies Washington")


def test_novice_a_union_counter_attack_in_time_prevents_the_win():
    g = campaign_game(
        {"usa-1": ("MI", "washington"), "usa-2": ("MI", "chicago")},
        flags={"washington": C},
        variants=("novice",),
    )
    # Washington is the Confederacy's at the start of this Union player turn, but
    # the Union is back in it at the end: the test after the ownership changes (NS-NOVICE-2)
    finish_player_turn(g)
    assert not g.over and g.owner("washington") is U


def short_end(usa, csa):
    g = position(
        numbers_map(usa, csa),
        {"usa-1": ("MI", "north"), "csa-1": ("MI", "south")},
        side=C,
        turn=10,
        segment="recruitment",
        variants=("short",),
    )
    finish_player_turn(g)
    return g


def test_the_short_game_35_against_30_is_a_union_win_34_against_30_is_not():
    assert short_end(35, 30).outcome[0] is U  # NS-SHORT-2
    assert short_end(34, 30).outcome[0] is C


def test_the_full_game_ends_after_turn_40_with_a_confederate_win():
    g = position(
        numbers_map(40, 30),
        {"usa-1": ("MI", "north"), "csa-1": ("MI", "south")},
        side=C,
        turn=40,
        segment="recruitment",
    )
    finish_player_turn(g)
    assert g.outcome == (C, "The Union has not won by the end of game turn 40")  # NS-WIN-2(c)
    g = position(
        numbers_map(40, 30),
        {"usa-1": ("MI", "north"), "csa-1": ("MI", "south")},
        side=C,
        turn=10,
        segment="recruitment",
    )
    # nothing to recruit: the player turn is over at once
    assert not g.over and g.state.turn == 11  # the full game goes on after June 1862


def reversion_game(variants=()):
    from ns_maps import ROAD, bx, ln, make

    m = make(
        "reversion",
        [bx("north", U, usa=30), bx("south", C, csa=29), bx("extra", C, csa=2)],
        [ln("north", "south", ROAD), ln("north", "extra", ROAD)],
    )
    g = position(
        m,
        {"usa-1": ("VC", "extra"), "usa-2": ("MI", "north"), "csa-1": ("MI", "south")},
        flags={"extra": U},
        variants=variants,
    )
    g.state.cavalry_holds = {"extra"}
    return g


def test_a_cavalry_hold_reverting_during_a_turn_is_tested_at_once():
    """NS-WIN-3: (b) is decided whenever ownership changes, also when a
    cavalry-only hold reverts during a turn (NS-OCC-3): 31 against 30."""
    g = reversion_game()
    assert (g.army_max(U), g.army_max(C)) == (30, 29)
    g.apply("march extra")
    g.apply("move usa-1 extra>north")
    assert g.outcome == (C, "The Confederate army maximum (31) is higher than the Union's (30)")


def test_under_novice_the_reversion_counts_only_at_the_end_of_the_union_player_turn():
    g = reversion_game(("novice",))
    g.apply("march extra")
    g.apply("move usa-1 extra>north")
    assert not g.over  # NS-NOVICE-1
    finish_player_turn(g)
    assert g.outcome[0] is C

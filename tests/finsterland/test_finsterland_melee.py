"""Charges and melee as the rules' situations work them (rules/melee.py with
field/contact.py, field/charge.py and field/cover.py): T-9 (a charge with
depth against a unit in a wood), T-10 (the text's example FL-MEL-7 front to
front and on the flank, a melee under way, fire into a melee), T-11's
second step (the flank term, FL-MOR-2), guns in melee (FL-GUN-1), F armour
(FL-MEL-4), hits beyond the models lost (FL-MEL-6); and the bound of the
hits dealt (hypothesis).

The situations' conventions: a 48" x 48" table, y from South's edge, bases
1" x 1"; a unit facing north has its front edge at its largest y."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from gettysburg_desktop.boards.table.bases import Pose, Size
from gettysburg_desktop.boards.table.table import Feature, Table
from gettysburg_desktop.games.finsterland.field.charge import check_charge
from gettysburg_desktop.games.finsterland.field.contact import (
    UnitBases,
    engagements,
    flank_and_rear,
    guns_touched,
    in_contact,
    melee_groups,
)
from gettysburg_desktop.games.finsterland.field.cover import best_cover
from gettysburg_desktop.games.finsterland.rules.formation import INFANTRY_BASE, Formation
from gettysburg_desktop.games.finsterland.rules.melee import (
    Attack,
    Fighter,
    fire_into_melee,
    hits_dealt,
    resolve,
)
from gettysburg_desktop.games.finsterland.rules.morale import MoraleTest, complete_ranks
from gettysburg_desktop.games.finsterland.rules.tables import UNITS, Column

ONE = INFANTRY_BASE
STORM, LIGHT, HEAVY = UNITS["storm troops"], UNITS["light infantry"], UNITS["heavy infantry"]


def square(x0, y0, x1, y1):
    return ((x0, y0), (x1, y0), (x1, y1), (x0, y1))


# T-9's set-up: S (storm troops, 6 x 2) at x 20-26, front edge y = 19, facing north; L (light infantry,
# 6 x 4) at x 20-26, y 25-29, facing south; a wood over x 15-31, y >= 24.5
WOOD = Feature("wood", "wood", outline=square(15, 24.5, 31, 48))
T9 = Table(48, 48, (WOOD,))
S0 = Formation(Pose(23, 19, 90), ONE, 6, 12)
L0 = Formation(Pose(23, 25, 270), ONE, 6, 24)


def t9_charge():
    """T-9's steps 1 and 2 up to the melee's counts: the charge and the engagements at its end."""
    L = UnitBases.of_formation("L", "North", L0)
    verdict = check_charge(T9, S0, "L", [L], STORM.moves, Column.INFANTRY)
    S = UnitBases.of_formation("S", "South", verdict.end)
    return verdict, S, L


def t9_melee(depth=True, wood=True):
    verdict, S, L = t9_charge()
    cover = best_cover(T9 if wood else Table(48, 48), L0, verdict.end.centre)
    fighters = [
        Fighter.of_profile("S", 12, STORM),
        Fighter.of_profile("L", 24, LIGHT, cover.fraction if cover else None, cover.kind if cover else ""),
    ]
    found = engagements([S, L], {"S": STORM.depth if depth else 0})
    attacks = [e.attack(charge=e.attacker == "S") for e in found]
    return resolve(fighters, attacks), found


def test_T9_1_storm_troops_just_reach_L_the_last_half_inch_in_the_wood_heavy_infantry_may_not():
    verdict, _S, L = t9_charge()
    assert verdict.allowed and verdict.needed == 6.0 and verdict.allowance == 6.0
    assert (verdict.terrain, verdict.modifier) == ("wood", -1)  # B 7 - 1 (FL-CHG-2, FL-MOVE-2)
    assert verdict.end.front.y == 25.0 and verdict.meets == ("L",) and verdict.edges == ("front",)
    heavy = check_charge(T9, S0, "L", [L], HEAVY.moves, Column.INFANTRY)
    assert not heavy.allowed and heavy.rule == "FL-CHG-2"
    assert heavy.reason == "needs 6.00, may move 4.00: wood -1 (FL-CHG-2, D20)"  # 5 - 1 = 4 < 6 (D20)
    # in the open, heavy infantry's 5 is still short of 6; any unit of B 6 reaches L
    assert check_charge(Table(48, 48), S0, "L", [L], HEAVY.moves, Column.INFANTRY).allowed is False
    assert check_charge(Table(48, 48), S0, "L", [L], 6, Column.INFANTRY).allowed


def test_T9_2_and_3_both_count_before_removal_S_deals_12_L_takes_6_in_the_wood_and_deals_6():
    result, found = t9_melee()
    on_l = next(e for e in found if e.attacker == "S")
    assert len(on_l.fighting) == 6 and len(on_l.behind) == 6  # S's six front models, and depth 2's second rank
    (s_blow,) = [b for b in result.blows if b.attacker == "S"]
    assert (s_blow.dealt, s_blow.cover_kind, s_blow.after_cover) == (12, "wood", 6)  # -floor(12/2) (FL-COVER-6)
    assert result.losses["L"].removed == 6 and result.losses["L"].sides == (("front", 6),)
    (l_blow,) = [b for b in result.blows if b.attacker == "L"]
    assert (l_blow.dealt, l_blow.after_cover) == (6, 6)  # S has no cover: it charged
    assert result.losses["S"].removed == 6 and result.losses["S"].sides == (("front", 6),)
    assert s_blow.describe() == "S on L: 6 touching + 6 behind = 12 hits; wood -6 -> 6 (FL-MEL-2, FL-CHG-5, FL-COVER-6)"


def test_T9_4_after_the_melee_S_is_one_rank_L_three_still_in_contact():
    verdict, _S, _L = t9_charge()
    # D17: each re-forms in place keeping its front
    S = UnitBases.of_formation("S", "South", Formation(verdict.end.front, ONE, 6, 12 - 6))
    L = UnitBases.of_formation("L", "North", Formation(L0.front, ONE, 6, 24 - 6))
    assert S.formation.ranks == 1 and L.formation.ranks == 3
    assert in_contact(S, L) and melee_groups([S, L]) == [("S", "L")]


def test_T9_5_without_depth_L_loses_3_outside_the_wood_12():
    assert t9_melee(depth=False)[0].losses["L"].removed == 6 - 3
    assert t9_melee(wood=False)[0].losses["L"].removed == 12


def test_T10_1_and_2_FL_MEL_7_front_to_front_each_loses_6_on_the_flank_each_3():
    A = UnitBases.of_formation("A", "North", Formation(Pose(23, 20, 270), ONE, 6, 36))
    B = UnitBases.of_formation("B", "South", Formation(Pose(23, 20, 90), ONE, 12, 36))
    fighters = [Fighter.of_profile("A", 36, LIGHT), Fighter.of_profile("B", 36, LIGHT)]
    front = resolve(fighters, [e.attack() for e in engagements([A, B])])
    assert (front.losses["A"].removed, front.losses["B"].removed) == (6, 6)
    # A against B's left flank: A faces east with its front on x = 10, B stands at x 10-22, three ranks deep
    A = UnitBases.of_formation("A", "North", Formation(Pose(10, 20, 0), ONE, 6, 36))
    B = UnitBases.of_formation("B", "South", Formation(Pose(16, 20, 90), ONE, 12, 36))
    flank = resolve(fighters, [e.attack() for e in engagements([A, B])])
    assert (flank.losses["A"].removed, flank.losses["B"].removed) == (3, 3)
    assert flank.losses["B"].sides == (("left", 3),)  # off the flank A attacked (FL-MEL-6)
    assert flank.losses["A"].sides == (("front", 3),)


def test_T10_3_the_melee_under_way_in_round_10_S_is_destroyed_L_stays():
    verdict, _S, _L = t9_charge()
    S = UnitBases.of_formation("S", "South", Formation(verdict.end.front, ONE, 6, 6))
    L = UnitBases.of_formation("L", "North", Formation(L0.front, ONE, 6, 18))
    # not a charge: no depth, and L's cover no longer counts (FL-COVER-6)
    cover = best_cover(T9, L.formation, verdict.end.centre)
    fighters = [Fighter.of_profile("S", 6, STORM), Fighter.of_profile("L", 18, LIGHT, cover.fraction, cover.kind)]
    result = resolve(fighters, [e.attack() for e in engagements([S, L], {"S": 2})])
    assert result.losses["L"].removed == 6 and result.losses["S"].removed == 6  # S has no model left
    left = 18 - 6
    test = MoraleTest(18, LIGHT.morale, ranks_behind=complete_ranks(6, left) - 1, lost=6)
    assert test.result == 1 and not test.collapses  # 6 + 1 - 6


def test_T10_4_nine_hits_fired_into_a_melee_of_two_units_4_each_1_lost():
    split = fire_into_melee(9, 2)
    assert (split.each, split.lost) == (4, 1)
    assert (fire_into_melee(9, 3).each, fire_into_melee(9, 3).lost) == (3, 0)


def test_T11_2_a_second_unit_on_Ls_flank_still_there_costs_2_and_L_collapses():
    # L has lost 12 (T-11 step 2's premise) and re-formed in place: 6 x 2, y 25-27
    L = UnitBases.of_formation("L", "North", Formation(L0.front, ONE, 6, 12))
    S = UnitBases.of_formation("S", "South", Formation(Pose(23, 25, 90), ONE, 6, 6))
    # the second South unit charged L's flank (its left: L faces south) and still touches it
    T = UnitBases.of_formation("T", "South", Formation(Pose(26, 26, 180), ONE, 6, 12))
    terms = flank_and_rear(L, [S, T], attacked=("front", "left"))
    assert terms.flank and not terms.rear
    test = MoraleTest(24, LIGHT.morale, ranks_behind=complete_ranks(6, 12) - 1, lost=12, flank=terms.flank)
    assert test.result == -5 and test.collapses  # 8 + 1 - 12 - 2
    # without the flank term it would be -3: it is the flank's -2 that is checked here
    assert MoraleTest(24, LIGHT.morale, ranks_behind=1, lost=12).result == -3


def test_T11_2_a_flank_charge_meets_L_on_its_left_edge():
    L = UnitBases.of_formation("L", "North", L0)
    T = Formation(Pose(30, 27, 180), ONE, 6, 12)  # facing west, 4" east of L's flank
    verdict = check_charge(T9, T, "L", [L], LIGHT.moves, Column.INFANTRY)
    assert verdict.allowed and verdict.edges == ("left",)


def test_FL_GUN_1_a_gun_touched_in_melee_is_destroyed_and_deals_no_hits():
    battery = UnitBases.of_models("G", "North", [Pose(20, 30, 270), Pose(24, 30, 270)], Size(2, 2))
    raider = UnitBases.of_formation("R", "South", Formation(Pose(20, 29, 90), ONE, 2, 4))  # front on y 29, x 19-21
    assert guns_touched(battery, [raider]) == (0,)
    gun = Fighter.of_profile("G", 2, UNITS["light machine gun"])
    assert gun.gun
    found = engagements([battery, raider])
    result = resolve([gun, Fighter.of_profile("R", 4, LIGHT)], [e.attack() for e in found])
    assert result.losses["G"].removed == 1 and result.losses["R"].hits == 0  # the gun strikes nothing back
    assert [b.describe() for b in result.blows if b.target == "G"] == ["R on G: 1 gun(s) touched, destroyed (FL-GUN-1)"]


def test_FL_MEL_4_F_armour_holds_against_infantry_armour_pools_FL_MEL_6_the_rest_is_lost():
    tank = Fighter.of_profile("T", 1, UNITS["tank"])
    men = Fighter.of_profile("I", 12, LIGHT)
    result = resolve([tank, men], [Attack("I", "T", touching=3, side="front")])
    assert result.losses["T"].removed == 0 and result.blows[0].counted == 0
    assert "F armour holds" in result.blows[0].describe()
    walker = Fighter.of_profile("W", 1, UNITS["walker"])  # Treffer 4F harms it
    assert resolve([tank, walker], [Attack("W", "T", touching=1)]).losses["T"].hits == 4
    # heavy cavalry, armour 2: 7 hits take 3, the odd hit is cleared here
    cav = Fighter.of_profile("K", 18, UNITS["heavy cavalry"])
    got = resolve([cav, men], [Attack("I", "K", touching=7, side="front")]).losses["K"]
    assert (got.removed, got.lost) == (3, 1)
    # hits beyond the models there are lost (FL-MEL-6): 12 hits on 5 models
    few = Fighter.of_profile("F", 5, LIGHT)
    got = resolve([few, Fighter.of_profile("S", 12, STORM)], [Attack("S", "F", 6, behind=6, charge=True)]).losses["F"]
    assert (got.hits, got.removed, got.lost) == (12, 5, 7)


def test_FL_MEL_3_no_halving_for_skirmishers_in_melee_and_cover_only_against_a_charge():
    skirm = Fighter("K", 6, cover=Fraction(1, 2), cover_kind="wood")
    men = Fighter.of_profile("I", 12, LIGHT)
    assert resolve([skirm, men], [Attack("I", "K", 4)]).losses["K"].removed == 4  # not a charge: no cover
    assert resolve([skirm, men], [Attack("I", "K", 4, charge=True)]).losses["K"].removed == 2


def test_FL_MEL_6_losses_from_two_edges_shared_by_their_hits():
    unit = Fighter("U", 24)
    result = resolve(
        [unit, Fighter("A", 12), Fighter("B", 12)],
        [Attack("A", "U", 6, side="front"), Attack("B", "U", 3, side="left")],
    )
    assert result.losses["U"].removed == 9 and dict(result.losses["U"].sides) == {"front": 6, "left": 3}
    three = resolve(
        [unit, Fighter("A", 12), Fighter("B", 12), Fighter("C", 12)],
        [Attack("A", "U", 1, side="front"), Attack("B", "U", 1, side="left"), Attack("C", "U", 1, side="rear")],
    )
    assert dict(three.losses["U"].sides) == {"front": 1, "left": 1, "rear": 1}


@settings(max_examples=50, deadline=None)
@given(
    st.floats(-4, 4),
    st.floats(-20, 20),
    st.integers(6, 24),
    st.sampled_from([0, 2, 3]),
    st.sampled_from([1, 2, 4]),
)
def test_the_hits_a_charge_deals_never_exceed_its_fighters_times_treffer_times_its_depth(
    dx, turn, models, depth, treffer
):
    target = UnitBases.of_formation("T", "North", Formation(Pose(23 + dx, 20, 270 + turn), ONE, 6, models))
    start = Formation(Pose(23, 12, 90), ONE, 6, 12)
    verdict = check_charge(Table(48, 48), start, "T", [target], 20, Column.INFANTRY)
    if not verdict.allowed:
        return
    charger = UnitBases.of_formation("C", "South", verdict.end)
    for e in engagements([charger, target], {"C": depth}):
        if e.attacker != "C":
            continue
        dealt = hits_dealt(len(e.fighting), treffer, len(e.behind), charge=True)
        assert dealt <= len(e.fighting) * treffer * max(1, depth)
        assert set(e.behind).isdisjoint(e.struck) and set(e.struck) <= set(e.touched)
        result = resolve([Fighter("C", 12, treffer), Fighter("T", models)], [e.attack(charge=True)])
        got = result.losses["T"]
        assert got.removed <= models and sum(n for _s, n in got.sides) == got.removed


def test_FL_CHG_5_depth_counts_only_on_a_charge():
    assert hits_dealt(6, 1, 6, charge=True) == 12 and hits_dealt(6, 1, 6, charge=False) == 6
    assert hits_dealt(3, 2, 3, charge=True) == 12  # every model reached takes the full Treffer (FL-HIT-4)
    units = [Fighter("S", 12), Fighter("L", 24)]
    assert resolve(units, [Attack("S", "L", 6, behind=6)]).losses["L"].removed == 6
    assert resolve(units, [Attack("S", "L", 6, behind=6, charge=True)]).losses["L"].removed == 12


def test_a_charge_its_order_forbids_is_told_to_its_own_side_only():
    """Found playing: a unit that moved near an enemy was offered no charge and the step went by without
    a word. D12: not before it has reached its sector; its side reads why, the other side nothing (the
    order is secret)."""
    from fl_battles import new_game

    from gettysburg_desktop.boards.table.bases import Pose
    from gettysburg_desktop.boards.table.table import Table
    from gettysburg_desktop.games.finsterland.game.scenario import Deployed
    from gettysburg_desktop.games.finsterland.game.sides import Side
    from gettysburg_desktop.games.finsterland.rules.formation import Order

    units = (
        Deployed("S1", "south", "light infantry", "Jäger", 12, Order.BLOCK, 6, Pose(20, 20, 90)),
        Deployed("N1", "north", "light infantry", "Light", 12, Order.BLOCK, 6, Pose(20, 25, 270)),
    )
    g = new_game(units=units, table=Table(48, 48, sector=8))
    g.apply("order S1 A F6")
    g.apply("order N1 H C3")
    g.apply("move S1 a1.00")  # 4" short of Light: a charge would reach it
    while g.state.round < 2:
        acts = [str(a) for a in g.legal_actions()]
        assert not any(a.startswith("charge") for a in acts)
        g.apply(next(a for a in acts if a.startswith("end")))
    south, north = "\n".join(g.log_text(Side.SOUTH)), "\n".join(g.log_text(Side.NORTH))
    assert (
        "Jäger could reach Light but may not charge: its order is A F6: it charges only once it has reached F6 (D12)"
        in south
    )
    assert "could reach" not in north and "A F6" not in north


def test_a_charge_may_not_end_on_a_friends_bases():
    """FL-CHG-2, FL-MOVE-1: a charge is a move, and a move may not end on another unit's bases. Found
    by the 1,000 random games (seed 166 of a match-up): a block of cavalry charged a walker and stood
    on two blocks of its own side. Here a machine gun of the charger's own side stands where the
    charge would end: refused, with the distance; moved aside, the charge is allowed."""
    from fl_battles import scenario

    from gettysburg_desktop.games.finsterland.game.game import FinsterlandGame
    from gettysburg_desktop.games.finsterland.game.melee_step import charge_verdict
    from gettysburg_desktop.games.finsterland.game.scenario import Deployed
    from gettysburg_desktop.games.finsterland.rules.formation import Order
    from gettysburg_desktop.kernel.dice import SeededDice

    def verdict(gun_x: float):
        units = (
            Deployed("S1", "south", "light infantry", "Jäger", 12, Order.BLOCK, 6, Pose(20, 12, 90)),
            Deployed("S2", "south", "light machine gun", "MG", 1, poses=(Pose(gun_x, 15, 90),)),
            Deployed("N1", "north", "light infantry", "Light", 12, Order.BLOCK, 6, Pose(20, 16, 270)),
        )
        g = FinsterlandGame(scenario(units=units, table=Table(48, 48, sector=8)), SeededDice(1))
        return charge_verdict(g, g.state.units["S1"], g.state.units["N1"])

    blocked = verdict(18.0)  # on the charger's way, where it stops
    assert not blocked.allowed and blocked.rule == "FL-MOVE-1"
    assert blocked.reason == "it would end on another unit's bases after 4.00 (FL-MOVE-1, FL-CHG-2)"
    assert verdict(40.0).allowed

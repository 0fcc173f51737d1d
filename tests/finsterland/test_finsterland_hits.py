"""Hits, armour and losses (games/finsterland/rules/hits.py; FL-HIT-1 to
FL-HIT-7, FL-VEH-2, FL-MOR-7) and the choice of target
(rules/targets.py; FL-FIRE-5, FL-RUL-3, FL-SPEC-8): the pool of hits held
against a unit for the round, F armour, structure and squadrons (D17), and
T-5 as written, with its variants."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gettysburg_desktop.games.finsterland.rules.fire import ordinary_hits, suffered
from gettysburg_desktop.games.finsterland.rules.hits import (
    Armour,
    HitPool,
    area_hits,
    can_harm,
    immobilise,
    loss_order,
    psychology,
)
from gettysburg_desktop.games.finsterland.rules.morale import MoraleTest, complete_ranks
from gettysburg_desktop.games.finsterland.rules.tables import COVER, SPECIALISTS, UNITS
from gettysburg_desktop.games.finsterland.rules.targets import Candidate, choose_targets

HEAVY_CAVALRY = Armour.of(UNITS["heavy cavalry"])
TANK = Armour.of(UNITS["tank"])
INFANTRY = Armour.of(UNITS["light infantry"])


def test_the_army_lists_armour_FL_LIST_1():
    assert (HEAVY_CAVALRY.value, HEAVY_CAVALRY.f, HEAVY_CAVALRY.structure) == (2, False, 1)
    assert (TANK.value, TANK.f, TANK.structure) == (2, True, 4)
    assert Armour() == INFANTRY  # the defaults: Panzerung 1, Struktur 1
    assert str(TANK) == "armour 2F, structure 4"


# --- T-5 -------------------------------------------------------------------------------------
def test_T5_1_infantry_then_cavalry_fire_on_heavy_cavalry_the_odd_hits_held_to_the_end_of_the_round():
    """T-5.1 (FL-FIRE-8, FL-HIT-2, FL-HIT-5): I's 9 hits -> 4 removed, 1
    held; C's 6 + 1 -> 3 removed, 1 held; K has 11; the held hit is cleared."""
    i_hits = ordinary_hits(9, 9)  # Beschuss: I's front rank of nine
    c_hits = ordinary_hits(6, 6)  # C's front rank of six
    assert (i_hits, c_hits) == (9, 6)
    k = 18
    pool, first = HitPool().take(suffered(i_hits), HEAVY_CAVALRY, k)  # no cover
    assert (first.removed, first.held, first.lost) == (4, 1, 0)
    k -= first.removed
    pool, second = pool.take(suffered(c_hits), HEAVY_CAVALRY, k)
    assert (second.pool, second.removed, second.held) == (7, 3, 1)
    k -= second.removed
    assert k == 11 and pool.held == 1
    assert (
        str(second)
        == "6 hits + 1 held = 7, armour 2: 3 knocked out, 1 held to the end of the round (FL-HIT-2, FL-HIT-5)"
    )
    assert pool.cleared() == HitPool() and pool.cleared().held == 0  # end of round 7 (FL-SEQ-3)


def test_T5_2_Ks_morale_stays():
    ranks = complete_ranks(6, 11) - 1  # 11 = 6 + 5: the front rank only
    k = MoraleTest(18, UNITS["heavy cavalry"].morale, ranks_behind=ranks, lost=7)
    assert ranks == 0 and k.result == 2 and not k.collapses  # 9 - 7


def test_T5_3_a_nearer_tank_is_skipped_by_infantry_that_cannot_harm_it_FL_FIRE_5():
    assert not can_harm(TANK, f_hits=UNITS["light infantry"].f_hits)
    assert can_harm(HEAVY_CAVALRY, f_hits=False)
    choice = choose_targets([Candidate("T", 3.0, can_damage=False), Candidate("K", 5.0)])
    assert choice.nearest == ("K",) and choice.skipped == ("T",) and choice.rule == "FL-FIRE-5"
    # the infantry's hits on the tank would be ignored altogether (FL-HIT-3)
    pool, losses = HitPool(1).take(9, TANK, 1)
    assert losses.ignored and losses.knocked_out == 0 and pool.held == 1 and losses.rules == ("FL-HIT-3",)


def test_T5_3_the_sniper_instead_6_hits_on_one_model_1_removed_4_lost_FL_SPEC_8():
    sniper = SPECIALISTS["sniper"]
    choice = choose_targets([Candidate("C", 2.0), Candidate("K", 9.0), Candidate("T", 1.0, False)], sniper=True)
    assert choice.may_fire_at("K") and choice.may_fire_at("C") and not choice.may_fire_at("T")
    assert choice.rule == "FL-SPEC-8"
    pool, losses = HitPool().take(sniper.hits, HEAVY_CAVALRY, 1)  # his six hits fall on one model
    assert (losses.removed, losses.lost, pool.held) == (1, 4, 0)
    assert "FL-HIT-7" in losses.rules
    # a hit already held is lost with the rest once the limit is reached
    _pool, after_c = HitPool(1).take(6, HEAVY_CAVALRY, 1)
    assert (after_c.removed, after_c.lost, after_c.held) == (1, 5, 0)


# --- the choice of target ---------------------------------------------------------------------
def test_a_single_model_is_never_forced_but_may_be_chosen_FL_RUL_3():
    choice = choose_targets([Candidate("observer", 2.0, single=True), Candidate("A", 6.0), Candidate("B", 7.0)])
    assert choice.nearest == ("A",) and choice.optional == ("observer",)
    assert choice.may_fire_at("A") and choice.may_fire_at("observer") and not choice.may_fire_at("B")
    far = choose_targets([Candidate("A", 6.0), Candidate("scout", 11.0, single=True)])
    assert far.allowed == ("A", "scout")  # wherever the single model stands
    alone = choose_targets([Candidate("scout", 4.0, single=True)])
    assert alone.nearest == () and alone.allowed == ("scout",) and alone.rule == "FL-RUL-3"
    walker = choose_targets([Candidate("walker", 1.0, can_damage=False, single=True), Candidate("A", 6.0)])
    assert walker.allowed == ("A",)


def test_units_equally_near_may_both_be_chosen_and_nothing_to_damage_means_no_target():
    tie = choose_targets([Candidate("A", 6.0), Candidate("B", 6.0 + 1e-9), Candidate("C", 6.01)])
    assert tie.nearest == ("A", "B")
    none = choose_targets([Candidate("tank", 3.0, can_damage=False)])
    assert none.allowed == () and str(none) == "no target it can damage (FL-FIRE-5)"


# --- armour, structure, squadrons -------------------------------------------------------------
def test_F_armour_is_harmed_only_by_Treffer_F_FL_HIT_3():
    assert can_harm(TANK, f_hits=UNITS["light artillery"].f_hits)
    assert not can_harm(TANK, f_hits=UNITS["heavy machine gun"].f_hits)
    _pool, mg = HitPool().take(6, TANK, 1, f_hits=False)
    assert mg.ignored and not mg.f_damage
    _pool, art = HitPool().take(2, TANK, 1, f_hits=True)
    assert not art.ignored and art.knocked_out == 1 and art.f_damage


def test_structure_knock_outs_cost_armour_in_hits_and_a_walker_knocks_a_tank_out_twice_FL_HIT_6_FL_VEH_5():
    walker = UNITS["walker"]
    _pool, rammed = HitPool().take(walker.hits, TANK, 1, f_hits=walker.f_hits)
    assert rammed.knockouts == (2,) and rammed.removed == 0 and rammed.held == 0
    # a tank with one knock-out of its four left is taken off by the next two F hits
    _pool, last = HitPool().take(2, TANK, [1], f_hits=True)
    assert last.removed == 1 and last.knockouts == (1,)
    # and no more from one attack than its structure left: a heavy disc's 3F hits on it
    _pool, over = HitPool().take(6, TANK, [1], f_hits=True)
    assert (over.removed, over.lost) == (1, 4)


def test_a_squadrons_hits_go_to_one_vehicle_until_it_is_destroyed_D17():
    order = loss_order({"T1": 2.0, "T2": 5.0, "T3": 1.0}, knocked={"T2": 1})
    assert order == ["T2", "T3", "T1"]  # the one already knocked out, then the nearest
    left = {"T1": 4, "T2": 3, "T3": 4}
    _pool, losses = HitPool().take(8, TANK, [left[k] for k in order], f_hits=True)
    assert losses.knockouts == (3, 1, 0) and losses.removed == 1  # T2 destroyed, T3 knocked out once
    assert losses.limit == 11


def test_losses_come_off_the_side_facing_the_firer_FL_HIT_1():
    assert loss_order({"rear": 9.0, "front-left": 4.0, "front-right": 4.5}) == ["front-left", "front-right", "rear"]


def test_the_held_hits_are_cleared_at_the_end_of_the_round_FL_HIT_2():
    pool, _ = HitPool().take(3, HEAVY_CAVALRY, 18)
    assert pool.held == 1
    pool = pool.cleared()
    _pool, next_round = pool.take(1, HEAVY_CAVALRY, 17)
    assert next_round.knocked_out == 0 and next_round.held == 1  # the old hit did not carry over


@given(
    st.integers(0, 12),
    st.integers(0, 60),
    st.integers(1, 4),
    st.lists(st.integers(1, 4), min_size=0, max_size=8),
    st.booleans(),
)
def test_every_hit_is_knocked_out_held_or_lost_FL_HIT_5(held, hits, armour, reached, f):
    """Every hit of the pool knocks out, is held, or is lost; never more
    knock-outs than the attack reaches; hits are held only below that limit."""
    arm = Armour(armour, f, 4)
    pool, losses = HitPool(held).take(hits, arm, reached, f_hits=False)
    if f:
        assert losses.ignored and pool.held == held
        return
    assert losses.knocked_out * armour + losses.held + losses.lost == held + hits
    assert losses.knocked_out <= sum(reached) and all(k <= s for k, s in zip(losses.knockouts, reached, strict=True))
    assert losses.held < armour or reached == []
    assert losses.lost == 0 or (losses.knocked_out == sum(reached) and losses.held == 0)
    assert losses.removed == sum(1 for k, s in zip(losses.knockouts, reached, strict=True) if k == s)


# --- cover, model by model ---------------------------------------------------------------------
def test_one_deduction_for_each_group_of_hit_models_sharing_a_cover_FL_COVER_5():
    wood = COVER["wood"][0]
    hits = area_hits(2, [("wood", wood, 1), ("open", None, 4)])  # T-6.3: 2 - 1, 8
    assert [g.left for g in hits.groups] == [1, 8] and hits.hits == 9 and hits.models == 5
    assert str(hits) == "wood: 2 - 1 = 1; open: 4 x 2 = 8 -> 9 hits (FL-COVER-5)"
    # skirmishers halve after their cover (FL-COVER-2): 3 models behind a fence, Treffer 3
    behind = area_hits(3, [("fence", COVER["fence"][0], 3)], single_or_skirmish=True)
    assert behind.groups[0].hits == 9 and behind.hits == 4  # 9 - 2 = 7, 7 - 3 = 4
    assert area_hits(2, [("bunker", Fraction(3, 4), 1)]).hits == 1  # 2 - 1


# --- psychology and immobilisation ---------------------------------------------------------------
def test_psychology_counts_each_enemy_unit_once_FL_MOR_7_FL_BOMB_6():
    light, heavy = UNITS["light artillery"].psychology, UNITS["heavy artillery"].psychology
    assert (light, heavy) == (2, 3)
    assert psychology([("battery 1", light), ("battery 1", light)]) == 2  # two discs, one battery
    assert psychology([("battery 1", light), ("heavy", heavy), ("walker", UNITS["walker"].psychology)]) == 11


def test_a_vehicle_damaged_by_Treffer_F_cannot_move_for_a_round_FL_VEH_2():
    # T-8.3: damaged in round 5, its owner active: no charge in round 5, no move in round 7
    hit = immobilise(None, 5, owner_active=True, moved_since=False)
    assert hit is not None and (hit.since, hit.through) == (5, 7)
    assert not hit.may_move(5) and not hit.may_move(7) and hit.may_move(9)
    # one more F hit in round 5 does not lengthen it; nor one in round 6 before it has moved again
    assert immobilise(hit, 5, owner_active=True, moved_since=False) == hit
    assert immobilise(hit, 6, owner_active=False, moved_since=False) == hit
    # after it has moved again (round 9), a walker's ram in round 10, North's: it sits out round 11
    again = immobilise(hit, 10, owner_active=False, moved_since=True)
    assert again is not None and (again.since, again.through) == (10, 11)
    assert str(again).endswith("(FL-VEH-2)")


def test_T3_fence_numbers_still_hold_for_a_block_pool():
    """The pool never changes what ordinary fire does to armour 1: T-3.4's 9 hits remove 9."""
    _pool, losses = HitPool().take(9, INFANTRY, 18)
    assert (losses.removed, losses.held, losses.lost) == (9, 0, 0)


@pytest.mark.parametrize(("armour", "removed", "lost"), [(1, 6, 6), (2, 6, 0), (3, 4, 0)])
def test_the_text_machine_gun_example_6_models_12_hits_FL_MG_3(armour, removed, lost):
    """FL-HIT-5, FL-MG-3: six models under a light machine gun's strip, 12
    hits: armour 1 or 2, all six; armour 3, four."""
    _pool, losses = HitPool().take(6 * UNITS["light machine gun"].hits, Armour(armour), 6)
    assert (losses.removed, losses.lost, losses.held) == (removed, lost, 0)

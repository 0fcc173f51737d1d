"""Guns on the table (games/finsterland/field/strips.py, bombardment.py,
cover.py's model_cover, rules/guns.py, rules/hits.py): the machine gun's
strip (FL-MG-1 to FL-MG-3, D24), where artillery may be aimed and its discs
lie (FL-ART-1, FL-ART-2, FL-RUL-2, FL-BOMB-1 to FL-BOMB-6, D23), cover model
by model (FL-COVER-5), when a gun may fire (FL-GUN-2, FL-GUN-3); T-2's
firing part, T-6, T-7 and T-8 as written, with their variants.

Conventions of the situations: a 48" x 48" table, y from South's edge,
sectors 8" square from row A at y = 0; bases 1" x 1" for infantry and
single models, 2" x 2" for guns, a tank 2" wide and 3" long."""

from __future__ import annotations

import math
from collections import Counter
from fractions import Fraction

import pytest
import shapely
from hypothesis import given, settings
from hypothesis import strategies as st

from gettysburg_desktop.boards.table.bases import Pose, Size
from gettysburg_desktop.boards.table.shapes import polygon
from gettysburg_desktop.boards.table.table import Feature, Table
from gettysburg_desktop.games.finsterland.field.bombardment import (
    check_disc,
    check_plan,
    check_sector,
    light_places,
    may_lay,
    sector_visible,
    writable_sectors,
)
from gettysburg_desktop.games.finsterland.field.cover import cover_groups, model_cover
from gettysburg_desktop.games.finsterland.field.discs import in_light_range, models_hit
from gettysburg_desktop.games.finsterland.field.sight import line_blocked
from gettysburg_desktop.games.finsterland.field.strips import (
    check_strip,
    clear_length,
    in_arc,
    lay_strip,
    machine_gun_targets,
    strip_origin,
    strips_toward,
)
from gettysburg_desktop.games.finsterland.rules.artillery import HIT, MISS, draw_disc, stack
from gettysburg_desktop.games.finsterland.rules.formation import INFANTRY_BASE, Formation
from gettysburg_desktop.games.finsterland.rules.guns import falls_in, may_fire
from gettysburg_desktop.games.finsterland.rules.hits import Armour, HitPool, area_hits, immobilise, psychology
from gettysburg_desktop.games.finsterland.rules.morale import MoraleTest, complete_ranks
from gettysburg_desktop.games.finsterland.rules.tables import COVER, UNITS, Morale
from gettysburg_desktop.kernel.dice import ScriptedChance

GUN_BASE = Size(2.0, 2.0)
TANK_BASE = Size(2.0, 3.0)
ONE = INFANTRY_BASE
MG = UNITS["light machine gun"]
LIGHT = UNITS["light artillery"]
HEAVY = UNITS["heavy artillery"]


def square(x0, y0, x1, y1):
    return ((x0, y0), (x1, y0), (x1, y1), (x0, y1))


def bases_of(name, unit):
    return {f"{name}{k}": (p, unit.base) for k, p in enumerate(unit.model_poses())}


# --- T-2, its firing part ----------------------------------------------------------------------
def test_T2_3_a_gun_fires_only_in_Beschuss_and_not_after_moving_in_its_owners_last_round_FL_GUN_2():
    assert not may_fire(4, beschuss=True, last_moved=3)  # moved in round 3: not in round 4
    assert not may_fire(6, beschuss=True, last_moved=5)
    assert may_fire(8, beschuss=True, last_moved=5)  # in round 7 it only turned on the spot: no move
    refused = may_fire(7, beschuss=False, last_moved=None)
    assert not refused and refused.rule == "FL-GUN-3"  # never in its own round's Schießen
    assert may_fire(4, beschuss=True, last_moved=3).rule == "FL-GUN-2"


# --- T-6 ---------------------------------------------------------------------------------------
M_GUN = (Pose(23.5, 33, 270), GUN_BASE)  # base x 22.5-24.5, y 32-34, facing south
B_UNIT = Formation(Pose(24, 22, 90), ONE, 6, 36)  # 6 x 6 facing north, x 21-27, y 16-22
B = bases_of("B", B_UNIT)
FILE = [k for k, (p, _s) in B.items() if 23 < p.x < 24]  # the file x 23-24


def test_T6_1_the_strip_runs_south_from_the_middle_of_Ms_front_edge_over_one_file_of_six():
    table = Table(48, 48)
    assert may_fire(9, beschuss=True, last_moved=None)  # it did not move in round 8
    assert strip_origin(M_GUN) == pytest.approx((23.5, 32))
    strip = lay_strip(table, M_GUN, 270, MG.width, MG.shoots, B)
    assert strip.reach == 16 and strip.cut_by is None
    assert strip.shape().bounds == pytest.approx((23, 16, 24, 32))
    assert sorted(strip.hit) == sorted(FILE) and len(FILE) == 6  # no other model more than half under it
    hits = area_hits(MG.hits, [("open", None, len(strip.hit))])
    _pool, losses = HitPool().take(hits.hits, Armour(), len(strip.hit))
    assert (hits.hits, losses.removed, losses.lost) == (12, 6, 6)


@pytest.mark.parametrize(("armour", "removed"), [(1, 6), (2, 6), (3, 4)])
def test_T6_2_the_texts_variants_armour_2_and_3_FL_MG_3(armour, removed):
    strip = lay_strip(Table(48, 48), M_GUN, 270, MG.width, MG.shoots, B)
    _pool, losses = HitPool().take(len(strip.hit) * MG.hits, Armour(armour), len(strip.hit))
    assert losses.removed == removed and losses.held == 0


def test_T6_3_a_wood_cuts_the_strip_at_y_17_and_cover_is_counted_model_by_model_FL_COVER_5():
    wood = Feature("wood", "wood", outline=square(0, 0, 48, 18))
    table = Table(48, 48, (wood,))
    strip = lay_strip(table, M_GUN, 270, MG.width, MG.shoots, B)
    assert strip.cut_by == "wood" and strip.shape().bounds == pytest.approx((23, 17, 24, 32))  # 1" into the wood
    rearmost = min(FILE, key=lambda k: B[k][0].y)
    assert rearmost not in strip.hit and len(strip.hit) == 5  # the model at y 16-17 is safe
    groups = cover_groups(table, [B[k] for k in strip.hit], strip.origin, unit=B_UNIT)
    assert sorted(groups, key=str) == sorted([("open", None, 4), ("wood", Fraction(1, 2), 1)], key=str)
    hits = area_hits(MG.hits, groups)
    assert hits.hits == 9  # wood 2 - 1 = 1, open 8
    pool, losses = HitPool().take(hits.hits, Armour(3), len(strip.hit))
    assert (losses.removed, pool.held) == (3, 0)
    # were woods not to cut the strip: the two rear models in the wood, 4 - 2 = 2, pool 10 -> 3, 1 held
    uncut = lay_strip(Table(48, 48), M_GUN, 270, MG.width, MG.shoots, B)
    groups = cover_groups(table, [B[k] for k in uncut.hit], uncut.origin, unit=B_UNIT)
    assert dict((g[0], g[2]) for g in groups) == {"open": 4, "wood": 2}
    pool, losses = HitPool().take(area_hits(MG.hits, groups).hits, Armour(3), len(uncut.hit))
    assert (losses.removed, pool.held) == (3, 1)


def test_T6_4_a_building_across_the_strip_keeps_B_safe_and_no_other_line_reaches_it():
    """The strip goes through the building to its far side (y = 25: its
    occupants are seen, D9) and no further; the situation says "cut at
    y = 26": for B, beyond it, the same. No direction in M's front arc lays
    a strip past the building onto B, so B is no target."""
    house = Feature("house", "building", outline=square(22, 25, 25, 26))
    table = Table(48, 48, (house,))
    strip = lay_strip(table, M_GUN, 270, MG.width, MG.shoots, B)
    assert strip.cut_by == "house" and strip.reach == pytest.approx(7.0) and strip.hit == ()
    assert strips_toward(table, M_GUN, MG.width, MG.shoots, B, list(B), step=1.0) == []
    choice, strips = machine_gun_targets(table, M_GUN, MG.width, MG.shoots, B, {"B": list(B)})
    assert choice.allowed == () and strips == {}
    # on open ground the same search finds B and strips over each of its files
    choice, strips = machine_gun_targets(Table(48, 48), M_GUN, MG.width, MG.shoots, B, {"B": list(B)})
    assert choice.nearest == ("B",) and any(sorted(s.hit) == sorted(FILE) for s in strips["B"])


def test_the_strip_must_lie_in_the_front_arc_and_cover_the_target_and_hits_friends_too_FL_MG_2():
    table = Table(48, 48)
    friend = {"N1": (Pose(23.5, 30.5, 270), ONE)}  # a North model just ahead of M
    models = {**B, **friend}
    ok = check_strip(table, M_GUN, 270, MG.width, MG.shoots, models, list(B))
    assert ok.allowed and "N1" in ok.strip.hit  # every model under it, either side
    assert in_arc(M_GUN, 315) and not in_arc(M_GUN, 316)
    wide = check_strip(table, M_GUN, 320, MG.width, MG.shoots, models, list(B))
    assert not wide.allowed and wide.rule == "FL-MG-2" and "front arc" in wide.reason
    away = check_strip(table, M_GUN, 300, MG.width, MG.shoots, models, list(B))
    assert not away.allowed and "no model of the target" in away.reason


def test_a_machine_gun_must_choose_the_nearest_unit_it_can_damage_FL_MG_2_FL_FIRE_5():
    table = Table(48, 48)
    tank = {"T": (Pose(20.5, 26, 90), TANK_BASE)}  # nearer, but F armour
    observer = {"O": (Pose(27.5, 28.5, 90), ONE)}  # a single model, nearer still
    models = {**B, **tank, **observer}
    enemies = {"B": list(B), "T": ["T"], "O": ["O"]}
    choice, strips = machine_gun_targets(
        table, M_GUN, MG.width, MG.shoots, models, enemies, can_damage={"T": False}, single={"O"}
    )
    assert choice.nearest == ("B",) and choice.optional == ("O",) and choice.skipped == ("T",)
    assert set(strips) == {"B", "O"}


def test_a_heavy_machine_guns_strip_is_two_inches_wide():
    heavy = UNITS["heavy machine gun"]
    strip = lay_strip(Table(48, 48), M_GUN, 270, heavy.width, heavy.shoots, B)
    assert strip.shape().bounds == pytest.approx((22.5, 16, 24.5, 32))
    assert len(strip.hit) == 6  # x 22.5-24.5 covers the file x 23-24 wholly, its neighbours half: not more


# --- strips and sight, properties ---------------------------------------------------------------
@settings(max_examples=60, deadline=None)
@given(
    st.floats(8, 40),
    st.floats(-45, 45),
    st.floats(24, 36),
    st.floats(1.01, 4),
    st.lists(st.tuples(st.floats(0, 48), st.floats(18, 40), st.floats(0, 359)), min_size=1, max_size=8),
)
def test_a_strip_never_hits_a_model_beyond_a_woods_cut(gx, turn, top, depth, spots):
    """A wood across the table, more than 1" deep, between the gun and the
    models: whatever the direction in the arc, no model whose base lies
    wholly more than 1" into the wood or beyond it is hit (D9, D24)."""
    wood = Feature("wood", "wood", outline=square(-50, top - depth, 100, top))
    table = Table(48, 48, (wood,))
    gun = (Pose(gx, 41, 270), GUN_BASE)  # front edge y = 40
    models = {}
    for k, (x, y, facing) in enumerate(spots):
        pose = Pose(x, top - 1 - y + 16, facing)  # somewhere from 3" to 23" below the wood's top edge
        if max(p[1] for p in polygon(pose, ONE).exterior.coords) < top - 1 - 1e-3:
            models[k] = (pose, ONE)
    strip = lay_strip(table, gun, 270 + turn, 1.0, 16.0, models)
    assert strip.hit == ()
    assert strip.cut_by is None or strip.cut_by == "wood"


FEATURES = st.lists(
    st.tuples(
        st.sampled_from(["wood", "building", "hill"]),
        st.floats(0, 40),
        st.floats(0, 40),
        st.floats(0.3, 8),
        st.floats(0.3, 8),
    ),
    min_size=1,
    max_size=4,
)


@settings(max_examples=80, deadline=None)
@given(FEATURES, st.tuples(st.floats(2, 46), st.floats(2, 46)), st.floats(0, 359.9))
def test_a_strips_line_runs_clear_up_to_its_cut_and_no_further(features, start, direction):
    """clear_length agrees with sight (field/sight.py): the line is clear
    up to the cut and blocked just past it."""
    table = Table(
        48,
        48,
        tuple(Feature(f"f{i}", k, outline=square(x, y, x + w, y + h)) for i, (k, x, y, w, h) in enumerate(features)),
    )
    reach, cut_by = clear_length(table, start, direction, 16.0)
    ux, uy = math.cos(math.radians(direction)), math.sin(math.radians(direction))

    def at(s):
        return (start[0] + ux * s, start[1] + uy * s)

    for frac in (0.25, 0.5, 0.75, 1.0):
        s = max(0.0, reach * frac - 1e-5)
        assert line_blocked(table, start, at(s)) is None
    if cut_by is not None:
        assert reach < 16.0
        blocker = line_blocked(table, start, at(reach + 1e-5))
        assert blocker is not None and blocker.id == cut_by


@settings(max_examples=60, deadline=None)
@given(
    FEATURES,
    st.tuples(st.floats(4, 44), st.floats(4, 44), st.floats(0, 359.9)),
    st.floats(-45, 45),
    st.sampled_from([1.0, 2.0]),
)
def test_every_line_of_a_strip_runs_clear_as_far_as_the_strip_reaches(features, gun_at, turn, width):
    """The strip ends across its whole width where its first line is
    blocked (D24): every line of it parallel to its middle line is clear up
    to its reach (D9), so no model under it is beyond an interruption."""
    table = Table(
        48,
        48,
        tuple(Feature(f"f{i}", k, outline=square(x, y, x + w, y + h)) for i, (k, x, y, w, h) in enumerate(features)),
    )
    gun = (Pose(*gun_at), GUN_BASE)
    direction = gun_at[2] + turn
    strip = lay_strip(table, gun, direction, width, 16.0, {})
    (ux, uy), (vx, vy) = (
        (math.cos(math.radians(direction)), math.sin(math.radians(direction))),
        (
            -math.sin(math.radians(direction)),
            math.cos(math.radians(direction)),
        ),
    )
    ox, oy = strip.origin
    for k in range(21):
        t = width * (k / 20 - 0.5)
        start = (ox + vx * t, oy + vy * t)
        s = max(0.0, strip.reach - 1e-5)
        assert line_blocked(table, start, (start[0] + ux * s, start[1] + uy * s)) is None


# --- T-7 ---------------------------------------------------------------------------------------
T7_GUNS = ((Pose(12, 6, 90), GUN_BASE), (Pose(16, 6, 90), GUN_BASE))  # facing north, not moved in round 5
T7_OBSERVER = (Pose(20, 12, 90), ONE)


def test_T7_1_South_may_write_light_C3_seen_by_its_observer_and_in_range_of_both_guns_FL_ART_2():
    table = Table(48, 48, sector=8)
    c3 = table.sector_named("C3")
    assert c3.bounds == (16, 16, 24, 24)
    assert sector_visible(table, c3, [T7_OBSERVER])
    assert all(not light_places(c3, gun).is_empty for gun in T7_GUNS)  # 6-20" from both
    assert may_fire(6, beschuss=True, last_moved=3)  # the guns did not move in round 5
    check = check_sector(table, "light", "C3", [T7_OBSERVER], guns=T7_GUNS)
    assert check.writable and check.rule == "FL-ART-2"
    assert all(may_lay(table, "light", ["C3"], gun=gun) for gun in T7_GUNS)
    assert check_plan(table, "light", ["C3"], [T7_OBSERVER], guns=T7_GUNS)
    assert falls_in("light", 6) == 6 and falls_in("heavy", 3) == 5  # FL-ART-1


def test_T7_3_to_6_the_discs_in_C3_one_explodes_on_four_models_of_N():
    table = Table(48, 48, sector=8)
    n_unit = Formation(Pose(20, 18, 270), ONE, 6, 24)  # 6 x 4 facing south, x 17-23, y 18-22
    assert polygon(n_unit.blocks()[0][0], n_unit.blocks()[0][1]).bounds == pytest.approx((17, 18, 23, 22))
    n = {k: polygon(*b) for k, b in bases_of("N", n_unit).items()}
    gun_1, gun_2 = T7_GUNS[1], T7_GUNS[0]
    for centre, gun, gap in (((20, 20), gun_1, 12.34), ((18.5, 19.5), gun_2, 12.66)):
        verdict = check_disc(table, "light", centre, ["C3"], gun=gun)
        assert verdict.allowed, verdict.reason
        assert float(polygon(*gun).distance(shapely.Point(centre))) - 1 == pytest.approx(gap, abs=0.005)
        assert in_light_range(polygon(*gun), centre, 1.0)
    # the stack: disc 1 an explosion, disc 2 nothing; eight left
    deck = stack("south", "light")
    faces = [draw_disc(deck, ScriptedChance([HIT])), draw_disc(deck, ScriptedChance([MISS]))]
    assert faces == [HIT, MISS] and len(deck) == 8
    # 4. disc 1 on the corner four models share: each 78.5% under it
    hit = models_hit((20, 20), LIGHT.explosion, n)
    assert len(hit) == 4
    assert all(
        n[k].intersection(shapely.Point(20, 20).buffer(1, quad_segs=64)).area == pytest.approx(0.785, abs=0.001)
        for k in hit
    )
    groups = cover_groups(table, [bases_of("N", n_unit)[k] for k in hit])
    strike = area_hits(LIGHT.hits, groups)
    pool, losses = HitPool().take(strike.hits, Armour.of(UNITS["heavy infantry"]), len(hit), f_hits=LIGHT.f_hits)
    assert (strike.hits, losses.removed, losses.lost, pool.held) == (8, 4, 4, 0)
    # 5. had disc 2 exploded: the model it is centred on, wholly; its neighbours 45.7% each
    two = models_hit((18.5, 19.5), LIGHT.explosion, n)
    assert len(two) == 1
    neighbour = polygon(Pose(19.5, 19.5, 270), ONE)
    assert neighbour.intersection(shapely.Point(18.5, 19.5).buffer(1, quad_segs=64)).area == pytest.approx(
        0.457, abs=0.001
    )
    # 6. N's morale: 24 x 1/2, 6/6/6/2 -> two complete ranks behind the first, -4, -2 psychology
    left = 24 - losses.removed
    test = MoraleTest(
        24,
        UNITS["heavy infantry"].morale,
        ranks_behind=complete_ranks(6, left) - 1,
        lost=losses.removed,
        psychology=psychology([("South battery", LIGHT.psychology)]),
    )
    assert test.result == 8 and not test.collapses


def test_where_artillery_may_not_be_aimed_FL_ART_2_FL_RUL_2():
    wood = Feature("wood", "wood", outline=square(0, 26, 48, 30))
    table = Table(48, 48, (wood,), sector=8)
    hidden = check_sector(table, "light", "E3", [T7_OBSERVER], guns=T7_GUNS)
    assert not hidden.visible and not hidden.writable  # behind the wood (and out of range)
    far = check_sector(Table(48, 48, sector=8), "light", "F6", [T7_OBSERVER], guns=T7_GUNS)
    assert far.visible and not far.in_range and far.rule == "FL-BOMB-3"
    idle = check_sector(Table(48, 48, sector=8), "light", "C3", [T7_OBSERVER], guns=())
    assert not idle.writable and "no light gun may fire" in idle.reason
    light = writable_sectors(table, "light", [T7_OBSERVER], guns=T7_GUNS)
    assert "C3" in light and not any(s[0] in "EF" for s in light)
    plan = check_plan(table, "light", ["C3", "C2", "B3"], [T7_OBSERVER], guns=T7_GUNS)
    assert not plan and plan.rule == "FL-RUL-2"  # three sectors for two guns
    assert not check_plan(table, "light", ["C3", "E3"], [T7_OBSERVER], guns=T7_GUNS)


def test_where_a_light_disc_may_lie_D23_FL_BOMB_3():
    table = Table(48, 48, sector=8)
    gun = T7_GUNS[1]  # (16, 6) facing north: front edge y = 7, x 15-17
    straddle = check_disc(table, "light", (24, 20), ["C3"], gun=gun)
    assert not straddle and straddle.rule == "FL-BOMB-5"  # half in C4, not written
    assert check_disc(table, "light", (24, 20), ["C3", "C4"], gun=gun)  # wholly in the sectors written
    near = check_disc(table, "light", (16, 13.5), ["B2", "B3"], gun=gun)
    assert not near and near.rule == "FL-BOMB-3"  # 5.5" from the gun
    assert check_disc(table, "light", (16, 14), ["B2", "B3"], gun=gun)  # 6" exactly
    aside = check_disc(table, "light", (31, 9), ["B4"], gun=gun)
    assert not aside and aside.rule == "D23"  # wholly outside its front arc
    # a gun with no legal place in the sectors written does not fire (FL-ART-3)
    assert not may_lay(table, "light", ["A6"], gun=gun) and not may_lay(table, "light", [], gun=gun)
    assert may_lay(table, "light", ["B2", "B3"], gun=gun)


# --- T-8 ---------------------------------------------------------------------------------------
SOUTH_ZONE = shapely.box(0, 0, 48, 8)


class Counting:
    """A chance that draws the first card and remembers how many were left to draw from."""

    def __init__(self):
        self.sizes = []

    def lot(self, outcomes, what=""):
        self.sizes.append(len(outcomes))
        return outcomes[0]


def test_T8_1_North_writes_heavy_C4_and_lays_its_disc_on_the_tank():
    table = Table(48, 48, sector=8)
    staff = Formation(Pose(28, 34, 270), ONE, 6, 6)  # North's command staff, in sight of C4
    spotters = [(p, ONE) for p in staff.model_poses()]
    check = check_sector(table, "heavy", "C4", spotters, heavy_guns=1, enemy_zone=SOUTH_ZONE)
    assert check.writable and table.sector_named("C4").bounds == (24, 16, 32, 24)
    assert not check_sector(table, "heavy", "A4", spotters, heavy_guns=1, enemy_zone=SOUTH_ZONE).in_range
    assert not check_sector(table, "heavy", "C4", spotters, heavy_guns=0, enemy_zone=SOUTH_ZONE).writable
    assert falls_in("heavy", 3) == 5 and falls_in("heavy", 1) == 3  # written in round 3, falls in round 5
    assert may_lay(Table(48, 48, sector=8), "heavy", ["C4"], enemy_zone=SOUTH_ZONE)
    assert not may_lay(Table(48, 48, sector=8), "heavy", ["A4"], enemy_zone=SOUTH_ZONE)
    assert check_disc(table, "heavy", (28, 20), ["C4"], enemy_zone=SOUTH_ZONE)
    assert not check_disc(table, "heavy", (28, 22.5), ["C4"], enemy_zone=SOUTH_ZONE)  # over C4's edge, y 24.5
    in_zone = check_disc(table, "heavy", (28, 4), ["A4"], enemy_zone=SOUTH_ZONE)
    assert not in_zone and in_zone.rule == "FL-BOMB-3"
    # the stack: one disc out in round 3, so nine; this one leaves eight, no reshuffle
    deck = stack("north", "heavy")
    draw_disc(deck, ScriptedChance([HIT]))
    assert len(deck) == 9
    assert draw_disc(deck, ScriptedChance([HIT])) == HIT and len(deck) == 8


def test_T8_1_the_reshuffle_variant_three_discs_left_FL_BOMB_4():
    deck = stack("north", "heavy")
    for face in [HIT] * 5 + [MISS] * 2:
        draw_disc(deck, ScriptedChance([face]))
    assert len(deck) == 3
    draw_disc(deck, ScriptedChance([HIT]))  # this disc leaves two
    assert len(deck) == 2
    chance = Counting()
    draw_disc(deck, chance, on_table=[HIT])  # before the next draw: every disc not on the table back in
    assert chance.sizes == [9] and Counter(deck.left) + Counter(deck.drawn) == Counter({HIT: 8, MISS: 2})


def test_T8_2_to_4_three_F_hits_knock_the_tank_out_once_and_hold_one():
    tank = UNITS["tank"]
    t_base = (Pose(28, 20, 90), TANK_BASE)
    corner = max(math.dist((28, 20), c) for c in polygon(*t_base).exterior.coords)
    assert corner == pytest.approx(1.80, abs=0.01)
    assert models_hit((28, 20), HEAVY.explosion, {"T": polygon(*t_base)}) == ["T"]
    pool, losses = HitPool().take(HEAVY.hits, Armour.of(tank), 1, f_hits=HEAVY.f_hits)
    assert losses.knockouts == (1,) and losses.removed == 0 and pool.held == 1  # structure 4 -> 3
    assert losses.f_damage  # 3. it cannot charge in round 5 nor move in round 7
    stuck = immobilise(None, 5, owner_active=True, moved_since=False)
    assert stuck is not None and not stuck.may_move(5) and not stuck.may_move(7)
    # one more F hit in round 5 completes a second knock-out without lengthening it
    _pool, more = pool.take(1, Armour.of(tank), [3], f_hits=True)
    assert more.knockouts == (1,) and immobilise(stuck, 5, owner_active=True, moved_since=False) == stuck
    assert tank.morale is Morale.FEARLESS  # 4. no morale test (FL-MOR-4)


def test_T8_5_the_disc_on_an_infantry_block_12_models_or_9():
    block = Formation(Pose(24, 24, 90), ONE, 6, 36)  # x 21-27, y 18-24
    bases = {k: polygon(*b) for k, b in bases_of("I", block).items()}
    corner = models_hit((24, 21), HEAVY.explosion, bases)
    assert len(corner) == 12
    strike = area_hits(HEAVY.hits, [("open", None, len(corner))])
    _pool, losses = HitPool().take(strike.hits, Armour(), len(corner), f_hits=True)
    assert (strike.hits, losses.removed) == (36, 12)
    assert psychology([("North heavy", HEAVY.psychology)]) == 3
    assert len(models_hit((23.5, 21.5), HEAVY.explosion, bases)) == 9  # 3 x 3


# --- cover model by model (FL-COVER-5) ---------------------------------------------------------
def test_a_strip_meets_a_blocks_fence_with_all_ranks_a_disc_only_the_models_touching_it_D10():
    fence = Feature("fence", "fence", line=((20, 22.05), (28, 22.05)), width=0.1)
    table = Table(48, 48, (fence,))
    strip = lay_strip(table, M_GUN, 270, MG.width, MG.shoots, B)
    groups = cover_groups(table, [B[k] for k in strip.hit], strip.origin, unit=B_UNIT)
    assert groups == [("fence", COVER["fence"][0], 6)]  # the fence along B's front faces M: all ranks
    assert area_hits(MG.hits, groups).hits == 9  # 12 - 3
    disc = cover_groups(table, [B[k] for k in FILE])  # a disc has no direction: only the front model touches it
    assert sorted(disc, key=str) == sorted([("fence", COVER["fence"][0], 1), ("open", None, 5)], key=str)
    # a skirmisher behind the fence from the gun has it; one with the fence behind it does not
    assert model_cover(table, (Pose(24.5, 21.5, 90), ONE), (24.5, 32)).kind == "fence"
    assert model_cover(table, (Pose(24.5, 22.6, 90), ONE), (24.5, 32)) is None


# --- discs, a property --------------------------------------------------------------------------
@settings(max_examples=60, deadline=None)
@given(
    st.tuples(st.floats(5, 40), st.floats(5, 40)),
    st.sampled_from([1.0, 2.0]),
    st.lists(st.tuples(st.floats(-3, 3), st.floats(-3, 3), st.floats(0, 359)), min_size=1, max_size=10),
    st.tuples(st.floats(-4, 4), st.floats(-4, 4)),
)
def test_a_disc_hits_the_same_models_moved_together_with_them(centre, radius, offsets, shift):
    """models_hit is the same when the disc and every model move alike (FL-BOMB-5)."""
    before = {k: polygon(Pose(centre[0] + dx, centre[1] + dy, f), ONE) for k, (dx, dy, f) in enumerate(offsets)}
    moved = (centre[0] + shift[0], centre[1] + shift[1])
    after = {k: polygon(Pose(moved[0] + dx, moved[1] + dy, f), ONE) for k, (dx, dy, f) in enumerate(offsets)}
    assert models_hit(centre, radius, before) == models_hit(moved, radius, after)

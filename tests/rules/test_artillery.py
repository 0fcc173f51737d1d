"""Long-range artillery fire (R-ART-1..8) and range / line of sight on the
crossroads grid (every inner corner a 4-way vertex meeting)."""

from rulehelp import blocks, game_at, legal, legal_with, loc, play

from gettysburg_desktop.games.gettysburg.rules import crossroads
from gettysburg_desktop.games.gettysburg.rules.battlefield import Area, Battlefield, Terrain

BF = crossroads.scenario().battlefield
ALL = set(BF.area_ids)


def test_range_1_from_clear_and_town_reaches_edge_and_vertex_neighbours_R_ART_2():
    assert set(BF.fire_targets("woods-north")) == {"hill-north", "ridge-west", "mill"}
    assert set(BF.fire_targets("town")) == ALL - {"town", "woods-north", "ridge-west", "orchard"}
    assert set(BF.fire_targets("mill")) == {
        "woods-north",
        "hill-north",
        "station",
        "ridge-west",
        "town",
        "orchard",
        "ridge-south",
        "farm-south",
    }


def test_range_3_from_a_ridge_R_ART_2():
    assert BF.artillery_range("ridge-west") == 3
    assert set(BF.fire_targets("ridge-west")) == ALL - {"ridge-west"}
    assert BF.sighted_distances("ridge-west")["cemetery"] == 3
    assert "cemetery" not in BF.sighted_distances("ridge-west", max_range=2)


def test_range_4_from_a_hill_R_ART_2():
    assert BF.artillery_range("cemetery") == 4
    assert set(BF.fire_targets("cemetery")) == ALL - {"cemetery"}
    assert BF.distance("cemetery", "orchard") == 3


def test_four_way_vertex_areas_are_mutually_adjacent_for_artillery_only_R_ART_2_R_MOVE_3():
    assert set(BF.artillery_neighbours("mill")) >= {"woods-north", "station", "orchard", "farm-south"}
    assert not BF.adjacent("mill", "station")


def test_line_of_sight_on_crossroads_uses_a_clear_shortest_path_R_ART_3():
    # ridge-west -> creek: via hill-north (blocks) or via mill (clear): in sight
    d = BF.sighted_distances("ridge-west")
    assert d["creek"] == 3 and d["station"] == 2


def _line(*terrains, extra=()):
    names = [f"a{i}" for i in range(len(terrains))]
    areas = [Area(n, n, t) for n, t in zip(names, terrains, strict=True)]
    borders = [(names[i], names[i + 1]) for i in range(len(names) - 1)] + list(extra)
    more = [Area(x, x, Terrain.CLEAR) for pair in extra for x in pair if x not in names]
    return Battlefield.build(areas + list({a.id: a for a in more}.values()), borders)


def test_a_hill_between_firer_and_target_blocks_sight_R_ART_3():
    bf = _line(Terrain.RIDGE, Terrain.HILL, Terrain.CLEAR, Terrain.CLEAR)
    assert set(bf.fire_targets("a0")) == {"a1"}  # the hill itself is a target, what lies beyond is not


def test_a_ridge_between_blocks_the_town_does_not_R_ART_3():
    assert set(_line(Terrain.HILL, Terrain.RIDGE, Terrain.CLEAR).fire_targets("a0")) == {"a1"}
    assert set(_line(Terrain.HILL, Terrain.TOWN, Terrain.CLEAR, Terrain.CLEAR, Terrain.CLEAR).fire_targets("a0")) == {
        "a1",
        "a2",
        "a3",
        "a4",
    }


def test_a_clear_alternative_shortest_path_gives_sight_R_ART_3():
    bf = _line(Terrain.RIDGE, Terrain.HILL, Terrain.CLEAR, extra=[("a0", "x"), ("x", "a2")])
    assert "a2" in bf.fire_targets("a0")


# ------------------------------------------------------------------ fire orders in a game
def fire(g, declaration):
    """Choose the fire order, declare, and roll (R-ART-4: the roll waits for end-fire)."""
    play(g, "fire")
    if declaration in legal(g):
        play(g, declaration)
    assert g.dice.used == 0
    play(g, "end-fire")
    assert g.dice.used == 1


def fire_pos(**kw):
    p = {
        "units": {
            "ridge-west": ["csa-artillery-1", "csa-regular-1"],
            "town": ["usa-regular-1", "usa-artillery-1"],
            "cemetery": ["usa-regular-2"],
        },
        "blocks": blocks(("ridge-west", "csa", 5, 0), ("round-top", "usa", 3, 0)),
    }
    p.update(kw)
    return p


def test_fire_declares_target_area_and_infantry_R_ART_4():
    g = game_at(fire_pos())
    play(g, "order ridge-west", "fire")
    assert legal(g) == ["fire csa-artillery-1 cemetery infantry", "fire csa-artillery-1 town infantry"]


def test_artillery_is_a_target_only_where_a_fire_marker_lies_R_ART_4():
    g = game_at(fire_pos(fire_markers=["town"]))
    play(g, "order ridge-west", "fire")
    assert "fire csa-artillery-1 town artillery" in legal(g)


def test_hit_on_infantry_adds_a_cube_and_a_fire_marker_is_placed_R_ART_5_R_ART_6():
    g = game_at(fire_pos(), dice=[6])
    ev = play(g, "order ridge-west", "fire", "fire csa-artillery-1 town infantry", "end-fire")
    assert g.state.cubes["town"] == {"usa-regular": 1}
    assert "ridge-west" in g.state.fire_markers
    assert any(e.kind == "fire-marker-placed" and e.rule == "R-ART-6" for e in ev)


def test_d_result_disrupts_the_target_area_R_ART_5():
    g = game_at(fire_pos(), dice=[4])
    play(g, "order ridge-west")
    fire(g, "fire csa-artillery-1 town infantry")
    assert "town" in g.state.disrupted


def test_entrenched_target_and_damaged_gun_lower_the_roll_R_ART_5_R_ENT_4():
    units = {"ridge-west": [{"id": "csa-artillery-1", "damaged": True}], "town": ["usa-regular-1"]}
    g = game_at(fire_pos(units=units, entrenchments={"town": ["mill", "station"]}), dice=[6])
    play(g, "order ridge-west")
    fire(g, "fire csa-artillery-1 town infantry")
    assert "town" in g.state.disrupted and "town" not in g.state.cubes  # 6 - 2 = 4 = D


def test_hit_on_artillery_damages_it_then_eliminates_it_R_ART_5():
    g = game_at(fire_pos(fire_markers=["town"]), dice=[5])
    play(g, "order ridge-west")
    fire(g, "fire csa-artillery-1 town artillery")
    assert g.state.units["usa-artillery-1"].damaged is True
    units = {"ridge-west": ["csa-artillery-1"], "town": ["usa-regular-1", {"id": "usa-artillery-1", "damaged": True}]}
    g = game_at(fire_pos(units=units, fire_markers=["town"]), dice=[5])
    play(g, "order ridge-west")
    fire(g, "fire csa-artillery-1 town artillery")
    assert loc(g, "usa-artillery-1") == "@eliminated"


def test_d_against_artillery_is_ignored_R_ART_5():
    g = game_at(fire_pos(fire_markers=["town"]), dice=[4])
    play(g, "order ridge-west")
    fire(g, "fire csa-artillery-1 town artillery")
    assert "town" not in g.state.disrupted


def test_cavalry_hit_by_long_range_fire_may_evade_R_ASLT_10():
    units = {"ridge-west": ["csa-artillery-1"], "town": ["usa-cavalry-1"]}
    g = game_at(fire_pos(units=units), dice=[6])
    play(g, "order ridge-west")
    fire(g, "fire csa-artillery-1 town infantry")
    assert set(legal(g)) >= {"take-cube usa-cavalry", "evade usa-cavalry-1"}
    play(g, "evade usa-cavalry-1")
    assert g.prompt().rule == "R-RET-2"
    assert "retreat usa-cavalry-1 cemetery" in legal(g)
    play(g, "retreat usa-cavalry-1 cemetery")
    assert loc(g, "usa-cavalry-1") == "cemetery"
    assert sum(n for p in g.state.cubes.values() for n in p.values()) == 0


def test_fire_marker_removed_when_artillery_leaves_R_ART_7():
    units = {"ridge-west": ["csa-artillery-1", "csa-regular-1"], "creek": ["usa-regular-1"]}
    g = game_at(fire_pos(units=units, fire_markers=["ridge-west"]))
    ev = play(g, "order ridge-west", "move ridge-west", "move csa-artillery-1 mill")
    assert "ridge-west" not in g.state.fire_markers
    assert any(e.kind == "fire-marker-removed" and e.rule == "R-ART-7" for e in ev)


def test_fire_markers_removed_at_the_end_of_every_period_R_ART_7_R_END_1():
    p = fire_pos(period="1 July afternoon", fire_markers=["ridge-west", "town"], discs={"usa_blue": 1})
    g = game_at(p)
    play(g, "order ridge-west", "pass", "order round-top", "pass")
    assert g.state.fire_markers == set()


def test_no_long_range_fire_at_night_R_ART_8_R_TIME_4():
    g = game_at(fire_pos(period="1 July night"))
    play(g, "order ridge-west")
    assert "fire" not in legal(g)


def test_no_fire_out_of_an_entry_box_R_ART_8():
    units = {"west-pike": ["csa-artillery-3"], "ridge-west": ["csa-regular-1"], "mill": ["usa-regular-1"]}
    g = game_at(fire_pos(units=units))
    play(g, "order ridge-west")
    assert "fire" not in legal(g)


def test_one_disc_fires_artillery_of_at_most_two_areas_R_ART_1():
    units = {
        "ridge-west": ["csa-artillery-1"],
        "mill": ["csa-artillery-2"],
        "orchard": ["csa-artillery-3"],
        "ridge-south": ["usa-regular-1"],
    }
    g = game_at(fire_pos(units=units), dice=[1, 1])
    play(g, "order ridge-west", "fire")
    shooters = {a.split()[1] for a in legal_with(g, "fire")}
    assert shooters == {"csa-artillery-1", "csa-artillery-2", "csa-artillery-3"}  # orchard is adjacent, mill too
    play(g, "fire csa-artillery-1 ridge-south infantry", "fire csa-artillery-2 ridge-south infantry")
    assert "csa-artillery-3" not in {a.split()[1] for a in legal_with(g, "fire")}


def test_every_firing_unit_is_declared_before_any_die_is_rolled_R_ART_4():
    # [ruling] two guns declare; nothing is rolled until the declarations are closed,
    # then one T6 die each in the order declared, and only then the results count.
    units = {
        "ridge-west": ["csa-artillery-1", "csa-artillery-2"],
        "town": ["usa-regular-1"],
        "cemetery": ["usa-regular-2"],
    }
    g = game_at(fire_pos(units=units), dice=[6, 4])
    play(g, "order ridge-west", "fire")
    ev = play(g, "fire csa-artillery-1 town infantry")
    assert [e.kind for e in ev] == ["fire-declared"] and g.dice.used == 0
    assert g.can_undo()  # a declaration can still be taken back: nothing is rolled
    ev = play(g, "fire csa-artillery-2 cemetery infantry")
    assert g.dice.used == 0 and legal(g) == ["end-fire"]  # no gun left: the player still says when to roll
    ev = play(g, "end-fire")
    rolls = [e for e in ev if e.kind == "roll"]
    assert [(e.get("unit"), e.get("face"), e.get("table"), e.get("result")) for e in rolls] == [
        ("csa-artillery-1", 6, "T6", "hit"),
        ("csa-artillery-2", 4, "T6", "D"),
    ]
    # both dice rolled before the first result is applied (the Union's cube choice comes after)
    assert [e.kind for e in ev][:2] == ["roll", "roll"]
    assert "cemetery" in g.state.disrupted and g.state.cubes["town"] == {"usa-regular": 1}
    assert not g.can_undo()


def test_a_disc_orders_the_artillery_of_a_vertex_adjacent_area_to_fire_R_ART_1_R_ART_2():
    # [interpretation] woods-north touches mill only at a corner: adjacent for artillery
    units = {"woods-north": ["csa-artillery-1"], "mill": ["csa-regular-1"], "hill-north": ["usa-regular-1"]}
    g = game_at(fire_pos(units=units, blocks=blocks(("mill", "csa", 5, 0), ("round-top", "usa", 3, 0))))
    play(g, "order mill")
    assert "fire" in legal(g)
    assert "move woods-north" not in legal(g)  # for moving, a corner is no border (R-MOVE-3)
    ev = play(g, "fire")  # the one declaration there is: made at once, and the roll waits
    assert [(e.get("unit"), e.get("target")) for e in ev if e.kind == "fire-declared"] == [
        ("csa-artillery-1", "hill-north")
    ]
    assert legal(g) == ["end-fire"]


def test_a_long_range_cube_goes_to_the_colour_with_the_fewest_cubes_per_unit_R_DMG_7():
    # the regular holds 2 loose cubes, the inferior none: the cube is an inferior one, no choice
    units = {"ridge-west": ["csa-artillery-1"], "mill": [{"id": "usa-regular-1", "cubes": 2}, "usa-inferior-1"]}
    g = game_at(fire_pos(units=units), dice=[6])
    ev = play(g, "order ridge-west", "fire", "end-fire")
    assert [(e.get("colour"), e.rule) for e in ev if e.kind == "cube-placed"] == [("usa-inferior", "R-ART-5")]
    # with as many per unit in both colours, the owner chooses
    units = {
        "ridge-west": ["csa-artillery-1"],
        "mill": [{"id": "usa-regular-1", "cubes": 1}, {"id": "usa-inferior-1", "cubes": 1}],
    }
    g = game_at(fire_pos(units=units), dice=[6])
    play(g, "order ridge-west", "fire", "end-fire")
    assert g.prompt().side.value == "usa" and g.prompt().rule == "R-DMG-7"
    assert legal(g) == ["take-cube usa-inferior", "take-cube usa-regular"]


def test_artillery_may_ride_off_with_cavalry_evading_long_range_fire_R_ASLT_10():
    units = {"ridge-west": ["csa-artillery-1"], "town": ["usa-cavalry-1", "usa-artillery-1"]}
    g = game_at(fire_pos(units=units, blocks=blocks(("ridge-west", "csa", 5, 0), ("town", "usa", 3, 0))), dice=[6])
    play(g, "order ridge-west", "fire", "end-fire", "evade usa-cavalry-1")
    assert legal(g) == [
        "retreat usa-cavalry-1 cemetery",
        "retreat usa-cavalry-1 farm-south",
        "retreat usa-cavalry-1 mill",
        "retreat usa-cavalry-1 station",
    ]
    play(g, "retreat usa-cavalry-1 cemetery")
    assert (g.prompt().rule, legal(g)) == ("R-ASLT-10", ["keep-artillery", "withdraw usa-artillery-1 cemetery"])
    play(g, "withdraw usa-artillery-1 cemetery")
    assert loc(g, "usa-artillery-1") == "cemetery" and g.state.units["usa-artillery-1"].damaged is False


def test_the_sight_lines_shown_agree_with_the_fire_the_rules_allow_R_ART_2_R_ART_3():
    from gettysburg_desktop.games.gettysburg.scenario.catalog import load_scenario_by_id

    for bf in (crossroads.battlefield(), load_scenario_by_id("gettysburg-1863").battlefield):
        for area in bf.area_ids:
            lines = bf.sight_lines(area)
            assert {t for t, s in lines.items() if s.clear} == set(bf.fire_targets(area))
            for t, s in lines.items():
                assert s.path[0] == area and s.path[-1] == t and len(s.path) == s.distance + 1
                assert s.clear == (not s.blockers)

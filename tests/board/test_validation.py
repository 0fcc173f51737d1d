"""The map checker reports every problem at once, each with a place to zoom to."""

from __future__ import annotations

from dataclasses import replace

import pytest
from map_builders import good_map, grid_2x2, make_map, road, square

from gettysburg_desktop.boards.areas.problems import Problem
from gettysburg_desktop.boards.areas.shapes import AreaShape, EntryBoxShape, SceneryItem
from gettysburg_desktop.boards.areas.validation import validate_map


def with_areas(doc, *extra, drop=()):
    return replace(doc, areas=tuple(a for a in doc.areas if a.id not in drop) + extra)


def changed(doc, area_id, **fields):
    return replace(doc, areas=tuple(replace(a, **fields) if a.id == area_id else a for a in doc.areas))


def codes(problems):
    return [p.code for p in problems]


def only(problems, code):
    found = [p for p in problems if p.code == code]
    assert len(found) == 1, [str(p) for p in problems]
    return found[0]


def test_a_good_map_has_no_problems():
    assert validate_map(good_map()) == []


def test_problem_reads_file_item_message_and_place():
    p = Problem("maps/x.yaml", "area", "herr-ridge", "overlap", "overlaps area 'oak-hill' (area 12.5)", (340.04, 220))
    assert str(p) == "maps/x.yaml: area 'herr-ridge': overlaps area 'oak-hill' (area 12.5) near (340, 220)"


def test_file_name_comes_from_the_argument_or_the_document_source():
    doc = changed(good_map(), "nw", terrain="swamp")
    assert validate_map(doc, "maps/a.yaml")[0].file == "maps/a.yaml"
    assert validate_map(replace(doc, source="maps/b.yaml"))[0].file == "maps/b.yaml"


def test_overlapping_areas_are_reported_with_the_overlap_size():
    doc = with_areas(good_map(), square("intruder", 15, 15, 10), drop=())
    doc = replace(doc, board=replace(doc.board))
    p = only(validate_map(doc, "m.yaml"), "overlap")
    assert str(p) == "m.yaml: area 'intruder': overlaps area 'se' (area 25) near (17.5, 17.5)"


def test_hole_in_the_middle_of_the_map_is_a_gap():
    ring = [square(f"c{i}{j}", i * 10, j * 10) for i in range(3) for j in range(3) if (i, j) != (1, 1)]
    doc = make_map(*ring)
    p = only(validate_map(doc), "gap")
    assert p.message.startswith("gap between this area and ")
    assert "(area 100, about 10 wide)" in p.message
    assert p.location == pytest.approx((15, 15))


def test_thin_gap_between_neighbours_is_a_sliver_gap():
    doc = make_map(
        square("left", 0, 5),
        square("right", 10.3, 5, 9.7, 10),
        square("top", 0, 0, 20, 5),
        square("bottom", 0, 15, 20, 5),
        width=20,
        height=20,
    )
    p = only(validate_map(doc), "gap")
    assert p.message.startswith("sliver gap between this area and 'left', 'right'")
    assert p.location[0] == pytest.approx(10.15)


def test_thin_area_is_a_sliver():
    doc = with_areas(grid_2x2(), square("strip", 20, 0, 0.4, 20))
    p = only(validate_map(doc), "sliver")
    assert p.item_id == "strip" and "about 0.4 wide" in p.message


def test_borders_running_side_by_side_beyond_the_tolerance_are_a_near_miss():
    doc = make_map(square("a", 0, 0, 10, 30), square("b", 11, 0, 10, 30))
    problems = validate_map(doc)
    p = only(problems, "near-miss")
    assert p.item_id == "a" and "nearly shares a border with area 'b' (gap 1," in p.message
    assert "unreachable" in codes(problems)


def test_self_crossing_polygon_is_reported_where_it_crosses():
    bowtie = AreaShape("bow", "Bow", "clear", 0, ((20, 0), (30, 10), (30, 0), (20, 10)))
    p = only(validate_map(with_areas(good_map(), bowtie)), "self-intersection")
    assert p.item_id == "bow" and p.message == "polygon crosses itself"
    assert p.location == pytest.approx((25, 5))


def test_polygon_with_too_few_distinct_points_is_degenerate():
    two = AreaShape("two", "Two", "clear", 0, ((0, 20), (5, 20), (0, 20)))
    p = only(validate_map(with_areas(good_map(), two)), "degenerate")
    assert p.message == "polygon has 2 distinct points; an area needs at least 3"


def test_polygon_with_zero_area_is_degenerate():
    flat = AreaShape("flat", "Flat", "clear", 0, ((0, 20), (5, 20), (10, 20)))
    p = only(validate_map(with_areas(good_map(), flat)), "degenerate")
    assert p.message == "polygon has zero area"


def test_repeated_closing_point_is_reported():
    doc = changed(good_map(), "nw", polygon=((0, 0), (10, 0), (10, 10), (0, 10), (0, 0)))
    assert codes(validate_map(doc)) == ["closing-point"]


def test_duplicate_ids_across_areas_and_entry_boxes_are_reported():
    doc = good_map()
    doc = replace(doc, entry_boxes=(*doc.entry_boxes, EntryBoxShape("se", "Twin", "nw", None, (0, 0, 1, 1))))
    p = only(validate_map(doc), "duplicate-id")
    assert p.message == "id is used 2 times (area, entry box)"


def test_id_that_is_not_a_slug_is_reported():
    assert codes(validate_map(changed(good_map(), "nw", id="Herr Ridge"))) == ["id", "unknown-area"]


def test_area_cut_off_from_the_others_is_unreachable():
    doc = with_areas(good_map(), square("island", 50, 50))
    p = only(validate_map(doc), "unreachable")
    assert p.item_id == "island" and "no chain of shared borders leads to 'ne'" in p.message


def test_entry_box_linked_to_a_missing_area_is_reported():
    doc = good_map()
    doc = replace(doc, entry_boxes=(replace(doc.entry_boxes[0], area="nowhere"),))
    p = only(validate_map(doc), "unknown-area")
    assert str(p) == "<map>: entry box 'pike-box': is linked to area 'nowhere', which does not exist near (-6, 4)"


def test_road_that_crosses_no_border_is_reported():
    doc = replace(good_map(), roads=(road("lane", (2, 2), (8, 8)),))
    p = only(validate_map(doc), "road-crosses-nothing")
    assert str(p) == "<map>: road 'lane': crosses no shared border (R-MOVE-2) near (2, 2)"


def test_road_of_unknown_kind_or_one_point_is_reported():
    doc = replace(good_map(), roads=(road("canal", (2, 5), (18, 5), kind="canal"), road("dot", (2, 5), (2, 5))))
    assert codes(validate_map(doc)) == ["road-kind", "degenerate"]


def test_stars_outside_0_1_2_are_reported():
    p = only(validate_map(changed(good_map(), "sw", stars=3)), "stars")
    assert p.message == "stars must be 0, 1 or 2, not 3"


def test_unknown_terrain_is_reported():
    p = only(validate_map(changed(good_map(), "nw", terrain="swamp")), "terrain")
    assert p.message == "unknown terrain 'swamp' (expected clear, hill, ridge, town)"


def test_map_without_a_town_is_reported():
    p = only(validate_map(changed(good_map(), "ne", terrain="clear")), "town-count")
    assert str(p) == "<map>: map 'test-map': has 0 town areas; a Gettysburg map needs exactly one town (Gettysburg)"


def test_map_with_two_towns_is_reported():
    p = only(validate_map(changed(good_map(), "nw", terrain="town")), "town-count")
    assert p.message.startswith("has 2 town areas ('ne', 'nw');") and p.location == pytest.approx((5, 5))


def test_map_without_the_double_star_is_reported():
    p = only(validate_map(changed(good_map(), "se", stars=1)), "double-star-count")
    assert p.message == "has 0 double-star areas; a Gettysburg map needs exactly one double star (R-WIN)"


def test_map_with_two_double_stars_is_reported():
    p = only(validate_map(changed(good_map(), "sw", stars=2)), "double-star-count")
    assert "('se', 'sw')" in p.message


def test_label_outside_its_area_is_reported():
    p = only(validate_map(changed(good_map(), "nw", label=(15, 15))), "label")
    assert p.message == "label point lies outside the area" and p.location == (15, 15)


def test_area_outside_the_board_is_reported():
    doc = replace(good_map(), board=replace(good_map().board, width=15))
    found = [p for p in validate_map(doc) if p.code == "outside-board"]
    assert [p.item_id for p in found] == ["ne", "se"]
    # the vertex farthest out, how far, and the place is the vertex (the editor zooms to it)
    assert str(found[0]) == "<map>: area 'ne': vertex (20, 0) lies 5 outside the board (0..15, 0..20) near (20, 0)"
    assert found[0].location == (20, 0)


def test_every_problem_is_reported_at_once():
    doc = changed(changed(good_map(), "nw", terrain="swamp"), "sw", stars=5)
    doc = with_areas(doc, square("island", 50, 50))
    doc = replace(
        doc,
        board=replace(doc.board, width=60, height=60),
        scenery=(SceneryItem("run", "river", points=((0, 0), (1, 1))),),
    )
    assert sorted(codes(validate_map(doc))) == ["stars", "terrain", "uncovered", "unreachable"]


def test_empty_map_reports_the_missing_town_and_double_star_without_crashing():
    assert codes(validate_map(make_map())) == ["town-count", "double-star-count"]


def test_borders_traced_twice_a_hair_apart_are_neither_overlap_nor_gap():
    doc = make_map(square("a", 0, 0, 10.04, 10), square("b", 10, 0), square("c", 0, 10, 20.03, 10))
    assert [p for p in validate_map(doc) if p.code in ("overlap", "gap")] == []


def test_an_area_laid_wholly_inside_another_is_an_overlap():
    doc = with_areas(good_map(), AreaShape("inner", "Inner", "clear", 0, ((12, 12), (18, 12), (18, 18))))
    p = only(validate_map(doc), "overlap")
    assert {p.item_id, p.message.split("'")[1]} == {"inner", "se"}


def test_a_gap_that_opens_onto_the_board_edge_is_uncovered_board():
    # a wedge cut into nw and ne from the top edge down to their shared corner
    doc = changed(
        changed(good_map(), "nw", polygon=((0, 0), (8, 0), (10, 10), (0, 10))),
        "ne",
        polygon=((12, 0), (20, 0), (20, 10), (10, 10)),
    )
    p = only(validate_map(doc), "uncovered")
    assert p.item_kind == "map" and p.message.startswith("the board is not covered from (8, 0) to (12, 10) at its edge")
    assert p.message.endswith("beside Ne, Nw, Se, Sw; extend the areas to the edge or add one there")  # by name
    assert 8 < p.location[0] < 12 and 0 <= p.location[1] < 10


def test_a_corner_left_bare_when_an_area_is_deleted_is_uncovered_board():
    doc = with_areas(good_map(), drop=("sw",))
    p = only(validate_map(doc), "uncovered")
    assert "from (0, 10) to (10, 20)" in p.message and "(area 100, about 10 wide)" in p.message
    assert p.location == pytest.approx((5, 15))


def test_a_wedge_between_two_areas_is_reported():
    # nw and ne pulled apart at the top edge: a wedge reaching down to their shared corner
    doc = changed(
        changed(good_map(), "nw", polygon=((0, 0), (9, 0), (10, 10), (0, 10))),
        "ne",
        polygon=((11, 0), (20, 0), (20, 10), (10, 10)),
    )
    p = only(validate_map(doc), "uncovered")
    assert "about" in p.message and p.location[1] < 10


def test_a_wedge_inside_the_map_is_a_gap():
    ring = [square(f"c{i}{j}", i * 10, j * 10) for i in range(3) for j in range(3) if (i, j) != (1, 1)]
    wedge = [
        AreaShape("w1", "W1", "clear", 0, ((10, 10), (20, 10), (20, 20))),
        AreaShape("w2", "W2", "clear", 0, ((10, 10), (19, 20), (10, 20))),
    ]
    p = only(validate_map(make_map(*ring, *wedge, width=30, height=30)), "gap")
    assert "between this area and" in p.message

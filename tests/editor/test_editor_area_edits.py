"""Splitting, merging and deleting areas, each undone and redone exactly."""

from __future__ import annotations

import pytest
from editor_checks import push_and_round_trip
from map_builders import good_map, grid_2x2, make_map, square

from gettysburg_desktop.boards.areas.topology import build_topology
from gettysburg_desktop.boards.areas.validation import validate_map
from gettysburg_desktop.editor.model import (
    EditableMap,
    EditRefused,
    LineTrace,
    Snapper,
    UndoStack,
    delete_area,
    merge_areas,
    set_area_attributes,
    split_area,
)


def codes(doc) -> set[str]:
    return {p.code for p in validate_map(doc)}


def test_splitting_an_area_gives_a_new_area_and_shares_the_new_corner_with_the_neighbour():
    emap = EditableMap.from_document(make_map(square("west", 0, 0), square("east", 10, 0)))
    stack = UndoStack()
    edit = split_area(emap, "west", [(-1, 4), (11, 4)])
    assert edit.text == "Split area 'West'" and edit.added() == ("west-2",)
    push_and_round_trip(emap, stack, edit)
    doc = emap.to_document()
    assert sorted(a.id for a in doc.areas) == ["east", "west", "west-2"]
    assert emap.area("west").polygon and emap.polygon("west").area == 60  # the larger piece keeps the id
    assert emap.area("west-2").name == "West 2" and emap.polygon("west-2").area == 40
    # The cut met the shared border at (10, 4): east has the vertex too, no T-junction.
    assert (10.0, 4.0) in emap.area("east").polygon
    topo = build_topology(doc)
    assert topo.edge_pairs() == [("east", "west"), ("east", "west-2"), ("west", "west-2")]
    assert not codes(doc) & {"gap", "overlap"}


def test_the_piece_holding_the_label_keeps_the_id_and_a_new_name_can_be_given():
    area = square("hill", 0, 0, label=(5, 1))
    emap = EditableMap.from_document(make_map(area))
    UndoStack().push(split_area(emap, "hill", [(-1, 4), (11, 4)], new_name="Hill Foot"))
    assert emap.polygon("hill").area == 40 and emap.area("hill").label == (5, 1)
    assert emap.area("hill-foot").label is None and emap.area("hill-foot").stars == 0


@pytest.mark.parametrize(
    "cut, pieces",
    [([(2, 2), (8, 8)], 1), ([(-1, 2), (11, 2), (11, 6), (-1, 6)], 3)],
)
def test_a_cut_that_does_not_cross_the_area_once_is_refused(cut, pieces):
    emap = EditableMap.from_document(make_map(square("hill", 0, 0)))
    with pytest.raises(EditRefused, match=f"must cross area 'Hill' once.*makes {pieces} piece"):
        split_area(emap, "hill", cut)


def test_merging_neighbours_keeps_one_id_and_relinks_its_entry_boxes():
    emap = EditableMap.from_document(good_map())  # the box 'pike-box' is linked to nw
    stack = UndoStack()
    edit = merge_areas(emap, "ne", "nw")
    assert edit.text == "Merge area 'Nw' into 'Ne'"
    push_and_round_trip(emap, stack, edit)
    assert "nw" not in emap.areas
    merged = emap.area("ne")
    assert merged.terrain == "town" and emap.polygon("ne").area == 200
    assert emap.entry_boxes["pike-box"].area == "ne"
    # The vertex shared with sw and se stays where their borders meet.
    assert (10, 10) in merged.polygon
    assert build_topology(emap.to_document()).neighbours("ne") == ("se", "sw")


def test_areas_meeting_only_at_a_corner_cannot_be_merged():
    emap = EditableMap.from_document(grid_2x2())
    with pytest.raises(EditRefused, match="share no border"):
        merge_areas(emap, "nw", "se")


def test_merging_around_an_area_is_refused_as_it_would_make_a_hole():
    ring_left = square("left", 0, 0, 10, 30)
    ring_right = square("right", 20, 0, 10, 30)
    top = square("top", 10, 0, 10, 10)
    middle = square("middle", 10, 10, 10, 10)
    bottom = square("bottom", 10, 20, 10, 10)
    emap = EditableMap.from_document(make_map(ring_left, ring_right, top, middle, bottom))
    UndoStack().push(merge_areas(emap, "left", "top"))
    UndoStack().push(merge_areas(emap, "left", "right"))
    with pytest.raises(EditRefused, match="hole holding the area 'middle'"):
        merge_areas(emap, "left", "bottom")


def test_deleting_an_area_is_undone_exactly():
    emap = EditableMap.from_document(good_map())
    stack = UndoStack()
    edit = delete_area(emap, "se")
    assert edit.text == "Delete area 'Se'"
    push_and_round_trip(emap, stack, edit)
    assert "se" not in emap.areas


def test_changing_several_attributes_is_one_edit():
    emap = EditableMap.from_document(good_map())
    stack = UndoStack()
    edit = set_area_attributes(emap, "sw", terrain="hill", stars=0, label=(5, 15))
    assert edit.text == "Change area 'Sw'"
    push_and_round_trip(emap, stack, edit)
    assert (emap.area("sw").terrain, emap.area("sw").stars, emap.area("sw").label) == ("hill", 0, (5, 15))


def test_a_cut_drawn_by_clicks_snaps_to_the_border_and_gives_the_neighbour_the_same_new_vertex():
    emap = EditableMap.from_document(make_map(square("west", 0, 0), square("east", 10, 0)))
    cut = LineTrace(emap, Snapper(emap))
    cut.click((3.1, 0.4), 4)  # onto the board-edge segment of west
    cut.click((10.3, 6.9), 4)  # onto the border west|east
    cut.finish()
    assert [s.kind for s in cut.snaps] == ["segment", "segment"] and cut.snaps[1].areas == ("east", "west")
    UndoStack().push(split_area(emap, "west", cut.points))
    end = cut.points[1]
    assert end == (10, 7.0)  # on an upright border the other coordinate is rounded to the grid, on the border
    assert end in emap.area("east").polygon
    assert end in emap.area("west").polygon and end in emap.area("west-2").polygon
    assert not codes(emap.to_document()) & {"gap", "overlap"}


def test_a_merge_keeps_the_stars_and_takes_the_terrain_chosen():
    """nw (clear, no star) and sw (a ridge, one star) merged into nw: the star
    stays, the terrain is nw's or the one chosen (issue 22, item 21)."""
    from gettysburg_desktop.editor.model import merged_terrains
    from gettysburg_desktop.editor.model.multi_edits import merge_all

    emap = EditableMap.from_document(good_map())
    assert merged_terrains(emap, ["nw", "sw", "se"]) == ["clear", "ridge", "hill"]
    edit = merge_areas(emap, "nw", "sw")
    edit.redo()
    assert (emap.area("nw").terrain, emap.area("nw").stars) == ("clear", 1)
    edit.undo()
    edit = merge_areas(emap, "nw", "sw", "ridge")
    push_and_round_trip(emap, UndoStack(), edit)
    assert (emap.area("nw").terrain, emap.area("nw").stars) == ("ridge", 1)
    emap = EditableMap.from_document(good_map())
    edit = merge_all(emap, "nw", ["sw", "se"], "hill")
    edit.redo()
    assert (emap.area("nw").terrain, emap.area("nw").stars) == ("hill", 2)  # the double star kept
    with pytest.raises(EditRefused):
        merge_areas(emap, "nw", "ne", "swamp")

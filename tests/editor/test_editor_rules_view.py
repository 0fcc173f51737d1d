"""What the rules make of the map while it is edited: neighbours, road-crossed
borders, artillery reach (R-ART-2, R-ART-3) and the checker's problems."""

from __future__ import annotations

from map_builders import good_map

from gettysburg_desktop.boards.areas.benchmark import voronoi_map
from gettysburg_desktop.boards.areas.topology import build_topology
from gettysburg_desktop.editor.model import (
    EditableMap,
    UndoStack,
    VertexDrag,
    add_area,
    add_road,
    delete_area,
    move_vertex,
    set_area_attributes,
    split_area,
)
from gettysburg_desktop.games.gettysburg.map.rules_view import RulesView


def test_a_selected_area_shows_its_neighbours_road_borders_and_artillery_reach():
    emap = EditableMap.from_document(good_map())
    view = RulesView(emap)
    rules = view.area_rules("se")  # a hill: range 4 (R-ART-2)
    assert rules.edge_neighbours == ("ne", "sw")
    assert rules.vertex_neighbours == ("nw",)  # the four areas meet at (10, 10)
    assert view.area_rules("nw").road_borders == (("ne", "nw"),)  # the pike crosses nw|ne (R-MOVE-2)
    assert rules.fire.range == 4 and set(rules.fire.in_sight) == {"ne", "nw", "sw"}


def test_the_topology_follows_edits_and_equals_a_full_rebuild():
    emap = EditableMap.from_document(voronoi_map(150, seed=2))
    view = RulesView(emap)
    view.topology()
    stack = UndoStack()
    vertex = max(emap.vertex_index, key=lambda p: len(emap.vertex_index.owners_of(p)))
    drag = VertexDrag(emap, vertex)
    stack.push(drag.move((vertex[0] + 7, vertex[1] - 4)))
    assert view.topology() == build_topology(emap.to_document())
    stack.push(delete_area(emap, "a0040"))
    assert view.topology() == build_topology(emap.to_document())
    area = emap.area("a0075")
    x0, y0, x1, y1 = emap.bounds("a0075")
    stack.push(split_area(emap, "a0075", [(x0 - 1, (y0 + y1) / 2), (x1 + 1, (y0 + y1) / 2)], new_name=area.name + " b"))
    stack.push(add_road(emap, "New Road", [(x0, (y0 + y1) / 3), (x1 + 60, (y0 + y1) / 3)]))
    assert view.topology() == build_topology(emap.to_document())
    stack.undo()
    stack.undo()
    stack.undo()
    assert view.topology() == build_topology(emap.to_document())


def test_the_check_reports_an_overlap_made_by_an_edit_and_is_reused_while_nothing_changes():
    emap = EditableMap.from_document(good_map())
    view = RulesView(emap)
    assert view.check().problems == ()
    assert view.check() is view.check()
    stack = UndoStack()
    stack.push(move_vertex(emap, (10, 10), (12, 13)))  # the corner the four share: they move as one
    assert view.check().problems == ()
    stack.push(add_area(emap, [(14, 14), (20, 14), (20, 20)], "Over"))  # laid on se
    found = [(p.code, p.item_id) for p in view.check().problems]
    assert found == [("overlap", "over")]  # wholly inside se, along its edge
    stack.undo()
    assert view.check().problems == ()
    stack.push(set_area_attributes(emap, "ne", terrain="clear"))
    assert [p.code for p in view.check().problems] == ["town-count"]
    view.close()

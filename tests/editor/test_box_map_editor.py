"""The box-map editor played by mouse (Norden & Süden, NS-MAP-3): clicks and
drags on the view's viewport at the scene position of boxes; what the
author sees in the scene, Properties and Validation."""

from __future__ import annotations

import pytest
from author import Author
from box_maps import CSA, little_map
from PySide6.QtCore import Qt

from gettysburg_desktop.games.nordensueden.editor.model.box_map import BOX, LINK
from gettysburg_desktop.games.nordensueden.rules.boxmap import LinkKind


def centre(w, box_id):
    return w.bmap.boxes[box_id].position


def zoom_on(w, *box_ids, span=260.0):
    """Bring the boxes into view at a zoom where they are well apart on screen."""
    from PySide6.QtCore import QPointF

    xs = [centre(w, b)[0] for b in box_ids]
    ys = [centre(w, b)[1] for b in box_ids]
    w.center_on(
        QPointF((min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2),
        span=max(span, max(xs) - min(xs) + 120, max(ys) - min(ys) + 120),
    )


def test_the_map_is_drawn_box_by_box_and_link_by_link(box_editor):
    w = box_editor()
    assert set(w.scene.boxes) == {b.id for b in little_map().boxes}
    assert len(w.scene.links) == 5
    kinds = sorted(item.link.kind.value for item in w.scene.links.values())
    assert kinds == ["rail", "rail", "rail", "river", "road"]


def test_click_a_box_shows_its_properties_and_drag_moves_it(box_editor, qtbot):
    w = box_editor()
    a = Author(qtbot, w)
    zoom_on(w, "richmond", "fredericksburg")
    a.click(centre(w, "richmond"))
    assert w.selection == (BOX, "richmond")
    assert w.properties.box_name.text() == "Richmond"
    assert w.properties.recruit_csa.value() == 3 and w.properties.fortress.isChecked()
    assert w.scene.boxes["richmond"].highlighted
    x, y = centre(w, "richmond")
    a.drag((x, y), (x + 40, y + 20))
    nx, ny = centre(w, "richmond")
    assert (nx, ny) == pytest.approx((x + 40, y + 20), abs=1.5)
    assert w.scene.boxes["richmond"].pos().x() == pytest.approx(nx)
    assert w.undo_stack.count() == 1  # one drag, one step
    a.undo()
    assert centre(w, "richmond") == pytest.approx((x, y))
    a.redo()
    assert centre(w, "richmond") == pytest.approx((nx, ny))


def test_drag_with_the_railroad_tool_draws_a_railroad(box_editor, qtbot):
    w = box_editor()
    a = Author(qtbot, w)
    zoom_on(w, "richmond", "manassas", span=300)
    a.tool("link-rail")
    a.drag(centre(w, "richmond"), centre(w, "manassas"))
    link_id = w.bmap.link_between("richmond", "manassas", LinkKind.RAIL)
    assert link_id is not None
    assert link_id in w.scene.links and w.selection == (LINK, link_id)
    assert w.properties.link_kind.currentData() == "rail"
    a.undo()
    assert w.bmap.link_between("richmond", "manassas", LinkKind.RAIL) is None
    assert link_id not in w.scene.links
    a.redo()
    assert link_id in w.scene.links


def test_click_then_click_draws_a_river_downstream(box_editor, qtbot):
    w = box_editor()
    a = Author(qtbot, w)
    zoom_on(w, "harpers-ferry", "manassas", span=300)
    a.tool("link-river")
    a.click(centre(w, "harpers-ferry"))
    a.click(centre(w, "manassas"))
    link_id = w.bmap.link_between("harpers-ferry", "manassas", LinkKind.RIVER)
    assert w.bmap.links[link_id].downstream == "manassas"
    a.key(Qt.Key_R, Qt.ControlModifier)  # Edit > Reverse the selected river
    assert w.bmap.links[link_id].downstream == "harpers-ferry"


def test_a_link_kind_changed_in_properties_is_one_undoable_step(box_editor, qtbot):
    w = box_editor()
    a = Author(qtbot, w)
    road = w.bmap.link_between("washington", "manassas", LinkKind.ROAD)
    w.select((LINK, road))
    combo = w.properties.link_kind
    combo.setCurrentIndex(combo.findData("river"))
    combo.activated.emit(combo.currentIndex())
    link = w.bmap.links[road]
    assert link.kind is LinkKind.RIVER and link.downstream == "manassas"
    assert w.scene.links[road].link.kind is LinkKind.RIVER  # redrawn as a river
    assert w.properties.downstream.isEnabled()
    a.undo()
    assert w.bmap.links[road].kind is LinkKind.ROAD and w.properties.link_kind.currentText() == "road"


def test_place_a_box_name_it_and_its_placeholder_id_follows_the_name(box_editor, qtbot):
    w = box_editor()
    a = Author(qtbot, w)
    zoom_on(w, "richmond", span=400)
    x, y = centre(w, "richmond")
    a.tool("box-place")
    a.click((x + 120, y + 60))
    key = w.selection
    assert key[0] == BOX and w.bmap.boxes[key[1]].name.startswith("Box")
    field = w.properties.box_name
    assert field.hasFocus()
    field.setText("Petersburg")
    field.editingFinished.emit()
    # the placeholder's id follows the first real name; the selection with it
    assert w.bmap.boxes["petersburg"].name == "Petersburg" and w.selection == (BOX, "petersburg")
    assert key[1] not in w.bmap.boxes
    field.setText("Petersburg, Va.")
    field.editingFinished.emit()
    assert w.bmap.boxes["petersburg"].name == "Petersburg, Va."  # a real name's id stays
    w.properties.box_id.setText("petersburg-va")
    w.properties.box_id.editingFinished.emit()
    assert "petersburg-va" in w.bmap.boxes and w.selection == (BOX, "petersburg-va")
    owner = w.properties.owner
    owner.setCurrentIndex(owner.findData("csa"))
    owner.activated.emit(owner.currentIndex())
    assert w.bmap.boxes["petersburg-va"].owner is CSA


def test_renaming_an_id_carries_the_links_and_a_taken_id_is_refused(box_editor, qtbot):
    w = box_editor()
    w.select((BOX, "fredericksburg"))
    w.properties.box_id.setText("richmond")
    w.properties.box_id.editingFinished.emit()
    assert "taken" in w.message.text() and "fredericksburg" in w.bmap.boxes
    w.properties.box_id.setText("fburg")
    w.properties.box_id.editingFinished.emit()
    assert w.bmap.link_between("washington", "fburg", LinkKind.RIVER) is not None
    assert w.bmap.links[w.bmap.link_between("washington", "fburg", LinkKind.RIVER)].potomac


def test_delete_a_box_with_its_links_and_undo(box_editor, qtbot):
    w = box_editor()
    a = Author(qtbot, w)
    zoom_on(w, "harpers-ferry", span=300)
    a.click(centre(w, "harpers-ferry"))
    a.key(Qt.Key_Delete)
    assert "harpers-ferry" not in w.bmap.boxes and "harpers-ferry" not in w.scene.boxes
    assert len(w.scene.links) == 4
    a.undo()
    assert "harpers-ferry" in w.scene.boxes and len(w.scene.links) == 5


def test_validation_lists_a_broken_maps_problems_and_a_click_selects(box_editor, qtbot):
    from dataclasses import replace

    from gettysburg_desktop.games.nordensueden.rules.boxmap import Box, BoxMap

    m = little_map()
    river = replace(m.links[0], downstream=None)
    lonely = Box("lonely", "Lonely", "Ohio", 40.0, -83.0)
    broken = BoxMap(m.id, m.name, (*m.boxes, lonely), (river, *m.links[1:]))
    w = box_editor(broken)
    qtbot.waitUntil(lambda: w.last_check is not None, timeout=3000)
    rows = w.validation.rows()
    assert any(r.startswith("error | box Lonely (lonely) | Lonely: not joined by any line") for r in rows), rows
    assert any(r.startswith("error | link Washington") and "no downstream end" in r for r in rows), rows
    assert any("Chicago" in r and "missing" in r for r in rows)  # NS-MAP-4.1: a box the rules name
    lonely_row = next(k for k, r in enumerate(rows) if "Lonely" in r)
    item = w.validation.list.topLevelItem(lonely_row)
    w.validation.list.itemClicked.emit(item, 0)
    assert w.selection == (BOX, "lonely")
    river_row = next(k for k, r in enumerate(rows) if "no downstream end" in r)
    w.validation.list.itemClicked.emit(w.validation.list.topLevelItem(river_row), 0)
    assert w.selection == (LINK, "link-1") and w.scene.links["link-1"].highlighted
    # the author joins it: the problem goes
    a = Author(qtbot, w)
    zoom_on(w, "lonely", "harpers-ferry")
    a.tool("link-road")
    a.drag(centre(w, "lonely"), centre(w, "harpers-ferry"))
    qtbot.waitUntil(lambda: w.last_check.revision == w.bmap.revision, timeout=3000)
    assert not any("Lonely: not joined" in r for r in w.validation.rows())


def test_the_rules_view_shows_one_marchs_reach_from_the_clicked_box(box_editor, qtbot):
    w = box_editor()
    a = Author(qtbot, w)
    zoom_on(w, "harpers-ferry", span=300)
    a.click(centre(w, "harpers-ferry"))
    text = w.rules_panel.text.text()
    # Union infantry: its own railroad to Washington, and no second own railroad beyond; cavalry on by road
    assert "<b>Infantry</b>: Washington (railroad, 1)" in text
    cavalry = text.split("<b>Cavalry</b>: ")[1]
    assert "Manassas Junction (road+railroad, 2)" in cavalry
    assert "Fredericksburg" not in cavalry  # not rail then river (NS-MOVE-6); the Potomac
    rings = {round(r.pos().x()) for r in w.scene._rings}  # noqa: SLF001
    assert round(centre(w, "washington")[0]) in rings
    side = w.rules_panel.side
    side.setCurrentIndex(side.findData("csa"))
    side.activated.emit(side.currentIndex())
    assert "<b>Infantry</b>: Washington (railroad, 1)" in w.rules_panel.text.text()
    a.click(centre(w, "harpers-ferry"))  # the same box again, no change
    w.select(None)
    assert not w.scene._rings  # noqa: SLF001


def test_crossings_and_the_potomac_are_ticked_in_properties(box_editor, qtbot):
    w = box_editor()
    rail = w.bmap.link_between("fredericksburg", "richmond", LinkKind.RAIL)
    w.select((LINK, rail))
    assert w.properties.cross_b.text() == "at Richmond" and not w.properties.cross_b.isChecked()
    w.properties.cross_b.setChecked(True)  # a click on the box toggles it
    assert w.bmap.links[rail].crossing == {"richmond"}
    assert w.scene.links[rail].link.crossing == {"richmond"}  # the blue bar is drawn
    assert not w.properties.reverse.isEnabled()  # a railroad has no direction
    a = Author(qtbot, w)
    a.undo()
    assert w.bmap.links[rail].crossing == frozenset() and not w.properties.cross_b.isChecked()


def test_the_potomac_ticked_in_properties_ends_its_problem(box_editor, qtbot):
    from dataclasses import replace

    from gettysburg_desktop.games.nordensueden.rules.boxmap import BoxMap

    m = little_map()
    broken = BoxMap(m.id, m.name, m.boxes, (replace(m.links[0], potomac=False), *m.links[1:]))
    w = box_editor(broken)
    qtbot.waitUntil(lambda: w.last_check is not None, timeout=3000)
    rows = w.validation.rows()
    assert any("Potomac" in r for r in rows), rows  # NS-MAP-4.7: exactly one Potomac
    river = w.bmap.link_between("washington", "fredericksburg", LinkKind.RIVER)
    w.select((LINK, river))
    w.properties.potomac.setChecked(True)
    qtbot.waitUntil(lambda: w.last_check.revision == w.bmap.revision, timeout=3000)
    assert not any("Potomac links" in r for r in w.validation.rows())


def test_a_selected_links_bends_are_dragged_added_and_taken_away(box_editor, qtbot):
    from gettysburg_desktop.games.nordensueden.rules.boxmap import to_scene

    w = box_editor()
    a = Author(qtbot, w)
    road = w.bmap.link_between("washington", "manassas", LinkKind.ROAD)
    zoom_on(w, "washington", "manassas", span=200)
    bend = to_scene(38.70, -76.90)
    a.click(bend)  # on the road, at its bend
    assert w.selection == (LINK, road) and len(w.scene._bends) == 1  # noqa: SLF001
    a.drag(bend, (bend[0] + 15, bend[1] - 10), steps=4)
    moved = w.scene.bend_points(road)[0]
    assert moved == pytest.approx((bend[0] + 15, bend[1] - 10), abs=1.0)
    assert w.scene.links[road].points[1].x() == pytest.approx(moved[0], abs=1.0)  # the road bends there
    # double-click the road between Manassas and the bend (clear of Manassas' plate): a second bend
    m = centre(w, "manassas")
    on_road = (m[0] + 0.8 * (moved[0] - m[0]), m[1] + 0.8 * (moved[1] - m[1]))
    assert w.scene.item_at(on_road) == (LINK, road)
    a.double_click(on_road)
    assert len(w.bmap.links[road].via) == 2
    a.double_click(moved)  # a double-click on a bend takes it away
    assert len(w.bmap.links[road].via) == 1
    for _ in range(3):
        a.undo()
    assert w.bmap.links[road].via == little_map().links[2].via

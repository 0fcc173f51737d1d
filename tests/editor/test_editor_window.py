"""The map editor's window driven as an author drives it (issue 8, item 9):
clicks on the map's viewport with snapping, drags, keys, the toolbar; what
is checked is what the author sees (the scene's polygons, the Validation
list, the status bar, the undo history) and the file written."""

from __future__ import annotations

import math

import pytest
import shapely
from author import Author
from map_builders import good_map, make_map, square
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from gettysburg_desktop.boards.areas.map_file import dump_map, load_map, save_map
from gettysburg_desktop.editor.model import AREA, EditableMap
from gettysburg_desktop.editor.window import blank_map

A_CORNERS = [(0, 0), (150, 0), (150, 300), (0, 300)]
B_CORNERS = [(150, 0), (300, 0), (250, 300), (150, 300)]


def near(p, q, tol=1.0) -> bool:
    return math.dist(p, q) <= tol


def same_ring(ring, expected, tol=1.0) -> bool:
    return len(ring) == len(expected) and all(any(near(p, q, tol) for p in ring) for q in expected)


def polygon_of(w, area_id):
    return w.emap.area(area_id).polygon


def trace_two_areas(author: Author) -> tuple[str, str]:
    """A: click the corners and the first one again; B: snapped onto A's border."""
    w = author.w
    author.tool("add-area")
    author.clicks(*A_CORNERS, A_CORNERS[0])
    a = w.selection[1]
    author.tool("add-area")
    author.clicks((151.5, 1.5), (300, 0), (250, 300), (148.5, 298.5), (150, 0))  # off by a pixel or two: snaps
    b = w.selection[1]
    return a, b


def test_tracing_three_areas_with_snapping_and_a_free_edge(editor, qtbot):
    w = editor(blank_map(400, 300))
    author = Author(qtbot, w)
    a, b = trace_two_areas(author)
    assert (a, b) == ("area-1", "area-2")
    assert w.undo_stack.text(0) == "Add area 'Area 1'" and w.undo_stack.text(1) == "Add area 'Area 2'"
    assert same_ring(author.polygon_on_screen(a), A_CORNERS)
    assert same_ring(author.polygon_on_screen(b), B_CORNERS)
    # snapped: the shared corners are the same numbers in both areas, bit for bit
    shared = set(polygon_of(w, a)) & set(polygon_of(w, b))
    assert len(shared) == 2 and all(p in polygon_of(w, a) for p in shared)
    # the snap indicator shows on a vertex while hovering
    author.tool("free-edge")
    author.hover((301, 2))
    assert w.indicator.isVisible() and w.indicator.kind == "vertex"
    # a free edge from the top edge to the bottom edge closes off the right strip
    author.clicks((350, 0), (350, 300))
    c = w.selection[1]
    assert c == "area-3"
    assert same_ring(author.polygon_on_screen(c), [(350, 0), (400, 0), (400, 300), (350, 300)])
    assert "Tab takes the region on the other side" in author.status()
    author.key(Qt.Key_Tab)  # the other side of the line: between B and the line
    assert same_ring(polygon_of(w, "area-3"), [(300, 0), (350, 0), (350, 300), (250, 300)])
    assert w.undo_stack.count() == 3
    # undo and redo of each step, seen on screen
    author.undo()
    assert "area-3" not in w.scene.areas
    author.redo()
    assert same_ring(author.polygon_on_screen("area-3"), [(300, 0), (350, 0), (350, 300), (250, 300)])


def test_backspace_takes_back_a_point_and_escape_drops_the_outline(editor, qtbot):
    w = editor(blank_map(400, 300))
    author = Author(qtbot, w)
    author.tool("add-area")
    author.clicks((0, 0), (100, 0), (130, 40))
    author.key(Qt.Key_Backspace)
    assert len(w.tool.trace.points) == 2 and near(w.tool.trace.points[-1], (100, 0))
    author.key(Qt.Key_Escape)
    assert w.tool.trace is None and not w.trace_item.isVisible()
    author.clicks((0, 0), (100, 0), (100, 100))
    author.key(Qt.Key_Return)  # ends on a free point: closes as drawn
    assert same_ring(polygon_of(w, "area-1"), [(0, 0), (100, 0), (100, 100)])


def test_dragging_a_shared_vertex_moves_both_areas(editor, qtbot):
    w = editor(blank_map(400, 300))
    author = Author(qtbot, w)
    a, b = trace_two_areas(author)
    author.tool("select")
    author.drag((150, 300), (140, 260))
    moved = next(p for p in polygon_of(w, a) if near(p, (140, 260), 1.5))
    assert moved in polygon_of(w, b)  # the same vertex in both
    assert any(near(p, moved, 0.01) for p in author.polygon_on_screen(a))
    assert any(near(p, moved, 0.01) for p in author.polygon_on_screen(b))
    # one step for the whole drag
    assert w.undo_stack.undoText() == "Move vertex of 'Area 1' / 'Area 2'" and w.undo_stack.count() == 3
    assert not w.settle.isActive()  # the drop ends the edit: the rules' view and the checker don't wait
    author.undo()
    assert same_ring(author.polygon_on_screen(a), A_CORNERS) and same_ring(author.polygon_on_screen(b), B_CORNERS)
    author.redo()
    assert moved in polygon_of(w, a) and moved in polygon_of(w, b)


def test_dragging_a_shared_segment_moves_the_border_of_both(editor, qtbot):
    w = editor(blank_map(400, 300))
    author = Author(qtbot, w)
    a, b = trace_two_areas(author)
    author.tool("select")
    author.drag((150, 150), (170, 150))
    assert (170.0, 0.0) in [tuple(round(c) for c in p) for p in polygon_of(w, a)]
    assert set(polygon_of(w, a)) & set(polygon_of(w, b)) == {p for p in polygon_of(w, a) if p[0] > 160}
    assert w.undo_stack.undoText().startswith("Move segment of 'Area")


def test_insert_and_delete_a_vertex_on_a_shared_border(editor, qtbot):
    w = editor(blank_map(400, 300))
    author = Author(qtbot, w)
    a, b = trace_two_areas(author)
    author.tool("select")
    author.double_click((150, 100))
    assert w.undo_stack.undoText().startswith("Insert vertex of 'Area")
    new = next(p for p in polygon_of(w, a) if near(p, (150, 100), 1.5))
    assert new in polygon_of(w, b)
    author.drag(new, (120, 100))
    author.click((120, 100))
    author.key(Qt.Key_Delete)
    assert w.undo_stack.undoText().startswith("Delete vertex of 'Area")
    assert len(polygon_of(w, a)) == 4 and len(polygon_of(w, b)) == 4
    author.undo()
    assert any(near(p, (120, 100), 1.5) for p in polygon_of(w, b))


def test_split_by_a_line_and_merge_back(editor, qtbot):
    w = editor(blank_map(400, 300))
    author = Author(qtbot, w)
    a, b = trace_two_areas(author)
    author.tool("split")
    author.clicks((0, 100), (150, 120))  # from border to border: ends by itself
    assert w.undo_stack.undoText() == "Split area 'Area 1'"
    piece = w.selection[1]
    assert shapely.Polygon(polygon_of(w, a)).area + shapely.Polygon(polygon_of(w, piece)).area == pytest.approx(
        150 * 300, rel=1e-3
    )
    # the neighbour got the cut's end as a vertex of its own
    end = next(p for p in polygon_of(w, piece) if near(p, (150, 120), 1.5))
    assert end in polygon_of(w, b)
    author.tool("merge")
    author.click((75, 50))
    author.click((75, 250))
    assert w.undo_stack.undoText().startswith("Merge area")
    assert len(w.emap.areas) == 2
    author.undo()
    author.undo()
    assert same_ring(polygon_of(w, a), A_CORNERS)


def test_snapping_toggles_with_a_key(editor, qtbot):
    w = editor(blank_map(400, 300))
    author = Author(qtbot, w)
    assert "snap on" in w.snap_label.text()
    author.key(Qt.Key_S)
    assert w.snap_label.text() == "snap off"
    author.tool("add-area")
    author.clicks((0, 0), (150, 0), (150, 300), (0, 0))
    author.tool("add-area")
    author.clicks((151.5, 1.5), (300, 0), (300, 300))
    assert w.tool.trace.points[0] != (150.0, 0.0)  # not snapped
    author.key(Qt.Key_S)
    assert "snap on" in w.snap_label.text()


def test_validation_flags_a_gap_and_clicking_it_zooms_there(editor, qtbot, tmp_path):
    grid = make_map(
        *(square(f"a{r}{c}", c * 100, r * 100, 100) for r in range(3) for c in range(3)), width=300, height=300
    )
    path = tmp_path / "grid.yaml"
    save_map(grid, path)
    w = editor(EditableMap.from_document(load_map(path)), str(path))
    author = Author(qtbot, w)
    author.wait_checked()
    assert not any("gap" in row for row in w.validation.rows())
    author.tool("select")
    author.click((150, 150))
    assert w.selection == (AREA, "a11")
    author.key(Qt.Key_Delete)
    assert w.undo_stack.undoText() == "Delete area 'A11'"
    author.wait_checked()
    rows = w.validation.rows()
    gap_rows = [k for k, row in enumerate(rows) if "gap between" in row]
    assert gap_rows, rows
    zoom = w.view.zoom_factor()
    item = w.validation.list.topLevelItem(gap_rows[0])
    rect = w.validation.list.visualItemRect(item)
    qtbot.mouseClick(w.validation.list.viewport(), Qt.LeftButton, pos=rect.center())
    centre = w.view.mapToScene(w.view.viewport().rect().center())
    assert w.view.zoom_factor() > zoom
    assert 100 <= centre.x() <= 200 and 100 <= centre.y() <= 200
    assert w.problem_marker.isVisible()
    author.undo()
    author.wait_checked()
    assert not any("gap" in row for row in w.validation.rows())


def test_properties_first_name_gives_the_id_and_save_load_is_byte_stable(editor, qtbot, tmp_path, monkeypatch):
    w = editor(blank_map(400, 300))
    author = Author(qtbot, w)
    a, _b = trace_two_areas(author)
    author.tool("select")
    author.click((75, 150))
    assert w.properties.area_name.text() == "Area 1"
    w.properties.area_name.setFocus()
    w.properties.area_name.selectAll()
    qtbot.keyClicks(w.properties.area_name, "Oak Hill")
    qtbot.keyClick(w.properties.area_name, Qt.Key_Return)
    assert a == "area-1" and a not in w.emap.areas
    a = "oak-hill"  # the placeholder's id follows the first name (issue 14, item 15)
    assert w.emap.area(a).name == "Oak Hill" and w.selection == (AREA, a)
    assert w.undo_stack.undoText() == "Rename area 'Area 1' to 'Oak Hill'"
    w.properties.terrain.setCurrentIndex(w.properties.terrain.findData("hill"))
    w.properties.terrain.activated.emit(w.properties.terrain.currentIndex())
    assert w.emap.area(a).terrain == "hill"
    asked = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args, **kw: asked.append(args[2]) or QMessageBox.Save)
    path = tmp_path / "two.yaml"
    assert w.save_as(str(path))
    # the map has no town and no double star yet, and leaves part of the board uncovered: asked
    # before writing, in real words (issue 14, item 22)
    assert asked and asked[0].startswith("The map has 1 error and 2 warnings; ")
    assert w.validation.summary.text().startswith(
        "1 error and 2 warnings: a game can't load the map until all are fixed"
    )
    assert w.undo_stack.isClean() and "*" not in w.windowTitle()
    first = path.read_bytes()
    assert first.decode() == dump_map(load_map(path))
    w2 = editor()
    w2.open_map(str(path))
    assert w2.emap.to_document() == load_map(path)
    assert w2.save()
    assert path.read_bytes() == first


def test_cancelling_the_save_of_a_map_with_problems_writes_nothing(editor, qtbot, tmp_path, monkeypatch):
    w = editor(blank_map(400, 300))
    trace_two_areas(Author(qtbot, w))
    monkeypatch.setattr(QMessageBox, "warning", lambda *args, **kw: QMessageBox.Cancel)
    path = tmp_path / "never.yaml"
    assert not w.save_as(str(path))
    assert not path.exists() and not w.undo_stack.isClean()


def test_entry_box_off_the_edge_linked_to_the_nearest_area(editor, qtbot):
    w = editor(blank_map(400, 300))
    author = Author(qtbot, w)
    a, _b = trace_two_areas(author)
    author.tool("entry-box")
    author.click((-70, 150))
    box = w.emap.entry_boxes[w.selection[1]]
    assert box.area == a and box.rect[0] < 0
    assert w.selection[1] in w.scene.boxes
    side = w.properties.box_side
    side.setCurrentIndex(side.findData("csa"))
    side.activated.emit(side.currentIndex())
    assert w.emap.entry_boxes[box.id].side == "csa"
    author.tool("select")
    author.drag((-70, 150), (-70, 100))
    assert w.emap.entry_boxes[box.id].rect[1] == pytest.approx(box.rect[1] - 50, abs=1.0)
    assert w.undo_stack.undoText().startswith("Move entry box")


def test_roads_and_scenery_are_drawn_by_clicks(editor, qtbot):
    w = editor(blank_map(400, 300))
    author = Author(qtbot, w)
    trace_two_areas(author)
    author.tool("road")
    author.clicks((20, 150), (100, 140), (220, 160))
    author.key(Qt.Key_Return)
    road = w.emap.roads[w.selection[1]]
    assert road.kind == "road" and len(road.points) == 3 and road.id in w.scene.roads
    author.tool("woods")
    author.clicks((20, 20), (60, 20), (60, 60), (20, 20))
    woods = w.emap.scenery[w.selection[1]]
    assert woods.kind == "woods" and len(woods.polygon) == 3
    author.wait_checked()
    w.select((AREA, "area-1"))
    assert "A road crosses its border with: Area 2" in w.rules_panel.details.text()


def test_play_test_on_the_1863_map_starts_the_1863_battle(editor, qtbot):
    w = editor()
    w.new_from_1863()
    game = w.play_test(seed=4)
    assert game is not None and game.isVisible()
    assert game.session.game.scenario.id == "gettysburg-1863"
    assert "Gettysburg 1863 on" in game.windowTitle()
    assert game.scene.units["csa-heth-1"].isVisible()


def small_map(tmp_path):
    """A map the sandbox plays (no 1863 places): good_map's areas, a box each side; its file."""
    from dataclasses import replace

    from gettysburg_desktop.boards.areas.shapes import EntryBoxShape

    doc = good_map()
    doc = replace(
        doc,
        board=replace(doc.board, width=20, height=20),
        entry_boxes=(
            EntryBoxShape("grey", "Grey Road", "nw", "csa", (-10, 0, 9, 5)),
            EntryBoxShape("blue", "Blue Road", "se", "usa", (21, 15, 9, 5)),
        ),
    )
    path = tmp_path / "small.yaml"
    save_map(doc, path)
    return path


def test_play_test_of_a_small_map_starts_the_sandbox(editor, qtbot, tmp_path):
    w = editor()
    w.open_map(str(small_map(tmp_path)))
    game = w.play_test(seed=4)
    assert game is not None
    scenario = game.session.game.scenario
    assert scenario.id == "sandbox" and len(scenario.units) == 71
    assert {scenario.start[u.id] for u in scenario.units if u.side.value == "usa"} == {"blue"}


def test_play_test_of_a_map_with_problems_points_to_them(editor, qtbot, monkeypatch):
    w = editor(blank_map(400, 300))
    trace_two_areas(Author(qtbot, w))
    told = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args, **kw: told.append(args[2]) or QMessageBox.Ok)
    assert w.play_test() is None
    assert told and "fix these first" in told[0] and not w.game_windows


def test_the_play_window_opens_the_editor_from_its_tools_menu(editor, qtbot, tmp_path, monkeypatch):
    from gettysburg_desktop.app import parse
    from gettysburg_desktop.editor import window as editor_window
    from gettysburg_desktop.scenario.session import GameSession, Setup
    from gettysburg_desktop.ui.window import MainWindow

    assert parse(["--edit", "maps/x.yaml"]).edit == "maps/x.yaml" and parse(["--edit"]).edit == ""
    editor()  # the settings kept in tmp_path
    monkeypatch.setattr(MainWindow, "open_map_editor", editor_window.open_editor)
    game = MainWindow(GameSession.new(Setup("crossroads", 1)), data_dir=tmp_path / "games")
    qtbot.addWidget(game)
    tools = next(a.menu() for a in game.menuBar().actions() if a.text() == "&Tools")
    tools.actions()[0].trigger()
    opened = editor_window._open_windows[-1]
    assert opened.isVisible() and opened.emap.areas == {}
    opened.close()
    assert opened not in editor_window._open_windows


def test_after_a_free_edge_the_name_field_takes_the_keys_and_tab_still_swaps(editor, qtbot):
    """Draw free edge: as the status bar says, the area is named in Properties
    at once (the name field has the keys); Tab there takes the region on the
    other side, keeping what was typed (issue 22, item 21)."""
    from PySide6.QtWidgets import QApplication

    w = editor(blank_map(400, 300))
    author = Author(qtbot, w)
    trace_two_areas(author)
    author.tool("free-edge")
    author.clicks((350, 0), (350, 300))
    assert "name it in Properties" in author.status()
    name = w.properties.area_name
    assert QApplication.focusWidget() is name
    qtbot.keyClicks(name, "Plum")
    qtbot.keyClick(name, Qt.Key_Tab)  # the other side of the line
    assert same_ring(polygon_of(w, "area-3"), [(300, 0), (350, 0), (350, 300), (250, 300)])
    assert QApplication.focusWidget() is name and name.text() == "Plum"
    qtbot.keyClicks(name, " Run")
    qtbot.keyClick(name, Qt.Key_Return)
    assert w.emap.area(w.selection[1]).name == "Plum Run"
    qtbot.waitUntil(lambda: QApplication.focusWidget() is w.view, timeout=1000)


def test_a_red_refusal_goes_once_something_is_done(editor, qtbot):
    """A refusal stays in red until the next successful edit (or undo, or
    another tool), not beside it as if that had failed too (issue 22, item 21)."""
    w = editor(blank_map(400, 300))
    author = Author(qtbot, w)
    a, _b = trace_two_areas(author)
    author.tool("select")
    author.click((60, 150))
    assert w.selection[1] == a
    field = w.properties.area_id
    field.setText("Not An Id")
    qtbot.keyClick(field, Qt.Key_Return)
    assert "not well formed" in author.status() and "b00020" in w.message.styleSheet()
    combo = w.properties.terrain
    combo.setCurrentIndex(combo.findData("hill"))
    combo.activated.emit(combo.currentIndex())
    assert w.emap.area(a).terrain == "hill"
    assert "not well formed" not in author.status() and "b00020" not in w.message.styleSheet()
    field.setText("Not An Id")
    qtbot.keyClick(field, Qt.Key_Return)
    assert "not well formed" in author.status()
    author.undo()  # an undo is something done too
    assert "not well formed" not in author.status()


def answer_when_asked(qtbot, starts: str, seen: list) -> None:
    """The next message box on screen is answered by its button whose text starts with ``starts``."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    def answer():
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(10, answer)
            return
        seen.append(box.text())
        next(b for b in box.buttons() if b.text().startswith(starts)).click()

    QTimer.singleShot(0, answer)


def test_merging_keeps_the_second_areas_star_and_asks_about_its_terrain(editor, qtbot):
    """Merge areas: the merged area keeps a star either had (a victory area is
    not lost by a merge) and, when their terrains differ, the author chooses
    which; Cancel makes no merge (issue 22, item 21)."""
    from gettysburg_desktop.editor.model import set_area_attributes

    w = editor(blank_map(400, 300))
    author = Author(qtbot, w)
    a, b = trace_two_areas(author)
    w.doc.push(set_area_attributes(w.emap, a, name="Crow Hill", terrain="hill"))
    w.doc.push(set_area_attributes(w.emap, b, name="Oak Ridge", terrain="ridge", stars=1))
    assert set(w.emap.areas) == {a, b}  # (set_area_attributes keeps the ids)
    author.tool("merge")
    seen = []
    answer_when_asked(qtbot, "Cancel", seen)
    author.click((75, 50))
    author.click((250, 50))
    assert "Crow Hill: hill" in seen[0] and "Oak Ridge: ridge" in seen[0]
    assert set(w.emap.areas) == {a, b}  # no merge
    answer_when_asked(qtbot, "ridge", seen)
    author.click((75, 50))
    author.click((250, 50))
    merged = w.emap.area(a)
    assert set(w.emap.areas) == {a}
    assert (merged.name, merged.terrain, merged.stars) == ("Crow Hill", "ridge", 1)
    w.activateWindow()  # (offscreen, nothing activates the window again when the question closes)
    qtbot.waitUntil(w.isActiveWindow)
    author.undo()
    assert (w.emap.area(a).terrain, w.emap.area(b).stars) == ("hill", 1)


def test_the_rules_view_of_an_area_inside_another_says_so(editor, qtbot):
    """An area laid wholly inside another is an overlap, not a neighbour: the
    rules' view of either says which lies inside which (issue 22, item 21)."""
    from map_builders import make_map, square

    from gettysburg_desktop.editor.model import EditableMap

    w = editor(EditableMap.from_document(make_map(square("big", 0, 0, 100), square("pond", 40, 40, 10))))
    author = Author(qtbot, w)
    author.tool("select")
    author.click((45, 45))
    assert w.selection == ("area", "pond")
    text = w.rules_panel.details.text()
    assert "Lies inside Big: an area can't hold another" in text
    author.click((10, 10))
    assert w.selection == ("area", "big")
    assert "Holds Pond inside it" in w.rules_panel.details.text()

"""The editor window's Redraw border tool and its names where the pieces
have room (issue 8: what reshaping the 1863 map showed was missing), driven
as an author drives them: clicks on the map's viewport, keys, the menus;
what is checked is what the author sees (the scene's polygons, the status
bar, the Validation list, the undo history)."""

from __future__ import annotations

from dataclasses import replace

import shapely
from author import Author
from map_builders import make_map, square
from PySide6.QtCore import Qt
from test_editor_window import near, polygon_of, same_ring, trace_two_areas

from gettysburg_desktop.boards.areas.piece_room import stack_room
from gettysburg_desktop.boards.areas.shapes import EntryBoxShape, RoadLine
from gettysburg_desktop.boards.areas.validation import validate_map
from gettysburg_desktop.editor.labels import name_box
from gettysburg_desktop.editor.model import AREA, EditableMap
from gettysburg_desktop.editor.window import blank_map


def has(ring, point, tol=1.0) -> bool:
    """The ring has a vertex at ``point`` (give or take a click's pixel)."""
    return any(near(p, point, tol) for p in ring)


def vertex_near(ring, point, tol=1.0):
    return next(p for p in ring if near(p, point, tol))


def roomy_map(**labels):
    """A 2x2 grid of 300 x 200 areas that passes every check (one town, one
    double star, a road across nw|ne, an entry box): room for names and stacks."""
    areas = [
        square("nw", 0, 0, 300, 200),
        square("ne", 300, 0, 300, 200, terrain="town"),
        square("sw", 0, 200, 300, 200, terrain="ridge", stars=1),
        square("se", 300, 200, 300, 200, terrain="hill", stars=2),
    ]
    areas = [replace(a, label=labels[a.id]) if a.id in labels else a for a in areas]
    doc = make_map(
        *areas,
        width=600,
        height=400,
        roads=(RoadLine("pike", "Pike", "road", ((40, 150), (560, 150))),),
        boxes=(EntryBoxShape("pike-box", "Pike", "nw", "csa", (-100, 130, 90, 40)),),
    )
    assert validate_map(doc) == []
    return EditableMap.from_document(doc)


# --- Redraw border ---------------------------------------------------------------------------


def test_redrawing_a_shared_border_by_clicks_changes_both_areas_in_one_undoable_step(editor, qtbot):
    w = editor(blank_map(400, 300))
    author = Author(qtbot, w)
    a, b = trace_two_areas(author)
    before_a, before_b = polygon_of(w, a), polygon_of(w, b)
    author.key(Qt.Key_D)  # the tool's key
    assert w.tool.name == "redraw-border"
    assert "Redraw border" in author.status()
    author.click((151, 1))  # on the shared corner (snaps)
    assert "Redraw the border of 'Area 1' and 'Area 2'" in author.status()
    author.clicks((190, 90), (175, 210))
    assert len(w.tool.trace.points) == 3 and w.trace_item.isVisible()
    author.click((149, 299))  # on the border again: the line ends by itself
    assert w.tool.trace is None
    bend = vertex_near(polygon_of(w, a), (190, 90))
    for area in (a, b):
        ring = polygon_of(w, area)
        assert bend in ring and has(ring, (175, 210))  # the same vertex in both, bit for bit
        assert has(author.polygon_on_screen(area), bend, 0.01)
    pa, pb = shapely.Polygon(polygon_of(w, a)), shapely.Polygon(polygon_of(w, b))
    assert pa.is_valid and pb.is_valid and pa.intersection(pb).area == 0
    assert abs(pa.area + pb.area - (shapely.Polygon(before_a).area + shapely.Polygon(before_b).area)) < 1e-6
    assert w.undo_stack.count() == 3 and w.undo_stack.undoText() == "Redraw border 'Area 1' / 'Area 2'"
    assert "Redrew the border of 'Area 1' / 'Area 2'" in author.status()
    author.undo()
    assert polygon_of(w, a) == before_a and polygon_of(w, b) == before_b
    assert same_ring(author.polygon_on_screen(a), before_a) and same_ring(author.polygon_on_screen(b), before_b)
    author.redo()
    assert bend in polygon_of(w, a) and bend in polygon_of(w, b)


def test_a_stretch_of_a_border_is_redrawn_between_two_points_on_it(editor, qtbot):
    w = editor(blank_map(400, 300))
    author = Author(qtbot, w)
    a, b = trace_two_areas(author)
    author.tool("redraw-border")
    author.clicks((151, 100), (110, 150), (149, 200))  # starts and ends on the straight border, not at a vertex
    shared = set(polygon_of(w, a)) & set(polygon_of(w, b))
    assert has(shared, (110, 150))
    assert has(shared, (150, 100)) and has(shared, (150, 200))  # the ends became vertices of both
    assert len(shared) == 5  # the two corners, the two ends and the bend
    assert w.undo_stack.count() == 3  # the new end vertices and the new course: one step
    author.undo()
    assert len(polygon_of(w, a)) == 4


def test_backspace_escape_and_a_refused_redraw_say_what_happened(editor, qtbot):
    w = editor(blank_map(400, 300))
    author = Author(qtbot, w)
    a, b = trace_two_areas(author)
    before = (polygon_of(w, a), polygon_of(w, b))
    author.tool("redraw-border")
    author.click((60, 150))  # inside an area: no border there
    assert w.tool.trace is None and "Start on a border two areas share" in author.status()
    author.click((0, 150))  # the board's edge, one area's only
    assert w.tool.trace is None and "edge of one area only" in author.status()
    author.clicks((150, 0), (200, 100), (220, 120))
    author.key(Qt.Key_Backspace)
    assert near(w.tool.trace.points[-1], (200, 100))
    author.key(Qt.Key_Escape)
    assert w.tool.trace is None and not w.trace_item.isVisible() and author.status() == "Cancelled"
    # a new course out past Area 2's far edge: Area 2 would cross itself
    author.clicks((150, 0), (200, 150), (350, 150), (150, 300))
    assert "Not redrawn: the new border would make 'Area 2' cross itself" in author.status()
    assert (polygon_of(w, a), polygon_of(w, b)) == before and w.undo_stack.count() == 2
    assert w.tool.trace is not None  # the line stays, to be mended
    author.key(Qt.Key_Backspace)
    author.key(Qt.Key_Backspace)
    author.click((150, 300))
    assert has(polygon_of(w, a), (200, 150)) and has(polygon_of(w, b), (200, 150))
    # Enter before the line is back on the border
    author.clicks((150, 0), (100, 60))
    author.key(Qt.Key_Return)
    assert "End the line on the border it started from" in author.status()
    author.key(Qt.Key_Escape)


# --- Place name ------------------------------------------------------------------------------


def _room(w, area_id):
    area = w.emap.area(area_id)
    poly = w.rules.topology().polygons[area_id]
    return stack_room(poly, name_box(area.name, area.label))


def test_place_name_moves_a_crowded_name_where_a_full_stack_has_room(editor, qtbot):
    # a name across the middle of a 300 x 130 strip leaves no room for a stack above or below it
    emap = roomy_map()
    strip = square("strip", 0, 0, 300, 130, name="Oak Hill", label=(150.0, 60.0))
    doc = replace(emap.to_document(), areas=(strip, square("rest", 0, 130, 300, 170)), roads=(), entry_boxes=())
    w = editor(EditableMap.from_document(replace(doc, board=replace(doc.board, width=300, height=300))))
    author = Author(qtbot, w)
    assert _room(w, "strip") is None
    author.wait_checked()
    assert ("strip", "label-room") in {(p.item_id, p.code) for p in w.last_check.notes}
    assert any(
        r.startswith("warning | area Oak Hill (strip) | its name leaves no room for a full stack")
        for r in w.validation.rows()
    )
    author.tool("select")
    author.click((40, 100))
    assert w.selection == ("area", "strip")
    author.key(Qt.Key_N)  # Edit > Place name
    label = w.emap.area("strip").label
    assert label != (150.0, 60.0) and _room(w, "strip") is not None
    x0, y0, x1, y1 = name_box("Oak Hill", label)
    assert shapely.Polygon(w.emap.area("strip").polygon).contains(shapely.box(x0, y0, x1, y1))
    assert w.undo_stack.undoText() == "Place name of 'Oak Hill'"
    assert "Placed the name of 'Oak Hill': a full stack has room" in author.status()
    group = w.scene.areas["strip"]
    assert group.anchor == label  # drawn there
    author.wait_checked()
    assert not any(p.item_id == "strip" for p in w.last_check.notes)
    author.key(Qt.Key_N)
    assert "already where it would go" in author.status()
    author.undo()
    assert w.emap.area("strip").label == (150.0, 60.0)


def test_the_checker_warns_for_a_name_outside_its_area_and_the_map_still_saves_and_plays(
    editor, qtbot, tmp_path, monkeypatch
):
    w = editor(roomy_map(nw=(300.0, 100.0)))  # nw's name astride its border with ne
    author = Author(qtbot, w)
    author.wait_checked()
    assert w.last_check.problems == ()
    assert [(p.item_id, p.code) for p in w.last_check.notes] == [("nw", "label-outside")]
    rows = w.validation.rows()
    assert len(rows) == 1 and rows[0].startswith("warning | area Nw (nw) | its name reaches out of the area")
    summary = w.validation.summary.text()
    assert "No problems: the map can be played." in summary and "1 warning about names' places" in summary
    # a warning keeps neither the save nor a play-test from going ahead
    monkeypatch.setattr(
        "PySide6.QtWidgets.QMessageBox.warning", lambda *a, **k: (_ for _ in ()).throw(AssertionError(a))
    )
    assert w.save_as(str(tmp_path / "roomy.yaml"))
    # Edit > Place every crowded name mends it, in one step
    menu_action = w.place_crowded_action
    assert menu_action.text() == "Place every &crowded name"
    menu_action.trigger()
    assert w.undo_stack.undoText() == "Place name of 'Nw'"
    label = w.emap.area("nw").label
    assert shapely.box(0, 0, 300, 200).contains(shapely.box(*name_box("Nw", label)))
    author.wait_checked()
    assert w.last_check.notes == () and w.validation.rows() == []
    assert w.validation.summary.text() == "No problems: the map can be played."


# --- new areas' names and ids ------------------------------------------------------------------


def test_a_new_area_s_id_follows_its_first_name_then_stays(editor, qtbot):
    """Issue 14, item 15: the id comes from the name the author gives ("oak-hill",
    not "area-2"); a later rename keeps it; an area deleted and traced again
    over the same ground takes back its id and name."""
    from test_editor_window import A_CORNERS

    w = editor(blank_map(400, 300))
    author = Author(qtbot, w)
    a, b = trace_two_areas(author)
    assert (a, b) == ("area-1", "area-2")
    author.tool("select")
    author.click((200, 150))

    def name_it(text):
        w.properties.area_name.setFocus()
        w.properties.area_name.selectAll()
        qtbot.keyClicks(w.properties.area_name, text)
        qtbot.keyClick(w.properties.area_name, Qt.Key_Return)

    name_it("Oak Hill")
    assert "area-2" not in w.emap.areas and w.emap.area("oak-hill").name == "Oak Hill"
    assert w.selection == (AREA, "oak-hill") and w.properties.area_id.text() == "oak-hill"
    assert w.undo_stack.text(w.undo_stack.index() - 1) == "Rename area 'Area 2' to 'Oak Hill'"
    name_it("Oak Ridge")  # a real name's id stays when renamed again
    assert w.emap.area("oak-hill").name == "Oak Ridge"
    author.click((75, 150))
    author.key(Qt.Key_Delete)
    assert set(w.emap.areas) == {"oak-hill"}
    # traced again over the same ground: the deleted area's id and name come back
    author.tool("add-area")
    author.clicks(*A_CORNERS, A_CORNERS[0])
    assert w.selection == (AREA, "area-1") and w.emap.area("area-1").name == "Area 1"
    # a new area elsewhere gets the next free placeholder
    author.clicks((300, 0), (400, 0), (400, 100), (300, 0))
    new = w.selection[1]
    assert new == "area-3" and w.emap.area(new).name == "Area 3"


def test_the_validation_list_changes_only_what_changed_and_shows_what_a_fresh_list_shows(qtbot):
    import random

    from gettysburg_desktop.boards.areas.problems import Problem
    from gettysburg_desktop.editing.validation_panel import ValidationPanel
    from gettysburg_desktop.editor.checker import CheckResult

    def problem(k, code="label-room", x=0.0):
        return Problem("m.yaml", "area", f"a{k:03d}", code, f"message {code}", (x, 1.0))

    rng = random.Random(7)
    panel = ValidationPanel()
    qtbot.addWidget(panel)
    notes = [problem(k) for k in range(300)]
    for step in range(12):
        notes = list(notes)
        for _ in range(rng.randint(0, 6)):  # moved, dropped and new warnings
            k = rng.randrange(len(notes))
            what = rng.choice(("move", "drop", "add"))
            if what == "move":
                notes[k] = problem(int(notes[k].item_id[1:]), x=rng.random())
            elif what == "drop" and len(notes) > 1:
                del notes[k]
            else:
                notes.insert(k, problem(1000 + step * 10 + k % 10, "label-outside"))
        errors = (problem(999, "gap"),) if step % 3 == 0 else ()
        result = CheckResult(step, errors, 0.0, tuple(notes))
        panel.show_result(result)
        fresh = ValidationPanel()
        qtbot.addWidget(fresh)
        fresh.show_result(result)
        assert panel.rows() == fresh.rows()
        assert [panel.list.topLevelItem(k).data(0, Qt.UserRole) for k in range(panel.list.topLevelItemCount())] == [
            *errors,
            *notes,
        ]

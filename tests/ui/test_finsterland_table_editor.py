"""The table editor as an author uses it (issue 24, item 5): Finsterland's
table opened from its file; terrain drawn by clicks on the table (an area
closed on its first corner, a wall ended with Enter), dragged, a point
dragged and added, undone; an objective placed with what it is worth
(FL-OBJ-3); the Validation dock's rules' advice (FL-RUL-1); saved and read
back; play-tested in a play window."""

from __future__ import annotations

import shutil

import pytest
from PySide6.QtCore import Qt
from tablehelp import at, checked, click, drag, key, own_settings

import gettysburg_desktop.editor.game_editors  # noqa: F401 - the games' editor windows registered
import gettysburg_desktop.editor.playtest_runner  # noqa: F401 - the play window a play-test opens
from gettysburg_desktop.boards.table.table_file import load_table
from gettysburg_desktop.editing.editor_kinds import TABLE, kind_of, open_editor_of
from gettysburg_desktop.games.finsterland.battles import shipped


@pytest.fixture
def table_editor(qtbot, qapp, tmp_path):
    own_settings(tmp_path / "settings")
    path = tmp_path / "grauwasser-table.yaml"
    shutil.copyfile(shipped()["grauwasser"].parent / "grauwasser-table.yaml", path)
    assert kind_of(path) == TABLE
    w = open_editor_of(TABLE, str(path), data_dir=tmp_path / "data")
    w.resize(1500, 950)
    qtbot.waitExposed(w)
    w.activateWindow()
    w.view.fit()
    yield w
    for game in list(w.game_windows):
        game.close()
    w.undo_stack.setClean()
    w.close()


def test_an_author_draws_moves_and_undoes_terrain_on_the_table(qtbot, table_editor):
    w = table_editor
    assert w.counted_items() == "18 features, 15 objectives"
    assert "Die Furten am Grauwasser" in w.windowTitle()
    # a wood: D, the kind on the tool bar, four corners, the first again closes it
    key(qtbot, w, Qt.Key.Key_D)
    assert w.tool is w.draw_tool
    w.kind_box.setCurrentIndex(w.kind_box.findData("wood"))
    corners = [(20.0, 2.0), (26.0, 2.0), (26.0, 6.0), (20.0, 6.0)]
    for corner in corners:
        click(qtbot, w, corner)
    click(qtbot, w, (20.05, 2.05))
    wood = w.table.features["wood-1"]
    assert wood.kind == "wood" and wood.outline == tuple(corners)
    assert w.doc.selection == ("feature", "wood-1")
    assert w.properties.title.text() == "wood-1 \u2014 wood"
    # a wall: a line of the width its kind starts with, ended with Enter
    w.kind_box.setCurrentIndex(w.kind_box.findData("wall"))
    assert w.width_box.value() == 0.5 and w.width_action.isVisible()
    click(qtbot, w, (44.0, 30.0))
    click(qtbot, w, (50.0, 30.0))
    key(qtbot, w, Qt.Key.Key_Return)
    wall = w.table.features["wall-1"]
    assert wall.line == ((44.0, 30.0), (50.0, 30.0)) and wall.width == 0.5
    assert not checked(qtbot, w).problems
    # select and drag the wood two inches right; then drag its corner; undo both
    key(qtbot, w, Qt.Key.Key_V)
    click(qtbot, w, (23.0, 4.0))
    assert w.doc.selection == ("feature", "wood-1")
    drag(qtbot, w, (23.0, 4.0), (25.0, 4.0))
    assert w.table.features["wood-1"].outline == tuple((x + 2, y) for x, y in corners)
    drag(qtbot, w, (28.0, 6.0), (30.0, 7.0))
    assert w.table.features["wood-1"].outline[2] == (30.0, 7.0)
    assert w.undo_stack.count() == 4  # wood, wall, the move, the corner: a drag is one step
    key(qtbot, w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    key(qtbot, w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert w.table.features["wood-1"].outline == tuple(corners)
    # a double click on its edge adds a point there
    pos = at(w, (23.0, 2.0))
    qtbot.mouseDClick(w.view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    assert len(w.table.features["wood-1"].outline) == 5
    # a move that would cross the outline over itself is refused in red, with the reason
    drag(qtbot, w, (26.0, 6.0), (23.0, 0.5))
    assert "would cross itself" in w.message.text()
    assert len(w.table.features["wood-1"].outline) == 5


def test_an_objective_shows_its_worth_and_the_advice_follows_the_count(qtbot, table_editor):
    w = table_editor
    check = checked(qtbot, w)
    assert not check.problems
    assert [n.message for n in check.notes] == []
    key(qtbot, w, Qt.Key.Key_O)
    click(qtbot, w, (40.0, 30.0))
    assert w.doc.selection == ("objective", "objective-1")
    assert w.table.objectives["objective-1"].at == (40.0, 30.0)
    assert "Worth 4 to South (enemy half), 2 to North (own half) (FL-OBJ-3)" in w.properties.worth.text()
    field = w.properties.objective_name
    field.setFocus()
    qtbot.keyClicks(field, "Kapelle")
    qtbot.keyClick(field, Qt.Key.Key_Return)
    assert w.table.objectives["objective-1"].name == "Kapelle"
    assert w.properties.title.text() == "Objective Kapelle"
    notes = [n.message for n in checked(qtbot, w).notes]
    assert "16 objectives: by default one per row and one per column, 15 on this table (FL-RUL-1)" in notes
    assert any(n.startswith("The objectives are not spread alike for both players") for n in notes)
    assert "2 notes on the rules' advice" in w.validation.summary.text()
    key(qtbot, w, Qt.Key.Key_Delete)
    assert "objective-1" not in w.table.objectives


def test_the_table_is_saved_read_back_and_play_tested(qtbot, table_editor, tmp_path, monkeypatch):
    w = table_editor
    key(qtbot, w, Qt.Key.Key_D)
    w.kind_box.setCurrentIndex(w.kind_box.findData("hill"))
    for corner in [(60.0, 10.0), (66.0, 10.0), (63.0, 15.0)]:
        click(qtbot, w, corner)
    key(qtbot, w, Qt.Key.Key_Return)
    # the table's own properties: its name, typed
    w.doc.select(None)
    field = w.properties.table_name
    field.setFocus()
    field.selectAll()
    qtbot.keyClicks(field, "Furten am Grauwasser, mit Galgenhuegel")
    qtbot.keyClick(field, Qt.Key.Key_Return)
    assert w.table.attributes.name == "Furten am Grauwasser, mit Galgenhuegel"
    out = tmp_path / "saved.yaml"
    assert w.save_as(str(out))
    assert load_table(out) == w.table.to_table()
    assert w.windowTitle().endswith("saved.yaml")
    from gettysburg_desktop import app
    from gettysburg_desktop.ui.window import MainWindow

    monkeypatch.setattr(MainWindow, "open_map_editor", app._open_editor)  # as the program sets it
    game = w.play_test(seed=7)
    assert game is not None and w.game_windows == [game]
    g = game.session.game
    assert g.ruleset.name == "finsterland"
    assert any(f.id == "hill-1" for f in g.table.features)  # the edited table, not the shipped one
    assert game.session.record().scenario.endswith("battle.yaml")
    # the play window's Tools > Map editor opens the editor of its game's board: a new table
    from gettysburg_desktop.editing.table_window import TableEditorWindow, _open_windows

    before = list(_open_windows)
    tools = next(a.menu() for a in game.menuBar().actions() if a.text() == "&Tools")
    next(a for a in tools.actions() if a.text() == "&Map editor...").trigger()
    (editor,) = [x for x in _open_windows if x not in before]
    assert isinstance(editor, TableEditorWindow) and editor.map_name() == "New table"
    editor.close()


def test_a_broken_table_file_is_named_with_its_problem_and_the_table_shown_stays(
    qtbot, table_editor, tmp_path, monkeypatch
):
    from PySide6.QtWidgets import QMessageBox

    w = table_editor
    said = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: said.append(text))
    broken = tmp_path / "broken-table.yaml"
    broken.write_text(
        "format_version: 1\nkind: table\nid: broken\nname: Broken\nwidth: 48\ndepth: 48\n"
        "features:\n  - {id: pond, kind: wood, outline: [[0, 0], [10, 10], [10, 0], [0, 10]]}\n",
        encoding="utf-8",
    )
    assert not w.open_map(str(broken))
    assert said and "broken-table.yaml: features[0] (pond).outline: the outline crosses itself" in said[0]
    assert w.map_name() == "Die Furten am Grauwasser" and w.counted_items() == "18 features, 15 objectives"


def test_the_benchmark_drags_a_point_of_each_shipped_table(qapp):
    """`bench --ui`'s table editor line (docs/performance.md): the shipped table opened, a point dragged."""
    from gettysburg_desktop.editor.benchmark import table_editor_lines

    (line,) = table_editor_lines(steps=30)
    assert line.startswith("table editor, Die Furten am Grauwasser (18 features): a point of ")
    assert "(target 16 ms)" in line and "problems listed" in line


def test_the_other_editors_file_menus_start_a_new_table(qtbot, qapp, tmp_path):
    """File > New table in the area editor opens the table editor on a new table (a game is played on it)."""
    from gettysburg_desktop.editing.table_window import TableEditorWindow, _open_windows
    from gettysburg_desktop.editor.window import EditorWindow

    own_settings(tmp_path / "settings")
    w = EditorWindow(data_dir=tmp_path / "data")
    file = next(a.menu() for a in w.menuBar().actions() if a.text() == "&File")
    before = list(_open_windows)
    next(a for a in file.actions() if a.text() == "New &table for Schlachten im Finsterland").trigger()
    (opened,) = [x for x in _open_windows if x not in before]
    assert isinstance(opened, TableEditorWindow) and opened.map_name() == "New table"
    opened.close()
    w.undo_stack.setClean()
    w.close()

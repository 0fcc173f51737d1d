"""The table editor for ACW after Big Battle DBA as an author uses it (issue
25, item 3): a new battlefield from the area editor's File menu, 1200 x 600
mm with the armies' deployment bands (BB-FIELD-1, BB-SETUP-5); terrain of
T4 drawn by clicks; the battlefield's checks in the Validation dock
(BB-FIELD-5: a wood narrower than a base width), fixed by dragging a
corner; saved with the game it is drawn for and opened again in this
game's window, also from Finsterland's; play-tested in a play window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from tablehelp import checked, click, drag, key, own_settings

import gettysburg_desktop.editor.game_editors  # noqa: F401 - the games' editor windows registered
import gettysburg_desktop.editor.playtest_runner  # noqa: F401 - the play window a play-test opens
from gettysburg_desktop.boards.table.table_file import game_of, load_table
from gettysburg_desktop.editing.editor_kinds import TABLE, open_editor_of


@pytest.fixture
def settings(qapp, tmp_path):
    own_settings(tmp_path / "settings")


@pytest.fixture
def battlefield_editor(qtbot, settings, tmp_path):
    """File > New table for ACW after Big Battle DBA, in the area editor's File menu."""
    from gettysburg_desktop.editing.table_window import TableEditorWindow, _open_windows
    from gettysburg_desktop.editor.window import EditorWindow

    area = EditorWindow(data_dir=tmp_path / "data")
    file = next(a.menu() for a in area.menuBar().actions() if a.text() == "&File")
    before = list(_open_windows)
    next(a for a in file.actions() if a.text() == "New &table for ACW after Big Battle DBA").trigger()
    (w,) = [x for x in _open_windows if x not in before]
    area.undo_stack.setClean()
    area.close()
    assert isinstance(w, TableEditorWindow)
    w.resize(1500, 950)
    qtbot.waitExposed(w)
    w.activateWindow()
    w.view.fit()
    yield w
    for game in list(w.game_windows):
        game.close()
    w.undo_stack.setClean()
    w.close()


def _near(points, wanted, mm=1.0):
    """Clicked points land on the pixel under the pointer: about a millimetre a pixel with the whole table shown."""
    return len(points) == len(wanted) and all(
        abs(a - c) <= mm and abs(b - d) <= mm for (a, b), (c, d) in zip(points, wanted, strict=True)
    )


def _rows(w):
    """The Validation dock's rows as the author reads them: (item, problem)."""
    tree = w.validation.list
    return [(tree.topLevelItem(i).text(1), tree.topLevelItem(i).text(2)) for i in range(tree.topLevelItemCount())]


def test_a_new_battlefield_is_the_rules_table_with_the_kinds_of_t4(qtbot, battlefield_editor):
    w = battlefield_editor
    a = w.table.attributes
    assert (a.width, a.depth, a.unit, a.game) == (1200.0, 600.0, "mm", "acw-bbdba")  # BB-FIELD-1
    assert set(w.table.zones) == {"union-deployment", "confederate-deployment"}  # BB-SETUP-5: 150 mm bands
    assert w.properties.zone_depth.value() == 150.0
    kinds = [w.kind_box.itemData(i) for i in range(w.kind_box.count())]
    assert kinds == ["gentle hill", "steep hill", "wood", "marsh", "rough", "bua", "waterway", "river", "road", "crest"]
    notes = [n.message for n in checked(qtbot, w).notes]
    assert "No terrain in the left half: terrain is laid in each half (BB-FIELD-2)" in notes
    assert "Play a game of ACW after Big Battle DBA" in w.play_action.toolTip()


def test_an_author_draws_a_battlefield_the_checks_follow_and_it_is_saved_and_play_tested(
    qtbot, battlefield_editor, tmp_path, monkeypatch
):
    w = battlefield_editor
    # a wood 30 mm deep: four corners by click, the first again closes it
    key(qtbot, w, Qt.Key.Key_D)
    w.kind_box.setCurrentIndex(w.kind_box.findData("wood"))
    corners = [(300.0, 300.0), (400.0, 300.0), (400.0, 330.0), (300.0, 330.0)]
    for corner in corners:
        click(qtbot, w, corner)
    click(qtbot, w, (301.0, 301.0))
    assert _near(w.table.features["wood-1"].outline, corners)
    check = checked(qtbot, w)
    assert [p.message for p in check.problems] == ["narrower than a base width (40 mm) somewhere (BB-FIELD-5)"]
    assert ("feature wood-1", "narrower than a base width (40 mm) somewhere (BB-FIELD-5)") in _rows(w)
    # a play-test is refused with the reason while it stands so
    from PySide6.QtWidgets import QMessageBox

    said = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: said.append(text))
    assert w.play_test(seed=3) is None
    assert said and "wood-1: narrower than a base width (40 mm) somewhere (BB-FIELD-5)" in said[0]
    # its far corners dragged 30 mm further: 60 mm deep, the problem gone
    key(qtbot, w, Qt.Key.Key_V)
    click(qtbot, w, (350.0, 315.0))
    assert w.doc.selection == ("feature", "wood-1")
    for corner in w.table.features["wood-1"].outline[2:]:
        drag(qtbot, w, corner, (corner[0], corner[1] + 30.0))
    assert _near(w.table.features["wood-1"].outline[2:], [(400.0, 360.0), (300.0, 360.0)])
    assert not checked(qtbot, w).problems
    # a road that stops in the open (BB-FIELD-7), then carried to the far edge
    key(qtbot, w, Qt.Key.Key_D)
    w.kind_box.setCurrentIndex(w.kind_box.findData("road"))
    assert w.width_box.value() == 12.0
    click(qtbot, w, (800.0, 0.0))
    click(qtbot, w, (800.0, 400.0))
    key(qtbot, w, Qt.Key.Key_Return)
    assert [(p.item_id, p.message) for p in checked(qtbot, w).problems] == [
        ("road-1", "a road runs from a table edge to the opposite one, or into a BUA or the waterway (BB-FIELD-7)")
    ]
    key(qtbot, w, Qt.Key.Key_V)
    click(qtbot, w, (800.0, 200.0))
    drag(qtbot, w, w.table.features["road-1"].line[-1], (800.0, 600.0))
    assert not checked(qtbot, w).problems
    # saved: the file says its game and reads back as drawn
    out = tmp_path / "mill-creek.yaml"
    assert w.save_as(str(out))
    assert game_of(out) == "acw-bbdba" and load_table(out) == w.table.to_table()
    # play-tested: a game of this game on the edited table, the armies clear of the wood's edge rules
    monkeypatch.undo()
    game = w.play_test(seed=7)
    assert game is not None and w.game_windows == [game]
    g = game.session.game
    assert g.ruleset.name == "acw-bbdba"
    assert {f.id for f in g.table.features} == {"wood-1", "road-1"}
    assert game.session.record().scenario.endswith("battle.yaml")
    assert "Play-test started on New battlefield: the Army of the Potomac, 1862" in w.message.text()


def test_a_battlefield_opens_in_its_games_window_from_finsterlands(qtbot, settings, tmp_path):
    from gettysburg_desktop.boards.table.table_file import save_table
    from gettysburg_desktop.editing.table_window import _open_windows
    from gettysburg_desktop.games.acw_bbdba.field.battlefield import generate

    path = tmp_path / "field-7.yaml"
    from dataclasses import replace

    save_table(replace(generate(7), game="acw-bbdba"), path)
    finsterland = open_editor_of(TABLE, None, data_dir=tmp_path / "data")  # the first game's: a new table
    assert finsterland.game.game == "finsterland"
    before = list(_open_windows)
    assert finsterland.open_map(str(path))
    (acw,) = [x for x in _open_windows if x not in before]
    assert acw.game.game == "acw-bbdba" and acw.counted_items() == "12 features, 0 objectives"
    assert finsterland.map_name() == "New table"  # the Finsterland window keeps its own table
    assert not checked(qtbot, acw).problems
    acw.close()
    finsterland.close()


def test_a_table_of_a_game_this_program_lacks_is_refused_by_name(qtbot, settings, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    said = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: said.append(text))
    path = tmp_path / "chess.yaml"
    path.write_text(
        "format_version: 1\nkind: table\ngame: chess\nid: board\nname: Board\nwidth: 8\ndepth: 8\n", encoding="utf-8"
    )
    assert open_editor_of(TABLE, str(path), data_dir=tmp_path / "data") is None
    assert said == [
        f"{path}: the table is drawn for chess, a game this program does not have "
        "(Schlachten im Finsterland, ACW after Big Battle DBA)"
    ]


def test_the_balance_report_of_a_new_battlefield_is_of_its_game(qtbot, battlefield_editor):
    """File > Balance report on the free table: the dialog that would play
    ACW after Big Battle DBA on the table as it is (editor/balance_dialog.py;
    the games themselves are tested with the area editor's sandbox)."""
    w = battlefield_editor
    file = next(a.menu() for a in w.menuBar().actions() if a.text() == "&File")
    next(a for a in file.actions() if a.text() == "&Balance report...").trigger()
    dialog = w._playtests.reports[-1]  # noqa: SLF001 - the tester holds the reports open
    qtbot.waitExposed(dialog)
    assert dialog.kind.id == "acw-bbdba"
    kind, scenario = dialog.prepare()  # what Start plays: the table as it is, written and read again
    assert kind is dialog.kind and scenario is not None
    assert dialog.verdict.text() == "Not started." and dialog.start.isEnabled()
    dialog.close()

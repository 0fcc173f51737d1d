"""The editor's File > Open recent, its problem counts in real words, and
`cli validate` listing what the editor lists (issue 14, item 22)."""

from __future__ import annotations

from author import Author
from map_builders import make_map, square
from PySide6.QtWidgets import QMessageBox

from gettysburg_desktop.boards.areas.map_file import save_map
from gettysburg_desktop.boards.areas.problems import severity
from gettysburg_desktop.cli import main
from gettysburg_desktop.editor.window import builtin_1863_map_path


def recent_entries(w) -> list[str]:
    w.recent_menu.aboutToShow.emit()
    return [a.data() for a in w.recent_menu.actions() if a.data()]


def test_open_recent_lists_the_maps_opened_and_saved_and_opens_them(editor, qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: QMessageBox.Save)
    first, second = tmp_path / "first.yaml", tmp_path / "second.yaml"
    save_map(make_map(square("a", 0, 0, 100)), first)
    save_map(make_map(square("b", 0, 0, 100)), second)
    w = editor()
    assert recent_entries(w) == []
    assert not w.recent_menu.actions()[0].isEnabled()  # "(no map opened yet)"
    w.open_map(str(first))
    w.open_map(str(second))
    assert recent_entries(w) == [str(second), str(first)]
    saved = tmp_path / "third.yaml"
    assert w.save_as(str(saved))
    assert recent_entries(w)[0] == str(saved)
    # a new editor offers them, and opens one from the menu
    w2 = editor()
    entries = [a for a in w2.recent_menu.actions() if a.data()]
    assert [a.data() for a in entries] == [str(saved), str(second), str(first)]
    assert entries[2].text().startswith("&3 first.yaml")
    entries[2].trigger()
    assert w2.path == str(first) and set(w2.emap.areas) == {"a"}
    # a map moved away is said so and taken off the list
    second.unlink()
    told = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: told.append(a[2]) or QMessageBox.Ok)
    assert not w2.open_recent(str(second))
    assert "no longer there" in told[0] and str(second) not in recent_entries(w2)


def test_a_map_file_not_there_yet_is_a_new_map_that_save_writes_there(qtbot, tmp_path, monkeypatch):
    """``gettysburg --edit maps/new.yaml`` (issue 22, item 14): the editor
    said the file can't be opened and left a blank board with no file; a
    new map is what an author asks for, written there by File > Save."""
    from PySide6.QtCore import QCoreApplication, QSettings, Qt

    from gettysburg_desktop.boards.areas.map_file import load_map
    from gettysburg_desktop.editor.window import EditorWindow

    QCoreApplication.setOrganizationName("Gettysburg Desktop Tests")
    QSettings.setPath(QSettings.IniFormat, QSettings.UserScope, str(tmp_path / "settings"))
    refused = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: refused.append(a[1]) or QMessageBox.Save)
    new = tmp_path / "new.yaml"
    w = EditorWindow.open(str(new), data_dir=tmp_path / "data")
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    assert refused == [] and w.path == str(new) and not new.exists()
    assert "new.yaml" in w.windowTitle() and "new.yaml is a new map" in w.message.text()
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    qtbot.keyClick(w, Qt.Key_S, Qt.ControlModifier)  # File > Save (a blank map has problems: saved anyway)
    assert new.exists() and load_map(str(new)).areas == ()


def test_two_warnings_read_as_two_warnings(editor, qtbot):
    """Not "2 problem(s), 0 error(s)"."""
    w = editor(None)
    author = Author(qtbot, w)
    author.tool("add-area")
    board = w.emap.board
    corners = ((0, 0), (board.width, 0), (board.width, board.height), (0, board.height))
    author.clicks(*corners, corners[0])  # the whole board: no town, no double star, nothing else
    author.wait_checked()
    summary = w.validation.summary.text()
    assert summary.startswith("2 warnings: a game can't load the map until all are fixed"), summary
    assert "(s)" not in summary
    assert [r.split(" | ")[0] for r in w.validation.rows()[:2]] == ["warning", "warning"]


def test_cli_validate_and_the_editor_list_the_same_warnings(editor, qtbot, tmp_path, capsys):
    """A copy of the 1863 map without its double star: a warning the game
    must see fixed, and the warnings about names' places; the editor's
    Validation dock and `cli validate` list the same, each as a warning."""
    text = builtin_1863_map_path().read_text(encoding="utf-8")
    assert "stars: 2" in text
    path = tmp_path / "no-double-star.yaml"
    path.write_text(text.replace("stars: 2", "stars: 1", 1), encoding="utf-8")
    w = editor()
    assert w.open_map(str(path))
    Author(qtbot, w).wait_checked()
    check = w.last_check
    in_editor = [f"{severity(p)}: {p}" for p in check.problems] + [f"warning: {p}" for p in check.notes]
    assert len(check.problems) == 1 and severity(check.problems[0]) == "warning" and check.notes
    assert main(["validate", str(path)]) == 1
    captured = capsys.readouterr()
    from_cli = captured.out.strip().splitlines()
    assert sorted(from_cli) == sorted(in_editor)
    n = len(in_editor)
    assert captured.err == f"error: {path}: {n} warnings\n"
    assert w.validation.summary.text().startswith("1 warning: a game can't load the map until it is fixed")
    assert f"{len(check.notes)} warnings about names' places" in w.validation.summary.text()

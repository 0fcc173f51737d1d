"""The box-map editor's files (docs/box-map-format.md): File > Open knows a
box map from an area map, saving is atomic and reads back the same, a bad
file is a clear message, never a crash, and the good file on disk stays."""

from __future__ import annotations

from pathlib import Path

import pytest
from box_maps import little_map
from PySide6.QtWidgets import QApplication, QMessageBox

from gettysburg_desktop.games.nordensueden.boxes.box_map_file import dump_box_map, load_box_map, save_box_map
from gettysburg_desktop.games.nordensueden.editor.box_window import BoxEditorWindow
from gettysburg_desktop.games.nordensueden.editor.model.box_edits import add_link, set_box
from gettysburg_desktop.games.nordensueden.editor.model.box_map import BOX
from gettysburg_desktop.games.nordensueden.rules.boxmap import LinkKind


def box_windows() -> list[BoxEditorWindow]:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, BoxEditorWindow) and w.isVisible()]


def test_save_and_open_again_is_the_same_map(box_editor, tmp_path, monkeypatch):
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: QMessageBox.Save)  # save with the rules' problems
    w = box_editor()
    w.doc.attempt(set_box, "manassas", note="Bull Run")
    path = str(tmp_path / "little.yaml")
    assert w.save_as(path)
    assert w.undo_stack.isClean() and w.windowTitle().endswith("little.yaml")
    again = load_box_map(path)
    assert again.box["manassas"].note == "Bull Run"
    assert again.links == little_map().links
    w2 = box_editor()
    assert w2.open_map(path)
    assert w2.bmap.to_boxmap() == again
    assert path in [str(Path(p)) for p in w2.recent_maps()]


def test_a_bad_box_map_is_a_message_and_the_map_stays(box_editor, tmp_path, monkeypatch):
    told = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: told.append(a[2]) or QMessageBox.Ok)
    bad = tmp_path / "bad.yaml"
    text = dump_box_map(little_map()).replace("kind: river", "kind: canal", 1)
    bad.write_text(text, encoding="utf-8")
    w = box_editor()
    before = w.bmap
    assert not w.open_map(str(bad))
    assert told and "bad.yaml" in told[0] and "canal" in told[0]
    assert w.bmap is before


def test_saving_where_it_cant_leaves_the_old_file(box_editor, tmp_path, monkeypatch):
    told = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: told.append(a[2]) or QMessageBox.Save)
    w = box_editor()
    assert not w.write(str(tmp_path / "no-such-folder" / "x.yaml"))
    assert any("x.yaml" in t for t in told)


def test_the_area_editor_opens_a_box_map_in_a_box_editor(qtbot, tmp_path, monkeypatch):
    from gettysburg_desktop.editor.window import EditorWindow

    path = tmp_path / "little.yaml"
    save_box_map(little_map(), path)
    area = EditorWindow(data_dir=tmp_path / "data")
    area.show()
    try:
        assert area.open_map(str(path))
        opened = [w for w in box_windows() if w.path == str(path)]
        assert len(opened) == 1
        assert opened[0].bmap.boxes["washington"].name == "Washington"
        opened[0].doc.select((BOX, "washington"))
        assert opened[0].properties.box_name.text() == "Washington"
    finally:
        for w in box_windows():
            w.undo_stack.setClean()
            w.close()
        area.undo_stack.setClean()
        area.close()


@pytest.mark.parametrize("kind", [LinkKind.ROAD, LinkKind.RAIL])
def test_a_saved_map_keeps_its_links_kinds(box_editor, tmp_path, monkeypatch, kind):
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: QMessageBox.Save)
    w = box_editor()
    w.doc.attempt(add_link, "richmond", "harpers-ferry", kind)
    path = tmp_path / "m.yaml"
    assert w.write(str(path))
    assert load_box_map(path).links_between("richmond", "harpers-ferry")[0].kind is kind


def test_file_new_box_map_in_the_area_editor_opens_a_box_map_editor(editor):
    w = editor()
    action = next(a for a in w.menuBar().actions()[0].menu().actions() if "box map" in a.text())
    try:
        action.trigger()
        opened = [b for b in box_windows() if b.path is None and not b.bmap.boxes]
        assert len(opened) == 1
        assert opened[0].scene.sceneRect().width() > 3000  # room for the eastern United States
    finally:
        for b in box_windows():
            b.close()


def test_the_box_editor_opens_an_area_map_in_the_area_editor(box_editor, tmp_path):
    from gettysburg_desktop.editor.window import EditorWindow, builtin_1863_map_path

    w = box_editor()
    before = w.bmap
    try:
        assert w.open_map(str(builtin_1863_map_path()))
        assert w.bmap is before  # this window keeps its box map
        areas = [x for x in QApplication.topLevelWidgets() if isinstance(x, EditorWindow) and x.isVisible()]
        assert any(x.path == str(builtin_1863_map_path()) for x in areas)
    finally:
        for x in QApplication.topLevelWidgets():
            if isinstance(x, EditorWindow) and x.isVisible():
                x.undo_stack.setClean()
                x.close()


def test_a_map_with_problems_is_saved_only_when_the_author_says_so(box_editor, tmp_path, monkeypatch):
    asked = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: asked.append(a[2]) or QMessageBox.Cancel)
    w = box_editor()  # the little map lacks most boxes the rules name (NS-MAP-4.1)
    path = tmp_path / "little.yaml"
    assert not w.write(str(path))
    assert not path.exists() and "a game can't load it" in asked[0] and "Chicago" in asked[0]
    assert w.path is None  # not saved anywhere


def test_play_test_refuses_what_validate_calls_errors_and_plays_with_warnings(box_editor, qtbot, tmp_path, monkeypatch):
    """Boxes drawn over each other are warnings: the Validation dock says a game
    plays the map anyway, Play-test starts it and `validate` exits 0; a map
    error (a side without starting militia, NS-SETUP-2) is refused by both
    (issue 22, item 21)."""
    from box_maps import two_towns
    from PySide6.QtWidgets import QMessageBox

    from gettysburg_desktop.cli import main
    from gettysburg_desktop.games.nordensueden.editor.model.box_map import BOX

    w = box_editor(two_towns())
    qtbot.waitUntil(lambda: w.last_check is not None and w.last_check.revision == w.bmap.revision, timeout=5000)
    assert w.last_check.problems == () and len(w.last_check.notes) == 1
    assert w.validation.summary.text() == (
        "No problems: the map can be played. 1 warning about boxes drawn over each other (a game plays the map anyway)."
    )
    path = tmp_path / "two.yaml"
    assert w.write(str(path))
    assert main(["validate", str(path)]) == 0
    game = w.play_test(seed=3)
    assert game is not None and game.session.game.map.id == "two-towns"
    game.close()

    w.select((BOX, "south"))
    w.properties.start.setValue(0)  # the Confederacy sets up nobody
    warned = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: warned.append(args[2]))
    assert w.play_test(seed=3) is None
    assert "The Confederacy sets up no militia infantry" in warned[0]
    assert w.write(str(path), ask=False)
    assert main(["validate", str(path)]) == 1

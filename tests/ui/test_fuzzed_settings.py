"""A settings file the program didn't write as it expects (hand-edited, left
by another version, broken) never stops the program (issue 14, item 23):
the play window and the editor start with whatever they can use of it, and
the rest is as at a first start. Also what fuzzing the settings found: a
list of one recent game comes back from the settings file as a plain text.

The long run: ``GETTYSBURG_FUZZ_EXAMPLES=500 .venv/bin/python -m pytest -m slow tests/ui/test_fuzzed_settings.py``.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from gettysburg_desktop.scenario.session import GameSession, Setup

KEYS = [
    "window/geometry",
    "window/docks",
    "General/recent",
    "welcome/at-start",
    "General/language",
    "editor/snap",
    "editor/snap_pixels",
    "editor/geometry",
    "editor/docks",
    "editor/folder",
    "game/files",
]
VALUES = st.one_of(
    st.text(alphabet=st.characters(blacklist_categories=("Cs", "Cc")), max_size=20),
    st.integers(-(10**12), 10**12).map(str),
    st.sampled_from(
        [
            "true",
            "false",
            "nan",
            "inf",
            "-1",
            "0",
            "1e308",
            "",
            "de",
            "xx",
            "@Invalid()",
            "a, b, c",
            "@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x18QVariantMap)",
            "@Variant(garbage)",
            "@ByteArray()",
            "/",
            "/nonexistent/game.yaml",
        ]
    ),
    st.binary(max_size=40).map(lambda b: "@ByteArray(" + "".join(f"\\x{c:02x}" for c in b) + ")"),
)


def ini_text(values: dict) -> str:
    groups: dict[str, list[str]] = {}
    for key, value in values.items():
        group, name = key.split("/")
        groups.setdefault(group, []).append(f"{name}={value}")
    return "".join(f"[{g}]\n" + "\n".join(lines) + "\n" for g, lines in groups.items())


def fresh_settings(folder: Path, text: str) -> Path:
    """The settings file at a path no QSettings has read yet (it caches per file)."""
    QSettings.setPath(QSettings.IniFormat, QSettings.UserScope, str(folder))
    path = Path(QSettings().fileName())
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def start_both(qtbot, data: Path) -> None:
    """The play window and the editor start, show, fill their menus from the settings, and close."""
    from gettysburg_desktop.display.translate import Languages
    from gettysburg_desktop.editor.window import EditorWindow
    from gettysburg_desktop.ui.window import MainWindow

    w = MainWindow(GameSession.new(Setup("crossroads", 1)), data_dir=data)
    qtbot.addWidget(w)
    w.show()
    w.recent_menu.aboutToShow.emit()
    if w.welcome_at_start():
        w.welcome.reject()
    Languages.saved()
    w._remember(str(data / "game.yaml"))
    w.recent_menu.aboutToShow.emit()
    w.close()
    e = EditorWindow(None, None, data_dir=data)
    e.show()
    e._folder()
    e.undo_stack.setClean()
    e.close()
    QApplication.processEvents()


# ---------------------------------------------------------------- what the fuzzing found
def test_one_recent_game_is_listed_as_one_game_after_a_restart(open_window, qtbot, tmp_path):
    """Found by fuzzing the settings: QSettings writes a list of one path as
    ``recent=/path``, and reads it back as a text; Open recent then listed
    its characters ("/" a "game" among them) and remembering the next game
    stored the characters one by one."""
    saved = tmp_path / "games" / "first.yaml"
    saved.parent.mkdir()
    GameSession.new(Setup("crossroads", 1)).save(str(saved))
    QSettings.setPath(QSettings.IniFormat, QSettings.UserScope, str(tmp_path / "restart"))
    path = Path(QSettings().fileName())
    path.parent.mkdir(parents=True)
    path.write_text(f"[General]\nrecent={saved}\n", encoding="utf-8")  # as the last run left it
    w = open_window()
    w.recent_menu.aboutToShow.emit()
    assert [a.text() for a in w.recent_menu.actions()] == [str(saved)]
    w.recent_menu.actions()[0].trigger()
    assert w.path == str(saved)
    assert QSettings().value("recent") == [str(saved)]


@pytest.mark.parametrize("key", ["window/geometry", "window/docks", "editor/geometry", "editor/docks"])
def test_a_window_layout_that_is_not_a_saved_layout_is_left_aside(qtbot, tmp_path, key):
    """Found by fuzzing the settings: a geometry or dock layout that is a
    text (``geometry=1``) stopped the window with a TypeError at start."""
    fresh_settings(tmp_path / "settings", ini_text({key: "1"}))
    start_both(qtbot, tmp_path / "data")


def test_a_language_setting_that_is_a_list_means_no_choice_made(qtbot, tmp_path):
    """Found by fuzzing the settings: ``language=de, it`` (read back as a
    list) raised TypeError in Languages.saved, at every start."""
    from gettysburg_desktop.display.translate import Languages

    fresh_settings(tmp_path / "settings", "[General]\nlanguage=de, it\n")
    assert Languages.saved() is None


@pytest.mark.parametrize("value", ["0", "a, b", "@Variant(garbage)"])
def test_a_game_files_setting_that_is_no_mapping_is_left_aside(qtbot, tmp_path, value):
    """Found by fuzzing the settings after the merge of ui/game_file.py:
    ``game/files=0`` (the file of the autosaved game, per autosave folder)
    stopped the play window at start (AttributeError: 'str' has no 'get')."""
    fresh_settings(tmp_path / "settings", ini_text({"game/files": value}))
    start_both(qtbot, tmp_path / "data")


# ---------------------------------------------------------------- fuzzing
def _run(qtbot, tmp_path_factory, values: dict) -> None:
    fresh_settings(tmp_path_factory.mktemp("settings"), ini_text(values))
    start_both(qtbot, tmp_path_factory.mktemp("data"))


@given(values=st.dictionaries(st.sampled_from(KEYS), VALUES, min_size=1, max_size=len(KEYS)))
@settings(max_examples=10, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
def test_a_broken_settings_file_never_stops_the_windows(qtbot, tmp_path_factory, values):
    _run(qtbot, tmp_path_factory, values)


@pytest.mark.slow
@given(values=st.dictionaries(st.sampled_from(KEYS), VALUES, min_size=1, max_size=len(KEYS)))
@settings(
    max_examples=int(os.environ.get("GETTYSBURG_FUZZ_EXAMPLES", "300")),
    deadline=None,
    suppress_health_check=list(HealthCheck),
)
def test_many_broken_settings_files_never_stop_the_windows(qtbot, tmp_path_factory, values):
    _run(qtbot, tmp_path_factory, values)

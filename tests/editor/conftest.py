"""The editor model's tests reuse the board tests' map builders."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "board"))

import os  # noqa: E402

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402


@pytest.fixture
def editor(qtbot, qapp, tmp_path):
    """editor(emap=None, path=None) -> a shown EditorWindow with its settings
    and play-test folder in tmp_path; closed without questions afterwards."""
    from PySide6.QtCore import QCoreApplication, QSettings

    from gettysburg_desktop.editor.window import EditorWindow

    QCoreApplication.setOrganizationName("Gettysburg Desktop Tests")
    QCoreApplication.setApplicationName("Gettysburg Desktop Tests")
    QSettings.setDefaultFormat(QSettings.IniFormat)
    QSettings.setPath(QSettings.IniFormat, QSettings.UserScope, str(tmp_path / "settings"))
    made = []

    def make(emap=None, path=None):
        w = EditorWindow(emap, path, data_dir=tmp_path / "data")
        w.resize(1500, 950)
        w.show()
        qtbot.waitExposed(w)
        w.activateWindow()
        qtbot.waitUntil(w.isActiveWindow)
        w.view.fit()
        made.append(w)
        return w

    yield make
    for w in made:
        for game in list(w.game_windows):
            game.close()
        w.undo_stack.setClean()
        w.close()


@pytest.fixture
def box_editor(qtbot, qapp, tmp_path):
    """box_editor(boxmap=None, path=None) -> a shown BoxEditorWindow, its
    settings in tmp_path; closed without questions afterwards."""
    from box_maps import little_map
    from PySide6.QtCore import QCoreApplication, QSettings

    import gettysburg_desktop.editor.window  # noqa: F401 - the program's editor: the play window of play-tests, the area maps' window
    from gettysburg_desktop.games.nordensueden.editor.box_window import BoxEditorWindow

    QCoreApplication.setOrganizationName("Gettysburg Desktop Tests")
    QCoreApplication.setApplicationName("Gettysburg Desktop Tests")
    QSettings.setDefaultFormat(QSettings.IniFormat)
    QSettings.setPath(QSettings.IniFormat, QSettings.UserScope, str(tmp_path / "settings"))
    made = []

    def make(boxmap=None, path=None):
        w = BoxEditorWindow(boxmap if boxmap is not None else little_map(), path, data_dir=tmp_path / "data")
        w.resize(1400, 900)
        w.show()
        qtbot.waitExposed(w)
        w.activateWindow()
        qtbot.waitUntil(w.isActiveWindow)
        w.view.fit()
        made.append(w)
        return w

    yield make
    for w in made:
        w.undo_stack.setClean()
        w.close()

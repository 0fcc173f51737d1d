"""Render the map editor guide's screenshots (docs/editor-guide.md) offscreen:
trace a small battlefield from scratch by simulated clicks, as the guide
tells it, and play-test it. Writes docs/images/editor-*.png and the
traced map to a temporary folder (or --keep DIR).

    QT_QPA_PLATFORM=offscreen python tools/editor_screenshots.py
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QPoint, QPointF, QSettings, Qt  # noqa: E402
from PySide6.QtGui import QPainter  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from gettysburg_desktop.editor.window import EditorWindow, blank_map  # noqa: E402

IMAGES = ROOT / "docs" / "images"


class Author:
    def __init__(self, app, w) -> None:
        self.app, self.w = app, w

    def at(self, p) -> QPoint:
        return self.w.view.mapFromScene(QPointF(*p))

    def tool(self, name) -> None:
        QTest.mouseClick(self.w.tool_bar.widgetForAction(self.w.tool_actions[name]), Qt.LeftButton)

    def hover(self, p) -> None:
        QTest.mouseMove(self.w.view.viewport(), self.at(p))
        self.app.processEvents()

    def click(self, *points) -> None:
        for p in points:
            self.hover(p)
            QTest.mouseClick(self.w.view.viewport(), Qt.LeftButton, Qt.NoModifier, self.at(p))
            self.app.processEvents()

    def key(self, key) -> None:
        self.w.view.setFocus()
        QTest.keyClick(self.w.view, key)
        self.app.processEvents()

    def name(self, text: str, field=None) -> None:
        field = field or self.w.properties.area_name
        field.setFocus()
        field.selectAll()
        QTest.keyClicks(field, text)
        QTest.keyClick(field, Qt.Key_Return)
        self.app.processEvents()

    def choose(self, combo, data) -> None:
        combo.setCurrentIndex(combo.findData(data))
        combo.activated.emit(combo.currentIndex())
        self.app.processEvents()

    def settle(self) -> None:
        w = self.w
        for _ in range(400):
            self.app.processEvents()
            if w.last_check is not None and w.last_check.revision == w.emap.revision and not w.settle.isActive():
                break
            QTest.qWait(5)

    def shot(self, name: str, widget=None, extra=None) -> None:
        self.settle()
        pixmap = (widget or self.w).grab()
        if extra is not None:  # a dialog over the window
            painter = QPainter(pixmap)
            top_left = self.w.mapFromGlobal(extra.mapToGlobal(QPoint(0, 0)))
            painter.drawPixmap(top_left, extra.grab())
            painter.end()
        pixmap.save(str(IMAGES / f"editor-{name}.png"))
        print("wrote", IMAGES / f"editor-{name}.png")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--keep", help="folder to keep the traced map in")
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    folder = Path(args.keep or tempfile.mkdtemp())
    folder.mkdir(parents=True, exist_ok=True)
    QCoreApplication.setOrganizationName("Gettysburg Desktop Screenshots")
    QCoreApplication.setApplicationName("Gettysburg Desktop Screenshots")
    QSettings.setDefaultFormat(QSettings.IniFormat)
    QSettings.setPath(QSettings.IniFormat, QSettings.UserScope, str(folder / "settings"))
    IMAGES.mkdir(parents=True, exist_ok=True)
    w = EditorWindow(blank_map(800, 600), data_dir=folder / "data")
    w.resize(1500, 950)
    w.show()
    w.activateWindow()
    app.processEvents()
    w.view.fit()
    a = Author(app, w)

    # 1. The background: the 1863 map's picture as a "scan", laid on the board.
    from PySide6.QtCore import QTimer

    def calibrate() -> None:
        d = w.background_dialog
        d.set_image(str(ROOT / "docs" / "images" / "map-1863.png"))
        d.opacity.setValue(35)
        d.move(w.mapToGlobal(QPoint(380, 220)))
        app.processEvents()
        a.shot("background", extra=d)
        d.accept()

    QTimer.singleShot(50, calibrate)
    w.edit_background()

    # 2. Trace: Seminary Ridge by its corners, closing on the first one.
    a.tool("add-area")
    a.click((0, 0), (240, 0), (220, 300), (0, 300), (0, 0))
    a.name("Seminary Ridge")
    a.choose(w.properties.terrain, "ridge")
    # Willoughby Fields, snapped onto Seminary Ridge's corners: caught mid-way
    a.tool("add-area")
    a.click((2, 302), (218, 298), (260, 600))
    a.hover((3, 597))
    a.shot("tracing")
    a.click((0, 600), (2, 302))
    a.name("Willoughby Fields")
    # the town and Cemetery Hill
    a.tool("add-area")
    a.click((240, 0), (520, 0), (500, 280), (220, 300), (240, 0))
    a.name("Gettysburg")
    a.choose(w.properties.terrain, "town")
    a.tool("add-area")
    a.click((220, 300), (500, 280), (540, 600), (260, 600), (220, 300))
    a.name("Cemetery Hill")
    a.choose(w.properties.terrain, "hill")
    a.choose(w.properties.stars, 2)
    # Culp's Hill by its free edge only: from the town's corner to the board's edge
    a.tool("free-edge")
    a.click((500, 280), (650, 230), (800, 260))
    a.name("Culp's Hill")
    a.choose(w.properties.terrain, "hill")
    a.choose(w.properties.stars, 1)
    a.shot("free-edge")
    # the rest, Rock Creek, by its corners -- but one of Culp's Hill's corners is missed
    a.tool("add-area")
    a.click((540, 600), (500, 280), (800, 260), (800, 600), (540, 600))
    a.name("Rock Creek")
    a.settle()
    gap = next(k for k, row in enumerate(w.validation.rows()) if "gap" in row or "not covered" in row)
    item = w.validation.list.topLevelItem(gap)
    QTest.mouseClick(
        w.validation.list.viewport(), Qt.LeftButton, Qt.NoModifier, w.validation.list.visualItemRect(item).center()
    )
    app.processEvents()
    a.shot("validation")
    # undo it and trace it again through that corner (the snap catches it)
    w.view.fit()
    w.undo_stack.undo()  # the name,
    w.undo_stack.undo()  # then the area
    a.tool("add-area")
    a.click((540, 600), (500, 280), (650, 230), (800, 260), (800, 600), (540, 600))
    a.name("Rock Creek")
    # Redraw border: Cemetery Hill's east slope bent out towards the creek, caught before the last click
    a.tool("redraw-border")
    a.click((500, 280), (545, 380), (580, 470))
    a.hover((540, 600))
    a.shot("redraw-border")
    a.click((540, 600))
    # roads, woods, entry boxes
    a.tool("road")
    a.click((5, 150), (230, 140), (400, 150), (650, 120), (795, 150))
    a.key(Qt.Key_Return)
    a.name("Chambersburg Pike", w.properties.road_name)
    a.tool("road")
    a.click((380, 100), (390, 450), (450, 595))
    a.key(Qt.Key_Return)
    a.name("Emmitsburg Road", w.properties.road_name)
    a.tool("woods")
    a.click((60, 420), (160, 400), (180, 520), (70, 540), (60, 420))
    a.tool("river")
    a.click((600, 330), (660, 450), (700, 600))
    a.key(Qt.Key_Return)
    a.tool("entry-box")
    a.click((-75, 150))
    a.name("Chambersburg Pike", w.properties.box_name)
    a.choose(w.properties.box_side, "csa")
    a.tool("entry-box")
    a.click((875, 430))
    a.name("Baltimore Pike", w.properties.box_name)
    a.choose(w.properties.box_side, "usa")
    a.tool("entry-box")
    a.click((450, 640))
    a.name("Emmitsburg Road", w.properties.box_name)

    # 4. The rules' view: Gettysburg's neighbours and the artillery reach from Culp's Hill.
    w.rules_panel.show_reach.setChecked(True)
    a.tool("select")
    a.click((700, 100))
    a.shot("rules")
    w.rules_panel.show_reach.setChecked(False)
    w.rules_panel.tabs.setCurrentIndex(1)
    app.processEvents()
    a.shot("areas-table")
    w.rules_panel.tabs.setCurrentIndex(0)

    w.select(None)
    a.name("little-round", w.properties.map_id)
    a.name("Little Round", w.properties.map_name)
    a.settle()
    print("problems before saving:", w.validation.rows(), [str(p) for p in w.current_check().problems])
    path = folder / "little-round.yaml"
    assert w.save_as(str(path)), "the map should save without asking"
    print("saved", path)

    # 5. Play it.
    game = w.play_test(seed=7)
    if game is None:
        print("play-test refused:", w.validation.rows())
        return 1
    game.resize(1500, 950)
    game.view.fit()
    app.processEvents()
    if game.curtain.isVisible():
        game.curtain.button.click()
        app.processEvents()
    game.grab().save(str(IMAGES / "editor-playtest.png"))
    print("wrote", IMAGES / "editor-playtest.png")
    game.close()
    w.close()
    table_editor(app, folder)
    return 0


def table_editor(app, folder: Path) -> None:
    """The table editor (Finsterland's, docs/finsterland-guide.md): Grauwasser's
    table, a wood half drawn by clicks, an objective's worth in Properties."""
    import shutil

    import gettysburg_desktop.editor.game_editors  # noqa: F401 - the games' editor windows registered
    from gettysburg_desktop.editing.editor_kinds import TABLE, open_editor_of

    path = folder / "grauwasser-table.yaml"
    shutil.copyfile(ROOT / "resources" / "finsterland" / "grauwasser-table.yaml", path)
    w = open_editor_of(TABLE, str(path), data_dir=folder / "data")
    w.resize(1500, 950)
    app.processEvents()
    w.view.fit()

    def at(point):
        return w.view.mapFromScene(w.scene.scene_point(point))

    w.select(("objective", "steinbruecke"))
    w.choose_kind("wood")
    for point in [(64.0, 12.0), (70.0, 12.0), (71.0, 17.0), (67.0, 20.5)]:
        QTest.mouseMove(w.view.viewport(), at(point))
        QTest.mouseClick(w.view.viewport(), Qt.LeftButton, Qt.NoModifier, at(point))
        app.processEvents()
    QTest.mouseMove(w.view.viewport(), at((63.5, 17.0)))
    for _ in range(40):
        app.processEvents()
        QTest.qWait(5)
    w.grab().save(str(IMAGES / "fl-table-editor.png"))
    print("wrote", IMAGES / "fl-table-editor.png")
    w.undo_stack.setClean()
    w.close()


if __name__ == "__main__":
    sys.exit(main())

"""Render the Finsterland window's pictures of the README and the player
guide (docs/images/fl-opening.png, fl-drag.png) offscreen, from the shipped
battle as it is: the opening (North placing its units) and the Sturmkompanie
dragged onto the Galgenberg, its ruler red with the rule and the numbers.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/fl_screenshots.py
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QSettings, Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from gettysburg_desktop.boards.table.qt.items import to_scene  # noqa: E402
from gettysburg_desktop.games.finsterland.computer.kit import KIT  # noqa: E402
from gettysburg_desktop.scenario.session import GameSession, Setup  # noqa: E402
from gettysburg_desktop.ui.window import MainWindow  # noqa: E402

IMAGES = ROOT / "docs" / "images"


def settle(app) -> None:
    for _ in range(20):
        app.processEvents()
        QTest.qWait(5)


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    folder = Path(tempfile.mkdtemp())
    QCoreApplication.setOrganizationName("Gettysburg Desktop Screenshots")
    QCoreApplication.setApplicationName("Gettysburg Desktop Screenshots")
    QSettings.setDefaultFormat(QSettings.IniFormat)
    QSettings.setPath(QSettings.IniFormat, QSettings.UserScope, str(folder / "settings"))
    w = MainWindow(GameSession.new(Setup("grauwasser", 7, game="finsterland")), data_dir=folder / "data", reveal=True)
    w.resize(1440, 898)
    w.show()
    settle(app)
    w.view.fit()
    settle(app)
    w.grab().save(str(IMAGES / "fl-opening.png"))
    print("wrote", IMAGES / "fl-opening.png")
    g = w.session.game
    rng = random.Random(7)
    while g.prompt().step != "movement" or g.deciding_side().value != "south":  # the set-up and orders: the kit's
        w.controller.apply(KIT.policy_action(g, rng, noise=0.0))
    settle(app)
    table, unit = g.table, g.state.units["S6"]  # the Sturmkompanie
    grip = unit.body.centre

    def at(x, y):
        return w.view.mapFromScene(to_scene(table, (x, y)))

    vp = w.view.viewport()
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at(*grip))
    for k in range(1, 7):
        QTest.mouseMove(vp, at(grip[0] + 0.4 * k, grip[1] + 0.7 * k))
    settle(app)
    w.grab().save(str(IMAGES / "fl-drag.png"))
    print("wrote", IMAGES / "fl-drag.png", "|", w.scene.ruler_text().replace("\n", " / "))
    QTest.keyClick(w.view, Qt.Key.Key_Escape)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at(*grip))
    w.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())

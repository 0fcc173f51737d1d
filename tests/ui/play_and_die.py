"""Helper for test_crash_and_smoke.py: a real player's process that plays
some actions in the window and then dies without warning (SIGKILL), as a
crash or a killed program would."""

from __future__ import annotations

import os
import random
import signal
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication  # noqa: E402

from gettysburg_desktop.scenario.session import GameSession, Setup  # noqa: E402
from gettysburg_desktop.ui.window import MainWindow  # noqa: E402


def main() -> None:
    data_dir, actions = sys.argv[1], int(sys.argv[2])
    app = QApplication([])
    app.setOrganizationName("Gettysburg Desktop Tests")
    app.setApplicationName("Gettysburg Desktop Tests")
    w = MainWindow(GameSession.new(Setup("gettysburg-1863", 31)), data_dir=data_dir)
    w.show()
    c = w.controller
    rnd = random.Random(31)
    for _ in range(actions):
        c.take_over()
        choices = c.choices()
        c.choose(choices[rnd.randrange(len(choices))])
        app.processEvents()
    w.autosave.flush()  # what a player's last click left is on disk by now
    print(" ".join(str(a) for a in c.game.history), flush=True)
    os.kill(os.getpid(), signal.SIGKILL)


if __name__ == "__main__":
    main()

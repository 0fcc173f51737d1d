"""The first start: how to begin, how to read the board, where the rules are."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton


def test_the_first_start_shows_how_to_play_until_the_player_says_no_more(open_window, qtbot):
    w = open_window()
    assert w.welcome_at_start()
    page = w.welcome
    qtbot.waitUntil(page.isVisible)
    words = " ".join(label.text() for label in page.findChildren(QLabel))
    for what in ("How a turn goes", "Reading the board", "elite infantry", "cavalry", "artillery", "disruption marker",
                 "hill", "Help (F1)"):
        assert what in words, what
    pictures = [label for label in page.findChildren(QLabel) if label.pixmap() is not None and not label.pixmap().isNull()]
    assert len(pictures) >= 8 + 4  # both sides' pieces, cubes, a block, the markers
    # the rules, from the page
    qtbot.mouseClick(page.findChild(QPushButton, "WelcomeRules"), Qt.LeftButton)
    qtbot.waitUntil(lambda: w.reference is not None and w.reference.isVisible())
    # no more at start
    page.again.setChecked(False)
    qtbot.mouseClick(page.findChild(QPushButton, "WelcomeStart"), Qt.LeftButton)
    qtbot.waitUntil(lambda: not page.isVisible())
    assert not w.welcome_at_start()
    # Help > How to play still opens it
    w.show_welcome()
    qtbot.waitUntil(w.welcome.isVisible)
    assert not w.welcome.again.isChecked()
    w.welcome.accept()

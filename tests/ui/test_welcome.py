"""The first start: how to begin, how to read the board, where the rules are."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QCheckBox, QLabel, QPushButton


def test_the_first_start_shows_how_to_play_until_the_player_says_no_more(open_window, qtbot):
    w = open_window()
    assert w.welcome_at_start()
    page = w.welcome
    qtbot.waitUntil(page.isVisible)
    assert page.findChild(QPushButton, "WelcomeStart").text() == "Start playing"
    words = " ".join(label.text() for label in page.findChildren(QLabel))
    for what in (
        "How a turn goes",
        "Reading the board",
        "elite infantry",
        "cavalry",
        "artillery",
        "disruption marker",
        "hill",
        "Help (F1)",
    ):
        assert what in words, what
    pictures = [
        label for label in page.findChildren(QLabel) if label.pixmap() is not None and not label.pixmap().isNull()
    ]
    assert len(pictures) >= 8 + 4  # both sides' pieces, cubes, a block, the markers
    # the rules, from the page
    qtbot.mouseClick(page.findChild(QPushButton, "WelcomeRules"), Qt.LeftButton)
    qtbot.waitUntil(lambda: w.reference is not None and w.reference.isVisible())
    # the modal page steps aside so that the reference takes clicks; Help > How to play brings it back
    qtbot.waitUntil(lambda: not page.isVisible())
    w.reference.close()
    w.show_welcome()
    page = w.welcome
    qtbot.waitUntil(page.isVisible)
    # opened from Help in the middle of a game, its button leads back to the game
    assert page.findChild(QPushButton, "WelcomeStart").text() == "Back to the game"
    # no more at start: the box beside the button that closes the page, clicked
    box = page.findChild(QCheckBox, "WelcomeDontShow")
    assert box.isVisible() and not box.isChecked() and box.text() == "Don't show this page again at start"
    start = page.findChild(QPushButton, "WelcomeStart")
    # in the same row
    assert abs(box.mapTo(page, box.rect().center()).y() - start.mapTo(page, start.rect().center()).y()) < 10
    qtbot.mouseClick(box, Qt.LeftButton, pos=QPoint(8, box.height() // 2))
    assert box.isChecked()
    qtbot.mouseClick(start, Qt.LeftButton)
    qtbot.waitUntil(lambda: not page.isVisible())
    assert not w.welcome_at_start()
    # Help > How to play still opens it, the box still ticked
    w.show_welcome()
    qtbot.waitUntil(w.welcome.isVisible)
    assert w.welcome.dont_show.isChecked()
    w.welcome.accept()


def test_dont_show_again_holds_even_if_the_window_closes_with_the_page_open(open_window, qtbot, tmp_path):
    from gettysburg_desktop.ui.window import MainWindow

    w = open_window()
    assert w.welcome_at_start()
    qtbot.waitUntil(w.welcome.isVisible)
    box = w.welcome.dont_show
    qtbot.mouseClick(box, Qt.LeftButton, pos=QPoint(8, box.height() // 2))
    w.close()  # the program quits with the page still open
    again = MainWindow(w.session, data_dir=tmp_path / "data")
    qtbot.addWidget(again)
    assert not again.welcome_at_start()


def test_how_to_play_says_what_the_window_does(open_window, player, qtbot):
    """The page says where a refusal shows (a bubble beside the pointer, not
    only the status bar), that a step that can't be taken back waits for a
    second click or Enter, Hand over after a roll, and log-line clicks; and
    the window does what it says: a click on a place that means nothing
    shows the bubble beside the pointer with its rule."""
    from uihelp import plain

    w = open_window()
    w.show_welcome()
    qtbot.waitUntil(w.welcome.isVisible)
    how = plain(w.welcome.findChild(QLabel, "WelcomeHowTo").text())
    w.welcome.accept()
    assert "status bar" not in how
    for what in (
        "in a bubble beside the pointer, with the rule",
        "click the same thing again or press Enter",
        "press Hand over",
        "Click a line of the log",
    ):
        assert what in how, what
    p = player(w)
    if w.curtain.isVisible():
        p.take_over()
    p.click_place("mcpherson-ridge-herbst-woods")  # a Union area: the Confederate player can't place a block there
    assert w.bubble.isVisible() and "R-" in plain(w.bubble.text())


def test_how_to_play_tells_of_the_game_against_the_computer(open_window, qtbot):
    """A player alone learns from the first page that the computer can take
    a side, and that Suggest exists (issue 16)."""
    from uihelp import plain

    w = open_window()
    w.show_welcome()
    qtbot.waitUntil(w.welcome.isVisible)
    alone = plain(w.welcome.findChild(QLabel, "WelcomeAlone").text())
    w.welcome.accept()
    assert "against the computer" in alone
    assert "Suggest (Ctrl+H)" in alone


def test_how_to_play_covers_norden_und_sueden_from_either_game(open_window, qtbot):
    """Issue 22, item 11: Help > How to play and the first-start page said
    nothing of Norden & Süden (the menu entry was off in its games). Both
    games have a page, in tabs; the game on the board is in view, its
    legend drawn with the map's own pictures, and "Read the rules" opens
    that game's reference."""
    from uihelp import plain

    from gettysburg_desktop.scenario.session import GameSession, Setup

    w = open_window(GameSession.new(Setup("campaign-1861", 3, game="norden-sueden")))
    assert w.how_to_play_action.isEnabled()
    assert w.welcome_at_start()  # the first start with a game of Norden & Süden on the board
    page = w.welcome
    qtbot.waitUntil(page.isVisible)
    assert [page.tabs.tabText(i) for i in range(page.tabs.count())] == [
        "Gettysburg",
        "Norden && Süden",
        "Schlachten im Finsterland",
        "ACW (Big Battle DBA)",
    ]
    assert page.game == "norden-sueden" and page.tabs.currentWidget().objectName() == "NsHowToPlay"
    how = plain(page.findChild(QLabel, "NsWelcomeHowTo").text())
    for what in ("Roll for your marches", "End the march", "Combat", "Fire", "Promotion", "Recruitment", "Help (F1)"):
        assert what in how, what
    ns = page.tabs.currentWidget()
    pictures = [
        label for label in ns.findChildren(QLabel) if label.pixmap() is not None and not label.pixmap().isNull()
    ]
    assert len(pictures) >= 9  # boxes, the three lines, counters
    qtbot.mouseClick(page.findChild(QPushButton, "WelcomeRules"), Qt.LeftButton)
    qtbot.waitUntil(lambda: w.reference is not None and w.reference.isVisible())
    assert w.reference.pages == ("norden-sueden",)
    w.reference.close()
    # a game of Gettysburg: its page in view, Norden & Süden's beside it
    g = open_window()
    g.show_welcome()
    qtbot.waitUntil(g.welcome.isVisible)
    assert g.welcome.game == "gettysburg" and g.welcome.games == [
        "gettysburg",
        "norden-sueden",
        "finsterland",
        "acw-bbdba",
    ]
    g.welcome.tabs.setCurrentIndex(1)
    qtbot.mouseClick(g.welcome.findChild(QPushButton, "WelcomeRules"), Qt.LeftButton)
    qtbot.waitUntil(lambda: g.reference is not None and g.reference.isVisible())
    assert g.reference.pages == ("norden-sueden",)  # the rules of the page in view


def test_what_the_page_says_glows_is_what_glows_at_the_first_decision(open_window, player, qtbot):
    """Issue 22, item 11: "What you can click glows green", and at the first
    decision nothing glowed (a command block may go to almost every area).
    The page says so, and what it says to click there works."""
    from uihelp import plain

    w = open_window()
    w.show_welcome()
    qtbot.waitUntil(w.welcome.isVisible)
    how = plain(w.welcome.findChild(QLabel, "WelcomeHowTo").text())
    w.welcome.accept()
    p = player(w)
    p.take_over()
    assert w.controller.can_act and "place a command block" in p.prompt()
    glowing = [mode for mode in w.scene._marked.values() if mode == "legal"]
    if not glowing:  # the page must not promise a glow here
        first = how.split("2.")[0] if "2." in how else how[:400]
        assert "except the areas a command block may go to" in first, first
    assert "click an area without enemy units, then its value" in how
    p.click_place("herr-ridge")  # an area without enemy units: its block values are offered
    assert p.labels()[:4] == ["2", "3", "4", "5"], (
        p.labels()
    )  # under "Place the command block in Herr Ridge, of value:"
    heading = w.prompt.buttons.findChild(QLabel, "PromptHeading")
    assert heading is not None and heading.text().startswith("Place the command block in Herr Ridge")


def test_how_to_play_has_a_page_for_finsterland_in_view_with_its_game(open_window, qtbot):
    """Issue 24: Schlachten im Finsterland's page tells a round as the window plays it."""
    from uihelp import plain

    from gettysburg_desktop.scenario.session import GameSession, Setup

    w = open_window(GameSession.new(Setup("grauwasser", 3, game="finsterland")))
    assert w.welcome_at_start()
    page = w.welcome
    qtbot.waitUntil(page.isVisible)
    assert page.tabs.currentWidget().objectName() == "FlHowToPlay"
    words = plain(" ".join(label.text() for label in page.tabs.currentWidget().findChildren(QLabel)))
    for what in ("hidden order", "drag it", "Beschuss", "Schießen", "Help (F1)"):
        assert what in words, what

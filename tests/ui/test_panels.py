"""The play window's panels and chrome as a player sees them: the Dice panel
never squeezes the Log, a broken saved layout is mended at start, a click on
a log line marks its place on the board, the window fits the screen and
reopens where it was, the menus open without a Qt warning, the Save and
Open dialogs start in the last game's folder, the title names the game's
file, no raw id on screen."""

from __future__ import annotations

import os

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtWidgets import QApplication, QDockWidget
from test_decisions_by_mouse import CROWDED_HERBST_WOODS, DOUBLE_LABEL, move
from uihelp import plain, position_session, screen_texts

from gettysburg_desktop.display.translate import LANGS
from gettysburg_desktop.scenario.session import GameSession, Setup

#: the fewest lines of text the log shows whatever the Dice panel holds
LOG_ROWS = 8

_SHOTS = bool(os.environ.get("PLAYTEST_SHOTS"))


def shot(w, name: str) -> None:
    """With PLAYTEST_SHOTS=1, the window as a player sees it, saved to /tmp/playtest/NAME.png."""
    if _SHOTS:
        os.makedirs("/tmp/playtest", exist_ok=True)
        QApplication.processEvents()
        w.grab().save(f"/tmp/playtest/{name}.png")


def log_rows(w) -> int:
    """The lines of text the log shows at once (its viewport in rows of its font)."""
    text = w.log.text
    return text.viewport().height() // text.fontMetrics().lineSpacing()


def docks(w) -> dict[str, QDockWidget]:
    return {d.objectName(): d for d in w.findChildren(QDockWidget) if d.parent() is w and d.isVisible()}


def settle(qtbot) -> None:
    QApplication.processEvents()
    qtbot.wait(20)
    QApplication.processEvents()


def _assault_with_fourteen_dice(w, p) -> None:
    """Four Confederate brigades on a double order assault four Union units
    in Herbst Woods; the Union assigns the cube already there, the
    Confederates the cube of the defending fire, and the morale checks and
    the fire that follow roll 14 dice in one action."""
    g = w.session.game
    p.seat()
    p.click_block("herr-ridge")
    p.press_label(DOUBLE_LABEL)
    p.click_block("forney-fields")
    p.click_place("herr-ridge")
    move(p, "csa-heth-1", "mcpherson-ridge-herbst-woods")
    move(p, "csa-heth-2", "mcpherson-ridge-herbst-woods")
    p.end_move()
    p.click_place("herr-ridge")
    move(p, "csa-pender-1", "mcpherson-ridge-herbst-woods")
    move(p, "csa-early-1", "mcpherson-ridge-herbst-woods")
    p.end_move()
    p.seat()
    assert g.prompt().step == "assign-existing-cubes"
    p.click_unit("usa-i-1")
    if g.dice.used == 0:  # the click asks to be confirmed before the dice: a second click confirms
        p.click_unit("usa-i-1")
    # the defending fire's cube: the Confederates choose who takes it, and the morale checks follow
    p.seat()
    assert g.prompt().step == "assign-cube"
    p.click_unit("csa-early-1")
    if g.dice.used == 1:
        p.click_unit("csa-early-1")
    assert g.dice.used == 15, g.dice.used


# ---------------------------------------------------------------- 5. the log stays readable


@pytest.mark.parametrize("size", [(1500, 950), (1280, 690)])
def test_an_assault_of_fourteen_dice_leaves_the_log_readable(open_window, player, qtbot, size):
    w = open_window(position_session(CROWDED_HERBST_WOODS, [3] * 60))
    w.resize(*size)
    p = player(w)
    _assault_with_fourteen_dice(w, p)
    p.seat()  # the Union player reads the dice and the log
    settle(qtbot)
    shot(w, f"fourteen-dice-{size[0]}")
    assert w.dice.title.text() == "Last roll: 14 dice"
    assert log_rows(w) >= LOG_ROWS, log_rows(w)
    # every die is in the panel (the panel scrolls), and no panel lies over another
    assert len(w.dice.faces()) == 14
    shown = [d.geometry() for d in docks(w).values()]
    assert len(shown) == 4  # Battle, Dice and Log at the right, the Chart at the left
    for i, a in enumerate(shown):
        assert w.rect().contains(a)
        for b in shown[i + 1 :]:
            assert not a.intersects(b), (a, b)
    # the panels are no narrower than their lines
    assert w.dice.width() >= 300


def test_a_saved_game_opens_with_its_last_roll_in_the_dice_panel(open_window, player, tmp_path):
    w = open_window(position_session(CROWDED_HERBST_WOODS, [3] * 60))
    _assault_with_fourteen_dice(w, player(w))
    w.session.save(tmp_path / "assault.yaml")
    again = open_window(GameSession.open(tmp_path / "assault.yaml"))
    assert again.dice.title.text() == "Last roll: 14 dice" and len(again.dice.faces()) == 14


def test_a_broken_saved_dock_layout_is_mended_at_start(open_window, qtbot):
    w = open_window()
    settle(qtbot)
    # a layout saved with the log a line or two tall (an older version had no minimums)
    for d in docks(w).values():
        d.widget().setMinimumHeight(0)
        d.setMinimumHeight(0)
    for child in [*w.log.findChildren(type(w.log.text)), w.log.filter]:
        child.setMinimumHeight(0)
    w.resizeDocks([docks(w)["BattleDock"], docks(w)["DiceDock"], docks(w)["LogDock"]], [700, 200, 10], Qt.Vertical)
    settle(qtbot)
    broken = w.saveState()
    w.close()
    QSettings().setValue("window/docks", broken)
    again = open_window()
    again.resize(1500, 950)
    settle(qtbot)
    assert log_rows(again) >= LOG_ROWS
    assert docks(again)["DiceDock"].height() >= 80


def test_a_click_on_a_log_line_marks_its_place_on_the_board(open_window, player, qtbot):
    w = open_window()
    p = player(w)
    p.take_over()
    p.click_place("herr-ridge")
    p.press("place-block 3 herr-ridge")
    p.take_over()
    w.view.zoom_by(2.5)
    w.view.centerOn(w.scene.place_pos("culps-hill"))
    settle(qtbot)
    assert not w.view.viewport().rect().contains(w.view.mapFromScene(w.scene.place_pos("herr-ridge")))
    text = w.log.text
    line = next(i for i, row in enumerate(w.log.rows) if "Herr Ridge" in row[0])
    block = text.document().findBlockByNumber(line)
    row = text.blockBoundingGeometry(block).translated(text.contentOffset())
    pos = QPoint(20, int(row.top() + text.fontMetrics().lineSpacing() / 2))  # on the line's first words
    qtbot.mouseClick(text.viewport(), Qt.LeftButton, pos=pos)
    settle(qtbot)
    assert w.scene.highlights["herr-ridge"].isVisible() and w.scene.highlights["herr-ridge"].mode == "target"
    # the board shows it: brought into view from Culp's Hill
    assert w.view.viewport().rect().contains(w.view.mapFromScene(w.scene.place_pos("herr-ridge")))
    assert "Herr Ridge" in w.status.text()


# ---------------------------------------------------------------- 22. the window and its menus


def test_the_first_window_fits_the_screen(qtbot, tmp_path):
    from gettysburg_desktop.ui.window import MainWindow

    w = MainWindow(GameSession.new(Setup("gettysburg-1863", 3)), data_dir=tmp_path / "data")
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    screen = w.screen().availableGeometry()
    assert screen.contains(w.frameGeometry()), (screen, w.frameGeometry())


def test_the_window_reopens_where_it_was_within_the_screen(qtbot, tmp_path):
    from gettysburg_desktop.ui.window import MainWindow

    def window():
        w = MainWindow(GameSession.new(Setup("gettysburg-1863", 3)), data_dir=tmp_path / "data")
        qtbot.addWidget(w)
        w.show()
        qtbot.waitExposed(w)
        return w

    w = window()
    screen = w.screen().availableGeometry()
    w.setGeometry(screen.x() + 20, screen.y() + 30, 700, 660)
    settle(qtbot)
    w.close()
    again = window()
    assert (again.geometry().size().width(), again.geometry().size().height()) == (700, 660)
    assert (again.geometry().x(), again.geometry().y()) == (w.geometry().x(), w.geometry().y())
    again.setGeometry(screen.right() - 100, screen.bottom() - 50, 4000, 3000)  # half off the screen and too big
    settle(qtbot)
    again.close()
    third = window()
    assert screen.contains(third.frameGeometry()), (screen, third.frameGeometry())


def test_no_qt_warning_when_the_menus_open_and_their_entries_change_the_game(
    open_window, qtbot, qtlog, monkeypatch, tmp_path
):
    from gettysburg_desktop.ui import dialogs

    w = open_window()
    saved = tmp_path / "g.yaml"
    w.session.save(saved)
    monkeypatch.setattr(dialogs.NewGameDialog, "exec", lambda self: dialogs.NewGameDialog.Accepted)
    monkeypatch.setattr("PySide6.QtWidgets.QFileDialog.getOpenFileName", lambda *a, **k: (str(saved), ""))

    def every_menu(actions):
        for a in actions:
            if a.menu() is not None:
                menu = a.menu()
                menu.popup(w.mapToGlobal(QPoint(10, 10)))
                QApplication.processEvents()
                every_menu(menu.actions())
                menu.hide()

    every_menu(w.menuBar().actions())
    for name in (
        "&New game...",
        "&Open...",
        "Re&play a saved game...",
        "Zoom &in",
        "&Fit the board to the window",
        "&Full screen",
    ):
        action = next(a for a in _entries(w) if a.text() == name)
        action.trigger()
        settle(qtbot)
        every_menu(w.menuBar().actions())
    try:
        w.findChild(type(_entries(w)[0]), "language:de").trigger()
        settle(qtbot)
        every_menu(w.menuBar().actions())
    finally:
        LANGS.install("en")
    warnings = [r.message for r in qtlog.records if "This plugin does not support" not in r.message]
    assert warnings == []


def _entries(w):
    out, pending = [], list(w.menuBar().actions())
    while pending:
        a = pending.pop(0)
        out.append(a)
        if a.menu() is not None:
            pending.extend(a.menu().actions())
    return out


def test_view_full_screen_by_f11_and_back(open_window, qtbot):
    w = open_window()
    action = next(a for a in _entries(w) if a.text() == "&Full screen")
    assert action.shortcut().toString() == "F11" and action.isCheckable()
    w.view.setFocus()
    qtbot.keyClick(w.view, Qt.Key_F11)
    qtbot.waitUntil(w.isFullScreen)
    assert action.isChecked()
    qtbot.keyClick(w.view, Qt.Key_F11)
    qtbot.waitUntil(lambda: not w.isFullScreen())
    assert not action.isChecked()


def test_the_panels_can_be_shown_again_from_the_view_menu(open_window, qtbot):
    w = open_window()
    log = docks(w)["LogDock"]
    log.close()
    settle(qtbot)
    entry = next(a for a in _entries(w) if a.text().replace("&", "") == "Log")
    assert entry.isCheckable() and not entry.isChecked()
    entry.trigger()
    settle(qtbot)
    assert log.isVisible()


# ---------------------------------------------------------------- 9. small things


#: the last Union disc of 1 July morning: when both sides have passed, midday
#: brings the Confederate group whose road is rolled for (R-REIN-2)
MORNING_ENDS = {
    "period": "1 July morning",
    "active": "csa",
    "units": {"herr-ridge": ["csa-heth-1"], "oak-ridge": ["usa-buford-1"]},
    "blocks": {
        "herr-ridge": {"side": "csa", "value": 5, "discs": 0},
        "oak-ridge": {"side": "usa", "value": 3, "discs": 0},
    },
    "discs": {"usa_blue": 1},
}


def test_the_reinforcement_roll_names_its_entry_box_and_cites_its_rule_once_R_REIN_2(open_window, player, qtbot):
    w = open_window(position_session(MORNING_ENDS, [5]))
    p = player(w)
    for _side, place in (("csa", "herr-ridge"), ("usa", "oak-ridge")):
        p.seat()
        p.click_block(place)
        p.press(f"order {place}")
        p.press("pass")
    p.seat()
    settle(qtbot)
    assert w.session.game.period_name() == "1 July midday"
    panel = [label.text() for label in w.dice.findChildren(type(w.status)) if label.isVisible()]
    assert any("Carlisle Road" in t for t in panel) and any("(R-REIN-2)" in t for t in panel), panel
    assert "Confederate reinforcement road: rolled 5: Carlisle Road (R-REIN-2)" in p.log_tail()
    text = "\n".join(screen_texts(w))
    assert "carlisle-road-box" not in text
    assert "R-REIN-2, R-REIN-2" not in text


def test_the_buttons_tooltips_say_the_action_in_words(open_window, player, qtbot):
    import re

    w = open_window()
    p = player(w)
    p.seat()
    p.click_place("herr-ridge")
    p.press("place-block 3 herr-ridge")
    p.seat()
    p.click_place("seminary-ridge-lutheran-seminary")
    p.press("place-block 2 seminary-ridge-lutheran-seminary")
    p.seat()
    p.click_block("herr-ridge")
    p.press("order herr-ridge")
    p.press("move herr-ridge") if p.w.prompt.button_for("move herr-ridge") else p.click_place("herr-ridge")
    settle(qtbot)
    end = p.w.prompt.button_for("end-move")
    assert end is not None and end.isVisible()
    assert end.toolTip() == "Confederate ends the move"
    for button in p.buttons():
        assert not re.search(r"\b[a-z]+-[a-z]+\b", button.toolTip()), button.toolTip()


def test_a_resumed_game_is_named_by_its_file_in_the_title(open_window, player, tmp_path, monkeypatch, qtbot):
    from gettysburg_desktop.scenario.session import Autosave

    w = open_window()
    p = player(w)
    saved = tmp_path / "games" / "first-day.yaml"
    saved.parent.mkdir()
    monkeypatch.setattr("PySide6.QtWidgets.QFileDialog.getSaveFileName", lambda *a, **k: (str(saved), ""))
    next(a for a in _entries(w) if a.text() == "Save &as...").trigger()
    p.seat()
    p.click_place("herr-ridge")
    p.press("place-block 3 herr-ridge")  # played on after saving
    w.close()  # then the program is killed or closed; the autosave holds the game
    from gettysburg_desktop.ui.window import MainWindow

    # a copy with its own autosave
    other = MainWindow(GameSession.new(Setup("gettysburg-1863", 9)), data_dir=tmp_path / "elsewhere")
    qtbot.addWidget(other)
    other.close()
    resumed = Autosave(tmp_path / "data").resumable()
    again = open_window(resumed)
    assert "first-day.yaml" in again.windowTitle() and "unsaved" not in again.windowTitle()
    # a new game is unsaved again, and a later start does not take it for the file
    again.start(Setup("gettysburg-1863", 3))
    assert "unsaved game" in again.windowTitle()


def test_the_save_and_open_dialogs_start_in_the_folder_of_the_last_game(open_window, player, tmp_path, monkeypatch):
    w = open_window()
    folder = tmp_path / "my games"
    folder.mkdir()
    asked = []

    def dialog(parent, caption, where, *rest):
        asked.append(where)
        return (str(folder / "saved.yaml"), "") if len(asked) == 1 else ("", "")

    monkeypatch.setattr("PySide6.QtWidgets.QFileDialog.getSaveFileName", dialog)
    monkeypatch.setattr("PySide6.QtWidgets.QFileDialog.getOpenFileName", dialog)
    next(a for a in _entries(w) if a.text() == "Save &as...").trigger()
    assert QSettings().value("recent") == [str(folder / "saved.yaml")]
    # as the settings file gives a list of one back at the next start
    QSettings().setValue("recent", str(folder / "saved.yaml"))
    w.start(Setup("gettysburg-1863", 5))  # a new game: no file of its own yet
    player(w).seat()  # (a replay is not offered behind the curtain)
    for entry in ("&Open...", "Save &as...", "Re&play a saved game..."):
        next(a for a in _entries(w) if a.text() == entry).trigger()
    assert asked[1:] == [str(folder)] * 3
    # Open recent lists it
    w.recent_menu.aboutToShow.emit()
    assert [a.text() for a in w.recent_menu.actions()] == [str(folder / "saved.yaml")]


def test_no_raw_id_and_no_rule_cited_twice_on_screen_through_a_random_game(open_window, qtbot):
    """A game of random actions (both sides shown): after each, every text
    on screen (title, prompt, buttons and their tooltips, panels, log, menus,
    the board's tooltips) names places and units by their names and cites a
    rule once per text."""
    import random
    import re

    w = open_window(GameSession.new(Setup("gettysburg-1863", 23)), reveal=True)
    g = w.session.game
    ids = set(g.places) | set(g.state.units)
    rnd = random.Random(23)  # the first dice after 36 actions
    for n in range(250):
        if g.over or (n > 60 and w.dice.faces()):  # some way past the first roll
            break
        w.controller.apply(rnd.choice(g.legal_actions()))
        QApplication.processEvents()
        for text in screen_texts(w):
            text = plain(text) if "<" in text else text
            raw = [word for word in re.findall(r"[a-z0-9]+(?:-[a-z0-9]+)+", text) if word in ids]
            assert not raw, (raw, text)
            rules = re.findall(r"R-[A-Z]+(?:-\d+)?(?![-\w])", text)
            assert len(rules) == len(set(rules)), text
    assert w.dice.faces()


def test_a_log_line_naming_only_a_unit_shows_where_it_happened(open_window, player, qtbot):
    w = open_window(position_session(CROWDED_HERBST_WOODS, [3] * 60))
    _assault_with_fourteen_dice(w, player(w))
    line = next(i for i, row in enumerate(w.log.rows) if row[2] == "action" and "gives the cube to" in row[0])
    assert w.log.rows[line][1] == ["mcpherson-ridge-herbst-woods"]


def test_the_window_is_remembered_where_it_was_moved_even_if_the_program_is_killed(open_window, qtbot):
    from gettysburg_desktop.ui.window import MainWindow

    w = open_window()
    w.resize(760, 660)
    qtbot.waitUntil(lambda: QSettings().value("window/geometry") is not None, timeout=3000)
    # no close: the program is killed; the next start finds the window's size
    again = MainWindow(w.session, data_dir=w.autosave.folder)
    qtbot.addWidget(again)
    assert (again.width(), again.height()) == (760, 660)


def test_a_game_opened_from_the_command_line_is_a_recent_game(qtbot, tmp_path, monkeypatch):
    from gettysburg_desktop.ui.window import MainWindow

    saved = tmp_path / "games" / "from-the-shell.yaml"
    saved.parent.mkdir()
    GameSession.new(Setup("gettysburg-1863", 3)).save(saved)
    w = MainWindow(GameSession.open(saved), data_dir=tmp_path / "data", path=str(saved))
    qtbot.addWidget(w)
    w.close()
    again = MainWindow(GameSession.new(Setup("gettysburg-1863", 4)), data_dir=tmp_path / "data")
    qtbot.addWidget(again)
    asked = []
    monkeypatch.setattr(
        "PySide6.QtWidgets.QFileDialog.getOpenFileName",
        lambda parent, caption, where, *rest: asked.append(where) or ("", ""),
    )
    again.open_game()
    assert asked == [str(saved.parent)]


def _cited(text: str) -> list[str]:
    import re

    return re.findall(r"R-[A-Z]+(?:-\d+[a-z]?)?", text)


def test_a_rule_and_its_family_are_cited_once_in_a_prompt():
    """The prompt said "(R-MOVE-5) (R-MOVE)": the family id goes where a rule
    of it is cited, a rule cited again goes, the running text stays."""
    from gettysburg_desktop.display.rules_reference import cited_once, with_rule_links

    assert (
        cited_once("Herbst Woods holds more than four units: move one of them on (R-MOVE-5) (R-MOVE)")
        == "Herbst Woods holds more than four units: move one of them on (R-MOVE-5)"
    )
    assert cited_once("fire (R-FIRE-2) at Oak Hill (R-FIRE-2).") == "fire (R-FIRE-2) at Oak Hill."
    assert cited_once("won (R-WIN-1, R-WIN) today") == "won (R-WIN-1) today"
    assert cited_once("as R-MOVE-5 says (R-MOVE-5 [ruling]) (R-ORD-2)") == "as R-MOVE-5 says (R-ORD-2)"
    assert cited_once("a note (not a rule) (R-ACT-1)") == "a note (not a rule) (R-ACT-1)"
    assert plain(with_rule_links("move one on (R-MOVE-5)", "R-MOVE")) == "move one on (R-MOVE-5)"


def test_the_prompt_bar_cites_each_rule_once_through_a_random_game(open_window, qtbot):
    """A game of random actions (both sides shown): after each, the prompt
    bar's text (the question, and the confirmation a click on a step that
    can't be taken back asks for) cites each rule once and no family id
    (R-MOVE) beside a rule of it (R-MOVE-5)."""
    import random

    w = open_window(GameSession.new(Setup("gettysburg-1863", 29)), reveal=True)
    c, g = w.controller, w.session.game
    rnd = random.Random(29)
    seen = 0

    def check() -> None:
        text = plain(w.prompt.text.text())
        rules = _cited(text)
        assert len(rules) == len(set(rules)), text
        assert not [(a, b) for a in rules for b in rules if b.startswith(a + "-")], text

    for _n in range(160):
        if g.over:
            break
        check()
        chosen = rnd.sample(c.choices(), min(2, len(c.choices())))
        for ch in chosen:  # what a click on it asks first, if it can't be taken back
            why = c.irreversible(ch.action)
            if why and ch.second_place != "?":
                c._ask_to_confirm(ch, why)
                check()
                seen += 1
                c.cancel()
        c.apply(rnd.choice(g.legal_actions()))
    check()
    assert seen > 5


def test_a_game_from_a_stated_position_says_so_first_in_the_log(open_window, player, qtbot, tmp_path):
    """A game opened from a record that starts from a stated position: the
    log's first line says so (the period, who is to act), its actions follow;
    a replay of it starts with the same line."""
    position_session(CROWDED_HERBST_WOODS).save(str(tmp_path / "stated.yaml"))
    w = open_window(GameSession.open(str(tmp_path / "stated.yaml")))
    lines = w.log.lines()
    assert lines and "stated position" in lines[0], lines
    assert "1 July afternoon" in lines[0] and "Confederate" in lines[0], lines[0]
    p = player(w)
    p.seat()
    p.click_block("herr-ridge")
    p.press_label(DOUBLE_LABEL)
    p.click_block("forney-fields")
    qtbot.waitUntil(lambda: len(w.log.lines()) > 1)
    assert "stated position" in w.log.lines()[0]
    assert any(line.startswith("1. Confederate") for line in w.log.lines()[1:]), w.log.lines()
    w.replay_this_game()
    assert "stated position" in w.log.lines()[0] and "1 July afternoon" in w.log.lines()[0]

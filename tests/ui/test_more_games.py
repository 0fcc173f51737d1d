"""The play window hosts more than one game (issue 17, item 4): New game
lists the games, and the chosen game's scenarios, variants and sides; the
window plays the second game (the kernel's toy Sticks, tests/ui/sticks_window.py)
with the same prompt bar, log, undo, save, open, autosave and replay; a
record names its game and reopens into it; a game that hides nothing is
played in the hot seat without a curtain (Norden & Süden is one, NS-COMP)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QLabel, QPushButton
from sticks_window import Side, registered

from gettysburg_desktop.scenario import games
from gettysburg_desktop.scenario.record import RecordError, load_record
from gettysburg_desktop.scenario.session import GameSession, Setup


@pytest.fixture
def two_games():
    with registered():
        yield


@pytest.fixture
def sticks_the_computer_plays():
    with registered(computer=True):
        yield


@pytest.fixture
def gettysburg_alone():
    """The program as it was with one game: the other games taken out for the test."""
    from gettysburg_desktop.games import registrations
    from gettysburg_desktop.ui import game_kinds

    others = [r for r in registrations() if r.GAME_ID != "gettysburg"]
    for registration in others:
        game_kinds.unregister_window(registration.GAME_ID)
        games.unregister(registration.GAME_ID)
    try:
        yield
    finally:
        for registration in others:
            games.register(registration.game_kind())
            game_kinds.register_window(registration.window_part())


def _form_labels(dialog) -> list[str]:
    return [w.text() for w in dialog.body.findChildren(QLabel) if w.isVisibleTo(dialog) and w.text()]


def _new_game(w, monkeypatch, fill):
    """Game > New game..., the dialog filled in by ``fill(dialog)`` and OK pressed."""
    from gettysburg_desktop.ui.dialogs import NewGameDialog

    seen = {}

    def exec_(dialog):
        seen["dialog"] = dialog
        fill(dialog)
        return NewGameDialog.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", exec_)
    w.new_game()
    return seen["dialog"]


def test_with_gettysburg_alone_new_game_shows_no_list_of_games(open_window, qtbot, gettysburg_alone):
    from gettysburg_desktop.ui.dialogs import NewGameDialog

    w = open_window()
    dialog = NewGameDialog(w, "gettysburg-1863")
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.game.isVisibleTo(dialog) and "Game:" not in _form_labels(dialog)
    assert dialog.scenario.currentData() == "gettysburg-1863"
    assert list(dialog.variants) == ["entry-box-fallback"]
    assert dialog.reveal.isVisibleTo(dialog)


def test_new_game_lists_the_games_and_starts_the_chosen_one_in_the_window(open_window, player, monkeypatch, two_games):
    w = open_window()

    def fill(dialog):
        dialog.show()
        assert dialog.game.isVisibleTo(dialog) and "Game:" in _form_labels(dialog)
        titles = [dialog.game.itemText(i) for i in range(dialog.game.count())]
        assert titles == [
            "Gettysburg (Martin Wallace, 1863: the battle)",
            "Norden & Süden (Frank Chadwick: the whole war, 1861-1865)",
            "Schlachten im Finsterland (Georg Pils: miniatures on a free table)",
            "ACW after Big Battle DBA (miniatures on a free table)",
            "Sticks (a toy: take the last stick)",
            "Open sticks (nothing hidden)",
        ]
        assert dialog.game.currentData() == "gettysburg"  # the game on screen comes first
        dialog.choose_game("sticks")
        # the chosen game's scenarios, variants and sides; no computer for it, no scenario files
        scenarios = [dialog.scenario.itemText(i) for i in range(dialog.scenario.count())]
        assert scenarios == ["Seven sticks", "Five sticks"]
        assert list(dialog.variants) == ["ten"]
        assert dialog.variants["ten"].text() == "ten: ten sticks instead of the scenario's"
        assert [s.value for s in dialog.players] == ["a", "b"]
        assert [dialog.players[Side.A].itemText(i) for i in range(dialog.players[Side.A].count())] == ["Human"]
        assert "Player A:" in _form_labels(dialog) and "Confederate:" not in _form_labels(dialog)
        assert not any(b.text() == "From a file..." for b in dialog.body.findChildren(QPushButton))
        dialog.scenario.setCurrentIndex(dialog.scenario.findData("five-sticks"))
        dialog.seed.setValue(77)

    fill_and_check = _new_game(w, monkeypatch, fill)
    assert fill_and_check.setup() == Setup("five-sticks", 77, (), (), "sticks")
    g = w.session.game
    assert g.ruleset.name == "sticks" and g.state.sticks == 5
    assert w.kind.id == "sticks" and len(w.scene.sticks) == 5  # its own board
    assert "Five sticks" in w.windowTitle()
    assert not w.docks["BattleDock"].isVisible() and not w.docks["DiceDock"].isVisible()
    assert w.docks["LogDock"].isVisible()
    assert not w.concede_action.isEnabled() and not w.concede_action.isVisible()  # Gettysburg's R-WIN-3
    assert not w.rules_action.isEnabled()  # no rules reference for the toy
    assert not w.how_to_play_action.isEnabled() and not w.welcome_at_start()  # Gettysburg's page
    # Sticks hides each player's secret die: the hot seat hands over behind the curtain
    p = player(w)
    p.take_over()
    assert "take 1 or 2 of the 5 sticks" in p.prompt() and w.prompt.side.text() == "Player A"
    assert p.labels() == ["take 1", "take 2"]
    p.press_label("take 2")
    assert len(w.scene.sticks) == 3
    assert any("Player A takes 2, 3 left" in line for line in w.log.lines())


def test_a_game_of_the_second_game_saves_reopens_into_it_and_replays(open_window, player, tmp_path, two_games):
    w = open_window(GameSession.new(Setup("seven-sticks", 5, game="sticks")))
    p = player(w)
    p.take_over()
    p.press_label("take 1")
    assert w.curtain.isVisible()  # Player B's turn: behind the curtain
    p.ctrl_z()  # Player A takes it back before B has seen anything, as in Gettysburg's hot seat
    assert not w.curtain.isVisible() and len(w.scene.sticks) == 7 and w.prompt.side.text() == "Player A"
    p.press_label("take 2")
    p.take_over()
    p.press_label("take 1")
    path = tmp_path / "sticks.yaml"
    assert w._save_to(str(path))
    text = path.read_text(encoding="utf-8")
    assert "ruleset: sticks" in text and "- take 2\n- take 1\n" in text
    assert w.start(Setup("crossroads", 1))  # another game on screen: Gettysburg
    assert w.kind.id == "gettysburg" and w.docks["BattleDock"].isVisible()
    assert w.open_game(str(path))
    g = w.session.game
    assert g.ruleset.name == "sticks" and [str(a) for a in g.history] == ["take 2", "take 1"]
    assert len(w.scene.sticks) == 4 and w.kind.id == "sticks"
    w.autosave.flush()  # the autosave holds it too, and a resumed game is this game
    assert GameSession.open(w.autosave.path).game.ruleset.name == "sticks"
    p.take_over()  # (a replay is never opened behind the curtain, R-ACT-2)
    assert w.open_replay(str(path))
    w.controller.step_to(0)
    assert len(w.scene.sticks) == 7 and w.replay_bar.isVisible()
    w.controller.step_to(2)
    assert len(w.scene.sticks) == 4


def test_a_record_of_a_game_this_program_does_not_play_says_so(open_window, monkeypatch, tmp_path):
    path = tmp_path / "chess.yaml"
    path.write_text("format_version: 2\nruleset: chess\nrules_version: 1\nscenario: start\nseed: 1\nactions:\n- e2e4\n")
    with pytest.raises(RecordError) as exc:
        load_record(path)
    assert str(exc.value).startswith(f"{path}: ruleset: 'chess' is a game this program does not play")
    w = open_window()
    said = []
    monkeypatch.setattr("PySide6.QtWidgets.QMessageBox.warning", lambda parent, title, text: said.append(text))
    assert not w.open_game(str(path))
    assert said and str(path) in said[0] and "'chess'" in said[0] and "gettysburg" in said[0]
    assert w.kind.id == "gettysburg"  # the game on screen stays


def test_a_game_that_hides_nothing_is_played_at_one_screen_without_a_curtain(
    open_window, player, monkeypatch, two_games
):
    w = open_window()
    p = player(w)

    def fill(dialog):
        dialog.show()
        dialog.choose_game("open-sticks")
        assert not dialog.reveal.isVisibleTo(dialog)  # nothing to show everything of
        assert "no curtain" in dialog.who.text()

    _new_game(w, monkeypatch, fill)
    assert w.kind.id == "open-sticks" and not games.game("open-sticks").hides
    assert not w.curtain.isVisible() and w.prompt.side.text() == "Player A"
    p.press_label("take 2")
    # the other player decides at once: no hand-over
    assert not w.curtain.isVisible() and w.controller.waiting_for is None
    assert w.prompt.side.text() == "Player B" and w.controller.viewer is Side.B
    assert not w.reveal_action.isEnabled()
    p.press_label("take 1")
    assert w.prompt.side.text() == "Player A" and len(w.scene.sticks) == 4
    assert not [b for b in w.findChildren(QCheckBox) if b.objectName() == "RevealChoice" and b.isVisible()]


def test_the_panels_a_game_does_not_fill_come_back_with_gettysburg_at_the_next_start(open_window, two_games):
    w = open_window(GameSession.new(Setup("seven-sticks", 1, game="open-sticks")))
    assert not w.docks["BattleDock"].isVisible() and not w.docks["DiceDock"].isVisible()
    assert not w.docks["BattleDock"].toggleViewAction().isEnabled()  # View > Panels: nothing to show
    w.close()  # the layout is kept for the next start
    again = open_window()  # the next start plays Gettysburg
    assert again.docks["BattleDock"].isVisible() and again.docks["DiceDock"].isVisible()
    assert again.docks["LogDock"].isVisible()


def test_a_game_the_computer_does_not_play_is_played_by_people_and_suggests_nothing(open_window, player, two_games):
    # a record (or --computer) asking the computer to play a side of a game it does not play
    w = open_window(GameSession.new(Setup("seven-sticks", 2, (), (("b", "easy"),), "open-sticks")))
    assert w.controller.computer_for(Side.B) is None and not w.controller.against_computer
    assert "The computer does not play this game yet: a person plays every side" in w.status.text()
    assert not w.suggest_action.isEnabled()
    w.controller.suggest_requested.emit()  # Ctrl+H all the same
    assert "the computer does not play this game" in w.status.text()
    p = player(w)
    p.press_label("take 1")
    assert w.prompt.side.text() == "Player B"  # a person decides for B


def test_the_rules_reference_is_the_game_on_screens(open_window, two_games):
    w = open_window()
    w.show_rule("R-ACT-2")
    assert w.reference.page == "rules" and w.reference.windowTitle() == "Gettysburg: rules reference"
    assert w.rules_action.isEnabled() and w.concede_action.isVisible()
    w.start(Setup("seven-sticks", 1, game="open-sticks"))
    assert w.rules_action.isEnabled()
    w.show_rule("")
    assert w.reference.pages == ("rules-interpretations",) and w.reference.page == "rules-interpretations"
    assert w.reference.windowTitle() == "Rules reference"
    w.start(Setup("crossroads", 1))
    w.show_rule("")
    assert w.reference.page == "rules"


def test_a_game_whose_window_is_not_written_yet_is_refused_with_its_name(open_window, player, monkeypatch, tmp_path):
    """A game registered for its rules only (scenario/games.py), without its
    window part (ui/game_kinds.py): its records read, the window says it
    can't show it (as Norden & Süden's before its board is written)."""
    from sticks_window import SticksGame, offers

    games.register(
        games.GameKind(
            id="sticks",
            title="Sticks, rules only",
            game_class=SticksGame,
            scenarios=offers,
            load_scenario=lambda sid: 7,
            sides=(Side.A, Side.B),
        )
    )
    try:
        path = tmp_path / "sticks.yaml"
        GameSession.new(Setup("seven-sticks", 1, game="sticks")).save(path)
        w = open_window()
        player(w).take_over()  # (a replay is never opened behind the curtain, R-ACT-2)
        said = []
        monkeypatch.setattr("PySide6.QtWidgets.QMessageBox.warning", lambda parent, title, text: said.append(text))
        assert not w.open_game(str(path)) and not w.open_replay(str(path))
        assert said == [f"{path}: a game of Sticks, rules only, which this window cannot show yet"] * 2
        assert w.kind.id == "gettysburg"
        from gettysburg_desktop.ui.dialogs import NewGameDialog

        # New game lists the games the window shows: Gettysburg, Norden & Süden, Finsterland and ACW, not Sticks
        assert NewGameDialog(w).game.count() == 4
    finally:
        games.unregister("sticks")


def test_a_game_written_only_in_the_tests_is_played_by_the_computer_and_suggested(
    open_window, player, qtbot, monkeypatch, sticks_the_computer_plays
):
    """The toy Sticks (tests/kernel/sticks.py, its window part in
    sticks_window.py: not a line of it outside the tests) is played against
    the computer through the real window, which asks the computer's worker
    with the kernel's default kit, and Ctrl+H suggests a whole decision for
    the person without playing it (issue 23, item 6)."""
    from gettysburg_desktop.ui import computer as computer_module

    monkeypatch.setitem(computer_module.PACES, "fast", 0.0)
    w = open_window(GameSession.new(Setup("seven-sticks", 5, (), (("b", "easy"),), "sticks")))
    w.computer.set_pace("fast", keep=False)
    c = w.controller
    assert c.computer_for(Side.B) is not None and c.against_computer
    p = player(w)
    if w.curtain.isVisible():
        p.take_over()
    p.press_label("take 1")  # the person takes one stick; the computer answers for B
    qtbot.waitUntil(lambda: len(c.game.history) >= 2 and (c.can_act or c.game.over), timeout=30_000)
    assert str(c.game.history[0]) == "take 1"
    decided = [e.side for e in c.game.log if e.action is not None]
    assert decided[:2] == [Side.A, Side.B]  # the computer's decision for B, carried out by the window
    if c.game.over:
        return
    n = len(c.game.history)
    w.view.setFocus()
    qtbot.keyClick(w.view, Qt.Key_H, Qt.ControlModifier)
    qtbot.waitUntil(lambda: w.computer.suggestion is not None, timeout=30_000)
    _, first, words = w.computer.suggestion
    assert first in {str(a) for a in c.game.legal_actions()}
    assert "Suggestion (hard) for the " in w.status.text() and words in w.status.text()
    assert len(c.game.history) == n, "a suggestion is never played by itself"

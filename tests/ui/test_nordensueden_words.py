"""Norden & Süden's window says what the rules say (issue 22, item 9):
after the short game's last turn the turn track and the title stay at
turn 10 of 10 (NS-SHORT-1); the result links the rule that decided it
(NS-SHORT-2, not NS-WIN); a replay speaks of no blocks (nothing is hidden,
NS-COMP); New game ticks the short game's own variant and opens the same
way whichever game was played before."""

from __future__ import annotations

import random

from PySide6.QtWidgets import QApplication
from uihelp import plain

from gettysburg_desktop.scenario.session import GameSession, Setup


def finished_short_game() -> GameSession:
    """A short game played to its end by random legal actions (seed 1 reaches the end of turn 10)."""
    session = GameSession.new(Setup("short-1861", 1, (), (), "norden-sueden"))
    g, rnd = session.game, random.Random(1)
    while not g.over:
        g.apply(rnd.choice(g.legal_actions()))
    assert g.state.turn == 11 and "short game is over" in g.outcome[1]
    return session


def test_after_the_short_games_end_the_window_says_turn_10_of_10_and_links_NS_SHORT_2(open_window):
    from gettysburg_desktop.games.nordensueden.ui.panels import NSSidePanels

    w = open_window(finished_short_game())
    track = w.findChildren(NSSidePanels)[0].turn_track
    assert "game turn 10 of 10" in plain(track.title.text()) and "11" not in plain(track.title.text())
    assert "turn 10," in w.windowTitle() and "turn 11" not in w.windowTitle()
    # the banner over the board and the prompt bar link the rule that decided the game
    assert w.end_banner.isVisible()
    assert "rule:NS-SHORT-2" in w.end_banner.reason.text() and "rule:NS-WIN'" not in w.end_banner.reason.text()
    assert "rule:NS-SHORT-2" in w.prompt.text.text()


def test_a_replay_of_norden_sueden_speaks_of_no_blocks(open_window, player):
    w = open_window(GameSession.new(Setup("campaign-1861", 3, (), (), "norden-sueden")))
    p = player(w)
    p.click_place("washington")  # a march: something to replay
    w.replay_this_game()
    assert w.controller.replaying
    text = w.status.text()
    assert text.startswith("A replay") and "block" not in text


def _open_new_game(w, monkeypatch, look):
    """Game > New game..., ``look(dialog)`` while it is on the screen, then Cancel."""
    from gettysburg_desktop.ui.dialogs import NewGameDialog

    def exec_(dialog):
        dialog.show()
        QApplication.processEvents()
        look(dialog)
        return NewGameDialog.Rejected

    monkeypatch.setattr(NewGameDialog, "exec", exec_)
    w.new_game()


def test_new_game_ticks_the_short_games_own_variant_NS_SHORT(open_window, monkeypatch):
    w = open_window(GameSession.new(Setup("short-1861", 3, (), (), "norden-sueden")))
    seen = {}

    def look(dialog):
        short = dialog.variants["short"]
        assert dialog.scenario.currentData() == "short-1861"
        assert short.isChecked() and not short.isEnabled()  # the short game is the variant (NS-SHORT)
        assert dialog.setup().variants == ("short",)
        dialog.scenario.setCurrentIndex(dialog.scenario.findData("campaign-1861"))
        assert not short.isChecked() and short.isEnabled()  # the whole war: the player's choice again
        dialog.variants["novice"].setChecked(True)
        dialog.scenario.setCurrentIndex(dialog.scenario.findData("short-1861"))
        assert short.isChecked() and dialog.variants["novice"].isChecked()  # the player's own ticks stay
        seen["done"] = True

    _open_new_game(w, monkeypatch, look)
    assert seen


def _rows(dialog) -> dict:
    """Where the rows every game has stand (x, width) in the dialog."""
    return {
        name: (widget.mapTo(dialog, widget.rect().topLeft()).x(), widget.width())
        for name, widget in (("game", dialog.game), ("seed", dialog.seed), ("who", dialog.who))
    }


def test_new_game_opens_the_same_way_whichever_game_was_played_before(open_window, monkeypatch):
    w = open_window()  # Gettysburg first
    seen = []

    def look(dialog):
        seen.append((dialog.width(), _rows(dialog)))
        if dialog.kind.id == "gettysburg":
            dialog.choose_game("norden-sueden")  # the dialog keeps its width, its form fits: no gap under it
            QApplication.processEvents()
            seen.append((dialog.width(), _rows(dialog)))
            who = dialog.who
            assert who.height() <= 3 * who.fontMetrics().lineSpacing(), "a gap between the form and the buttons"

    _open_new_game(w, monkeypatch, look)
    assert w.start(Setup("campaign-1861", 3, (), (), "norden-sueden"))
    _open_new_game(w, monkeypatch, look)
    assert len(seen) == 3
    assert seen[0] == seen[1] == seen[2], seen


def test_new_game_offers_the_variants_of_the_game_before(open_window, monkeypatch):
    """Found playing: after a short game of the whole war (NS-SHORT ticked by the player), Game > New
    game offered the same game and opponent again but not the short game. The variants played are
    ticked again for the same game; another game's form has its own defaults."""
    w = open_window(
        GameSession.new(Setup("campaign-1861", 3, ("novice", "short"), (("usa", "hard"),), "norden-sueden"))
    )
    seen = {}

    def look(dialog):
        assert dialog.scenario.currentData() == "campaign-1861"
        assert dialog.variants["short"].isChecked() and dialog.variants["short"].isEnabled()
        assert dialog.variants["novice"].isChecked() and not dialog.variants["replacements"].isChecked()
        assert dialog.setup().variants == ("novice", "short")
        dialog.choose_game("gettysburg")
        QApplication.processEvents()
        assert not any(box.isChecked() for box in dialog.variants.values())
        seen["done"] = True

    _open_new_game(w, monkeypatch, look)
    assert seen

"""A finished game's result in the shell's words (display/words.py,
ui/end_banner.py): a side's victory in its own game's words, a draw (the
kernel's outcome with no winner) as a draw, and a side of no colour of the
palette's (a game to come) in plain ink, never a crash."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from gettysburg_desktop.display import palette as P
from gettysburg_desktop.display.words import result_title, side_name
from gettysburg_desktop.scenario import games
from gettysburg_desktop.ui.end_banner import EndBanner


def test_a_victory_is_named_in_the_winners_game_and_a_draw_is_a_draw(qapp):
    gettysburg, ns = games.game("gettysburg"), games.game("norden-sueden")
    assert result_title(gettysburg.side("csa")) == "Confederate victory"
    assert result_title(ns.side("csa")) == "Confederacy victory"
    assert result_title("csa", ns) == "Confederacy victory"  # a bare value, in the game named
    assert side_name("tabor") == "tabor"  # a value no installed game has: the value itself
    assert result_title(None) == "Draw"


def test_the_end_banner_shows_a_draw_and_a_side_of_no_palette_colour(qapp):
    parent = QWidget()
    parent.resize(800, 600)
    banner = EndBanner(parent)
    banner.show_result(None, "Both armies are spent.", "")
    assert banner.title.text() == "Draw" and P.AREA_EDGE in banner.styleSheet()
    banner.show_result("tabor", "Tabor holds the hill.", "")
    assert banner.title.text() == "tabor victory"

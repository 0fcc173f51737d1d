"""Found playing (sessions 40 and 41): a click on an area offered the block
values as four buttons "Place the command block of value 2 in Seminary Ridge
(Lutheran Seminary)" ... in a bar two rows high, so the player scrolled a
small area to reach value 5. The values offered for one place now come
under one heading, each button its value: all four in one row, the whole
choice in each button's tooltip (R-BLK-1)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from gettysburg_desktop.scenario.session import GameSession, Setup


def headings(w) -> list[QLabel]:
    """The headings over the offered choices a player sees."""
    return [label for label in w.prompt.buttons.findChildren(QLabel, "PromptHeading") if label.isVisible()]


def test_the_block_values_for_one_place_are_one_heading_and_a_row_of_values_R_BLK_1(open_window, player):
    w = open_window(GameSession.new(Setup("gettysburg-1863", 3)))
    p = player(w)
    p.seat()
    p.click_place("herr-ridge")
    values = [b for b in p.buttons() if b.objectName().startswith("choice:place-block")]  # shown by now
    shown = headings(w)
    assert [h.text() for h in shown] == ["Place the command block in Herr Ridge, of value:"]
    assert [b.text() for b in values] == ["2", "3", "4", "5"]
    # all of them in sight at once: one row, the bar never scrolled
    row = {b.y() for b in values} | {shown[0].y()}
    assert len({b.y() for b in values}) == 1 and max(row) - min(row) < values[0].height()
    assert all(w.prompt.scroll_area.viewport().rect().contains(b.geometry()) for b in values)
    assert values[3].toolTip() == "Confederate places a command block of value 5 in Herr Ridge"
    p.qtbot.mouseClick(values[1], Qt.LeftButton)
    assert w.session.game.state.blocks["herr-ridge"].value == 3


def test_choices_without_a_common_heading_keep_their_words(open_window, player):
    """A block clicked offers an order or its removal: two different things,
    each button says it whole."""
    w = open_window(GameSession.new(Setup("gettysburg-1863", 3)))
    p = player(w)
    p.seat()
    p.click_place("herr-ridge")
    p.press("place-block 3 herr-ridge")
    p.take_over()
    p.click_place("cemetery-hill")
    p.press("place-block 4 cemetery-hill")
    p.take_over()
    p.click_block("herr-ridge")
    assert "Issue an order from the block in Herr Ridge" in p.labels()  # shown by now
    assert not headings(w)

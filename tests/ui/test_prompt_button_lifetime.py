"""A button of the prompt bar lives until the event that replaced it is over:
a click on it may change the prompt, and a button destroyed inside its own
clicked signal is a silent crash. (Issue 14: the program vanished once on
"End the turn" while the review played it; not reproduced. The prompt bar
no longer hands old buttons to Python with setParent(None), where dropping
the last reference destroys them at once; this test holds the deferred
deletion, not the vanishing.)"""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QPushButton


def test_a_replaced_button_is_destroyed_only_after_the_event(open_window, player, qtbot):
    w = open_window()
    p = player(w)
    p.take_over()
    p.click_place("herr-ridge")  # the values offered as buttons
    name = "choice:place-block 3 herr-ridge"
    button = w.prompt.buttons.findChild(QPushButton, name)
    assert button is not None
    qtbot.waitUntil(button.isVisible)
    gone = []
    button.destroyed.connect(lambda *_: gone.append(True))
    del button
    p.esc()  # the prompt is redrawn without the buttons, as a click on one of them would
    assert not gone, "the button was destroyed at once, not after the event"
    assert w.prompt.buttons.findChild(QPushButton, name) is None  # no longer found by its name
    qtbot.waitUntil(lambda: bool(gone))  # Qt deletes it once the event loop runs
    QApplication.processEvents()

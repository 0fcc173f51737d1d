"""A risky choice asked first, a part of the window's controller
(ui/controller.py): a step that can't simply be taken back (dice rolled, a
block leaving the map, a turn ending, a block placed) waits for a confirming
click or Enter, with the reason and its rule; Esc steps back."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gettysburg_desktop.display.translate import shown
from gettysburg_desktop.display.words import side_name

# the texts keep the context of the class they were first translated in (Qt's translate)
_t = QCoreApplication.translate


class Confirmation:
    """The choice waiting for confirmation on one controller (its ``pending``
    and ``pending_why``: "dice", "block", "discs", "turn" or "place")."""

    def __init__(self, controller) -> None:
        self._c = controller

    def ask(self, choice, why: str = "dice") -> None:
        c = self._c
        c.pick = None
        c.offered, c.pending, c.pending_why = [], choice, why
        c.message.emit(c.confirm_text(choice, why))
        c._mark()
        c.changed.emit()

    def confirm_text(self, choice, why: str) -> str:
        """What the player is asked before a step that can't simply be taken back."""
        what = shown(choice.label)
        if why == "block":
            text = _t(
                "Controller",
                "{what}: the block leaves the map with all its discs (R-BLK-3). Click it again or press Enter to confirm, Esc to step back.",
            )
        elif why == "discs":
            text = _t(
                "Controller",
                "{what}: a command block leaves the map with its discs (R-BLK-4). Click it again or press Enter to confirm, Esc to step back.",
            )
        elif why == "turn" and choice.ends not in (None, self._c.viewer):
            text = _t(
                "Controller",
                "{what}: this ends the {side} turn (R-ACT-1). Click it again or press Enter to confirm, Esc to step back.",
            ).format(what="{what}", side=side_name(choice.ends))
        elif why == "turn":
            text = _t(
                "Controller",
                "{what}: this ends your turn (R-ACT-1). Click it again or press Enter to confirm, Esc to step back.",
            )
        elif why == "place":
            text = _t(
                "Controller",
                "{what}? Click it again or press Enter to place the block there, Esc to step back (R-BLK-1).",
            )
        else:
            text = _t(
                "Controller",
                "{what}: dice will be rolled, so this can't be taken back. Click it again or press Enter to confirm, Esc to step back.",
            )
        return text.format(what=what)

    def confirm_tip(self, choice, why: str) -> str:
        """The Confirm button's tooltip where the game has a reason of its own
        to ask ("" for the prompt bar's: a roll, a block leaving, a turn ending)."""
        return ""

    def confirm(self) -> None:
        """Enter, or a second click on the same thing: carry out the choice
        waiting for confirmation; after a roll in the hot seat, hand over."""
        c = self._c
        if c.pending is not None:
            choice, c.pending, c.pending_why = c.pending, None, ""
            c.choose(choice)
        elif c.handing_to is not None:
            c.hand_over()

"""A risky choice asked first, a part of the window's controller
(ui/controller.py): a step that can't simply be taken back (the game's
rules say which: dice rolled, a turn ending ...) waits for a confirming
click or Enter, with the reason and its rule in the rules' words
(``confirm_words`` of the game's click rules, kernel/clicks.py); Esc steps
back."""

from __future__ import annotations

from gettysburg_desktop.display.translate import shown


class Confirmation:
    """The choice waiting for confirmation on one controller (its ``pending``
    and ``pending_why``: the rules' reason)."""

    def __init__(self, controller) -> None:
        self._c = controller

    def ask(self, choice, why: str = "dice") -> None:
        c = self._c
        c.pick = None
        c.offered, c.pending, c.pending_why = [], choice, why
        c.message.emit(c.confirm_text(choice, why))
        c._mark()
        c.changed.emit()

    def _words(self, choice, why: str) -> tuple[str, str]:
        c = self._c
        return c.rules.confirm_words(c.game, choice, why, c.viewer)

    def confirm_text(self, choice, why: str) -> str:
        """What the player is asked before a step that can't simply be taken back."""
        return shown(self._words(choice, why)[0])

    def confirm_tip(self, choice, why: str) -> str:
        """The Confirm button's tooltip: what the step does that asks first."""
        return shown(self._words(choice, why)[1])

    def confirm(self) -> None:
        """Enter, or a second click on the same thing: carry out the choice
        waiting for confirmation; after a roll in the hot seat, hand over."""
        c = self._c
        if c.pending is not None:
            choice, c.pending, c.pending_why = c.pending, None, ""
            c.carry_out(choice)
        elif c.handing_to is not None:
            c.hand_over()

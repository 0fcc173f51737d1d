"""What the window does with a click on the board, a part of the window's
controller (ui/controller.py): the click as the rules of the game read it
(``read_click`` of its click rules, kernel/clicks.py, asked by the
controller once per click) is followed: a decision half made waits for its
second click, a click that means several things offers a short list, a
risky choice waits for a confirming click, a click that means nothing is
refused with the rules' reason. It names no game and no verb of any, has
no rule of its own, and shows no game's words: each message comes from the
rules (``Click.why``, ``Click.says``) or is the window's own."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gettysburg_desktop.display.translate import shown
from gettysburg_desktop.kernel.clicks import Click, Pick

# the texts keep the context of the class they were first translated in (Qt's translate)
_t = QCoreApplication.translate


class ClickMatching:
    """The clicks on one controller's board, matched to its choices."""

    def __init__(self, controller) -> None:
        self._c = controller

    def click_at(self, scene_pos) -> None:
        """A left click on the board at ``scene_pos``."""
        c = self._c
        if c.recent or c.suggested is not None:
            c.recent, c.suggested = {}, None
            c._mark()
        thing = c.scene.thing_at(scene_pos)
        if thing is None:
            c.cancel()
            return
        kind, what = thing
        if kind == "unit":
            c.click_unit(what)
        elif kind == "border":
            c.click_border(what)
        else:
            c.click_place(what)

    def follow(self, r: Click) -> None:
        """One click on the board, as the rules read it (``read_click``, a ``Click``): the window follows."""
        c = self._c
        if r.confirmed:
            c.confirm()
            return
        if c.pending is not None:
            c.cancel()
        if r.cancel:
            c.cancel()
            return
        if r.about_unit and not r.reach:
            c.show_reach(None)
        elif r.about_unit and r.reach_from is not None:
            c.show_reach(r.reach_from, r.side)
        if r.why is not None:
            sight = c.marks.reach_words(r) if r.reach else ""  # what the unit's reach on the board shows
            c.refuse(f"{sight} {shown(r.why)}" if sight else shown(r.why))
            return
        if r.step and r.pick is not None:
            self.start(r.pick, r.says, list(r.choices))
            return
        if r.choices:
            c.pick = r.pick
            c._decide(r)

    def start(self, pick: Pick, says: str, offered: list) -> None:
        """A decision half made: the pick waits for its second click (or an
        offered choice instead); ``says`` (the rules' words) what is asked meanwhile."""
        c = self._c
        c.pick, c.offered = pick, offered
        c.message.emit(shown(says))
        c._mark()
        c.changed.emit()

    def decide(self, r: Click) -> None:
        """The choices a click means (``r.choices``): a lone one carried out
        (or asked to confirm), several offered as a short list above the map
        (an entry that starts a partial pick reads as one: its label is the rules')."""
        c = self._c
        cands = r.choices
        if len(cands) == 1 and cands[0].then is None:
            if cands[0].confirm:  # never taken only because it was all the click could mean
                c._ask_to_confirm(cands[0], cands[0].confirm)
                return
            c.choose(cands[0])
            return
        c.offered = list(cands)
        c.message.emit(_t("Controller", "Choose one of the offered actions above the map, or Esc"))
        c._mark()
        c.changed.emit()

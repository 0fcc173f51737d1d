"""What the window does with a click on the board, a part of the window's
controller (ui/controller.py): the click as the rules read it (``read_click``,
games/gettysburg/rules/choices.py, asked by the controller once per click) is
followed: a decision half made waits for its second click, a click that
means several things offers a short list, a risky choice waits for a
confirming click, a click that means nothing is refused with the rules'
reason. It names no verb of the engine and has no rule of its own."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QCoreApplication

from gettysburg_desktop.display.translate import shown

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

    def follow(self, r) -> None:
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
            reach = c.scene.reach
            if r.reach and reach is not None:
                sight = (
                    _t("Controller", "{unit}: range {r}, {n} area in sight (R-ART-2, R-ART-3).")
                    if len(reach.in_sight) == 1
                    else _t("Controller", "{unit}: range {r}, {n} areas in sight (R-ART-2, R-ART-3).")
                )
                c.refuse(sight.format(unit=r.name, r=reach.range, n=len(reach.in_sight)) + " " + shown(r.why))
            else:
                c.refuse(shown(r.why))
            return
        if r.step:
            self.start(r.pick, r.name, list(r.choices))
            return
        if not r.choices:  # the second click of a partial pick on nothing it goes with
            c.refuse(
                _t("Controller", "No double order with {place}: choose a highlighted block, or Esc (R-ORD-2)").format(
                    place=r.name
                )
            )
            return
        c._decide(r)

    def start(self, pick, name: str, offered: list) -> None:
        """A decision half made: the pick waits for its second click (or an offered choice instead)."""
        c = self._c
        c.pick, c.offered = pick, offered
        if pick.kind == "unit":
            c.message.emit(_t("Controller", "{unit}: choose where (highlighted), or Esc").format(unit=name))
        else:
            c.message.emit(
                _t(
                    "Controller",
                    "Double order: now click the block that takes the second disc (it may be the same one)",
                )
            )
        c._mark()
        c.changed.emit()

    def decide(self, r) -> None:
        """The choices a click means (``r.choices``): a lone one carried out
        (or asked to confirm), several offered as a short list above the map."""
        c = self._c
        cands = r.choices
        if len(cands) == 1 and cands[0].then is None:
            if cands[0].confirm:  # never taken only because it was all the click could mean
                c._ask_to_confirm(cands[0], cands[0].confirm)
                return
            c.choose(cands[0])
            return
        # an entry that starts a partial pick reads as one (the double orders: a second block to click)
        c.offered = [
            replace(
                ch,
                label=_t(
                    "Controller", "Double order: a disc on the block in {place}, then choose the second block"
                ).format(place=r.name),
            )
            if ch.then
            else ch
            for ch in cands
        ]
        c.message.emit(_t("Controller", "Choose one of the offered actions above the map, or Esc"))
        c.changed.emit()

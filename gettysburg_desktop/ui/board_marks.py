"""What glows on the board, a part of the window's controller
(ui/controller.py): the game on screen says what (its window part's
``marks``: what the current legal choices offer, the decision half made,
the choice waiting for a confirming click, where the other side or the
computer acted, a suggestion ...) and draws a unit's reach where it has
one (``reach``, ``reach_words``); a game without marks of its own gets
the plain ones here: what the choices name, where the other side acted."""

from __future__ import annotations


def plain_marks(c) -> dict[str, dict[str, str]]:
    """The marks of a game without its own: the units and places its
    choices name glow, the one chosen shows as selected, where the other
    side acted is outlined until the next click."""
    if not c.can_act:
        return {"places": dict(c.recent) if c.computer_decides else {}}
    units: dict[str, str] = {}
    places: dict[str, str] = {}
    if c.pending is not None:
        for u in (c.pending.unit,) if c.pending.unit else c.pending.units:
            units[u] = "selected"
        for place in c.pending.places or ((c.pending.place,) if c.pending.place else ()):
            places[place] = "target"
    elif c.selected is not None:
        units[c.selected] = "selected"
        for ch in c.choices():
            if c.selected in ch.units and ch.place is not None:
                places[ch.place] = "target"
    else:
        for ch in c.choices():
            for u in ch.units:
                units.setdefault(u, "legal")
            if ch.kind == "place" and ch.place is not None:
                places[ch.place] = "legal"
        for place, mode in c.recent.items():
            places.setdefault(place, mode)
    return {"units": units, "places": places}


class BoardMarks:
    """The marks on one controller's board (its scene's ``mark``; the game's ``reach``)."""

    def __init__(self, controller) -> None:
        self._c = controller

    def mark(self) -> None:
        c = self._c
        marks = c.part.marks
        c.scene.mark(**(plain_marks(c) if marks is None else marks(c)))

    def show_reach(self, place: str | None, side=None) -> None:
        """Show the reach from ``place`` of a ``side``'s unit, where the game
        draws one (Gettysburg's artillery reach); None: hide it."""
        reach = self._c.part.reach
        if reach is not None:
            reach(self._c, place, side)

    def reach_words(self, r) -> str:
        """What the reach on the board shows of the unit clicked (``r``, a
        Click), before the reason its click means nothing ("" if no reach is shown)."""
        words = self._c.part.reach_words
        return words(self._c, r.name) if words is not None else ""

"""What glows on Gettysburg's board (the window's marks, ui/board_marks.py,
ask the game's window part): what the current legal choices offer, the
decision half made (a unit chosen, a double order's first block, R-ORD-2),
the choice waiting for a confirming click, where the other side (or the
computer) acted, a suggestion, a won game's victory areas, and the
artillery reach of a unit clicked (R-ART-2, R-ART-3)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..rules.pieces import Side

# the texts keep the context of the class they were first translated in (Qt's translate)
_t = QCoreApplication.translate


def victory_areas(c) -> dict[str, str]:
    """A won game: the victory areas that decided it, marked (R-WIN-1, R-WIN-2)."""
    g = c.game
    if not g.over or not g.log or c.waiting_for is not None:
        return {}
    for e in g.log[-1].events:
        if e.kind == "victory-check" and g.outcome[0] is Side.CSA:
            return {a: "target" for a in e.get("areas", ())}
    return {}


def marks(c) -> dict:
    """The marks for the board scene's ``mark`` (units, places, borders, blocks: each -> its mode)."""
    if not c.can_act:
        places = dict(c.recent) if c.computer_decides else {}  # where the computer acted
        return {"places": {**places, **victory_areas(c)}}
    cs = c.choices()
    units, places, borders, blocks = {}, {}, {}, {}
    if c.pending is not None:
        p = c.pending
        for u in (p.unit,) if p.unit else p.units:
            units[u] = "selected"
        for place in p.places:
            places[place] = "target"
        if p.kind == "border" and p.border:
            borders[p.border] = "target"
    elif c.selected is not None:
        units[c.selected] = "selected"
        for ch in cs:
            if c.selected in ch.units and ch.place is not None:
                places[ch.place] = "target"
    elif (first := first_block(c)) is not None:
        for ch in cs:
            if ch.second_place is not None and ch.place == first:
                blocks[ch.second_place] = "target"
        blocks[first] = "selected"  # the first disc's block shows as chosen, even if it may take the second
    else:
        for ch in cs:
            for u in ch.units:
                units[u] = "legal"
            if ch.kind == "place" and ch.unit is None:
                if ch.block:
                    blocks[ch.place] = "legal"
                elif ch.glow:  # not when a block may go almost anywhere (the prompt says where)
                    places[ch.place] = "legal"
            elif ch.kind == "border":
                borders[ch.border] = "legal"
            elif ch.kind == "place" and ch.unit is not None:  # a retreat's or a withdrawal's destination
                places[ch.place] = "legal"
        for place, mode in c.recent.items():  # what the other side did, where nothing glows
            places.setdefault(place, mode)
        if c.suggested is not None:  # Suggest: what the computer would do, over the glow
            for mine, its in zip((units, places, borders, blocks), c.suggested, strict=True):
                mine.update(its)
    if c.scene.reach is not None:
        places = {p: m for p, m in places.items() if m != "legal"}  # the reach shows instead
    return {"units": units, "places": places, "borders": borders, "blocks": blocks}


def reach(c, area: str | None, side=None) -> None:
    """Show the artillery reach from ``area`` of a ``side``'s unit (None: hide it)."""
    if area is None:
        if c.scene.reach is not None:
            c.scene.show_reach(None)
            c._mark()
        return
    from ..map.fire_overlay import fire_overlay

    enemy = {p for p, e in c.view()["places"].items() if any(u["side"] != side.value for u in e.get("units", ()))}
    c.scene.show_reach(fire_overlay(c.game.bf, area, c.scene.doc), enemy)
    c._mark()


def reach_words(c, name: str) -> str:
    """The artillery reach shown for the unit ``name``, in words (R-ART-2, R-ART-3); "" if none is shown."""
    shown_reach = c.scene.reach
    if shown_reach is None:
        return ""
    sight = (
        _t("Controller", "{unit}: range {r}, {n} area in sight (R-ART-2, R-ART-3).")
        if len(shown_reach.in_sight) == 1
        else _t("Controller", "{unit}: range {r}, {n} areas in sight (R-ART-2, R-ART-3).")
    )
    return sight.format(unit=name, r=shown_reach.range, n=len(shown_reach.in_sight))


def first_block(c) -> str | None:
    """The place of the first block of a double order while the second is to
    be clicked (the controller's pick of the kind "block", R-ORD-2), or None."""
    return c.pick.thing if c.pick is not None and c.pick.kind == "block" else None

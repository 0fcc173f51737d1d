"""What glows on Norden & Süden's board (the window's marks,
ui/board_marks.py, ask the game's window part): the boxes and counters the
legal choices offer, the unit chosen and where it may go or what it may
fire at (NS-FIRE-1), the choice waiting for its confirmation, where the
other side (or the computer) acted, a suggestion, the battle under way."""

from __future__ import annotations


def marks(c) -> dict:
    """The marks for the board scene's ``mark`` (units, places: each -> its mode)."""
    if not c.can_act:
        return {"places": dict(c.recent)}
    cs = c.choices()
    units: dict[str, str] = {}
    places: dict[str, str] = {}
    if c.pending is not None:
        p = c.pending
        if p.unit:
            units[p.unit] = "selected"
        if p.place:
            places[p.place] = "target"
    elif c.selected is not None:
        units[c.selected] = "selected"
        for ch in cs:
            if ch.unit == c.selected and ch.aimed:
                if ch.enemy is not None:
                    units[ch.enemy] = "target"
                elif ch.place is not None:
                    places[ch.place] = "target"
    else:
        for ch in cs:
            if ch.kind == "unit" and ch.unit:
                units.setdefault(ch.unit, "legal")
                if ch.enemy is not None:  # an enemy the next firer may fire at: a click on it fires (NS-FIRE-1)
                    units.setdefault(ch.enemy, "legal")
            elif ch.kind == "place" and ch.place:
                places[ch.place] = "legal"
        for place, mode in c.recent.items():
            places.setdefault(place, mode)
        if c.suggested is not None:  # Suggest: the decision the computer would take, over the glow
            units.update(c.suggested[0])
            places.update(c.suggested[1])
    battle = c.view().get("battle")
    if battle and battle.get("box"):  # the battle under way: its box outlined (NS-CBT)
        places.setdefault(battle["box"], "selected")
    return {"units": units, "places": places}

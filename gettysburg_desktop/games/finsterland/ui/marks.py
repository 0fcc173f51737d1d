"""What glows on Finsterland's table (the window's marks, ui/board_marks.py,
ask the game's window part): the units the legal choices offer (to move,
to fire, the unit whose order is written), the unit selected or moving and
the enemies it may fire at, the sectors a click picks (outlined under the
pointer), the units the other side acted with since the player's last
decision (until the next click), a suggestion of the computer's."""

from __future__ import annotations

from ..game.movement_step import MoveUnit
from ..game.orders_step import WriteOrders


def marks(c) -> dict:
    """The marks for the board scene's ``mark`` (units, places: each -> its mode)."""
    g = c.game
    recent = {u: m for u, m in c.recent.items() if u in g.state.units}  # the units the other side moved or fired with
    if not c.can_act:
        return {"units": recent, "places": {}}
    top = g.state.stack[-1] if g.state.stack else None
    cs = c.choices()
    units: dict[str, str] = {}
    places: dict[str, str] = {}
    if c.selected is not None:
        units[c.selected] = "selected"
        for ch in cs:
            if ch.unit == c.selected and getattr(ch, "enemy", None):
                units[ch.enemy] = "target"
    else:
        for ch in cs:
            if ch.kind == "place" and ch.place:
                places[ch.place] = "legal"
            if ch.unit and (ch.kind == "unit" or ch.aimed):
                units.setdefault(ch.unit, "legal")
            if getattr(ch, "enemy", None):  # an enemy a click fires at (FL-FIRE-5)
                units.setdefault(ch.enemy, "legal")
        if isinstance(top, MoveUnit):
            units[top.uid] = "selected"
        if isinstance(top, WriteOrders):
            waiting = top.waiting(g)
            if waiting is not None:
                units[waiting.id] = "selected"
        for uid, mode in recent.items():
            units.setdefault(uid, mode)
        if c.suggested is not None:  # Suggest: what the computer would do, over the glow
            units.update(c.suggested[0])
            places.update(c.suggested[1])
    return {"units": units, "places": places}

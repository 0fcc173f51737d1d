"""What glows on ACW-BBDBA's table (the window's marks, ui/board_marks.py,
ask the game's window part): the elements a click picks to move, the
targets of the shooting combats and the elements of the melees still to
fight, the element or group picked (moving now, or chosen by a rubber band),
the elements the other side acted with since the player's last decision,
a suggestion of the computer's."""

from __future__ import annotations

from ..game.bound import MoveElement, MoveGroup
from ..game.clicks import picked_group

#: the verbs whose elements a click on which resolves a combat
COMBATS = ("shoot", "fight")


def marks(c) -> dict:
    """The marks for the scene's ``mark`` (units: each -> its mode)."""
    g = c.game
    recent = {u: m for u, m in c.recent.items() if u in g.state.elements}
    if not c.can_act:
        return {"units": recent, "places": {}}
    top = g.state.stack[-1] if g.state.stack and not g.over else None
    units: dict[str, str] = {}
    for ch in c.choices():
        if ch.kind == "unit":
            for u in ch.units:
                units.setdefault(u, "target" if ch.action.verb in COMBATS else "legal")
    group = picked_group(c.pick)
    if isinstance(top, MoveElement):
        units[top.uid] = "selected"
    elif isinstance(top, MoveGroup):
        units.update(dict.fromkeys(top.ids.split(","), "selected"))
    elif group:
        units = {u: m for u, m in units.items() if u not in group}
        units.update(dict.fromkeys(group, "selected"))
    for uid, mode in recent.items():
        units.setdefault(uid, mode)
    if c.suggested is not None:  # Suggest: what the computer would do, over the glow
        units.update(c.suggested[0])
    return {"units": units, "places": {}}

"""Union sea movement and sea landings (NS-SEA-1..5): who may go where.
Queries return None when the move is allowed, or the reason (a said()
with its rule id)."""

from __future__ import annotations

from gettysburg_desktop.kernel.said import said

from .board import NSBoard
from .sides import Side
from .state import Unit

UNION_ONLY = said("only the Union moves by sea (NS-SEA-1)")
NOT_IN_PORT = said("{unit} did not begin the player turn in a port box (NS-SEA-2)")
MOVED = said("{unit} has already moved this player turn; a sea move is its only move (NS-SEA-2)")
NOT_A_PORT = said("{box} is not a port (NS-SEA-2)")
NOT_UNION_PORT = said("{box} is not a port the Union owns (NS-SEA-2)")
NO_LANDING = said("a sea landing needs a march roll of 6 (NS-SEA-3)")
NOT_FROM_WASHINGTON = said("landing units start in {box} (NS-SEA-4)")
NO_LANDING_START = said("on this map no box is where sea landings start (NS-SEA-4: the Confederacy's objective)")
NOT_CSA_PORT = said("a landing goes to a port the Confederacy owns (NS-SEA-4, NS-SEA-5)")
ONE_PORT = said("this player turn's landing goes to {box}: one port per landing (NS-SEA-5)")
SAME_BOX = said("{unit} is in {box} already")
ENEMY_THERE = said("{box} holds Confederate units: only a landing goes there (NS-SEA-2)")


def why_not_sea_unit(g: NSBoard, unit: Unit) -> str | None:
    """The unit's part: a Union unit that began the turn in a port and has not moved."""
    if unit.side is not Side.USA:
        return UNION_ONLY
    if unit.moved or unit.by_sea:
        return said(MOVED.template, unit=unit.id)
    if not g.map.box[unit.box].port:
        return said(NOT_IN_PORT.template, unit=unit.id)
    return None


def why_not_sea(g: NSBoard, unit: Unit, port: str) -> str | None:
    """NS-SEA-2: a sea move to ``port`` (the march itself is movement.py's)."""
    why = why_not_sea_unit(g, unit)
    if why:
        return why
    box = g.map.box.get(port)
    if box is None or not box.port:
        return said(NOT_A_PORT.template, box=port)
    if port == unit.box:
        return said(SAME_BOX.template, unit=unit.id, box=box.name)
    if g.owner(port) is not Side.USA:
        return said(NOT_UNION_PORT.template, box=box.name)
    if g.enemy_in(port, Side.USA):
        return said(ENEMY_THERE.template, box=box.name)
    return None


def why_not_land(g: NSBoard, unit: Unit, port: str) -> str | None:
    """NS-SEA-3..5: a landing in ``port``."""
    st = g.state
    if not st.landing:
        return NO_LANDING
    why = why_not_sea_unit(g, unit)
    if why:
        return why
    start = g.scenario.landing_from
    if start is None:
        return NO_LANDING_START
    if unit.box != start:
        return said(NOT_FROM_WASHINGTON.template, box=g.box_name(start))
    box = g.map.box.get(port)
    if box is None or not box.port:
        return said(NOT_A_PORT.template, box=port)
    if g.owner(port) is not Side.CSA:
        return NOT_CSA_PORT
    if st.landing_port is not None and st.landing_port != port:
        return said(ONE_PORT.template, box=g.box_name(st.landing_port))
    return None

"""Habits a good Norden & Süden player never shows (issue 26, item 6), for
the arena to count per player (the kit's ``faults``):

- **marched back**: a unit's march ends in a box it stood in or passed
  through earlier this player turn: the box it came from, or the box it
  left at the turn's start two boxes away (Memphis > Grenada > Jackson,
  then Jackson > Grenada > Memphis). A second march (NS-MOVE-7: no unit
  takes part in more than two) that undoes the first, or some of it: boxes
  change hands only at the end of the player turn (NS-OCC-2), so what the
  first march passed through it did not take, and one march would have
  done. A retreat is not a march (NS-RET: a battle forces it) and is not
  counted.
- **capital left bare**: a side ends its movement (``end-movement``) with no
  unit of its own in its capital, Washington or Richmond, while an enemy
  unit stands one march from it (``reach.march_reach`` on the map, with the
  boxes' owners of the moment). Occupying Washington wins the war for the
  Confederacy (NS-WIN-2a) and Richmond is an objective of the Union
  (NS-WIN-1). Checked when the movement ends (a measure of the player,
  not a rule), the only segment in which a side chooses to leave a box; a
  capital emptied by a lost battle afterwards is not the side's habit.
"""

from __future__ import annotations

from typing import Any

from ..rules.actions import path_of
from ..rules.reach import march_reach

MARCHED_BACK = "marched back"
CAPITAL_LEFT_BARE = "capital left bare"


def goes_back(unit: Any, dest: str) -> bool:
    """Whether ``unit`` would go back to a box it stood in or passed through
    earlier this player turn (the fault "marched back")."""
    return dest in unit.been


def capital_of(game: Any, side: Any) -> str | None:
    """``side``'s capital: the box drawn as a capital in its colour (NS-FORT-4)."""
    return next((b.id for b in game.map.boxes if b.capital and b.owner is side), None)


def threat_to(game: Any, box: str, side: Any) -> str | None:
    """An enemy unit of ``side`` one march from ``box``, None if none is."""
    owner = game.owner
    for u in game.state.units.values():
        enemy = u.side is side.other and u.box is not None and u.box != box
        if enemy and box in march_reach(game.map, u.box, u.kind.arm, u.side, owner):
            return u.id
    return None


def faults(game: Any, side: Any, action: Any) -> list[tuple[str, str]]:
    """The faults in ``action``, about to be played by ``side``."""
    verb = action.verb
    if verb == "move":
        unit_id, path = action.args
        unit = game.state.units[unit_id]
        dest = path_of(path)[-1]
        if goes_back(unit, dest):
            where = game.map.box[dest].name
            return [(MARCHED_BACK, f"{unit_id} marched back to {where}, where it was earlier this player turn")]
        return []
    if verb == "end-movement":
        capital = capital_of(game, side)
        if capital is None or game.owner(capital) is not side or game.units_in(capital, side):
            return []
        enemy = threat_to(game, capital, side)
        if enemy is not None:
            name = game.map.box[capital].name
            return [(CAPITAL_LEFT_BARE, f"{name} left without a unit, {enemy} one march from it")]
    return []

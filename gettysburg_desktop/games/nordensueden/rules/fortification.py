"""Fortifying (NS-FORT-1..4): who may spend a march fortifying, and what it
gives. Queries return None when the unit may, or the reason (a said() with
its rule id) when it may not."""

from __future__ import annotations

from gettysburg_desktop.kernel.said import said

from .board import NSBoard
from .state import Unit

ALREADY = said("{unit} is already fortified (NS-FORT-3)")
IN_FORTRESS = said("{unit} stands in its own permanent fortification and is fortified already (NS-FORT-4)")
ENEMY_HERE = said("{unit} cannot fortify in a box holding enemy units (NS-FORT-1)")
TWO_NEEDED = said(
    "{unit} cannot finish a fortification here: outside a recruitment box it takes two marches of the same player turn, both spent fortifying (NS-FORT-2)"
)


def marches_needed(g: NSBoard, box: str) -> int:
    """NS-FORT-1: one march in a recruitment box (a number of either colour), two elsewhere."""
    return 1 if g.map.box[box].is_recruitment_box else 2


def why_not_fortify(g: NSBoard, unit: Unit) -> str | None:
    """Why ``unit`` may not spend this march fortifying (None: it may). The
    march itself (two marches a turn, NS-MOVE-7) is movement.py's."""
    words = unit.id
    if unit.fortified:
        return said(ALREADY.template, unit=words)
    if g.map.box[unit.box].fortress and g.owner(unit.box) is unit.side:
        return said(IN_FORTRESS.template, unit=words)
    if g.enemy_in(unit.box, unit.side):
        return said(ENEMY_HERE.template, unit=words)
    if marches_needed(g, unit.box) == 2 and not (
        (unit.fortifying == 0 and unit.marches == 0) or (unit.fortifying == 1 and unit.marches == 1)
    ):
        return said(TWO_NEEDED.template, unit=words)
    return None


def fortify(g: NSBoard, unit: Unit) -> None:
    """One march spent fortifying; the marker once enough are spent (NS-FORT-2, NS-FORT-3)."""
    unit.fortifying += 1
    box = g.box_name(unit.box)
    if unit.fortifying >= marches_needed(g, unit.box):
        unit.fortified = True
        g.tell(
            "fortified",
            said("{unit} is fortified in {box}", unit=g.unit_words(unit), box=box),
            "NS-FORT-3",
            box=unit.box,
            unit=unit.id,
        )
    else:
        g.tell(
            "fortifying",
            said("{unit} begins fortifying in {box}: one more march", unit=g.unit_words(unit), box=box),
            "NS-FORT-2",
            box=unit.box,
            unit=unit.id,
        )

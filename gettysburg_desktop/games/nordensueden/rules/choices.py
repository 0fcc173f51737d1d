"""What a click means in Norden & Süden: every legal action described by
the things on the map a player points at (a box, a unit, a destination),
and a lookup from a clicked thing to the legal actions it can mean; like
Gettysburg's games/gettysburg/rules/choices.py, for a window that never reads an action's
words.

``kind`` says what the first click is on: ``box`` (start a march there,
fight its battle, retreat there), ``unit`` (move, fortify, promote,
reinforce, fire at; ``place`` is then the second click: the destination, the
port, the enemy unit's box) or ``button`` (roll, end the march, the
movement, the recruitment, stand, fire, no promotion). A ``recruit``
is a box click with the kind of militia in ``code``.
"""

from __future__ import annotations

from dataclasses import dataclass

from gettysburg_desktop.kernel.said import said

from .actions import Action, path_of
from .board import NSBoard

BUTTONS = {
    "roll": said("Roll"),
    "end-march": said("End the march"),
    "end-movement": said("End the movement"),
    "end-recruitment": said("End the recruitment"),
    "stand": said("Stand"),
    "fire": said("Fire"),
    "no-promotion": said("No promotion"),
}


@dataclass(frozen=True, slots=True)
class Choice:
    action: Action
    kind: str  # "box", "unit" or "button"
    label: str
    #: the unit the action names (the firer of a ``target``)
    unit: str | None = None
    #: where it starts: the unit's box
    origin: str | None = None
    #: the box a click picks: a march's box, a move's destination, a port, a
    #: battle's box, a retreat's box, a recruit's city, a target's box
    place: str | None = None
    #: every box of a move's path, the unit's first
    path: tuple[str, ...] = ()
    #: a target's enemy unit
    target: str | None = None
    #: "MI" or "MC" for a recruit
    code: str | None = None


def describe(g: NSBoard, a: Action) -> Choice:
    """The legal action ``a`` as a choice."""
    v, args = a.verb, a.args
    if v in BUTTONS:
        return Choice(a, "button", BUTTONS[v])
    name = g.box_name
    if v in ("march", "battle", "retreat", "cavalry-retreat"):
        box = args[0]
        label = {
            "march": said("March from {box}", box=name(box)),
            "battle": said("The battle in {box}", box=name(box)),
            "retreat": said("Retreat to {box}", box=name(box)),
            "cavalry-retreat": said("The cavalry retreats to {box}", box=name(box)),
        }[v]
        return Choice(a, "box", label, place=box)
    if v == "recruit":
        code, box = args
        label = (
            said("Recruit a militia infantry in {box}", box=name(box))
            if code == "MI"
            else said("Recruit a militia cavalry in {box}", box=name(box))
        )
        return Choice(a, "box", label, place=box, code=code)
    unit = g.state.units.get(args[0])
    origin = unit.box if unit else None
    if v == "move":
        path = path_of(args[1])
        return Choice(
            a,
            "unit",
            said("{unit} to {box}", unit=args[0], box=" > ".join(name(b) for b in path[1:])),
            unit=args[0],
            origin=origin,
            place=path[-1],
            path=path,
        )
    if v in ("sea", "land"):
        port = args[1]
        label = (
            said("{unit} by sea to {box}", unit=args[0], box=name(port))
            if v == "sea"
            else said("{unit} lands in {box}", unit=args[0], box=name(port))
        )
        return Choice(a, "unit", label, unit=args[0], origin=origin, place=port)
    if v == "target":
        enemy = g.state.units.get(args[1])
        return Choice(
            a,
            "unit",
            said("{unit} fires at {enemy}", unit=args[0], enemy=args[1]),
            unit=args[0],
            origin=origin,
            place=enemy.box if enemy else None,
            target=args[1],
        )
    label = {
        "fortify": said("{unit} fortifies", unit=args[0]),
        "promote": said("Promote {unit}", unit=args[0]),
        "reinforce": said("{unit} reinforces the battle", unit=args[0]),
    }.get(v, str(a))
    return Choice(a, "unit", label, unit=args[0], origin=origin)


def choices(g) -> list[Choice]:
    """Every legal action as a choice, in the legal list's order."""
    return [describe(g, a) for a in g.legal_actions()]


def choices_at(g, *, unit: str | None = None, box: str | None = None) -> list[Choice]:
    """The legal actions a click on ``unit`` (those naming it) or on ``box``
    (those whose box it is: a march, a battle, a retreat, a recruit) can mean."""
    out = []
    for c in choices(g):
        if (unit is not None and c.unit == unit) or (box is not None and c.kind == "box" and c.place == box):
            out.append(c)
    return out

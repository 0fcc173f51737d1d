"""The actions of Finsterland: each decision one small action, a verb and
its words, whose text round-trips (kernel/action.py). Units are named by
their ids ("S3"); a move is its legs, each a word: ``a2.50`` a straight
advance of 2.50", ``w-30.00`` a wheel of 30 degrees to the right (left is
positive, counter-clockwise) (table.md: "a move is a path, not a
destination"). Orders and the artillery plan are a side's secret: the other
side reads "order S3 ? ?" (FL-ORD-1, FL-ART-4)."""

from __future__ import annotations

from typing import Any

from gettysburg_desktop.kernel.action import Action as KernelAction
from gettysburg_desktop.kernel.notation import Notation

VERBS: dict[str, tuple[int, int, str]] = {
    "order": (3, 3, "order UNIT TASK SECTOR: the unit's hidden order, task H, A or S (FL-ORD-1, FL-SETUP-5)"),
    "plan": (2, 2, "plan light|heavy SECTOR: a sector on the artillery plan (FL-ART-1)"),
    "end-plan": (0, 0, "end-plan: the artillery plan is written (FL-ART-1)"),
    "deploy": (4, 4, "deploy UNIT X Y FACING: the unit set down there in its deployment zone (FL-SETUP-3)"),
    "reserve": (
        3,
        3,
        "reserve UNIT ROUND SECTOR: the unit held in reserve, arriving in that round in that sector of its zone (FL-SETUP-4)",
    ),
    "end-deployment": (0, 0, "end-deployment: the side's units start where they stand (FL-SETUP-3)"),
    "pick": (1, 1, "pick UNIT: move this unit next (FL-MOVE-1)"),
    "move": (
        2,
        8,
        "move UNIT LEG...: legs a<inches> (advance), w<degrees> (wheel, left positive); loose models m<dx>,<dy>, t<degrees> (turn), r<degrees> (rotate the group) (FL-MOVE-6)",
    ),
    "stand": (1, 1, "stand UNIT: the unit does not move this round (FL-MOVE-1)"),
    "rotate": (
        2,
        2,
        "rotate UNIT 90|180|270: a block or line turns in place through 90 or 180 degrees, as its move (FL-FACE-3)",
    ),
    "form": (2, 3, "form UNIT block|line|skirmish [FILES]: change formation instead of moving (FL-FORM-6)"),
    "load": (2, 2, "load UNIT VEHICLE: the unit gets into the vehicle it touches, as its move (FL-TRANS-4)"),
    "unload": (
        2,
        2,
        "unload UNIT front|rear: the carried unit gets out at the vehicle's front or rear, as its move (FL-TRANS-4)",
    ),
    "dispatch": (
        4,
        4,
        "dispatch MESSENGER UNIT TASK SECTOR: the messenger sets off with a new order for the unit (FL-SPEC-2)",
    ),
    "deliver": (1, 1, "deliver MESSENGER: the unit it touches takes the order it carries (FL-SPEC-2)"),
    "clear-terrain": (
        2,
        2,
        "clear-terrain PIONEERS FEATURE: the pioneers remove the piece of terrain they touch, their special task (FL-SPEC-6)",
    ),
    "guide": (
        1,
        1,
        "guide FEATURE|FEATURE@SECTOR|none: the local guide's piece of terrain, or his part of a larger one in a sector, open ground for his side's movement (FL-SPEC-5)",
    ),
    "end-officers": (0, 0, "end-officers: the officers carry no more orders (FL-SPEC-4)"),
    "end-movement": (0, 0, "end-movement: the units not yet moved stand (FL-MOVE-1)"),
    "fire": (2, 2, "fire UNIT TARGET: the unit fires at the enemy unit (FL-FIRE-5)"),
    "hold": (1, 1, "hold UNIT: the unit does not fire (FL-FIRE-5: firing is optional)"),
    "end-fire": (0, 0, "end-fire: no more fire in this step (FL-FIRE-1)"),
    "strip": (3, 3, "strip UNIT GUN DEGREES: the battery's gun lays its strip that way (FL-MG-1, FL-MG-2)"),
    "strip-part": (
        4,
        4,
        "strip-part UNIT GUN PART DEGREES: the battery's gun, on a special task, lays its strip at the part of a battlefield object (D26, FL-MG-1)",
    ),
    "disc": (4, 4, "disc UNIT GUN X Y: the battery's gun lays its disc face down there (FL-BOMB-5)"),
    "charge": (2, 2, "charge UNIT TARGET: the unit charges the enemy unit (FL-CHG-1, D20)"),
    "end-charges": (0, 0, "end-charges: no more charges; the melees they began are fought (FL-MEL-8)"),
    "scout": (2, 2, "scout SCOUT UNIT: the scout learns the order of the enemy unit he sees (FL-SPEC-9)"),
    "scout-reserve": (
        2,
        2,
        "scout-reserve SCOUT UNIT: at the start of the game the scout learns when the enemy reserve arrives (FL-SPEC-9)",
    ),
    "end-scouting": (0, 0, "end-scouting: the scouts learn nothing more this round (FL-SPEC-9)"),
}

#: the words of an action only its side knows: an order's task and sector (FL-ORD-1), the artillery
#: plan's sectors (FL-ART-1), where a unit is set up while the deployment is hidden (FL-SETUP-3), when
#: and where a reserve arrives (FL-SETUP-4), for whom a messenger carries what order (FL-SPEC-2)
NOTATION = Notation(
    VERBS,
    secret_words={
        "order": (1, 2),
        "plan": (1,),
        "deploy": (1, 2, 3),
        "reserve": (1, 2),
        "dispatch": (1, 2, 3),
        "guide": (0,),
    },
)


class Action(KernelAction):
    __slots__ = ()
    notation = NOTATION


def act(verb: str, *words: str) -> Action:
    return Action(verb, tuple(words))


def leg_word(verb: str, amount: float, *more: float) -> str:
    """A leg as its word (two decimals, table.md): ``a2.50`` an advance,
    ``w-30.00`` a wheel, ``m1.50,-2.00`` a straight move by (dx, dy),
    ``t45.00`` every model turned on its spot, ``f90.00`` every model turned to face north, ``r10.00`` a loose group turned about its centre."""
    if verb == "move":
        return f"m{amount:.2f},{more[0]:.2f}"
    return f"{LEG_LETTER[verb]}{amount:.2f}"


#: a leg's verb -> its word's letter (free_moves.py's legs; blocks and lines advance and wheel only)
LEG_LETTER = {"advance": "a", "wheel": "w", "turn": "t", "face": "f", "rotate": "r"}
_LEG_VERB = {v: k for k, v in LEG_LETTER.items()}


def legs_of(words: tuple[str, ...]) -> list[tuple[Any, ...]]:
    """The legs a move's words name (a ValueError for a word that is none)."""
    legs: list[tuple[Any, ...]] = []
    for w in words:
        kind, number = w[:1], w[1:]
        try:
            if kind == "m":
                dx, dy = number.split(",")
                legs.append(("move", float(dx), float(dy)))
            elif kind in _LEG_VERB:
                legs.append((_LEG_VERB[kind], float(number)))
            else:
                raise ValueError(
                    f"{w!r}: a leg is a<inches>, w<degrees>, m<dx>,<dy>, t<degrees> or r<degrees> (FL-MOVE-6)"
                )
        except ValueError as e:
            if "a leg is" in str(e):
                raise
            raise ValueError(f"{w!r}: {number!r} is not a number (or two, for m<dx>,<dy>)") from None
    return legs

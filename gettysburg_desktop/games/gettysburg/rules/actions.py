"""Actions: every player decision is one small action with a text form that
round-trips (``str(action)`` / ``Action.parse(text)``), like python-chess's
``Move.uci()``. The notation is documented in docs/game-record.md.
"""

from __future__ import annotations

from gettysburg_desktop.kernel.action import Action as KernelAction
from gettysburg_desktop.kernel.notation import Notation
from gettysburg_desktop.kernel.notation import NotationError as NotationError  # re-exported: callers catch it here

#: verb -> (fewest args, most args, what it means). The vocabulary of the notation.
VERBS: dict[str, tuple[int, int, str]] = {
    # R-ACT-1 the three actions, and the free move out of an entry box
    "place-block": (2, 2, "place-block VALUE PLACE: put an available command block (R-BLK-1)"),
    "remove-block": (1, 1, "remove-block PLACE: take your block and its discs off the map (R-BLK-3)"),
    "order": (1, 1, "order PLACE: put a disc on your block at PLACE to issue an order (R-ORD-1)"),
    "double-order": (
        2,
        2,
        "double-order PLACE PLACE: two discs from the CSA double box, the first for the first order (R-ORD-2)",
    ),
    "forced-pass": (0, 0, "forced-pass: set a black disc aside (R-FPASS)"),
    "enter": (1, 1, "enter UNIT: move a unit out of its entry box into the box's area (R-REIN-3)"),
    "end-turn": (0, 0, "end-turn: finish your turn (after your action and any free moves)"),
    "concede": (
        0,
        0,
        "concede: the Confederate player gives up, at any moment (R-WIN-3); never among the legal actions",
    ),
    # R-ORD-3 the orders, chosen once the disc is placed
    "move": (
        1,
        3,
        "move AREA: order the units of AREA to move; move UNIT AREA [CUBES]: move one unit one area, carrying CUBES (R-MOVE)",
    ),
    "end-move": (0, 0, "end-move: the ordered movement is complete (R-MOVE-8)"),
    "resolve-assaults": (0, 0, "resolve-assaults: do not combine the double order's moves; fight now (R-ORD-2)"),
    "fire": (
        0,
        3,
        "fire: choose the artillery-fire order; fire UNIT AREA TARGET: declare one artillery unit's fire at infantry or artillery (R-ART-4)",
    ),
    "end-fire": (0, 0, "end-fire: the declarations are complete: roll for every declared unit (R-ART-4, R-ART-5)"),
    "reinforce": (3, 3, "reinforce FROM TO COLOUR: move one damage cube (R-REINF)"),
    "reorganize": (1, 1, "reorganize AREA: remove its disruption marker (R-REORG)"),
    "entrench": (2, 2, "entrench AREA NEIGHBOUR: an entrenchment marker along that border (R-ENT-1)"),
    "move-entrenchment": (3, 3, "move-entrenchment AREA FROM TO: move a marker to another border (R-ENT-2)"),
    "remove-fire-marker": (1, 1, "remove-fire-marker AREA (R-RAF)"),
    "pass": (0, 0, "pass: the order does nothing (R-PASS)"),
    # decisions inside an assault or after fire
    "assault": (1, 1, "assault AREA: resolve this assault next (R-MOVE-8 [interpretation])"),
    "assign": (1, 1, "assign UNIT: the next cube goes to UNIT (R-DMG-6, R-DMG-8)"),
    "take-cube": (1, 1, "take-cube COLOUR: a long-range hit is taken in this colour (R-DMG-7)"),
    "evade": (1, 1, "evade UNIT: the cavalry retreats instead of taking the cube (R-ASLT-10)"),
    "retreat": (2, 3, "retreat UNIT AREA [AREA]: retreat one area, or two areas (R-RET)"),
    "withdraw": (2, 3, "withdraw UNIT AREA [AREA]: withdraw artillery without damage (R-ASLT-8, R-ASLT-10)"),
    "keep-artillery": (0, 0, "keep-artillery: no (more) artillery withdraws"),
    "fall-back": (1, 1, "fall-back UNIT: the attacking unit that retreats on a counter-attack (T5 C)"),
    "damage-artillery": (1, 1, "damage-artillery UNIT: the artillery unit that takes a hit (R-ART-5)"),
    "cube-colour": (1, 1, "cube-colour COLOUR: the colour of the cube placed by a retreat (R-RET-3, R-RET-4)"),
    "take-marker": (1, 1, "take-marker AREA: take an artillery-fire marker from AREA (R-ART-6)"),
    "remove-entrenchment": (
        2,
        2,
        "remove-entrenchment AREA NEIGHBOUR: the marker facing NEIGHBOUR goes as a friendly unit arrives (R-ENT-5)",
    ),
}

#: verb -> the positions of its words that are a side's secret (R-ACT-2)
SECRET_WORDS: dict[str, tuple[int, ...]] = {"place-block": (0,)}


#: the notation: the verbs and the secret words (kernel/notation.py)
NOTATION = Notation(VERBS, secret_words=SECRET_WORDS)


class Action(KernelAction):
    """An action of Gettysburg: the kernel's one action (a verb and its
    words, a NamedTuple: cheap to make, hash and sort, docs/performance.md)
    bound to Gettysburg's notation, so that ``Action.parse(text)`` reads it
    and ``public()`` hides a command block's value (``place-block ?
    herr-ridge``, R-ACT-2)."""

    __slots__ = ()
    notation = NOTATION


def public_text(action: Action) -> str:
    """The action's text as the other side may read it: a command block's
    value becomes ``?`` (``place-block ? herr-ridge``, R-ACT-2)."""
    return action.public_text()


#: The memo of ``act``: shared by every game of the process. Filling it from
#: two threads at once is harmless (the GIL keeps each dict operation whole,
#: and two equal actions made twice are still equal values).
_made: dict[tuple, Action] = {}


def act(verb: str, *args: object) -> Action:
    """The action ``verb args...`` (numbers written in decimal). Actions are
    values, so the same one is made once and shared."""
    key = (verb, *args)
    made = _made.get(key)
    if made is None:
        made = _made[key] = Action(verb, tuple(a if type(a) is str else str(a) for a in args))
        if len(_made) > 200_000:  # bound the memo on very large maps
            _made.clear()
    return made

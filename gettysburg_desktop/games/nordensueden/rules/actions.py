"""The actions of Norden & Süden: every decision is one small action, a
verb and its words, whose text form round-trips (``str(action)`` /
``Action.parse(text)``). The notation is documented in
docs/nordensueden-engine.md; both the sequence of play and the battles
(battle.py) use this one class. Box ids and unit ids ("usa-7") are the
words; a path is box ids joined by ``>`` ("evansville>paducah>cairo").
"""

from __future__ import annotations

from gettysburg_desktop.kernel.action import Action as KernelAction
from gettysburg_desktop.kernel.notation import Notation
from gettysburg_desktop.kernel.notation import NotationError as NotationError  # re-exported: callers catch it here

#: verb -> (fewest words, most words, usage). The vocabulary of the notation.
VERBS: dict[str, tuple[int, int, str]] = {
    # the movement segment (NS-MOVE, NS-JUMP, NS-SEA, NS-FORT)
    "roll": (
        0,
        0,
        "roll: roll the die for the marches (NS-MOVE-1), the recruits (NS-RECR-1) or the replacements (NS-AID-5)",
    ),
    "march": (1, 1, "march BOX: start a march from BOX (NS-MOVE-3)"),
    "move": (2, 2, "move UNIT PATH: the unit moves along PATH, box ids joined by '>' from its box (NS-MOVE-3)"),
    "fortify": (1, 1, "fortify UNIT: the unit spends the march fortifying (NS-FORT-1)"),
    "end-march": (0, 0, "end-march: the march is over (NS-MOVE-3)"),
    "sea": (2, 2, "sea UNIT PORT: a sea move to a Union port, one march (NS-SEA-1, NS-SEA-2)"),
    "land": (2, 2, "land UNIT PORT: a sea landing from Washington, one march (NS-SEA-3, NS-SEA-4)"),
    "end-movement": (0, 0, "end-movement: the movement segment is over; marches left are lost (NS-MOVE-7)"),
    # the combat segment (NS-CBT-2); the battles' own verbs are battle.py's
    "battle": (1, 1, "battle BOX: fight the battle in BOX next (NS-CBT-2)"),
    # the battles (i17-battle's verbs, listed so that records parse)
    "cavalry-retreat": (1, 1, "cavalry-retreat BOX: the defender's cavalry retreats before round 1 (NS-CAVRET)"),
    "stand": (0, 0, "stand: fight on without retreating or reinforcing (NS-CBT-5)"),
    "retreat": (1, 1, "retreat BOX: the army retreats to BOX (NS-RET)"),
    "reinforce": (1, 1, "reinforce UNIT: bring UNIT into the battle (NS-REINF)"),
    "target": (2, 2, "target UNIT ENEMY: UNIT fires at ENEMY this round (NS-FIRE-1)"),
    "fire": (0, 0, "fire: roll for every declared shot (NS-FIRE-2)"),
    # promotion (NS-PROM-2, NS-PROM-3)
    "promote": (1, 1, "promote UNIT: raise the unit one quality (NS-PROM-1)"),
    "no-promotion": (0, 0, "no-promotion: promote nobody (NS-PROM-2, NS-PROM-3)"),
    # recruitment (NS-RECR)
    "recruit": (2, 2, "recruit MI|MC BOX: a militia infantry or cavalry from the pool into BOX (NS-RECR-3)"),
    "end-recruitment": (0, 0, "end-recruitment: recruit no more (NS-RECR-6)"),
}


#: the notation: the verbs (kernel/notation.py); the battles' module may add its own
NOTATION = Notation(VERBS)


def add_verbs(specs: dict[str, tuple[int, int, str]]) -> None:
    """More verbs for the notation (the battles' module may add its own)."""
    NOTATION.add(specs)


class Action(KernelAction):
    """An action of Norden & Süden: the kernel's one action (a verb and its
    words, sorted by (verb, words)) bound to this game's notation."""

    __slots__ = ()
    notation = NOTATION


def act(verb: str, *args: str) -> Action:
    return Action(verb, tuple(args))


def path_text(boxes: tuple[str, ...] | list[str]) -> str:
    """A path's word: box ids joined by '>'."""
    return ">".join(boxes)


def path_of(word: str) -> tuple[str, ...]:
    return tuple(word.split(">"))

"""The actions of ACW-BBDBA, a verb and its words (kernel/action.py).
Elements by id ("U1-3"); a move is its legs, each a word: ``a40.00``
advance 40 mm, ``s-5.00`` slide 5 mm right, ``o5.00`` 5 mm left at once with
the advance before it (one straight leg), ``t90.00`` turn about its middle,
``w-30.00`` wheel about a front corner (left positive) (decision 6)."""

from __future__ import annotations

from gettysburg_desktop.kernel.action import Action as KernelAction
from gettysburg_desktop.kernel.notation import Notation

VERBS: dict[str, tuple[int, int, str]] = {
    "pips": (
        1,
        3,
        "pips D1 D2 D3: the bound's dice given to the side's commands in their order, a die for each command "
        "with troops left (BB-PIP-1)",
    ),
    "pick": (1, 1, "pick ELEMENT: move this element next (BB-PIP-2)"),
    "pick-group": (1, 1, "pick-group E1,E2,...: move this group next (BB-MOVE-3)"),
    "stand": (1, 1, "stand ELEMENT|E1,E2,...: the element or group picked does not move after all, no PIP spent"),
    "move": (
        2,
        5,
        "move ELEMENT LEG...: legs a<mm>, s<mm>, o<mm> (aside at once with the advance before it), t<degrees>, w<degrees> (BB-MOVE-2)",
    ),
    "group": (
        2,
        2,
        "group E1,E2,... LEG: the group moves as one body, a<mm> straight ahead or w<degrees> wheeling (BB-MOVE-4)",
    ),
    "break": (1, 1, "break ELEMENT: the element breaks off from its melee, straight back (BB-BREAK-1)"),
    "dismount": (1, 1, "dismount ELEMENT: the cavalry dismounts in place, for good (BB-TYPE-7)"),
    "end-movement": (0, 0, "end-movement: no more PIP moves this bound (BB-SEQ-2)"),
    "aim": (
        2,
        2,
        "aim ARTILLERY TARGET: the artillery shoots at the Jäger in its way, or ignores them for the target beyond (BB-SHOOT-8)",
    ),
    "shoot": (1, 1, "shoot TARGET: the shooting combat at that target is resolved next (BB-SHOOT-13)"),
    "fight": (2, 2, "fight A B: the melee of that pair is fought next (BB-MELEE-1)"),
}
LEG_VERB = {"a": "advance", "s": "slide", "o": "oblique", "t": "turn", "w": "wheel"}
NOTATION = Notation(VERBS)


class Action(KernelAction):
    __slots__ = ()
    notation = NOTATION


def act(verb: str, *args: str) -> Action:
    return Action(verb, tuple(args))


def legs_of(words: tuple[str, ...]) -> list[tuple[str, float]]:
    """A move's legs from its words (a ValueError names a word that is none)."""
    out = []
    for w in words:
        verb = LEG_VERB.get(w[:1])
        if verb is None:
            raise ValueError(f"{w!r}: a leg is a<mm>, s<mm>, o<mm>, t<degrees> or w<degrees> (BB-MOVE-2)")
        try:
            out.append((verb, float(w[1:])))
        except ValueError:
            raise ValueError(f"{w!r}: {w[1:]!r} is not a number") from None
    return out


def leg_word(verb: str, amount: float) -> str:
    return {v: k for k, v in LEG_VERB.items()}[verb] + f"{amount:.2f}"

"""Victory (NS-WIN, NS-NOVICE, NS-SHORT): queries on the position, below the
board, which tests them whenever ownership changes (NS-WIN-3)."""

from __future__ import annotations

from gettysburg_desktop.kernel.said import Said, said

from .boxmap import BoxMap
from .ownership import army_max, owner
from .sides import Side
from .state import State

UNION_SET = said("The Union owns every Confederate recruitment city of value 2 or 3 at once")
WASHINGTON_TAKEN = said("The Confederacy occupies Washington")
LARGER_ARMY = said("The Confederate army maximum ({csa}) is higher than the Union's ({usa})")
TIME_UP = said("The Union has not won by the end of game turn {turn}")
SHORT_UNION = said(
    "The short game is over: the Union army maximum ({usa}) is at least 5 higher than the Confederacy's ({csa})"
)
SHORT_CSA = said(
    "The short game is over: the Union army maximum ({usa}) is not 5 higher than the Confederacy's ({csa})"
)


#: the rule each reason for a result cites (``rule_of``)
RULE_OF = {
    UNION_SET.template: "NS-WIN-1",
    WASHINGTON_TAKEN.template: "NS-WIN-2",
    LARGER_ARMY.template: "NS-WIN-2",
    TIME_UP.template: "NS-WIN-2",
    SHORT_UNION.template: "NS-SHORT-2",
    SHORT_CSA.template: "NS-SHORT-2",
}


def rule_of(why) -> str:
    """The rule that decided a game over for ``why`` (one of this module's
    reasons): the short game's end NS-SHORT-2, the Union's set NS-WIN-1,
    the Confederacy's conditions NS-WIN-2 (under NS-NOVICE too: the novice
    rule changes when they are looked at, not what they are); "NS-WIN"
    for a reason this module does not give."""
    return RULE_OF.get(getattr(why, "template", str(why)), "NS-WIN")


def union_objectives(box_map: BoxMap) -> list[str]:
    """NS-WIN-1: the boxes the Union must own at once (objective Side.USA on the map)."""
    return [b.id for b in box_map.boxes if b.objective is Side.USA]


def confederate_objectives(box_map: BoxMap) -> list[str]:
    """NS-WIN-2(a): Washington (objective Side.CSA on the map)."""
    return [b.id for b in box_map.boxes if b.objective is Side.CSA]


def union_wins(box_map: BoxMap, state: State) -> Said | None:
    objectives = union_objectives(box_map)
    if objectives and all(owner(box_map, state, b) is Side.USA for b in objectives):
        return UNION_SET
    return None


def confederacy_wins(box_map: BoxMap, state: State) -> Said | None:
    """NS-WIN-2 (a) and (b), in that order."""
    if any(owner(box_map, state, b) is Side.CSA for b in confederate_objectives(box_map)):
        return WASHINGTON_TAKEN
    csa, usa = army_max(box_map, state, Side.CSA), army_max(box_map, state, Side.USA)
    if csa > usa:
        return said(LARGER_ARMY.template, csa=csa, usa=usa)
    return None


def decide(box_map: BoxMap, state: State, *, novice: bool, end_of_union_turn: bool) -> tuple[Side, Said, str] | None:
    """NS-WIN-3: after an ownership change, the Union's condition first, then
    the Confederacy's; under NS-NOVICE the Confederacy's count only at the end
    of a Union player turn. (winner, why, rule) or None."""
    why = union_wins(box_map, state)
    if why:
        return Side.USA, why, "NS-WIN-1"
    if novice and not end_of_union_turn:
        return None
    why = confederacy_wins(box_map, state)
    if why:
        return Side.CSA, why, "NS-NOVICE-1" if novice else "NS-WIN-2"
    return None


def at_the_end(box_map: BoxMap, state: State, *, short: bool, last_turn: int) -> tuple[Side, Said, str]:
    """Nobody has won by the last turn: NS-WIN-2(c), or NS-SHORT-2."""
    if short:
        usa, csa = army_max(box_map, state, Side.USA), army_max(box_map, state, Side.CSA)
        if usa >= csa + 5:
            return Side.USA, said(SHORT_UNION.template, usa=usa, csa=csa), "NS-SHORT-2"
        return Side.CSA, said(SHORT_CSA.template, usa=usa, csa=csa), "NS-SHORT-2"
    return Side.CSA, said(TIME_UP.template, turn=last_turn), "NS-WIN-2"

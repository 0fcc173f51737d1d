"""Artillery fire's chance (FL-BOMB-4, D23): each player's stack of discs
for each kind of artillery (8 that explode, 2 that do not), drawn without
replacement through the kernel's deck and reshuffled when two are left.
Where a disc may lie and which models it hits is field/discs.py's.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from gettysburg_desktop.kernel.deck import Deck
from gettysburg_desktop.kernel.dice import Dice

#: FL-BOMB-4: the faces of a stack's discs
HIT, MISS = "explosion", "nothing"
STACK = (HIT,) * 8 + (MISS,) * 2
#: FL-BOMB-4: a stack down to this many is reshuffled before the next draw
RESHUFFLE_AT = 2


def stack(side: str, kind: str) -> Deck:
    """A player's stack of discs for one kind of artillery ("light", "heavy"): four stacks in all (D23)."""
    return Deck(f"{side} {kind} artillery discs", STACK)


def reshuffle_if_low(deck: Deck, on_table: Iterable[str] = ()) -> bool:
    """When the stack is down to two, every disc of it that is not lying on
    the table goes back in before the next draw (D23); whether it did."""
    if len(deck) > RESHUFFLE_AT:
        return False
    lying = Counter(on_table)
    back = []
    for face in deck.drawn:
        if lying[face] > 0:
            lying[face] -= 1
        else:
            back.append(face)
    deck.reshuffle(back)
    return True


def draw_disc(deck: Deck, dice: Dice, on_table: Iterable[str] = ()) -> str:
    """The face of the next disc laid, the stack reshuffled first if it is down to two (D23).
    A game draws through its board instead (``reshuffle_if_low``, then ``Board.draw``), so that the
    draw is recorded with the action."""
    reshuffle_if_low(deck, on_table)
    return deck.draw(dice)

"""A shuffled stack drawn without replacement: a deck of cards, a cup of
chits (the free-table games' event cards and activation chits).

A deck is plain data in the game state: its cards in the order it was
made (``cards``), those still in it (``left``, in that same order) and
those drawn (``drawn``, in the order drawn). Shuffling is chance's, not
the deck's: each draw takes one card of those left as a lot of them
(kernel/dice.py), one number of the game's stream, so that a seeded game
replays its draws identically and a script names the card it wants
("draw": the card's name). ``reshuffle`` puts drawn cards back when the
rules say so. Draw through the board (``Board.draw(deck)``) so that the
card is recorded with the action, as every roll is; a failed action's
snapshot puts the deck back with the rest of the state.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from .dice import Dice


class DeckEmpty(RuntimeError):
    """A draw from a deck with no card left (the rules should have reshuffled it)."""


class Deck:
    """A named stack of cards (names: text; the same name may stand for
    several alike cards), drawn without replacement."""

    def __init__(self, name: str, cards: Iterable[str]) -> None:
        self.name = name
        #: every card of the deck, in the order it was made
        self.cards: tuple[str, ...] = tuple(cards)
        for card in self.cards:
            if not isinstance(card, str) or not card:
                raise ValueError(f"the deck {name!r}: a card is a name (text), not {card!r}")
        #: the cards still in the deck, in the order it was made
        self.left: list[str] = list(self.cards)
        #: the cards drawn since the last reshuffle, in the order drawn
        self.drawn: list[str] = []

    def __len__(self) -> int:
        return len(self.left)

    def __repr__(self) -> str:
        return f"Deck({self.name!r}: {len(self.left)} of {len(self.cards)} left)"

    def draw(self, dice: Dice) -> str:
        """One card of those left, drawn by ``dice``, taken out of the deck."""
        if not self.left:
            raise DeckEmpty(f"the deck {self.name!r} is empty: its {len(self.cards)} cards are drawn (reshuffle it)")
        card = dice.lot(self.left, f"a card of the deck {self.name!r} ({len(self.left)} left)")
        self.left.remove(card)
        self.drawn.append(card)
        return card

    def reshuffle(self, cards: Iterable[str] | None = None) -> None:
        """Put drawn cards back (None: every card drawn; the others stay
        out, in a hand or in play). The deck keeps the order it was made
        in, so what is left, not how it came back, decides the next draw.
        A ValueError names a card that was not drawn."""
        back = Counter(self.drawn if cards is None else cards)
        out = Counter(self.drawn)
        missing = back - out
        if missing:
            raise ValueError(f"the deck {self.name!r}: {', '.join(sorted(missing))} not drawn, so not put back")
        self.drawn = _in_order(self.drawn, out - back)
        self.left = _in_order(self.cards, Counter(self.left) + back)


def _in_order(order: Iterable[str], counts: Counter[str]) -> list[str]:
    """The cards ``counts`` holds (name -> how many), in the ``order`` given."""
    out = []
    for card in order:
        if counts[card] > 0:
            out.append(card)
            counts[card] -= 1
    return out

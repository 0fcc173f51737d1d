"""What a click means, in words every game and the window share (issue 23,
item 4): the rules describe each legal action by what a player clicks to
mean it (a ``Choice``), read a click into what it means (a ``Click``) and
say why it means nothing; the window's one controller (ui/controller.py)
only matches clicks to them and follows what the rules read. Each game
gives its ``ClickRules`` (its window part's ``clicks``, display/window_part.py),
from its rules (docs/window-games.md says where each game keeps them).

Every text the window shows for a click comes from the game, as a ``Said``
(kernel/said.py, translated by the window): the reason a click is refused,
what the window says while a pick waits for its second click, the label of
an entry that starts a pick, what a step asked first says and its Confirm
button's tooltip. The window has only its own words (a replay, the hot
seat, "Choose one of the offered actions").

A game narrows ``Choice`` with fields of its own (a subclass: Gettysburg's
command block value, cube colour, double order's second block; Norden &
Süden's enemy unit fired at); the window reads only the fields here.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from .said import Said

#: the kinds of choice the prompt bar offers as buttons of their own (not
#: by a click on the board): nothing on the board, or a colour of which any
#: unit on the board means the same
BAR_KINDS = ("button", "colour")

#: how a board draws a unit: ``drawn(unit)`` -> (the units one counter
#: stands for with it, ``unit`` among them; the place it is drawn in, None
#: where the board does not say). A board that draws each unit on its own
#: gives none.
Drawn = Callable[[str], tuple[tuple[str, ...], str | None]]


@dataclass(frozen=True, slots=True)
class Choice:
    """One legal action, described by what a player clicks to mean it.

    ``kind`` says what the first click is on: ``unit``, ``place`` (an area,
    a box, an entry box), ``border`` (a place's border with a neighbour),
    ``colour`` (any unit of a colour, or a button) or ``button`` (nothing
    on the board). ``label`` is the choice in words (a button's, a menu
    line's)."""

    #: the action carried out (the game's own Action)
    action: Any
    kind: str
    label: str
    #: the unit the action names
    unit: str | None = None
    #: the units a click on which means this action: ``unit`` and those the
    #: rules can't tell from it; for a colour, the units of that colour there
    units: tuple[str, ...] = ()
    #: where the moving thing starts (a unit's place ...)
    origin: str | None = None
    #: the place a click on the board picks (a destination, a block's place ...)
    place: str | None = None
    #: every place the action names, in order (a path)
    places: tuple[str, ...] = ()
    #: (place, neighbour) of the border the action crosses or names
    border: tuple[str, str] | None = None
    #: a click on one of the units of ``place`` means this (the units there as a whole)
    area_wide: bool = False
    #: a unit, then a place: the unit's click selects it, the place's click takes it
    aimed: bool = False
    #: the kind of partial pick this entry starts on ``place`` instead of
    #: being taken (the second thing is clicked next); None: it is taken
    then: str | None = None
    #: with ``then``: what the window says while that pick waits for its second click
    then_says: str = ""
    #: why a click that lands on this choice alone must be confirmed (a
    #: reason the game's ``confirm_words`` puts in words; "" none): filled in
    #: by ``read_click`` for the choice it lands on
    confirm: str = ""
    #: with ``confirm``: the side whose turn it ends, where it ends one (None: the player's own)
    ends: Any = None
    #: what choices offered together have in common ("Place the command block in Herr Ridge, of
    #: value:"): where every offered choice has the same one, the window says it once and each
    #: choice by its ``short`` words ("3"); its ``label`` stays its tooltip's words
    heading: str = ""
    short: str = ""

    @property
    def verb(self) -> str:
        """The action's verb (for the game's own code: the window never reads it)."""
        verb: str = self.action.verb
        return verb

    def matches(self, unit: str | None = None, place: str | None = None, border: Any = None) -> bool:
        """Whether a click on ``unit``, ``place`` or ``border`` may mean this choice."""
        if unit is not None and unit not in self.units:
            return False
        if place is not None and place != self.place:
            return False
        return not (border is not None and (self.border is None or frozenset(border) != frozenset(self.border)))


@dataclass(frozen=True, slots=True)
class Pick:
    """A decision half made: ``kind`` says what was picked (the game's word:
    "unit" for a unit chosen, its place or target to come next) and
    ``thing`` is that unit or place."""

    kind: str
    thing: str


@dataclass(frozen=True, slots=True)
class Click:
    """What a click means (``ClickRules.read_click``): the window follows it
    and works nothing out itself.

    ``choices``: none (refused: ``why`` says why; neither: nothing happens),
    one (taken, or asked to be confirmed when its ``confirm`` is set, or a
    pick started when its ``then`` is) or several (a short list to offer).
    ``pick``: the partial pick after the click; ``step``: the click started
    it (``choices`` are then what may be done instead, ``says`` what the
    window says meanwhile). ``confirmed``: the click repeats the one waiting
    for its confirmation. ``cancel``: the click steps back out (the chosen
    unit clicked again). ``about_unit``: the click is about the clicked
    unit's own actions; ``reach``: the unit's reach (the game's overlay, its
    window part's ``reach``) belongs on the board, drawn from ``reach_from``
    (its place; None where it has none) for ``side``. ``name``: the clicked
    thing's name, for the game's words."""

    choices: tuple[Choice, ...] = ()
    pick: Pick | None = None
    why: str | None = None
    step: bool = False
    says: str = ""
    confirmed: bool = False
    cancel: bool = False
    about_unit: bool = False
    reach: bool = False
    reach_from: str | None = None
    side: Any = None
    name: str = ""


#: a button that keeps its place in the prompt bar: (verb, label, why it is greyed: "" for what is asked)
HeldButton = tuple[str, Said | str, Said | str]


@runtime_checkable
class ClickRules(Protocol):
    """What a game's rules give the window's controller (see the module):
    pure Python, asked with the game in play; each text a ``Said`` (or a
    plain ``str`` shown as it is). The choices, the pick's and the pending
    ones, are the game's own (its ``Choice`` subclass), passed back as it
    gave them: the contract takes them as ``Any`` (kernel/protocols.py)."""

    def choices(self, game: Any, /) -> Sequence[Choice]:
        """Every legal action as a choice, in the order the window offers them."""
        ...

    def describe(self, game: Any, action: Any, /) -> Choice:
        """One action (legal now) as its choice: its label names it in the window."""
        ...

    def read_click(
        self,
        game: Any,
        choices: Any,
        pick: Pick | None = None,
        pending: Any = None,
        /,
        *,
        unit: str | None = None,
        place: str | None = None,
        border: Any = None,
        drawn: Drawn | None = None,
        alone: bool = False,
    ) -> Click:
        """What a click on one ``unit``, ``place`` or ``border`` means, given
        the legal ``choices``, the partial ``pick`` and the choice ``pending``
        confirmation; ``drawn``: how the board draws a unit (``Drawn``);
        ``alone``: the click is on that very unit (a panel's tile), never
        on the units a counter of the board stands for with it."""
        ...

    def hint(
        self,
        game: Any,
        choices: Any,
        pick: Pick | None = None,
        /,
        *,
        unit: str | None = None,
        place: str | None = None,
        border: Any = None,
        drawn: Drawn | None = None,
    ) -> Sequence[Choice]:
        """What a click would find (the status bar's hint while hovering)."""
        ...

    def confirm_reason(self, game: Any, action: Any, /) -> str:
        """Why carrying out ``action`` is a step a click must not take alone ("" if none)."""
        ...

    def ask_first(self, game: Any, choice: Any, /) -> str:
        """Why carrying out ``choice``, however it was chosen (a button too),
        is asked first ("" if not): a reason ``confirm_words`` puts in words."""
        ...

    def confirm_words(self, game: Any, choice: Any, why: str, viewer: Any, /) -> tuple[str, str]:
        """What the window says while ``choice`` waits for its confirmation
        for the reason ``why``, and its Confirm button's tooltip, for the
        side ``viewer`` at the screen (None: anyone)."""
        ...

    def button_group(self, game: Any, pending: Any, /) -> Sequence[HeldButton]:
        """The buttons that keep their places in the prompt bar now, in order,
        greyed while not offered (the verb "" for one never lit now)."""
        ...

    def why_nothing(self, game: Any, /) -> str:
        """Why a click means nothing in a game that is over."""
        ...


class ButtonsOnly:
    """The click rules of a game that gives none of its own: every legal
    action a button labelled in the notation, nothing on the board clicked,
    nothing asked first (a toy game's, a test's)."""

    def choices(self, game: Any, /) -> list[Choice]:
        return [self.describe(game, a) for a in game.legal_actions()]

    def describe(self, game: Any, action: Any, /) -> Choice:
        return Choice(action, "button", str(action))

    def read_click(
        self,
        game: Any,
        choices: Sequence[Choice],
        pick: Pick | None = None,
        pending: Choice | None = None,
        /,
        *,
        unit: str | None = None,
        place: str | None = None,
        border: Any = None,
        drawn: Drawn | None = None,
        alone: bool = False,
    ) -> Click:
        return Click(pick=pick)

    def hint(
        self,
        game: Any,
        choices: Sequence[Choice],
        pick: Pick | None = None,
        /,
        *,
        unit: str | None = None,
        place: str | None = None,
        border: Any = None,
        drawn: Drawn | None = None,
    ) -> list[Choice]:
        return []

    def confirm_reason(self, game: Any, action: Any, /) -> str:
        return ""

    def ask_first(self, game: Any, choice: Choice, /) -> str:
        return ""

    def confirm_words(self, game: Any, choice: Choice, why: str, viewer: Any, /) -> tuple[str, str]:
        return "", ""

    def button_group(self, game: Any, pending: Choice | None, /) -> tuple[HeldButton, ...]:
        return ()

    def why_nothing(self, game: Any, /) -> str:
        text: str = game.prompt().text
        return text


#: the click rules of a game without its own
BUTTONS_ONLY = ButtonsOnly()

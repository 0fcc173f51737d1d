"""The games this program plays, and what each is made of: the registry
the window, New game, the catalog, saves, replays and the command line ask
instead of assuming Gettysburg (issue 17, item 4; docs/window-games.md).

A game is a ruleset on the kernel (kernel/ruleset.py) with its game class,
its scenarios and how to load one by id, the variants New game offers with
their descriptions, its sides in the order New game lists them, whether it
hides anything from a side (the hot-seat curtain), whether the computer
opponent plays it, and the pages of its rules reference. No Qt here: the
window's part of a game (its board scene and controller) is registered in
ui/game_kinds.py.

The games register themselves: each game's ``registration.register_game``
(games/__init__.py lists the installed games), called when scenario/games.py
is first imported, which everyone else imports; this module holds only what
a game is and the registry, so that a game's own module can import it
without importing every game.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from gettysburg_desktop.kernel.gateway import Gateway
from gettysburg_desktop.kernel.said import Said


@dataclass(frozen=True)
class ScenarioOffer:
    """A scenario New game offers: its id (as records name it), its title
    and the variants it is played with whatever New game ticks (its own:
    Norden & Süden's short game is the variant ``short``)."""

    id: str
    title: Said | str
    variants: tuple[str, ...] = ()


@dataclass(frozen=True)
class VariantOffer:
    """A variant New game offers as a checkbox: its name (as records write
    it), what it changes, and the rule it cites; variants of one ``group``
    (a game's length) exclude each other, offered as one choice named for
    the group, the scenario's own way first; ``on``: ticked at first."""

    name: str
    description: Said | str
    rule: str = ""
    group: Said | str = ""
    #: ticked when New game opens (a setting the rules recommend playing with)
    on: bool = False


class UnknownGame(LookupError):
    """A game (a record's ``ruleset``) this program does not play."""


@dataclass(frozen=True)
class GameKind:
    """One game the program plays (see the module)."""

    #: the ruleset's name, as game records write it (``ruleset:``) and the kernel knows it
    id: str
    #: the game's name in New game's list of games
    title: Said | str
    #: the game class: a kernel Gateway subclass naming its ruleset; ``game_class(scenario, dice, variants=...)``
    game_class: type[Gateway]
    #: the scenarios New game lists: ``scenarios()``
    scenarios: Callable[[], list[ScenarioOffer]]
    #: a scenario by its id (or, where the game has scenario files, a file's path); LookupError or ValueError if none
    load_scenario: Callable[[str], Any]
    #: an older edition of a shipped scenario by its id and edition, for a game saved before the scenario
    #: changed (it answers None for an edition the program doesn't keep); None: the game keeps no editions
    load_scenario_edition: Callable[[str, int], Any] | None = None
    #: the sides in the order New game lists who plays them (each with ``value`` and ``title``)
    sides: tuple[Any, ...] = ()
    #: whether the computer opponent (ai/) plays it; else New game offers only people
    computer: bool = False
    #: the pages of its rules reference (resources/docs/PAGE.md), the rules first
    rules_pages: tuple[str, ...] = ()
    #: a record's stated position (``position:``) as a state, or None where the game has none
    state_from_position: Callable[[Any, dict[str, Any]], Any] | None = None
    #: whether scenario files (a path instead of an id) may be played
    scenario_files: bool = False
    #: the scenario New game starts with ("": the first listed)
    default_scenario: str = ""
    #: who plays each side unless New game says otherwise: side value -> "human" or a computer player's name
    default_players: dict[str, str] = field(default_factory=dict)

    @property
    def ruleset(self) -> Any:
        """The game class's ruleset (a kernel ``Ruleset``)."""
        return self.game_class.ruleset

    @property
    def hides(self) -> bool:
        """Whether a side's view hides anything from the other (the ruleset's
        ``hidden_information``: Gettysburg's block values, R-ACT-2): then the
        hot seat hands over behind a curtain; a game of open information
        (Norden & Süden, NS-COMP) needs none."""
        return bool(getattr(self.ruleset, "hidden_information", True))

    def variants(self) -> list[VariantOffer]:
        """The ruleset's variants as New game offers them."""
        out: list[VariantOffer] = []
        for name, v in self.ruleset.variants.items():
            if isinstance(v, (str, Said)):
                out.append(VariantOffer(name, v))
            else:
                out.append(
                    VariantOffer(
                        name,
                        getattr(v, "description", name),
                        getattr(v, "rule", ""),
                        getattr(v, "group", ""),
                        bool(getattr(v, "on", False)),
                    )
                )
        return out

    def first_scenario(self) -> str:
        """The scenario New game offers first for this game."""
        return self.default_scenario or self.scenario_ids()[0]

    def scenario_ids(self) -> list[str]:
        return [s.id for s in self.scenarios()]

    def scenario_title(self, scenario_id: str) -> Said | str:
        for s in self.scenarios():
            if s.id == scenario_id:
                return s.title
        return scenario_id

    def new_game(self, scenario: Any, dice: Any, variants: Iterable[str] | None = None, **options: Any) -> Any:
        return self.game_class(scenario, dice, variants=variants, **options)

    def side(self, value: str) -> Any:
        """The side whose value is ``value`` (ValueError if none)."""
        for s in self.sides:
            if s.value == value:
                return s
        raise ValueError(f"{value!r} is not a side of {self.id}; the sides are {', '.join(self.side_values())}")

    def side_values(self) -> tuple[str, ...]:
        return tuple(s.value for s in self.sides)

    def other(self, side: Any) -> Any:
        """The side that is not ``side`` (a two-sided game)."""
        return next((s for s in self.sides if s is not side), None)


_GAMES: dict[str, GameKind] = {}


def _first() -> str:
    """The first game registered: the default where none is named (the
    registries fill in games/__init__.py's ``INSTALLED`` order)."""
    return next(iter(_GAMES), "")


def register(kind: GameKind) -> GameKind:
    """Add (or replace) a game; the registry lists games in the order registered."""
    _GAMES[kind.id] = kind
    return kind


def unregister(game_id: str) -> None:
    """Take a game out again (a test's game); the first registered stays."""
    if game_id != _first():
        _GAMES.pop(game_id, None)


def games() -> list[GameKind]:
    """Every game the program plays, in the order registered."""
    return list(_GAMES.values())


def game(game_id: str | None) -> GameKind:
    """The game named ``game_id`` (None: the first registered); UnknownGame names the games there are."""
    try:
        return _GAMES[game_id or _first()]
    except KeyError:
        raise UnknownGame(f"{game_id!r} is a game this program does not play (it plays {', '.join(_GAMES)})") from None


def game_of(g: Any) -> GameKind:
    """The game a running game (a kernel Gateway) is a game of, by its ruleset's name."""
    return game(g.ruleset.name)


def game_of_scenario(scenario_id: str) -> GameKind:
    """The game whose scenario ``scenario_id`` is; a scenario file's path:
    the first game that reads scenario files."""
    for kind in _GAMES.values():
        if scenario_id in kind.scenario_ids():
            return kind
    return next((kind for kind in _GAMES.values() if kind.scenario_files), game(None))

"""The kernel's contracts as code (issue 23, item 3): what a game brings to
the program and what the program may ask of it, as ``typing.Protocol``s
that a type checker holds both sides to (``mypy``, pyproject.toml) and that
``isinstance`` can test at run time (``runtime_checkable``: the members'
presence, not their types).

- ``Ruleset``: a game's rules as the kernel's gateway asks them;
- ``Game``: a game in play, the gateway as the shell and the computer
  players use it (legal actions, apply, undo, clone, prompt, view,
  resample, history and log, over and result);
- ``ComputerKit``: what the computer players know of a game besides its
  rules (the levels' search is the same for every game);
- ``WindowGame``: the play window's part of a game (its board scene, its
  click rules and marks, its panels, its words);
- ``ClickRules`` (kernel/clicks.py): what a click means in a game, as the
  window's one controller asks it;
- ``EditorKind``: the map editor's window for one kind of map.

Read them as ``protocols.Ruleset``, ``protocols.Game``: the names are the
roles. Arguments every caller passes by position are positional-only
(``/``): an implementation may name them as it likes (``g`` for the game). The kernel knows no game, and none of Qt: where a Qt object is
handed over (a scene, a widget, a window, a point), the contract says so
in words and types it ``Any``. Where a game's own type narrows a parameter
(its game class, its sides, its actions), the contract takes ``Any`` too,
as a caller may only pass back what the game gave it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Iterable, Mapping
from typing import Any, Protocol, Self, runtime_checkable

from .dice import Dice
from .events import Event
from .gateway import Prompt, Undone
from .log import LogEntry

#: a root candidate of a computer player's search: the actions played in turn
Plan = tuple[Any, ...]


@runtime_checkable
class Side(Protocol):
    """A side of a game (hashable; an Enum member is one). Provided by each
    ruleset (``Ruleset.sides``); read by the gateway, the log, records
    (``value``) and every text naming the side (``title``)."""

    @property
    def value(self) -> str:
        """A short stable id, as events and records write it ("red")."""
        ...

    @property
    def title(self) -> str:
        """Its name in words (a ``Said``, translatable)."""
        ...


@runtime_checkable
class Ruleset(Protocol):
    """A game's rules as the kernel sees them (docs/engine.md, "A second
    ruleset"; kernel/ruleset.py's ``Ruleset`` is the base class that gives
    the defaults). Provided by each game (its game class names it as
    ``ruleset``); called by the kernel's gateway (kernel/gateway.py), the
    records (kernel/record.py), the registry of games, the window (the
    rules reference, the curtain, the log) and the arena."""

    @property
    def name(self) -> str:
        """The ruleset's name, as records write it (``ruleset:``)."""
        ...

    @property
    def rules_version(self) -> int:
        """Which reading of the rules the engine plays; a record names it."""
        ...

    @property
    def rules_changes(self) -> Mapping[int, str]:
        """Rules version -> what changed from the version before."""
        ...

    @property
    def sides(self) -> tuple[Any, ...]:
        """The sides (each a ``Side``), in the order they are listed."""
        ...

    @property
    def hidden_information(self) -> bool:
        """Whether a side's view hides anything from the others (the hot seat's curtain)."""
        ...

    @property
    def variants(self) -> Mapping[str, Any]:
        """Variant name -> its description (a text, or an object with ``description`` and ``rule``)."""
        ...

    @property
    def event_kinds(self) -> Mapping[str, Any]:
        """Event kind -> what it tells (the ruleset's event vocabulary)."""
        ...

    @property
    def only_choice_verbs(self) -> frozenset[str]:
        """The verbs whose lone legal action the log tells as "the only choice: ..."."""
        ...

    @property
    def place_keys(self) -> tuple[str, ...]:
        """The keys of its events' data that name a place on the board, in order."""
        ...

    # the game's start
    def check_variants(self, names: Iterable[str], /) -> frozenset[str]:
        """The set of variant names; a ValueError names any unknown one."""
        ...

    def tables(self, scenario: Any, variants: frozenset[str], /) -> Any:
        """What a scenario and its variants fix for the whole game (with ``scenario`` and ``variants``)."""
        ...

    def new_state(self, tables: Any, /) -> Any:
        """An empty state: picklable, with ``stack``, ``outcome``, ``ply`` and ``dice``."""
        ...

    def set_up(self, game: Any, /) -> None:
        """The scenario's pieces placed on the new state, the first frame pushed."""
        ...

    # actions
    def parse_action(self, text: str, /) -> Any:
        """The action written ``text`` (a ValueError names what is wrong); ``str(action)`` writes it back."""
        ...

    def spoken(self, game: Any, action: Any, /, hidden: bool = False) -> str:
        """The action in the log's words (``hidden``: as the other sides may read it)."""
        ...

    def only_choice_text(self, side: Any, what: str, /) -> str:
        """The log's line for a lone decision taken for ``side``."""
        ...

    def only_choice_said(self, game: Any, side: Any, action: Any, /) -> str:
        """The log's line for ``action``, the lone legal one, taken for ``side``."""
        ...

    def secret(self, action: Any, /) -> bool:
        """Whether the action holds its side's secret."""
        ...

    def public(self, action: Any, /) -> Any:
        """The action as the other sides may know it (its secret words hidden)."""
        ...

    def stands_in(self, game: Any, action: Any, /) -> bool:
        """Whether an action off the legal list means the same as one on it."""
        ...

    def why_illegal(self, game: Any, action: Any, /) -> str:
        """Why ``action`` is not legal now: what is asked, its rule id, the alternatives."""
        ...

    # what players see
    def view(self, game: Any, side: Any, /, reveal: bool = False) -> dict[str, Any]:
        """What ``side`` may see of the position (None: a spectator; ``reveal``: everything)."""
        ...

    def rule_reference(self, rule: str, /) -> tuple[str, str]:
        """A rule id's title and the anchor of its text (a KeyError for an unknown id)."""
        ...

    def resample(self, game: Any, side: Any, dice: Any, /, rng: Any = None) -> Any:
        """A game ``side`` cannot tell from ``game``, the others' secrets drawn anew, fresh dice."""
        ...

    # the end
    def result(self, outcome: tuple[Any, str], /) -> tuple[str, str]:
        """The game-over prompt's text and rule id for ``outcome`` = (winner, why)."""
        ...

    def returns(self, outcome: tuple[Any, str] | None, /) -> dict[Any, int]:
        """Side -> 1 for the winner, -1 for the others, 0 in a draw or while the game runs."""
        ...


@runtime_checkable
class Game(Protocol):
    """A game in play: the gateway (kernel/gateway.py's ``Gateway`` gives
    it all; a game class is a subclass naming its ruleset). Provided by
    each game's game class; called by the shell (the window, its
    controller, the session, autosave, replay, take-back, the curtain,
    records, the command line) and the computer players (levels, search,
    worlds, arena). Actions are the ruleset's; a text of its notation is
    taken wherever an action is."""

    @property
    def ruleset(self) -> Ruleset:
        """The rules it plays."""
        ...

    @property
    def tables(self) -> Any:
        """What the scenario and the variants fix (``tables.scenario``, ``tables.variants``)."""
        ...

    @property
    def state(self) -> Any:
        """The position: the ruleset's plain data (``stack``, ``outcome``, ``ply``, ``dice``)."""
        ...

    @property
    def dice(self) -> Dice:
        """The game's chance (kernel/dice.py), in its state."""
        ...

    @property
    def history(self) -> list[Any]:
        """Every action taken, in order (a record's ``actions``)."""
        ...

    @property
    def log(self) -> list[LogEntry]:
        """Every action with its side, its events and the dice it drew; entry 0 is the set-up."""
        ...

    @property
    def revision(self) -> int:
        """Changes with every change of the position (a window's caches key on it)."""
        ...

    @property
    def over(self) -> bool:
        """Whether the game has ended."""
        ...

    @property
    def outcome(self) -> tuple[Any, str] | None:
        """(winner, why) once over (winner None: a draw); None while the game runs."""
        ...

    # the gateway
    def legal_actions(self, *, ordered: bool = True) -> list[Any]:
        """The deciding side's legal actions, sorted (``ordered=False``: in the state's order)."""
        ...

    def is_legal(self, action: Any) -> bool: ...

    def parse(self, text: str) -> Any:
        """An action from its text in the ruleset's notation."""
        ...

    def apply(self, action: Any, *, trusted: bool = False) -> list[Event]:
        """Carry out a legal action (or its text); its events. Refused:
        ``IllegalAction`` with the reason; atomic: a failure half-way puts
        the game back as it was."""
        ...

    def prompt(self) -> Prompt:
        """Who decides now, what is asked, under which rule, the step's name."""
        ...

    def step_name(self) -> str:
        """The waiting decision's stable step name, without building the prompt."""
        ...

    def deciding_side(self) -> Any:
        """The side that decides now (None once over)."""
        ...

    def current_player(self) -> Any:
        """OpenSpiel's name for ``deciding_side``."""
        ...

    def forced(self) -> Any:
        """The lone legal action when the decision has only one (None otherwise)."""
        ...

    def is_terminal(self) -> bool: ...

    def returns(self) -> dict[Any, int]:
        """Side -> 1 (won), -1 (lost), 0 (a draw, or the game runs)."""
        ...

    # undo and redo
    def can_undo(self, handover: bool = False) -> bool: ...

    def undo_reason(self) -> str:
        """Why undo is not possible now ("" when it is)."""
        ...

    def undo(self, handover: bool = False) -> Undone: ...

    def can_redo(self) -> bool: ...

    def redo(self) -> list[Event]: ...

    def set_undo(self, on: bool, why: str = ...) -> None:
        """Keep undo snapshots from now on (or stop), ``why`` saying why not."""
        ...

    # views and copies
    def view(self, side: Any, reveal: bool = False) -> dict[str, Any]:
        """What ``side`` may see (None: a spectator; ``reveal``: everything)."""
        ...

    def information_state(self, side: Any) -> dict[str, Any]: ...

    def information_key(self, side: Any) -> Hashable:
        """Equal for two games ``side`` can't tell apart (within one process)."""
        ...

    def log_text(self, side: Any, reveal: bool = False) -> list[str]:
        """The log in words as ``side`` may read it."""
        ...

    def clone(self, dice: Dice | int | None = None, *, undo: bool = False, events: bool = False) -> Self:
        """An independent game at the same position (its own dice: a copy of the stream, or ``dice``)."""
        ...

    def resample(self, side: Any, dice: Dice | int | None = None) -> Self:
        """A game ``side`` can't tell from this one, its hidden parts drawn anew, fresh dice."""
        ...

    def sample_world(self, side: Any, rng: random.Random) -> Self:
        """As ``resample``, drawn with ``rng`` (a computer player's look-ahead)."""
        ...


@runtime_checkable
class ComputerKit(Protocol):
    """What the computer players know of a game besides its rules
    (docs/computer-opponent.md, "A ruleset's kit"; ai/kit.py's ``Kit``
    gives defaults that play any game). Provided by a game (its kit, found
    by its ruleset's name); called by the levels (random, greedy, easy,
    normal, hard), the search, Suggest and the arena. A kit reads only a
    sampled world, never the real game."""

    @property
    def name(self) -> str:
        """The ruleset's name the kit is for ("" for the defaults)."""
        ...

    @property
    def small_steps(self) -> frozenset[str]:
        """The step names whose decisions get the cheap one-ply look."""
        ...

    @property
    def horizon(self) -> int | None:
        """A rollout's default cut-off in changes of the deciding side (None: the game's end)."""
        ...

    @property
    def max_actions(self) -> int:
        """A rollout's actions at most."""
        ...

    @property
    def easy_noise(self) -> float:
        """The random part the easy level adds to the policy's scores."""
        ...

    def plans(self, game: Any, side: Any, world: Any, limit: int | None = None) -> list[tuple[Plan, float]]:
        """The deciding side's candidates, each with a prior (higher: better); about ``limit`` at most."""
        ...

    def shortlist(self, plans: list[tuple[Plan, float]], k: int) -> list[Plan]:
        """The ``k`` plans the root compares."""
        ...

    def policy_action(
        self, game: Any, rng: random.Random, legal: list[Any] | None = None, noise: float | None = None
    ) -> Any:
        """The rollouts' cheap policy: an action for the side deciding in ``game``."""
        ...

    def rollout(self, game: Any, rng: random.Random, *, turns: int | None = None, reply: Any = None) -> int:
        """Play on with the policy to the cut-off, a search's ``reply`` played once where it answers
        (kernel/kit.py ``Replying``); the actions played."""
        ...

    def weights(self, style: str | None) -> Any:
        """The evaluation's weights with a leaning (aggressive, cautious; None: balanced)."""
        ...

    def evaluate(self, game: Any, side: Any, weights: Any = None) -> float:
        """``side``'s score in [-1, 1], read like a chance of winning."""
        ...

    def violations(self, game: Any) -> list[str]:
        """The ruleset's invariants broken in ``game``, as sentences (the arena checks them)."""
        ...

    def outcome_rule(self, game: Any) -> str | None:
        """The rule id that decided a finished game (None: unknown)."""
        ...

    def small_choice(self, game: Any, side: Any, rng: random.Random, weights: Any = None) -> Any:
        """A small decision of the searching levels."""
        ...

    def decision_kind(self, game: Any) -> str:
        """ "small" for a decision among ``small_steps``, "turn" for every other."""
        ...


@runtime_checkable
class WindowGame(Protocol):
    """The play window's part of a game (docs/window-games.md): provided by
    each game with a window (registered by its id); called by the window,
    its docks, the log panel, Suggest, Help > How to play and the title
    bar. Each callable is named with what it is called with; the Qt
    objects it is handed or gives back (a scene, a widget, a window, a
    point) are ``Any`` here."""

    @property
    def id(self) -> str:
        """The game's id: its ruleset's name."""
        ...

    @property
    def scene(self) -> Callable[[Any, Any], Any]:
        """``scene(game, parent)``: the board scene (a Qt graphics scene with
        ``show_view(view)``, ``mark(**marks)``, ``thing_at(pos)``, ``set_zoom(z)``)."""
        ...

    @property
    def controller(self) -> Callable[..., Any] | None:
        """``controller(session, scene, reveal=..., replay=...)``: what turns clicks into actions
        (None: the window's one controller, asking ``clicks`` and ``marks``)."""
        ...

    @property
    def clicks(self) -> Any:
        """The game's click rules (kernel/clicks.py ``ClickRules``); None: every legal action a button."""
        ...

    @property
    def marks(self) -> Callable[[Any], dict[str, Any]] | None:
        """``marks(controller)``: what glows on the board, as the scene's ``mark`` takes it; None: the plain marks."""
        ...

    @property
    def reach(self) -> Callable[[Any, str | None, Any], None] | None:
        """``reach(controller, place, side)``: show (place None: hide) a unit's reach on the board; None: none."""
        ...

    @property
    def reach_words(self) -> Callable[[Any, str], str] | None:
        """``reach_words(controller, name)``: the reach shown for the unit ``name``, in words ("" if none)."""
        ...

    @property
    def panels(self) -> tuple[str, ...]:
        """The window's docks it fills (object names); the log is every game's."""
        ...

    @property
    def battle_panel(self) -> Callable[[Any], tuple[str, Any]] | None:
        """``battle_panel(controller)``: (title, widget) for the battle dock; None: the window's own."""
        ...

    @property
    def chart_panel(self) -> Callable[[Any], tuple[str, Any]] | None:
        """``chart_panel(controller)``: (title, widget) for the chart dock; None: none."""
        ...

    @property
    def spoken(self) -> Callable[..., Any]:
        """``spoken(game, action, hidden=False, events=())``: an action in the log's words."""
        ...

    @property
    def said_by(self) -> Callable[[str, str], str]:
        """``said_by(side, words)``: a side's name and its action's words as a heading reads them."""
        ...

    @property
    def places(self) -> Callable[[Any], Iterable[str]]:
        """``places(game)``: the places a log line may name (a click marks them)."""
        ...

    @property
    def stage(self) -> Callable[[Any], str]:
        """``stage(game)``: where the game stands, in words, translated."""
        ...

    @property
    def describe(self) -> Callable[[Any, Any], str] | None:
        """``describe(window, scene_pos)``: the status bar's words for the thing under the pointer."""
        ...

    @property
    def concede(self) -> str | None:
        """The value of the side that may concede (None: nobody)."""
        ...

    @property
    def how_to_play(self) -> Callable[[Any], Any] | None:
        """``how_to_play(welcome)``: the game's page of Help > How to play (a widget)."""
        ...

    @property
    def title(self) -> Callable[[Any], str]:
        """``title(session)``: the scenario's name in the window's title."""
        ...

    @property
    def choice(self) -> Callable[[Any, Any], Any] | None:
        """``choice(game, action)``: a legal action as the window's choice (its label, what it names)."""
        ...


@runtime_checkable
class EditorKind(Protocol):
    """The map editor's window for one kind of map (a board kind: areas,
    boxes, ...): it is a Qt main window, whose shape alone is named here.
    Provided by each board kind's editor; called by the editor's shared
    parts (the title, Save, Save as, Open recent, the question about
    unsaved changes), by the program's start (``--edit FILE``: the kind
    whose files it is) and by the other kinds' File > Open (a file of
    another kind opens in that kind's window)."""

    @property
    def undo_stack(self) -> Any:
        """The map's undo stack (a Qt undo stack: clean once saved)."""
        ...

    @property
    def path(self) -> str | None:
        """The map's file (None: not saved yet)."""
        ...

    def map_name(self) -> str:
        """The map's name, for the title and the questions."""
        ...

    def new_map(self) -> None:
        """File > New: a blank map of this kind."""
        ...

    def set_map(self, map: Any, path: str | None, /) -> None:
        """Edit ``map`` (this kind's editable map), read from ``path``."""
        ...

    def open_map(self, path: str | None = None) -> bool:
        """Open a map file (None: ask for one); False if not opened (the reason told)."""
        ...

    def write(self, path: str, *, ask: bool = True) -> bool:
        """Save the map to ``path`` (``ask``: first ask about its problems)."""
        ...

    def maybe_save(self) -> bool:
        """Ask about unsaved changes: True to go on (saved or discarded)."""
        ...

    def save(self) -> bool: ...

    def save_as(self, path: str | None = None) -> bool: ...

    def open_recent(self, path: str) -> bool: ...

    def select(self, key: Any, /, *, focus_name: bool = False) -> None:
        """Select the map's item ``key`` (``focus_name``: to rename it)."""
        ...

    def current_check(self) -> Any:
        """The map's check as it stands (its problems)."""
        ...

    def zoom_to_problem(self, problem: Any) -> None:
        """Show one problem of the check on the map."""
        ...

    def play_test(self, seed: int | None = None) -> Any:
        """Play the map at once in a play window (a game of it)."""
        ...

    def balance_report(self) -> Any:
        """The computer plays both sides of a game of the map many times: is it balanced?"""
        ...

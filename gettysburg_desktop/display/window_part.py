"""What a game's window part is (issue 17, item 4; issue 23): its board
scene, its click rules and what glows on its board (every game plays
through the shell's one controller, ui/controller.py), the panels it
fills, how its actions and its stage of play read. A game builds its ``WindowGame`` here, below the shell
(its registration's ``window_part()``); the shell's registry
(ui/window_game_kind.py) keeps them and the window asks it for the game on
screen (docs/window-games.md)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication

from .translate import shown

#: Qt's translate, by a name tools/translations.py tells pyside6-lupdate
_t = QCoreApplication.translate

#: the docks the window has; a game fills those it names (the others are hidden while it is on screen)
PANELS = ("BattleDock", "DiceDock", "LogDock", "ChartDock")


def default_spoken(game, action, hidden: bool = False, events=()) -> Any:
    """An action in the log's words: the ruleset's ``spoken``."""
    return game.ruleset.spoken(game, action, hidden)


def default_stage(game) -> str:
    """Where the game stands, in a few words ("move 4"): the window's title,
    the replay bar, Back to the game."""
    return _t("GameKinds", "move {n}").format(n=len(game.history) + 1)


@dataclass(frozen=True)
class Secrets:
    """How a game that hides something from a side (its ruleset's
    ``hidden_information``) words it in the window: each a function giving
    the text in the current language, with the game's rule for the hot
    seat's privacy. A hiding game without them gets the window's plain
    texts, which name no secret."""

    #: under the curtain: what stays hidden from the player taking over
    curtain_note: Callable[[], str]
    #: the status bar in a replay: everything shown; as a spectator sees it; as ``side`` (a name) sees it
    replay_revealed: Callable[[], str]
    replay_spectator: Callable[[], str]
    replay_side: Callable[[str], str]
    #: View > Show everything in a game under way: the question asked first
    ask_show_everything: Callable[[], str]
    #: the status bar once a replay's switch was written into the game being played
    written: Callable[[], str]
    #: the log's line and the replay bar's note where the players switched to Show everything
    shown_in_log: Callable[[], str]
    switched_here: Callable[[], str]
    #: the Hand over button's tooltip
    hand_over_tip: Callable[[], str]
    #: New game's choice to play with everything shown
    new_game_choice: Callable[[], str]


@dataclass(frozen=True)
class WindowGame:
    """The window's part of a game (see the module)."""

    #: the game's id in scenario/games.py (its ruleset's name)
    id: str
    #: ``scene(game, parent)``: the board scene (a QGraphicsScene with ``show_view(view)``,
    #: ``mark(**marks)``, ``thing_at(pos)``, ``set_zoom(z)``)
    scene: Callable[[Any, Any], Any]
    #: ``controller(session, scene, reveal=..., replay=...)``: a ui.controller.Controller subclass (a
    #: test's toy); None, every game's: the window's one controller, which asks ``clicks`` and ``marks``
    controller: Callable[..., Any] | None = None
    #: the game's click rules (kernel/clicks.py ``ClickRules``: its choices, what a click means, why
    #: not, what asks first, the buttons in their places); None: every legal action a button
    clicks: Any = None
    #: ``marks(controller)``: what glows on the board now, as the scene's ``mark`` takes it
    #: ({"units": {id: mode}, "places": ...}); None: the plain marks (ui/board_marks.py)
    marks: Callable[[Any], dict[str, Any]] | None = None
    #: ``reach(controller, place, side)``: show the reach of a unit of ``side`` from ``place`` on the
    #: board (place None: hide it; Gettysburg's artillery reach); None: the game shows none
    reach: Callable[[Any, str | None, Any], None] | None = None
    #: ``reach_words(controller, name)``: the reach shown for the unit ``name``, in words, translated
    #: ("" if none is shown), said before the reason its click means nothing
    reach_words: Callable[[Any, str], str] | None = None
    #: the docks it fills (PANELS); the Log is every game's
    panels: tuple[str, ...] = ("LogDock",)
    #: ``battle_panel(controller)``: the game's own panel for the Battle dock, as (its title, the widget);
    #: None: the game has none (its "BattleDock" is not in ``panels``)
    battle_panel: Callable[[Any], tuple[str, Any]] | None = None
    #: ``roll_result(game, result)``: a roll event's ``result`` in words, for the dice panel
    #: (Gettysburg's "hit", "retreat"; default: the game's name for it)
    roll_result: Callable[[Any, Any], Any] = lambda game, result: game.name(result)
    #: ``stated_position(position)``: a record's stated starting position (docs/game-record.md) as
    #: (its stage in words, translated; the side to act), the log's first line; ValueError if it
    #: can't be (the loader refuses such a record first); None: the game starts from its scenarios only
    stated_position: Callable[[dict[str, Any]], tuple[str, Any]] | None = None
    #: ``chart_panel(controller)``: the game's panel for the Chart dock at the left of the board, as (its
    #: title, the widget; its ``show_places(list)`` and ``rule_clicked(str)`` signals, if it has them, mark
    #: places on the map and open the rules reference)
    chart_panel: Callable[[Any], tuple[str, Any]] | None = None
    #: ``spoken(game, action, hidden=False, events=())``: an action in the log's words
    spoken: Callable[..., Any] = default_spoken
    #: ``said_by(side, words)``: a side's name and its action's words as the log's heading and a
    #: choice's tooltip put them ("Union places a command block ..."; a game whose actions read
    #: as a button's label puts a colon between: "Union: March from Harper's Ferry")
    said_by: Callable[[str, str], str] = lambda side, words: f"{side} {words}"
    #: ``places(game)``: the places a log line may name (a click on the line marks them on the map)
    places: Callable[[Any], Iterable[str]] = lambda game: ()
    #: ``stage(game)``: where the game stands, in words, translated
    stage: Callable[[Any], str] = default_stage
    #: ``describe(window, scene_pos)``: what the status bar says of the thing under the pointer
    describe: Callable[[Any, Any], str] | None = None
    #: the value of the side that may concede (Game > Concede); None: nobody
    concede: str | None = None
    #: ``concede_words()``: Game > Concede's entry, its question's title and its question, translated
    concede_words: Callable[[], tuple[str, str, str]] | None = None
    #: how it words what it hides (a game with hidden information; None: the window's plain texts)
    secrets: Secrets | None = None
    #: ``how_to_play(welcome)``: the game's page in Help > How to play and at the first start
    #: (ui/welcome.py: a tab each, the dialog is the parent; its windowTitle() names the tab); None: none
    how_to_play: Callable[[Any], Any] | None = None
    #: ``title(session)``: the scenario's name in the window's title (a GameSession, scenario/session.py)
    title: Callable[[Any], str] = lambda session: shown(session.kind.scenario_title(session.setup.scenario))
    #: each side's colours where the palette has none for it (display/palette.py knows the 1863 sides):
    #: its value -> (fill, mark), the prompt bar's label of the side to act
    side_colours: dict[str, tuple[str, str]] = field(default_factory=dict)
    #: the game's tools in the window's Tools menu, whatever game is on the board (an army is
    #: built before its battle): each ``(label, open)``, ``label()`` the entry's words in the
    #: current language ("&Army builder..."), ``open(window)`` what it does (what it returns is
    #: ignored); () none
    tools: tuple[tuple[Callable[[], str], Callable[[Any], object]], ...] = ()
    #: ``choice(game, action)``: an action legal now as the window's choice (its label, the
    #: units and places it names: Suggest says and marks it, ui/computer.py); None: Suggest
    #: says the action as the log does and marks nothing
    choice: Callable[[Any, Any], Any] | None = None

"""The controller mediates every click and has no rule of its own: it asks
the rules of the game on screen what a click means (``read_click`` of the
game's click rules, kernel/clicks.py ``ClickRules``: its window part's
``clicks``; once per click), highlights what the current legal choices
offer (the game's ``marks``), offers a short list where a click means
several things, waits for a confirming click where the choice says so,
says why not (from the rules) where it means nothing, and hands the chosen
action to the engine. It names no game, no verb of any game and none of a
game's words: every game plays through this one controller (issue 23,
item 4).

It also keeps the hot-seat privacy (R-ACT-2): the screen shows the view of
the side at the screen; when the deciding side changes the curtain falls
(``handover``) and until the next player takes over the screen shows the
spectator's view, with no block value of either side.

Against the computer (issue 16) there is no curtain: the screen shows the
view of the side a person plays, a click while the computer decides is
refused with the reason, and undo takes the person's last decision back
together with the computer's replies (scenario/take_back.py). The computer's
turns are driven by ui/computer.py through ``play_for_computer``.

The controller is composed of parts, each with one job (issue 23, item 5):
the hot seat (ui/screen_holder.py), undo and the take-back (ui/undo_redo.py),
the replay's steps (ui/replay_steps.py), the computer's players and their
suggestions (ui/computer_players.py), the marks on the board
(ui/board_marks.py), the risky choices asked first (ui/confirmation.py) and
what a click read by the rules leads to (ui/click_matching.py). Every name
the window, its panels and the games' panels use stays on the controller
(``Forwarded``, ui/forwarded.py), so that a subclass (a test's toy game)
overrides any of them as a method. The games bring no controller of their
own: what differs between them is their click rules and their marks.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal

from gettysburg_desktop.display.translate import shown
from gettysburg_desktop.display.window_part import WindowGame
from gettysburg_desktop.display.words import side_name
from gettysburg_desktop.kernel.clicks import BUTTONS_ONLY, Choice, Click, ClickRules, Pick
from gettysburg_desktop.kernel.events import Event
from gettysburg_desktop.kernel.gateway import IllegalAction
from gettysburg_desktop.kernel.log import Side
from gettysburg_desktop.scenario import games
from gettysburg_desktop.scenario.session import GameSession, Replay

from . import idle_gc
from .board_marks import BoardMarks
from .click_matching import ClickMatching
from .computer_players import ComputerPlayers
from .confirmation import Confirmation
from .forwarded import Forwarded
from .replay_steps import ReplaySteps
from .screen_holder import ScreenHolder
from .undo_redo import UndoRedo
from .window_game_kind import window_game


class Controller(QObject):
    #: the position, the prompt, the offered choices or the selection changed
    changed = Signal()
    #: the events of an action just applied (or re-applied), for the log and the dice
    happened = Signal(list)
    #: a one-line message for the status bar (why a click means nothing, ...)
    message = Signal(str)
    #: a refusal: why a click means nothing, with its rule (shown beside the pointer too)
    refused = Signal(str)
    #: the curtain must fall: the side to hand over to (None: lift it)
    handover = Signal(object)
    #: an action was applied, undone or redone (the window autosaves)
    moved = Signal()
    #: a suggestion for the side at the screen was asked for (ui/computer.py answers)
    suggest_requested = Signal()

    def __init__(self, session: GameSession, scene: Any, *, reveal: bool = False, replay: Replay | None = None) -> None:
        super().__init__()
        self.session = session
        self.scene = scene
        self.reveal = reveal
        self.replay = replay  # a saved game stepped through (no action can be taken)
        self.viewer: Side | None = None  # the side at the screen
        self.waiting_for: Side | None = None  # the curtain is down until this side takes over
        self.pick: Pick | None = None  # a decision half made: a unit chosen, ... (the rules' Pick)
        self.offered: list[Choice] = []  # a short list waiting for a pick
        self.pending: Choice | None = None  # a click that can't be taken back, waiting for a confirming click or Enter
        self.pending_why = ""  # why it waits: the rules' reason (their confirm_words say it)
        self.handing_to: Side | None = None  # hot seat: the roller looks at the roll before handing over to this side
        self.recent: dict[str, str] = {}  # places where the other side acted, outlined until the first click
        #: a suggestion shown on the board until the next click: (units, places, borders, blocks) -> mode
        self.suggested: tuple[dict, dict, dict, dict] | None = None
        self._choices: list[Choice] = []
        self._choices_key: tuple | None = None
        self.screen = ScreenHolder(self)
        self.undoing = UndoRedo(self)
        self.replay_steps = ReplaySteps(self)
        self.computers = ComputerPlayers(self)
        self.marks = BoardMarks(self)
        self.confirming = Confirmation(self)
        self.clicks = ClickMatching(self)
        self.screen.sync()

    # the names the parts answer (ui/forwarded.py): each a method or a property of its part
    # ------------------------------------------------------------------ who looks (ui/screen_holder.py)
    look_at_roll = Forwarded("screen")
    hand_over = Forwarded("screen")
    take_over = Forwarded("screen")
    set_reveal = Forwarded("screen")
    see = Forwarded("screen")
    view = Forwarded("screen")
    sees_everything = Forwarded("screen")
    # ------------------------------------------------------------------ replays (ui/replay_steps.py)
    step_to = Forwarded("replay_steps")
    play_on = Forwarded("replay_steps")
    # ------------------------------------------------------------------ the computer (ui/computer_players.py)
    computer_for = Forwarded("computers")
    against_computer = Forwarded("computers")
    people = Forwarded("computers")
    computer_decides = Forwarded("computers")
    play_side_by_person = Forwarded("computers")
    show_suggestion = Forwarded("computers")
    play_for_computer = Forwarded("computers")
    # ------------------------------------------------------------------ undo (ui/undo_redo.py)
    can_take_back = Forwarded("undoing")
    undo = Forwarded("undoing")
    can_take_back_from_computer = Forwarded("undoing")
    undo_reason = Forwarded("undoing")
    redo = Forwarded("undoing")
    # ------------------------------------------------------------------ highlights (ui/board_marks.py)
    _mark = Forwarded("marks", "mark")
    show_reach = Forwarded("marks")
    # ------------------------------------------------------------------ clicks (ui/click_matching.py)
    click_at = Forwarded("clicks")
    _decide = Forwarded("clicks", "decide")
    # ------------------------------------------------------------------ asked first (ui/confirmation.py)
    _ask_to_confirm = Forwarded("confirming", "ask")
    confirm_text = Forwarded("confirming")
    confirm_tip = Forwarded("confirming")
    confirm = Forwarded("confirming")

    @property
    def replaying(self) -> bool:
        return self.replay is not None

    @property
    def game(self):
        return self.session.game

    @property
    def part(self) -> WindowGame:
        """The window's part of the game on screen (display/window_part.py): its click rules, its marks."""
        return window_game(self.session.game)

    @property
    def rules(self) -> ClickRules:
        """The click rules of the game on screen (kernel/clicks.py; a game without its own: buttons only)."""
        clicks = self.part.clicks
        return BUTTONS_ONLY if clicks is None else clicks

    @property
    def kind(self) -> games.GameKind:
        """The game on screen in the registry (scenario/games.py): its sides, whether it hides anything."""
        return games.game_of(self.session.game)

    @property
    def can_act(self) -> bool:
        g = self.game
        return (
            not g.over
            and not self.replaying
            and self.waiting_for is None
            and self.handing_to is None
            and g.deciding_side() is not None
            and self.computer_for(g.deciding_side()) is None
        )

    # ------------------------------------------------------------------ highlights
    def refresh(self) -> None:
        self.scene.show_view(self.view())
        self._mark()
        self.changed.emit()

    def choices(self) -> list[Choice]:
        """The legal actions as choices, worked out once per position."""
        if not self.can_act:
            return []
        g = self.game
        key = (id(g), g.revision)
        if key != self._choices_key:
            self._choices, self._choices_key = list(self.rules.choices(g)), key
        return self._choices

    def choices_at(self, **clicked) -> list[Choice]:
        return [c for c in self.choices() if c.matches(**clicked)]

    @property
    def selected(self) -> str | None:
        """The unit chosen for a unit-then-place decision."""
        return self.pick.thing if self.pick is not None and self.pick.kind == "unit" else None

    # ------------------------------------------------------------------ clicks
    def drawn(self) -> Any:
        """How the board draws a unit (kernel/clicks.py ``Drawn``: the scene's
        ``drawn``, where its counters stand for several units), or None."""
        return getattr(self.scene, "drawn", None)

    def hint_at(self, scene_pos) -> str:
        """What a click at ``scene_pos`` would do now (for the status bar while
        hovering), or "" when it would do nothing."""
        if not self.can_act:
            return ""
        thing = self.scene.thing_at(scene_pos)
        if thing is None:
            return ""
        kind, what = thing
        clicked = {kind if kind in ("unit", "border") else "place": what}
        cands = self.rules.hint(self.game, self.choices(), self.pick, drawn=self.drawn(), **clicked)
        if not cands:
            return ""
        if len(cands) == 1:
            return self.tr("Click: {what}").format(what=shown(cands[0].label))
        return self.tr("Click: {first}, or {n} more choices").format(first=shown(cands[0].label), n=len(cands) - 1)

    def read_click(self, **clicked) -> Click:
        """The click as the rules of the game read it (once per click)."""
        return self.rules.read_click(self.game, self.choices(), self.pick, self.pending, drawn=self.drawn(), **clicked)

    def click_unit(self, uid: str) -> None:
        """A click on a unit's piece (or counter) on the board."""
        if self._ready():
            self.clicks.follow(self.read_click(unit=uid))

    def click_one(self, uid: str) -> None:
        """A click on one unit's own tile (a panel's): that very unit, never
        the units a counter of the board stands for with it."""
        if self._ready():
            self.clicks.follow(self.read_click(unit=uid, alone=True))

    def click_place(self, place: str) -> None:
        if self._ready():
            self.clicks.follow(self.read_click(place=place))

    def click_border(self, pair) -> None:
        if self._ready():
            self.clicks.follow(self.read_click(border=pair))

    def drop(self, click: Click) -> None:
        """A piece dragged on the board and let go (display/board_view.py):
        what the board's scene read the drag as, by the game's own words (a
        ``Click``: the choice it carries out, or why not), followed as a
        click on the board is."""
        if self._ready():
            self.clicks.follow(click)

    def refuse(self, why: str) -> None:
        """A click (or key) that means nothing: say why, with the rule, in
        the status bar and beside the pointer (``refused``), as a sentence
        (the engine's reasons may start with a lower-case word)."""
        why = why[:1].upper() + why[1:]
        self.message.emit(why)
        self.refused.emit(why)

    def _ready(self) -> bool:
        if self.replaying:
            self.refuse(self.tr("This is a replay: step through it with the replay buttons"))
            return False
        if self.game.over:
            self.refuse(shown(self.rules.why_nothing(self.game)))
            return False
        if self.waiting_for is not None:
            self.refuse(
                self.tr("Hand the game over first: the {side} player clicks the curtain").format(
                    side=side_name(self.waiting_for)
                )
            )
            return False
        if self.handing_to is not None:
            self.refuse(
                self.tr("The {side} player decides next: press Hand over (Enter) when you have seen the roll").format(
                    side=side_name(self.handing_to)
                )
            )
            return False
        if self.computer_decides:
            self.refuse(
                self.tr(
                    "The computer is deciding for the {side}: wait for it, or pause it (Computer > Pause); "
                    "menus, zoom, the log and the replay stay yours"
                ).format(side=side_name(self.game.deciding_side()))
            )
            return False
        return True

    def irreversible(self, action) -> str:
        """Why carrying out ``action`` is a step a click must not take alone
        ("" if none): the rules' ``confirm_reason``."""
        return self.rules.confirm_reason(self.game, action)

    def button_group(self) -> tuple[tuple[str, str, str], ...]:
        """The buttons (verb, label, why not: "" for the question asked) that
        keep their places in the prompt bar now, in order, greyed while not
        offered (PromptBar._button_group): the rules' ``button_group``."""
        held = self.rules.button_group(self.game, self.pending)
        return tuple((verb, shown(label), shown(why)) for verb, label, why in held)

    def choose(self, choice: Choice) -> None:
        """Carry out a choice (an offered one, a button, or a lone match);
        one the rules ask first about (``ask_first``) waits for its
        confirmation; an entry that starts a partial pick starts it."""
        why = self.rules.ask_first(self.game, choice) if self.pending is None and choice.then is None else ""
        if why:
            self._ask_to_confirm(choice, why)
            return
        self.carry_out(choice)

    def carry_out(self, choice: Choice) -> None:
        """Carry out a choice as it is (confirmed, or never asked about)."""
        if choice.then is not None:
            self.clicks.start(Pick(choice.then, choice.place or ""), choice.then_says, [])
            return
        self.apply(choice.action)

    def step_back(self) -> None:
        """Esc, right-click or Cancel: out of a partial decision (``cancel``);
        with none, out of a step the rules let its player leave by taking back
        the decision that began it (``Gateway.steps_back``: an element picked
        to move is dropped; found playing: Esc did nothing there, and its
        "stand" button kept the element still for the rest of the bound)."""
        if self.pick is None and not self.offered and self.pending is None and self.can_act and self.game.steps_back():
            self.undo()
            return
        self.cancel()

    def cancel(self) -> None:
        """Step back out of a partial decision (a click on nothing, too)."""
        self.show_reach(None)
        if self.pick is not None or self.offered or self.pending is not None:
            self.pick = self.pending = None
            self.offered, self.pending_why = [], ""
            self.message.emit("")
            self._mark()
            self.changed.emit()

    # ------------------------------------------------------------------ the game
    def apply(self, action) -> list[Event]:
        self.show_reach(None)
        self.recent, self.suggested = {}, None
        self.pick = self.pending = None
        self.offered, self.pending_why = [], ""
        try:
            events = self.game.apply(action)
        except IllegalAction as exc:  # pragma: no cover - the choices come from the engine
            self.refuse(str(exc))
            return []
        self.message.emit("")
        self._after(events)
        return events

    def _after(self, events: list[Event]) -> None:
        idle_gc.collect_if_due(overdue=True)
        self.happened.emit(events)
        self.moved.emit()
        self.screen.sync(rolled=any(e.kind == "roll" for e in events))

    def label(self, action) -> str:
        """An action legal now, as its choice reads (Undone: ...)."""
        g = self.game
        return self.rules.describe(g, action).label if g.is_legal(action) else str(action)

    def concede(self) -> None:
        """The side that may concede gives up (the window has asked first; the game's WindowGame.concede)."""
        if self.game.over:
            return
        events = self.game.concede()
        self._after(events)

"""The controller mediates every click and has no rule of its own: it asks
the rules what a click means (``read_click``, games/gettysburg/rules/choices.py: once per
click), highlights what the current legal choices offer, offers a short list
where a click means several things, waits for a confirming click where the
choice says so, says why not (from the rules) where it means nothing, and
hands the chosen action to the engine. It names no verb of the engine.

It also keeps the hot-seat privacy (R-ACT-2): the screen shows the view of
the side at the screen; when the deciding side changes the curtain falls
(``handover``) and until the next player takes over the screen shows the
spectator's view, with no block value of either side.

Against the computer (issue 16) there is no curtain: the screen shows the
view of the side a person plays, a click while the computer decides is
refused with the reason, and undo takes the person's last decision back
together with the computer's replies (scenario/take_back.py). The computer's
turns are driven by ui/computer.py through ``play_for_computer``.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QObject, Signal

from gettysburg_desktop.display.translate import shown
from gettysburg_desktop.display.words import side_name
from gettysburg_desktop.games.gettysburg.rules.choices import (
    Choice,
    Click,
    Pick,
    confirm_reason,
    describe,
    held_buttons,
    hint,
    read_click,
    why_nothing,
)
from gettysburg_desktop.games.gettysburg.rules.events import Event
from gettysburg_desktop.games.gettysburg.rules.pieces import Side
from gettysburg_desktop.games.gettysburg.ui.board_scene import BoardScene
from gettysburg_desktop.kernel.gateway import IllegalAction
from gettysburg_desktop.scenario import games
from gettysburg_desktop.scenario.record import HUMAN
from gettysburg_desktop.scenario.session import GameSession, Replay
from gettysburg_desktop.scenario.take_back import NoTakeBack, take_back_point, taken_back

from . import idle_gc


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

    def __init__(
        self, session: GameSession, scene: BoardScene, *, reveal: bool = False, replay: Replay | None = None
    ) -> None:
        super().__init__()
        self.session = session
        self.scene = scene
        self.reveal = reveal
        self.replay = replay  # a saved game stepped through (no action can be taken)
        self.viewer: Side | None = None  # the side at the screen
        self.waiting_for: Side | None = None  # the curtain is down until this side takes over
        self.pick: Pick | None = (
            None  # a decision half made: a unit chosen, or a double order's first block (games/gettysburg/rules/choices.py)
        )
        self.offered: list[Choice] = []  # a short list waiting for a pick
        self.pending: Choice | None = None  # a click that can't be taken back, waiting for a confirming click or Enter
        self.pending_why = ""  # why it waits: "dice", "block", "discs", "turn" (irreversible) or "place"
        self.handing_to: Side | None = None  # hot seat: the roller looks at the roll before handing over to this side
        self.recent: dict[str, str] = {}  # places where the other side acted, outlined until the first click
        #: a suggestion shown on the board until the next click: (units, places, borders, blocks) -> mode
        self.suggested: tuple[dict, dict, dict, dict] | None = None
        self._choices: list[Choice] = []
        self._choices_key: tuple | None = None
        self._view_key: tuple | None = None
        self._view: dict = {}
        self._sync_viewer()

    @property
    def replaying(self) -> bool:
        return self.replay is not None

    # ------------------------------------------------------------------ replays
    def step_to(self, n: int) -> None:
        """Show the replayed game after its first ``n`` actions."""
        if self.replay is None:
            return
        game = self.replay.at(n)
        self.session = GameSession(game, self.replay.record)
        self.happened.emit(list(game.log[-1].events) if game.log else [])
        self._sync_viewer()

    def play_on(self) -> None:
        """Leave the replay and play on from the step shown (the later actions are dropped)."""
        if self.replay is None:
            return
        self.session = self.replay.session()
        self.replay = None
        self.viewer = None
        self.reveal = False  # play on: the window sets what the game shows (its players, its Show everything)
        self.moved.emit()
        self._sync_viewer()

    @property
    def game(self):
        return self.session.game

    @property
    def kind(self) -> games.GameKind:
        """The game on screen in the registry (scenario/games.py): its sides, whether it hides anything."""
        return games.game_of(self.session.game)

    # ------------------------------------------------------------------ the computer
    def computer_for(self, side: Side | None) -> str | None:
        """The computer player's name that decides for ``side`` (None: a person)."""
        if side is None:
            return None
        name = self.session.players.get(side.value, HUMAN)
        return None if name == HUMAN else name

    @property
    def against_computer(self) -> bool:
        """A computer plays a side (no curtain; undo takes back its replies too)."""
        return not self.replaying and any(self.computer_for(s) for s in self.kind.sides)

    def play_side_by_person(self, side: str) -> None:
        """A side the computer was to play goes to a person (a level this
        program lacks): the view and the curtain follow."""
        self.session.players[side] = HUMAN
        self._sync_viewer()

    def show_suggestion(self, choices: list[Choice]) -> None:
        """Mark what the computer suggests (the choices of a whole decision,
        ui/computer.py) over the glow, until the next click: the units it
        moves or names, the places and borders it goes to, the blocks it orders from."""
        units, places, borders, blocks = {}, {}, {}, {}
        for choice in choices:
            units |= {u: "selected" for u in (choice.unit, *choice.units) if u}
            places |= {p: "target" for p in (*choice.places, *((choice.place,) if choice.place else ()))}
            if choice.border:
                borders[choice.border] = "target"
            if choice.block and choice.place:
                blocks[choice.place] = "target"
        self.suggested = (units, places, borders, blocks)
        self._mark()

    @property
    def people(self) -> set[Side]:
        """The sides a person plays."""
        return {s for s in self.kind.sides if self.computer_for(s) is None}

    @property
    def computer_decides(self) -> str | None:
        """The computer's name if it decides now (None if a person does or nobody)."""
        g = self.game
        if self.replaying or g.over:
            return None
        return self.computer_for(g.deciding_side())

    def play_for_computer(self, action) -> list[Event]:
        """The computer's decision, carried out as a player's: on the board
        and in the log; where it acted stays outlined for the person until
        the next click (as after a hand-over)."""
        events = self.apply(action)
        if events is not None and self.viewer is not None and self.game.log:
            keys = self.game.ruleset.place_keys
            self.recent = {p: "recent" for e in self.game.log[-1].events_seen_by(self.viewer) for p in e.places(keys)}
            self._mark()
        return events

    # ------------------------------------------------------------------ who looks
    def _sync_viewer(self, rolled: bool = False) -> None:
        """After any change: fall the curtain if another side decides now;
        ``rolled``: dice were just rolled, so the player who rolled sees the
        result first and hands over when ready (``hand_over``)."""
        self._choices_key = None
        side = self.game.deciding_side()
        if self.reveal:
            self.viewer, self.waiting_for, self.handing_to = side, None, None
        elif self.replaying:  # the side at the screen throughout, whoever decides at the step (R-ACT-2)
            self.viewer, self.waiting_for, self.handing_to = self.replay.viewer, None, None
        elif self.against_computer:  # the person's view throughout (two computers: a spectator's)
            people = self.people
            self.viewer = next(iter(people)) if len(people) == 1 else None
            self.waiting_for = self.handing_to = None
        elif not self.kind.hides:  # a game of open information: hot seat without a curtain
            if side is not None:
                self.viewer = side
            self.waiting_for = self.handing_to = None
        elif side is not None and side is not self.viewer and self.handing_to is None:
            if rolled and self.viewer is not None and self.waiting_for is None:
                self.handing_to = side  # the curtain waits for the Hand over button
            else:
                self.waiting_for = side
                self.handover.emit(side)
        self.refresh()

    def look_at_roll(self, viewer: Side, side: Side) -> None:
        """The board built again (a language switch) while the player who
        rolled looks at the roll: back to that, the curtain up until Hand over."""
        if self.reveal or self.replaying or self.game.deciding_side() is not side:
            return
        self.viewer, self.waiting_for, self.handing_to = viewer, None, side
        self.handover.emit(None)
        self.refresh()

    def hand_over(self) -> None:
        """The player who rolled has seen the result: the curtain falls for the next side."""
        side, self.handing_to = self.handing_to, None
        if side is None:
            return
        if self.game.deciding_side() is not side:  # pragma: no cover - nothing changes the game meanwhile
            self._sync_viewer()
            return
        self.waiting_for = side
        self.message.emit("")
        self.handover.emit(side)
        self.refresh()

    def take_over(self) -> None:
        """The next player clicked the curtain: show that side's view, with
        the places where the other side acted since marked on the map."""
        if self.waiting_for is not None:
            idle_gc.collect_if_due()  # the curtain is still down: a pause here goes unseen
            self.viewer, self.waiting_for = self.waiting_for, None
            self.recent = self._since_last_turn(self.viewer)
            if self.recent:
                self.message.emit(
                    self.tr(
                        "Where the {side} player acted since your last decision is outlined on the map; the log tells it."
                    ).format(side=side_name(self.kind.other(self.viewer)))
                )
            self.handover.emit(None)
            self.refresh()

    def _since_last_turn(self, side: Side) -> dict[str, str]:
        """The places of the events since ``side`` last decided, as it may see them."""
        places: dict[str, str] = {}
        keys = self.game.ruleset.place_keys
        for entry in reversed(self.game.log):
            if entry.side is side:
                break
            if entry.side is None:  # the set-up, a new period: nobody's decision
                continue
            for e in entry.events_seen_by(side):
                for p in e.places(keys):
                    places[p] = "recent"
        return places

    def set_reveal(self, on: bool) -> None:
        self.reveal = on
        if on and self.waiting_for is not None:
            self.take_over()
        self._sync_viewer()

    def see(self, side, reveal: bool = False) -> dict:
        """The game's view for ``side`` (None: a spectator's): the ruleset's."""
        g = self.game
        return g.ruleset.view(g, side, reveal)

    def view(self) -> dict:
        """What the screen may show now (worked out once per change)."""
        g = self.game
        key = (
            id(g),
            g.revision,
            self.waiting_for,
            self.viewer,
            self.reveal,
            self.replaying,
            g.can_undo(),
            g.can_redo(),
            self.handing_to,
        )
        if key != self._view_key:
            if self.waiting_for is not None:
                self._view = self.see(None)
            else:
                self._view = self.see(self.viewer, reveal=self.sees_everything)
            self._view_key = key
        return self._view

    @property
    def sees_everything(self) -> bool:
        """Whether the screen shows both sides' secrets: Show everything, or
        a game that is over (R-ACT-2); a replay shows what the side at the
        screen may know unless the player switched to Show everything."""
        return (self.reveal or self.game.over) and self.waiting_for is None

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
            self._choices, self._choices_key = g.choices(), key
        return self._choices

    def _victory_areas(self) -> dict[str, str]:
        """A won game: the victory areas that decided it, marked (R-WIN-1, R-WIN-2)."""
        g = self.game
        if not g.over or not g.log or self.waiting_for is not None:
            return {}
        for e in g.log[-1].events:
            if e.kind == "victory-check" and g.outcome[0] is Side.CSA:
                return {a: "target" for a in e.get("areas", ())}
        return {}

    def choices_at(self, **clicked) -> list[Choice]:
        return [c for c in self.choices() if c.matches(**clicked)]

    def area_choices(self, place: str) -> list[Choice]:
        """The choices that mean the units of ``place`` as a whole (order them
        to move, R-ORD-1; fight the assault there next, R-MOVE-8)."""
        return [c for c in self.choices_at(place=place) if c.area_wide]

    @property
    def selected(self) -> str | None:
        """The unit chosen for a unit-then-place decision."""
        return self.pick.thing if self.pick is not None and self.pick.kind == "unit" else None

    @property
    def first_block(self) -> str | None:
        """A double order's first block, the second to be clicked."""
        return self.pick.thing if self.pick is not None and self.pick.kind == "block" else None

    def _mark(self) -> None:
        if not self.can_act:
            places = dict(self.recent) if self.computer_decides else {}  # where the computer acted
            self.scene.mark(places={**places, **self._victory_areas()})
            return
        cs = self.choices()
        units, places, borders, blocks = {}, {}, {}, {}
        if self.pending is not None:
            c = self.pending
            for u in (c.unit,) if c.unit else c.units:
                units[u] = "selected"
            for place in c.places:
                places[place] = "target"
            if c.kind == "border" and c.border:
                borders[c.border] = "target"
        elif self.selected is not None:
            units[self.selected] = "selected"
            for c in cs:
                if self.selected in c.units and c.place is not None:
                    places[c.place] = "target"
        elif self.first_block is not None:
            for c in cs:
                if c.second_place is not None and c.place == self.first_block:
                    blocks[c.second_place] = "target"
            blocks[self.first_block] = (
                "selected"  # the first disc's block shows as chosen, even if it may take the second
            )
        else:
            for c in cs:
                for u in c.units:
                    units[u] = "legal"
                if c.kind == "place" and c.unit is None:
                    if c.block:
                        blocks[c.place] = "legal"
                    elif c.glow:  # not when a block may go almost anywhere (the prompt says where)
                        places[c.place] = "legal"
                elif c.kind == "border":
                    borders[c.border] = "legal"
                elif c.kind == "place" and c.unit is not None:  # a retreat's or a withdrawal's destination
                    places[c.place] = "legal"
            for place, mode in self.recent.items():  # what the other side did, where nothing glows
                places.setdefault(place, mode)
            if self.suggested is not None:  # Suggest: what the computer would do, over the glow
                for mine, its in zip((units, places, borders, blocks), self.suggested, strict=True):
                    mine.update(its)
        if self.scene.reach is not None:
            places = {p: m for p, m in places.items() if m != "legal"}  # the reach shows instead
        self.scene.mark(units=units, places=places, borders=borders, blocks=blocks)

    # ------------------------------------------------------------------ clicks
    def click_at(self, scene_pos) -> None:
        """A left click on the board at ``scene_pos``."""
        if self.recent or self.suggested is not None:
            self.recent, self.suggested = {}, None
            self._mark()
        thing = self.scene.thing_at(scene_pos)
        if thing is None:
            self.cancel()
            return
        kind, what = thing
        if kind == "unit":
            self.click_unit(what)
        elif kind == "border":
            self.click_border(what)
        else:
            self.click_place(what)

    def hint_at(self, scene_pos) -> str:
        """What a click at ``scene_pos`` would do now (for the status bar while
        hovering), or "" when it would do nothing."""
        if not self.can_act:
            return ""
        thing = self.scene.thing_at(scene_pos)
        if thing is None:
            return ""
        kind, what = thing
        cands = hint(self.game, self.choices(), self.pick, **{kind if kind in ("unit", "border") else "place": what})
        if not cands:
            return ""
        if len(cands) == 1:
            return self.tr("Click: {what}").format(what=shown(cands[0].label))
        return self.tr("Click: {first}, or {n} more choices").format(first=shown(cands[0].label), n=len(cands) - 1)

    def show_reach(self, area: str | None, side: Side | None = None) -> None:
        """Show the artillery reach from ``area`` of a ``side``'s unit (None: hide it)."""
        if area is None:
            if self.scene.reach is not None:
                self.scene.show_reach(None)
                self._mark()
            return
        from gettysburg_desktop.games.gettysburg.map.fire_overlay import fire_overlay

        enemy = {
            p for p, e in self.view()["places"].items() if any(u["side"] != side.value for u in e.get("units", ()))
        }
        self.scene.show_reach(fire_overlay(self.game.bf, area, self.scene.doc), enemy)
        self._mark()

    def click_unit(self, uid: str) -> None:
        if self._ready():
            self._follow(read_click(self.game, self.choices(), self.pick, self.pending, unit=uid))

    def click_place(self, place: str) -> None:
        if self._ready():
            self._follow(read_click(self.game, self.choices(), self.pick, self.pending, place=place))

    def click_border(self, pair) -> None:
        if self._ready():
            self._follow(read_click(self.game, self.choices(), self.pick, self.pending, border=pair))

    def _follow(self, r: Click) -> None:
        """One click on the board, as the rules read it (``read_click``): the window follows."""
        if r.confirmed:
            self.confirm()
            return
        if self.pending is not None:
            self.cancel()
        if r.cancel:
            self.cancel()
            return
        if r.about_unit and not r.reach:
            self.show_reach(None)
        elif r.about_unit and r.reach_from is not None:
            self.show_reach(r.reach_from, r.side)
        if r.why is not None:
            reach = self.scene.reach
            if r.reach and reach is not None:
                sight = (
                    self.tr("{unit}: range {r}, {n} area in sight (R-ART-2, R-ART-3).")
                    if len(reach.in_sight) == 1
                    else self.tr("{unit}: range {r}, {n} areas in sight (R-ART-2, R-ART-3).")
                )
                self.refuse(sight.format(unit=r.name, r=reach.range, n=len(reach.in_sight)) + " " + shown(r.why))
            else:
                self.refuse(shown(r.why))
            return
        if r.step:
            self._start(r.pick, r.name, list(r.choices))
            return
        if not r.choices:  # the second click of a partial pick on nothing it goes with
            self.refuse(
                self.tr("No double order with {place}: choose a highlighted block, or Esc (R-ORD-2)").format(
                    place=r.name
                )
            )
            return
        self._decide(r)

    def _start(self, pick: Pick, name: str, offered: list[Choice]) -> None:
        """A decision half made: the pick waits for its second click (or an offered choice instead)."""
        self.pick, self.offered = pick, offered
        if pick.kind == "unit":
            self.message.emit(self.tr("{unit}: choose where (highlighted), or Esc").format(unit=name))
        else:
            self.message.emit(
                self.tr("Double order: now click the block that takes the second disc (it may be the same one)")
            )
        self._mark()
        self.changed.emit()

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
            self.refuse(shown(why_nothing(self.game)))
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

    def _decide(self, r: Click) -> None:
        cands = r.choices
        if len(cands) == 1 and cands[0].then is None:
            if cands[0].confirm:  # never taken only because it was all the click could mean
                self._ask_to_confirm(cands[0], cands[0].confirm)
                return
            self.choose(cands[0])
            return
        # an entry that starts a partial pick reads as one (the double orders: a second block to click)
        self.offered = [
            replace(
                c,
                label=self.tr("Double order: a disc on the block in {place}, then choose the second block").format(
                    place=r.name
                ),
            )
            if c.then
            else c
            for c in cands
        ]
        self.message.emit(self.tr("Choose one of the offered actions above the map, or Esc"))
        self.changed.emit()

    def irreversible(self, action) -> str:
        """Why carrying out ``action`` is a step a click must not take alone
        ("" if none): the rules' ``confirm_reason``."""
        return confirm_reason(self.game, action)

    def _ask_to_confirm(self, choice: Choice, why: str = "dice") -> None:
        self.pick = None
        self.offered, self.pending, self.pending_why = [], choice, why
        self.message.emit(self.confirm_text(choice, why))
        self._mark()
        self.changed.emit()

    def confirm_text(self, choice: Choice, why: str) -> str:
        """What the player is asked before a step that can't simply be taken back."""
        what = shown(choice.label)
        if why == "block":
            text = self.tr(
                "{what}: the block leaves the map with all its discs (R-BLK-3). Click it again or press Enter to confirm, Esc to step back."
            )
        elif why == "discs":
            text = self.tr(
                "{what}: a command block leaves the map with its discs (R-BLK-4). Click it again or press Enter to confirm, Esc to step back."
            )
        elif why == "turn" and choice.ends not in (None, self.viewer):
            text = self.tr(
                "{what}: this ends the {side} turn (R-ACT-1). Click it again or press Enter to confirm, Esc to step back."
            ).format(what="{what}", side=side_name(choice.ends))
        elif why == "turn":
            text = self.tr(
                "{what}: this ends your turn (R-ACT-1). Click it again or press Enter to confirm, Esc to step back."
            )
        elif why == "place":
            text = self.tr(
                "{what}? Click it again or press Enter to place the block there, Esc to step back (R-BLK-1)."
            )
        else:
            text = self.tr(
                "{what}: dice will be rolled, so this can't be taken back. Click it again or press Enter to confirm, Esc to step back."
            )
        return text.format(what=what)

    def button_group(self) -> tuple[tuple[str, str, str], ...]:
        """The buttons (verb, label, why not: "" for the question asked) that
        keep their places in the prompt bar now, in order, greyed while not
        offered (PromptBar._button_group). Gettysburg's come as its choices
        call for them, but for those the rules hold before a Confirm
        (games/gettysburg/rules/choices.py ``held_buttons``)."""
        return tuple((verb, shown(label), shown(why)) for verb, label, why in held_buttons(self.game, self.pending))

    def confirm_tip(self, choice: Choice, why: str) -> str:
        """The Confirm button's tooltip where the game has a reason of its own
        to ask ("" for the prompt bar's: a roll, a block leaving, a turn ending)."""
        return ""

    def confirm(self) -> None:
        """Enter, or a second click on the same thing: carry out the choice
        waiting for confirmation; after a roll in the hot seat, hand over."""
        if self.pending is not None:
            choice, self.pending, self.pending_why = self.pending, None, ""
            self.choose(choice)
        elif self.handing_to is not None:
            self.hand_over()

    def choose(self, choice: Choice) -> None:
        """Carry out a choice (an offered one, a button, or a lone match);
        an entry that starts a partial pick starts it."""
        if choice.then is not None:
            self._start(Pick(choice.then, choice.place), "", [])
            return
        self.apply(choice.action)

    def cancel(self) -> None:
        """Esc or right-click: step back out of a partial decision."""
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
        self._sync_viewer(rolled=any(e.kind == "roll" for e in events))

    @property
    def can_take_back(self) -> bool:
        """Whether the side that just handed the game over may take its last
        action back: the curtain is down, the next player has seen nothing."""
        return not self.replaying and self.waiting_for is not None and self.game.can_undo(handover=True)

    def undo(self) -> bool:
        if self.against_computer:
            return self._take_back()
        g = self.game
        handover = self.can_take_back
        if self.replaying or not (handover or (g.can_undo() and self.waiting_for is None)):
            self.refuse(
                self.tr("Nothing to undo: {why}").format(
                    why=shown(g.undo_reason()) or self.tr("hand the game over first")
                )
            )
            return False
        self.show_reach(None)  # drawn for the position taken back, as a suggestion's marks were
        self.pick = self.pending = self.suggested = None
        self.offered = []
        undone = g.undo(handover=handover)
        if handover:  # the curtain lifts for the player who took the action back
            self.viewer, self.waiting_for = undone.side, None
            self.handover.emit(None)
        label = self.label(undone.action)
        self.message.emit(self.tr("Undone: {action}").format(action=shown(label)))
        self.moved.emit()
        self._sync_viewer()
        return True

    def label(self, action) -> str:
        """An action legal now, as its choice reads (Undone: ...)."""
        g = self.game
        return describe(g, action).label if g.is_legal(action) else str(action)

    def _take_back(self) -> bool:
        """Undo against the computer: the person's own last step by the
        kernel's undo while no computer reply followed it; else the person's
        last decision with the computer's replies since, unless dice were
        rolled meanwhile (scenario/take_back.py)."""
        g = self.game
        last = g.log[-1] if len(g.log) > 1 else None
        if last is not None and last.side in self.people and g.can_undo():
            self.show_reach(None)
            self.pick = self.pending = self.suggested = None
            self.offered = []
            undone = g.undo()
            label = self.label(undone.action)
            self.message.emit(self.tr("Undone: {action}").format(action=shown(label)))
            self.moved.emit()
            self._sync_viewer()
            return True
        try:
            n = take_back_point(g, self.people)
        except NoTakeBack as exc:
            self.refuse(self.tr("Nothing to undo: {why}").format(why=shown(exc.why)))
            return False
        replies = len(g.history) - n - 1
        self.show_reach(None)
        self.pick = self.pending = self.suggested = None
        self.offered, self.pending_why = [], ""
        self.recent = {}
        self.session = taken_back(self.session, n)
        self.message.emit(
            (
                self.tr("Undone: your last decision and the computer's reply since")
                if replies == 1
                else self.tr("Undone: your last decision and the computer's {n} replies since")
            ).format(n=replies)
            if replies
            else self.tr("Undone: your last decision")
        )
        self.moved.emit()
        self._sync_viewer()
        return True

    @property
    def can_take_back_from_computer(self) -> bool:
        """Whether undo against the computer would take something back now."""
        if not self.against_computer:
            return False
        try:
            take_back_point(self.game, self.people)
        except NoTakeBack:
            return False
        return True

    def undo_reason(self) -> str:
        """Why undo is not possible now ("" when it is), as the player reads it."""
        if self.against_computer:
            try:
                take_back_point(self.game, self.people)
            except NoTakeBack as exc:
                return shown(exc.why)
            return ""
        return shown(self.game.undo_reason())

    def redo(self) -> bool:
        g = self.game
        if self.replaying or not g.can_redo() or self.waiting_for is not None:
            self.refuse(self.tr("Nothing to redo"))
            return False
        self.show_reach(None)
        self.pick = self.pending = self.suggested = None
        self.offered, self.pending_why = [], ""
        events = g.redo()
        self._after(events)
        return True

    def concede(self) -> None:
        """R-WIN-3: the Confederates give up (the window has asked first)."""
        if self.game.over:
            return
        events = self.game.concede()
        self._after(events)

"""What a click means in Norden & Süden: the window's controller
(ui/controller.py: hot seat, undo, replays, the prompt bar's buttons) with
the clicks of this game, read from the ruleset's choices
(games/nordensueden/rules/choices.py); it has no rule of its own.

- A box glows where a click on it does something: start a march there
  (NS-MOVE-3), fight its battle (NS-CBT-2), retreat there (NS-RET), recruit
  there (NS-RECR-3: MI or MC, a button each where both may be).
- A counter glows where its unit can act: a click selects it and its
  destinations glow (a move's box, a port by sea or a landing, NS-SEA; an
  enemy it may fire at, NS-FIRE-1); a click on a glowing box (or a counter
  in it) moves it there, several paths to that box are offered as buttons;
  what it can do without a destination (fortify NS-FORT, promote NS-PROM,
  reinforce NS-REINF) is offered as buttons above the map.
- Everything without a place (roll, end the march, end the movement,
  stand, fire, no promotion, end the recruitment) is a button.
- A click that means nothing is refused with the ruleset's reason and its
  NS- id (``why_illegal``), in the status bar and beside the pointer.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from gettysburg_desktop.display.translate import shown
from gettysburg_desktop.games.gettysburg.rules.choices import Choice, Pick
from gettysburg_desktop.ui.controller import Controller

from ..rules.actions import Action
from ..rules.choices import BUTTONS
from ..rules.choices import choices as ns_choices
from ..rules.choices import describe as ns_describe

_t = QCoreApplication.translate

#: the verbs whose unit is clicked first and a box (or an enemy counter) next
AIMED = frozenset({"move", "sea", "land", "target"})
#: the buttons that give something up: offered after the others
GIVING_UP = frozenset({"end-movement", "end-march", "end-recruitment", "no-promotion", "stand"})
#: the verbs a click on a box means
BOX_VERBS = ("march", "battle", "retreat", "cavalry-retreat", "recruit")
#: the buttons in the order of the player turn (NS-SEQ-2), each always in its place
#: (NsController.button_group): the march roll, the movement's, the battles', the
#: promotion's, the recruitment roll and its end ("roll" twice: its segment's is live)
TURN_BUTTONS = (
    ("movement", "roll"),
    ("movement", "end-march"),
    ("movement", "end-movement"),
    ("combat", "stand"),
    ("combat", "fire"),
    ("", "no-promotion"),
    ("recruitment", "roll"),
    ("recruitment", "end-recruitment"),
)


@dataclass(frozen=True, slots=True)
class NsChoice(Choice):
    """A legal action of Norden & Süden as the window's controller and
    prompt bar know a choice: ``kind`` "button", "place" (a box) or "unit";
    ``places`` a move's path; ``enemy`` a target's unit; ``code`` a recruit's MI/MC."""

    enemy: str | None = None
    code: str | None = None


def as_choice(c) -> NsChoice:
    """A ruleset choice (games/nordensueden/rules/choices.py) as the window's."""
    kind = {"box": "place"}.get(c.kind, c.kind)
    return NsChoice(
        action=c.action,
        kind=kind,
        label=c.label,
        unit=c.unit,
        units=(c.unit,) if c.unit else (),
        origin=c.origin,
        place=c.place,
        places=tuple(c.path),
        aimed=c.action.verb in AIMED,
        enemy=c.target,
        code=c.code,
    )


class NsController(Controller):
    """The controller of a game of Norden & Süden (see the module)."""

    def choices(self) -> list[NsChoice]:
        if not self.can_act:
            return []
        g = self.game
        key = (id(g), g.revision)
        if key != self._choices_key:
            made = [as_choice(c) for c in ns_choices(g)]
            # the buttons that do something before those that give up (Roll before End the recruitment)
            made.sort(key=lambda c: c.kind == "button" and c.verb in GIVING_UP)
            self._choices, self._choices_key = made, key
        return self._choices

    def label(self, action) -> str:
        g = self.game
        return shown(ns_describe(g, action).label) if g.is_legal(action) else str(action)

    # ------------------------------------------------------------------ the buttons
    def button_group(self) -> tuple[tuple[str, str, str], ...]:
        """The buttons in the order of the player turn (``TURN_BUTTONS``),
        each always in its place, lit when it may be pressed: a button never
        takes the place of another, so a second click on "End the march" never
        lands on "End the movement", nor one on "End the movement" on "Fire"
        (issue 22, item 4). A roll is live in its own segment's place only."""
        g = self.game
        if g.over:
            return ()
        segment = g.state.segment
        return tuple(
            (verb if not where or where == segment else "", shown(BUTTONS[verb]), "") for where, verb in TURN_BUTTONS
        )

    # ------------------------------------------------------------------ what asks first
    def choose(self, choice) -> None:
        """Carry out a choice; ending the movement with marches left asks
        first, as ending a turn does in Gettysburg: those marches are lost
        (NS-MOVE-7), and nothing takes them back once the other side moves."""
        if choice.verb == "end-movement" and self.game.state.marches_left > 0 and self.pending is None:
            self._ask_to_confirm(choice, "marches")
            return
        super().choose(choice)

    def confirm(self) -> None:
        if self.pending is not None and self.pending_why == "marches":
            choice, self.pending, self.pending_why = self.pending, None, ""
            super().choose(choice)
            return
        super().confirm()

    def confirm_text(self, choice, why: str) -> str:
        if why != "marches":
            return super().confirm_text(choice, why)
        n = self.game.state.marches_left
        text = (
            _t(
                "NsController",
                "{what}: the march left is lost (NS-MOVE-7). Press Confirm or Enter to end the movement, Esc to step back.",
            )
            if n == 1
            else _t(
                "NsController",
                "{what}: the {n} marches left are lost (NS-MOVE-7). Press Confirm or Enter to end the movement, Esc to step back.",
            )
        )
        return text.format(what=shown(choice.label), n=n)

    def confirm_tip(self, choice, why: str) -> str:
        if why != "marches":
            return super().confirm_tip(choice, why)
        return _t("NsController", "The marches left are lost (NS-MOVE-7) (Enter)")

    def _ready(self) -> bool:
        if self.game.over and not self.replaying:
            self.refuse(shown(self.game.prompt().text))
            return False
        return super()._ready()

    # ------------------------------------------------------------------ the glow
    def _mark(self) -> None:
        if not self.can_act:
            self.scene.mark(places=dict(self.recent))
            return
        cs = self.choices()
        units: dict[str, str] = {}
        places: dict[str, str] = {}
        if self.pending is not None:
            c = self.pending
            if c.unit:
                units[c.unit] = "selected"
            if c.place:
                places[c.place] = "target"
        elif self.selected is not None:
            units[self.selected] = "selected"
            for c in cs:
                if c.unit == self.selected and c.aimed:
                    if c.enemy is not None:
                        units[c.enemy] = "target"
                    elif c.place is not None:
                        places[c.place] = "target"
        else:
            for c in cs:
                if c.kind == "unit" and c.unit:
                    units.setdefault(c.unit, "legal")
                    if c.enemy is not None:  # an enemy the next firer may fire at: a click on it fires (NS-FIRE-1)
                        units.setdefault(c.enemy, "legal")
                elif c.kind == "place" and c.place:
                    places[c.place] = "legal"
            for place, mode in self.recent.items():
                places.setdefault(place, mode)
            if self.suggested is not None:  # Suggest: the decision the computer would take, over the glow
                units.update(self.suggested[0])
                places.update(self.suggested[1])
        battle = self.view().get("battle")
        if battle and battle.get("box"):  # the battle under way: its box outlined (NS-CBT)
            places.setdefault(battle["box"], "selected")
        self.scene.mark(units=units, places=places)

    # ------------------------------------------------------------------ clicks
    def click_at(self, scene_pos) -> None:
        """A left click on the board at ``scene_pos``: a counter or a box."""
        if self.recent or self.suggested is not None:  # what the other side did, a suggestion: until a click
            self.recent, self.suggested = {}, None
            self._mark()
        thing = self.scene.thing_at(scene_pos)
        if thing is None:
            self.cancel()
            return
        kind, what = thing
        if kind == "unit":
            self.click_unit(what)
        else:
            self.click_place(what)

    def _counter_ids(self, uid: str) -> tuple[str, ...]:
        counter = self.scene.counter_of(uid) if hasattr(self.scene, "counter_of") else None
        return counter.ids if counter is not None and counter.ids else (uid,)

    def _box_of(self, uid: str) -> str | None:
        counter = self.scene.counter_of(uid) if hasattr(self.scene, "counter_of") else None
        if counter is not None and getattr(counter, "box", None):
            return counter.box
        u = self.game.state.units.get(uid)
        return u.box if u is not None else None

    def click_unit(self, uid: str) -> None:
        """A click on a counter (one unit, or several identical ones)."""
        if not self._ready():
            return
        cs = self.choices()
        ids = self._counter_ids(uid)
        if self.selected is not None:
            if self.selected in ids:  # the chosen unit clicked again: step back
                self.cancel()
                return
            at_target = [c for c in cs if c.unit == self.selected and c.enemy in ids]
            if at_target:  # identical enemies stand as one counter: firing at one is firing at any
                self.choose(at_target[0])
                return
            box = self._box_of(uid)
            if any(c.unit == self.selected and c.place == box and c.enemy is None and c.aimed for c in cs):
                self.click_place(box)  # a counter in the box the chosen unit may go to: the box
                return
        shots = [c for c in cs if c.enemy is not None and c.enemy in ids]
        if self.selected is None and len({c.unit for c in shots}) == 1:  # an enemy the next firer may fire at
            self.choose(next((c for c in shots if c.enemy == uid), shots[0]))
            return
        # the unit clicked acts when it can (a battle counter stands for one unit); else the
        # first of the identical units its map counter stands for that can
        mover = next((i for i in (uid, *ids) if any(c.unit == i for c in cs)), None)
        if mover is None:
            box = self._box_of(uid)
            if box is not None and any(c.kind == "place" and c.place == box for c in cs):
                self.click_place(box)  # nothing for the unit itself: its box's action (a march, a battle)
                return
            self.refuse(self._why_unit(uid))
            return
        mine = [c for c in cs if c.unit == mover]
        aimed = [c for c in mine if c.aimed]
        direct = [c for c in mine if not c.aimed]
        if not aimed:
            self.pick = None
            self._decide(direct)
            return
        self.pick, self.offered = Pick("unit", mover), direct
        self.pending = None
        name = shown(self.game.unit_words(self.game.unit(mover)))  # a said(): in the window's language
        self.message.emit(
            _t("NsController", "{unit}: click where it goes or what it fires at (highlighted), or Esc").format(
                unit=name
            )
        )
        self._mark()
        self.changed.emit()

    def click_one(self, uid: str) -> None:
        """A click on one unit's counter in the battle panel (games/nordensueden/ui/panels.py):
        that very unit, never an identical one the map's counter stands for with it
        (NS-FIRE-1: the enemy fired at; NS-PROM-2: the unit promoted)."""
        if not self._ready():
            return
        cs = self.choices()
        chosen = self.selected
        shots = [c for c in cs if c.enemy == uid and chosen in (None, c.unit)]
        if len({c.unit for c in shots}) == 1:
            self.choose(shots[0])
            return
        if chosen is None and not any(c.unit == uid for c in cs):
            why = self._why_not_target(uid)
            if why:
                self.refuse(why)
                return
        self.click_unit(uid)

    def click_place(self, place: str) -> None:
        """A click on a box."""
        if not self._ready():
            return
        cs = self.choices()
        if self.selected is not None:
            sel = self.selected
            cands = [c for c in cs if c.unit == sel and c.aimed and c.place == place]
            if not cands:  # an identical unit of the same counter may go there (one the rules tell apart)
                for other in self._counter_ids(sel):
                    cands = [c for c in cs if c.unit == other and c.aimed and c.place == place]
                    if cands:
                        break
            if not cands:
                self.refuse(self._why_not_there(sel, place))
                return
            targets = [c for c in cands if c.enemy is not None]
            if targets and len({c.enemy for c in targets}) > 1:
                # several enemies in the box: the click on the counter says which
                self.refuse(_t("NsController", "Click the enemy counter {unit} fires at (NS-FIRE-1)").format(unit=sel))
                return
            self._decide(cands)
            return
        cands = [c for c in cs if c.kind == "place" and c.place == place]
        if cands:
            self._decide(cands)
            return
        # nothing for the box: a unit of it that can act is what the click means
        units = [c.unit for c in cs if c.kind == "unit" and c.unit and self._box_of(c.unit) == place]
        if units:
            self.click_unit(units[0])
            return
        self.refuse(self._why_box(place))

    def _decide(self, cands: list) -> None:
        """One candidate: carried out; several: offered as buttons above the map."""
        if not cands:
            return
        if len(cands) == 1:
            self.choose(cands[0])
            return
        self.offered = list(cands)
        self.message.emit(_t("NsController", "Choose one of the offered actions above the map, or Esc"))
        self._mark()
        self.changed.emit()

    # ------------------------------------------------------------------ why not
    def _why(self, text: str) -> str:
        """The ruleset's refusal of the action ``text`` (its NS- id in it)."""
        g = self.game
        try:
            action = Action.parse(text)
        except ValueError:
            return ""
        why = g.ruleset.why_illegal(g, action)
        why = shown(why)
        prefix = f"{text}: not legal: "
        return why[len(prefix) :] if why.startswith(prefix) else why

    def _verbs(self) -> set[str]:
        return {c.verb for c in self.choices()}

    def _why_box(self, place: str) -> str:
        verbs = self._verbs()
        name = self.game.box_name(place)
        for verb in BOX_VERBS:
            if verb in verbs:
                text = f"recruit MI {place}" if verb == "recruit" else f"{verb} {place}"
                why = self._why(text)
                if why:
                    return _t("NsController", "{box}: {why}").format(box=name, why=why)
        battle = self.view().get("battle")
        if battle and place in self.game.map.neighbours(battle["box"]):  # a box to retreat to? (NS-RET)
            why = self._why(f"retreat {place}")
            if why:
                return _t("NsController", "{box}: {why}").format(box=name, why=why)
        return _t("NsController", "Nothing to do in {box} now: {prompt}").format(
            box=name, prompt=shown(self.game.prompt().text)
        )

    def _why_unit(self, uid: str) -> str:
        g = self.game
        u = g.state.units.get(uid)
        verbs = self._verbs()
        why = self._why_not_target(uid)
        if why:
            return why
        if u is not None and u.box is not None:
            if "move" in verbs:
                for n in g.map.neighbours(u.box):
                    why = self._why(f"move {uid} {u.box}>{n}")
                    if why:
                        return why
            for verb in ("fortify", "promote", "reinforce"):
                if verb in verbs:
                    why = self._why(f"{verb} {uid}")
                    if why:
                        return why
        return _t("NsController", "Nothing for {unit} to do now: {prompt}").format(
            unit=uid, prompt=shown(g.prompt().text)
        )

    def _why_not_target(self, uid: str) -> str:
        """While targets are declared (NS-FIRE-1): why a click on ``uid``
        declares nothing, in the battle's words: an enemy already fired at,
        a firer out of its army's order, every target declared ("" when no
        battle declares targets or ``uid`` is not in it)."""
        battle = self.view().get("battle")
        if not battle or battle.get("stage") != "declare-targets" or not battle.get("firing"):
            return ""
        firing = battle["firing"]
        armies = battle["armies"]
        own = [u["id"] for u in armies.get(firing, ()) if u.get("in_battle", True)]
        enemies = [
            u["id"] for side, units in armies.items() if side != firing for u in units if u.get("in_battle", True)
        ]
        if uid in enemies:
            firer = battle.get("next_firer") or (own[0] if own else None)
            text = f"target {firer} {uid}"
        elif uid in own and enemies:
            text = f"target {uid} {enemies[0]}"
        else:
            return ""
        return "" if self.game.is_legal(Action.parse(text)) else self._why(text)

    def _why_not_there(self, uid: str, place: str) -> str:
        """Why the chosen unit cannot go to ``place`` (the ruleset's reason for a path there)."""
        g = self.game
        u = g.state.units.get(uid)
        verbs = {c.verb for c in self.choices() if c.unit == uid}
        if u is None or u.box is None:
            return ""
        if "target" in verbs:
            return _t("NsController", "{unit} fires only at an enemy unit in its battle (NS-FIRE-1)").format(unit=uid)
        paths = []
        if place in g.map.neighbours(u.box):
            paths.append(f"{u.box}>{place}")
        paths += [f"{u.box}>{m}>{place}" for m in g.map.neighbours(u.box) if place in g.map.neighbours(m)]
        for path in paths:
            why = self._why(f"move {uid} {path}")
            if why:
                return why
        if "sea" in verbs or "land" in verbs:
            why = self._why(f"sea {uid} {place}")
            if why:
                return why
        return _t("NsController", "{box} is more than two boxes from {unit}'s box (T4, NS-MOVE-4)").format(
            box=g.box_name(place), unit=uid
        )

    # ------------------------------------------------------------------ hover
    def hint_at(self, scene_pos) -> str:
        if not self.can_act:
            return ""
        thing = self.scene.thing_at(scene_pos)
        if thing is None:
            return ""
        kind, what = thing
        cs = self.choices()
        if kind == "unit":
            ids = self._counter_ids(what)
            if self.selected is not None:
                cands = [c for c in cs if c.unit == self.selected and (c.enemy in ids or c.place == self._box_of(what))]
            else:
                cands = [c for c in cs if c.unit in ids]
        elif self.selected is not None:
            cands = [c for c in cs if c.unit == self.selected and c.aimed and c.place == what]
        else:
            cands = [c for c in cs if c.kind == "place" and c.place == what]
        if not cands:
            return ""
        if len(cands) == 1:
            return _t("NsController", "Click: {what}").format(what=shown(cands[0].label))
        return _t("NsController", "Click: {first}, or {n} more choices").format(
            first=shown(cands[0].label), n=len(cands) - 1
        )

"""One battle of Norden & Süden as a frame (NS-CBT, NS-FIRE, NS-MOD,
NS-REINF, NS-RET, NS-CAVRET, NS-PROM-2), and recovery at the end of the
combat segment (NS-RECOV-1).

The combat segment pushes ``Battle(box)`` for the box the attacker chose
(NS-CBT-2); when it pops the battle is over: the winner's units are in the
box, the loser's are eliminated or in their retreat box, the winner has
promoted one unit or declined. The round procedure is NS-CBT-5's:

0. before round 1, the defender's cavalry retreat option (NS-CAVRET):
   ``cavalry-retreat BOX`` or ``stand``;
1. the defender's step: from round 2, ``retreat BOX`` (the battle ends)
   or ``reinforce UNIT`` (one unit per neighbouring box per round) or
   neither (``stand``); then ``target FIRER ENEMY`` for every firer, one
   after the other in the army's order (NS-FIRE-1), then ``fire`` (asked
   even when it is the only action: dice follow), which rolls one die per
   shot in the order declared and applies each hit at once (NS-FIRE-3);
2. if no attacking unit is left the defender has won;
3. the attacker's step, the same way; 4. if no defender is left the
   attacker has won, else the next round.

The winner then ``promote UNIT`` (one that took part) or ``no-promotion``.
Everything is told as events (kinds in ``BATTLE_EVENT_KINDS``) with the
round, the step's side and the box in their data, so the log and the
window can show a battle round by round; ``battle_view(g)`` is the battle
under way for the window.
"""

from __future__ import annotations

from gettysburg_desktop.kernel.board import EngineError
from gettysburg_desktop.kernel.frame import Frame
from gettysburg_desktop.kernel.said import said

from .actions import Action, act
from .board import NSBoard
from .retreat import cavalry_retreat_boxes, retreat_boxes
from .sides import Side
from .state import Unit
from .tables import hit_number
from .targets import target_options

#: NS-CBT-7 [interpretation], "What a program must decide" 31: no battle can
#: deadlock, but targets are the players' choice; a battle past this many
#: rounds is an engine fault, never a silent end
MAX_ROUNDS = 500

#: the event kinds a battle tells (merged into the ruleset's event_kinds)
BATTLE_EVENT_KINDS: dict[str, str] = {
    "battle": "a battle begins: the armies and who attacks (NS-CBT-1)",
    "cavalry-retreat": "the defender's cavalry retreats before round 1 (NS-CAVRET)",
    "round": "a battle round begins (NS-CBT-4)",
    "retreat": "an army retreats from a battle (NS-RET)",
    "reinforcement": "a unit reinforces a battle (NS-REINF)",
    "target": "a unit's target declared, with the number it needs (NS-FIRE-1, NS-MOD)",
    "shot": "a shot's result: hit, miss, cannot hit, or lost at a unit already eliminated (NS-FIRE-2, NS-FIRE-3)",
    "battle-won": "a battle is over: who won (NS-CBT-6)",
    "recovered": "reduced units turned to their front at the end of the combat segment (NS-RECOV-1)",
}

#: rule id -> its title (merged into the ruleset's rule reference)
BATTLE_RULE_TITLES: dict[str, str] = {
    "NS-CBT-1": "Battles: attacker and defender",
    "NS-CBT-4": "Battle rounds",
    "NS-CBT-5": "The round procedure",
    "NS-CBT-6": "After the battle",
    "NS-CBT-7": "No deadlock",
    "NS-FIRE-1": "Targets",
    "NS-FIRE-2": "Shots",
    "NS-FIRE-3": "Hits",
    "NS-MOD-1": "Fortification",
    "NS-MOD-2": "Elite infantry",
    "NS-MOD-3": "Rivers",
    "NS-REINF-1": "Reinforcements",
    "NS-RET-1": "Retreat",
    "NS-RET-2": "The retreat box",
    "NS-CAVRET-1": "Cavalry retreat before combat",
    "NS-CAVRET-3": "A cavalry retreat is no lost battle",
    "NS-PROM-2": "Promotion after a won battle",
    "NS-RECOV-1": "Recovery",
}

#: verbs whose lone legal action the log tells as "the only choice: ..."
BATTLE_ONLY_CHOICE_VERBS = frozenset({"target", "stand", "retreat", "cavalry-retreat"})

STAND = act("stand")
FIRE = act("fire")
NO_PROMOTION = act("no-promotion")


class Battle(Frame):
    """The battle in ``box`` (NS-CBT). ``attacker``: the side that moved in
    last (NS-CBT-1), the phasing side unless given."""

    rule = "NS-CBT-5"
    step = "battle"

    def __init__(self, box: str, attacker: Side | None = None) -> None:
        self.box = box
        self.attacker = attacker
        self.defender = attacker.other if attacker else None
        self.side = attacker
        self.stage = "begin"
        self.round = 0
        #: whose step of the round it is (NS-CBT-5), the side that fires next
        self.firing: Side | None = None
        #: the units that took part, per side (the armies at the start, then reinforcements), in order
        self.armies: dict[Side, list[str]] = {}
        #: the attacking units that entered across a blue side or landed from the sea (NS-MOD-3, NS-SEA-4)
        self.crossing: frozenset[str] = frozenset()
        #: per side, the boxes its units came into this battle from (NS-RET-2, NS-RET-4, NS-CAVRET-1)
        self.came_from: dict[Side, list[str]] = {}
        #: the boxes that sent a unit in this step (NS-REINF-1: one per box per round)
        self.reinforced_from: list[str] = []
        self.firers: list[str] = []
        #: this step's declarations (firer, target), in order
        self.declared: list[tuple[str, str]] = []
        #: the last volley: one dict per shot (firer, target, need, face or None, result)
        self.volley: list[dict] = []
        self.volley_side: Side | None = None
        #: the battle so far, round by round, for the window: volleys and reinforcements
        #: ({"round", "side", "kind": "volley", "shots"} / {..., "kind": "reinforcement", "unit", "origin"})
        self.journal: list[dict] = []
        self.winner: Side | None = None
        #: how the battle ended: "eliminated", "retreat", "cavalry-retreat"
        self.end = ""

    # ------------------------------------------------------------------ the frame
    def step_name(self, g: NSBoard) -> str:
        return {
            "cavalry": "cavalry-retreat",
            "choose": "retreat-or-reinforce",
            "declare": "declare-targets",
            "promotion": "battle-promotion",
        }.get(self.stage, self.step)

    def rule_now(self, g: NSBoard) -> str:
        if self.stage == "cavalry":
            return "NS-CAVRET-1"
        if self.stage == "declare":
            return "NS-FIRE-2" if self._next_firer(g) is None else "NS-FIRE-1"
        if self.stage == "promotion":
            return "NS-PROM-2"
        return self.rule

    def asks(self, g: NSBoard, action: Action) -> bool:
        return action.verb == "fire"  # dice follow: a last chance to take the declarations back

    def run(self, g: NSBoard) -> bool:
        if self.stage == "begin":
            return self._begin(g)
        if self.stage == "fire":
            self._fire(g)
            return False
        if self.stage == "choose" and self._choices(g) == [STAND]:
            self._declare_stage(g)
        if self.stage == "promotion" and not self._promotable(g):
            self._finish(g)
            return False
        return True

    def options(self, g: NSBoard) -> list[Action]:
        if self.stage == "cavalry":
            return [act("cavalry-retreat", b) for b in self._cavalry_boxes(g)] + [STAND]
        if self.stage == "choose":
            return self._choices(g)
        if self.stage == "declare":
            firer = self._next_firer(g)
            if firer is None:
                return [FIRE]
            return [act("target", firer, t) for t in self._target_options(g)]
        if self.stage == "promotion":
            return [act("promote", u.id) for u in self._promotable(g)] + [NO_PROMOTION]
        raise EngineError(f"the battle in {self.box} asks nothing at its stage {self.stage!r}")

    def apply(self, g: NSBoard, a: Action) -> None:
        verb = a.verb
        if verb == "cavalry-retreat":
            self._cavalry_retreat(g, a.args[0])
        elif verb == "stand":
            if self.stage == "cavalry":
                self._start_round(g)
            else:
                self._declare_stage(g)
        elif verb == "retreat":
            self._retreat(g, a.args[0])
        elif verb == "reinforce":
            self._reinforce(g, g.unit(a.args[0]))
        elif verb == "target":
            self._declare(g, a.args[0], a.args[1])
        elif verb == "fire":
            self.stage = "fire"
        elif verb == "promote":
            g.promote(g.unit(a.args[0]), "NS-PROM-2")
            self._finish(g)
        elif verb == "no-promotion":
            self._finish(g)
        else:
            raise EngineError(f"{a} is no battle action")

    def prompt(self, g: NSBoard) -> str:
        name = g.box_name(self.box)
        if self.stage == "cavalry":
            return said(
                "your cavalry in {box} may retreat before the battle, or stand and fight (NS-CAVRET-1)", box=name
            )
        if self.stage == "choose":
            return said(
                "battle in {box}, round {n}: retreat (click a box), bring reinforcements (click a unit next door), or stand and fire (NS-CBT-5)",
                box=name,
                n=self.round,
            )
        if self.stage == "declare":
            firer = self._next_firer(g)
            if firer is None:
                return said(
                    "battle in {box}, round {n}: every target is declared; fire (NS-FIRE-2)", box=name, n=self.round
                )
            return said(
                "battle in {box}, round {n}: choose the target of {unit} (NS-FIRE-1)",
                box=name,
                n=self.round,
                unit=g.unit_words(g.unit(firer)),
            )
        if self.stage == "promotion":
            return said("you won the battle in {box}: promote one unit that took part, or none (NS-PROM-2)", box=name)
        return said("the battle in {box}", box=name)

    def why_not_action(self, g: NSBoard, a: Action) -> str | None:
        """Why ``a`` is not legal at this step, in the rules' words with the
        rule id (None: nothing particular to say; the kernel lists the
        legal actions)."""
        verb, args = a.verb, a.args
        if verb == "target" and self.stage == "declare" and len(args) == 2:
            return self._why_not_target(g, *args)
        if verb == "retreat" and len(args) == 1:
            return self._why_not_retreat(g, args[0])
        if verb == "reinforce" and len(args) == 1:
            return self._why_not_reinforce(g, args[0])
        if verb == "cavalry-retreat" and len(args) == 1:
            if self.stage != "cavalry":
                return said(
                    "only cavalry defending alone may retreat, and only before round 1 (NS-CAVRET-1, NS-CAVRET-2)"
                )
            return said(
                "the cavalry may not retreat to {box}: not a box the enemy owns or holds, nor one the attacker came from (NS-CAVRET-1)",
                box=g.box_name(args[0]) if args[0] in g.map.box else args[0],
            )
        if verb == "promote" and self.stage == "promotion" and len(args) == 1:
            u = g.state.units.get(args[0])
            if u is None or u.id not in self.armies.get(self.winner, ()) or u.box != self.box:
                return said("only a unit of the winner that took part in this battle may be promoted (NS-PROM-2)")
            if u.kind.quality.promoted is None:
                return said("elite units cannot be promoted (NS-PROM-1)")
            return said("no counter of the next quality is left (NS-PROM-5)")
        return None

    def _why_not_target(self, g: NSBoard, firer: str, target: str) -> str | None:
        nxt = self._next_firer(g)
        if nxt is None:
            return said("every target is declared: fire (NS-FIRE-1)")
        if firer != nxt:
            return said(
                "the firers declare in their army's order: now the target of {unit} (NS-FIRE-1)",
                unit=g.unit_words(g.unit(nxt)),
            )
        enemies = [u.id for u in g.units_in(self.box, self.firing.other)]
        if target not in enemies:
            return said("{target} is no enemy unit in this battle (NS-FIRE-1)", target=target)
        f, t = len(self.firers), len(enemies)
        if f <= t:
            return said(
                "{target} is already fired at: {f} firers against {t} units fire at different units (NS-FIRE-1)",
                target=target,
                f=f,
                t=t,
            )
        return said(
            "{target} is already fired at, and the firers still to declare are needed for the units not yet fired at: every enemy unit must be fired at (NS-FIRE-1)",
            target=target,
        )

    def _why_not_retreat(self, g: NSBoard, dest: str) -> str | None:
        if self.reinforced_from:
            return said("reinforcements came this step: a side retreats or brings reinforcements, not both (NS-CBT-5)")
        if self.stage in ("choose", "declare") and self.round >= 2 and not self.retreat_boxes(g, self.firing):
            # the army has nowhere to go: it fights on (the choice of NS-CBT-5 is skipped when nothing else is left)
            return said(
                "the {side} has no box to retreat to: no neighbour is free of enemy units, "
                "not an enemy recruitment city and not a box the enemy came from (NS-RET-2)",
                side=self.firing.title,
            )
        if self.stage != "choose":
            if self.round >= 2 and self.stage == "declare":
                return said("the targets are being declared: a side retreats only before it declares (NS-CBT-5)")
            return said("a side may retreat only from round 2 on, just before it fires (NS-RET-1)")
        side = self.firing
        if dest not in g.map.box or dest not in g.map.neighbours(self.box):
            return said("{box} is not adjacent and connected to the battle (NS-RET-1)", box=dest)
        if dest not in g.map.neighbours(self.box, side):
            return said("the Confederacy may never use the Potomac (NS-MOVE-10)")
        if g.enemy_in(dest, side):
            return said("{box} holds enemy units (NS-RET-2)", box=g.box_name(dest))
        if dest in self.came_from[side.other]:
            return said("enemy units came into this battle from {box} (NS-RET-2, NS-RET-4)", box=g.box_name(dest))
        if g.owner(dest) is side.other and g.map.box[dest].recruitment(side.other) > 0:
            return said("{box} is an enemy recruitment city (NS-RET-2, NS-RET-3)", box=g.box_name(dest))
        return said("an own box qualifies, so the army must retreat to one (NS-RET-2, NS-RET-4)")

    def _why_not_reinforce(self, g: NSBoard, uid: str) -> str | None:
        u = g.state.units.get(uid)
        if self.stage != "choose":
            if self.round >= 2 and self.stage == "declare":
                if u is not None and u.box in self.reinforced_from:
                    return said("{box} has sent its one unit this round (NS-REINF-1)", box=g.box_name(u.box))
                return said("the targets are being declared: reinforcements come before them (NS-CBT-5)")
            return said("reinforcements come only from round 2 on, just before the side fires (NS-REINF-1)")
        side = self.firing
        if u is None or u.side is not side or u.box is None:
            return said("{unit} is no unit of the side deciding (NS-REINF-1)", unit=uid)
        if u.box not in g.map.neighbours(self.box):
            return said("{unit} is not in a box adjacent and connected to the battle (NS-REINF-1)", unit=uid)
        if u.box not in g.map.neighbours(self.box, side):
            return said("the Confederacy may never use the Potomac (NS-MOVE-10)")
        if u.box in self.reinforced_from:
            return said("{box} has sent its one unit this round (NS-REINF-1)", box=g.box_name(u.box))
        if u.retreated:
            return said("{unit} retreated this player turn (NS-REINF-2)", unit=uid)
        attacking = side is self.attacker
        enemies = len(g.units_in(u.box, side.other))
        if attacking and u.fought:
            return said("{unit} has fought this player turn (NS-REINF-3)", unit=uid)
        if attacking and enemies:
            return said("the attacker does not reinforce from a box holding enemy units (NS-REINF-3)")
        if not attacking and len(g.units_in(u.box, side)) - 1 < enemies:
            return said(
                "as many units as there are enemies ({n}) must stay in {box} (NS-REINF-4)",
                n=enemies,
                box=g.box_name(u.box),
            )
        return None

    # ------------------------------------------------------------------ the start
    def _begin(self, g: NSBoard) -> bool:
        if self.attacker is None:
            self.attacker = g.state.phasing
            self.defender = self.attacker.other
        att, dfd = self.attacker, self.defender
        attackers, defenders = g.units_in(self.box, att), g.units_in(self.box, dfd)
        if not attackers or not defenders:  # nobody to fight (both sides are needed, NS-CBT-1)
            g.pop(self)
            return False
        self.armies = {att: [u.id for u in attackers], dfd: [u.id for u in defenders]}
        # NS-MOD-3, NS-MOD-4, NS-SEA-4: only the lines entering the box across a blue side, and landings
        self.crossing = frozenset(u.id for u in attackers if u.crossed or u.by_sea)
        # NS-RET-4: the box each attacker stepped in from; a sea landing adds none
        self.came_from = {
            att: list(dict.fromkeys(u.entered_from for u in attackers if u.entered_from and not u.by_sea)),
            dfd: [],
        }
        g.tell(
            "battle",
            said(
                "Battle in {box}: the {attacker} attacks with {a}, the {defender} defends with {d}",
                box=g.box_name(self.box),
                attacker=att.title,
                defender=dfd.title,
                a=_count(len(attackers)),
                d=_count(len(defenders)),
            ),
            "NS-CBT-1",
            box=self.box,
            attacker=att.value,
            attackers=tuple(self.armies[att]),
            defenders=tuple(self.armies[dfd]),
            crossing=tuple(sorted(self.crossing)),
        )
        if self._cavalry_may_retreat(g, attackers, defenders):
            self.stage, self.side = "cavalry", dfd
            return True
        self._start_round(g)
        return False

    def _cavalry_may_retreat(self, g: NSBoard, attackers: list[Unit], defenders: list[Unit]) -> bool:
        """NS-CAVRET-1, -2: only cavalry defends, not all the attackers are cavalry, and a box qualifies."""
        return (
            all(u.kind.cavalry for u in defenders)
            and not all(u.kind.cavalry for u in attackers)
            and bool(self._cavalry_boxes(g))
        )

    def _cavalry_boxes(self, g: NSBoard) -> list[str]:
        dfd = self.defender
        return cavalry_retreat_boxes(
            g.map, self.box, dfd, g.owner, lambda b: g.enemy_in(b, dfd), self.came_from[self.attacker]
        )

    def _withdraw(self, g: NSBoard, side, dest: str) -> list:
        """Every unit of ``side`` in the battle to ``dest``, counted as
        retreated this player turn (NS-REINF-2); their fortification markers
        go as they leave (NS-FORT-3, NS-RET-5)."""
        units = g.units_in(self.box, side)
        for u in units:
            g.move_unit(u, dest)
            u.retreated = True
        return units

    def _cavalry_retreat(self, g: NSBoard, dest: str) -> None:
        """NS-CAVRET-1, -3, -4: all the cavalry to one box; no lost battle, no
        winner, no promotion; the units count as retreated (NS-REINF-2)."""
        dfd = self.defender
        units = self._withdraw(g, dfd, dest)
        self.end = "cavalry-retreat"
        g.tell(
            "cavalry-retreat",
            said(
                "{side}: the cavalry in {box} retreats to {dest} before the battle; no battle is fought",
                side=dfd.title,
                box=g.box_name(self.box),
                dest=g.box_name(dest),
            ),
            "NS-CAVRET-1",
            box=self.box,
            origin=self.box,
            dest=dest,
            side=dfd.value,
            units=tuple(u.id for u in units),
        )
        g.pop(self)

    # ------------------------------------------------------------------ rounds and steps
    def _start_round(self, g: NSBoard) -> None:
        self.round += 1
        if self.round > MAX_ROUNDS:
            raise EngineError(f"the battle in {self.box} has gone past {MAX_ROUNDS} rounds (NS-CBT-7)")
        g.tell(
            "round",
            said("Battle in {box}: round {n}", box=g.box_name(self.box), n=self.round),
            "NS-CBT-4",
            box=self.box,
            round=self.round,
        )
        self._start_step(g, self.defender)  # the defender always fires first (NS-CBT-4)

    def _start_step(self, g: NSBoard, side: Side) -> None:
        self.firing = self.side = side
        self.reinforced_from = []
        self.declared = []
        self.firers = []
        # NS-CBT-5: retreat or reinforcements only from round 2 on ("run" skips a step with neither)
        if self.round >= 2:
            self.stage = "choose"
        else:
            self._declare_stage(g)

    def _choices(self, g: NSBoard) -> list[Action]:
        """NS-CBT-5 [interpretation]: retreat or reinforcements, one or the
        other; ``stand`` goes on to the targets."""
        out = []
        if not self.reinforced_from:
            out += [act("retreat", b) for b in self.retreat_boxes(g, self.firing)]
        out += [act("reinforce", u.id) for u in self.reinforcements(g, self.firing)]
        out.append(STAND)
        return out

    def retreat_boxes(self, g: NSBoard, side: Side) -> list[str]:
        """Where ``side``'s army may retreat now (NS-RET-2..4): not where the
        enemy came into this battle from."""
        return retreat_boxes(g.map, self.box, side, g.owner, lambda b: g.enemy_in(b, side), self.came_from[side.other])

    def reinforcements(self, g: NSBoard, side: Side) -> list[Unit]:
        """The units ``side`` may bring in now (NS-REINF-1..6): one per
        neighbouring box per round (the Potomac is none for the
        Confederacy); not units that retreated this player turn; the
        attacker not from a box holding enemies nor with units that fought
        this player turn; the defender from a box holding enemies only if
        as many of his units as enemies stay there."""
        attacking = side is self.attacker
        out = []
        for nb in g.map.neighbours(self.box, side):
            if nb in self.reinforced_from:
                continue
            own = g.units_in(nb, side)
            if not own:
                continue
            enemies = len(g.units_in(nb, side.other))
            if attacking and enemies:
                continue
            if not attacking and len(own) - 1 < enemies:
                continue
            out += [u for u in own if not u.retreated and not (attacking and u.fought)]
        return out

    def _reinforce(self, g: NSBoard, unit: Unit) -> None:
        origin = unit.box
        g.move_unit(unit, self.box)  # its fortification marker goes (NS-FORT-3, NS-REINF-6)
        side = unit.side
        self.armies[side].append(unit.id)
        self.reinforced_from.append(origin)
        self.journal.append(
            {"round": self.round, "side": side.value, "kind": "reinforcement", "unit": unit.id, "origin": origin}
        )
        if origin not in self.came_from[side]:
            self.came_from[side].append(origin)
        g.tell(
            "reinforcement",
            said(
                "{unit} reinforces the battle in {box} from {origin}",
                unit=g.unit_words(unit),
                box=g.box_name(self.box),
                origin=g.box_name(origin),
            ),
            "NS-REINF-1",
            box=self.box,
            origin=origin,
            dest=self.box,
            unit=unit.id,
            side=side.value,
            round=self.round,
            reduced=unit.reduced,
        )

    def _retreat(self, g: NSBoard, dest: str) -> None:
        """NS-RET-1: the whole army to one box; the battle ends, the other side has won."""
        side = self.firing
        units = self._withdraw(g, side, dest)
        g.tell(
            "retreat",
            said(
                "{side}: the army retreats from {box} to {dest}",
                side=side.title,
                box=g.box_name(self.box),
                dest=g.box_name(dest),
            ),
            "NS-RET-1",
            box=self.box,
            origin=self.box,
            dest=dest,
            side=side.value,
            round=self.round,
            units=tuple(u.id for u in units),
        )
        self._won(g, side.other, "retreat")

    # ------------------------------------------------------------------ targets and fire
    def _declare_stage(self, g: NSBoard) -> None:
        self.stage = "declare"
        self.firers = [u.id for u in g.units_in(self.box, self.firing)]  # every unit fires (NS-FIRE-4)

    def _next_firer(self, g: NSBoard) -> str | None:
        n = len(self.declared)
        return self.firers[n] if n < len(self.firers) else None

    def _target_options(self, g: NSBoard) -> list[str]:
        enemies = [u.id for u in g.units_in(self.box, self.firing.other)]
        return target_options(len(self.firers) - len(self.declared), enemies, {t for _, t in self.declared})

    def hit_number(self, g: NSBoard, firer: Unit, target: Unit) -> int:
        """NS-FIRE-2 with NS-MOD: -1 at a fortified defender (marker or its
        own permanent fortification; attackers are never fortified), -1 at
        elite infantry, +1 for the defender's fire at a crossing attacker in
        rounds 1 and 2 (T5)."""
        fortified = target.side is self.defender and g.is_fortified(target)
        crossing = firer.side is self.defender and self.round <= 2 and target.id in self.crossing
        return hit_number(firer.kind, target.kind, fortified, crossing)

    def _declare(self, g: NSBoard, firer: str, target: str) -> None:
        self.declared.append((firer, target))
        if g.events_on:
            f, t = g.unit(firer), g.unit(target)
            need = self.hit_number(g, f, t)
            text = (
                said(
                    "{firer} fires at {target}: hits on {need} or less",
                    firer=g.unit_words(f),
                    target=g.unit_words(t),
                    need=need,
                )
                if need
                else said("{firer} fires at {target}: cannot hit", firer=g.unit_words(f), target=g.unit_words(t))
            )
            g.tell(
                "target",
                text,
                "NS-FIRE-1",
                box=self.box,
                firer=firer,
                target=target,
                need=need,
                round=self.round,
                side=self.firing.value,
            )

    def _fire(self, g: NSBoard) -> None:
        """NS-FIRE-2, NS-FIRE-3: one die per shot in the order declared, each
        hit applied at once; a shot at a unit already eliminated is lost and
        a shot that cannot hit is not rolled."""
        side = self.firing
        self.volley, self.volley_side = [], side
        self.journal.append({"round": self.round, "side": side.value, "kind": "volley", "shots": self.volley})
        for firer_id, target_id in self.declared:
            firer, target = g.unit(firer_id), g.unit(target_id)
            shot = {"firer": firer_id, "target": target_id, "face": None}
            if target.box != self.box:
                shot.update(need=0, result="lost")
                g.tell(
                    "shot",
                    said(
                        "{firer}'s shot is lost: {target} is already eliminated",
                        firer=g.unit_words(firer),
                        target=g.unit_words(target),
                    ),
                    "NS-FIRE-3",
                    box=self.box,
                    firer=firer_id,
                    target=target_id,
                    result="lost",
                    round=self.round,
                    side=side.value,
                )
                self.volley.append(shot)
                continue
            need = self.hit_number(g, firer, target)
            shot["need"] = need
            if need <= 0:
                shot["result"] = "cannot"
                g.tell(
                    "shot",
                    said("{firer} cannot hit {target}", firer=g.unit_words(firer), target=g.unit_words(target)),
                    "NS-FIRE-2",
                    box=self.box,
                    firer=firer_id,
                    target=target_id,
                    need=0,
                    result="cannot",
                    round=self.round,
                    side=side.value,
                )
                self.volley.append(shot)
                continue
            face = g.roll("NS-FIRE-2", side, said("{firer} at {target}", firer=firer_id, target=target_id))
            hit = face <= need
            shot.update(face=face, result="hit" if hit else "miss")
            self.volley.append(shot)
            words = {"firer": g.unit_words(firer), "target": g.unit_words(target), "face": face, "need": need}
            g.tell(
                "shot",
                said("{firer} rolls {face} at {target}, needing {need} or less: a hit", **words)
                if hit
                else said("{firer} rolls {face} at {target}, needing {need} or less: a miss", **words),
                "NS-FIRE-2",
                box=self.box,
                firer=firer_id,
                target=target_id,
                face=face,
                need=need,
                result=shot["result"],
                round=self.round,
                side=side.value,
            )
            if hit:
                if target.reduced:
                    g.eliminate(target)
                else:
                    g.reduce(target)
            if g.state.outcome is not None:  # a lost cavalry hold may end the game (NS-OCC-4c, NS-WIN-3)
                return
        self.declared = []
        enemy = side.other
        if not g.units_in(self.box, enemy):
            self._won(g, side, "eliminated")
        elif side is self.defender:
            self._start_step(g, self.attacker)
        else:
            self._start_round(g)

    # ------------------------------------------------------------------ the end
    def _won(self, g: NSBoard, winner: Side, how: str) -> None:
        """NS-CBT-6: the winner's units stay in the box; it may promote one
        that took part (NS-PROM-2)."""
        self.winner, self.end = winner, how
        self.stage, self.side = "promotion", winner
        g.tell(
            "battle-won",
            said(
                "{side} wins the battle in {box} after {n} rounds",
                side=winner.title,
                box=g.box_name(self.box),
                n=self.round,
            )
            if self.round != 1
            else said(
                "{side} wins the battle in {box} in the first round", side=winner.title, box=g.box_name(self.box)
            ),
            "NS-CBT-6",
            box=self.box,
            winner=winner.value,
            how=how,
            rounds=self.round,
        )

    def _promotable(self, g: NSBoard) -> list[Unit]:
        """NS-PROM-2, NS-PROM-5: the winner's units that took part and are in the box, if a counter is left."""
        took_part = set(self.armies[self.winner])
        return [u for u in g.units_in(self.box, self.winner) if u.id in took_part and g.can_promote(u)]

    def _finish(self, g: NSBoard) -> None:
        """Every unit that took part has fought this player turn (NS-REINF-3)."""
        for ids in self.armies.values():
            for uid in ids:
                g.unit(uid).fought = True
        g.pop(self)


def _count(n: int) -> str:
    return said("{n} unit", n=n) if n == 1 else said("{n} units", n=n)


# ---------------------------------------------------------------------- refusals


def why_illegal(g: NSBoard, action: Action) -> str | None:
    """Why a battle action is not legal now, with its NS- rule id (for the
    ruleset's ``why_illegal``); None if no battle asks now or the verb is
    not one of its own."""
    top = g.state.stack[-1] if g.state.stack else None
    if not isinstance(top, Battle):
        return None
    reason = top.why_not_action(g, action)
    return None if reason is None else f"{action}: not legal now: {reason}"


# ---------------------------------------------------------------------- the end of the combat segment


def recover(g: NSBoard) -> None:
    """NS-RECOV-1 [interpretation: both sides]: at the end of the combat
    segment every reduced unit on the map turns to its front."""
    for side in (Side.USA, Side.CSA):
        units = [u for u in g.on_map(side) if u.reduced]
        for u in units:
            u.reduced = False
        if units:
            g.tell(
                "recovered",
                said("{side}: {n} reduced unit recovers", side=side.title, n=len(units))
                if len(units) == 1
                else said("{side}: {n} reduced units recover", side=side.title, n=len(units)),
                "NS-RECOV-1",
                side=side.value,
                units=tuple(u.id for u in units),
            )


# ---------------------------------------------------------------------- the window's view


def battle_view(g: NSBoard) -> dict | None:
    """The battle under way, for the window (None if none): the box, the
    round, who attacks and whose step it is, both armies (every unit that
    took part, with its kind, value, state, and whether it is still in the
    battle), this step's declarations with the numbers they need, the
    crossing units, the last volley's dice, and the journal of the battle
    so far (every volley and reinforcement, round by round)."""
    b = g.find_frame(Battle)
    if b is None or not b.armies:
        return None

    def unit(uid: str) -> dict:
        u = g.unit(uid)
        return {
            "id": u.id,
            "code": u.kind.code,
            "value": u.kind.value,
            "reduced": u.reduced,
            "fortified": u.side is b.defender and u.box == b.box and g.is_fortified(u),
            "crossing": uid in b.crossing,
            "in_battle": u.box == b.box,
            "eliminated": u.box is None,
            "retreated": u.retreated and u.box != b.box,
        }

    declared = []
    for f, t in b.declared:
        declared.append({"firer": f, "target": t, "need": b.hit_number(g, g.unit(f), g.unit(t))})
    return {
        "box": b.box,
        "round": b.round,
        "attacker": b.attacker.value,
        "defender": b.defender.value,
        "firing": b.firing.value if b.firing else None,
        "stage": b.step_name(g),
        "armies": {side.value: [unit(uid) for uid in ids] for side, ids in b.armies.items()},
        "crossing": sorted(b.crossing),
        "river_bonus": b.round <= 2,
        "declared": declared,
        "next_firer": b._next_firer(g) if b.stage == "declare" else None,
        "volley": [dict(s) for s in b.volley],
        "volley_side": b.volley_side.value if b.volley_side else None,
        "journal": [{**j, "shots": [dict(s) for s in j["shots"]]} if "shots" in j else dict(j) for j in b.journal],
        "winner": b.winner.value if b.winner else None,
    }

"""The ruleset on the kernel: ACW-BBDBA's name, sides, set-up (BB-SETUP-1:
the attacker by the higher die, ties rolled again; he moves first,
BB-SETUP-7), its view (nothing is hidden: decision 30), its rule
references and its result (BB-WIN-5). What the summary leaves to DBA
(BB-DBA-1, T8's list BB-DBA-2) is settled in advance: each point's reading is
in docs/acw-bbdba-interpretations.md.

Not played: the defender laying out the terrain and the attacker's roll for
the edges (BB-SETUP-2, -3, BB-FIELD-3: a battle's table is the program's, or
the generator's from a seed), the players placing their camps (BB-SETUP-4:
placed where no terrain is) and their armies, and simultaneous deployment
(BB-SETUP-6)."""

from __future__ import annotations

from typing import Any

from gettysburg_desktop.boards.table.table import Table
from gettysburg_desktop.kernel.gateway import Gateway
from gettysburg_desktop.kernel.ruleset import Ruleset
from gettysburg_desktop.kernel.said import said

from .actions import Action, legs_of
from .bound import Bound, MoveElement, MoveGroup, Movement, check, check_group
from .sides import Side
from .state import State, new_state

RULES_VERSION = 5
RULES_CHANGES = {
    1: "the first reading (docs/acw-bbdba-interpretations.md)",
    2: "an element or group picked and let stand is not picked again that bound (found playing: the computer "
    "picked a group and let it stand without end); no turn or wheel while an element's front is in a river "
    "bed (BB-RIVER-1); outcome moves never end on a friend or off the table",
    3: "an element or group picked with none of its offered moves allowed waits for the player's 'stand' (it "
    "was taken for the player; a record of version 2 reads as before, the stand implied); an element may end "
    "front to front with an enemy while that enemy's neighbour touches it front corner to front corner (it "
    "was refused: lines could not close on lines); elements sharing under 0.01 mm² touch (a lined-up contact's "
    "legs, written to 0.01 mm, could end a hair inside: refused as passing through, its recoil 'into an enemy')",
    4: "an element may end touching an enemy where neither front edge touches the other, its side or rear corner "
    "on the enemy's side or rear (it was refused 'not lined up': an enemy standing a base depth ahead of its "
    "neighbour kept that neighbour's front from attack)",
    5: "a move may go straight ahead and aside at once (an advance with its oblique part, 'o' legs: its corners "
    "travel the diagonal; a drag was measured as ahead plus aside); a turning element's ground is its corners' "
    "arcs, no longer grown all round (an element touching an enemy corner to corner could not turn away); "
    "corners meeting make no contact, an enemy's front corner too (an element side by side with an enemy, "
    "corner on its front corner, was refused 'not lined up')",
}
EVENT_KINDS = {
    "attacker": "the attacker decided by the dice (BB-SETUP-1)",
    "bound": "a bound begins, its PIP dice rolled (BB-PIP-1)",
    "pips": "the PIP dice given to the commands (BB-PIP-1)",
    "move": "an element moves (BB-MOVE-2)",
    "dismount": "cavalry dismounts (BB-TYPE-7)",
    "contact": "an element moves into front contact (BB-MOVE-7)",
    "flank-contact": "an element's front edge meets an enemy's side or rear (BB-MOVE-7; it turns to face unless "
    "held front to front, BB-MOVE-10)",
    "movement-over": "the movement phase ends (BB-SEQ-2)",
    "withdraw": "a demoralised command's element withdraws (BB-WIN-3)",
    "roll": "a combat's die, with its total and factors (BB-SHOOT-11, BB-MELEE-8)",
    "shooting": "a shooting combat's totals (BB-SHOOT-11)",
    "melee": "a melee's totals (BB-MELEE-8)",
    "outcome": "what befalls the loser (BB-OUT-1)",
    "outcome-move": "a recoil, a push, a flight or an advance (BB-OUT-2 to -5, BB-ADV)",
    "misfire": "a friend behind recoils from the misfire (BB-OUT-9)",
    "advance": "a line infantry group that won every combat advances (BB-ADV-3)",
    "break": "an element breaks off from a melee (BB-BREAK-1)",
    "group-move": "a group moves as one body (BB-MOVE-4)",
    "river": "a river's nature rolled at the first crossing (BB-RIVER-2)",
    "torrent": "an element tries to cross a torrent (BB-RIVER-2)",
    "garrison": "a camp's garrison defends it (BB-CAMP-3)",
    "ignore": "artillery ignores the Jäger in its way (BB-SHOOT-8)",
    "sacked": "a camp sacked (BB-CAMP-4)",
    "retaken": "a sacked camp retaken (BB-CAMP-5)",
    "turn-to-face": "an element contacted on its flank or rear turns to face (BB-MOVE-10)",
    "flank-recoil": "a friend on the winner's flank or rear recoils with the loser (BB-MELEE-9)",
    "lost": "an element destroyed or off the table (BB-WIN-2)",
    "demoralised": "a command demoralised (BB-WIN-1)",
    "only-choice": "a lone legal action taken",
}


#: decision 27: an optional limit of bounds, after which the army with fewer lost elements wins
LIMITS = {f"bounds-{n}": n for n in (12, 20, 30)}
VARIANTS = {name: f"the battle ends after {n} bounds; fewer lost elements win, equal losses draw (decision 27)"
            for name, n in LIMITS.items()}  # fmt: skip


class AcwBbdba(Ruleset):
    name = "acw-bbdba"
    variants = VARIANTS
    rules_version = RULES_VERSION
    rules_changes = RULES_CHANGES
    sides = (Side.UNION, Side.CONFEDERATE)
    hidden_information = False
    event_kinds = EVENT_KINDS
    only_choice_verbs = frozenset({"pips"})
    place_keys = ("element", "target")

    def check_variants(self, names: Any) -> frozenset[str]:
        chosen = super().check_variants(names)
        if len(chosen & set(LIMITS)) > 1:
            raise ValueError(f"one limit of bounds only, not {', '.join(sorted(chosen & set(LIMITS)))}")
        return chosen

    def new_state(self, tables: Any) -> State:
        st = new_state(tables.scenario)
        st.limit = next((LIMITS[v] for v in tables.variants if v in LIMITS), 0)
        return st

    def set_up(self, game: Any) -> None:
        while True:  # BB-SETUP-1: ties rolled again
            union, confederate = game.die(), game.die()
            if union != confederate:
                break
        attacker = Side.UNION if union > confederate else Side.CONFEDERATE
        game.state.attacker = attacker
        game.emit("attacker", said("Union {u}, Confederates {c}: {side} attack and move first", u=union,
                                   c=confederate, side=attacker.title), "BB-SETUP-1")  # fmt: skip
        game.push(Bound(attacker))

    def parse_action(self, text: str) -> Action:
        parsed = Action.parse(text)
        action = Action(parsed.verb, parsed.args)
        if action.verb == "move":
            legs_of(action.args[1:])
        return action

    def stands_in(self, game: Any, action: Any) -> bool:
        """Any drawn move or dismounting the checks allow, not only the few the legal list offers."""
        top = game.state.stack[-1] if game.state.stack else None
        if isinstance(top, Movement) and action.verb == "group":
            return not check_group(game, action)[0]
        if isinstance(top, MoveGroup) and action.verb == "group":
            return action.args[:1] == (top.ids,) and not check_group(game, action)[0]
        if isinstance(top, MoveElement) and action.args[:1] != (top.uid,):
            return False
        return (
            isinstance(top, Movement | MoveElement)
            and action.verb in ("move", "dismount")
            and not check(game, action)[0]
        )

    def why_illegal(self, game: Any, action: Any) -> str:
        top = game.state.stack[-1] if game.state.stack else None
        if isinstance(top, Movement) and action.verb == "group":
            why = check_group(game, action)[0]
            if why:
                return f"{action}: {why}"
        if isinstance(top, Movement | MoveElement) and action.verb in ("move", "dismount", "break"):
            why = check(game, action)[0]
            if why:
                return f"{action}: {why}"
        return super().why_illegal(game, action)

    def view(self, game: Any, side: Any, reveal: bool = False) -> dict[str, Any]:
        st = game.state
        return {
            "bound": st.bound,
            "active": st.active.value,
            "pips": dict(st.pips),
            "elements": {
                e.id: {
                    "side": e.side,
                    "kind": e.kind.value,
                    "command": e.command,
                    "at": [round(e.pose.x, 2), round(e.pose.y, 2), round(e.pose.facing, 2)],
                }
                for e in st.elements.values()
            },
            "commands": {
                c.id: {
                    "side": c.side.value,
                    "size": c.size,
                    "lost": c.lost,
                    "demoralised": c.demoralised,
                    "commander_lost": c.commander_lost,
                }
                for c in st.commands.values()
            },
            "gone": list(st.gone),
            "sacked": sorted(s.value for s in st.sacked),
        }

    def rule_reference(self, rule: str) -> tuple[str, str]:
        if not rule.startswith("BB-"):
            raise KeyError(rule)
        return rule, rule.lower()

    def result(self, outcome: tuple[Any, ...]) -> tuple[str, str]:
        winner, why = outcome
        if winner is None:
            return said("The battle is over: a draw. {why}", why=why), "BB-WIN-5"
        return said("The battle is over, won by the {side}. {why}", side=winner.title, why=why), "BB-WIN-5"


ACW_BBDBA = AcwBbdba()


class AcwGame(Gateway):
    ruleset = ACW_BBDBA

    @property
    def table(self) -> Table:
        table: Table = self.tables.scenario.table
        return table

    def apply(self, action: Any, *, trusted: bool = False) -> list[Any]:
        if not trusted:
            self._stand_implied(action)
        return super().apply(action, trusted=trusted)

    def _stand_implied(self, action: Any) -> None:
        """Rules version 2 took a picked element's or group's lone "stand" for the player, so its records go
        on from the pick to the next pick, the end of the movement or another element's move: where such an
        action comes while the picked one can only stand, it stands first (no action a player is offered
        then has those verbs, so nothing else is read differently)."""
        top = self.state.stack[-1] if self.state.stack else None
        if not isinstance(top, MoveElement | MoveGroup):
            return
        verb, _, rest = str(action).partition(" ")
        picked = top.uid if isinstance(top, MoveElement) else top.ids
        other = verb in ("move", "group", "break", "dismount") and rest.split(" ")[0] != picked
        if verb in ("pick", "pick-group", "end-movement") or other:
            legal = self.legal_actions()
            if len(legal) == 1 and legal[0].verb == "stand":
                super().apply(legal[0], trusted=True)

    def name(self, thing: Any) -> str:
        """An element as the window names a place a log line marks: "U1-3 (rifles)"."""
        e = self.state.elements.get(thing)
        return f"{thing} ({e.kind.value})" if e is not None else str(thing)

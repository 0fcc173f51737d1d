"""Gettysburg as a ruleset of the kernel (kernel/ruleset.py says what a
ruleset provides): its state and set-up, its notation, its view per side,
its events, its rule ids, its sides, its end, its rules version and
variants. ``Game`` (game.py) plays ``GETTYSBURG``; the kernel's gateway asks
it everything that is Gettysburg's (docs/engine.md, "A second ruleset")."""

from __future__ import annotations

import random
import re
from functools import cache
from importlib.resources import files

from gettysburg_desktop.kernel.ruleset import Ruleset

from .actions import SECRET_WORDS, Action
from .base_board import BaseBoard, BoardTables
from .events import EVENT_KINDS
from .gateway import Gateway
from .pieces import Side
from .queries import unit_class
from .said import said
from .scenario import Scenario
from .sequence import BLOCK_VERBS, MUST_ORDER, Period, Turn, setup
from .spoken import spoken, spoken_now
from .state import GameState
from .variants import VARIANTS, check_variants
from .version import RULES_CHANGES, RULES_VERSION
from .view import view
from .worlds import sample_world

#: the lone decisions the log tells as "the only choice: ..." (choices among
#: pieces, places and discs; not the buttons that close a step: ending a
#: turn or a move, keeping the artillery)
ONLY_CHOICE_SAID = frozenset(
    {
        "assign",
        "take-cube",
        "evade",
        "damage-artillery",
        "fall-back",
        "retreat",
        "withdraw",
        "cube-colour",
        "order",
        "double-order",
        "forced-pass",
        "move",
        "fire",
        "take-marker",
        "assault",
        "remove-entrenchment",
        "reinforce",
    }
)


class Gettysburg(Ruleset):
    name = "gettysburg"
    rules_version = RULES_VERSION
    rules_changes = RULES_CHANGES
    sides = (Side.CSA, Side.USA)
    variants = VARIANTS
    event_kinds = EVENT_KINDS
    only_choice_verbs = ONLY_CHOICE_SAID

    def check_variants(self, names) -> frozenset[str]:
        return check_variants(names)  # UnknownVariant, as records and the CLI expect

    def tables(self, scenario: Scenario, variants: frozenset[str]) -> BoardTables:
        return BoardTables(scenario, variants)

    def new_state(self, tables: BoardTables) -> GameState:
        return GameState()

    def set_up(self, game: BaseBoard) -> None:
        setup(game)
        game.state.stack.append(Period())

    def parse_action(self, text: str) -> Action:
        return Action.parse(text)

    def spoken(self, game: BaseBoard, action: Action, hidden: bool = False) -> str:
        return spoken(game, action, hidden=True) if hidden else spoken_now(game, action)

    def only_choice_said(self, game: Gateway, side: Side, action: Action) -> str:
        """A lone decision taken for ``side``; among units the rules can't
        tell apart (``unit_class``: a cube to one of two alike brigades,
        R-DMG-2) it was no "only choice" but a free one, and the log says so."""
        u = game.state.units.get(action.args[0]) if action.verb in game.STAND_IN_VERBS and action.args else None
        if u is not None:
            key = unit_class(game, u)
            alike = sum(1 for v in game.state.at.get(u.location, ()) if unit_class(game, v) == key)
            if alike > 1:
                return said(
                    "{side} {what} (any of the {n} alike units would do)",
                    side=side.title,
                    what=self.spoken(game, action),
                    n=alike,
                )
        return super().only_choice_said(game, side, action)

    def secret(self, action: Action) -> bool:
        return action.verb in SECRET_WORDS

    def public(self, action: Action) -> Action:
        return action.public()

    def resample(self, game: Gateway, side: Side, dice=None, rng: random.Random | None = None) -> Gateway:
        """A world ``side`` cannot tell from ``game``: the opponent's block
        values drawn uniformly among those consistent with what ``side`` has
        seen (worlds.py, R-ACT-2, R-ORD-1, R-BLK-2), fresh dice. ``dice``: a
        Dice or a seed; an int seed also seeds the draw of the values (with
        its own stream) when no ``rng`` is given."""
        if rng is None:
            rng = random.Random(f"world {dice}") if isinstance(dice, int) else random.Random()
        return sample_world(game, side, rng, dice)

    def stands_in(self, game: Gateway, action: Action) -> bool:
        """Whether ``action`` names a unit the rules can't tell from the one
        a legal action names, the rest being the same (``unit_class``): the
        choices offer each class once, but a player who clicks Stone means
        Stone, not Cutler, so the clicked unit acts (issue 6: identical units
        are one choice; a record then names the unit the player chose)."""
        if action.verb not in game.STAND_IN_VERBS or not action.args:
            return False
        units = game.state.units
        u = units.get(action.args[0])
        if u is None:
            return False
        key = None
        for a in game._legal:
            if a.verb == action.verb and a.args[1:] == action.args[1:] and a.args[0] != action.args[0]:
                v = units.get(a.args[0])
                if v is not None and v.side is u.side:
                    key = key or unit_class(game, u)
                    if unit_class(game, v) == key:
                        return True
        return False

    def why_illegal(self, game: Gateway, action: Action) -> str:
        top = game.state.stack[-1]
        if action.verb in BLOCK_VERBS and isinstance(top, Turn) and top.must_order(game):
            orders = ", ".join(str(a) for a in game.legal_actions() if a.verb not in ("enter",))
            return f"{action}: not legal now: {MUST_ORDER}. The legal orders are: {orders}"
        return super().why_illegal(game, action)

    def view(self, game: Gateway, side: Side | None, reveal: bool = False) -> dict:
        return view(game, side, reveal)

    def rule_reference(self, rule: str) -> tuple[str, str]:
        """The rule's title in the rules reference (docs/rules.md, shipped in
        resources/docs) and its anchor there (the id: the window's reference
        opens at it, display/rules_reference.py)."""
        return _titles()[rule], rule

    def result(self, outcome: tuple) -> tuple[str, str]:
        winner, why = outcome
        return said("The game is over: {side} victory. {why}", side=winner.title, why=why), "R-WIN"


@cache
def _titles() -> dict[str, str]:
    """Rule id -> title, from the shipped rules reference: each rule's entry
    (``- **R-ACT-2** *Hidden block values.*``) and each family's heading
    (``## ... (R-ACT)``)."""
    text = files("gettysburg_desktop.resources").joinpath("docs", "rules.md").read_text(encoding="utf-8")
    titles = {}
    for heading in re.findall(r"^##+ (.*)$", text, re.M):
        for family in re.findall(r"R-[A-Z]+", heading[heading.rfind("(") :] if "(" in heading else ""):
            titles.setdefault(family, heading[: heading.rfind("(")].strip())
    titles.update(re.findall(r"^- \*\*(R-[A-Z0-9a-z-]+)\*\* \*([^*]+?)\.?\*", text, re.M))
    return titles


GETTYSBURG = Gettysburg()

"""Norden & Süden as a ruleset of the kernel (kernel/ruleset.py): its sides,
state and set-up, notation, refusals, view, events, rule ids, variants and
rules version. ``NordenSuedenGame`` (game.py) plays ``NORDEN_SUEDEN``."""

from __future__ import annotations

import re
from functools import cache
from importlib.resources import files
from typing import ClassVar

from gettysburg_desktop.kernel.ruleset import Ruleset
from gettysburg_desktop.kernel.said import said

from .actions import Action
from .battle import BATTLE_EVENT_KINDS, BATTLE_ONLY_CHOICE_VERBS, BATTLE_RULE_TITLES
from .choices import describe
from .events import EVENT_KINDS
from .refusals import why_illegal
from .sequence import set_up
from .sides import Side
from .state import State
from .variants import VARIANTS
from .victory import rule_of
from .view import view

RULES_VERSION = 1
RULES_CHANGES = {1: "the first reading of the rules (docs/nordensueden-interpretations.md)"}

#: the lone decisions the log tells as "the only choice: ..."
ONLY_CHOICE = frozenset({"battle", "move", "recruit", "promote"})


class NordenSueden(Ruleset):
    name = "norden-sueden"
    rules_version = RULES_VERSION
    rules_changes = RULES_CHANGES
    sides = (Side.USA, Side.CSA)
    variants = VARIANTS
    event_kinds: ClassVar[dict[str, str]] = {**EVENT_KINDS, **BATTLE_EVENT_KINDS}
    only_choice_verbs = ONLY_CHOICE | BATTLE_ONLY_CHOICE_VERBS
    #: nothing is hidden: every side sees the whole position (no hot-seat curtain needed)
    hidden_information = False
    #: the keys of the events' data that name boxes (a ``target`` names a unit here)
    place_keys = ("dest", "origin", "box")

    def new_state(self, tables) -> State:
        return State()

    def set_up(self, game) -> None:
        set_up(game)

    def parse_action(self, text: str) -> Action:
        return Action.parse(text)

    def why_illegal(self, game, action) -> str:
        return why_illegal(game, action) or super().why_illegal(game, action)

    def only_choice_text(self, side, what: str) -> str:
        """ "Union, the only choice: The battle in Fredericksburg" (``what`` is
        a choice's label, which starts as a button's words do)."""
        return said("{side}, the only choice: {what}", side=side.title, what=what)

    def spoken(self, game, action, hidden: bool = False) -> str:
        """The action in words, as its choice is labelled ("usa-1 to Manassas
        Junction"): the log and "the only choice: ..." say it so (nothing is
        hidden in this game). The notation where the position no longer
        fits the action (a log read after the game moved on)."""
        try:
            return describe(game, action).label
        except (KeyError, IndexError, ValueError, AttributeError):
            return str(action)

    def view(self, game, side, reveal: bool = False) -> dict:
        return view(game, side, reveal)

    def rule_reference(self, rule: str) -> tuple[str, str]:
        """The rule's title in the rules reference (resources/docs/norden-sueden.md, written for players) and its anchor (the id)."""
        return _titles()[rule], rule

    def result(self, outcome: tuple) -> tuple[str, str]:
        winner, why = outcome
        return said("The game is over: the {side} wins. {why}", side=winner.title, why=why), rule_of(why)


def rules_text() -> str:
    return files("gettysburg_desktop.resources").joinpath("docs", "norden-sueden.md").read_text(encoding="utf-8")


@cache
def _titles() -> dict[str, str]:
    """Rule id -> title, from the rules reference: each family's heading
    (``## Movement (NS-MOVE)``) and each rule's title
    (``- **NS-MOVE-1** *March roll.* ...``), as Gettysburg's reference has them."""
    text = rules_text()
    titles: dict[str, str] = {}
    for title, fam in re.findall(r"^#+ ([^(\n]+?) \((NS-[A-Z]+)\)\s*$", text, re.M):
        titles[fam] = title.strip()
    titles.update(re.findall(r"^- \*\*(NS-[A-Z]+-\d+)\*\* \*([^*]+?)\.?\*", text, re.M))
    for rid, title in BATTLE_RULE_TITLES.items():
        titles.setdefault(rid, title)
    titles["NS-WIN"] = titles.get("NS-WIN", "Victory")
    return titles


NORDEN_SUEDEN = NordenSueden()

"""What a ruleset must provide to run on the kernel (docs/engine.md, "A
second ruleset"). The kernel's gateway (gateway.py) asks everything
game-specific of ``Gateway.ruleset``, an instance of a ``Ruleset`` subclass.

Sides are the ruleset's values, hashable, each with ``value`` (a short
stable id, as events and records write it) and ``title`` (its name in
words, a ``Said``). Actions are the ruleset's values, hashable, ordered
(the legal list is sorted), with ``verb`` (a word naming the kind of
decision) and ``str(action)`` in the ruleset's notation, which
``parse_action`` reads back (python-chess's ``Move.uci``/``from_uci``); an
action with secret words has a ``public_text()`` for the other sides.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from types import SimpleNamespace
from typing import Any

from .events import PLACE_KEYS
from .said import said


class Ruleset:
    """A game's rules as the kernel sees them. Subclasses set the class
    attributes and implement the methods marked "must"; the others have
    defaults that suit a game without them."""

    #: the ruleset's name, as records name it (``ruleset:``)
    name: str = ""
    #: which reading of the rules the engine plays; a record names it
    rules_version: int = 1
    #: rules version -> what changed from the version before
    rules_changes: Mapping[int, str] = {}
    #: the sides, in the order they are listed (OpenSpiel's players)
    sides: tuple[Any, ...] = ()
    #: whether a side's view hides anything from the others (secret values,
    #: secret rolls): the window's hot seat then hands the screen over behind
    #: a curtain; a game of open information sets False and needs none
    hidden_information: bool = True
    #: variant name -> its description (optional rules, off unless chosen)
    variants: Mapping[str, Any] = {}
    #: event kind -> what it tells (the ruleset's event vocabulary)
    event_kinds: Mapping[str, Any] = {}
    #: verbs whose lone legal action the log tells as "the only choice: ..."
    only_choice_verbs: frozenset[str] = frozenset()
    #: the keys of its events' data that name a place on the map, in order
    #: (``Event.places(keys)``: where the log and the window show an event)
    place_keys: tuple[str, ...] = PLACE_KEYS

    # ------------------------------------------------------------------ the game's start
    def check_variants(self, names: Iterable[str]) -> frozenset[str]:
        """The set of variant names; a ValueError names any unknown one."""
        chosen = frozenset(names)
        unknown = sorted(chosen - set(self.variants))
        if unknown:
            raise ValueError(
                f"unknown variant(s) {', '.join(map(repr, unknown))}; known: {', '.join(sorted(self.variants))}"
            )
        return chosen

    def tables(self, scenario: Any, variants: frozenset[str]) -> Any:
        """What a scenario and its variants fix for the whole game, made once
        and shared with every clone (must have ``scenario`` and ``variants``)."""
        return SimpleNamespace(scenario=scenario, variants=variants)

    def new_state(self, tables: Any) -> Any:
        """Must: an empty state (``stack``, ``outcome``, ``ply``, ``dice``)."""
        raise NotImplementedError

    def set_up(self, game: Any) -> None:
        """Must: put the scenario's pieces on the new state and push the
        first frame of the sequence of play."""
        raise NotImplementedError

    # ------------------------------------------------------------------ actions
    def parse_action(self, text: str) -> Any:
        """Must: the action written ``text`` in the notation (a ValueError
        names what is wrong); ``str(action)`` writes it back."""
        raise NotImplementedError

    def spoken(self, game: Any, action: Any, hidden: bool = False) -> str:
        """The action in the log's words (``hidden``: as the other sides may
        read it)."""
        return action.public_text() if hidden and hasattr(action, "public_text") else str(action)

    def only_choice_text(self, side: Any, what: str) -> str:
        """The log's line for a lone decision the engine takes for ``side``
        (``what``: the action in ``spoken``'s words)."""
        return said("the only choice: {side} {what}", side=side.title, what=what)

    def only_choice_said(self, game: Any, side: Any, action: Any) -> str:
        """The log's line for ``action``, the lone legal one, taken for
        ``side``: ``only_choice_text`` of its words. A ruleset may say more
        (a unit taken among alike ones was a free choice)."""
        return self.only_choice_text(side, self.spoken(game, action))

    def secret(self, action: Any) -> bool:
        """Whether the action holds its side's secret."""
        return hasattr(action, "public_text") and action.public_text() != str(action)

    def public(self, action: Any) -> Any:
        """The action as the other sides may know it (its secret words
        hidden): ``action.public()`` where the action has one."""
        return action.public() if hasattr(action, "public") else action

    def stands_in(self, game: Any, action: Any) -> bool:
        """Whether an action not in the legal list means the same as one in
        it (one of two identical units, where the legal list names one); legal then."""
        return False

    def why_illegal(self, game: Any, action: Any) -> str:
        """Why ``action`` is not legal now, with what is asked and its rule
        id and the legal alternatives (IllegalAction's message)."""
        top = game.state.stack[-1]
        question, rule = top.prompt(game), top.rule_now(game)
        asked = f"Now {top.side.title}: {question}" + ("" if f"({rule})" in question else f" ({rule})")
        same = [str(a) for a in game.legal_actions() if a.verb == action.verb]
        if same:
            shown = ", ".join(same[:8]) + (" ..." if len(same) > 8 else "")
            return f"{action}: not legal now. {asked}. The legal {action.verb} actions are: {shown}"
        verbs = sorted({a.verb for a in game.legal_actions(ordered=False)})
        return f"{action}: not legal now. {asked}. No {action.verb} is possible at this step, only: {', '.join(verbs)}"

    # ------------------------------------------------------------------ what players see
    def view(self, game: Any, side: Any, reveal: bool = False) -> dict[str, Any]:
        """Must: what ``side`` may see of the position (None: a spectator;
        ``reveal``: everything): OpenSpiel's information state."""
        raise NotImplementedError

    def rule_reference(self, rule: str) -> tuple[str, str]:
        """Must: a rule id's title and the anchor of its text in the rules
        reference (a KeyError for an unknown id)."""
        raise NotImplementedError

    def resample(self, game: Any, side: Any, dice: Any, rng: Any = None) -> Any:
        """A game ``side`` cannot tell from ``game`` (OpenSpiel's
        ``ResampleFromInfostate``): the others' secrets drawn anew (with
        ``rng``, a ``random.Random``, when given), fresh dice (``dice``, or
        a seed drawn from ``rng``), for a computer player's look-ahead. A
        ruleset without hidden information returns a clone."""
        if not any(self.secret(a) for a in game.history):
            if dice is None:
                dice = (rng or random.Random()).getrandbits(62)
            return game.clone(dice)
        raise NotImplementedError(f"{self.name}: resampling a position with hidden information is not written yet")

    # ------------------------------------------------------------------ the end
    def result(self, outcome: tuple[Any, ...]) -> tuple[str, str]:
        """The game-over prompt's text and rule id for ``outcome`` = (winner, why)."""
        winner, why = outcome
        if winner is None:
            return said("The game is over: a draw. {why}", why=why), ""
        return said("The game is over: {side} victory. {why}", side=winner.title, why=why), ""

    def returns(self, outcome: tuple[Any, ...] | None) -> dict[Any, int]:
        """OpenSpiel's returns: side -> 1 for the winner, -1 for the others,
        0 for everyone in a draw or while the game runs."""
        winner = None if outcome is None else outcome[0]
        return {s: 0 if winner is None else (1 if s is winner else -1) for s in self.sides}

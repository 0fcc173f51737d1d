"""Chance of every kind through the gateway (kernel/board.py ``die``,
``lot``, ``draw``): each outcome is recorded with the action that drew it,
a roll of any kind ends undo, and an action that fails half-way leaves
the dice, the deck and the position as they were, whether the game keeps
undo snapshots or replays its history to put them back (issue 23, item 3)."""

from __future__ import annotations

from enum import Enum
from typing import Any, NamedTuple

import pytest

from gettysburg_desktop.kernel.deck import Deck
from gettysburg_desktop.kernel.dice import DiceExhausted, ScriptedChance, SeededDice
from gettysburg_desktop.kernel.frame import Frame
from gettysburg_desktop.kernel.gateway import Gateway
from gettysburg_desktop.kernel.ruleset import Ruleset
from gettysburg_desktop.kernel.said import said


class Side(Enum):
    SCOUT = "scout"

    @property
    def title(self) -> str:
        return said("Scout")


class Act(NamedTuple):
    verb: str
    args: tuple[str, ...] = ()

    def __str__(self) -> str:
        return self.verb


class State:
    def __init__(self) -> None:
        self.stack: list[Any] = []
        self.outcome = None
        self.ply = 0
        self.dice = None
        self.deck = Deck("events", ["storm", "supply", "supply", "ambush", "scouts"])
        self.found: list[tuple[int, str, str]] = []


class Forage(Frame):
    """Each turn: "forage" draws a d20, the weather and an event card;
    "stumble" draws the same and then fails (a bug half-way)."""

    rule, step, side = "F-1", "forage", Side.SCOUT

    def options(self, g: Any) -> list[Act]:
        return [Act("forage"), Act("stumble")]

    def prompt(self, g: Any) -> str:
        return said("forage")

    def apply(self, g: Any, action: Act) -> None:
        found = (g.die(20), g.lot({"rain": 1, "sun": 3}), g.draw(g.state.deck))
        if action.verb == "stumble":
            raise RuntimeError("stumbled")
        g.state.found.append(found)
        g.emit("found", said("found {what}", what=found), "F-1")
        if not g.state.deck.left:
            g.state.deck.reshuffle()


class Foraging(Ruleset):
    name = "foraging"
    sides = (Side.SCOUT,)

    def new_state(self, tables: Any) -> State:
        return State()

    def set_up(self, g: Any) -> None:
        g.push(Forage())

    def parse_action(self, text: str) -> Act:
        return Act(text)

    def view(self, g: Any, side: Any, reveal: bool = False) -> dict:
        return {"found": list(g.state.found)}

    def rule_reference(self, rule: str) -> tuple[str, str]:
        return ("Foraging", "forage")


class ForagingGame(Gateway):
    ruleset = Foraging()


def test_each_outcome_is_recorded_with_its_action_and_ends_undo():
    g = ForagingGame(None, SeededDice(5))
    g.apply("forage")
    (found,) = g.state.found
    assert g.log[-1].faces == found and isinstance(found[0], int) and found[2] in g.state.deck.drawn
    assert not g.can_undo() and g.undo_reason() == "a die was rolled: rolls are never taken back"
    again = ForagingGame(None, SeededDice(5))
    again.apply("forage")
    assert again.state.found == g.state.found  # the seed decides


@pytest.mark.parametrize("undo", [True, False])
def test_an_action_failing_half_way_puts_dice_deck_and_position_back(undo):
    """With undo the snapshot puts everything back; without, the gateway
    rewinds the dice over every kind of draw and replays the history."""
    g, twin = ForagingGame(None, SeededDice(8), undo=undo), ForagingGame(None, SeededDice(8), undo=undo)
    for game in (g, twin):
        game.apply("forage")
        game.apply("forage")
    before = (list(g.state.found), list(g.state.deck.left), g.dice.rolls, g.revision, list(g.history))
    with pytest.raises(RuntimeError, match="stumbled"):
        g.apply("stumble")
    assert (list(g.state.found), list(g.state.deck.left), g.dice.rolls, g.revision, list(g.history)) == before
    for game in (g, twin):
        for _ in range(4):  # through a reshuffle of the deck
            game.apply("forage")
    assert g.state.found == twin.state.found and g.state.deck.left == twin.state.deck.left
    assert [e.faces for e in g.log] == [e.faces for e in twin.log]


def test_a_script_drives_a_game_and_says_what_it_lacks():
    g = ForagingGame(None, ScriptedChance([20, "sun", "ambush", 1, "rain"]))
    g.apply("forage")
    assert g.state.found == [(20, "sun", "ambush")]
    with pytest.raises(DiceExhausted, match=r"draw 6 was asked for: a card of the deck 'events' \(4 left\)"):
        g.apply("forage")
    assert g.state.found == [(20, "sun", "ambush")] and g.dice.used == 3  # put back as it was


def test_a_clone_draws_on_from_the_same_stream_or_its_own():
    g = ForagingGame(None, SeededDice(3))
    g.apply("forage")
    same, fresh = g.clone(), g.clone(dice=77)
    for game in (g, same, fresh):
        game.apply("forage")
    assert same.state.found == g.state.found and same.state.deck.left == g.state.deck.left
    assert fresh.state.found[0] == g.state.found[0] and fresh.state.found != g.state.found

"""A toy ruleset on the kernel, nothing of Gettysburg: "take 1 or 2
sticks"; whoever takes the last stick wins (S-WIN). At the set-up each
player rolls a secret die (S-LUCK), so the toy has dice and hidden
information too: its event tells the face to its owner only."""

from __future__ import annotations

from enum import Enum
from typing import ClassVar, NamedTuple

from gettysburg_desktop.kernel.frame import Frame
from gettysburg_desktop.kernel.gateway import Gateway
from gettysburg_desktop.kernel.ruleset import Ruleset
from gettysburg_desktop.kernel.said import said


class Side(Enum):
    A = "a"
    B = "b"

    @property
    def title(self) -> str:
        return said("Player {name}", name=self.name)


class Take(NamedTuple):
    verb: str
    args: tuple[str, ...]

    def __str__(self) -> str:
        return " ".join((self.verb, *self.args))


class State:
    def __init__(self, sticks: int) -> None:
        self.sticks, self.luck, self.stack, self.outcome, self.ply, self.dice = sticks, {}, [], None, 0, None


class Turn(Frame):
    rule = "S-TAKE"
    step = "take"

    def __init__(self, side: Side) -> None:
        self.side = side

    def prompt(self, g) -> str:
        return said("take 1 or 2 of the {n} sticks", n=g.state.sticks)

    def options(self, g) -> list[Take]:
        return [Take("take", (str(n),)) for n in (1, 2) if n <= g.state.sticks]

    def apply(self, g, action: Take) -> None:
        st, n = g.state, int(action.args[0])
        st.sticks -= n
        g.emit(
            "taken",
            said("{side} takes {n}, {left} left", side=self.side.title, n=n, left=st.sticks),
            "S-TAKE",
            side=self.side.value,
            n=n,
            pile="heap",
        )
        g.pop(self)
        if st.sticks == 0:
            st.outcome = (self.side, said("{side} took the last stick", side=self.side.title))
        else:
            g.push(Turn(Side.B if self.side is Side.A else Side.A))


class Sticks(Ruleset):
    name = "sticks"
    rules_version = 1
    rules_changes: ClassVar[dict[int, str]] = {1: "the first rules"}
    sides = (Side.A, Side.B)
    variants: ClassVar[dict[str, str]] = {"ten": "ten sticks instead of the scenario's"}
    event_kinds: ClassVar[dict[str, str]] = {
        "luck": "a player's secret die",
        "taken": "sticks taken",
        "only-choice": "a lone legal action taken",
    }
    only_choice_verbs = frozenset({"take"})
    #: where its events happen: the heap the sticks are taken from
    place_keys = ("pile",)

    def new_state(self, tables) -> State:
        return State(10 if "ten" in tables.variants else tables.scenario)

    def set_up(self, g) -> None:
        for side in self.sides:
            face = g.die()
            g.state.luck[side] = face
            g.emit_secret(
                side,
                said("{side} rolls a secret die", side=side.title),
                "luck",
                said("{side} rolls {face}", side=side.title, face=face),
                "S-LUCK",
                ("face",),
                side=side.value,
                face=face,
            )
        g.push(Turn(Side.A))

    def parse_action(self, text: str) -> Take:
        verb, *args = text.split()
        if verb != "take" or len(args) != 1:
            raise ValueError(f"{text!r}: the notation is 'take N'")
        return Take(verb, tuple(args))

    def view(self, g, side, reveal=False) -> dict:
        luck = {s.value: f for s, f in g.state.luck.items() if reveal or s is side}
        return {"sticks": g.state.sticks, "deciding": getattr(g.deciding_side(), "value", None), "luck": luck}

    def rule_reference(self, rule: str) -> tuple[str, str]:
        return {"S-TAKE": ("Taking sticks", "take"), "S-WIN": ("The last stick", "win"), "S-LUCK": ("Luck", "luck")}[
            rule
        ]

    def result(self, outcome) -> tuple[str, str]:
        winner, why = outcome
        return said("The game is over: {side} wins. {why}", side=winner.title, why=why), "S-WIN"


class SticksGame(Gateway):
    ruleset = Sticks()

"""The state of a battle: the elements on the table, the commands and what
they lost, the bound, the PIPs, who moved, the melee contacts (who made each
and when, BB-MELEE-3, decision 17), the rivers' rolls, and who won every
combat this bound (BB-ADV-3)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..field.elements import Element
from ..rules.troops import Kind
from .scenario import Scenario
from .sides import Side


@dataclass
class CommandState:
    """A command: its side, its command element, its troop elements at the start, those it has lost,
    whether demoralised (for good, BB-WIN-1) and whether its command element is lost (BB-CMD-8)."""

    id: str
    side: Side
    commander: str
    size: int
    lost: int = 0
    demoralised: bool = False
    commander_lost: bool = False


@dataclass
class Contact:
    """A front-to-front contact: the element that made it (the attacker) and the bound it was made in."""

    attacker: str
    bound: int


@dataclass
class State:
    elements: dict[str, Element]
    commands: dict[str, CommandState]
    bound: int = 0
    active: Side = Side.UNION
    attacker: Side = Side.UNION
    pips: dict[str, int] = field(default_factory=dict)
    moved: set[str] = field(default_factory=set)
    dismounted: set[str] = field(default_factory=set)
    #: the elements picked this bound and let stand after all: not picked again this bound (decision 9's "picked")
    stood: set[str] = field(default_factory=set)
    contacts: dict[frozenset[str], Contact] = field(default_factory=dict)
    rivers: dict[str, int | None] = field(default_factory=dict)
    #: BB-RIVER-2, BB-RUL-9: the torrents no element may try to cross again this bound (but at a bridge or ford)
    blocked: set[str] = field(default_factory=set)
    #: this bound's combats: element -> whether it won every one (BB-ADV-3)
    won: dict[str, bool] = field(default_factory=dict)
    gone: list[str] = field(default_factory=list)
    #: BB-CAMP-4, -5: the sides whose camp is sacked and not retaken
    sacked: set[Side] = field(default_factory=set)
    #: decision 27: the bounds the battle lasts at most (0: until an army breaks, BB-WIN-6)
    limit: int = 0
    stack: list[Any] = field(default_factory=list)
    outcome: tuple[Any, ...] | None = None
    ply: int = 0
    dice: Any = None

    def side_elements(self, side: Side) -> list[Element]:
        return [e for e in self.elements.values() if e.side == side.value]

    def troops(self, command: str) -> list[Element]:
        return [e for e in self.elements.values() if e.command == command and e.kind is not Kind.COMMAND]

    def side_commands(self, side: Side) -> list[CommandState]:
        return [c for c in self.commands.values() if c.side is side]

    def camp(self, side: Side) -> Element | None:
        return next((e for e in self.elements.values() if e.kind is Kind.CAMP and e.side == side.value), None)

    def garrison(self, camp: Element) -> list[Element]:
        """BB-CAMP-3: the elements of the camp's side standing in it."""
        return [e for e in self.elements.values() if e.side == camp.side and e.kind not in (Kind.CAMP, Kind.COMMAND)
                and float(e.shape.intersection(camp.shape).area) > 1e-6]  # fmt: skip


def new_state(scenario: Scenario) -> State:
    elements = {e.id: e for e in scenario.elements}
    commands = {}
    for cid, side, commander in scenario.commands:
        size = sum(1 for e in scenario.elements if e.command == cid and e.kind is not Kind.COMMAND)
        commands[cid] = CommandState(cid, Side(side), commander, size)
    rivers: dict[str, int | None] = {f.id: None for f in scenario.table.features if f.kind == "river"}
    return State(elements, commands, rivers=rivers)

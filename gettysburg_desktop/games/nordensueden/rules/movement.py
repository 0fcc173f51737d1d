"""The movement segment (NS-MOVE, NS-JUMP, NS-SEA, NS-FORT): the march roll,
then marches, sea moves and landings until the player ends it.

Actions: ``roll`` (NS-MOVE-1; none in game turn 1, NS-MOVE-2), ``march BOX``
(a march activates a box, NS-MOVE-3: it is spent at once), inside a march
``move UNIT PATH`` / ``fortify UNIT`` / ``end-march``; ``sea UNIT PORT``
and ``land UNIT PORT`` (each one march, NS-SEA-1, NS-SEA-4);
``end-movement``."""

from __future__ import annotations

import itertools

from gettysburg_desktop.kernel.frame import Frame
from gettysburg_desktop.kernel.said import said

from .actions import Action, act, path_of, path_text
from .board import NSBoard
from .boxmap import LinkKind
from .fortification import fortify, why_not_fortify
from .marches import paths
from .sea import why_not_land, why_not_sea
from .sides import Side
from .state import Unit
from .tables import FIRST_TURN_MARCHES, LANDING_ROLL, marches_of_roll

TWO_MARCHES = said("{unit} has taken part in two marches this player turn (NS-MOVE-7)")
STOPPED = said("{unit} entered a box holding enemy units and must stay there this player turn (NS-MOVE-8)")
BY_SEA = said("{unit} moved by sea this player turn and makes no other move (NS-SEA-2)")
NO_MARCHES = said("no marches are left (NS-MOVE-1)")


def why_unit_cannot_march(unit: Unit) -> str | None:
    """NS-MOVE-7, NS-MOVE-8: whether the unit may take part in another march at all."""
    if unit.marches >= 2:
        return said(TWO_MARCHES.template, unit=unit.id)
    if unit.stopped:
        return said(STOPPED.template, unit=unit.id)
    return None


def unit_moves(g: NSBoard, unit: Unit) -> list[Action]:
    """The ``move`` and ``fortify`` actions of ``unit`` in a march from its box."""
    if why_unit_cannot_march(unit):
        return []
    out = []
    if not unit.by_sea:
        out = [act("move", unit.id, path_text(p)) for p in paths(g, unit)]
    if why_not_fortify(g, unit) is None:
        out.append(act("fortify", unit.id))
    return out


def can_act(g: NSBoard, unit: Unit) -> bool:
    """Whether ``unit`` can move or fortify in a march now (``unit_moves``
    is not empty), without listing the paths: a unit that may march and did
    not move by sea can always go one box along a line open to its side."""
    if why_unit_cannot_march(unit):
        return False
    if not unit.by_sea and any(link.open_to(unit.side) for link in g.map.links_at(unit.box)):
        return True
    return why_not_fortify(g, unit) is None


def sea_moves(g: NSBoard, side: Side) -> list[Action]:
    """Every ``sea`` and ``land`` action (NS-SEA)."""
    if side is not Side.USA:
        return []
    ports = [b.id for b in g.map.ports()]
    out = []
    for unit in g.on_map(side):
        if why_unit_cannot_march(unit) or unit.moved or unit.by_sea or not g.map.box[unit.box].port:
            continue
        for port in ports:
            if why_not_sea(g, unit, port) is None:
                out.append(act("sea", unit.id, port))
            if why_not_land(g, unit, port) is None:
                out.append(act("land", unit.id, port))
    return out


class Movement(Frame):
    """NS-MOVE-1..3: the phasing side's movement segment."""

    rule = "NS-MOVE-1"
    step = "movement"
    auto_single = True

    def __init__(self, side: Side) -> None:
        self.side = side
        self.rolled = False

    def step_name(self, g: NSBoard) -> str:
        return "movement" if self.rolled else "march-roll"

    def rule_now(self, g: NSBoard) -> str:
        return "NS-MOVE-3" if self.rolled else "NS-MOVE-1"

    def asks(self, g: NSBoard, action: Action) -> bool:
        return action.verb == "roll"

    def run(self, g: NSBoard) -> bool:
        st = g.state
        st.segment = "movement"
        if not self.rolled and st.turn == 1:
            self.rolled = True  # NS-MOVE-2: no roll in the first game turn
            st.marches_left = FIRST_TURN_MARCHES
            g.tell(
                "marches",
                said("{side}: {n} marches in the first game turn, no roll", side=self.side.title, n=FIRST_TURN_MARCHES),
                "NS-MOVE-2",
                side=self.side.value,
                marches=FIRST_TURN_MARCHES,
            )
        if self.rolled and st.marches_left <= 0:
            self.finish(g)
            return False
        return True

    def options(self, g: NSBoard) -> list[Action]:
        if not self.rolled:
            return [act("roll")]
        out = [act("end-movement")]
        if g.state.marches_left <= 0:
            return out
        boxes = sorted({u.box for u in g.on_map(self.side) if can_act(g, u)})
        out.extend(act("march", b) for b in boxes)
        out.extend(sea_moves(g, self.side))
        return out

    def prompt(self, g: NSBoard) -> str:
        if not self.rolled:
            return said("roll for your marches (NS-MOVE-1)")
        n = g.state.marches_left
        if self.side is not Side.USA:  # only the Union moves by sea (NS-SEA-1)
            if n == 1:
                return said("1 march left: start a march from a box, or end the movement (NS-MOVE-3)")
            return said("{n} marches left: start a march from a box, or end the movement (NS-MOVE-3)", n=n)
        if n == 1:
            return said("1 march left: start a march from a box, move by sea, or end the movement (NS-MOVE-3)")
        return said("{n} marches left: start a march from a box, move by sea, or end the movement (NS-MOVE-3)", n=n)

    def apply(self, g: NSBoard, action: Action) -> None:
        st = g.state
        verb = action.verb
        if verb == "roll":
            face = g.roll("NS-MOVE-1", self.side, said("marches"))
            self.rolled = True
            st.march_roll = face
            st.marches_left = marches_of_roll(face)
            st.landing = self.side is Side.USA and face == LANDING_ROLL
            g.tell(
                "marches",
                said("{side}: {n} marches", side=self.side.title, n=st.marches_left),
                "NS-MOVE-1",
                side=self.side.value,
                marches=st.marches_left,
            )
            if st.landing:
                g.tell("landing", said("the Union may make a sea landing this player turn"), "NS-SEA-3", side="usa")
        elif verb == "end-movement":
            if st.marches_left > 0:
                g.tell(
                    "marches-lost",
                    said("{side} ends the movement; 1 march is lost", side=self.side.title)
                    if st.marches_left == 1
                    else said(
                        "{side} ends the movement; {n} marches are lost", side=self.side.title, n=st.marches_left
                    ),
                    "NS-MOVE-7",
                    side=self.side.value,
                )
            self.finish(g)
        elif verb == "march":
            st.marches_left -= 1
            box = action.args[0]
            g.tell(
                "march",
                said("{side} marches from {box} (1 march left)", side=self.side.title, box=g.box_name(box))
                if st.marches_left == 1
                else said(
                    "{side} marches from {box} ({n} marches left)",
                    side=self.side.title,
                    box=g.box_name(box),
                    n=st.marches_left,
                ),
                "NS-MOVE-3",
                side=self.side.value,
                box=box,
            )
            g.push(March(self.side, box))
        elif verb in ("sea", "land"):
            st.marches_left -= 1
            sea_move(g, g.unit(action.args[0]), action.args[1], landing=verb == "land")
        else:  # pragma: no cover - the legal list holds nothing else
            raise ValueError(action)

    def finish(self, g: NSBoard) -> None:
        g.state.marches_left = 0
        g.state.landing = False
        g.pop(self)


class March(Frame):
    """NS-MOVE-3: one march from ``box``: chosen units move or fortify, each
    once. The march is spent when it starts; it ends when the player says
    so or no unit of the box can do anything more."""

    rule = "NS-MOVE-3"
    step = "march"
    auto_single = False  # a lone move is never made for the player

    def __init__(self, side: Side, box: str) -> None:
        self.side = side
        self.box = box
        self.acted: list[str] = []

    def _units(self, g: NSBoard) -> list[Unit]:
        return [u for u in g.units_in(self.box, self.side) if u.id not in self.acted]

    def run(self, g: NSBoard) -> bool:
        if self.acted and not any(can_act(g, u) for u in self._units(g)):
            g.pop(self)
            return False
        return True

    def options(self, g: NSBoard) -> list[Action]:
        out = [a for u in self._units(g) for a in unit_moves(g, u)]
        if self.acted:
            out.append(act("end-march"))
        return out

    def prompt(self, g: NSBoard) -> str:
        if not self.acted:  # a march once begun needs a unit to act (found playing: a pick put back left no button)
            return said(
                "march from {box}: move or fortify at least one of its units, one action each (NS-MOVE-3); "
                "Ctrl+Z takes the march back",
                box=g.box_name(self.box),
            )
        return said(
            "march from {box}: move or fortify its units, one action each (NS-MOVE-3)", box=g.box_name(self.box)
        )

    def apply(self, g: NSBoard, action: Action) -> None:
        if action.verb == "end-march":
            g.pop(self)
            return
        unit = g.unit(action.args[0])
        self.acted.append(unit.id)
        unit.marches += 1
        if action.verb == "fortify":
            fortify(g, unit)
        else:
            move_along(g, unit, path_of(action.args[1]))


def move_along(g: NSBoard, unit: Unit, boxes: tuple[str, ...]) -> None:
    """The unit moves along a legal path (marches.py): a jump, a crossing, a stop."""
    path = paths(g, unit)[boxes]
    start = unit.box
    dest = boxes[-1]
    if g.events_on:  # told before the move's consequences (a cavalry hold left behind, NS-OCC-3)
        names = " > ".join(g.box_name(b) for b in boxes)
        if path.jump:
            text = said(
                "{unit} jumps past {through}: {path}", unit=g.unit_words(unit), through=g.box_name(boxes[1]), path=names
            )
            rule = "NS-JUMP-1" if unit.kind.cavalry and not path_is_river(g, boxes) else "NS-JUMP-2"
        elif path.stops:
            text = said("{unit} moves {path} and stops: enemy units are there", unit=g.unit_words(unit), path=names)
            rule = "NS-MOVE-8"
        else:
            text = said("{unit} moves {path}", unit=g.unit_words(unit), path=names)
            rule = "NS-MOVE-4"
        g.tell("moved", text, rule, unit=unit.id, origin=start, dest=dest, path=boxes, crossed=path.crossed)
    g.move_unit(unit, dest)
    unit.moved = True
    unit.entered_from = boxes[-2]
    unit.been = (*unit.been, *boxes[:-1])
    unit.crossed = path.crossed
    if path.jump:
        unit.jumped = True
    if path.stops:
        unit.stopped = True


def path_is_river(g: NSBoard, boxes: tuple[str, ...]) -> bool:
    return all(
        any(link.kind is LinkKind.RIVER for link in g.map.links_between(a, b)) for a, b in itertools.pairwise(boxes)
    )


def sea_move(g: NSBoard, unit: Unit, port: str, *, landing: bool) -> None:
    """NS-SEA-2, NS-SEA-4: one march, straight to the port; a landing counts as crossing a river."""
    st = g.state
    start = unit.box
    unit.marches += 1
    g.move_unit(unit, port)
    unit.moved = unit.by_sea = True
    unit.entered_from = None
    unit.been = (*unit.been, start)
    if landing:
        st.landing_port = port
        unit.crossed = True
        if g.enemy_in(port, unit.side):
            unit.stopped = True
        g.tell(
            "landed",
            said("{unit} lands in {box} from the sea", unit=g.unit_words(unit), box=g.box_name(port)),
            "NS-SEA-4",
            unit=unit.id,
            origin=start,
            dest=port,
        )
    else:
        g.tell(
            "sea-move",
            said(
                "{unit} moves by sea from {origin} to {box}",
                unit=g.unit_words(unit),
                origin=g.box_name(start),
                box=g.box_name(port),
            ),
            "NS-SEA-2",
            unit=unit.id,
            origin=start,
            dest=port,
        )

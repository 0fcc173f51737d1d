"""The set-up's deployment (FL-SETUP-3): where the battle file put them is
where the units start; a battle that lets the players deploy
(``Scenario.deploy``) asks each side in turn, the first player's opponent
first, to place its units anywhere in its deployment zone, each by its
front's middle and facing (a block or a line) or its models' centre and
facing (loose models), on no other unit's bases, before the orders are
written. The window drags them there; ``check_place`` is the one check.

The deployment is hidden **[interpretation]** (FL-SETUP-3 "Deployment may
also be hidden"; issue 24's "hidden set-up behind the curtain"): while it is
under way each side sees only its own units, the other side reads only
"North places Landwehr", and the record's public form hides the place;
when both have deployed the battle begins with everything in sight. A
computer's sampled world puts the other side's units back where the battle
file set them. (The rules' fuller reading, units unseen until sighted, is
hidden movement's, FL-MOVE-8, not played.) A unit may be held in reserve
instead (reserves.py, FL-SETUP-4); dragged onto the table again it is set
up after all."""

from __future__ import annotations

import math
from dataclasses import replace
from typing import Any

import shapely

from gettysburg_desktop.boards.table.bases import EPS, Pose
from gettysburg_desktop.kernel.frame import Frame
from gettysburg_desktop.kernel.said import said

from ..field.bodies import ground
from ..rules.formation import Formation
from ..rules.units import Body, Loose
from .actions import Action, act
from .reserves import bring_back, hold_back, reserve_verdict
from .sides import Side


def zone(g: Any, side: Side) -> Any:
    """A side's deployment zone: the band along its edge as deep as the battle's zones (FL-SETUP-3, FL-FIELD-1/2)."""
    table, depth = g.table, g.tables.scenario.zone
    y0, y1 = (0.0, depth) if side is Side.SOUTH else (table.depth - depth, table.depth)
    return shapely.box(0.0, y0, table.width, y1)


def placed(body: Body, x: float, y: float, facing: float) -> Body:
    """The body set down with its front's middle (loose models: their centre) at (x, y), facing ``facing``."""
    if isinstance(body, Formation):
        return replace(body, front=Pose(x, y, facing % 360))
    (cx, cy) = body.centre
    turn = math.radians((facing - body.poses[0].facing) % 360)
    c, s = math.cos(turn), math.sin(turn)
    poses = tuple(
        Pose(x + (p.x - cx) * c - (p.y - cy) * s, y + (p.x - cx) * s + (p.y - cy) * c, facing % 360) for p in body.poses
    )
    return Loose(poses, body.base)


def check_place(g: Any, side: Side, action: Action) -> tuple[Body | None, str]:
    """Where ``deploy U X Y FACING`` sets the unit down, or why it may not (FL-SETUP-3)."""
    uid = action.args[0]
    unit = g.state.units.get(uid) or (r.unit if (r := g.state.reserves.get(uid)) else None)
    if unit is None or unit.side != side.value:
        return None, said("{unit} is not a unit of {side}", unit=uid, side=side.title)
    try:
        x, y, facing = (float(w) for w in action.args[1:4])
    except ValueError:
        return None, said("{words}: a place is X Y FACING, numbers", words=" ".join(action.args[1:]))
    body = placed(unit.body, x, y, facing)
    shape = ground(body)
    if not zone(g, side).buffer(EPS).covers(shape):
        return None, said("{unit} must stand wholly in the {side}'s deployment zone (FL-SETUP-3)", unit=unit.name,
                          side=side.title)  # fmt: skip
    for other in g.state.units.values():
        if other.id != uid and float(ground(other.body).intersection(shape).area) > EPS:
            return None, said("{unit} would stand on the bases of {other} (FL-SETUP-3)", unit=unit.name,
                              other=other.name)  # fmt: skip
    return body, ""


class Deployment(Frame):
    """FL-SETUP-3: a side places its units in its deployment zone, or ends its deployment."""

    rule = "FL-SETUP-3"
    step = "deployment"
    #: its one listed action (the end) is still asked: the units are placed by drags the list cannot hold
    auto_single = False

    def __init__(self, side: Side) -> None:
        self.side = side
        self.ended = False

    def run(self, g: Any) -> bool:
        if self.ended:
            g.pop(self)
            return False
        return True

    def options(self, g: Any) -> list[Action]:
        return [act("end-deployment")]

    def prompt(self, g: Any) -> str:
        return said(
            "drag your units where they start in your deployment zone, or click one to hold it in reserve "
            "(FL-SETUP-4); then end the deployment (FL-SETUP-3)"
        )

    def apply(self, g: Any, action: Action) -> None:
        if action.verb == "end-deployment":
            self.ended = True
            g.emit("deployed", said("{side} has deployed", side=self.side.title), "FL-SETUP-3", side=self.side.value)
            return
        if action.verb == "reserve":
            uid, rnd, sector = action.args
            why = reserve_verdict(g, self.side, uid, rnd, sector)
            if why:  # pragma: no cover - the gateway checks first
                raise ValueError(why)
            hold_back(g, self.side, uid, int(rnd), sector)
            return
        body, why = check_place(g, self.side, action)
        if body is None:  # pragma: no cover - the gateway checks first
            raise ValueError(why)
        unit = g.state.units[action.args[0]] if action.args[0] in g.state.units else bring_back(g, action.args[0])
        unit.body = body
        g.emit_secret(self.side, said("{side} places {unit}", side=self.side.title, unit=unit.name), "deploy",
                      said("{unit} is placed at {x}, {y}", unit=unit.name, x=action.args[1], y=action.args[2]),
                      "FL-SETUP-3", ("place",), unit=unit.id, place=" ".join(action.args[1:4]))  # fmt: skip


def deploying(g: Any) -> bool:
    """The hidden deployment is under way (FL-SETUP-3): neither side sees where the other sets up
    until both have; the battle then begins with every unit in sight."""
    return any(isinstance(f, Deployment) for f in g.state.stack)

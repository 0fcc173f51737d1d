"""An army laid out in its deployment zone when no battle file says where
each line stands: the set-up the players then change by drags (FL-SETUP-3,
``deploy: true``). Used for the match-ups New game offers between the
shipped armies (battles.py).

**[interpretation]** (the text leaves the placing to the players): the
lines stand in the army's order in rows across the zone, left to right,
from its front edge back, an inch apart and an inch from the table's
edges; a unit that forms up stands as a block six files wide when it has
twelve models or fewer, else as a line of two ranks (a zone is shallow:
8" on a 48" table, FL-FIELD-2), anything else with its models side by
side half an inch apart; everyone faces the enemy's edge. A place whose ground would
stand in terrain impassable to the line (a river for a gun, T1) is passed
over for the next one along the row.
"""

from __future__ import annotations

import shapely

from gettysburg_desktop.boards.table.bases import EPS, Pose
from gettysburg_desktop.boards.table.table import Table

from .field.bodies import ground
from .game.scenario import Deployed
from .game.state import deploy
from .rules.army import Army
from .rules.formation import Order
from .rules.tables import IMPASSABLE, TERRAIN
from .rules.units import base_of, forms_up, profile
from .zones import zone_depth

#: between two lines, and from the table's edges (inches)
GAP = 1.0
#: between two models of a line that does not form up (inches)
SPACING = 0.5
#: the widest block laid out (files); a larger unit stands in a line of two ranks
FILES = 6


class NoRoom(ValueError):
    """The army does not fit its zone."""


def lay_out(table: Table, side: str, army: Army) -> tuple[Deployed, ...]:
    """Every line of ``army`` on ``side``'s zone (see the module); ids ``S1``, ``S2`` ... as a battle
    file's. NoRoom names the first line that finds no place."""
    depth = zone_depth(table)
    south = side == "south"
    facing = 90.0 if south else 270.0
    front = depth if south else table.depth - depth  # the zone's edge toward the enemy
    inward = -1.0 if south else 1.0  # from the front edge into the zone
    zone = shapely.box(0.0, 0.0 if south else front, table.width, depth if south else table.depth).buffer(EPS)
    placed: list[shapely.Geometry] = []
    out: list[Deployed] = []
    x, row_front, row_depth = GAP, front + inward * 0.0, 0.0
    for i, line in enumerate(army.units):
        uid = f"{side[0].upper()}{i + 1}"
        name = line.name or line.kind
        size = base_of(line.kind)
        if forms_up(line.kind):
            files = _files(line.models)
            ranks = -(-line.models // files)
            width, deep = files * size.width, ranks * size.depth
        else:
            width, deep = line.models * size.width + (line.models - 1) * SPACING, size.depth
        while True:
            if x + width > table.width - GAP + EPS:  # the row is full: the next one behind it
                x, row_front, row_depth = GAP, row_front + inward * (row_depth + GAP), 0.0
            dep = _line_at(uid, side, line, name, size, x, width, row_front, inward, facing)
            shape = ground(deploy(dep).body)
            if not zone.covers(shape):
                raise NoRoom(f"{army.name}: {name} finds no room in the {side}'s deployment zone (FL-SETUP-3)")
            if _standable(table, line.kind, shape) and not any(shape.intersects(p) for p in placed):
                break
            x += GAP
        placed.append(shape.buffer(GAP / 2))
        out.append(dep)
        x += width + GAP
        row_depth = max(row_depth, deep)
    return tuple(out)


def _line_at(uid, side, line, name, size, x, width, row_front, inward, facing) -> Deployed:  # noqa: ANN001
    middle = x + width / 2
    if forms_up(line.kind):
        files = _files(line.models)
        order = Order.BLOCK if files == min(FILES, line.models) else Order.LINE
        return Deployed(uid, side, line.kind, name, line.models, order, files, Pose(middle, row_front, facing),
                        specialists=line.specialists)  # fmt: skip
    y = row_front + inward * size.depth / 2
    poses = tuple(Pose(x + size.width / 2 + k * (size.width + SPACING), y, facing) for k in range(line.models))
    return Deployed(uid, side, line.kind, name, line.models, poses=poses, specialists=line.specialists)


def _files(models: int) -> int:
    """Six files for a unit of twelve or fewer (fewer models: one rank), else two ranks."""
    return min(FILES, models) if models <= 2 * FILES else -(-models // 2)


def _standable(table: Table, kind: str, shape: shapely.Geometry) -> bool:
    """No terrain the line may not enter under it (T1's impassable)."""
    column = profile(kind).column
    return not any(
        TERRAIN.get(f.kind, {}).get(column, 0) is IMPASSABLE and float(f.area.intersection(shape).area) > EPS
        for f in table.features
    )

"""A battle: its table (millimetres) and both armies as they stand after
the set-up, each element with its command and each command with its
command element (BB-ARMY-6, BB-CMD-1, BB-SETUP-5). ``from_armies`` lays two
army files out on a table (each command in lines within 150 mm, 600 paces,
of its base edge); battles.py's ``standard`` is the program's first battle."""

from __future__ import annotations

from dataclasses import dataclass

from gettysburg_desktop.boards.table.bases import Pose
from gettysburg_desktop.boards.table.table import Table

from ..field.elements import Element, size_of
from ..field.terrain import IMPASSABLE
from ..rules.army import Army
from ..rules.troops import Kind
from .sides import Side


@dataclass(frozen=True)
class Scenario:
    id: str
    name: str
    table: Table
    elements: tuple[Element, ...]
    #: command id -> its side and its command element's id
    commands: tuple[tuple[str, str, str], ...]
    periods: tuple[str, str] = ("early", "early")


def _command(side: Side, name: str, x0: float, width: float, kinds: list[Kind], depth: float) -> list[Element]:
    """A command in two or three lines across ``width`` from ``x0``: foot in front, guns and horse behind,
    its commander behind them (BB-SETUP-5: all within 150 mm of the base edge)."""
    kinds = sorted(kinds, key=lambda k: (k is Kind.ARTILLERY, k is Kind.CAVALRY, k.value))
    per_row = max(1, min(len(kinds), int(width // 40)))
    sign = 1.0 if side is Side.UNION else -1.0
    edge = 0.0 if side is Side.UNION else depth
    out = []
    for k, kind in enumerate(kinds):
        row, col = divmod(k, per_row)
        size = size_of(kind)
        x = x0 + 20 + 40 * col
        front = edge + sign * (140.0 - 45.0 * row)
        out.append(
            Element(f"{name}-{k + 1}", side.value, kind, Pose(x, front - sign * size.depth / 2, side.facing), name)
        )
    out.append(Element(f"{name}-K", side.value, Kind.COMMAND, Pose(x0 + min(width, 40 * per_row) / 2, edge + sign * 20.0,
                                                                   side.facing), name))  # fmt: skip
    return out


def _open_width(table: Table) -> tuple[float, float]:
    """From where to where across the table the armies deploy: the table's width less a waterway along a
    short edge (BB-FIELD-8: impassable, the table's full depth), 10 mm clear of the edges."""
    lo, hi = 0.0, table.width
    for f in table.features:
        if f.kind in IMPASSABLE:
            x1, _y1, x2, _y2 = f.area.bounds
            if x1 <= 1e-6:
                lo = max(lo, x2)
            elif x2 >= table.width - 1e-6:
                hi = min(hi, x1)
    return lo + 10.0, hi - 10.0


def from_armies(table: Table, union: Army, confederate: Army, sid: str = "", name: str = "") -> Scenario:
    """Both armies laid out in their commands across the table, each within 150 mm of its base edge
    (BB-SETUP-5), the commands side by side, their widths by their sizes, clear of a waterway."""
    elements: list[Element] = []
    commands = []
    lo, hi = _open_width(table)
    for side, army in ((Side.UNION, union), (Side.CONFEDERATE, confederate)):
        total = sum(c.size for c in army.commands)
        x = lo
        for n, plan in enumerate(army.commands):
            cid = f"{'U' if side is Side.UNION else 'C'}{n + 1}"
            width = (hi - lo) * plan.size / total
            kinds = [k for k, count in plan.counts for _ in range(count)]
            elements += _command(side, cid, x, width, kinds, table.depth)
            commands.append((cid, side.value, f"{cid}-K"))
            x += width
        # BB-CAMP-1, BB-ARMY-7: one camp a side, 40 x 40 mm touching its base edge, where no terrain is
        edge = 20.0 if side is Side.UNION else table.depth - 20.0
        spots = [Pose(x, edge, side.facing) for x in range(int(lo) + 50, int(hi) - 30, 40)]
        spot = next((p for p in spots if not table.features_under(Element("camp", side.value, Kind.CAMP, p).shape)),
                    spots[0])  # fmt: skip
        elements.append(Element(f"{'U' if side is Side.UNION else 'C'}-camp", side.value, Kind.CAMP, spot))
    return Scenario(sid or table.id, name or table.name, table, tuple(elements), tuple(commands),
                    (union.period, confederate.period))  # fmt: skip

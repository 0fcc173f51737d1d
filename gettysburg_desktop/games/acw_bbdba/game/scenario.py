"""A battle: its table (millimetres) and both armies as they stand after
the set-up, each element with its command and each command with its
command element (BB-ARMY-6, BB-CMD-1, BB-SETUP-5). ``standard`` builds the
program's first battle from each list's default contingents (decision 28):
three commands of twelve a side, in two lines within 150 mm (600 paces) of
the base edge, on a table with a wood, a hill with its crest, a village and
a road."""

from __future__ import annotations

from dataclasses import dataclass

from gettysburg_desktop.boards.table.bases import Pose
from gettysburg_desktop.boards.table.table import Feature, Table

from ..field.elements import Element, size_of
from ..rules.army import DEFAULTS
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


def _command(side: Side, name: str, x0: float, contingent: dict[Kind, int]) -> list[Element]:
    """A command of twelve: eight in the front line side by side, four behind, its commander behind them."""
    kinds = [k for k, n in sorted(contingent.items(), key=lambda kv: kv[0].value) for _ in range(n)]
    kinds.sort(key=lambda k: (k is Kind.ARTILLERY, k is Kind.CAVALRY))  # foot in front, guns and horse behind
    sign = 1.0 if side is Side.UNION else -1.0
    edge = 0.0 if side is Side.UNION else 600.0
    out = []
    for k, kind in enumerate(kinds):
        row, col = divmod(k, 8)
        size = size_of(kind)
        x = x0 + 20 + 40 * col
        front = edge + sign * (130.0 - 55.0 * row)
        centre = front - sign * size.depth / 2
        out.append(Element(f"{name}-{k + 1}", side.value, kind, Pose(x, centre, side.facing), name))
    out.append(Element(f"{name}-K", side.value, Kind.COMMAND, Pose(x0 + 160, edge + sign * 30.0, side.facing), name))
    return out


def standard(periods: tuple[str, str] = ("early", "early")) -> Scenario:
    """The first battle (module doc); ``periods``: the Union's and the Confederates' lists."""
    features = (
        Feature("wood", "wood", ((150, 260), (260, 250), (280, 330), (170, 350)), name="Bloody Wood"),
        Feature("hill", "gentle hill", ((760, 240), (920, 230), (940, 360), (770, 370)), name="Seminary Ridge"),
        Feature("crest", "crest", line=((790, 300), (910, 295))),
        Feature("village", "bua", ((560, 290), (640, 290), (640, 340), (560, 340)), name="Cashtown"),
        Feature("road", "road", line=((600, 0), (600, 600)), width=12, name="Pike"),
    )
    table = Table(1200, 600, features, id="standard", name="Meeting engagement", unit="mm")
    elements: list[Element] = []
    commands = []
    for side, period in ((Side.UNION, periods[0]), (Side.CONFEDERATE, periods[1])):
        contingent = DEFAULTS[(side.value, period)]
        for n, x0 in enumerate((20.0, 420.0, 820.0)):
            name = f"{'U' if side is Side.UNION else 'C'}{n + 1}"
            elements += _command(side, name, x0 - 20, contingent)
            commands.append((name, side.value, f"{name}-K"))
    return Scenario("standard", "Meeting engagement", table, tuple(elements), tuple(commands), periods)

"""The battlefield (BB-FIELD, decision 29): what a table must hold to be one,
and a generator that lays terrain by those rules from a seed.

The checks: every area feature (hills, woods, marshes, rough ground, BUAs)
nowhere narrower than 1 BW (its polygon shrunk by 19.9 mm and grown back
is itself within 1 mm) and within a rectangle whose length and width
together are at most 9 BW (360 mm; its least rotated rectangle); area
features at least 1 BW apart (BB-FIELD-6; the waterway exempt, roads and
rivers too where they meet); a river 40 to 50 mm wide running from a table
edge to the opposite one or into a BUA or the waterway; a road likewise; a
waterway along one short edge, 100 to 200 mm in from it, the table's full
depth (BB-FIELD-5, -7, -8; the ruling BB-RUL-5: the stricter reading).

The generator (decision 29 **[from DBA, low]**): in each 600 x 600 mm half,
3 to 5 features, at most one BUA; a road edge to edge through the table
half of the time, a river edge to edge a third of the time (never in the
same half as the waterway), a waterway one time in six; features laid at
random places and sizes and kept only where every check holds.
"""

from __future__ import annotations

import itertools
import math
import random

import shapely
from shapely.geometry import Polygon
from shapely.geometry.base import BaseGeometry

from gettysburg_desktop.boards.table.table import Feature, Table
from gettysburg_desktop.kernel.said import Said, said

from ..rules.scale import BASE_WIDTH, mm
from .terrain import CREST_WIDTH

AREA_KINDS = ("gentle hill", "steep hill", "wood", "marsh", "rough", "bua")
BW = mm(BASE_WIDTH)  # 40 mm
#: BB-FIELD-5: length and width together at most 9 BW
MOST_EXTENT = 9 * BW
#: BB-FIELD-7: a river's width, at least 1 BW (BB-FIELD-5's minimum, applied) and at most 200 paces
RIVER_WIDTH = (BW, mm(200))
#: BB-FIELD-8: a waterway's depth in from its short edge
WATERWAY_DEPTH = (mm(400), mm(800))


def _narrowest_ok(area: BaseGeometry) -> bool:
    """Decision 29: shrunk by 19.9 mm and grown back, the shape is itself within 1 mm (so 40 mm wide passes)."""
    opened = area.buffer(-19.9, join_style="mitre").buffer(19.9, join_style="mitre")
    return float(area.symmetric_difference(opened).area) <= 1.0 * max(1.0, area.length)


def _extent(area: BaseGeometry) -> float:
    """Length plus width of the least rotated rectangle round the shape."""
    box = shapely.minimum_rotated_rectangle(area)
    xs = list(box.exterior.coords) if isinstance(box, Polygon) else [(0.0, 0.0)]
    sides = [math.dist(a, b) for a, b in itertools.pairwise(xs)][:2]
    return sum(sides)


def _edge_to_edge(table: Table, f: Feature, ends_in: list[BaseGeometry]) -> bool:
    """A line feature from a table edge to the opposite one, or ending in a BUA or the waterway."""
    (x0, y0), (x1, y1) = f.line[0], f.line[-1]

    def at_edge(x: float, y: float) -> str:
        if x <= 1e-6:
            return "W"
        if x >= table.width - 1e-6:
            return "E"
        if y <= 1e-6:
            return "S"
        if y >= table.depth - 1e-6:
            return "N"
        return ""

    a, b = at_edge(x0, y0), at_edge(x1, y1)
    opposite = {a, b} in ({"W", "E"}, {"N", "S"})
    ends = [shapely.Point(p) for p in (f.line[0], f.line[-1])]
    into = sum(1 for p in ends if any(g.covers(p) for g in ends_in))
    return opposite or (bool(a or b) and into >= 1) or into == 2


def terrain_problems(table: Table) -> list[str]:
    """What keeps ``table`` from being a battlefield of this game (module doc), each naming the feature."""
    return [f"{fid}: {what}" for fid, what in terrain_findings(table)]


def terrain_findings(table: Table) -> list[tuple[str, Said]]:
    """``terrain_problems`` as (the feature's id, what is wrong with it), for the table editor."""
    out: list[tuple[str, Said]] = []
    areas = [f for f in table.features if f.kind in AREA_KINDS]
    for f in areas:
        if not _narrowest_ok(f.area):
            out.append((f.id, said("narrower than a base width (40 mm) somewhere (BB-FIELD-5)")))
        extent = _extent(f.area)
        if extent > MOST_EXTENT + 1e-6:
            out.append(
                (f.id, said("length and width together {mm} mm, more than 360 (BB-FIELD-5)", mm=f"{extent:.0f}"))
            )
    for k, a in enumerate(areas):
        for b in areas[k + 1 :]:
            gap = float(a.area.distance(b.area))
            if gap < BW - 1e-6:
                out.append(
                    (
                        a.id,
                        said("{mm} mm from {other}, less than a base width (BB-FIELD-6)", mm=f"{gap:.0f}", other=b.id),
                    )
                )
    waterways = [f for f in table.features if f.kind == "waterway"]
    for w in waterways:
        x1, y1, x2, y2 = w.area.bounds
        along = (x1 <= 1e-6 or x2 >= table.width - 1e-6) and y1 <= 1e-6 and y2 >= table.depth - 1e-6
        depth = x2 - x1
        if not along or not WATERWAY_DEPTH[0] - 1e-6 <= depth <= WATERWAY_DEPTH[1] + 1e-6:
            out.append(
                (w.id, said("a waterway lies along a short edge, the table's full depth, 100-200 mm in (BB-FIELD-8)"))
            )
    ends_in = [f.area for f in table.features if f.kind in ("bua", "waterway")]
    for f in table.features:
        if f.kind == "river" and not RIVER_WIDTH[0] - 1e-6 <= f.width <= RIVER_WIDTH[1] + 1e-6:
            out.append((f.id, said("a river {mm} mm wide, not 40-50 (BB-FIELD-5, -7)", mm=f"{f.width:.0f}")))
        if f.kind in ("river", "road") and f.line and not _edge_to_edge(table, f, ends_in):
            out.append(
                (
                    f.id,
                    said(
                        "a {kind} runs from a table edge to the opposite one, or into a BUA or the waterway (BB-FIELD-7)",
                        kind=said(f.kind),
                    ),
                )
            )
    return out


def _blob(rng: random.Random, cx: float, cy: float) -> tuple[tuple[float, float], ...]:
    """A rounded polygon of 6 to 9 corners about (cx, cy), 60 to 150 mm across."""
    n = rng.randint(6, 9)
    rx, ry = rng.uniform(35, 75), rng.uniform(35, 75)
    turn = rng.uniform(0, math.pi)
    pts = []
    for k in range(n):
        a = 2 * math.pi * k / n
        r = rng.uniform(0.85, 1.0)
        x, y = rx * r * math.cos(a), ry * r * math.sin(a)
        pts.append((round(cx + x * math.cos(turn) - y * math.sin(turn), 1),
                    round(cy + x * math.sin(turn) + y * math.cos(turn), 1)))  # fmt: skip
    return tuple(pts)


def generate(seed: int, width: float = 1200.0, depth: float = 600.0) -> Table:
    """A battlefield laid by the rules from ``seed`` (module doc); the same seed, the same table."""
    rng = random.Random(seed)
    for _attempt in range(200):
        features: list[Feature] = []
        waterway_half = rng.randrange(2) if rng.random() < 1 / 6 else None
        if waterway_half is not None:
            d = round(rng.uniform(*WATERWAY_DEPTH), 1)
            x0 = 0.0 if waterway_half == 0 else width - d
            features.append(Feature("waterway", "waterway", ((x0, 0), (x0 + d, 0), (x0 + d, depth), (x0, depth)),
                                    name="Waterway"))  # fmt: skip
        if rng.random() < 0.5:
            x = round(rng.uniform(200, width - 200), 1)
            features.append(Feature("road", "road", line=((x, 0.0), (round(x + rng.uniform(-150, 150), 1), depth)),
                                    width=12, name="Road"))  # fmt: skip
        if rng.random() < 1 / 3:
            y = round(rng.uniform(220, depth - 220), 1)
            x_from = 0.0 if waterway_half != 0 else features[0].area.bounds[2]
            x_to = width if waterway_half != 1 else features[0].area.bounds[0]
            features.append(Feature("river", "river", line=((x_from, y), (x_to, round(y + rng.uniform(-60, 60), 1))),
                                    width=round(rng.uniform(*RIVER_WIDTH), 1), name="River"))  # fmt: skip
        for half in (0, 1):
            wanted = rng.randint(3, 5)
            bua = False
            for _try in range(60):
                if (
                    sum(1 for f in features if f.kind in AREA_KINDS and (f.area.centroid.x >= width / 2) == bool(half))
                    >= wanted
                ):
                    break
                kind = rng.choice([k for k in AREA_KINDS if k != "bua" or not bua])
                cx = rng.uniform(half * width / 2 + 90, (half + 1) * width / 2 - 90)
                cy = rng.uniform(170, depth - 170)  # clear of the deployment zones' depth, mostly
                fid = f"{kind.split()[-1]}{len(features) + 1}"
                f = Feature(fid, kind, _blob(rng, cx, cy))
                extra = [f]
                if kind in ("gentle hill", "steep hill"):
                    c = f.area.centroid
                    extra.append(Feature(f"{fid}-crest", "crest", line=((round(c.x - 20, 1), round(c.y, 1)),
                                                                         (round(c.x + 20, 1), round(c.y, 1))),
                                         width=CREST_WIDTH))  # fmt: skip
                trial = Table(width, depth, tuple(features + extra), unit="mm")
                clash = any(f.area.intersects(o.area) for o in features if o.kind in ("river", "waterway"))
                if not clash and not terrain_problems(trial):
                    features += extra
                    bua = bua or kind == "bua"
        table = Table(width, depth, tuple(features), id=f"generated-{seed}", name=f"Battlefield {seed}", unit="mm")
        halves = [sum(1 for f in features if f.kind in AREA_KINDS and (f.area.centroid.x >= width / 2) == bool(h))
                  for h in (0, 1)]  # fmt: skip
        if min(halves) >= 3 and not terrain_problems(table):
            return table
    raise ValueError(f"no battlefield found for seed {seed}")  # pragma: no cover - never seen

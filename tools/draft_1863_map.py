#!/usr/bin/env python3
"""Draft the 1863 battlefield map from the scenario brief: the first step.

An original map of the 1863 battlefield, built for the Treefrog rules; not a
copy of the published board (see shared/rules/scenario-brief.md).

The draft is plain Voronoi cells of the brief's area centres. It is not the
shipped map: tools/shape_1863_map.py opens the draft in the map editor's
model and shapes it (ridge crests, streams as borders, the town's edge,
roads on their courses, names placed), and writes
resources/maps/gettysburg-1863.yaml and its copy maps/gettysburg-1863.yaml.
This script's checks (``check``) still hold for the shaped map and the
shaping script runs them.

How the map is drafted, step by step:

1. The brief's area centres (WGS84) are projected equirectangularly around
   39.815 N, 77.235 W into kilometres (true shape).
2. shapely.ops.voronoi_diagram of the centres, clipped to the board extent,
   gives the areas. The Voronoi is computed in true-shape kilometres so the
   adjacencies are the ones the brief checked.
3. The tiling is then mapped affinely onto the board (BOARD_W x BOARD_H
   units, north up, y down). The board is landscape, so east-west is
   stretched a little against north-south (STRETCH below): a game map, not a
   survey, and the long area names need the width.
4. Coordinates are rounded to 0.1 unit through one vertex registry, so a
   vertex shared by neighbouring areas is the same point in every polygon and
   borders match exactly.
5. Hand shaping: a few vertices, named by the areas that meet there, are
   moved so borders follow the ground (VERTEX_MOVES).
6. Roads are drawn as polylines through their chain of areas: from the
   centre of one area to the middle of the border with the next, then on to
   that area's centre, so each road crosses exactly the borders of its chain.
   A road whose first area lies on the board edge starts at the edge.
7. Checks (run always; the script refuses to write a map that fails them):
   tiling without gaps or overlaps, every area reachable, every road link a
   shared border of positive length crossed by its road and no other border
   crossed, entry boxes inside their area at the board edge, the expected
   terrain, stars and neighbours.

Run:  .venv/bin/python tools/draft_1863_map.py                 (drafts and checks)
      .venv/bin/python tools/draft_1863_map.py --out FILE      (writes the draft, e.g. to open in the editor)
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections import defaultdict, deque
from itertools import pairwise
from pathlib import Path

import yaml
from shapely.geometry import LineString, MultiPoint, Point, Polygon, box
from shapely.ops import linemerge, polylabel, unary_union, voronoi_diagram

ROOT = Path(__file__).resolve().parent.parent

# --- projection ------------------------------------------------------------------
LAT0, LON0 = 39.815, -77.235
KM_PER_DEG_LAT = 111.2
KM_PER_DEG_LON = 111.32 * math.cos(math.radians(LAT0))
# Board extent (brief): 39.780-39.852 N, 77.275-77.193 W.
NORTH, SOUTH, WEST, EAST = 39.852, 39.780, -77.275, -77.193
BOARD_W, BOARD_H = 1600, 1200


def to_km(lat: float, lon: float) -> tuple[float, float]:
    """Equirectangular around (LAT0, LON0): x east, y south, in km."""
    return (lon - LON0) * KM_PER_DEG_LON, (LAT0 - lat) * KM_PER_DEG_LAT


KM_X0, KM_Y0 = to_km(NORTH, WEST)
KM_X1, KM_Y1 = to_km(SOUTH, EAST)
SX = BOARD_W / (KM_X1 - KM_X0)  # board units per km, east-west
SY = BOARD_H / (KM_Y1 - KM_Y0)  # board units per km, north-south
STRETCH = SX / SY


def km_to_board(x: float, y: float) -> tuple[float, float]:
    return (x - KM_X0) * SX, (y - KM_Y0) * SY


def project(lat: float, lon: float) -> tuple[float, float]:
    return km_to_board(*to_km(lat, lon))


# --- the brief's areas ------------------------------------------------------------
# id, name, lat, lon, terrain, stars
AREAS = [
    ("herr-ridge", "Herr Ridge", 39.8373, -77.2657, "ridge", 0),
    ("black-horse-tavern", "Black Horse Tavern", 39.8200, -77.2640, "clear", 0),
    ("marsh-creek", "Marsh Creek", 39.8050, -77.2680, "clear", 0),
    ("forney-fields", "Forney Fields", 39.8465, -77.2560, "clear", 0),
    ("mcpherson-ridge-railroad-cut", "McPherson Ridge (Railroad Cut)", 39.8385, -77.2520, "ridge", 0),
    ("mcpherson-ridge-herbst-woods", "McPherson Ridge (Herbst Woods)", 39.8335, -77.2525, "ridge", 0),
    ("oak-hill", "Oak Hill", 39.8445, -77.2464, "hill", 0),
    ("oak-ridge", "Oak Ridge", 39.8405, -77.2425, "ridge", 0),
    ("seminary-ridge-lutheran-seminary", "Seminary Ridge (Lutheran Seminary)", 39.8317, -77.2446, "ridge", 0),
    ("seminary-ridge-mcmillan-woods", "Seminary Ridge (McMillan Woods)", 39.8215, -77.2475, "ridge", 0),
    ("seminary-ridge-spanglers-woods", "Seminary Ridge (Spangler's Woods)", 39.8120, -77.2495, "ridge", 0),
    ("pitzers-woods", "Pitzer's Woods", 39.8015, -77.2565, "ridge", 0),
    ("warfield-ridge", "Warfield Ridge", 39.7925, -77.2545, "ridge", 0),
    ("emmitsburg-road-south", "Emmitsburg Road South", 39.7850, -77.2600, "clear", 0),
    ("pennsylvania-college", "Pennsylvania College", 39.8370, -77.2355, "clear", 0),
    ("carlisle-road-fields", "Carlisle Road Fields", 39.8415, -77.2325, "clear", 0),
    ("barlows-knoll", "Barlow's Knoll", 39.8441, -77.2297, "ridge", 0),
    ("harrisburg-road", "Harrisburg Road (Rock Creek North)", 39.8470, -77.2200, "clear", 0),
    ("york-pike", "York Pike", 39.8380, -77.2150, "clear", 0),
    ("gettysburg", "Gettysburg", 39.8309, -77.2311, "town", 0),
    ("long-lane", "Long Lane", 39.8250, -77.2390, "clear", 0),
    ("bliss-farm", "Bliss Farm", 39.8170, -77.2430, "clear", 0),
    ("codori-farm", "Codori Farm", 39.8118, -77.2395, "clear", 0),
    ("sherfy-farm", "Sherfy Farm", 39.8040, -77.2470, "clear", 0),
    ("peach-orchard", "Peach Orchard", 39.8003, -77.2498, "ridge", 0),
    ("rose-farm", "Rose Farm (Stony Hill)", 39.7950, -77.2480, "clear", 0),
    ("slyder-farm", "Slyder Farm", 39.7850, -77.2460, "clear", 0),
    ("wheatfield", "Wheatfield", 39.7965, -77.2432, "clear", 0),
    ("trostle-farm", "Trostle Farm", 39.8010, -77.2420, "clear", 0),
    ("devils-den", "Devil's Den (Houck's Ridge)", 39.7920, -77.2428, "ridge", 0),
    ("plum-run-valley", "Plum Run Valley", 39.7915, -77.2395, "clear", 0),
    ("round-tops", "Little Round Top and Round Top", 39.7890, -77.2375, "hill", 2),
    ("taneytown-road-south", "Taneytown Road South", 39.7900, -77.2300, "clear", 0),
    ("cemetery-ridge-weikert", "Cemetery Ridge (Weikert)", 39.8000, -77.2375, "ridge", 0),
    ("cemetery-ridge-the-angle", "Cemetery Ridge (The Angle)", 39.8126, -77.2357, "ridge", 1),
    ("zieglers-grove", "Ziegler's Grove", 39.8180, -77.2345, "ridge", 0),
    ("taneytown-road-leister-farm", "Taneytown Road (Leister Farm)", 39.8150, -77.2310, "clear", 0),
    ("cemetery-hill", "Cemetery Hill", 39.8214, -77.2300, "hill", 1),
    ("east-cemetery-hill", "East Cemetery Hill", 39.8215, -77.2265, "hill", 0),
    ("culps-hill", "Culp's Hill", 39.8190, -77.2199, "hill", 1),
    ("spanglers-spring", "Spangler's Spring", 39.8143, -77.2160, "ridge", 0),
    ("powers-hill", "Power's Hill", 39.8090, -77.2225, "hill", 0),
    ("mcallisters-mill", "McAllister's Mill", 39.8010, -77.2150, "clear", 0),
    ("wolf-hill", "Wolf Hill", 39.8140, -77.2060, "hill", 0),
    ("benners-hill", "Benner's Hill", 39.8265, -77.2120, "hill", 0),
    ("rock-creek", "Rock Creek (Hanover Road)", 39.8260, -77.2020, "clear", 0),
    ("brinkerhoffs-ridge", "Brinkerhoff's Ridge", 39.8285, -77.1960, "ridge", 0),
]

# Entry boxes: id, name, area, side, board edge the box sits on, position along that
# edge (None: the middle of the area's stretch of that edge).
ENTRY_BOXES = [
    ("chambersburg-pike-box", "Chambersburg Pike", "herr-ridge", "csa", "west", None),
    ("mummasburg-road-box", "Mummasburg Road", "forney-fields", "csa", "north", None),
    ("carlisle-road-box", "Carlisle Road", "carlisle-road-fields", "csa", "north", None),
    ("harrisburg-road-box", "Harrisburg Road", "harrisburg-road", "csa", "north", None),
    ("tanneytown-road-box", "Tanneytown Road", "taneytown-road-south", "usa", "south", None),
    ("baltimore-pike-box", "Baltimore Pike", "mcallisters-mill", "usa", "south", None),
    ("baltimore-road-box", "Baltimore Road", "brinkerhoffs-ridge", "usa", "east", None),
    ("emmitsburg-road-box", "Emmitsburg Road", "emmitsburg-road-south", "usa", "south", None),
]
BOX_W, BOX_H = 120, 40  # along the edge x across it

# Roads: id, name, kind, chain of areas, board edge the road comes in from (or None).
ROADS = [
    (
        "chambersburg-pike",
        "Chambersburg Pike",
        "road",
        ["herr-ridge", "mcpherson-ridge-herbst-woods", "seminary-ridge-lutheran-seminary", "gettysburg"],
        "west",
    ),
    (
        "unfinished-railroad",
        "Unfinished Railroad",
        "railroad",
        ["herr-ridge", "mcpherson-ridge-railroad-cut", "oak-ridge", "pennsylvania-college", "gettysburg"],
        "west",
    ),
    (
        "mummasburg-road",
        "Mummasburg Road",
        "road",
        ["forney-fields", "oak-hill", "oak-ridge", "pennsylvania-college", "gettysburg"],
        "north",
    ),
    ("carlisle-road", "Carlisle Road", "road", ["carlisle-road-fields", "gettysburg"], "north"),
    (
        "harrisburg-road",
        "Harrisburg Road",
        "road",
        ["harrisburg-road", "barlows-knoll", "carlisle-road-fields", "gettysburg"],
        "north",
    ),
    ("york-pike", "York Pike", "road", ["york-pike", "gettysburg"], "east"),
    (
        "hanover-road",
        "Hanover Road",
        "road",
        ["brinkerhoffs-ridge", "rock-creek", "benners-hill", "gettysburg"],
        "east",
    ),
    (
        "baltimore-pike",
        "Baltimore Pike",
        "road",
        ["mcallisters-mill", "powers-hill", "culps-hill", "east-cemetery-hill", "gettysburg"],
        "south",
    ),
    (
        "taneytown-road",
        "Taneytown Road",
        "road",
        [
            "taneytown-road-south",
            "cemetery-ridge-weikert",
            "cemetery-ridge-the-angle",
            "taneytown-road-leister-farm",
            "cemetery-hill",
        ],
        "south",
    ),
    (
        "emmitsburg-road",
        "Emmitsburg Road",
        "road",
        [
            "emmitsburg-road-south",
            "warfield-ridge",
            "peach-orchard",
            "sherfy-farm",
            "codori-farm",
            "bliss-farm",
            "long-lane",
            "gettysburg",
        ],
        "south",
    ),
    (
        "fairfield-road",
        "Fairfield Road",
        "road",
        ["black-horse-tavern", "seminary-ridge-mcmillan-woods", "long-lane", "gettysburg"],
        "west",
    ),
    (
        "wheatfield-road",
        "Wheatfield Road",
        "road",
        ["peach-orchard", "wheatfield", "plum-run-valley", "taneytown-road-south"],
        None,
    ),
]

# Scenery (no rule effect). Rivers as (lat, lon) polylines, woods as ellipses
# (lat, lon, east-west km, north-south km), buildings as small squares.
# Rivers follow area borders where the ground has them (a river border, as on
# the printed board; scenery only): a free head (lat, lon) points, the borders
# (pairs of areas) it runs along, a free tail.
RIVERS = [
    (
        "willoughby-run",
        "Willoughby Run",
        [(39.8520, -77.2585)],
        [
            ("forney-fields", "mcpherson-ridge-railroad-cut"),
            ("herr-ridge", "mcpherson-ridge-railroad-cut"),
            ("herr-ridge", "mcpherson-ridge-herbst-woods"),
            ("black-horse-tavern", "mcpherson-ridge-herbst-woods"),
            ("black-horse-tavern", "seminary-ridge-mcmillan-woods"),
            ("black-horse-tavern", "seminary-ridge-spanglers-woods"),
            ("marsh-creek", "seminary-ridge-spanglers-woods"),
            ("marsh-creek", "pitzers-woods"),
            ("marsh-creek", "warfield-ridge"),
        ],
        [(39.7800, -77.2700)],
    ),
    (
        "marsh-creek",
        "Marsh Creek",
        [(39.852, -77.2735), (39.8350, -77.2730), (39.8200, -77.2720), (39.8050, -77.2735), (39.7800, -77.2745)],
        [],
        [],
    ),
    (
        "rock-creek",
        "Rock Creek",
        [(39.8520, -77.2245), (39.8440, -77.2235)],
        [
            ("york-pike", "gettysburg"),
            ("gettysburg", "benners-hill"),
            ("east-cemetery-hill", "benners-hill"),
            ("culps-hill", "benners-hill"),
            ("spanglers-spring", "benners-hill"),
            ("spanglers-spring", "wolf-hill"),
            ("spanglers-spring", "mcallisters-mill"),
        ],
        [(39.7900, -77.2170), (39.7800, -77.2190)],
    ),
    (
        "plum-run",
        "Plum Run",
        [],
        [
            ("codori-farm", "cemetery-ridge-the-angle"),
            ("codori-farm", "cemetery-ridge-weikert"),
            ("trostle-farm", "cemetery-ridge-weikert"),
            ("wheatfield", "cemetery-ridge-weikert"),
            ("wheatfield", "plum-run-valley"),
            ("devils-den", "plum-run-valley"),
            ("devils-den", "round-tops"),
            ("slyder-farm", "round-tops"),
        ],
        [],
    ),
]
WOODS = [
    ("herbst-woods", "Herbst Woods", 39.8330, -77.2535, 0.25, 0.35),
    ("mcmillan-woods", "McMillan Woods", 39.8215, -77.2485, 0.30, 0.30),
    ("spanglers-woods", "Spangler's Woods", 39.8110, -77.2500, 0.28, 0.35),
    ("pitzers-woods", "Pitzer's Woods", 39.8010, -77.2560, 0.35, 0.40),
    ("rose-woods", "Rose Woods", 39.7935, -77.2450, 0.30, 0.28),
    ("round-top-woods", "Round Top woods", 39.7860, -77.2370, 0.45, 0.40),
    ("culps-hill-woods", "Culp's Hill woods", 39.8180, -77.2195, 0.40, 0.45),
    ("wolf-hill-woods", "Wolf Hill woods", 39.8130, -77.2060, 0.50, 0.50),
]
BUILDINGS = [
    ("lutheran-seminary", "Lutheran Seminary", 39.8315, -77.2445),
    ("pennsylvania-college-hall", "Pennsylvania College", 39.8360, -77.2345),
    ("lydia-leister-house", "Leister house", 39.8145, -77.2315),
    ("evergreen-cemetery-gatehouse", "Evergreen Cemetery gatehouse", 39.8212, -77.2290),
]

# --- hand shaping -------------------------------------------------------------
# Voronoi seeds moved away from the brief's centre (lat, lon), with the reason.
SEED_MOVES: dict[str, tuple[float, float]] = {}
# Extra Voronoi seeds whose cells are merged into an area: (area, lat, lon).
EXTRA_SEEDS: list[tuple[str, float, float]] = [
    # The Carlisle Road box sits on the north edge: the fields follow the road
    # north to the edge between Oak Hill and Barlow's Knoll.
    ("carlisle-road-fields", 39.8490, -77.2345),
]
# A vertex is named by the set of areas that meet there; the move is a board
# offset (dx, dy). A moved vertex moves in every polygon that has it.
VERTEX_MOVES: dict[frozenset[str], tuple[float, float]] = {}

# Road waypoints (lat, lon) used in an area instead of its centre: road -> area -> points.
ROAD_VIA: dict[str, dict[str, list[tuple[float, float]]]] = {
    "carlisle-road": {"carlisle-road-fields": [(39.8500, -77.2350), (39.8440, -77.2350), (39.8415, -77.2325)]},
}

# Label nudges (board units) where the automatic position crowds a road or a box.
LABEL_MOVES: dict[str, tuple[float, float]] = {
    "herr-ridge": (0, 70),  # off the Pike and the railroad
}


# --- expectations from the brief (checked) -----------------------------------------
EXPECT_ADJACENT = [
    ("cemetery-hill", "east-cemetery-hill"),
    ("east-cemetery-hill", "culps-hill"),
    ("cemetery-hill", "gettysburg"),
    ("cemetery-ridge-the-angle", "zieglers-grove"),
    ("round-tops", "plum-run-valley"),
    ("round-tops", "devils-den"),
    ("herr-ridge", "mcpherson-ridge-herbst-woods"),
    ("herr-ridge", "mcpherson-ridge-railroad-cut"),
]
EXPECT_TERRAIN = {
    "gettysburg": "town",
    "round-tops": "hill",
    "cemetery-hill": "hill",
    "culps-hill": "hill",
    "cemetery-ridge-the-angle": "ridge",
    "herr-ridge": "ridge",
}
EXPECT_STARS = {"round-tops": 2, "cemetery-ridge-the-angle": 1, "cemetery-hill": 1, "culps-hill": 1}


# =====================================================================================


def r1(v: float) -> float:
    return round(v + 0.0, 1)


class VertexRegistry:
    """Rounds coordinates and merges points closer than ``tol`` into one vertex."""

    def __init__(self, tol: float = 0.35):
        self.tol = tol
        self.points: list[tuple[float, float]] = []
        self._grid: dict[tuple[int, int], list[int]] = defaultdict(list)

    def get(self, x: float, y: float) -> int:
        gx, gy = int(x // 2), int(y // 2)
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                for i in self._grid[(gx + dx, gy + dy)]:
                    px, py = self.points[i]
                    if abs(px - x) <= self.tol and abs(py - y) <= self.tol:
                        return i
        self.points.append((r1(x), r1(y)))
        self._grid[(gx, gy)].append(len(self.points) - 1)
        return len(self.points) - 1


def build_cells() -> tuple[dict[str, list[tuple[float, float]]], list[str]]:
    ids = [a[0] for a in AREAS]
    seeds = [(a[0], *SEED_MOVES.get(a[0], (a[2], a[3]))) for a in AREAS] + list(EXTRA_SEEDS)
    seeds_km = [(aid, *to_km(lat, lon)) for aid, lat, lon in seeds]
    frame_km = box(KM_X0, KM_Y0, KM_X1, KM_Y1)
    vd = voronoi_diagram(MultiPoint([(x, y) for _, x, y in seeds_km]), envelope=frame_km.buffer(5))
    parts: dict[str, list[Polygon]] = defaultdict(list)
    for cell in vd.geoms:
        for aid, sx, sy in seeds_km:
            if cell.contains(Point(sx, sy)):
                parts[aid].append(cell.intersection(frame_km))
                break
    assert sum(map(len, parts.values())) == len(seeds_km), "a Voronoi cell lost its seed"
    cells_km: dict[str, Polygon] = {}
    for aid in ids:
        merged = unary_union(parts[aid]) if len(parts[aid]) > 1 else parts[aid][0]
        if merged.geom_type != "Polygon":
            raise SystemExit(f"the cells of {aid} do not form one polygon")
        cells_km[aid] = merged
    reg = VertexRegistry()
    rings: dict[str, list[int]] = {}
    for aid in ids:
        poly = cells_km[aid]
        coords = list(poly.exterior.coords)[:-1]
        ring: list[int] = []
        for x, y in coords:
            bx, by = km_to_board(x, y)
            bx = min(max(bx, 0.0), BOARD_W)
            by = min(max(by, 0.0), BOARD_H)
            v = reg.get(bx, by)
            if not ring or ring[-1] != v:
                ring.append(v)
        if ring[0] == ring[-1]:
            ring.pop()
        rings[aid] = ring
    # Who uses each vertex; apply the hand moves.
    users: dict[int, set[str]] = defaultdict(set)
    for aid, ring in rings.items():
        for v in ring:
            users[v].add(aid)
    points = list(reg.points)
    for key, (dx, dy) in VERTEX_MOVES.items():
        hits = [v for v, u in users.items() if u == key]
        if len(hits) != 1:
            raise SystemExit(f"VERTEX_MOVES: {sorted(key)} names {len(hits)} vertices, not 1")
        x, y = points[hits[0]]
        points[hits[0]] = (r1(x + dx), r1(y + dy))
    polys = {aid: [points[v] for v in ring] for aid, ring in rings.items()}
    # Insert T-junction vertices: a vertex of one area lying on another's edge.
    all_pts = sorted(set(points[v] for ring in rings.values() for v in ring))
    for aid, pts in polys.items():
        out: list[tuple[float, float]] = []
        n = len(pts)
        for i in range(n):
            a, b = pts[i], pts[(i + 1) % n]
            out.append(a)
            seg = LineString([a, b])
            mids = [p for p in all_pts if p != a and p != b and seg.distance(Point(p)) < 1e-6]
            mids.sort(key=lambda p: (p[0] - a[0]) ** 2 + (p[1] - a[1]) ** 2)
            out.extend(mids)
        polys[aid] = out
    return polys, ids


def orient(pts: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """Clockwise on screen (y down) = counter-clockwise in maths axes; start at the
    top-left-most vertex so the file is stable."""
    poly = Polygon(pts)
    if not poly.exterior.is_ccw:  # shapely's ccw is in maths axes
        pts = pts[::-1]
    k = min(range(len(pts)), key=lambda i: (pts[i][1], pts[i][0]))
    return pts[k:] + pts[:k]


def shared_borders(shapes: dict[str, Polygon]) -> tuple[dict[frozenset, object], set[frozenset]]:
    borders: dict[frozenset, object] = {}
    touches: set[frozenset] = set()
    ids = sorted(shapes)
    for i, a in enumerate(ids):
        for b in ids[i + 1 :]:
            pa, pb = shapes[a], shapes[b]
            if not pa.intersects(pb):
                continue
            inter = pa.boundary.intersection(pb.boundary)
            if inter.length > 1e-6:
                borders[frozenset((a, b))] = inter
            elif not inter.is_empty:
                touches.add(frozenset((a, b)))
    return borders, touches


def edge_point(poly: Polygon, centre: tuple[float, float], edge: str) -> tuple[float, float]:
    """The point of the area's stretch of board edge ``edge`` nearest its centre."""
    edges = {
        "west": LineString([(0, 0), (0, BOARD_H)]),
        "east": LineString([(BOARD_W, 0), (BOARD_W, BOARD_H)]),
        "north": LineString([(0, 0), (BOARD_W, 0)]),
        "south": LineString([(0, BOARD_H), (BOARD_W, BOARD_H)]),
    }
    stretch = poly.boundary.intersection(edges[edge])
    if stretch.length <= 0:
        raise SystemExit(f"area with centre {centre} has no stretch of the {edge} edge")
    c = Point(centre)
    if stretch.geom_type != "LineString":
        stretch = max(stretch.geoms, key=lambda g: g.length)
    # nearest to the centre, but well away from the corners of the stretch
    at = min(max(stretch.project(c), 0.2 * stretch.length), 0.8 * stretch.length)
    proj = stretch.interpolate(at)
    return (r1(proj.x), r1(proj.y))


def edge_stretch(poly: Polygon, edge: str) -> LineString:
    edges = {
        "west": LineString([(0, 0), (0, BOARD_H)]),
        "east": LineString([(BOARD_W, 0), (BOARD_W, BOARD_H)]),
        "north": LineString([(0, 0), (BOARD_W, 0)]),
        "south": LineString([(0, BOARD_H), (BOARD_W, BOARD_H)]),
    }
    s = poly.boundary.intersection(edges[edge])
    if s.geom_type != "LineString":
        s = max(s.geoms, key=lambda g: g.length)
    return s


def build_boxes(shapes: dict[str, Polygon]) -> list[dict]:
    boxes = []
    for bid, name, area, side, edge, at in ENTRY_BOXES:
        s = edge_stretch(shapes[area], edge)
        (x0, y0), (x1, y1) = s.coords[0], s.coords[-1]
        if edge in ("north", "south"):
            lo, hi = sorted((x0, x1))
            cx = at if at is not None else (lo + hi) / 2
            cx = min(max(cx, lo + BOX_W / 2 + 4), hi - BOX_W / 2 - 4)
            y = 0 if edge == "north" else BOARD_H - BOX_H
            rect = [round(cx - BOX_W / 2), y, BOX_W, BOX_H]
        else:
            lo, hi = sorted((y0, y1))
            cy = at if at is not None else (lo + hi) / 2
            cy = min(max(cy, lo + BOX_H / 2 + 4), hi - BOX_H / 2 - 4)
            x = 0 if edge == "west" else BOARD_W - BOX_W
            rect = [x, round(cy - BOX_H / 2), BOX_W, BOX_H]
        boxes.append({"id": bid, "name": name, "area": area, "side": side, "rect": rect})

    return boxes


def build() -> dict:
    polys, ids = build_cells()
    meta = {a[0]: a for a in AREAS}
    shapes = {aid: Polygon(orient(pts)) for aid, pts in polys.items()}
    centres = {a[0]: tuple(r1(v) for v in project(a[2], a[3])) for a in AREAS}
    borders, _ = shared_borders(shapes)

    # Roads.
    box_at = {(b[2], b[4]): b[0] for b in ENTRY_BOXES}
    boxes = build_boxes(shapes)
    box_rect = {b["id"]: b["rect"] for b in boxes}
    roads = []
    for rid, name, kind, chain, edge in ROADS:
        pts: list[tuple[float, float]] = []
        if edge:
            bid = box_at.get((chain[0], edge))
            if bid:  # the road comes in through the middle of its entry box
                x, y, w, h = box_rect[bid]
                pts.append(
                    {
                        "west": (0, y + h / 2),
                        "east": (BOARD_W, y + h / 2),
                        "north": (x + w / 2, 0),
                        "south": (x + w / 2, BOARD_H),
                    }[edge]
                )
            else:
                pts.append(edge_point(shapes[chain[0]], centres[chain[0]], edge))
        for i, aid in enumerate(chain):
            via = ROAD_VIA.get(rid, {}).get(aid)
            if via:
                pts.extend(tuple(r1(v) for v in project(la, lo)) for la, lo in via)
            else:
                pts.append(centres[aid])
            if i + 1 < len(chain):
                key = frozenset((aid, chain[i + 1]))
                if key not in borders:
                    raise SystemExit(f"road {rid}: {aid} and {chain[i + 1]} share no border")
                line = borders[key]
                mid = (
                    line.interpolate(0.5, normalized=True)
                    if line.geom_type == "LineString"
                    else max(line.geoms, key=lambda g: g.length).interpolate(0.5, normalized=True)
                )
                pts.append((r1(mid.x), r1(mid.y)))
        roads.append({"id": rid, "name": name, "kind": kind, "points": pts, "chain": chain})

    # Labels.
    areas_out = []
    for aid in sorted(ids):
        _, name, lat, lon, terrain, stars = meta[aid]
        room = shapes[aid]
        for b in boxes:  # keep names clear of the entry boxes
            x, y, w, h = b["rect"]
            room = room.difference(box(x, y, x + w, y + h).buffer(25))
        if room.geom_type != "Polygon":
            room = max(room.geoms, key=lambda g: g.area)
        lab = polylabel(room, tolerance=1.0)
        dx, dy = LABEL_MOVES.get(aid, (0, 0))
        areas_out.append(
            {
                "id": aid,
                "name": name,
                "terrain": terrain,
                "stars": stars,
                "label": [r1(lab.x + dx), r1(lab.y + dy)],
                "polygon": [list(p) for p in list(shapes[aid].exterior.coords)[:-1]],
            }
        )

    scenery = []
    for sid, name, head, along, tail in RIVERS:
        pts = [tuple(map(r1, project(la, lo))) for la, lo in head]
        if along:
            line = linemerge(unary_union([borders[frozenset(pr)] for pr in along]))
            if line.geom_type != "LineString":
                raise SystemExit(f"river {sid}: its borders do not join into one line")
            coords = [tuple(c) for c in line.coords]
            ref = pts[-1] if pts else (coords[0][0], -1e9 if coords[0][1] < coords[-1][1] else 1e9)
            if Point(coords[-1]).distance(Point(ref)) < Point(coords[0]).distance(Point(ref)):
                coords.reverse()
            pts += coords
        pts += [tuple(map(r1, project(la, lo))) for la, lo in tail]
        scenery.append({"id": sid, "kind": "river", "name": name, "points": [list(p) for p in pts]})
    for sid, name, lat, lon, ew, ns in WOODS:
        cx, cy = project(lat, lon)
        rx, ry = ew / 2 * SX, ns / 2 * SY
        ring = []
        for k in range(10):
            t = 2 * math.pi * k / 10
            wob = 1 + 0.12 * math.sin(3 * t + len(sid))
            ring.append([r1(cx + rx * wob * math.cos(t)), r1(cy + ry * wob * math.sin(t))])
        scenery.append({"id": sid, "kind": "woods", "name": name, "polygon": ring})
    for sid, name, lat, lon in BUILDINGS:
        cx, cy = project(lat, lon)
        s = 6
        scenery.append(
            {
                "id": sid,
                "kind": "building",
                "name": name,
                "polygon": [
                    [r1(cx - s), r1(cy - s)],
                    [r1(cx + s), r1(cy - s)],
                    [r1(cx + s), r1(cy + s)],
                    [r1(cx - s), r1(cy + s)],
                ],
            }
        )

    return {
        "format_version": 1,
        "id": "gettysburg-1863",
        "name": "Gettysburg, 1-3 July 1863",
        "board": {"width": BOARD_W, "height": BOARD_H},
        "areas": areas_out,
        "entry_boxes": boxes,
        "roads": [{k: r[k] for k in ("id", "name", "kind", "points")} for r in roads],
        "scenery": scenery,
        "_chains": {r["id"]: r["chain"] for r in roads},
    }


# --- checks -------------------------------------------------------------------------


def check(doc: dict, chains: dict[str, list[str]] | None = None) -> list[str]:
    """Everything wrong with a map document (as loaded from YAML)."""
    errs: list[str] = []
    W, H = doc["board"]["width"], doc["board"]["height"]
    shapes = {a["id"]: Polygon(a["polygon"]) for a in doc["areas"]}
    for aid, p in shapes.items():
        if not p.is_valid:
            errs.append(f"area {aid}: polygon is not valid")
    board_poly = box(0, 0, W, H)
    total = sum(p.area for p in shapes.values())
    union = unary_union(list(shapes.values()))
    if abs(total - board_poly.area) > 1.0:
        errs.append(f"areas sum to {total:.1f}, board is {board_poly.area:.1f} (overlap or gap)")
    if union.symmetric_difference(board_poly).area > 1.0:
        errs.append("areas do not cover the board exactly")
    # exact vertex sharing: every vertex lying on another polygon's boundary is one of its vertices
    vsets = {aid: set(map(tuple, a["polygon"])) for aid, a in zip(shapes, doc["areas"], strict=False)}
    for a in doc["areas"]:
        for b in doc["areas"]:
            if a["id"] >= b["id"]:
                continue
            pa, pb = shapes[a["id"]], shapes[b["id"]]
            if pa.distance(pb) > 0.5:
                continue
            for v in vsets[a["id"]]:
                if pb.exterior.distance(Point(v)) < 0.05 and v not in vsets[b["id"]]:
                    errs.append(f"vertex {v} of {a['id']} lies on {b['id']}'s border but is not its vertex")
            for v in vsets[b["id"]]:
                if pa.exterior.distance(Point(v)) < 0.05 and v not in vsets[a["id"]]:
                    errs.append(f"vertex {v} of {b['id']} lies on {a['id']}'s border but is not its vertex")
    borders, touches = shared_borders(shapes)
    # reachability
    nbr: dict[str, set[str]] = defaultdict(set)
    for pair in borders:
        a, b = tuple(pair)
        nbr[a].add(b)
        nbr[b].add(a)
    start = next(iter(sorted(shapes)))
    seen, todo = {start}, deque([start])
    while todo:
        for n in nbr[todo.popleft()]:
            if n not in seen:
                seen.add(n)
                todo.append(n)
    for aid in sorted(set(shapes) - seen):
        errs.append(f"area {aid} cannot be reached from {start}")
    # ids
    all_ids = [a["id"] for a in doc["areas"]] + [b["id"] for b in doc["entry_boxes"]]
    if len(set(all_ids)) != len(all_ids):
        errs.append("ids are not unique across areas and entry boxes")
    # roads
    for road in doc["roads"]:
        line = LineString(road["points"])
        crossed = set()
        for pair, border in borders.items():
            if line.intersects(border):
                crossed.add(pair)
        for pair in touches:
            a, b = tuple(pair)
            pt = shapes[a].boundary.intersection(shapes[b].boundary)
            if line.distance(pt) < 0.5:
                errs.append(f"road {road['id']} passes through the point where {a} and {b} meet")
        if chains and road["id"] in chains:
            chain = chains[road["id"]]
            want = {frozenset(p) for p in pairwise(chain)}
            for pair in sorted(want - crossed, key=sorted):
                errs.append(f"road {road['id']} does not cross the border {'/'.join(sorted(pair))}")
            for pair in sorted(crossed - want, key=sorted):
                errs.append(f"road {road['id']} crosses the border {'/'.join(sorted(pair))}, not in its chain")
            for pair in want:
                if pair not in borders:
                    errs.append(f"road {road['id']}: {'/'.join(sorted(pair))} share no border")
        # a road must not run along a border
        for pair, border in borders.items():
            if line.intersection(border).length > 0.01:
                errs.append(f"road {road['id']} runs along the border {'/'.join(sorted(pair))}")
    # entry boxes
    for b in doc["entry_boxes"]:
        x, y, w, h = b["rect"]
        r = box(x, y, x + w, y + h)
        if b["area"] not in shapes:
            errs.append(f"entry box {b['id']} names unknown area {b['area']}")
            continue
        if not shapes[b["area"]].buffer(0.01).contains(r):
            errs.append(f"entry box {b['id']} is not inside its area {b['area']}")
        if not (x <= 0.5 or y <= 0.5 or x + w >= W - 0.5 or y + h >= H - 0.5):
            errs.append(f"entry box {b['id']} is not at the board edge")
    # terrain and stars
    terr = {a["id"]: a["terrain"] for a in doc["areas"]}
    stars = {a["id"]: a["stars"] for a in doc["areas"]}
    towns = [a for a, t in terr.items() if t == "town"]
    if towns != ["gettysburg"]:
        errs.append(f"expected exactly one town, Gettysburg; found {towns}")
    for aid, t in EXPECT_TERRAIN.items():
        if terr.get(aid) != t:
            errs.append(f"{aid} should be {t}, is {terr.get(aid)}")
    for aid, s in stars.items():
        if s != EXPECT_STARS.get(aid, 0):
            errs.append(f"{aid} has {s} stars, expected {EXPECT_STARS.get(aid, 0)}")
    for a, b in EXPECT_ADJACENT:
        if frozenset((a, b)) not in borders:
            errs.append(f"{a} and {b} should share a border")
    for a in doc["areas"]:
        if not shapes[a["id"]].contains(Point(a["label"])):
            errs.append(f"label of {a['id']} lies outside the area")
    return errs


def report(doc: dict) -> str:
    shapes = {a["id"]: Polygon(a["polygon"]) for a in doc["areas"]}
    borders, touches = shared_borders(shapes)
    deg = defaultdict(int)
    for p in borders:
        for a in p:
            deg[a] += 1
    lines = [
        f"{len(shapes)} areas, {len(borders)} borders, {len(touches)} vertex contacts, "
        f"neighbours per area {min(deg.values())}-{max(deg.values())}, stretch x/y {STRETCH:.2f}"
    ]
    for a in sorted(shapes):
        if any(a == x["id"] and x["stars"] for x in doc["areas"]):
            lines.append(f"  victory area {a}: {deg[a]} neighbours")
    return "\n".join(lines)


# --- writing --------------------------------------------------------------------------


def scalar(v) -> str:
    if v is None:
        return "null"
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        if isinstance(v, float) and v.is_integer():
            return str(int(v))
        return repr(v)
    s = str(v)
    try:
        plain_ok = yaml.safe_load(s) == s and not any(c in s for c in ",[]{}#:'\"&*!|>%@`")
    except yaml.YAMLError:
        plain_ok = False
    return s if plain_ok and s.strip() == s else json.dumps(s, ensure_ascii=False)


def flow(v) -> str:
    if isinstance(v, (list, tuple)):
        return "[" + ", ".join(flow(x) for x in v) + "]"
    return scalar(v)


def dump(doc: dict) -> str:
    out = [
        f"format_version: {doc['format_version']}",
        f"id: {scalar(doc['id'])}",
        f"name: {scalar(doc['name'])}",
        f"board: {{width: {doc['board']['width']}, height: {doc['board']['height']}}}",
        "areas:",
    ]
    for a in doc["areas"]:
        out += [
            f"  - id: {scalar(a['id'])}",
            f"    name: {scalar(a['name'])}",
            f"    terrain: {a['terrain']}",
            f"    stars: {a['stars']}",
            f"    label: {flow(a['label'])}",
            f"    polygon: {flow(a['polygon'])}",
        ]
    out.append("entry_boxes:")
    for b in doc["entry_boxes"]:
        out += [
            f"  - id: {scalar(b['id'])}",
            f"    name: {scalar(b['name'])}",
            f"    area: {scalar(b['area'])}",
            f"    side: {scalar(b['side'])}",
            f"    rect: {flow(b['rect'])}",
        ]
    out.append("roads:")
    for r in doc["roads"]:
        out += [
            f"  - id: {scalar(r['id'])}",
            f"    name: {scalar(r['name'])}",
            f"    kind: {r['kind']}",
            f"    points: {flow(r['points'])}",
        ]
    out.append("scenery:")
    for s in doc["scenery"]:
        geom_key = "points" if "points" in s else "polygon"
        out += [
            f"  - id: {scalar(s['id'])}",
            f"    kind: {s['kind']}",
            f"    name: {scalar(s['name'])}",
            f"    {geom_key}: {flow(s[geom_key])}",
        ]
    return "\n".join(out) + "\n"


def draft_text() -> str:
    """The draft map file, in the map loader's canonical form (as the editor writes it)."""
    sys.path.insert(0, str(ROOT))
    from gettysburg_desktop.boards.areas.map_file import dump_map, parse_map

    doc = build()
    doc.pop("_chains")
    return dump_map(parse_map(yaml.safe_load(dump(doc)), "draft"))


def road_chains() -> dict[str, list[str]]:
    """Road id -> the brief's chain of areas whose shared borders it crosses."""
    return {rid: chain for rid, _, _, chain, _ in ROADS}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", help="write the draft to this file")
    ap.add_argument("--force", action="store_true", help="write even if checks fail")
    args = ap.parse_args(argv)
    text = draft_text()
    loaded = yaml.safe_load(text)
    errs = check(loaded, road_chains())
    print(report(loaded))
    if errs:
        print(f"{len(errs)} problem(s):", *errs, sep="\n  ", file=sys.stderr)
        if not args.force:
            return 1
    else:
        print("all checks passed")
    if args.out:
        from gettysburg_desktop.files.atomic_file import atomic_write_text

        path = Path(args.out)
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write_text(path, text)
        print(f"wrote {path}")
    return 1 if errs else 0


if __name__ == "__main__":
    sys.exit(main())

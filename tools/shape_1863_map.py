#!/usr/bin/env python3
"""Shape the drafted 1863 map in the map editor's model: the second step.

An original map of the 1863 battlefield, built for the Treefrog rules; not a
copy of the published board (see shared/rules/scenario-brief.md).

tools/draft_1863_map.py drafts the map as Voronoi cells of the brief's area
centres. This script opens that draft in the editor's model
(gettysburg_desktop.editor.model: EditableMap and its undo stack) and makes
the edits an author makes in the editor window, one undoable edit each, in
this order:

1. the streams redrawn on their 1863 courses (WGS84 points, projected as the
   draft projects the area centres): Willoughby Run, Marsh Creek, Rock Creek
   and Plum Run;
2. the vertices where borders meet dragged to their places (JUNCTIONS);
3. two corners of the board handed over with Split and Merge where a stream
   is the border down to the board's edge (Herr Ridge takes the north-west
   corner west of Willoughby Run, Marsh Creek the south-west corner west of
   the stream);
4. borders redrawn through new points (QGIS's "reshape", the editor's
   Redraw border): along a stream where the stream is the border, else
   along the ground (BORDERS);
5. the roads and the railroad redrawn on their courses, crossing exactly the
   borders of the brief's chains (R-MOVE-2);
6. entry boxes moved to where their roads leave the board;
7. the names placed where the area keeps room for its pieces (LABELS).

Every edit goes through the model's edit functions, so the result is exactly
what the editor would have made; the script prints the undo history (one
line per edit). It then runs the draft's checks (roads crossing exactly
their chains' borders, the brief's neighbours, stars, terrain, entry boxes)
and the program's own map checker, and writes
resources/maps/gettysburg-1863.yaml and its copy maps/gettysburg-1863.yaml.

Run:  .venv/bin/python tools/shape_1863_map.py            (shapes, checks, writes both copies)
      .venv/bin/python tools/shape_1863_map.py --check    (shapes and checks; writes nothing;
                                                           says whether the shipped map is what it makes)
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import yaml
from shapely.geometry import LineString, Point
from shapely.ops import substring

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))

from draft_1863_map import BOARD_H, BOARD_W, check, draft_text, project, report, road_chains  # noqa: E402

from gettysburg_desktop.boards.areas.map_file import dump_map, parse_map  # noqa: E402
from gettysburg_desktop.boards.areas.validation import validate_map  # noqa: E402
from gettysburg_desktop.editor.model import (  # noqa: E402
    ROAD,
    SCENERY,
    EditableMap,
    UndoStack,
    add_road,
    add_scenery,
    delete_line_item,
    delete_vertex,
    merge_areas,
    move_entry_box,
    move_vertex,
    redraw_border,
    set_area_attributes,
    split_area,
)

OUTPUTS = (
    ROOT / "resources" / "maps" / "gettysburg-1863.yaml",
    ROOT / "maps" / "gettysburg-1863.yaml",
)


def ll(lat: float, lon: float) -> tuple[float, float]:
    """A WGS84 point on the board (the draft's projection), to 0.1 unit; a
    point within half a unit of the board's edge is put on it."""
    x, y = project(lat, lon)

    def edge(v: float, size: float) -> float:
        return 0.0 if abs(v) < 0.5 else float(size) if abs(v - size) < 0.5 else round(v, 1)

    return (edge(x, BOARD_W), edge(y, BOARD_H))


# --- 1. the streams -------------------------------------------------------------------
# Courses as in 1863, approximately (lat, lon), north to south.
STREAMS = {
    "willoughby-run": (
        "Willoughby Run",
        [
            (39.8520, -77.2588),
            (39.8470, -77.2582),
            (39.8420, -77.2577),
            (39.8375, -77.2577),
            (39.8330, -77.2583),
            (39.8285, -77.2592),
            (39.8240, -77.2602),
            (39.8180, -77.2612),
            (39.8110, -77.2618),
            (39.8040, -77.2622),
            (39.7970, -77.2633),
            (39.7905, -77.2652),
            (39.7870, -77.2700),  # into Marsh Creek
        ],
    ),
    "marsh-creek": (
        "Marsh Creek",
        [
            (39.8175, -77.2750),
            (39.8135, -77.2738),
            (39.8050, -77.2725),
            (39.7950, -77.2712),
            (39.7870, -77.2700),
            (39.7800, -77.2690),
        ],
    ),
    "rock-creek": (
        "Rock Creek",
        [
            (39.8520, -77.2252),
            (39.8460, -77.2248),
            (39.8410, -77.2247),
            (39.8360, -77.2245),
            (39.8320, -77.2243),
            (39.8290, -77.2235),
            (39.8260, -77.2215),
            (39.8235, -77.2190),
            (39.8205, -77.2165),
            (39.8170, -77.2145),
            (39.8130, -77.2135),
            (39.8090, -77.2130),
            (39.8050, -77.2135),
            (39.8000, -77.2150),
            (39.7900, -77.2170),
            (39.7800, -77.2190),
        ],
    ),
    "plum-run": (
        "Plum Run",
        [
            (39.8150, -77.2372),
            (39.8110, -77.2380),
            (39.8065, -77.2388),
            (39.8020, -77.2390),
            (39.7980, -77.2394),
            (39.7945, -77.2398),
            (39.7915, -77.2402),
            (39.7880, -77.2410),
            (39.7840, -77.2425),
            (39.7800, -77.2440),
        ],
    ),
}


class On:
    """A point on a stream's course: the point of it nearest ``near`` (board units),
    or the stream's bend there if one is within a unit."""

    def __init__(self, stream: str, x: float, y: float) -> None:
        self.stream, self.near = stream, (x, y)


class Beyond:
    """The first point of a stream's course after its point nearest ``near``:
    a cut along the stream that ends there crosses the border it meets first."""

    def __init__(self, stream: str, x: float, y: float) -> None:
        self.stream, self.near = stream, (x, y)


class Geo:
    """A WGS84 point (lat, lon), put on the board by the draft's projection."""

    def __init__(self, lat: float, lon: float) -> None:
        self.lat, self.lon = lat, lon


# --- 3. ground handed over: the area is split along the stream, the piece on the far bank
# merged into its new owner: (area, new owner, the cut as stream pieces (stream, from, to),
# where to move the area's name first so that it stays with the area, or None)
HANDOVERS: list = [
    # Forney Fields lie east of Willoughby Run; Herr Ridge runs north to the board's edge
    (
        "forney-fields",
        "herr-ridge",
        [("willoughby-run", On("willoughby-run", 316, 0), On("willoughby-run", 331, 115))],
        None,
    ),
    # below the run's mouth Marsh Creek is the border: the Marsh Creek fields take the corner
    (
        "emmitsburg-road-south",
        "marsh-creek",
        [
            ("willoughby-run", On("willoughby-run", 190, 1040), On("marsh-creek", 98, 1083)),
            ("marsh-creek", On("marsh-creek", 98, 1083), On("marsh-creek", 117, 1200)),
        ],
        (300.0, 1130.0),
    ),
    # McAllister's Mill: the east bank of Rock Creek below Spangler's Spring (the Baltimore Pike
    # crosses the creek into it); its ground west of the creek goes to Power's Hill, which then
    # meets Taneytown Road South, and Cemetery Ridge (Weikert) no longer reaches the mill
    (
        "mcallisters-mill",
        "powers-hill",
        [("rock-creek", On("rock-creek", 1200, 830), Beyond("rock-creek", 1141, 1000))],
        None,
    ),
]

# --- 2. junctions: the vertex where these areas meet -> where it goes ------------------------
W = "willoughby-run"
RC = "rock-creek"
PR = "plum-run"
JUNCTIONS: dict[tuple[str, ...], object] = {
    # --- the north-west: Herr Ridge, Forney Fields, McPherson Ridge, Oak Hill, Oak Ridge ---
    ("forney-fields", "oak-hill"): (480, 0),
    ("carlisle-road-fields", "oak-hill"): (690, 0),
    ("forney-fields", "mcpherson-ridge-railroad-cut", "oak-hill"): (500, 108),
    ("mcpherson-ridge-railroad-cut", "oak-hill", "oak-ridge"): (540, 128),
    ("carlisle-road-fields", "oak-hill", "oak-ridge"): (690, 120),
    ("carlisle-road-fields", "oak-ridge", "pennsylvania-college"): (708, 158),
    ("herr-ridge", "mcpherson-ridge-herbst-woods", "mcpherson-ridge-railroad-cut"): On(W, 336, 255),
    ("mcpherson-ridge-herbst-woods", "mcpherson-ridge-railroad-cut", "seminary-ridge-lutheran-seminary"): (540, 258),
    ("mcpherson-ridge-railroad-cut", "oak-ridge", "seminary-ridge-lutheran-seminary"): (556, 262),
    ("oak-ridge", "pennsylvania-college", "seminary-ridge-lutheran-seminary"): (684, 282),
    ("gettysburg", "pennsylvania-college", "seminary-ridge-lutheran-seminary"): (712, 300),
    ("black-horse-tavern", "herr-ridge"): (0, 420),
    ("black-horse-tavern", "herr-ridge", "mcpherson-ridge-herbst-woods"): On(W, 310, 395),
    ("black-horse-tavern", "mcpherson-ridge-herbst-woods", "seminary-ridge-mcmillan-woods"): On(W, 302, 410),
    ("mcpherson-ridge-herbst-woods", "seminary-ridge-lutheran-seminary", "seminary-ridge-mcmillan-woods"): (530, 430),
    # --- the town and its north ---
    ("gettysburg", "long-lane", "seminary-ridge-lutheran-seminary"): (695, 390),
    ("long-lane", "seminary-ridge-lutheran-seminary", "seminary-ridge-mcmillan-woods"): (640, 455),
    ("cemetery-hill", "gettysburg", "long-lane"): (800, 455),
    ("cemetery-hill", "east-cemetery-hill", "gettysburg"): (905, 462),
    ("carlisle-road-fields", "gettysburg", "pennsylvania-college"): (836, 293),
    ("carlisle-road-fields", "harrisburg-road"): On(RC, 972, 0),
    ("barlows-knoll", "carlisle-road-fields", "harrisburg-road"): On(RC, 976, 45),
    ("barlows-knoll", "harrisburg-road", "york-pike"): On(RC, 984, 175),
    ("barlows-knoll", "carlisle-road-fields", "york-pike"): On(RC, 987, 235),
    ("carlisle-road-fields", "gettysburg", "york-pike"): On(RC, 990, 300),
    ("benners-hill", "gettysburg", "york-pike"): On(RC, 1008, 360),
    ("benners-hill", "east-cemetery-hill", "gettysburg"): On(RC, 1050, 425),
    # --- the fish-hook: Cemetery Hill, East Cemetery Hill, Culp's Hill, Spangler's Spring ---
    ("benners-hill", "culps-hill", "east-cemetery-hill"): On(RC, 1085, 460),
    ("benners-hill", "culps-hill", "spanglers-spring"): On(RC, 1175, 565),
    ("benners-hill", "spanglers-spring", "wolf-hill"): On(RC, 1185, 585),
    ("mcallisters-mill", "spanglers-spring", "wolf-hill"): On(RC, 1218, 690),
    ("mcallisters-mill", "powers-hill", "spanglers-spring"): On(RC, 1200, 830),
    ("culps-hill", "powers-hill", "spanglers-spring"): (1122, 708),
    ("culps-hill", "powers-hill", "taneytown-road-leister-farm"): (1035, 720),
    ("culps-hill", "east-cemetery-hill", "taneytown-road-leister-farm"): (1012, 620),
    ("cemetery-hill", "east-cemetery-hill", "taneytown-road-leister-farm"): (925, 620),
    ("cemetery-hill", "taneytown-road-leister-farm", "zieglers-grove"): (808, 615),
    ("cemetery-hill", "long-lane", "zieglers-grove"): (766, 512),
    # --- Cemetery Ridge and the fields west of it ---
    ("bliss-farm", "long-lane", "zieglers-grove"): (700, 545),
    ("bliss-farm", "long-lane", "seminary-ridge-mcmillan-woods"): (585, 545),
    ("bliss-farm", "cemetery-ridge-the-angle", "zieglers-grove"): (712, 615),
    ("bliss-farm", "cemetery-ridge-the-angle", "codori-farm"): On(PR, 735, 628),
    ("cemetery-ridge-the-angle", "taneytown-road-leister-farm", "zieglers-grove"): (817, 630),
    ("cemetery-ridge-the-angle", "powers-hill", "taneytown-road-leister-farm"): (935, 800),
    ("cemetery-ridge-the-angle", "cemetery-ridge-weikert", "powers-hill"): (895, 795),
    ("cemetery-ridge-the-angle", "cemetery-ridge-weikert", "codori-farm"): On(PR, 707, 777),
    ("cemetery-ridge-weikert", "codori-farm", "trostle-farm"): On(PR, 692, 805),
    ("cemetery-ridge-weikert", "trostle-farm", "wheatfield"): On(PR, 701, 848),
    ("cemetery-ridge-weikert", "plum-run-valley", "wheatfield"): On(PR, 690, 931),
    ("cemetery-ridge-weikert", "plum-run-valley", "taneytown-road-south"): (797, 931),
    ("devils-den", "plum-run-valley", "wheatfield"): On(PR, 686, 968),
    ("plum-run-valley", "round-tops", "taneytown-road-south"): (800, 965),
    ("devils-den", "plum-run-valley", "round-tops"): On(PR, 663, 1005),
    ("devils-den", "round-tops", "slyder-farm"): On(PR, 632, 1125),
    ("round-tops", "slyder-farm"): On(PR, 603, 1200),
    ("round-tops", "taneytown-road-south"): (790, 1200),
    # --- Seminary Ridge: its east foot, and the fields east of it ---
    ("bliss-farm", "seminary-ridge-mcmillan-woods", "seminary-ridge-spanglers-woods"): (565, 595),
    ("bliss-farm", "codori-farm", "seminary-ridge-spanglers-woods"): (548, 678),
    ("codori-farm", "seminary-ridge-spanglers-woods", "sherfy-farm"): (535, 748),
    ("codori-farm", "sherfy-farm", "trostle-farm"): (650, 790),
    ("pitzers-woods", "seminary-ridge-spanglers-woods", "sherfy-farm"): (505, 765),
    ("peach-orchard", "pitzers-woods", "sherfy-farm"): (432, 790),
    ("peach-orchard", "sherfy-farm", "trostle-farm"): (580, 830),
    ("peach-orchard", "trostle-farm", "wheatfield"): (572, 855),
    ("peach-orchard", "rose-farm", "wheatfield"): (550, 932),
    ("peach-orchard", "pitzers-woods", "warfield-ridge"): (400, 888),
    ("peach-orchard", "rose-farm", "warfield-ridge"): (445, 970),
    ("devils-den", "rose-farm", "wheatfield"): (592, 990),
    ("devils-den", "rose-farm", "warfield-ridge"): (470, 1040),
    ("devils-den", "slyder-farm", "warfield-ridge"): (478, 1082),
    ("emmitsburg-road-south", "slyder-farm", "warfield-ridge"): (420, 1068),
    # --- Willoughby Run: the west foot of the ridges ---
    ("black-horse-tavern", "seminary-ridge-mcmillan-woods", "seminary-ridge-spanglers-woods"): On(W, 268, 575),
    ("black-horse-tavern", "marsh-creek", "seminary-ridge-spanglers-woods"): On(W, 260, 672),
    ("marsh-creek", "pitzers-woods", "seminary-ridge-spanglers-woods"): On(W, 255, 730),
    ("marsh-creek", "pitzers-woods", "warfield-ridge"): On(W, 228, 915),
    ("forney-fields", "herr-ridge", "mcpherson-ridge-railroad-cut"): On(W, 331, 115),
    ("emmitsburg-road-south", "marsh-creek", "warfield-ridge"): On(W, 190, 1040),
}

# --- 3b. junctions after the handovers --------------------------------------------------------
JUNCTIONS_AFTER: dict[tuple[str, ...], object] = {
    ("cemetery-ridge-weikert", "powers-hill", "taneytown-road-south"): (925, 931),
    ("mcallisters-mill", "powers-hill", "taneytown-road-south"): On(RC, 1185, 880),
    ("mcallisters-mill", "taneytown-road-south"): On(RC, 1093, 1200),
}

# --- 4. borders redrawn: (area, area) -> a stream's id (the border follows it between the two
# ends) or the points between the ends -------------------------------------------------------
BORDERS: dict[tuple[str, str], object] = {
    # Willoughby Run
    ("herr-ridge", "mcpherson-ridge-railroad-cut"): W,
    ("herr-ridge", "mcpherson-ridge-herbst-woods"): W,
    ("black-horse-tavern", "mcpherson-ridge-herbst-woods"): W,
    ("black-horse-tavern", "seminary-ridge-mcmillan-woods"): W,
    ("black-horse-tavern", "seminary-ridge-spanglers-woods"): W,
    ("marsh-creek", "seminary-ridge-spanglers-woods"): W,
    ("marsh-creek", "pitzers-woods"): W,
    ("marsh-creek", "warfield-ridge"): W,
    # Rock Creek
    ("barlows-knoll", "harrisburg-road"): RC,
    ("barlows-knoll", "york-pike"): RC,
    ("carlisle-road-fields", "york-pike"): RC,
    ("gettysburg", "york-pike"): RC,
    ("benners-hill", "gettysburg"): RC,
    ("benners-hill", "east-cemetery-hill"): RC,
    ("benners-hill", "culps-hill"): RC,
    ("benners-hill", "spanglers-spring"): RC,
    ("spanglers-spring", "wolf-hill"): RC,
    # Plum Run
    ("cemetery-ridge-the-angle", "codori-farm"): PR,
    ("cemetery-ridge-weikert", "codori-farm"): PR,
    ("cemetery-ridge-weikert", "trostle-farm"): PR,
    ("cemetery-ridge-weikert", "wheatfield"): PR,
    ("plum-run-valley", "wheatfield"): PR,
    ("devils-den", "plum-run-valley"): PR,
    ("devils-den", "round-tops"): PR,
    ("round-tops", "slyder-farm"): PR,
    ("mcallisters-mill", "powers-hill"): RC,
    ("mcallisters-mill", "taneytown-road-south"): RC,
    ("spanglers-spring", "mcallisters-mill"): RC,
    ("cemetery-ridge-weikert", "powers-hill"): [],
    ("powers-hill", "taneytown-road-leister-farm"): [(1030, 800)],
    ("powers-hill", "spanglers-spring"): [(1105, 790)],
    # the town's edge
    ("gettysburg", "seminary-ridge-lutheran-seminary"): [(693, 350)],
    ("gettysburg", "long-lane"): [(712, 402), (790, 445)],
    ("cemetery-hill", "gettysburg"): [(858, 470)],
    ("east-cemetery-hill", "gettysburg"): [(960, 440)],
    ("gettysburg", "pennsylvania-college"): [(800, 292)],
    ("carlisle-road-fields", "gettysburg"): [(878, 292), (946, 302)],
    # the Carlisle Road fields around Barlow's Knoll and under Oak Hill
    ("barlows-knoll", "carlisle-road-fields"): [(885, 45), (845, 105), (852, 180), (920, 225)],
    ("carlisle-road-fields", "oak-ridge"): [],
    ("carlisle-road-fields", "pennsylvania-college"): [(828, 158)],
}

# --- 5. roads: id -> (lat, lon) or board points ---------------------------------------------
ROADS: dict[str, list] = {
    "chambersburg-pike": [
        (0, 212),
        (190, 240),
        (336, 275),
        (478, 282),
        (545, 298),
        (592, 312),
        (706, 328),
        (790, 338),
        (857, 352),
    ],
    "unfinished-railroad": [
        (0, 195),
        (195, 213),
        (336, 222),
        (478, 228),
        (548, 232),
        (615, 242),
        (697, 258),
        (760, 275),
        (800, 300),
        (850, 320),
    ],
    "mummasburg-road": [
        (400, 0),
        (440, 40),
        (485, 65),
        (520, 90),
        (570, 112),
        (624, 185),
        (700, 225),
        (731, 242),
        (760, 258),
        (775, 300),
        (857, 352),
    ],
    "carlisle-road": [(779, 0), (795, 80), (838, 170), (852, 230), (855, 292), (857, 352)],
    "harrisburg-road": [(1275, 0), (1150, 60), (1060, 100), (970, 125), (935, 170), (905, 235), (895, 292), (857, 352)],
    "york-pike": [(1600, 58), (1463, 133), (1171, 233), (1005, 300), (937, 333), (857, 352)],
    "hanover-road": [
        (1600, 310),
        (1541, 392),
        (1424, 420),
        (1229, 428),
        (1100, 405),
        (1030, 393),
        (950, 368),
        (857, 352),
    ],
    "baltimore-pike": [
        (1500, 1200),
        (1400, 960),
        (1300, 880),
        (1192, 858),
        (1112, 815),
        (1058, 740),
        (1040, 640),
        (960, 530),
        (925, 456),
        (890, 410),
        (857, 352),
    ],
    "taneytown-road": [
        (870, 1200),
        (830, 1100),
        (828, 1000),
        (825, 900),
        (820, 800),
        (835, 708),
        (848, 625),
        (850, 566),
        (860, 530),
    ],
    "emmitsburg-road": [
        (240, 1200),
        (332, 1100),
        (350, 1075),
        (400, 992),
        (440, 921),
        (480, 880),
        (492, 862),
        (527, 820),
        (546, 800),
        (624, 742),
        (680, 670),
        (676, 600),
        (675, 545),
        (715, 480),
        (785, 440),
        (857, 352),
    ],
    "fairfield-road": [
        (0, 560),
        (215, 533),
        (290, 480),
        (433, 458),
        (550, 470),
        (615, 472),
        (700, 440),
        (745, 425),
        (800, 380),
        (857, 352),
    ],
    "wheatfield-road": [(492, 862), (560, 885), (610, 905), (669, 945), (720, 947), (797, 945), (828, 947)],
}

# --- 6. entry boxes: id -> (x, y) of the top-left corner --------------------------------------
BOXES: dict[str, tuple[float, float]] = {
    "mummasburg-road-box": (340, 0),
    "tanneytown-road-box": (810, 1160),
}

# --- 7. labels: area id -> board point -------------------------------------------------------
# Found with --suggest-labels (the editor's Place name, gettysburg_desktop/editor/labels.py:
# the name inside the area, a stack of the size given clear of it, as the play window lays
# it out), then checked by eye.
LABELS: dict[str, tuple[float, float]] = {
    "barlows-knoll": (913.0, 105.0),  # a stack of 108 x 66
    "benners-hill": (1218.6, 402.9),  # a stack of 108 x 66
    "black-horse-tavern": (148.0, 494.4),  # a stack of 108 x 66
    "bliss-farm": (604.0, 641.0),  # a stack of 108 x 66
    "brinkerhoffs-ridge": (1508.3, 258.1),  # a stack of 108 x 66
    "carlisle-road-fields": (902.0, 24.0),  # a stack of 108 x 66
    "cemetery-hill": (846.0, 499.0),  # a stack of 108 x 66
    "cemetery-ridge-the-angle": (785.3, 679.0),  # a stack of 108 x 66
    "cemetery-ridge-weikert": (762.4, 828.9),  # a stack of 108 x 66
    "codori-farm": (647.0, 684.0),  # a stack of 108 x 66
    "culps-hill": (1084.0, 588.9),  # a stack of 108 x 66
    "devils-den": (610.0, 1031.9),  # no room for a stack clear of the name
    "east-cemetery-hill": (1005.0, 475.1),  # a stack of 108 x 66
    "emmitsburg-road-south": (201.6, 1081.7),  # a stack of 108 x 66
    "forney-fields": (392.1, 96.0),  # a stack of 108 x 66
    "gettysburg": (937.0, 392.0),  # a stack of 108 x 66
    "harrisburg-road": (1055.7, 44.0),  # a stack of 108 x 66
    "herr-ridge": (168.0, 168.0),  # a stack of 108 x 66
    "long-lane": (665.0, 530.0),  # a stack of 108 x 66
    "marsh-creek": (124.0, 746.7),  # a stack of 108 x 66
    "mcallisters-mill": (1340.7, 975.7),  # a stack of 108 x 66
    "mcpherson-ridge-herbst-woods": (443.4, 318.9),  # a stack of 108 x 66
    "mcpherson-ridge-railroad-cut": (471.5, 156.0),  # a stack of 108 x 66
    "oak-hill": (556.0, 28.0),  # a stack of 108 x 66
    "oak-ridge": (656.0, 152.0),  # a stack of 108 x 66
    "peach-orchard": (468.0, 842.0),  # a stack of 108 x 66
    "pennsylvania-college": (764.0, 194.0),  # a stack of 108 x 66
    "pitzers-woods": (324.6, 786.0),  # a stack of 108 x 66
    "plum-run-valley": (735.0, 951.0),  # no room for a stack clear of the name
    "powers-hill": (971.0, 896.0),  # a stack of 108 x 66
    "rock-creek": (1385.6, 384.1),  # a stack of 108 x 66
    "rose-farm": (509.0, 984.0),  # no room for a stack clear of the name
    "round-tops": (720.9, 1089.0),  # a stack of 108 x 66
    "seminary-ridge-lutheran-seminary": (602.0, 326.0),  # a stack of 108 x 66
    "seminary-ridge-mcmillan-woods": (368.5, 514.4),  # a stack of 108 x 66
    "seminary-ridge-spanglers-woods": (458.5, 643.0),  # a stack of 108 x 66
    "sherfy-farm": (540.0, 784.0),  # no room for a stack clear of the name
    "slyder-farm": (480.0, 1108.0),  # a stack of 108 x 66
    "spanglers-spring": (1158.0, 757.0),  # the name only: no room for a stack clear of it
    "taneytown-road-leister-farm": (952.0, 659.0),  # a stack of 108 x 66
    "taneytown-road-south": (982.0, 1024.1),  # a stack of 108 x 66
    "trostle-farm": (644.0, 834.0),  # no room for a stack clear of the name
    "warfield-ridge": (355.6, 940.0),  # a stack of 108 x 66
    "wheatfield": (622.0, 876.0),  # a stack of 108 x 66
    "wolf-hill": (1477.3, 637.9),  # a stack of 108 x 66
    "york-pike": (1305.3, 160.2),  # a stack of 108 x 66
    "zieglers-grove": (748.0, 580.0),  # no room for a stack clear of the name
}


# =====================================================================================


class Shaper:
    """The draft open in the editor's model, edited through its undo stack."""

    def __init__(self, text: str) -> None:
        self.emap = EditableMap.from_document(parse_map(yaml.safe_load(text), "draft"))
        self.stack = UndoStack()
        self.log: list[str] = []

    def push(self, edit, why: str = "") -> None:
        self.stack.push(edit)
        self.log.append(edit.text + (f"  ({why})" if why else ""))

    # --- finding things by what they are -------------------------------------------------
    def junction(self, areas: tuple[str, ...]) -> tuple[float, float]:
        """The vertex where exactly ``areas`` meet (the board's edge counts as no area)."""
        want = set(areas)
        hits = [v for v, owners in self.emap.vertex_index.owners.items() if set(owners) == want]
        if len(hits) != 1:
            raise SystemExit(f"{sorted(want)} meet at {len(hits)} vertices, not 1: {hits}")
        return hits[0]

    def stream(self, sid: str) -> LineString:
        return LineString(self.emap.scenery[sid].points)

    def at(self, where) -> tuple[float, float]:
        if isinstance(where, On):
            line = self.stream(where.stream)
            p = line.interpolate(line.project(Point(where.near)))
            bend = min(line.coords, key=lambda c: Point(c).distance(p))
            if Point(bend).distance(p) < 1.0:  # a bend of the stream, or its end on the board's edge
                return tuple(bend)
            return (round(p.x, 1), round(p.y, 1))
        if isinstance(where, Beyond):
            line = self.stream(where.stream)
            d = line.project(Point(where.near))
            return next(c for c in line.coords if line.project(Point(c)) > d + 1e-9)
        if isinstance(where, Geo):
            return ll(where.lat, where.lon)
        return (float(where[0]), float(where[1]))

    def along(self, sid: str, p, q) -> list[tuple[float, float]]:
        """The stream's points strictly between its points nearest ``p`` and ``q``, in that order."""
        line = self.stream(sid)
        a, b = line.project(Point(p)), line.project(Point(q))
        piece = substring(line, min(a, b), max(a, b))
        pts = [(round(x, 1), round(y, 1)) for x, y in piece.coords][1:-1]
        pts = [t for t in pts if Point(t).distance(Point(p)) > 2 and Point(t).distance(Point(q)) > 2]
        return pts if a <= b else pts[::-1]

    # --- the steps ---------------------------------------------------------------------------
    def streams(self) -> None:
        for sid, (name, course) in STREAMS.items():
            if sid in self.emap.scenery:
                self.push(delete_line_item(self.emap, (SCENERY, sid)))
            edit = add_scenery(self.emap, "river", [ll(*p) for p in course], name)
            assert edit.added(SCENERY) == (sid,), edit.added(SCENERY)
            self.push(edit, "its 1863 course")

    def junctions(self, moves) -> None:
        for areas, where in moves.items():
            at = self.junction(areas)
            to = self.at(where)
            if at != to:
                self.push(move_vertex(self.emap, at, to), " / ".join(areas))

    def borders(self) -> None:
        for (a, b), how in BORDERS.items():
            ends = self.border_ends(a, b)
            if isinstance(how, str):
                inner = self.along(how, *ends)
                why = f"along {self.emap.scenery[how].name}"
            else:
                inner = [self.at(p) for p in how]
                if LineString([ends[0], *inner[::-1], ends[1]]).length < LineString([ends[0], *inner, ends[1]]).length:
                    inner.reverse()  # the points are given from the other end
                why = "along the ground"
            self.push(redraw_border(self.emap, [ends[0], *inner, ends[1]]), why)

    def border_ends(self, a: str, b: str) -> tuple[tuple[float, float], tuple[float, float]]:
        """The two vertices where the border of ``a`` and ``b`` meets other borders or the board's edge."""
        ring = self.emap.area(a).polygon
        other = set(self.emap.area(b).polygon)
        n = len(ring)
        shared = [
            k
            for k in range(n)
            if ring[k] in other
            and ring[(k + 1) % n] in other
            and self.emap.areas_with_segment(ring[k], ring[(k + 1) % n]).keys() >= {a, b}
        ]
        if not shared:
            raise SystemExit(f"{a} and {b} share no border")
        start = next(k for k in shared if (k - 1) % n not in shared)
        k = start
        while k in shared:
            k = (k + 1) % n
        ends = (ring[start], ring[k])
        if len([k for k in shared if (k - 1) % n not in shared]) != 1:
            raise SystemExit(f"{a} and {b} share more than one border")
        return ends

    def roads(self) -> None:
        for rid, points in ROADS.items():
            old = self.emap.roads[rid]
            self.push(delete_line_item(self.emap, (ROAD, rid)))
            edit = add_road(self.emap, old.name, [self.at(p) for p in points], old.kind)
            assert edit.added(ROAD) == (rid,)
            self.push(edit, "on its course")

    def boxes(self) -> None:
        for bid, (x, y) in BOXES.items():
            self.push(move_entry_box(self.emap, bid, x, y), "to its road")

    def labels(self) -> None:
        for aid, p in LABELS.items():
            self.push(set_area_attributes(self.emap, aid, label=self.at(p)))

    def run(self) -> str:
        self.streams()
        self.junctions(JUNCTIONS)
        self.handovers()
        self.junctions(JUNCTIONS_AFTER)
        self.borders()
        self.roads()
        self.boxes()
        self.labels()
        return dump_map(self.emap.to_document())

    def handovers(self) -> None:
        for area, new_owner, cut_spec, label_first in HANDOVERS:
            if label_first is not None:
                self.push(
                    set_area_attributes(self.emap, area, label=self.at(label_first)),
                    "the name out of the piece handed over",
                )
            cut: list[tuple[float, float]] = []
            for piece in cut_spec:
                if isinstance(piece, tuple) and piece and piece[0] in STREAMS:
                    sid, p, q = piece
                    p, q = self.at(p), self.at(q)
                    seg = [p, *self.along(sid, p, q), q]
                    if isinstance(piece[2], Beyond):
                        seg = [p, *[c for c in self.along(sid, p, q) if c != q], q]
                else:
                    seg = [self.at(piece)]
                for pt in seg:
                    if not cut or cut[-1] != pt:
                        cut.append(pt)
            edit = split_area(self.emap, area, cut)
            (piece_id,) = edit.added()
            self.push(edit, "along the stream")
            self.push(merge_areas(self.emap, new_owner, piece_id), "the far bank")
            # the old corner of the two borders is now a bend in a straight board edge
            w, h = self.emap.board.width, self.emap.board.height
            for p in list(self.emap.area(new_owner).polygon):
                owners = self.emap.areas_with_vertex(p)
                on_edge = p[0] in (0.0, w) or p[1] in (0.0, h)
                corner = p[0] in (0.0, w) and p[1] in (0.0, h)
                if on_edge and not corner and set(owners) == {new_owner}:
                    self.push(delete_vertex(self.emap, p), "a bend left on the board's edge")


# --- room for the pieces ------------------------------------------------------------------
# The program's own: gettysburg_desktop.editor.labels (the editor's Place name), with the
# geometry in board.piece_room. Both need Qt for the play window's fonts.


def _qt() -> None:
    """Qt offscreen, for the fonts the play window draws names with."""
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    QApplication.instance() or QApplication([])


def rooms(doc) -> dict[str, tuple]:
    """Area id -> (name box, where a full stack goes or None), as the play window lays
    them out (editor.labels.rooms)."""
    _qt()
    from gettysburg_desktop.editor.labels import rooms as program_rooms

    return program_rooms(doc)


def suggest_label(doc, area_id: str, step: float = 4.0):
    """The editor's Place name (editor.labels.suggest_label): (point, stack size) or (None, None)."""
    _qt()
    from gettysburg_desktop.editor.labels import suggest_label as program_suggest

    return program_suggest(doc, area_id, step)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--check", action="store_true", help="shape and check; write nothing")
    ap.add_argument("--out", help="write the shaped map here instead of the two shipped copies")
    ap.add_argument("--quiet", action="store_true", help="don't print the edits")
    ap.add_argument(
        "--rooms", action="store_true", help="list the areas without room for a full stack clear of the name"
    )
    ap.add_argument(
        "--suggest-labels",
        nargs="*",
        metavar="AREA",
        help="print name places where a full stack has room (all areas, or those named)",
    )
    args = ap.parse_args(argv)
    shaper = Shaper(draft_text())
    text = shaper.run()
    if not args.quiet:
        print(f"{len(shaper.log)} edits:")
        for line in shaper.log:
            print("  " + line)
    loaded = yaml.safe_load(text)
    errs = check(loaded, road_chains())
    doc = parse_map(loaded, "shaped")
    problems = [str(p) for p in validate_map(doc)]
    print(report(loaded))
    for e in errs + problems:
        print("  problem: " + e, file=sys.stderr)
    if args.rooms:
        crowded = sorted(a for a, (_, room) in rooms(doc).items() if room is None)
        print(f"{len(crowded)} area(s) without room for a full stack clear of the name: {', '.join(crowded) or '-'}")
    if args.suggest_labels is not None:
        for aid in args.suggest_labels or sorted(a.id for a in doc.areas):
            at, size = suggest_label(doc, aid)
            print(f"    {aid!r}: {at},{'' if size is None else f'  # a stack of {size[0]:g} x {size[1]:g}'}")
    if args.check:
        same = OUTPUTS[0].read_text(encoding="utf-8") == text
        print("the shipped map is" + ("" if same else " NOT") + " what this script makes")
        return 1 if errs or problems else 0
    from gettysburg_desktop.files.atomic_file import atomic_write_text

    if args.out:  # a trial: written even with problems, to look at
        atomic_write_text(Path(args.out), text)
        print(f"wrote {args.out}")
    elif errs or problems:
        print("not written: the map has problems", file=sys.stderr)
    else:
        for path in OUTPUTS:
            atomic_write_text(path, text)
            print(f"wrote {path.relative_to(ROOT)}")
    return 1 if errs or problems else 0


if __name__ == "__main__":
    sys.exit(main())

"""ACW-BBDBA's look on the table: each kind of terrain of BB-FIELD in a fill,
an edge and a pattern that tells it apart without its colour (a wood
dotted, a marsh hatched, rough ground cross-hatched, a steep hill darker
than a gentle one), a crest as a dashed brown line; the two sides' colours,
Union a dark blue and Confederates a light grey, apart in lightness as
well as hue (ui.md: colour-blind players)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from gettysburg_desktop.boards.table.qt.items import Look

LOOKS: dict[str, Look] = {
    "wood": Look("#5f8a45", "#2f4f1f", Qt.BrushStyle.Dense4Pattern),
    "gentle hill": Look("#d8c79a", "#8a7448"),
    "steep hill": Look("#b89c63", "#6b5330"),
    "crest": Look("#6b5330", "#6b5330", edge_width=1.0),
    "bua": Look("#9a8b7a", "#4b4035", Qt.BrushStyle.Dense2Pattern),
    "road": Look("#d8c8a0", "#8a6d3b"),
    "river": Look("#6aa7d8", "#2b5f8f"),
    "waterway": Look("#4f8fc4", "#1f4f7f"),
    "marsh": Look("#7fa596", "#3e5f52", Qt.BrushStyle.BDiagPattern),
    "rough": Look("#b5a782", "#6b6040", Qt.BrushStyle.DiagCrossPattern),
}

#: each side's fill, edge and the colour of its front edge (by the side's value)
SIDE_FILL = {"union": "#2f4f8f", "confederate": "#b8b8b0"}
SIDE_EDGE = {"union": "#0d1f47", "confederate": "#3a3a34"}
SIDE_FRONT = {"union": "#fff3c4", "confederate": "#7a1010"}
#: the ink of an element's words on its base
SIDE_INK = {"union": "#ffffff", "confederate": "#1e1b16"}

#: the ghost of a drawn move: allowed (green edge), refused (red)
GHOST_OK = ("#8fd19e", "#1b5e20")
GHOST_REFUSED = ("#e8806a", "#8b1a00")

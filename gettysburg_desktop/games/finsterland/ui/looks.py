"""Finsterland's look on the table: each kind of terrain of T1, T11 and
T13 in a fill, an edge and a pattern that tells it apart without its
colour (a wood dotted, a swamp hatched, a hill plain and light), and the
two sides' colours: South a brick orange, North a dark blue, apart in
lightness as well as hue (ui.md: colour-blind players)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from gettysburg_desktop.boards.table.qt.items import Look

LOOKS: dict[str, Look] = {
    "wood": Look("#5f8a45", "#2f4f1f", Qt.BrushStyle.Dense4Pattern),
    "hill": Look("#cdb98a", "#8a7448"),
    "road": Look("#d8c8a0", "#8a6d3b"),
    "river": Look("#6aa7d8", "#2b5f8f"),
    "ford": Look("#a9cde8", "#2b5f8f", Qt.BrushStyle.Dense5Pattern),
    "swamp": Look("#7fa596", "#3e5f52", Qt.BrushStyle.BDiagPattern),
    "bridge": Look("#9b7b55", "#5a4328"),
    "building": Look("#9a8b7a", "#4b4035"),
    "bunker": Look("#8d8d86", "#3f3f3a"),
    "bushes": Look("#88a860", "#4a6a2a", Qt.BrushStyle.Dense6Pattern),
    "hedge": Look("#5f8a45", "#2f4f1f"),
    "wall": Look("#8a8580", "#3d3a36"),
    "fence": Look("#a07a4a", "#5a4020"),
    "trench": Look("#7a6040", "#3a2a18"),
}

#: each side's fill, edge and the colour of its front edge (by the side's value)
SIDE_FILL = {"south": "#d0693f", "north": "#2f5f9e"}
SIDE_EDGE = {"south": "#4a1a10", "north": "#0d2547"}
SIDE_FRONT = {"south": "#fff3c4", "north": "#fff3c4"}

#: the ghost of a drawn move: allowed (green edge), refused (red)
GHOST_OK = ("#8fd19e", "#1b5e20")
GHOST_REFUSED = ("#e8806a", "#8b1a00")

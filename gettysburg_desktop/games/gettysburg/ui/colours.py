"""Gettysburg's own colours: its damage cubes (Okabe-Ito, one per unit type
of a side, R-COMP), a damaged battery's marks, the blocks and discs of its
counters, and how its piece drawings are recoloured for the Confederacy.
The shared colours (sides, highlights) are display/palette.py's."""

from __future__ import annotations

from gettysburg_desktop.display.palette import SIDE_EDGE, SIDE_FILL, SIDE_MARK

#: The piece drawings (resources/art/pieces) are in the Union's colours; the
#: Confederate pieces swap each of these for its counterpart.
RECOLOUR = {
    SIDE_FILL["usa"]: SIDE_FILL["csa"],
    SIDE_EDGE["usa"]: SIDE_EDGE["csa"],
    SIDE_MARK["usa"]: SIDE_MARK["csa"],
    "#dbe7f3": "#ece4d2",  # the pale body of inferior infantry
}

#: Damage cubes, one colour per unit type of a side (R-COMP).
CUBE = {
    "csa-regular": "#d55e00",  # vermillion
    "csa-elite": "#1a1a1a",  # black
    "usa-regular": "#0072b2",  # blue
    "usa-elite": "#56b4e9",  # sky
    "usa-inferior": "#f0e442",  # yellow
    "usa-cavalry": "#cc79a7",  # reddish purple
}

#: A damaged battery (R-ART-5): a pale wash over its token and a bold cross.
DAMAGED_WASH = "#ffffff"
DAMAGED_MARK = "#d55e00"  # vermillion, edged in the side's dark colour

BLOCK = {"usa": "#1d3f66", "csa": "#5a4e3c"}
DISC = {"usa": "#56b4e9", "csa": "#e0d6c2", "black": "#111111"}

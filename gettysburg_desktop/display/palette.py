"""The colours of the board and the pieces, safe for colour-blind players.

Okabe-Ito colours (readable with every common colour blindness) for the
highlights, the Union blue and the Confederate grey-butternut players
expect (a game's own colours, such as the damage cubes of the 1863 battle,
are in its own package); every colour that
must be told from another differs in lightness as well as hue, and
``deuteranopia`` lets a test check that the pairs stay apart for a
red-green colour-blind player (Viénot, Brettel & Mollon 1999). Plain hex
strings: the Qt side makes QColors of them.
"""

from __future__ import annotations

#: Area terrain fills.
TERRAIN = {"clear": "#e9e4c8", "ridge": "#d6c99a", "hill": "#c4ad7c", "town": "#c9b8b0"}
AREA_EDGE = "#3a3226"
ROAD = "#8a6d3b"
ROAD_CASING = "#f7f1dc"
RAILROAD = "#2b2b2b"
RIVER = "#3b78c4"
WOODS = "#8c9a5b"
BUILDING = "#7b6a58"
BOX_FILL = "#f4f1e6"

#: Sides: the Union blue, the Confederate grey-butternut (fill, edge, symbol).
SIDE_FILL = {"usa": "#2f6fb0", "csa": "#b3a58c"}
SIDE_EDGE = {"usa": "#0b2f55", "csa": "#4b4337"}
SIDE_MARK = {"usa": "#ffffff", "csa": "#1e1b16"}
#: Markers.
ENTRENCHMENT = "#5b3a1a"

#: Artillery reach: in sight, and the line drawn.
SKY = "#56b4e9"
BLUE = "#0072b2"

#: Highlights of what the rules offer now, and the selection.
LEGAL = "#009e73"  # bluish green
SELECTED = "#f0e442"
TARGET = "#cc79a7"
BLOCKED = "#7f7f7f"
RECENT = "#d55e00"  # vermillion: where the other side acted since your last turn


# --- colour-vision checks (no Qt) ------------------------------------------------------
def _linear(c: float) -> float:
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _gamma(c: float) -> float:
    c = min(max(c, 0.0), 1.0)
    return 12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055


def _rgb(hex_colour: str) -> tuple[float, float, float]:
    h = hex_colour.lstrip("#")
    return tuple(int(h[i : i + 2], 16) / 255 for i in (0, 2, 4))  # type: ignore[return-value]


def deuteranopia(hex_colour: str) -> tuple[float, float, float]:
    """The colour as a deuteranope sees it (sRGB 0-1), by Viénot et al.'s
    linear-RGB projection."""
    r, g, b = (_linear(c) for c in _rgb(hex_colour))
    rr = 0.29275 * r + 0.70725 * g
    gg = 0.29275 * r + 0.70725 * g
    bb = -0.02234 * r + 0.02234 * g + b
    return (_gamma(rr), _gamma(gg), _gamma(bb))


def lab(rgb: tuple[float, float, float]) -> tuple[float, float, float]:
    """CIE L*a*b* (D65) of an sRGB colour (0-1)."""
    r, g, b = (_linear(c) for c in rgb)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    fx, fy, fz = f(x), f(y), f(z)
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))


def difference(a: tuple[float, float, float], b: tuple[float, float, float]) -> float:
    """CIE76 colour difference of two sRGB colours (about 2.3: just noticeable)."""
    la, lb = lab(a), lab(b)
    return sum((p - q) ** 2 for p, q in zip(la, lb, strict=True)) ** 0.5


def lightness(hex_colour: str) -> float:
    return lab(_rgb(hex_colour))[0]


def rgb(hex_colour: str) -> tuple[float, float, float]:
    return _rgb(hex_colour)

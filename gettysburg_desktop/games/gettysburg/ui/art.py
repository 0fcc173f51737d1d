"""Gettysburg's drawings from resources/art (display/art.py reads them):
unit pieces and markers. The piece drawings are in the Union's colours; a
Confederate piece is the same drawing recoloured (colours.RECOLOUR)."""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QByteArray
from PySide6.QtSvg import QSvgRenderer

from gettysburg_desktop.display.art import art_bytes

from .colours import RECOLOUR

#: unit type -> drawing (R-COMP)
PIECES = ("regular", "elite", "inferior", "cavalry", "artillery")
MARKERS = ("disruption", "artillery-fire")


def svg_text(kind: str, side: str) -> str:
    """The SVG of a unit type in a side's colours."""
    text = art_bytes("pieces", f"{kind}.svg").decode("utf-8")
    if side == "csa":
        for union, confederate in RECOLOUR.items():
            text = text.replace(f'"{union}"', f'"{confederate}"')
    return text


@cache
def piece(kind: str, side: str) -> QSvgRenderer:
    """The renderer of a unit type's piece in a side's colours."""
    renderer = QSvgRenderer(QByteArray(svg_text(kind, side).encode("utf-8")))
    if not renderer.isValid():  # pragma: no cover - the shipped art is checked by a test
        raise ValueError(f"resources/art/pieces/{kind}.svg: not a drawing QtSvg can read")
    return renderer


@cache
def marker(name: str) -> QSvgRenderer:
    renderer = QSvgRenderer(QByteArray(art_bytes("markers", f"{name}.svg")))
    if not renderer.isValid():  # pragma: no cover
        raise ValueError(f"resources/art/markers/{name}.svg: not a drawing QtSvg can read")
    return renderer

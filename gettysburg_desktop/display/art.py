"""The program's drawings from resources/art (SVG, read through
importlib.resources so they work installed and frozen): unit pieces,
markers and the icon. The piece drawings are in the Union's colours; a
Confederate piece is the same drawing recoloured (palette.RECOLOUR)."""

from __future__ import annotations

from functools import cache
from importlib.resources import files

from PySide6.QtCore import QByteArray, QSize, Qt
from PySide6.QtGui import QIcon, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from . import palette as P

#: unit type -> drawing (R-COMP)
PIECES = ("regular", "elite", "inferior", "cavalry", "artillery")
MARKERS = ("disruption", "artillery-fire")


def _art(*parts: str) -> bytes:
    return files("gettysburg_desktop.resources").joinpath("art", *parts).read_bytes()


def svg_text(kind: str, side: str) -> str:
    """The SVG of a unit type in a side's colours."""
    text = _art("pieces", f"{kind}.svg").decode("utf-8")
    if side == "csa":
        for union, confederate in P.RECOLOUR.items():
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
    renderer = QSvgRenderer(QByteArray(_art("markers", f"{name}.svg")))
    if not renderer.isValid():  # pragma: no cover
        raise ValueError(f"resources/art/markers/{name}.svg: not a drawing QtSvg can read")
    return renderer


@cache
def icon() -> QIcon:
    """The program's icon, drawn at the sizes desktops ask for."""
    renderer = QSvgRenderer(QByteArray(_art("icons", "gettysburg.svg")))
    out = QIcon()
    for size in (16, 24, 32, 48, 64, 128, 256):
        pixmap = QPixmap(QSize(size, size))
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        renderer.render(painter)
        painter.end()
        out.addPixmap(pixmap)
    return out

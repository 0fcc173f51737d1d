"""The program's drawings from resources/art (SVG, read through
importlib.resources so they work installed and frozen): ``art_bytes`` for a
game's own drawings (Gettysburg's pieces and markers) and the program's icon."""

from __future__ import annotations

from functools import cache
from importlib.resources import files

from PySide6.QtCore import QByteArray, QSize, Qt
from PySide6.QtGui import QIcon, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer


def art_bytes(*parts: str) -> bytes:
    """The file resources/art/<parts> as bytes."""
    return files("gettysburg_desktop.resources").joinpath("art", *parts).read_bytes()


@cache
def icon() -> QIcon:
    """The program's icon, drawn at the sizes desktops ask for."""
    renderer = QSvgRenderer(QByteArray(art_bytes("icons", "gettysburg.svg")))
    out = QIcon()
    for size in (16, 24, 32, 48, 64, 128, 256):
        pixmap = QPixmap(QSize(size, size))
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        renderer.render(painter)
        painter.end()
        out.addPixmap(pixmap)
    return out

"""The art in resources/art: every drawing is one QtSvg reads, the
Confederate pieces are the Union's drawings in the Confederacy's colours,
and the icon draws."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPainter

from gettysburg_desktop.display import art
from gettysburg_desktop.display import palette as P
from gettysburg_desktop.games.gettysburg.ui import art as pieces_art


def _image(renderer) -> QImage:
    image = QImage(48, 48, QImage.Format_ARGB32)
    image.fill(Qt.transparent)
    painter = QPainter(image)
    renderer.render(painter)
    painter.end()
    return image


@pytest.mark.parametrize("kind", pieces_art.PIECES)
def test_each_piece_draws_in_each_sides_colours(qapp, kind):
    union, confederate = _image(pieces_art.piece(kind, "usa")), _image(pieces_art.piece(kind, "csa"))
    assert union != confederate
    centre_left = (6, 24)  # (3, 12) on the 24-unit drawing: the body, clear of the marks
    fill = {"usa": P.SIDE_FILL["usa"], "csa": P.SIDE_FILL["csa"]}
    if kind not in ("inferior",):
        assert (
            union.pixelColor(*centre_left).name() == fill["usa"]
            and confederate.pixelColor(*centre_left).name() == fill["csa"]
        )
    assert P.SIDE_FILL["usa"] not in pieces_art.svg_text(kind, "csa")


@pytest.mark.parametrize("name", pieces_art.MARKERS)
def test_each_marker_draws(qapp, name):
    image = _image(pieces_art.marker(name))
    assert image.pixelColor(24, 24).alpha() == 255


def test_the_icon_has_every_size_a_desktop_asks_for(qapp):
    icon = art.icon()
    assert not icon.isNull() and {s.width() for s in icon.availableSizes()} >= {16, 32, 48, 256}

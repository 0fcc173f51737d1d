"""The box map's drawing (games/nordensueden/ui/box_map_items.py, NS-COMP-6): what a player and
an author see of boxes and links, read back from rendered pixels."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene

from gettysburg_desktop.boards.boxes.qt import items as board_items
from gettysburg_desktop.games.nordensueden.rules.boxmap import Box, Link, LinkKind, from_scene
from gettysburg_desktop.games.nordensueden.rules.sides import Side
from gettysburg_desktop.games.nordensueden.ui import box_map_items as items


def box_at(box_id, x, y, **kw):
    lat, lon = from_scene(x, y)
    return Box(box_id, kw.pop("name", box_id.title()), "", lat, lon, **kw)


def render(scene: QGraphicsScene, rect: QRectF) -> QImage:
    image = QImage(int(rect.width()), int(rect.height()), QImage.Format_RGB32)
    image.fill(QColor("#f3eedd"))
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, rect.width(), rect.height()), rect)
    painter.end()
    return image


def colour(image: QImage, rect: QRectF, x: float, y: float) -> QColor:
    return image.pixelColor(int(x - rect.left()), int(y - rect.top()))


def near(c: QColor, hex_colour: str, tol: int = 40) -> bool:
    want = QColor(hex_colour)
    return all(
        abs(a - b) <= tol for a, b in ((c.red(), want.red()), (c.green(), want.green()), (c.blue(), want.blue()))
    )


def test_a_box_is_drawn_in_its_starting_colour_and_widens_for_a_long_name(qapp):
    short = items.BoxItem(box_at("a", 100, 100, owner=Side.USA))
    long = items.BoxItem(box_at("b", 100, 100, name="Manassas Junction and Beyond"))
    assert short.plate.width() == items.BOX_WIDTH
    assert long.plate.width() > items.BOX_WIDTH
    scene = QGraphicsScene()
    scene.addItem(short)
    rect = QRectF(40, 60, 120, 80)
    image = render(scene, rect)
    assert near(colour(image, rect, 100 - 30, 100 + 8), items.BOX_COLOURS[Side.USA][0])  # Union blue


def test_a_river_has_a_white_arrow_at_mid_length_and_a_crossing_bar(qapp):
    a, b = box_at("a", 0, 0), box_at("b", 300, 0)
    river = Link("a", "b", LinkKind.RIVER, downstream="b", crossing=frozenset({"b"}))
    scene = QGraphicsScene()
    scene.addItem(items.LinkItem(1, river, a, b))
    rect = QRectF(-50, -40, 400, 80)
    image = render(scene, rect)
    assert near(colour(image, rect, 150, 0), "#ffffff", 30)  # the arrow on the blue line
    assert near(colour(image, rect, 100, 0), items.RIVER_LINE)
    bar_x = 300 - items.BOX_WIDTH / 2 - 7  # just outside b's plate
    assert near(colour(image, rect, bar_x, 8), items.CROSSING)  # across the line, beside it
    assert not near(colour(image, rect, 35 + 7, 8), items.CROSSING)  # none at a


@pytest.mark.parametrize("downstream", ["a", "b"])
def test_the_arrow_points_downstream(qapp, downstream):
    a, b = box_at("a", 0, 0), box_at("b", 300, 0)
    scene = QGraphicsScene()
    scene.addItem(items.LinkItem(1, Link("a", "b", LinkKind.RIVER, downstream=downstream), a, b))
    rect = QRectF(100, -20, 100, 40)
    image = render(scene, rect)
    # the arrow is wide at its tail, pointed at its head: its white off the line's middle lies behind
    wide = [
        x
        for x in range(130, 171)
        for y in (-3, 2)  # pixel rows a little above and below the line's middle
        if near(colour(image, rect, x + 0.5, y + 0.5), "#ffffff", 70)
    ]
    assert wide, "no arrow"
    behind = sum(1 for x in wide if (x < 150) == (downstream == "b"))
    assert behind > len(wide) * 0.7


def test_parallel_links_lie_apart_whichever_way_they_were_drawn():
    links = {
        1: Link("a", "b", LinkKind.ROAD),
        2: Link("b", "a", LinkKind.RAIL),
        3: Link("a", "c", LinkKind.RIVER, downstream="c"),
    }
    off = items.link_offsets(links)
    assert off[3] == 0
    assert abs(off[1]) == abs(off[2]) == board_items.LINK_GAP / 2
    a, b = box_at("a", 0, 0), box_at("b", 300, 0)
    road = items.LinkItem(1, links[1], a, b, off[1])
    rail = items.LinkItem(2, links[2], b, a, off[2])
    road_y = road.points[0].y()
    rail_y = rail.points[-1].y()  # drawn from b to a: its last point is at a
    assert abs(road_y - rail_y) == pytest.approx(board_items.LINK_GAP)


def test_add_box_map_draws_every_box_and_link(qapp):
    scene = QGraphicsScene()
    boxes = {"a": box_at("a", 0, 0), "b": box_at("b", 300, 0)}
    boxes_drawn, links_drawn = items.add_box_map(
        scene, boxes, {"l1": Link("a", "b", LinkKind.ROAD), "l2": Link("a", "x", LinkKind.ROAD)}
    )
    assert set(boxes_drawn) == {"a", "b"} and set(links_drawn) == {"l1"}  # a link to no box is left out
    assert scene.items(QPointF(0, 0), Qt.IntersectsItemShape)[0] is boxes_drawn["a"]


def test_the_1861_map_is_drawn_whole(qapp):
    from gettysburg_desktop.games.nordensueden.boxes.box_map_file import load_box_map

    m = load_box_map(Path(__file__).resolve().parents[2] / "resources" / "maps" / "norden-sueden-1861.yaml")
    scene = QGraphicsScene()
    boxes, links = items.draw_box_map(scene, m)
    assert len(boxes) == len(m.boxes) and len(links) == len(m.links)
    potomac = next(item for item in links.values() if item.link.potomac)
    assert potomac.link.kind is LinkKind.RIVER

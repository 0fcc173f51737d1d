"""The free table drawn (boards/table/qt/items.py): every feature in its
kind's look, the grid with the sectors' names, the objectives with their
points, a base with its front edge; the table's y up, the scene's down."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene

from gettysburg_desktop.boards.table.bases import Pose, Size
from gettysburg_desktop.boards.table.qt.items import (
    CLOTH,
    PLAIN,
    SCALE,
    BaseItem,
    FeatureItem,
    Look,
    ObjectiveItem,
    draw_table,
    from_scene,
    to_scene,
)
from gettysburg_desktop.boards.table.table import Feature, Objective, Table

WOOD = Look("#6f8f4e", "#3b5a25", Qt.BrushStyle.Dense3Pattern)


def table() -> Table:
    return Table(
        48,
        48,
        (
            Feature("birch", "wood", outline=((6, 12), (16, 11), (18, 19), (9, 22)), name="Birch wood"),
            Feature("lane", "road", line=((0, 26), (48, 33)), width=1),
        ),
        sector=8,
        objectives=(Objective("mill", (33, 24), 4),),
    )


def test_the_table_is_drawn_with_each_feature_in_its_kinds_look_and_the_y_axis_turned(qapp):
    t = table()
    scene = QGraphicsScene()
    items = draw_table(scene, t, {"wood": WOOD})
    assert isinstance(items["birch"], FeatureItem) and items["birch"].brush().color() == QColor(WOOD.fill)
    assert items["lane"].brush().color() == QColor(PLAIN.fill)  # a kind the game gave no look
    assert isinstance(items["mill"], ObjectiveItem) and "4 points" in items["mill"].toolTip()
    assert to_scene(t, (0, 0)) == QPointF(0, 48 * SCALE) and from_scene(t, to_scene(t, (12.5, 3.25))) == (12.5, 3.25)
    # the wood is found where it lies on the table, and the cloth elsewhere
    inside = to_scene(t, (12, 16))
    assert any(isinstance(i, FeatureItem) and i.feature.id == "birch" for i in scene.items(inside))
    image = QImage(480, 480, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, 480, 480), QRectF(0, 0, 48 * SCALE, 48 * SCALE))
    painter.end()
    assert image.pixelColor(380, 420).name() == CLOTH  # (38, 6) on the table: bare cloth


def test_a_base_is_drawn_as_its_rectangle_and_hit_only_inside_it(qapp):
    t = table()
    scene = QGraphicsScene()
    base = BaseItem(t, "u1", Pose(10, 10, 90), Size(2, 1), "#2f6fb0", "#0b2f55")
    scene.addItem(base)
    assert base in scene.items(to_scene(t, (10.9, 10.4)))
    assert base not in scene.items(to_scene(t, (10, 11)))  # half an inch beyond its front edge
    base.set_pose(Pose(20, 20, 0), Size(2, 1))
    assert base in scene.items(to_scene(t, (20.4, 20.9)))  # turned: now 1 deep along x, 2 wide along y
    assert base.shape().boundingRect().width() == pytest.approx(1 * SCALE)

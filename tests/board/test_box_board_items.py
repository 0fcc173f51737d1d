"""The box board's Qt parts (boards/boxes/qt) with a toy game's records: a
plain plate and line for a game that draws nothing of its own, and the
editor's scene following the working copy as the board's edits change it."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene
from toy_boxes import country, editable

from gettysburg_desktop.boards.boxes.graph import position
from gettysburg_desktop.boards.boxes.projection import to_scene
from gettysburg_desktop.boards.boxes.qt.editor_scene import BoxEditorScene
from gettysburg_desktop.boards.boxes.qt.items import PLAIN, BoxItem, LinkItem, add_box_map
from gettysburg_desktop.editing.model import box_edits


def test_a_game_that_draws_nothing_of_its_own_gets_white_plates_and_grey_lines(qapp):
    c = country()
    scene = QGraphicsScene()
    boxes, links = add_box_map(scene, c.box, {i: road for i, road in enumerate(c.links)})
    assert set(boxes) == {"ash", "birch", "cedar", "dale"} and len(links) == 3
    assert all(isinstance(item, BoxItem) for item in boxes.values())
    assert links[0].points[0] != links[2].points[0]  # a road and a track between the same towns lie apart
    image = QImage(400, 300, QImage.Format.Format_ARGB32)
    image.fill(QColor("#f3eedd"))
    painter = QPainter(image)
    ash = QPointF(*position(c.box["ash"]))
    scene.render(painter, image.rect(), scene.itemsBoundingRect())
    painter.end()
    colours = {image.pixelColor(x, y).name() for x in range(0, 400, 4) for y in range(0, 300, 4)}
    assert PLAIN[0] in colours  # the plates
    assert any(abs(QColor(c).red() - 0x6E) < 12 and abs(QColor(c).blue() - 0x6E) < 12 for c in colours)  # the grey line
    assert scene.items(ash)  # the plate is where the town is


def test_the_editors_scene_follows_the_boards_edits(qapp):
    m = editable()
    scene = BoxEditorScene(m)
    assert set(scene.boxes) == set(m.boxes) and len(scene.links) == len(m.links)
    box_edits.add_box(m, "Elm", to_scene(38.0, -78.0)).redo()
    box_edits.add_link(m, "cedar", "elm", "track").redo()
    assert "elm" in scene.boxes and isinstance(scene.links[m.link_between("cedar", "elm", "track")], LinkItem)
    assert scene.box_at(to_scene(38.0, -78.0)) == "elm"
    box_edits.delete_box(m, "elm").redo()
    assert "elm" not in scene.boxes and len(scene.links) == 3
    scene.show_rings((["ash"], "#009e73", False), (["ash", "birch"], "#cc79a7", True))
    assert len(scene._rings) == 2  # ash ringed once, in the first group's colour
    scene.close()

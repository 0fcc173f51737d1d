"""Issue 22 items 3 and 21: every piece in every entry box is drawn and
clickable at any zoom, a box at the board's bottom edge (the sixth unit in
the Taneytown Road box when XI Corps arrives) and at its top edge (never
clipped at the top of the window) included. Each box holds the most units
it can (R-REIN-1: no stacking limit): those starting there and every group
that may arrive there, none moved out."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication
from uihelp import position_session

from gettysburg_desktop.display.board_view import BoardView
from gettysburg_desktop.games.gettysburg.scenario.catalog import load_scenario_by_id
from gettysburg_desktop.games.gettysburg.ui.piece_items import UNIT


def full_boxes(road: int) -> dict[str, list[str]]:
    """Each entry box's largest filling: its starting units and every group
    due there; a group whose road is rolled (R-REIN-2) on its ``road``-th road."""
    sc = load_scenario_by_id("gettysburg-1863")
    boxes: dict[str, list[str]] = {b: [] for b in sc.battlefield.entry_boxes}
    for uid, where in sc.start.items():
        if where in boxes:
            boxes[where].append(uid)
    for r in sc.reinforcements:
        boxes[r.roads[min(road, len(r.roads) - 1)][2]].extend(r.units)
    return boxes


def on_screen(w, rect: QRectF) -> bool:
    """Whether the whole of ``rect`` (scene units) shows in the board's viewport."""
    return w.view.viewport().rect().contains(w.view.mapFromScene(rect).boundingRect())


@pytest.mark.parametrize("road", [0, 1], ids=["rodes-at-mummasburg", "rodes-at-carlisle"])
def test_every_unit_in_a_full_entry_box_is_drawn_and_clickable_at_any_zoom(open_window, player, road):
    boxes = full_boxes(road)
    assert len(boxes["tanneytown-road-box"]) == 13 and len(boxes["chambersburg-pike-box"]) == 19
    w = open_window(position_session({"period": "1 July morning", "active": "csa", "units": boxes}), reveal=True)
    p, g = player(w), w.session.game
    for zoom in ("fit", "out", "in"):
        if zoom == "fit":
            w.view.fit()
        else:
            w.view.zoom_by(BoardView.MIN_ZOOM / w.view.zoom() if zoom == "out" else 3.0)
        QApplication.processEvents()
        for box, units in boxes.items():
            rect = w.scene.boxes[box].rect()
            assert w.scene.sceneRect().contains(rect), (box, rect)  # on the table: never clipped
            if zoom != "in":  # the home view and a view zoomed out show every box whole
                assert on_screen(w, rect.adjusted(-1, -1, 1, 1)), (zoom, box, rect)
            for uid in units:
                item = w.scene.units[uid]
                assert item.isVisible() and rect.contains(item.sceneBoundingRect().adjusted(1, 1, -1, -1)), (box, uid)
                if zoom == "in":  # zoomed in: the player scrolls to it
                    w.view.centerOn(item)
                h = UNIT / 2
                assert on_screen(w, QRectF(-h, -h, UNIT, UNIT).translated(item.scenePos())), (zoom, uid)
                p.click_unit(uid)
                assert p.status().startswith(g.name(uid)), (zoom, uid, p.status())  # the click found this unit
                p.esc()

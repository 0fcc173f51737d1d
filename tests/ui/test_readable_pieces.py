"""Issue 14 item 7: the pieces read at the zoom the game opens with (the
board fitted to the window, 1440x900 or a 1280x720 screen): the cube counts,
a damaged battery at a glance (R-ART-5), the loose cubes (R-DMG-1), and the
entry boxes' names whole, inside the board's view, over no area's name."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsSimpleTextItem
from uihelp import position_session

from gettysburg_desktop.boards.areas.qt.map_items import Label
from gettysburg_desktop.games.gettysburg.ui import colours as C

#: Herr Ridge with a damaged battery beside a sound one, loose cubes in two places
POSITION = {
    "period": "1 July morning",
    "units": {
        "herr-ridge": [
            "csa-heth-1",
            {"id": "csa-heth-2", "cubes": 3},
            {"id": "csa-hill-art-1", "damaged": True},
            "csa-hill-art-2",
        ],
        "chambersburg-pike-box": ["csa-heth-3", "csa-pender-1", "csa-pender-2", "csa-pender-art"],
        "mcpherson-ridge-herbst-woods": [{"id": "usa-buford-1", "cubes": 2}, {"id": "usa-buford-art", "damaged": True}],
        "seminary-ridge-lutheran-seminary": [{"id": "usa-i-1", "cubes": 4}, "usa-i-2", "usa-i-art"],
    },
}

SIZES = [(1440, 900), (1280, 720)]
MIN_DIGIT_PX = 8  # a count's digits at least this tall on the screen


def opened(open_window, size, session=None):
    w = open_window(session or position_session(POSITION), reveal=True)
    w.resize(*size)
    w.view.fit()  # the zoom the game opens with: the board fitted to the window
    return w


def mean_colour(image, centre: QPointF, radius: int) -> tuple[float, float, float]:
    cx, cy, px = round(centre.x()), round(centre.y()), []
    for dx in range(-radius, radius + 1):
        for dy in range(-radius, radius + 1):
            if dx * dx + dy * dy <= radius * radius:
                c = QColor(image.pixel(cx + dx, cy + dy))
                px.append((c.red(), c.green(), c.blue()))
    return tuple(sum(p[i] for p in px) / len(px) for i in range(3))


@pytest.mark.parametrize("size", SIZES)
def test_a_damaged_battery_has_another_fill_and_a_clear_mark_R_ART_5(open_window, size):
    w = opened(open_window, size)
    image = w.view.viewport().grab().toImage()
    for damaged, sound in (("csa-hill-art-1", "csa-hill-art-2"), ("usa-buford-art", "usa-i-art")):
        assert w.scene.units[damaged].damaged and not w.scene.units[sound].damaged
        zoom = w.view.zoom()
        r = max(2, int(8 * zoom))  # the token's middle (the token is 24 board units across)
        at = {u: QPointF(w.view.mapFromScene(w.scene.unit_pos(u))) for u in (damaged, sound)}
        a, b = mean_colour(image, at[damaged], r), mean_colour(image, at[sound], r)
        assert sum((x - y) ** 2 for x, y in zip(a, b, strict=True)) ** 0.5 > 60, (damaged, a, sound, b)
        mark = QColor(C.DAMAGED_MARK)
        near = [
            QColor(image.pixel(round(at[damaged].x()) + dx, round(at[damaged].y()) + dy))
            for dx in range(-r, r + 1)
            for dy in range(-r, r + 1)
        ]
        close = [
            c
            for c in near
            if abs(c.red() - mark.red()) + abs(c.green() - mark.green()) + abs(c.blue() - mark.blue()) < 60
        ]
        assert len(close) >= 6, f"{damaged}: the damage mark shows in {len(close)} pixels"


@pytest.mark.parametrize("size", SIZES)
def test_cube_counts_are_big_enough_to_read_at_the_opening_zoom_R_DMG_1(open_window, size):
    w = opened(open_window, size)
    view, scene = w.view, w.scene
    assert set(scene.piles) == {"herr-ridge", "mcpherson-ridge-herbst-woods", "seminary-ridge-lutheran-seminary"}
    unit = scene.units["usa-i-2"]
    unit.set_state(4, False)  # a unit carrying cubes (assigned by an assault): its badge at its foot
    badges = [*scene.piles.values(), unit.badge]
    for badge in badges:
        assert badge.isVisible()
        to_screen = badge.deviceTransform(view.viewportTransform())
        for r in badge.text_rects():
            on_screen = to_screen.mapRect(r)
            assert on_screen.height() >= MIN_DIGIT_PX, (badge.cubes, on_screen, view.zoom())
            assert view.viewport().rect().contains(on_screen.toAlignedRect())
    # the cubes of a unit are the unit: a click on them picks it
    corner = unit.badge.deviceTransform(view.viewportTransform()).mapRect(unit.badge.boundingRect()).center()
    assert scene.thing_at(view.mapToScene(corner.toPoint()))[0] == "unit"


@pytest.mark.parametrize("size", SIZES)
def test_entry_box_names_are_whole_in_view_and_over_no_area_name(open_window, size):
    from gettysburg_desktop.scenario.session import GameSession, Setup

    w = opened(open_window, size, GameSession.new(Setup("gettysburg-1863", 3)))
    scene, view = w.scene, w.view
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    names = [label.sceneBoundingRect() for label in scene.labels.values()]
    assert all(isinstance(label, Label) for label in scene.labels.values())
    box_names = {
        place: next(c for c in box.childItems() if isinstance(c, QGraphicsSimpleTextItem)).sceneBoundingRect()
        for place, box in scene.boxes.items()
    }
    for place, box in scene.boxes.items():
        r = box_names[place]
        assert visible.contains(r), f"{place}: its name {r} is cut off (the view shows {visible})"
        assert box.rect().contains(r), f"{place}: its name sticks out of its box"
        over = [scene.doc.area(a).name for a, n in zip(scene.labels, names, strict=True) if n.intersects(r)]
        assert not over, f"{place}: its name is laid over {over}"
    # no area's pieces stand on a box's name (Herr Ridge's beside Chambersburg Pike)
    for uid, item in scene.units.items():
        if item.isVisible():
            loc = w.session.game.state.units[uid].location
            for place in scene.boxes:
                if place != loc:
                    assert not item.sceneBoundingRect().intersects(box_names[place]), (uid, place)


def test_zoomed_in_the_cube_badges_grow_with_the_board(open_window, qtbot):
    from gettysburg_desktop.games.gettysburg.ui.piece_items import BADGE_BOARD, BADGE_PX

    w = opened(open_window, (1440, 900))
    pile = w.scene.piles["herr-ridge"]
    at_start = pile.deviceTransform(w.view.viewportTransform()).mapRect(pile.boundingRect()).height()
    assert abs(at_start - (BADGE_PX + 2)) < 0.5  # its smallest: BADGE_PX on the screen
    for _ in range(6):
        qtbot.keyClick(w.view, Qt.Key_Plus)
    zoom = w.view.zoom()
    side = pile.deviceTransform(w.view.viewportTransform()).mapRect(pile.boundingRect()).height() - 2
    assert zoom * BADGE_BOARD > BADGE_PX and abs(side - zoom * BADGE_BOARD) < 0.5

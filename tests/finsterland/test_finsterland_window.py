"""Finsterland played in the real play window as a player plays it
(pytest-qt, offscreen): the whole table as the opening view with every
unit drawn where it stands; an order written by a click on a sector and a
task's button (FL-ORD-1); a unit selected by a click and turned by its
button (FL-FACE-3); a block dragged with the mouse, a ghost and a live
ruler from ``movement_step.check`` ("cost 3.00 of 5.00 (FL-MOVE-2)"), red
with the rule and the numbers where the move is refused (FL-MOVE-2), a
wheel drawn by dragging aside (FL-MOVE-6); the line of fire, range and
cover shown over an enemy, and a click on it fires (FL-FIRE-3, FL-FIRE-5).
Screenshots go to /tmp/fl-window-*.png."""

from __future__ import annotations

import os
from contextlib import contextmanager

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from fl_battles import write_orders  # noqa: E402
from fl_window import GAME_ID, SCENARIO, registered  # noqa: E402
from PySide6.QtCore import QCoreApplication, QPointF, QSettings, Qt  # noqa: E402
from PySide6.QtGui import QTransform  # noqa: E402
from PySide6.QtWidgets import QApplication, QPushButton  # noqa: E402

from gettysburg_desktop.boards.table.qt.items import BasesItem, from_scene, to_scene  # noqa: E402
from gettysburg_desktop.boards.table.qt.plates import Plate  # noqa: E402
from gettysburg_desktop.games.finsterland.game.sides import Side  # noqa: E402
from gettysburg_desktop.games.finsterland.rules.formation import Formation  # noqa: E402
from gettysburg_desktop.scenario.session import GameSession, Setup  # noqa: E402

SHOTS = "/tmp"


@contextmanager
def opened(qtbot, tmp_path, scenario: str, variants: tuple[str, ...] = (), reveal: bool = True):
    """A shown play window on a new Finsterland battle, everything shown (no hot-seat curtain) unless
    ``reveal`` is false."""
    from gettysburg_desktop.ui.window import MainWindow

    QCoreApplication.setOrganizationName("Gettysburg Desktop Tests")
    QCoreApplication.setApplicationName("Gettysburg Desktop Tests")
    QSettings.setDefaultFormat(QSettings.IniFormat)
    QSettings.setPath(QSettings.IniFormat, QSettings.UserScope, str(tmp_path / "settings"))
    with registered():
        w = MainWindow(GameSession.new(Setup(scenario, 1, variants, game=GAME_ID)), data_dir=tmp_path / "data",
                       reveal=reveal)  # fmt: skip
        qtbot.addWidget(w)
        w.resize(1500, 950)
        w.show()
        qtbot.waitExposed(w)
        w.view.fit()
        yield w
        w.close()


@pytest.fixture
def window(qtbot, qapp, tmp_path):
    """A shown play window on the Finsterland test battle."""
    with opened(qtbot, tmp_path, SCENARIO) as w:
        yield w


def at(w, x: float, y: float):
    """The viewport's pixel over the table point (x, y) inches."""
    return w.view.mapFromScene(to_scene(w.session.game.table, (x, y)))


def click(qtbot, w, x: float, y: float) -> None:
    qtbot.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton, pos=at(w, x, y))


def drag(qtbot, w, start: tuple[float, float], path: list[tuple[float, float]], release: bool = True) -> None:
    """Press at ``start``, move the pointer along ``path`` (table points), let go at its end."""
    vp = w.view.viewport()
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=at(w, *start))
    for point in path:
        qtbot.mouseMove(vp, pos=at(w, *point))
    if release:
        qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=at(w, *path[-1]))


def buttons(w) -> list[str]:
    """The prompt bar's buttons as they show now (new ones show once the events are processed)."""
    QApplication.processEvents()
    return [b.text() for b in w.prompt.buttons.findChildren(QPushButton) if not b.isHidden()]


def press(qtbot, w, text: str) -> None:
    QApplication.processEvents()
    button = next(b for b in w.prompt.buttons.findChildren(QPushButton) if not b.isHidden() and b.text() == text)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def log_text(w) -> str:
    """The Log panel's text as it shows."""
    return w.log.text.toPlainText()


def drawn_front(w, uid: str) -> tuple[float, float]:
    """The middle of the front edge of the unit as the table shows it (its first front's ends, in table inches)."""
    item = w.scene.units[uid]
    left, right = item.fronts[0]
    return from_scene(w.session.game.table, (left + right) / 2)


def close_up(w, x: float = 24, y: float = 14) -> None:
    """The table at 100% (a pixel is 0.05 in: the pointer lands on the points the test names), (x, y) in the middle."""
    w.view.zoom_by(1.0)  # no longer fitted to the window: a resize keeps the scale
    w.view.setTransform(QTransform.fromScale(1.0, 1.0))
    w.view.centerOn(to_scene(w.session.game.table, (x, y)))
    w.scene.set_zoom(1.0)


def to_movement(w) -> None:
    """Every order written (attack D3), through the window's controller: the movement step is asked."""
    g = w.session.game
    while g.prompt().step == "orders":
        a = g.legal_actions()[0]
        w.controller.apply(g.parse(f"order {a.args[0]} A D3"))
    assert g.prompt().step == "movement"


def test_the_whole_table_opens_with_every_unit_where_it_stands(window, qtbot):
    """table.md, "The window": the whole table readable at once; each unit in its side's colours with its front."""
    w = window
    g = w.session.game
    scene = w.scene
    table_rect = scene.board["cloth"].sceneBoundingRect()
    assert w.view.mapToScene(w.view.viewport().rect()).boundingRect().contains(table_rect)  # the whole table
    for uid, unit in g.state.units.items():
        item = scene.units[uid]
        assert item.isVisible() and len(item.bases) == unit.models
        fx, fy = drawn_front(w, uid)
        assert (fx, fy) == pytest.approx((unit.body.front.x, unit.body.front.y), abs=1e-6)
        plate = scene.labels[uid].text()
        assert unit.name in plate and f"{unit.models} models" in plate
    assert scene.units["S1"].fill != scene.units["N1"].fill  # the sides' colours
    assert scene.unit_at(to_scene(g.table, (12, 5))) == "S1"
    assert scene.thing_at(to_scene(g.table, (12, 5))) == ("place", "A2")  # orders are written: a sector is asked
    assert scene.thing_at(to_scene(g.table, (20, 20))) == ("place", "C3")
    w.grab().save(f"{SHOTS}/fl-window-opening.png")


def test_an_order_is_written_by_a_click_on_its_sector_and_a_task(window, qtbot):
    """FL-ORD-1: a sector clicked on the table offers Hold and Attack; a task's button waits for its sector."""
    w = window
    g = w.session.game
    assert "Hold a sector..." in buttons(w) and "Attack a sector..." in buttons(w)
    click(qtbot, w, 20, 20)  # sector C3
    offered = buttons(w)
    assert "1st Light (S1): hold C3" in offered and "1st Light (S1): attack C3" in offered
    press(qtbot, w, "1st Light (S1): hold C3")
    assert g.state.orders["S1"].sector == "C3" and g.state.orders["S1"].task.value == "H"
    press(qtbot, w, "Attack a sector...")
    assert "Click the sector 2nd Heavy (S2) is to attack" in w.status.text()
    click(qtbot, w, 28, 28)  # D4
    assert str(g.state.orders["S2"]) == "A D4"
    assert "South: 2nd Heavy (S2): attack D4" in log_text(w)
    # a click on a unit's bases names the sector under it: the units fill their own zone at the start
    (x, y) = g.state.units["S1"].body.centre
    press(qtbot, w, "Hold a sector...")
    click(qtbot, w, x, y)
    waiting = [u for u in ("S3", "S4") if u in g.state.orders]
    assert waiting and str(g.state.orders[waiting[0]]) == f"H {g.table.sector_at((x, y))}"


def test_a_unit_clicked_is_selected_and_turned_by_its_button(window, qtbot):
    """FL-MOVE-1, FL-FACE-3: a click selects a unit of the active player (nothing taken yet); its buttons act."""
    w = window
    g = w.session.game
    to_movement(w)
    before = len(g.history)
    click(qtbot, w, 12, 5)  # South's 1st Light
    assert len(g.history) == before and w.controller.selected == "S1"
    assert w.scene.units["S1"].glow is not None
    offered = buttons(w)
    assert {"Turn about (180°)", "Stand", "Advance 6.00 in"} <= set(offered)
    press(qtbot, w, "Turn about (180°)")
    assert str(g.history[-1]) == "rotate S1 180"
    assert g.state.units["S1"].body.front.facing == pytest.approx(270)
    assert drawn_front(w, "S1")[1] == pytest.approx(3.0)  # the front now the old rear edge, facing its own table edge


def test_a_block_dragged_ahead_moves_with_a_ghost_and_a_live_ruler(window, qtbot):
    """table.md: a ghost follows the pointer, the ruler reads check's cost (FL-MOVE-2); release moves the unit."""
    w = window
    g = w.session.game
    to_movement(w)
    close_up(w)
    drag(qtbot, w, (24, 5), [(24, 6), (24, 7), (24, 8)], release=False)
    assert w.scene.ghost.isVisible()
    assert w.scene.ruler_text().splitlines() == ["cost 3.00 of 5.00 (FL-MOVE-2)", "advance 3.00 in"]
    w.grab().save(f"{SHOTS}/fl-window-drag.png")
    qtbot.mouseRelease(w.view.viewport(), Qt.MouseButton.LeftButton, pos=at(w, 24, 8))
    assert str(g.history[-1]) == "move S2 a3.00"
    assert not w.scene.ghost.isVisible() and not w.scene.ruler_text()
    assert drawn_front(w, "S2") == pytest.approx((24, 10), abs=1e-6)
    assert "South: 2nd Heavy (S2): advance 3.00 in\n    2nd Heavy moves 3.00 of 5.00 in (FL-MOVE-2)" in log_text(w)


def test_a_drag_too_far_is_red_with_its_rule_and_numbers_and_refused(window, qtbot):
    """FL-MOVE-2: the ruler says why, with the rule and the numbers; let go there, nothing moves."""
    w = window
    g = w.session.game
    to_movement(w)
    before = len(g.history)
    close_up(w)
    drag(qtbot, w, (24, 5), [(24, 8), (24, 11), (24, 12)], release=False)
    ruler = w.scene.ruler_text()
    assert ruler.startswith("costs 7.00 of 5.00") and "(FL-MOVE-2)" in ruler
    assert w.scene.ghost.fill != w.scene.units["S2"].fill  # the refused ghost's red
    w.grab().save(f"{SHOTS}/fl-window-refused.png")
    qtbot.mouseRelease(w.view.viewport(), Qt.MouseButton.LeftButton, pos=at(w, 24, 12))
    assert len(g.history) == before
    assert "7.00 of 5.00" in w.status.text() and "FL-MOVE-2" in w.status.text()
    assert drawn_front(w, "S2") == pytest.approx((24, 7), abs=1e-6)


def test_a_drag_aside_wheels_the_block_about_its_front_corner(window, qtbot):
    """FL-MOVE-6, D6: dragged ahead and to the right, the block wheels right about its front-right corner, then advances."""
    w = window
    g = w.session.game
    to_movement(w)
    close_up(w)
    drag(qtbot, w, (12, 5), [(12.5, 6), (13, 7), (13.4, 8)])
    move = g.history[-1]
    assert move.verb == "move" and move.args[0] == "S1" and move.args[1].startswith("w-")
    body = g.state.units["S1"].body
    assert isinstance(body, Formation) and body.front.facing < 90
    fx, fy = drawn_front(w, "S1")
    assert (fx, fy) == pytest.approx((13.4, 10), abs=0.02)  # the front's middle where the drag took it


def test_hovering_an_enemy_shows_the_line_of_fire_and_a_click_fires(window, qtbot):
    """FL-FIRE-3, FL-FIRE-5, D15: in Beschuss the selected firer's line of fire to the enemy, its range and cover; a click fires."""
    w = window
    g = w.session.game
    write_orders(g, "A D3")
    for mover in ("S2", "N2", "S2", "N2"):
        g.apply(f"move {mover} a5.00")
        g.apply("end-movement")
    g.apply("move S2 a5.00")  # in range of North's line
    w.controller.apply(g.parse("end-movement"))
    assert g.prompt().step == "beschuss"
    front = g.state.units["N2"].body.front
    click(qtbot, w, front.x, front.y + 1)  # North's 2nd Heavy: the firer
    assert w.controller.selected == "N2"
    target = g.state.units["S2"].body.centre
    qtbot.mouseMove(w.view.viewport(), pos=at(w, *target))
    words = w.scene.fire_text()
    names = g.state.units["N2"].name, g.state.units["S2"].name
    assert (
        f"{names[0]} may fire at {names[1]}" in words
        and "range 9.00 in of 12 (FL-FIRE-3)" in words
        and "no cover" in words
    )
    assert w.scene.fire_line.isVisible()
    w.grab().save(f"{SHOTS}/fl-window-fire.png")
    click(qtbot, w, *target)
    assert str(g.history[-1]) == "fire N2 S2"
    assert "North: 2nd Heavy (N2) fires at 2nd Heavy (S2)" in log_text(w)
    assert "fires at 2nd Heavy at 9.00 in" in log_text(w)


def test_the_drag_hook_ignores_units_that_may_not_move(window, qtbot):
    """FL-MOVE-1: an enemy unit is not dragged: the press pans the table and nothing is drawn."""
    w = window
    to_movement(w)
    assert not w.scene.drag_from(to_scene(w.session.game.table, (12, 43)))  # North's 1st Light
    assert w.scene.drag_from(to_scene(w.session.game.table, (12, 5)))
    assert w.scene.drag_end(None) is None
    drag(qtbot, w, (12, 43), [(12, 40)], release=True)
    assert not w.scene.ruler_text() and len(w.session.game.history) == 6


def test_the_unit_plate_and_status_name_the_unit(window, qtbot):
    w = window
    scene = w.scene
    words = scene.unit_words("N2")
    assert "2nd Heavy (N2)" in words and "line 12 wide" in words
    assert isinstance(scene.units["N2"], BasesItem)
    assert scene.place_pos("C3") == to_scene(w.session.game.table, (20, 20))
    assert isinstance(scene.home_rect().center(), QPointF)


def test_esc_puts_a_dragged_unit_back_and_the_side_to_act_shows_its_colour(window, qtbot):
    """A drag let go with Esc means nothing: the unit stays, no action is taken; the prompt's side in its colour."""
    w = window
    g = w.session.game
    to_movement(w)
    before = len(g.history)
    close_up(w)
    drag(qtbot, w, (24, 5), [(24, 6), (24, 7)], release=False)
    assert w.scene.ghost.isVisible()
    qtbot.keyClick(w.view, Qt.Key.Key_Escape)
    assert not w.scene.ghost.isVisible() and not w.scene.ruler_text()
    qtbot.mouseRelease(w.view.viewport(), Qt.MouseButton.LeftButton, pos=at(w, 24, 7))
    assert len(g.history) == before and drawn_front(w, "S2") == pytest.approx((24, 7), abs=1e-6)
    assert "background:#d0693f" in w.prompt.side.styleSheet()  # South's brick orange


def test_undo_takes_a_dragged_move_back_on_the_table(window, qtbot):
    """A move drawn is the game's action like any other: Undo puts the unit back where it stood."""
    w = window
    g = w.session.game
    to_movement(w)
    close_up(w)
    drag(qtbot, w, (24, 5), [(24, 6), (24, 7)])
    assert str(g.history[-1]) == "move S2 a2.00" and drawn_front(w, "S2") == pytest.approx((24, 9), abs=1e-6)
    assert "moved" in w.scene.labels["S2"].text()
    qtbot.mouseClick(w.prompt.undo, Qt.MouseButton.LeftButton)
    assert drawn_front(w, "S2") == pytest.approx((24, 7), abs=1e-6) and "moved" not in w.scene.labels["S2"].text()
    assert w.scene.units["S2"].glow is not None  # it may move again: it glows as the others


def test_a_selected_unit_shows_where_it_may_go_in_one_leg(window, qtbot):
    """table.md, "The window": a click on a unit shades its reachable region (field/reach.py): a
    block's advance band and wheels reach ahead of it, never behind; a refused click elsewhere keeps it."""
    w = window
    to_movement(w)
    g = w.session.game
    assert not w.scene.reach_shown()
    click(qtbot, w, 12, 5)  # S1, a 6 x 4 block of light infantry facing north, front at y = 7
    assert w.scene.selected() == "S1" and w.scene.reach_shown()
    shaded = w.scene.reach_mark.path()
    table = g.table
    assert shaded.contains(to_scene(table, (12, 12)))  # 5" ahead: within its 6" (FL-MOVE-2)
    assert not shaded.contains(to_scene(table, (12, 15)))  # 8" ahead: beyond it
    assert not shaded.contains(to_scene(table, (12, 1)))  # behind it: blocks move toward their front only
    qtbot.keyClick(w.view, Qt.Key.Key_Escape)
    QApplication.processEvents()
    assert not w.scene.reach_shown()


def test_skirmishers_are_dragged_straight_with_each_model_judged(window, qtbot):
    """FL-FACE-2, FL-FORM-5: loose models have no front: a drag carries them straight by the pointer's
    travel, the ruler reads the cost of the model whose allowance binds; release moves them."""
    w = window
    to_movement(w)
    g = w.session.game
    w.controller.apply(g.parse("pick S3"))
    w.controller.apply(g.parse("form S3 skirmish"))  # instead of moving (FL-FORM-6)
    while not (g.state.round == 3 and g.prompt().step == "movement"):
        acts = g.legal_actions()
        w.controller.apply(next((a for a in acts if a.verb.startswith("end-")), acts[0]))
    body = g.state.units["S3"].body
    assert not isinstance(body, Formation)
    (x0, y0) = body.poses[0].x, body.poses[0].y
    w.scene.mark(units={"S3": "legal"})
    drag(qtbot, w, (x0, y0), [(x0, y0 + 1), (x0 + 1, y0 + 3), (x0 + 2, y0 + 4)], release=False)
    ruler = w.scene.ruler_text()
    assert "of 12.00 (FL-MOVE-2)" in ruler, ruler  # light cavalry skirmishing: each model by the single-model column
    qtbot.keyClick(w.view, Qt.Key.Key_Q)  # while held: turned 15 degrees left on the spot after the move
    ruler = w.scene.ruler_text()
    assert "then turn 15.00° on the spot" in ruler, ruler
    assert w.scene.ghost.isVisible()
    qtbot.mouseRelease(w.view.viewport(), Qt.MouseButton.LeftButton, pos=at(w, x0 + 2, y0 + 4))
    QApplication.processEvents()
    assert str(g.history[-1]).endswith(" t15.00"), str(g.history[-1])
    assert g.state.units["S3"].body.poses[0].facing == pytest.approx((body.poses[0].facing + 15) % 360)
    moved = g.state.units["S3"].body
    # the pointer lands on whole pixels: at this zoom a pixel is about 0.06 in
    assert moved.poses[0].x == pytest.approx(x0 + 2, abs=0.1) and moved.poses[0].y == pytest.approx(y0 + 4, abs=0.1)
    assert str(g.history[-1]).startswith("move S3 m")


def test_the_measuring_tool_measures_anywhere_and_moves_nothing(window, qtbot):
    """table.md, "The window": M turns the measuring tool on; a drag anywhere (a unit too) reads its
    length in inches (FL-GEN-5) and moves nothing; M again turns it off."""
    w = window
    to_movement(w)
    g = w.session.game
    before = len(g.history)
    w.view.setFocus()
    qtbot.keyClick(w.view, Qt.Key.Key_M)
    assert w.scene.measuring
    drag(qtbot, w, (12, 5), [(12, 9), (15, 9), (15, 9)], release=False)  # from S1's bases: no move
    ruler = w.scene.ruler_text()
    assert " in" in ruler and "M to stop" in ruler
    length = float(ruler.split(" in")[0])
    assert length == pytest.approx(5.0, abs=0.15)  # 3-4-5
    qtbot.mouseRelease(w.view.viewport(), Qt.MouseButton.LeftButton, pos=at(w, 15, 9))
    QApplication.processEvents()
    assert len(g.history) == before and g.state.units["S1"].body.front.y == 7
    qtbot.keyClick(w.view, Qt.Key.Key_M)
    assert not w.scene.measuring


def test_a_charge_is_made_by_its_button_and_its_melee_shows_in_the_log(qtbot, qapp, tmp_path):
    """FL-CHG-1 to FL-CHG-5, FL-MEL-8, FL-MOR-3 played in the window: the storm troops dragged 4"
    ahead, the enemy holds its fire, the charge offered as a button; pressed, the melee's counts and
    the morale that follows are in the log, and the broken block is gone from the table."""
    from fl_window import CHARGE

    with opened(qtbot, tmp_path, CHARGE) as w:
        g = w.session.game
        w.controller.apply(g.parse("order S1 A B3"))
        w.controller.apply(g.parse("order N1 H D3"))
        close_up(w, 23, 18)
        drag(qtbot, w, (23, 14), [(23, 16), (23, 17), (23, 18)])  # S1 (front at y = 15): 4" straight ahead
        QApplication.processEvents()
        assert g.state.units["S1"].body.front.y == pytest.approx(19, abs=0.1), (list(map(str, g.history)), g.prompt())
        press(qtbot, w, "Light (N1) holds its fire")  # Beschuss: North declines (FL-FIRE-5)
        offered = buttons(w)
        assert "Storm (S1) charges Light (N1)" in offered, offered
        press(qtbot, w, "Storm (S1) charges Light (N1)")
        QApplication.processEvents()
        log = log_text(w)
        assert "Storm charges Light" in log and "6 touching + 6 behind = 12 hits" in log
        assert "Light tests its morale" in log and "Light is destroyed" in log
        assert "N1" not in g.state.units and not w.scene.units["N1"].isVisible()
        w.grab().save(f"{SHOTS}/fl-window-charge.png")


def test_units_are_dragged_into_place_in_their_deployment_zone(qtbot, qapp, tmp_path):
    """FL-SETUP-3 in the window: the side deploying drags a unit; the ghost is red with the rule
    outside its zone; let go inside, the unit is placed there; End the deployment hands over."""
    from fl_window import DEPLOY

    with opened(qtbot, tmp_path, DEPLOY) as w:
        g = w.session.game
        assert g.prompt().step == "deployment" and "End the deployment" in buttons(w)
        close_up(w, 12, 38)
        drag(qtbot, w, (12, 42), [(12, 40), (12, 36), (12, 34)], release=False)  # N1 toward the middle
        ruler = w.scene.ruler_text()
        assert "deployment zone (FL-SETUP-3)" in ruler and w.scene.ghost.fill != w.scene.units["N1"].fill
        qtbot.mouseMove(w.view.viewport(), pos=at(w, 6, 42))
        qtbot.mouseMove(w.view.viewport(), pos=at(w, 5, 42))
        assert w.scene.ruler_text() == "in the deployment zone (FL-SETUP-3)"
        qtbot.mouseRelease(w.view.viewport(), Qt.MouseButton.LeftButton, pos=at(w, 5, 42))
        QApplication.processEvents()
        assert str(g.history[-1]).startswith("deploy N1 ")
        assert g.state.units["N1"].body.front.x == pytest.approx(5, abs=0.1)
        # held again, E turns it 15 degrees right (Shift+E one degree) before it is set down
        facing = g.state.units["N1"].body.front.facing
        drag(qtbot, w, (5, 42), [(6, 42), (7, 42)], release=False)
        qtbot.keyClick(w.view, Qt.Key.Key_E)
        qtbot.keyClick(w.view, Qt.Key.Key_E, Qt.KeyboardModifier.ShiftModifier)
        assert w.scene.ruler_text() == "in the deployment zone (FL-SETUP-3)"
        qtbot.mouseRelease(w.view.viewport(), Qt.MouseButton.LeftButton, pos=at(w, 7, 42))
        QApplication.processEvents()
        assert g.state.units["N1"].body.front.facing == pytest.approx((facing - 16) % 360)
        press(qtbot, w, "End the deployment")
        assert g.deciding_side().value == "south"


def test_a_unit_is_taken_by_its_plate_as_by_its_bases(window, qtbot):
    """A press on a unit's plate (its name under its rear edge) takes hold of the unit, as a press
    on its bases does (found playing: in a crowded zone the plate is what the eye finds)."""
    w = window
    g = w.session.game
    to_movement(w)
    close_up(w)
    plate = w.scene.labels["S2"]
    rect = plate.deviceTransform(w.view.viewportTransform()).mapRect(plate.boundingRect())
    grip = rect.center().toPoint()
    assert w.scene.unit_at(w.view.mapToScene(grip)) == "S2"
    step = at(w, 24, 8) - at(w, 24, 5)  # three inches ahead, in pixels
    vp = w.view.viewport()
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=grip)
    for k in (1, 2, 3):
        qtbot.mouseMove(vp, pos=grip + step * k / 3)
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=grip + step)
    assert str(g.history[-1]).startswith("move S2 a")


def test_q_and_e_wheel_a_held_block_before_the_pointer_advances_it(window, qtbot):
    """FL-MOVE-6, FL-FACE-1: a small wheel by keys (dragging aside wheels as far as the target asks):
    held, Q wheels the block 15 degrees left about its front corner, the drag ahead then advances it."""
    w = window
    g = w.session.game
    to_movement(w)
    close_up(w)
    drag(qtbot, w, (24, 5), [(24, 6), (24, 7), (24, 8)], release=False)
    qtbot.keyClick(w.view, Qt.Key.Key_Q)
    ruler = w.scene.ruler_text()
    assert "wheel 15.00° left, then advance" in ruler, ruler
    qtbot.mouseRelease(w.view.viewport(), Qt.MouseButton.LeftButton, pos=at(w, 24, 8))
    last = str(g.history[-1])
    assert last.startswith("move S2 w15.00 a"), last
    assert g.state.units["S2"].body.front.facing == pytest.approx(105)


def test_a_replay_stepped_back_shows_the_units_where_they_stood(window, qtbot, tmp_path):
    """Found playing: a replay at its first step drew the units where the game ended (the scene read
    the game it was made with; a step back is a new game of the same battle)."""
    w = window
    g = w.session.game
    to_movement(w)
    close_up(w)
    start = g.state.units["S2"].body.front.y
    drag(qtbot, w, (24, 5), [(24, 6), (24, 7), (24, 8)])
    assert g.state.units["S2"].body.front.y == pytest.approx(start + 3)
    path = tmp_path / "fl.yaml"
    assert w._save_to(str(path))
    assert w.open_replay(str(path))
    w.controller.step_to(0)
    assert w.scene.game is w.controller.game
    assert drawn_front(w, "S2")[1] == pytest.approx(start)
    w.controller.step_to(w.controller.replay.length)
    assert drawn_front(w, "S2")[1] == pytest.approx(start + 3)


def test_infantry_gets_into_a_tank_by_its_button_rides_and_gets_out_by_a_click_on_the_tank(qtbot, qapp, tmp_path):
    """FL-TRANS-4 in the window: the Jäger clicked behind the tank offer "Get into Panzer (S1)"; pressed,
    they leave the table and the tank's plate names them; the tank dragged ahead; two rounds on, a
    click on the tank offers the Jäger's getting out, and pressed, they stand at its front."""
    from fl_window import TRANSPORT

    with opened(qtbot, tmp_path, TRANSPORT) as w:
        g = w.session.game
        for text in ("order S1 A C3", "order S2 A C3", "order N1 H C3"):
            w.controller.apply(g.parse(text))
        close_up(w, 23, 12)
        click(qtbot, w, 23, 7)  # the Jäger's bases, just behind the tank's rear
        assert "Get into Panzer (S1)" in buttons(w), buttons(w)
        press(qtbot, w, "Get into Panzer (S1)")
        QApplication.processEvents()
        assert "S2" in g.state.aboard and not w.scene.units["S2"].isVisible()
        assert "carries Jäger (12)" in w.scene.labels["S1"].lines
        assert w.scene.units["S1"].toolTip().endswith(", carrying Jäger (12)")  # the status bar's words too
        assert "Jäger gets into Panzer" in log_text(w)
        drag(qtbot, w, (23, 10), [(23, 13), (23, 16), (23, 20)])  # the tank 10" ahead
        QApplication.processEvents()
        assert g.state.units["S1"].body.poses[0].y == pytest.approx(20, abs=0.1), list(map(str, g.history))
        while g.state.round < 3:  # North stands; South's fire and charges end
            w.controller.apply(g.legal_actions()[0] if g.prompt().step != "movement" else g.parse("end-movement"))
        close_up(w, 23, 20)
        click(qtbot, w, 23, 20)
        offered = buttons(w)
        assert "Jäger (S2): get out at the front" in offered and "Jäger (S2): get out at the rear" in offered, offered
        press(qtbot, w, "Jäger (S2): get out at the front")
        QApplication.processEvents()
        jaeger = g.state.units["S2"]
        assert jaeger.body.front.y == pytest.approx(23.5) and w.scene.units["S2"].isVisible()
        assert "Jäger gets out at the front of Panzer" in log_text(w)
        w.grab().save(f"{SHOTS}/fl-window-transport.png")


def test_a_unit_clicked_in_the_set_up_is_held_in_reserve_by_a_round_button_and_a_sector(qtbot, qapp, tmp_path):
    """FL-SETUP-4 in the window: a click on one of the deploying side's units offers a button a round it
    may arrive in; pressed, a click on a sector of the zone holds it in reserve (off the table); its
    button "Set up ... after all" puts it back where it stood."""
    from fl_window import DEPLOY

    with opened(qtbot, tmp_path, DEPLOY) as w:
        g = w.session.game
        close_up(w, 12, 40)
        click(qtbot, w, 12, 43)  # North's 1st Light (N1), front at y = 41 facing south
        offered = buttons(w)
        assert (
            "Hold in reserve: arrives in round 2..." in offered
            and "Hold in reserve: arrives in round 3..." not in offered
        )
        assert not w.scene.reach_shown()  # setting up, a unit goes anywhere in its zone: no one-leg reach
        press(qtbot, w, "Hold in reserve: arrives in round 4...")
        click(qtbot, w, 3, 46)  # sector F1, in North's zone
        QApplication.processEvents()
        assert g.state.reserves["N1"].round == 4 and g.state.reserves["N1"].sector == "F1"
        assert not w.scene.units["N1"].isVisible()
        assert "1st Light is held in reserve: it arrives in round 4 in F1" in log_text(w)
        back = next(b for b in buttons(w) if b.startswith("Set up 1st Light (N1) after all"))
        press(qtbot, w, back)
        QApplication.processEvents()
        assert "N1" in g.state.units and w.scene.units["N1"].isVisible()


def test_a_tank_dragged_a_little_aslant_faces_the_way_and_drives_there(qtbot, qapp, tmp_path):
    """D25 in the window, found playing Der Vorstoß: a tank dragged not quite straight was refused ("a
    vehicle moves only forward or backward"); it turns freely, so the drag faces it the way of the
    pointer and drives it there; a drag nearly straight keeps its facing."""
    from fl_window import TRANSPORT

    with opened(qtbot, tmp_path, TRANSPORT) as w:
        g = w.session.game
        for text in ("order S1 A C3", "order S2 A C3", "order N1 H C3"):
            w.controller.apply(g.parse(text))
        close_up(w, 24, 14)
        drag(qtbot, w, (23, 10), [(23.5, 13), (24, 16), (24.5, 18)])  # 8.1" ahead, 1.5" to the right
        QApplication.processEvents()
        tank = g.state.units["S1"].body.poses[0]
        assert str(g.history[-1]).startswith("move S1 f") and tank.facing == pytest.approx(79.4, abs=0.2)
        assert (tank.x, tank.y) == (pytest.approx(24.5, abs=0.05), pytest.approx(18, abs=0.05))


def test_a_messenger_at_the_staff_carries_a_new_order_written_by_clicks(qtbot, qapp, tmp_path):
    """FL-SPEC-2 in the window, on Der Vorstoß: Bote Fink clicked offers "Carry a new order..."; pressed,
    a click on the Leibgarde offers its tasks; Hold, then a click on the Leibgarde's sector writes it."""
    from fl_window import VORSTOSS

    with opened(qtbot, tmp_path, VORSTOSS) as w:
        g = w.session.game
        while not (g.state.round == 1 and g.prompt().step == "movement"):
            acts = g.legal_actions()
            a = next((a for a in acts if a.verb.startswith("end-")), acts[0])
            w.controller.apply(g.parse(f"order {a.args[0]} A C5") if a.verb == "order" else a)
        close_up(w, 48, 42)
        click(qtbot, w, 38.5, 41)  # Bote Fink, touching the staff's flank
        assert "Carry a new order..." in buttons(w), buttons(w)
        press(qtbot, w, "Carry a new order...")
        click(qtbot, w, 59, 43)  # the Leibgarde (N4)
        assert {"Hold a sector...", "Attack a sector..."} <= set(buttons(w)), buttons(w)
        press(qtbot, w, "Hold a sector...")
        click(qtbot, w, 57, 47)  # F8, in the Leibgarde's ground: the sector under it
        QApplication.processEvents()
        carried = g.state.dispatches["N14"]
        assert carried.unit == "N4" and str(carried.order) == "H F8"
        assert "Bote Fink carries a new order for Leibgarde: H F8" in log_text(w)
        assert "carries an order for Leibgarde" in w.scene.labels["N14"].lines


def test_pioneers_clicked_remove_the_fence_they_touch_and_it_is_gone_from_the_table(qtbot, qapp, tmp_path):
    """FL-SPEC-6 in the window: the pioneers (order S where they stand) clicked offer their special task as a
    button; pressed, the fence is gone from the table drawn, and undone, it is back."""
    from fl_window import PIONEERS

    with opened(qtbot, tmp_path, PIONEERS) as w:
        g = w.session.game
        for text in ("order S1 A C3", "order S2 S B2", "order N1 H C3"):
            w.controller.apply(g.parse(text))
        assert w.scene.board["fence"].isVisible()
        close_up(w, 12, 10)
        click(qtbot, w, 12.5, 10.5)
        assert "Pioniere (S2): remove Weidezaun" in buttons(w), buttons(w)
        press(qtbot, w, "Pioniere (S2): remove Weidezaun")
        QApplication.processEvents()
        assert not w.scene.board["fence"].isVisible() and "fence" in g.state.removed
        assert "Pioniere remove Weidezaun" in log_text(w) and "Pioniere (S2): remove Weidezaun" in log_text(w)
        w.grab().save(f"{SHOTS}/fl-window-pioneers.png")
        qtbot.keyClick(w.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # Edit > Undo
        QApplication.processEvents()
        assert "fence" not in g.state.removed and w.scene.board["fence"].isVisible()


def test_jaeger_on_a_special_task_break_the_fence_and_the_window_shows_its_ruin(qtbot, qapp, tmp_path):
    """FL-STR-2, D26 in the window: their sector clicked, "Jäger (S2): break the objects in B2"; South's round played by its buttons: in the melee step they break the fence
    they touch, the fence is drawn no more, its ruin is outlined with a tooltip, and the log says so."""
    from fl_window import BREAKERS

    with opened(qtbot, tmp_path, BREAKERS) as w:
        g = w.session.game
        w.controller.apply(g.parse("order S1 A C3"))
        close_up(w, 12, 10)
        assert "Special task: break the objects in a sector..." in buttons(w)  # its task first, or its sector:
        click(qtbot, w, 12.5, 10.5)  # B2, where they stand
        press(qtbot, w, "Jäger (S2): break the objects in B2")
        QApplication.processEvents()
        assert str(g.state.orders["S2"]) == "S B2"
        w.controller.apply(g.parse("order N1 H C3"))
        while g.state.round == 1:
            ends = [b for b in buttons(w) if b.startswith("End")]
            assert ends, buttons(w)
            press(qtbot, w, ends[0])
            QApplication.processEvents()
        assert not w.scene.board["fence"].isVisible() and w.scene.ruins["fence#1"].isVisible()
        assert "Weidezaun: destroyed (FL-STR-3)" in w.scene.ruins["fence#1"].toolTip()
        text = log_text(w)
        assert "Jäger attacks Weidezaun: 6 touching = 6 hits; armour 1: 3 knocked out, 0 of 3 left" in text
        assert "Weidezaun is destroyed and gone from the table" in text
        w.grab().save(f"{SHOTS}/fl-window-breakers.png")


def test_the_artillery_plan_written_by_a_click_stays_on_the_table_for_its_side(qtbot, qapp, tmp_path):
    """FL-ART-1 in the window (found playing: a sector written left no trace): North, writing its plan,
    clicks C3; the sector is outlined with "light artillery, round 1" until the disc falls."""
    from fl_window import BATTERY

    with opened(qtbot, tmp_path, BATTERY) as w:
        g = w.session.game
        for text in ("order S1 A C3", "order N1 H F2"):
            w.controller.apply(g.parse(text))
        assert g.prompt().step == "artillery" and not w.scene.plan_marks
        click(qtbot, w, 20, 20)  # C3
        QApplication.processEvents()
        assert g.state.plans[Side.NORTH].for_round(1, "light") == ["C3"]
        words = [i for i in w.scene.plan_marks if isinstance(i, Plate)]
        assert [p.lines for p in words] == [["light artillery, round 1"]]
        w.grab().save(f"{SHOTS}/fl-window-plan.png")


def test_the_guide_leads_through_a_small_piece_by_its_button_or_a_part_of_a_larger_by_its_sector(qtbot, qapp, tmp_path):
    """FL-SPEC-5 in the window: the copse (6" x 5") has its button; of the Tannenforst (14" x 10") a click
    on a sector of it in the North's half chooses the part of it there."""
    from fl_window import GUIDE

    with opened(qtbot, tmp_path, GUIDE) as w:
        g = w.session.game
        assert g.prompt().step == "guide"
        shown_now = buttons(w)
        assert "The guide leads through Krähenwäldchen" in shown_now and "The guide leads through no piece" in shown_now
        assert not any("Tannenforst" in b for b in shown_now)  # its parts by a sector's click, not a button each
        click(qtbot, w, 36, 36)  # E5: one part there, chosen by the click
        QApplication.processEvents()
        assert g.state.guides[Side.SOUTH] == "big@E5" and g.prompt().step == "orders"
        assert "South's guide leads through Tannenforst in E5" in log_text(w)


def test_an_officers_order_at_the_set_up_is_written_by_clicks_on_him_the_unit_and_the_sector(qtbot, qapp, tmp_path):
    """FL-SPEC-4 in the window: after the Jäger's order, Hauptmann Brandt clicked offers "Carry a new
    order..."; the Jäger clicked, Attack, the sector clicked: he carries it; North's set-up follows."""
    from fl_window import OFFICER

    with opened(qtbot, tmp_path, OFFICER) as w:
        g = w.session.game
        w.controller.apply(g.parse("order S1 A C3"))
        assert "No more orders for the officers" in buttons(w)
        close_up(w, 26, 8)
        click(qtbot, w, 30, 3)
        press(qtbot, w, "Carry a new order...")
        click(qtbot, w, 23, 6)
        press(qtbot, w, "Attack a sector...")
        click(qtbot, w, 20, 20)  # C3
        QApplication.processEvents()
        assert str(g.state.dispatches["S2"].order) == "A C3" and g.deciding_side().value == "north"


def test_the_plates_of_a_crowded_deployment_keep_out_of_each_others_way(qtbot, qapp, tmp_path):
    """Der Vorstoß's set-up, both armies in sight: each unit's plate goes behind it, else to a flank, else
    before it, wherever it covers no plate and no other unit's bases; on the whole table as it opens, no
    two plates cover each other by more than a sliver (found playing: the staff's plate lay under its
    messenger's, a tank under the Jäger's plate)."""
    from fl_window import VORSTOSS

    with opened(qtbot, tmp_path, VORSTOSS) as w:
        QApplication.processEvents()
        t = w.view.viewportTransform()
        rects = {
            uid: plate.boundingRect().translated(t.map(plate.pos()))
            for uid, plate in w.scene.labels.items()
            if plate.isVisible()
        }
        crossed = [
            (a, b)
            for a in rects
            for b in rects
            if a < b and (r := rects[a].intersected(rects[b])).width() * r.height() > 40  # square pixels
        ]
        assert len(crossed) <= 1, crossed
        markers = {o.id: t.mapRect(w.scene.board[o.id].sceneBoundingRect()) for o in w.scene.table.objectives}
        hidden = [(uid, oid) for uid, r in rects.items() for oid, m in markers.items() if r.intersects(m)]
        # an objective's marker costs a plate's place like a base (found playing: a plate hid one); since
        # the plates are placed a second time against all the others, the walker's finds a free place too
        assert hidden == [], hidden
        w.grab().save(f"{SHOTS}/fl-window-plates.png")


def test_new_game_from_gettysburg_to_finsterland_and_on_to_another_battle(qtbot, qapp, tmp_path):
    """Found playing: New game from Gettysburg to Finsterland crashed (the new table asked the last
    game, still the controller's while the window was being built, for its battle's table)."""
    from gettysburg_desktop.ui.window import MainWindow

    QCoreApplication.setOrganizationName("Gettysburg Desktop Tests")
    QCoreApplication.setApplicationName("Gettysburg Desktop Tests")
    QSettings.setDefaultFormat(QSettings.IniFormat)
    QSettings.setPath(QSettings.IniFormat, QSettings.UserScope, str(tmp_path / "settings"))
    w = MainWindow(GameSession.new(Setup("crossroads", 1)), data_dir=tmp_path / "data")
    qtbot.addWidget(w)
    w.show()
    assert w.start(Setup("grauwasser", 1, game="finsterland"))
    assert w.scene.game is w.session.game and w.scene.game.tables.scenario.id == "grauwasser"
    assert w.scene.board["cloth"].isVisible()  # the table drawn (behind the hand-over curtain)
    assert w.start(Setup("vorstoss", 1, game="finsterland"))  # one battle to another
    assert w.scene.game is w.session.game and w.scene.game.tables.scenario.id == "vorstoss"
    w.close()


def test_the_fog_of_war_shows_each_player_only_what_his_units_see(qtbot, qapp, tmp_path):
    """FL-MOVE-8, D13 at the hot seat: behind the Bannwald neither side is shown the other's units;
    South's 1st Light marching behind the wood is "a unit out of sight" in North's log; North's scout
    steps past the wood's end and both are shown it (the log says who sees whom); back behind the
    wood, it is drawn greyed where South last saw it, "last seen in round 4", and the pointer on it
    means the table under it."""
    from fl_window import FOG

    def hand_over() -> None:
        QApplication.processEvents()
        if w.controller.waiting_for is not None:
            qtbot.mouseClick(w.curtain.button, Qt.MouseButton.LeftButton)
            QApplication.processEvents()

    def play(text: str) -> None:
        hand_over()
        w.controller.apply(g.parse(text))
        hand_over()

    def end_steps_until(rnd: int) -> None:
        while not (g.state.round == rnd and g.prompt().step == "movement"):
            hand_over()
            ends = [b for b in buttons(w) if b.startswith("End") or b.endswith("learn nothing more")]
            assert ends, buttons(w)
            press(qtbot, w, ends[0])
        hand_over()

    def shown(uid: str) -> bool:
        item = w.scene.units.get(uid)
        return item is not None and item.isVisible()

    with opened(qtbot, tmp_path, FOG, variants=("fog-of-war",), reveal=False) as w:
        g = w.session.game
        for uid in ("S1", "S2", "N1", "N2"):
            if uid != "N1":  # the scout, a single model, has no order (FL-ORD-5)
                play(f"order {uid} A D3")
        end_steps_until(1)
        assert w.controller.viewer is Side.SOUTH
        assert shown("S1") and shown("S2") and not shown("N1") and not shown("N2")
        play("move S1 a6.00")
        end_steps_until(2)
        assert w.controller.viewer is Side.NORTH
        assert not shown("S1") and not shown("S2") and shown("N1")
        assert "South: moves a unit out of sight" in log_text(w) and "S1 a6" not in log_text(w)
        play("move N1 m8.00,0.00")
        assert shown("S2") and not shown("S1")
        assert "North sees 2nd Horse (S2) (FL-MOVE-8)" in log_text(w)
        end_steps_until(4)
        play("move N1 m-8.00,0.00")
        end_steps_until(5)
        assert w.controller.viewer is Side.SOUTH
        ghost = w.scene.units["N1"]
        assert ghost.isVisible() and ghost.ghost and not shown("N2")
        assert w.scene.labels["N1"].lines == ["Späher Nied", "last seen in round 4"]
        assert "last seen in round 4" in ghost.toolTip()
        assert w.scene.unit_at(to_scene(g.table, g.state.fog.last[Side.SOUTH]["N1"].body.centre)) is None
        assert "South loses sight of Späher Nied (N1) (FL-MOVE-8)" in log_text(w)
        assert "North: Späher Nied (N1) moves out of sight" in log_text(w) and "180" not in log_text(w)
        w.grab().save(f"{SHOTS}/fl-window-fog.png")

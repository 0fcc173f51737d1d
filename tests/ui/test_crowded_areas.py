"""Issue 14 item 7, crowded areas at the opening zoom: a stack's pieces and
the cube badges at their feet cover no piece of the other side and no
area's name where the area has room for them (Herbst Woods in an assault:
the Union units' badges over the Confederate tokens below; Forney Fields'
pieces over its name when the Mummasburg Road box holds units)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication
from test_decisions_by_mouse import CROWDED_HERBST_WOODS
from uihelp import position_session

from gettysburg_desktop.games.gettysburg.ui.piece_items import UNIT
from gettysburg_desktop.scenario.session import GameSession, Setup

SIZES = [(1280, 720), (1600, 1000)]

#: Herbst Woods in an assault (three or four Union units, four
#: Confederate, cubes on both and loose ones) has no room at the opening
#: zoom for the stack clear of its name: about 110 x 68 board units lie
#: free under the name, and the rows with their badges (a badge is about
#: 34 units at 1280 x 720) and the loose cubes take twice that. The stack
#: then stands over the name, inside the area, clear of the block and the
#: markers (hovering names the area), rather than a badge over an enemy
#: token; at 1280 x 720 a Confederate badge also covers the fourth
#: Confederate token in the row below (its own side).
NO_ROOM = {"mcpherson-ridge-herbst-woods"}


def _on_screen(w, item, rect: QRectF) -> QRectF:
    """``rect`` of ``item`` in the view's pixels (a badge ignores the zoom)."""
    return item.deviceTransform(w.view.viewportTransform()).mapRect(rect)


def pieces(w) -> list[tuple[str, str, str, QRectF]]:
    """(unit id, side, where it stands, its token and cube badge in pixels) for every unit on the board."""
    out = []
    g = w.session.game
    h = UNIT / 2
    for uid, item in w.scene.units.items():
        if not item.isVisible():
            continue
        r = _on_screen(w, item, QRectF(-h, -h, UNIT, UNIT))
        if item.badge is not None and item.badge.cubes:
            r = r.united(_on_screen(w, item.badge, item.badge.boundingRect().adjusted(1, 1, -1, -1)))
        out.append((uid, item.side, g.state.units[uid].location, r.adjusted(0.5, 0.5, -0.5, -0.5)))
    return out


def covered(w, no_room=()) -> list[str]:
    """What a piece (with its badge) covers: another side's piece, an area's
    name (but the name of an area in ``no_room`` by its own pieces)."""
    QApplication.processEvents()
    found = []
    ps = pieces(w)
    names = {a: w.view.mapFromScene(label.sceneBoundingRect()).boundingRect() for a, label in w.scene.labels.items()}
    for uid, side, place, r in ps:
        for other, other_side, _, s in ps:
            if other_side != side and r.intersects(s):
                found.append(f"{uid} in {place} covers {other}")
        for area, block in w.scene.blocks.items():  # a unit under a block could not be clicked
            s = block.SIZE  # the block and the discs in a row under it
            drawn = QRectF(-s / 2, -s / 2, max(s, block.discs * 8.5 + 4), s + (11 if block.discs else 0))
            if r.intersects(_on_screen(w, block, drawn)):
                found.append(f"{uid} in {place} covers the block in {area}")
        for area, name in names.items():
            if not (area == place and area in no_room) and r.intersects(QRectF(name)):
                found.append(f"{uid} in {place} covers the name of {area}")
    return found


def opened(open_window, size, session):
    w = open_window(session, reveal=True)
    w.resize(*size)
    QApplication.processEvents()
    w.view.fit()  # the zoom the game opens with
    QApplication.processEvents()
    return w


@pytest.mark.parametrize("size", SIZES)
def test_the_opening_position_covers_nothing(open_window, size):
    w = opened(open_window, size, GameSession.new(Setup("gettysburg-1863", 3)))
    assert not covered(w)


@pytest.mark.parametrize("size", SIZES)
def test_a_seeded_game_midway_covers_nothing(open_window, size):
    """120 random actions of seed 18: four units in the Mummasburg Road box
    above Forney Fields, stacks in many areas."""
    s = GameSession.new(Setup("gettysburg-1863", 18))
    rnd = random.Random(18)
    for _ in range(120):
        legal = s.game.legal_actions()
        s.game.apply(legal[rnd.randrange(len(legal))])
    assert s.game.state.at.get("mummasburg-road-box")
    w = opened(open_window, size, s)
    _shot(w, f"midgame-{size[0]}")
    assert not covered(w)


@pytest.mark.parametrize("size", SIZES)
def test_an_assault_in_herbst_woods_covers_nothing(open_window, player, size):
    """Four Confederate brigades assault four Union units in Herbst Woods;
    the cubes are given to units: the Union units' badges stand clear of
    the Confederate tokens below them."""
    from test_panels import _assault_with_fourteen_dice

    w = opened(open_window, size, position_session(CROWDED_HERBST_WOODS, [3] * 60))
    w.controller.set_reveal(False)
    _assault_with_fourteen_dice(w, player(w))
    w.controller.set_reveal(True)
    _shot(w, f"herbst-{size[0]}")
    assert not covered(w, NO_ROOM)


def _shot(w, name):
    import os

    if os.environ.get("PLAYTEST_SHOTS"):
        QApplication.processEvents()
        w.grab().save(f"/tmp/polish-shots/{name}.png")


@pytest.mark.parametrize("size", SIZES)
def test_four_units_with_cubes_leave_the_name_of_cemetery_hill_clear(open_window, size):
    """Issue 22: four XI Corps brigades holding Cemetery Hill after an
    assault, a cube tied to each (R-DMG-8) and two loose: at the opening zoom
    the stack stood over the name. A side's own rows now stand closer (a
    badge over its own row below) before a name is covered."""
    xi = ["usa-xi-1", "usa-xi-2", "usa-xi-3", "usa-xi-4"]
    s = position_session(
        {
            "period": "1 July afternoon",
            "active": "usa",
            "units": {"cemetery-hill": xi},
            "cubes": {"cemetery-hill": {"usa-inferior": 6}},
        }
    )
    for uid in xi:  # as the defenders' assignment leaves them (games/gettysburg/rules/damage.py AssignExisting)
        s.game.tie(s.game.state.units[uid], 1, "R-DMG-8")
    w = opened(open_window, size, s)
    assert all(w.scene.units[uid].badge.cubes for uid in xi) and w.scene.piles["cemetery-hill"].pile
    assert not covered(w)

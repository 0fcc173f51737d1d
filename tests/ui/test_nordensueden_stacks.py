"""Norden & Süden's counters on the map of 1861 (issue 22, item 8): every
box's stack stands on the edge of its own box, never nearer another, clear
of the other boxes and of the other stacks, and stays where it is when
another stack changes (games/nordensueden/ui/stands.py); a counter under the
pointer names its box in the status bar; a battle that begins is brought to
the middle of the view; a new or opened game opens on Virginia."""

from __future__ import annotations

import copy
import math
from itertools import combinations

import pytest
from PySide6.QtCore import QPointF, QRectF

from gettysburg_desktop.scenario.session import GameSession, Setup

#: the largest plausible stacks at a box: four counters of a side, a battle of two against two;
#: and the smallest (computer-played games never showed more than four counters of a side in a box)
SHAPES = {
    "four Union counters": (("MI", "VI", "EI", "MC"), ()),
    "four Confederate counters": ((), ("MI", "VI", "EI", "VC")),
    "two against two": (("MI", "VI"), ("MI", "VC")),
    "one counter": (("MI",), ()),
}


def ns_session(seed: int = 3) -> GameSession:
    return GameSession.new(Setup("campaign-1861", seed, (), game="norden-sueden"))


@pytest.fixture(scope="module")
def board(qapp):
    """The scene of a game of 1861 and the view it shows."""
    from gettysburg_desktop.games.nordensueden.ui.scene import NsScene

    game = ns_session().game
    scene = NsScene(game)
    return scene, game.ruleset.view(game, None)


def unit(uid: str, side: str, code: str) -> dict:
    return {
        "id": uid,
        "side": side,
        "code": code,
        "value": 2,
        "reduced": False,
        "fortified": False,
        "marker": False,
        "stopped": False,
        "marches": 0,
    }


def with_stacks(view: dict, stacks: dict[str, tuple]) -> dict:
    """``view`` with only the stacks given: box id -> (Union codes, Confederate codes)."""
    view = copy.deepcopy(view)
    for bid, entry in view["boxes"].items():
        union, confederate = stacks.get(bid, ((), ()))
        entry["units"] = [unit(f"{bid}-u{k}", "usa", c) for k, c in enumerate(union)] + [
            unit(f"{bid}-c{k}", "csa", c) for k, c in enumerate(confederate)
        ]
    return view


def plate(scene, bid: str) -> QRectF:
    item = scene.boxes[bid]
    return item.mapRectToScene(item.plate)


def distance(p: QPointF, r: QRectF) -> float:
    dx = max(r.left() - p.x(), 0.0, p.x() - r.right())
    dy = max(r.top() - p.y(), 0.0, p.y() - r.bottom())
    return math.hypot(dx, dy)


def stack_rect(scene, bid: str) -> QRectF:
    """The rectangle the counters of ``bid`` are drawn in (their squares)."""
    rect = QRectF()
    for c in scene.counters:
        if c.isVisible() and c.box == bid:
            rect = rect.united(c.mapRectToScene(c.shape().boundingRect()))
    return rect


def positions(scene, bid: str) -> list[tuple[float, float]]:
    return sorted((c.pos().x(), c.pos().y()) for c in scene.counters if c.isVisible() and c.box == bid)


@pytest.mark.parametrize("shape", SHAPES)
def test_every_box_holds_its_stack_on_its_own_edge(board, shape):
    """Every box of the 1861 map holding the stack at once: each stack's
    drawn rectangle touches its own plate, its centre is nearer its own box
    than any other, it covers no other box, and no two stacks overlap."""
    scene, view = board
    scene.show_view(with_stacks(view, dict.fromkeys(scene.boxes, SHAPES[shape])))
    plates = {bid: plate(scene, bid) for bid in scene.boxes}
    stacks = {bid: stack_rect(scene, bid) for bid in scene.boxes}
    wrong = []
    for bid, rect in stacks.items():
        assert not rect.isEmpty(), bid
        own = plates[bid]
        if not rect.adjusted(-0.5, -0.5, 0.5, 0.5).intersects(own):
            wrong.append(f"{bid}: its stack does not touch its box")
        c = rect.center()
        for other, r in plates.items():
            if other == bid:
                continue
            if distance(c, r) <= distance(c, own):
                wrong.append(f"{bid}: its stack is as near {other} as its own box")
            if rect.intersects(r):
                wrong.append(f"{bid}: its stack covers {other}")
    for a, b in combinations(stacks, 2):
        if stacks[a].intersects(stacks[b]):
            wrong.append(f"the stacks of {a} and {b} overlap")
    assert wrong == []


def test_a_stack_stays_where_it_stands_when_another_changes(board):
    """A march into or out of a neighbouring box moves no other stack."""
    scene, view = board
    cluster = ("harpers-ferry", "winchester", "manassas-junction", "culpeper", "fredericksburg", "washington")
    west = ("cairo", "paducah", "columbus-ky")
    everyone = dict.fromkeys(cluster + west, (("MI", "VI"), ("MI",)))
    scene.show_view(with_stacks(view, everyone))
    before = {bid: positions(scene, bid) for bid in cluster + west}
    for gone in cluster + west:
        fewer = {bid: stack for bid, stack in everyone.items() if bid != gone}
        more = dict(fewer, **{gone: (("MI", "VI", "EI", "MC", "VC", "EC"), ("MI", "VI", "EI"))})
        for stacks in (fewer, more):
            scene.show_view(with_stacks(view, stacks))
            moved = [bid for bid in before if bid != gone and positions(scene, bid) != before[bid]]
            assert moved == [], f"{gone} changed: {moved} moved"


def test_hovering_a_counter_names_its_box(open_window, qtbot):
    w = open_window(ns_session())
    counter = w.view.mapFromScene(w.scene.unit_pos("usa-1"))
    qtbot.mouseMove(w.view.viewport(), counter)
    qtbot.waitUntil(lambda: "(usa-1, usa-2, usa-3), in Washington" in w.status.text())
    assert "in Washington" in w.scene.counter_of("usa-1").toolTip()


def test_a_battle_that_begins_is_brought_to_the_middle_of_the_view(open_window, player, qtbot):
    w = open_window(ns_session())
    p = player(w)
    p.click_place("washington")
    p.click_unit("usa-1")
    p.click_place("manassas-junction")
    p.click_unit("usa-2")
    p.click_place("manassas-junction")
    # the player looks elsewhere, closer in, then ends the movement by the buttons
    w.view.zoom_by(1.6)
    w.view.centerOn(w.scene.place_pos("baltimore"))
    p.press("end-march")
    p.press("end-movement")
    p.confirm()  # the marches left are lost (NS-MOVE-7): it asks first
    assert "battle in Manassas Junction" in p.prompt()
    middle = w.view.mapToScene(w.view.viewport().rect().center())
    assert distance(middle, plate(w.scene, "manassas-junction")) < 30
    assert w.view.zoom() > 1.5  # the player's zoom kept


def test_a_new_game_opens_on_virginia(open_window, monkeypatch):
    """After zooming and panning to the west, New game shows the eastern
    theatre again, Washington and Richmond in view; so does a game opened."""
    from gettysburg_desktop.ui.dialogs import NewGameDialog

    def virginia_in_view(w) -> bool:
        seen = w.view.mapToScene(w.view.viewport().rect()).boundingRect()
        return all(seen.contains(plate(w.scene, b)) for b in ("washington", "richmond", "manassas-junction"))

    w = open_window(ns_session())
    assert virginia_in_view(w)
    w.view.zoom_by(2.0)
    w.view.centerOn(w.scene.place_pos("cairo"))
    assert not virginia_in_view(w)

    def accept(dialog):
        dialog.choose_game("norden-sueden")
        return NewGameDialog.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", accept)
    w.new_game()
    assert virginia_in_view(w)


def test_a_game_opened_opens_on_virginia(open_window, tmp_path):
    w = open_window(ns_session())
    path = tmp_path / "game.yaml"
    w.session.save(path)
    w.view.zoom_by(2.0)
    w.view.centerOn(w.scene.place_pos("cairo"))
    assert w.open_game(str(path))
    seen = w.view.mapToScene(w.view.viewport().rect()).boundingRect()
    assert seen.contains(plate(w.scene, "washington")) and seen.contains(plate(w.scene, "richmond"))

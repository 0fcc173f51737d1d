"""Each click in a battle of Norden & Süden acts on the unit clicked or
refuses with its real rule (issue 22, item 6): a click on the second of
identical counters in the battle panel acts on that unit (NS-PROM-2); an
enemy already fired at is refused with NS-FIRE-1's reason, not "nothing
to do"; a box clicked for a retreat when the army has nowhere to go says
so (NS-RET-2), not that targets are being declared (NS-CBT-5).

The dice are scripted to miss (a 6 never hits, T5), so the battles last
as long as the clicks want them to."""

from __future__ import annotations

from ns_clicks import click_box, click_unit
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from gettysburg_desktop.kernel.dice import ScriptedDice
from gettysburg_desktop.scenario.session import GameSession, Setup

MISSES = [6] * 300


def ns_game(open_window, seed=3):
    w = open_window(GameSession.new(Setup("campaign-1861", seed, (), (), "norden-sueden")))
    w.session.game.state.dice = ScriptedDice(MISSES)  # every shot misses
    return w


def panel(w):
    from gettysburg_desktop.games.nordensueden.ui.panels import NSSidePanels

    return w.findChildren(NSSidePanels)[0]


def click_tile(w, qtbot, uid: str) -> None:
    """A click on the unit's counter in the battle panel."""
    QApplication.processEvents()  # a battle's counters are laid out by the event loop
    tile = panel(w).battle.tile(uid)
    assert tile is not None and tile.isVisible(), f"{uid} is not in the battle panel"
    qtbot.mouseClick(tile, Qt.LeftButton)


def end_the_movement(w, p) -> None:
    """End the movement, confirming where marches are left (the window asks then)."""
    p.press("end-movement")
    QApplication.processEvents()
    if p.confirm_button() is not None:
        p.confirm()


def to_manassas(w, p) -> None:
    """The Union's first march: Washington's three militia to Manassas Junction, and its battle."""
    p.click_place("washington")
    for uid in ("usa-1", "usa-2", "usa-3"):
        p.click_unit(uid)
        p.click_place("manassas-junction")
    end_the_movement(w, p)
    assert "battle in Manassas Junction" in p.prompt()


def test_in_a_battle_each_refusal_gives_its_rule_and_the_counter_clicked_acts(open_window, player, qtbot):
    w = ns_game(open_window)
    p = player(w)
    c = w.controller
    g = c.game
    to_manassas(w, p)
    # round 1: the defender's militia fires at usa-1, then the Union's three at it (NS-CBT-4)
    click_tile(w, qtbot, "usa-1")
    assert str(g.log[-1].action) == "target csa-1 usa-1"
    p.click_unit("usa-1")  # the same target again, on the map: every target is declared (NS-FIRE-1)
    assert "every target is declared" in p.status() and "NS-FIRE-1" in p.status()
    assert "Nothing for" not in p.status()
    p.press("fire")
    for _ in range(3):
        click_tile(w, qtbot, "csa-1")
    p.press("fire")
    # round 2: the Confederacy brings two militia in (NS-REINF-1), stands and declares
    while any(ch.verb == "reinforce" for ch in c.choices()):
        c.choose(next(ch for ch in c.choices() if ch.verb == "reinforce"))
    if w.prompt.button_for("stand") is not None:  # else nothing was left to choose: on to the targets
        p.press("stand")
    click_tile(w, qtbot, "usa-1")  # csa-1 at usa-1
    click_tile(w, qtbot, "usa-1")  # csa-2 at usa-1 too: three firers against three units (NS-FIRE-1)
    assert "usa-1 is already fired at" in p.status() and "(NS-FIRE-1)" in p.status()
    assert len(c.view()["battle"]["declared"]) == 1
    click_tile(w, qtbot, "csa-3")  # a firer out of its army's order
    assert "in their army's order: now the target of" in p.status() and "csa-2 (NS-FIRE-1)" in p.status()
    click_tile(w, qtbot, "usa-3")  # csa-2 at usa-3, the unit clicked, not the first identical one
    assert str(g.log[-1].action) == "target csa-2 usa-3"
    assert [d["target"] for d in c.view()["battle"]["declared"]] == ["usa-1", "usa-3", "usa-2"]  # csa-3's only one
    p.press("fire")
    # the Union retreats to Washington: the Confederacy has won and may promote one of its three militia
    p.click_place("washington")
    assert "promote one unit" in p.prompt()
    assert w.scene.counter_of("csa-3").ids == ("csa-1", "csa-2", "csa-3")  # one counter on the map
    click_tile(w, qtbot, "csa-3")  # in the panel, the third of the identical counters
    assert str(g.log[-1].action) == "promote csa-3"


def test_with_no_box_to_retreat_to_a_click_on_a_box_says_so_NS_RET_2(open_window, player):
    """Jefferson City's militia attacked from St. Louis with Union units in
    Lexington and Sedalia: no neighbour is free of enemies or not where the
    attacker came from (NS-RET-2). In round 2 it can neither retreat nor
    bring anyone in, so the choice of NS-CBT-5 is skipped and it declares."""
    w = ns_game(open_window)
    p = player(w)
    g = w.controller.game
    for uid, box in (("usa-9", "lexington-mo"), ("usa-10", "sedalia")):  # a position stated for the test
        g.move_unit(g.unit(uid), box)
    w.controller.refresh()
    click_box(w, p, "st-louis")  # the view centred on each box clicked
    click_unit(w, p, "usa-12")
    click_box(w, p, "jefferson-city")
    end_the_movement(w, p)
    assert "battle in Jefferson City" in p.prompt()
    click_unit(w, p, "usa-12")  # the defender fires first (NS-CBT-4)
    p.press("fire")
    click_unit(w, p, "csa-6")
    p.press("fire")
    assert g.state.stack[-1].round == 2 and g.prompt().step == "declare-targets"
    click_box(w, p, "sedalia")  # where it would retreat
    assert "no box to retreat to" in p.status() and "NS-RET-2" in p.status()
    assert "targets are being declared" not in p.status()

"""Gettysburg's Chart dock at the left of the board (games/gettysburg/ui/chart_panel.py), as
a player sees it on the real 1863 map: who holds each victory area and how
close the Confederates are to winning (R-WIN-1, R-WIN-2, R-WIN-4); the next
period's orders and the warning when discs left on command blocks will
shrink them (R-DISC-1..3, R-TIME-3, R-BLK-3); the reinforcement chart
(R-REIN-1, R-REIN-2, R-REIN-3). Public information only: the same whoever
looks (R-ACT-2); updated after every action, undo and replay step."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QLabel
from test_decisions_by_mouse import move
from test_panels import MORNING_ENDS
from uihelp import plain, position_session

from gettysburg_desktop.games.gettysburg.ui.chart_parts import NB_HYPHEN


def text(label: QLabel) -> str:
    """A label as a player reads it, in one line (a rule id's hyphens are non-breaking on screen)."""
    return " ".join(plain(label.text()).replace(NB_HYPHEN, "-").split())


def chart_texts(w) -> list[str]:
    """Every text the Chart dock shows (its visible labels and their tooltips)."""
    QApplication.processEvents()
    out = []
    for label in w.chart.findChildren(QLabel):
        if label.isVisibleTo(w.chart):
            out.extend(t for t in (text(label), label.toolTip()) if t)
    return out


def holders(w) -> dict[str, str]:
    return {area: text(holder) for area, (_name, holder) in w.chart.victory.rows.items()}


def arrival(w, formation: str):
    """The chart's row of the group whose formations begin with ``formation``."""
    rows = [r for r in w.chart.reinforcements.arrivals if text(r.who).split(": ", 1)[1].startswith(formation)]
    assert len(rows) == 1, [text(r.who) for r in w.chart.reinforcements.arrivals]
    return rows[0]


def period_heading(w, period: int) -> str:
    return text(w.chart.reinforcements.periods[period])


def test_the_chart_dock_at_the_start_shows_the_victory_areas_the_next_orders_and_the_reinforcements(
    open_window, player
):
    w = open_window()
    p = player(w)
    p.seat()
    dock = w.docks["ChartDock"]
    assert dock.isVisible() and dock.windowTitle() == "Victory, orders, reinforcements"
    assert dock.geometry().right() < w.view.mapTo(w, w.view.rect().topLeft()).x()  # at the left of the board
    assert w.chart.width() <= dock.width()  # nothing cut off at its right edge
    # at the start von Steinwehr holds Cemetery Hill and the rest of the I Corps the Angle (the
    # scenario's edition 2); no unit on the other two stars: nobody holds them (R-WIN-4)
    assert holders(w) == {
        "cemetery-hill": "Union",
        "cemetery-ridge-the-angle": "Union",
        "culps-hill": "nobody",
        "round-tops": "nobody",
    }
    assert text(w.chart.victory.rows["round-tops"][0]) == "\u2605\u2605 Little Round Top and Round Top"
    assert text(w.chart.victory.summary) == (
        "The Confederates hold no victory area: two at the end of a period win (R-WIN-1). The double star "
        "alone wins at the end of an afternoon; the next is 1 July afternoon (R-WIN-2)."
    )
    # the next period's orders if the morning ended now: the Union's 10 blue discs all go onto blocks
    orders = w.chart.orders
    assert text(orders.title) == "Orders in 1 July midday (R-DISC)"
    assert text(orders.union) == "Union 2 blue discs, 8 forced passes (R-DISC-1)"
    assert text(orders.confederate) == "Confederate single-order box 12 of 12, double-order box 6 of 6 (R-DISC-2)"
    assert text(orders.note) == (
        "Discs on blocks stay there (R-DISC-3): Union 0 and 10 still in its box (R-TIME-3), Confederate 0. If "
        "they are still there when this period ends, the boxes get:"
    )
    assert not orders.warning.isVisibleTo(w.chart)
    # the chart: what arrives next, where; the rolled road (R-REIN-2)
    assert period_heading(w, 1) == "1 July midday: next"
    rodes = arrival(w, "Rodes")
    assert text(rodes.who) == "Confederate: Rodes"
    assert text(rodes.where) == "to Mummasburg Road (1-3) or Carlisle Road (4-6), one roll (R-REIN-2)"
    assert "Rodes: O'Neal (infantry)" in rodes.pieces.toolTip() and len(rodes.pieces.pieces) == 5
    assert text(arrival(w, "XI Corps").where) == "to Tanneytown Road"
    assert text(arrival(w, "Hood").who) == "Confederate: Hood, McLaws, Longstreet"
    # a victory area's name clicked: marked on the map, and the status bar names it
    name = w.chart.victory.rows["culps-hill"][0]
    p.qtbot.mouseClick(
        name, Qt.LeftButton, pos=QPoint(name.fontMetrics().horizontalAdvance("\u2605 Cul"), name.height() // 2)
    )
    assert w.scene.highlights["culps-hill"].isVisible() and w.scene.highlights["culps-hill"].mode == "target"
    assert "Culp's Hill" in w.status.text()


def test_the_chart_shows_the_same_to_either_player_and_behind_the_curtain_R_ACT_2(open_window, player):
    w = open_window()
    p = player(w)
    p.seat()
    p.click_place("herr-ridge")
    p.press("place-block 3 herr-ridge")  # the curtain falls for the Union
    assert w.curtain.isVisible()
    behind = chart_texts(w)
    p.take_over()
    assert chart_texts(w) == behind
    assert not any("3" in t.split() for t in behind)  # the block's value nowhere


def test_a_reinforcement_arriving_is_marked_on_the_chart_with_the_road_rolled_R_REIN_1_R_REIN_2(open_window, player):
    w = open_window(position_session(MORNING_ENDS, [5]))
    p = player(w)
    for place in ("herr-ridge", "oak-ridge"):
        p.seat()
        p.click_block(place)
        p.press(f"order {place}")
        p.press("pass")
    p.seat()
    assert w.session.game.period_name() == "1 July midday"
    assert period_heading(w, 1) == "1 July midday: now"
    assert w.chart.reinforcements.periods[1].property("now")
    assert period_heading(w, 2) == "1 July afternoon: next"
    rodes = arrival(w, "Rodes")
    assert text(rodes.where) == "arrived at Carlisle Road; 5 still in the box (R-REIN-3)"
    assert rodes.pieces.faded
    assert text(arrival(w, "XI Corps").where) == "arrived at Tanneytown Road; 5 still in the box (R-REIN-3)"
    # a free move out of the box (R-REIN-3): one fewer waits there
    move(p, "csa-rodes-1", "carlisle-road-fields")
    assert text(rodes.where) == "arrived at Carlisle Road; 4 still in the box (R-REIN-3)"


#: a Confederate brigade in the town beside Cemetery Hill, another on Culp's Hill
TOWN_BESIDE_THE_HILL = {
    "period": "1 July morning",
    "active": "csa",
    "units": {
        "gettysburg": ["csa-heth-1", "csa-heth-2"],
        "culps-hill": ["csa-pender-1"],
        "round-tops": ["usa-buford-1"],
    },
    "blocks": {"gettysburg": {"side": "csa", "value": 4, "discs": 0}, "devils-den": {"side": "usa", "value": 3}},
}


def test_a_victory_area_changing_hands_changes_the_panel_and_undo_and_replay_follow_R_WIN_1(open_window, player):
    w = open_window(position_session(TOWN_BESIDE_THE_HILL))
    p = player(w)
    p.seat()
    assert holders(w) == {
        "cemetery-hill": "nobody",
        "cemetery-ridge-the-angle": "nobody",
        "culps-hill": "Confederate",
        "round-tops": "Union",
    }
    assert text(w.chart.victory.summary).startswith(
        "The Confederates hold 1 victory area: one more at the end of a period wins (R-WIN-1)."
    )
    assert not w.chart.victory.summary.property("urgent")
    p.click_block("gettysburg")
    p.press_label("Issue an order from the block in Gettysburg")
    p.click_place("gettysburg")
    move(p, "csa-heth-1", "cemetery-hill")
    assert holders(w)["cemetery-hill"] == "Confederate"
    assert text(w.chart.victory.summary) == (
        "The Confederates hold 2 victory areas: if they still do at the end of this period, they win (R-WIN-1)."
    )
    assert w.chart.victory.summary.property("urgent")
    # undo: Cemetery Hill is nobody's again
    w.view.setFocus()
    p.ctrl_z()
    assert holders(w)["cemetery-hill"] == "nobody"
    assert not w.chart.victory.summary.property("urgent")
    # the replay shows each step's holders
    move(p, "csa-heth-1", "cemetery-hill")
    w.replay_this_game()
    assert w.controller.replaying and holders(w)["cemetery-hill"] == "nobody"
    p.qtbot.mouseClick(w.replay_bar.buttons["last"], Qt.LeftButton)
    assert holders(w)["cemetery-hill"] == "Confederate"


#: the Union holds its last disc of 1 July midday, with 9 discs on its blocks
UNION_LAST_DISC = {
    "period": "1 July midday",
    "active": "usa",
    "units": {
        "gettysburg": ["csa-heth-1", "csa-heth-2"],
        "cemetery-hill": ["usa-i-1", "usa-i-2"],
        "culps-hill": ["usa-i-art"],
    },
    "blocks": {
        "cemetery-hill": {"side": "usa", "value": 5, "discs": 5},
        "culps-hill": {"side": "usa", "value": 4, "discs": 4},
        "gettysburg": {"side": "csa", "value": 4, "discs": 3},
        "herr-ridge": {"side": "csa", "value": 5, "discs": 5},
    },
    "discs": {"usa_blue": 1, "csa_single": 3, "csa_double": 0},
}


def test_the_warning_comes_when_the_last_disc_may_end_the_period_and_goes_once_a_block_is_removed_R_DISC_3_R_TIME_3(
    open_window, player
):
    w = open_window(position_session(UNION_LAST_DISC))
    p = player(w)
    p.seat()
    orders = w.chart.orders
    assert orders.warning.isVisibleTo(w.chart)
    assert text(orders.warning) == (
        "Your next order ends the period (R-TIME-3), and discs on blocks stay there (R-DISC-3): with 9 on yours, "
        "the afternoon box gets 2 blue discs and 8 forced passes (R-DISC-1). A block removed now takes its discs "
        "back (R-BLK-3)."
    )
    assert text(orders.union) == "Union 2 blue discs, 8 forced passes (R-DISC-1)"
    # the Union takes its five discs back from Cemetery Hill (R-BLK-3): the full block's one choice, confirmed
    p.click_block("cemetery-hill")
    assert p.labels() == [  # the order's button greyed in its place: a habitual click there removes nothing
        "Issue an order from the block in Cemetery Hill",
        "Confirm: Remove your command block from Cemetery Hill",
        "Cancel (Esc)",
    ]
    assert not p.buttons()[0].isEnabled()
    p.confirm()
    assert text(orders.union) == "Union 7 blue discs, 3 forced passes (R-DISC-1)"
    # the Confederate player's turn: the period may end after the Union's next action
    p.seat()
    assert text(orders.warning) == (
        "The Union's box holds its last disc: the period may end after its next action (R-TIME-3), and discs on "
        "blocks stay there (R-DISC-3): with 8 on yours, next period's single-order box gets 12 of 12 discs, the "
        "double-order box 2 of 4 (R-DISC-2). A block removed now takes its discs back (R-BLK-3)."
    )
    # the Confederate orders from its block instead: the Union's turn, no warning for the Union (its blocks:
    # 4 discs, its last blue disc: 12 - 5 = 7 blue for the afternoon's 10)
    p.click_block("gettysburg")
    p.press_label("Issue an order from the block in Gettysburg")
    p.press("pass")
    if p.confirm_button() is not None:
        p.confirm()
    p.seat()
    assert w.session.game.deciding_side().value == "usa"
    assert text(orders.warning) == (
        "Your next order ends the period (R-TIME-3), and discs on blocks stay there (R-DISC-3): with 4 on yours, "
        "the afternoon box gets 7 blue discs and 3 forced passes (R-DISC-1). A block removed now takes its discs "
        "back (R-BLK-3)."
    )


def test_the_double_star_in_the_last_afternoon_says_it_wins_and_no_period_follows_R_WIN_2_R_TIME_1(open_window, player):
    w = open_window(
        position_session(
            {
                "period": "3 July afternoon",
                "units": {"round-tops": ["csa-hood-1"], "cemetery-hill": ["usa-i-1"]},
                "blocks": {"devils-den": {"side": "csa", "value": 4}},
            }
        )
    )
    player(w).seat()
    assert holders(w)["round-tops"] == "Confederate" and holders(w)["cemetery-hill"] == "Union"
    assert text(w.chart.victory.summary) == (
        "The Confederates hold 1 victory area: one more at the end of a period wins (R-WIN-1). They hold the "
        "double star: if they still do at the end of this afternoon, they win (R-WIN-2)."
    )
    assert w.chart.victory.summary.property("urgent")
    assert text(w.chart.orders.note) == "No period follows this one: the game ends after it (R-TIME-1)."
    assert not w.chart.orders.union.isVisibleTo(w.chart) and not w.chart.orders.warning.isVisibleTo(w.chart)


def test_a_narrow_window_puts_the_chart_behind_the_battle_panel_and_a_wide_one_back_at_the_left(open_window, qtbot):
    w = open_window()
    chart, battle = w.docks["ChartDock"], w.docks["BattleDock"]
    assert w.dockWidgetArea(chart) == Qt.LeftDockWidgetArea and chart.isVisible()
    w.resize(960, 700)  # the smallest window: the board and the prompt keep their room
    QApplication.processEvents()
    assert w.tabifiedDockWidgets(battle) == [chart] and battle.isVisible()
    assert chart.visibleRegion().isEmpty()  # behind the Battle tab
    assert w.view.width() >= 550
    w.resize(1500, 950)
    QApplication.processEvents()
    assert w.dockWidgetArea(chart) == Qt.LeftDockWidgetArea and chart.isVisible() and battle.isVisible()

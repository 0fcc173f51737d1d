"""Finsterland's click rules (game/clicks.py) without a window: what a
click on a unit or a sector means in each step (FL-ORD-1, FL-MOVE-1,
FL-FIRE-5), a drawn move read with check's rule and numbers (FL-MOVE-2),
and a drag turned into legs that bring the front where the pointer took it
(FL-MOVE-6, D6; ui/drag.py)."""

from __future__ import annotations

import math

import pytest
from fl_battles import new_game, write_orders
from hypothesis import given, settings
from hypothesis import strategies as st

from gettysburg_desktop.boards.table.bases import Pose
from gettysburg_desktop.games.finsterland.game import clicks
from gettysburg_desktop.games.finsterland.game.actions import act
from gettysburg_desktop.games.finsterland.rules.formation import CAVALRY_BASE, INFANTRY_BASE, Formation
from gettysburg_desktop.games.finsterland.ui.drag import legs_toward
from gettysburg_desktop.kernel.clicks import ClickRules, Pick


def test_the_click_rules_are_the_kernels_protocol():
    assert isinstance(clicks, ClickRules)


def test_an_order_is_a_sector_clicked_and_a_task_chosen():
    """FL-ORD-1: a sector offers the tasks of the unit whose order is written; a task's button waits for a sector."""
    g = new_game()
    cs = clicks.choices(g)
    tasks = [c for c in cs if c.then]
    assert [str(c.label) for c in tasks] == [
        "Hold a sector...",
        "Attack a sector...",
        "Special task: break the objects in a sector...",  # infantry's special task (FL-STR-2, D26)
    ]
    r = clicks.read_click(g, cs, None, None, place="C3")
    assert sorted(str(c.action) for c in r.choices) == ["order S1 A C3", "order S1 H C3", "order S1 S C3"]
    r = clicks.read_click(g, cs, Pick(tasks[1].then, ""), None, place="C3")
    assert [str(c.action) for c in r.choices] == ["order S1 A C3"]
    r = clicks.read_click(g, cs, None, None, unit="S2")
    assert r.why and "FL-ORD-1" in r.why and not r.choices


def test_a_unit_clicked_in_the_movement_step_is_selected_not_moved():
    """FL-MOVE-1: the click picks the unit and offers its own actions; an enemy or a moved unit says why not."""
    g = new_game()
    write_orders(g, "A D3")
    cs = clicks.choices(g)
    assert [str(c.action) for c in cs if c.kind == "button"] == ["end-movement"]
    r = clicks.read_click(g, cs, None, None, unit="S1")
    assert r.step and r.pick == Pick("unit", "S1") and "drag it" in r.says
    labels = [str(c.label) for c in r.choices]
    assert "Turn about (180°)" in labels and labels[-1] == "Stand"
    assert all(g.is_legal(c.action) for c in r.choices)
    assert clicks.read_click(g, cs, r.pick, None, unit="S1").cancel
    assert clicks.read_click(g, cs, r.pick, None, place="C3").cancel
    why = clicks.read_click(g, cs, None, None, unit="N1").why
    assert "not yours" in why and "FL-MOVE-1" in why
    g.apply("move S1 a2.00")
    why = clicks.read_click(g, clicks.choices(g), None, None, unit="S1").why
    assert "had its turn" in why


def test_a_drawn_move_is_read_with_checks_rule_and_numbers():
    """FL-MOVE-2: the drop carries out the move check allows; a move too long says its cost and allowance."""
    g = new_game()
    write_orders(g, "A D3")
    assert clicks.draggable(g, "S2") and not clicks.draggable(g, "N2")
    ok = clicks.read_drop(g, act("move", "S2", "a3.00"))
    assert [str(c.action) for c in ok.choices] == ["move S2 a3.00"] and ok.why is None
    assert str(ok.choices[0].label) == "2nd Heavy (S2): advance 3.00 in"
    bad = clicks.read_drop(g, act("move", "S2", "a5.50"))
    assert not bad.choices and "5.50 of 5.00" in bad.why and bad.why.endswith("(FL-MOVE-2)")
    g.apply("move S2 a3.00")
    assert not clicks.draggable(g, "S2")  # it has moved (FL-MOVE-1)
    assert "S2" not in str(clicks.read_drop(g, act("move", "S2", "a1.00")).choices)


def test_in_beschuss_a_click_on_the_enemy_fires_with_the_one_unit_that_may():
    """FL-FIRE-5: the firer selected then its target, or the target of the only firer; range in the label."""
    g = new_game()
    write_orders(g, "A D3")
    for mover in ("S2", "N2", "S2", "N2"):
        g.apply(f"move {mover} a5.00")
        g.apply("end-movement")
    g.apply("move S2 a5.00")
    g.apply("end-movement")
    cs = clicks.choices(g)
    fire = next(c for c in cs if c.verb == "fire")
    assert str(fire.label) == "2nd Heavy (N2) fires at 2nd Heavy (S2): 9.00 in" and fire.enemy == "S2"
    assert [str(c.action) for c in clicks.read_click(g, cs, None, None, unit="S2").choices] == ["fire N2 S2"]
    r = clicks.read_click(g, cs, None, None, unit="N2")
    assert r.step and r.pick == Pick("unit", "N2")
    assert [str(c.action) for c in clicks.read_click(g, cs, r.pick, None, unit="S2").choices] == ["fire N2 S2"]
    why = clicks.read_click(g, cs, r.pick, None, unit="S1").why
    assert "FL-FIRE" in why
    assert [v for v, _label, _why in clicks.button_group(g, None)] == ["end-movement", "end-fire", "end-charges"]


@settings(max_examples=150, deadline=None)
@given(
    x=st.floats(10, 38),
    y=st.floats(10, 38),
    facing=st.floats(0, 359.99),
    files=st.integers(2, 14),
    cavalry=st.booleans(),
    ahead=st.floats(0.2, 12),
    aside=st.floats(-8, 8),
)
def test_a_drag_becomes_legs_that_bring_the_front_where_the_pointer_took_it(x, y, facing, files, cavalry, ahead, aside):
    """FL-MOVE-6, D6: a wheel about the front corner on the pointer's side, then an advance, each rounded
    down to 0.01: the front's middle ends within 0.02 in (per inch away) of the target, never past it."""
    base = CAVALRY_BASE if cavalry else INFANTRY_BASE
    unit = Formation(Pose(x, y, facing), base, files, 3 * files)
    (ax, ay), (lx, ly) = unit.front.ahead, unit.front.left
    target = (x + ax * ahead + lx * aside, y + ay * ahead + ly * aside)
    legs = legs_toward(unit, target)
    body = unit
    for verb, amount in legs:
        assert amount == pytest.approx(round(amount, 2), abs=1e-9)  # two decimals, as the notation writes them
        body = body.wheeled(amount) if verb == "wheel" else body.advanced(amount)
    wheels = [a for v, a in legs if v == "wheel"]
    assert len(wheels) <= 1 and all(math.copysign(1, w) == math.copysign(1, aside) for w in wheels)
    miss = math.dist((body.front.x, body.front.y), target)
    reach = math.dist((x, y), target)
    side = 1 if aside > 0 else -1
    pivot = (x + side * lx * unit.width / 2, y + side * ly * unit.width / 2)
    reachable = math.dist(pivot, target) >= unit.width / 2 + 0.05  # a wheel keeps the front's middle that far out
    straight = not wheels and abs(aside) < reach * math.tan(math.radians(1.0)) + 0.02  # drawn straight ahead
    assert not reachable or straight or miss <= 0.02 + 0.02 * reach


def test_every_action_of_a_battle_reads_in_words_in_the_log_and_on_its_button():
    """A crash found by playing: a gun's move (m<dx>,<dy>) had no words. Every action the
    legal lists offered in two rounds of the shipped battle, and every action taken, reads in
    words (its button's label, the log's line as either side sees it)."""
    import dataclasses
    import random

    from gettysburg_desktop.display.translate import shown
    from gettysburg_desktop.games.finsterland.battles import load_scenario
    from gettysburg_desktop.games.finsterland.game.game import FinsterlandGame
    from gettysburg_desktop.games.finsterland.ui.window_game import spoken
    from gettysburg_desktop.kernel.dice import SeededDice

    battle = dataclasses.replace(load_scenario("grauwasser"), rounds=2)
    g = FinsterlandGame(battle, SeededDice(3))
    rng = random.Random(3)
    verbs = set()
    while not g.over:
        acts = g.legal_actions()
        for a in acts:
            assert shown(clicks.label(g, a)), a
        a = rng.choice(acts)
        if a.verb.startswith("end-") and len(acts) > 1:
            a = rng.choice([b for b in acts if not b.verb.startswith("end-")])
        assert shown(spoken(g, a)) and shown(spoken(g, a, hidden=True))
        g.apply(a)
        verbs.add((a.verb, a.args[1][:1] if a.verb == "move" else ""))
    assert ("move", "m") in verbs  # loose models moved


def test_a_sector_the_artillery_plan_may_not_name_says_why():
    """FL-ART-1, FL-ART-2, FL-BOMB-3 (found playing): on Grauwasser, North writes its plan for round 1;
    a sector out of its light guns' reach answers with the reason, one in reach is offered."""
    from gettysburg_desktop.games.finsterland.battles import load_scenario
    from gettysburg_desktop.games.finsterland.game.game import FinsterlandGame
    from gettysburg_desktop.kernel.dice import SeededDice

    g = FinsterlandGame(load_scenario("grauwasser"), SeededDice(3), undo=False, events=False)
    while g.prompt().step != "artillery":
        g.apply(g.legal_actions()[0])
    cs = clicks.choices(g)
    writable = {c.place for c in cs if c.kind == "place"}
    assert writable and "A1" not in writable
    why = clicks.read_click(g, cs, None, None, place="A1").why
    assert why == (
        "A1 may not be bombarded: light artillery: seen by a spotter; no light gun that may fire can place a disc "
        'in it (6-20", its front arc) (FL-BOMB-3)'
    )
    sector = sorted(writable)[0]
    assert [str(c.action) for c in clicks.read_click(g, cs, None, None, place=sector).choices] == [
        f"plan light {sector}"
    ]


def test_an_attack_ordered_on_a_sector_an_enemy_holds_warns_that_it_charges_only_from_its_sector():
    """D12, FL-ORD-6 (found playing: Attack orders on the enemy's own sector never let a unit charge):
    the Attack choice on a sector where an enemy stands says so; Hold and open sectors read as before."""
    g = new_game()
    enemy = next(u for u in g.state.units.values() if u.side == "north")
    sector = g.table.sector_at(enemy.body.centre)
    cs = clicks.choices(g)
    labels = sorted(str(c.label) for c in clicks.read_click(g, cs, None, None, place=sector).choices)
    assert any(
        "attack" in lab and lab.endswith("an enemy stands there, and a unit charges only from its own sector (D12)")
        for lab in labels
    ), labels
    assert any(lab.endswith(f"hold {sector}") for lab in labels)
    assert all("D12" not in str(c.label) for c in clicks.read_click(g, cs, None, None, place="C3").choices)


def test_the_d12_warning_is_the_buttons_not_the_logs():
    """The log says an order as it was written; only the button offering it warns (D12)."""
    g = new_game()
    enemy = next(u for u in g.state.units.values() if u.side == "north")
    sector = g.table.sector_at(enemy.body.centre)
    uid = g.prompt() and next(a for a in g.legal_actions() if a.verb == "order").args[0]
    action = act("order", uid, "A", sector)
    assert "D12" not in str(clicks.label(g, action))
    assert str(clicks.describe(g, action).label).endswith("(D12)")


def test_a_vehicle_drag_keeps_its_facing_when_nearly_straight_else_faces_the_way_first():
    """D25: a vehicle turns freely and drives only forward or backward."""
    from gettysburg_desktop.games.finsterland.ui.drag import legs_driven

    assert legs_driven(90.0, (0.02, 6.0)) == [("advance", 6.0)]  # 0.2 degrees off: straight ahead
    assert legs_driven(90.0, (0.0, -3.0)) == [("advance", -3.0)]  # straight back
    assert legs_driven(90.0, (3.0, 3.0)) == [("face", 45.0), ("advance", 4.24)]
    assert legs_driven(90.0, (0.0, 0.0)) == []


def test_a_units_action_keeps_its_name_in_the_log_after_the_unit_is_gone():
    """Found playing: a charge whose unit then collapsed read "North:  charges Stab der Legion (S1)"."""
    from gettysburg_desktop.games.finsterland.game.losses import destroy

    g = new_game()
    destroy(g, g.state.units["N1"], "FL-MOR-3")
    assert str(clicks.label(g, act("charge", "N1", "S1"))) == "1st Light (N1) charges 1st Light (S1)"

"""ACW-BBDBA's computer kit (computer/kit.py): its moves scored toward the
enemy, its policy playing a whole battle within the rules, its evaluation
reading the losses, and the search playing with it."""

from __future__ import annotations

import random

import pytest

from gettysburg_desktop.games.acw_bbdba.battles import standard
from gettysburg_desktop.games.acw_bbdba.computer.kit import KIT, move_score
from gettysburg_desktop.games.acw_bbdba.game.ruleset import AcwGame
from gettysburg_desktop.games.acw_bbdba.game.sides import Side
from gettysburg_desktop.kernel.dice import SeededDice


@pytest.mark.parametrize("side", [Side.UNION, Side.CONFEDERATE])
def test_the_policy_plays_a_battle_within_the_rules_and_beats_random_from_either_side(side):
    """The 1864 meeting engagement (its armies of like strength: random against random is near even), the
    policy without noise against random moves, the invariants after every action, to an army's break. One
    seeded game a side (seeds 2-9, rules version 5: the policy won 5 of 8 as the Union, 5 of 8 as the
    Confederates, and on seeds 10-29 13 of 20 as the Union; the strength measured with intervals is the
    search's in the arena, docs/computer-opponent.md)."""
    g = AcwGame(standard(("late", "late")), SeededDice(6), undo=False, events=False, variants=["bounds-30"])
    rng = random.Random(6)
    while not g.over:
        if g.current_player() is side:
            g.apply(KIT.policy_action(g, rng, noise=0.0))
        else:
            acts = g.legal_actions(ordered=False)
            g.apply(acts[rng.randrange(len(acts))])
        assert not KIT.violations(g)
    assert g.outcome[0] is side
    assert KIT.evaluate(g, side) == 1.0 and KIT.evaluate(g, side.other) == -1.0


def test_a_shooter_in_the_enemys_reach_scores_its_exposure_and_contact_its_factors():
    """The move score (computer/kit.py): standing in reach of enemy shooters with no target of one's own
    costs more than trading shots; front to front, the factors' edge counts (T3)."""
    from gettysburg_desktop.games.acw_bbdba.computer.kit import EXPOSED, TRADING, standing_score
    from gettysburg_desktop.games.acw_bbdba.field.elements import at
    from gettysburg_desktop.games.acw_bbdba.rules.troops import Kind

    g = AcwGame(standard(), SeededDice(3), undo=False)
    rifles = at("R", "union", Kind.RIFLES, (400, 440), (300, 320), "S", "U1")
    target = at("M", "confederate", Kind.MUSKETS, (400, 440), (240, 260), "N", "C1")  # 40 mm ahead: 160 paces
    far = at("M", "confederate", Kind.MUSKETS, (400, 440), (170, 190), "N", "C1")  # 110 mm: beyond its 200
    assert standing_score(g, far, [rifles, far]) == -EXPOSED  # the rifles reach it, it reaches nothing
    assert standing_score(g, target, [rifles, target]) == 1.0 - TRADING  # both shoot
    cavalry = at("C", "confederate", Kind.CAVALRY, (400, 440), (270, 300), "N", "C1")
    assert standing_score(g, cavalry, [rifles, cavalry]) < standing_score(g, rifles, [rifles, cavalry])


def test_a_move_toward_the_enemy_scores_above_one_away_and_the_evaluation_reads_losses():
    g = AcwGame(standard(), SeededDice(3), undo=False)
    while g.prompt().step != "movement" or g.state.stack[-1].__class__.__name__ != "Movement":
        g.apply(g.legal_actions()[0])
    side = g.deciding_side()
    pick = next(a for a in g.legal_actions() if a.verb == "pick" and "-K" not in a.args[0])
    g.apply(pick)
    moves = {str(a): move_score(g, a) for a in g.legal_actions() if a.verb == "move"}
    forward = max(v for k, v in moves.items() if k.endswith("a50.00") or k.endswith("a75.00") or k.endswith("a100.00"))
    assert forward > 0
    even = KIT.evaluate(g, side)
    assert abs(even) < 0.3  # nothing lost yet: the positions alone
    command = next(c for c in g.state.side_commands(side.other))
    command.lost = 4
    assert KIT.evaluate(g, side) > even + 0.4


def test_a_commander_riding_out_ahead_of_his_troops_scores_below_staying():
    """Found playing: normal rode its command elements out ahead of their lines (their moves scored
    nothing); now each troop left beyond command distance and an enemy near count against it."""
    from gettysburg_desktop.games.acw_bbdba.computer.kit import commander_score

    g = AcwGame(standard(), SeededDice(3), undo=False)
    st = g.state
    k = st.elements["U2-K"]
    here = commander_score(g, k, list(st.elements.values()))
    ahead = k.moved(k.pose.advanced(420.0))  # 1680 paces out, by the enemy's line
    assert commander_score(g, ahead, [ahead if e.id == k.id else e for e in st.elements.values()]) < here


def test_the_plans_pick_no_commander_whose_troops_are_all_within_his_reach():
    g = AcwGame(standard(), SeededDice(3), undo=False)
    g.apply(g.legal_actions()[0])  # the PIP dice
    side = g.deciding_side()
    picks = [a for (a,), _score in KIT.plans(g, side, None)]
    assert any(a.verb == "pick-group" for a in picks)
    assert not any(a.verb == "pick" and a.args[0].endswith("-K") for a in picks)


def test_the_evaluation_reads_the_positions_a_line_nearer_the_enemy_scores_more():
    """Found measuring normal against random (2 of 6): rollouts scored by losses alone saw nothing in an
    advance, and the search let its lines stand. The evaluation now adds the positions (``position``: each
    element's standing) and the paces the deciding side has closed on the enemy (``closing``)."""
    from gettysburg_desktop.games.acw_bbdba.computer.kit import closing

    g = AcwGame(standard(), SeededDice(3), undo=False)
    st = g.state
    before = closing(g, Side.UNION), KIT.evaluate(g, Side.UNION)
    for e in [e for e in st.elements.values() if e.command == "U1" and e.kind.name != "COMMAND"]:
        st.elements[e.id] = e.moved(e.pose.advanced(40.0))
    assert closing(g, Side.UNION) > before[0]
    assert KIT.evaluate(g, Side.UNION) > before[1]


@pytest.mark.parametrize("seed", [2, 3])
def test_the_search_advances_a_line_far_from_the_enemy_rather_than_let_it_stand(seed):
    """The 1864 meeting engagement, the Union's second bound, its second division's line picked, 70 mm
    beyond the enemy's reach: normal's search (fixed simulations) advances it; with the rollouts scored by
    losses alone it let the line stand with these seeds (2 of 6 seeds), and stood 3 times in 4 at 0.5 s."""
    from gettysburg_desktop.ai.player import PlayerSpec
    from gettysburg_desktop.ai.search import SearchPlayer
    from gettysburg_desktop.games.acw_bbdba.battles import load_scenario
    from gettysburg_desktop.games.acw_bbdba.game.bound import MoveGroup

    g = AcwGame(load_scenario("meeting-1864"), SeededDice(3), undo=False, events=False)
    rng = random.Random(1)
    for _ in range(40):  # the policy's opening, to the Union's pick of U2's line in its second bound
        g.apply(KIT.policy_action(g, rng))
    assert isinstance(g.state.stack[-1], MoveGroup) and "U2-1" in g.state.stack[-1].ids
    player = SearchPlayer(PlayerSpec("normal", None, None), seconds=0.5, candidates=8, iterations=8)
    chosen = player.choose(g, seed)
    assert chosen.verb == "group" and chosen.args[-1] == "a50.00"


def test_a_pick_let_stand_is_a_fault_the_arena_counts():
    """Issue 26, item 7: an element or group picked and let stand did nothing (BB-PIP-2); after moving it
    is the habit players saw. Random play offers both; every other action is no fault."""
    from gettysburg_desktop.games.acw_bbdba.computer.kit import PICKED_AFTER_MOVING, PICKED_TO_STAND

    g = AcwGame(standard(("late", "late")), SeededDice(4), undo=False, events=False, variants=["bounds-30"])
    rng = random.Random(4)
    seen: set[str] = set()
    for _ in range(3000):
        if g.over or len(seen) == 2:
            break
        legal = g.legal_actions(ordered=False)
        side = g.current_player()
        for a in legal:
            found = KIT.faults(g, side, a)
            if a.verb != "stand":
                assert found == [], a
                continue
            moved = all(i in g.state.moved for i in a.args[0].split(","))
            assert [k for k, _ in found] == [PICKED_AFTER_MOVING if moved else PICKED_TO_STAND]
            seen.add(found[0][0])
        g.apply(legal[rng.randrange(len(legal))])
    assert seen == {PICKED_AFTER_MOVING, PICKED_TO_STAND}


def test_nothing_is_picked_that_could_only_stand():
    """Issue 26, item 7: the arena counted 130 picks let stand a game by normal (10 games on the 1864
    meeting engagement), many of them of an element or group that had moved within 1000 paces of an enemy
    (no second move, BB-TAC-1) or was blocked ahead: picked, it could only stand. The policy (the
    computer's movement picks) and the search's plans pick none such; a whole battle against random, every
    pick offering a move besides standing."""
    from gettysburg_desktop.games.acw_bbdba.computer.kit import can_move
    from gettysburg_desktop.games.acw_bbdba.game.bound import MoveElement, MoveGroup, Movement

    g = AcwGame(standard(("late", "late")), SeededDice(6), undo=False, events=False, variants=["bounds-30"])
    rng = random.Random(6)
    side, refused, picked = Side.UNION, 0, 0
    while not g.over:
        top = g.state.stack[-1]
        if g.current_player() is side and isinstance(top, Movement):
            legal = g.legal_actions()
            stuck = [a for a in legal if a.verb in ("pick", "pick-group") and not can_move(g, side, a)]
            refused += len(stuck)
            plans = [plan[0] for plan, _score in KIT.plans(g, side, g)]
            assert not set(map(str, stuck)) & set(map(str, plans))
        if g.current_player() is side:
            if isinstance(top, MoveElement | MoveGroup):
                picked += 1
                assert len(g.legal_actions()) > 1, top  # more than standing
            g.apply(KIT.policy_action(g, rng, noise=0.0))
        else:
            acts = g.legal_actions(ordered=False)
            g.apply(acts[rng.randrange(len(acts))])
    assert picked > 20 and refused > 20  # both were there to be seen

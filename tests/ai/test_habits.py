"""The computer's worst habits (issue 22, item 15), each on a position
where it showed: a record in tests/ai/positions/ replayed (the file says
how it was played), then the plans the search compares and the decisions
hard takes there, with a small fixed number of simulations and fixed
seeds, so the same on any machine.

The causes: the evaluation charged nothing for an order that does nothing
(a pass, an unfinished entrenchment far from the enemy), and every border
of every area reached made one more such plan; an attacker carried every
loose cube it might into an assault; a battery went forward alone; units
waiting in an entry box were worth as much as units in the battle; in
Norden & Süden a march back where a unit came from cost nothing.
"""

from __future__ import annotations

import random
from pathlib import Path

from gettysburg_desktop.ai.kit import kit_for
from gettysburg_desktop.ai.levels import make_player
from gettysburg_desktop.games.gettysburg.computer.policy import policy_action
from gettysburg_desktop.games.gettysburg.rules.game import Game
from gettysburg_desktop.games.gettysburg.rules.next_period import discs_next_period
from gettysburg_desktop.games.gettysburg.rules.periods import LAST_PERIOD
from gettysburg_desktop.games.gettysburg.rules.pieces import Side
from gettysburg_desktop.games.gettysburg.scenario.catalog import load_scenario_by_id
from gettysburg_desktop.games.nordensueden.computer.faults import MARCHED_BACK
from gettysburg_desktop.games.nordensueden.computer.kit import KIT
from gettysburg_desktop.games.nordensueden.rules.actions import act
from gettysburg_desktop.games.nordensueden.rules.sides import Side as NSSide
from gettysburg_desktop.kernel.dice import SeededDice
from gettysburg_desktop.scenario.record import load_record, replay

POSITIONS = Path(__file__).parent / "positions"


def position(name: str, actions: int | None = None):
    """The game of ``positions/NAME.yaml`` after its first ``actions``
    actions (None: all of them)."""
    record = load_record(POSITIONS / f"{name}.yaml")
    if actions is not None:
        record.actions = record.actions[:actions]
    return replay(record)


def hard(iterations: int):
    player = make_player("hard")
    player.iterations = iterations
    return player


def play_turn(g, player, most: int = 30, seed: int = 0) -> list[str]:
    """``player`` decides for the side to move until the other side moves,
    ``most`` actions at most (forced ones applied): the actions taken."""
    side = g.current_player()
    taken = []
    for n in range(10 * seed, 10 * seed + most):
        if g.over or g.current_player() is not side:
            break
        legal = g.legal_actions()
        action = legal[0] if len(legal) == 1 else player.choose(g.resample(side, 100 + n), seed=n)
        taken.append(str(action))
        g.apply(action)
    return taken


def plans(g):
    side = g.current_player()
    return kit_for(g).plans(g, side, g.resample(side, 1))


# ---------------------------------------------------------------------- Gettysburg
def does_nothing(g, text: str) -> bool:
    """An order's choice that changes nothing the battle turns on (the
    rules' words, not the policy's): a pass (R-PASS); off the stars, an
    entrenchment marker placed or moved that does not complete one facing
    the enemy (R-ENT-2: a single marker gives no benefit, R-ENT-3)."""
    words = text.split()
    if words[0] == "pass":
        return True
    if words[0] not in ("entrench", "move-entrenchment"):
        return False
    area, border = words[1], words[-1]
    st = g.state
    if area in g.bf.victory_areas:
        return False
    facing = any(u.side is not g.current_player() for u in st.at.get(border, ()))
    return not (border in st.entrenchments.get(area, ()) and facing)


def test_hard_spends_no_confederate_order_on_nothing():
    """1 July morning, where hard took a double order for an unfinished
    entrenchment in Herr Ridge and a pass: the Confederates' plans hold no
    order that does nothing while they have anything else to do (a block
    placed costs no disc), and hard's turn from here spends none."""
    g = position("idle-orders-1863")
    assert g.current_player() is Side.CSA
    offered = plans(g)
    assert any(p[-1].verb in ("move", "fire") for p, _ in offered)
    assert [str(p[-1]) for p, _ in offered if does_nothing(g, str(p[-1]))] == []
    taken = play_turn(g, hard(16))
    assert not any(does_nothing(g, t) for t in taken), taken


def test_the_union_keeps_one_order_that_does_nothing():
    """The same game a little later, the Union's decision: its idle orders
    (a pass, a marker off the stars) are one plan, not one per border; an
    order spent lets the period go by (R-TIME-3), which is the Union's aim
    (R-WIN-3)."""
    g = position("cubes-into-an-assault-1863", 25)
    assert g.current_player() is Side.USA
    idle = [p for p, _ in plans(g) if does_nothing(g, str(p[-1]))]
    assert len(idle) == 1, idle


def test_an_attacker_carries_the_fewest_loose_cubes_it_may():
    """1 July, Heth's and Rodes's brigades in Gettysburg with a loose cube
    are ordered to move: an assault on Cemetery Hill is offered with the
    cube left behind, never carried in (it would lower the attacker's
    morale column and its fire, T3, T4; R-MOVE-6 lets it stay with the
    unit staying), and hard's first move carries none."""
    g = position("cubes-into-an-assault-1863")
    theirs = g.state.present[g.current_player().other]
    assaults = [p[0] for p, _ in plans(g) if p[0].verb == "move" and p[0].args[1] in theirs]
    assert assaults
    assert all(len(a.args) == 2 for a in assaults), [str(a) for a in assaults]
    first = hard(32).choose(g.resample(Side.CSA, 3), seed=1)
    assert not (first.verb == "move" and first.args[1] in theirs and len(first.args) > 2), first


def exposed(g, side: Side) -> list[str]:
    """``side``'s batteries in an area with none of its infantry or cavalry
    and enemy infantry or cavalry next to it (R-ASLT-11)."""
    st = g.state
    out = []
    for u in st.units.values():
        if u.side is not side or not u.is_artillery or not g.bf.is_area(u.location):
            continue
        if any(v.side is side and v.fights for v in st.at.get(u.location, ())):
            continue
        if any(v.side is not side and v.fights for n in g.bf.neighbours(u.location) for v in st.at.get(n, ())):
            out.append(f"{u.id} in {u.location}")
    return out


def test_hard_leaves_no_battery_alone_next_to_the_enemy():
    """1 July morning, the Confederates' first move out of the Chambersburg
    Pike: hard sent Hill's batteries forward ahead of the infantry and left
    one alone on McPherson Ridge next to Buford's cavalry. No plan sends a
    battery where it would stand alone next to the enemy while anything
    else is left to do."""
    g = position("idle-orders-1863", 8)
    assert g.current_player() is Side.CSA and exposed(g, Side.CSA) == []
    for p, _ in plans(g):
        trial = g.clone()
        for a in p:
            trial.apply(a)
        assert exposed(trial, Side.CSA) == [], p


def test_units_waiting_in_an_entry_box_get_room():
    """2 July morning: Herr Ridge holds four Confederate units, so Hood's
    second brigade, McLaws and Longstreet's artillery can't leave the
    Chambersburg Pike box (R-REIN-3, R-MOVE-5); hard let them wait the
    whole morning. Now, whatever its seed, its order moves Herr Ridge's
    units (the policy brings the waiting units in at once, R-REIN-3)."""
    box = "chambersburg-pike-box"
    for seed in range(4):
        g = position("waiting-in-the-box-1863")
        assert g.current_player() is Side.CSA and len(g.state.at[box]) == 4
        taken = play_turn(g, hard(24), most=2, seed=seed)
        assert taken[1] == "move herr-ridge", (seed, taken)


def test_discs_are_taken_back_before_the_period_ends():
    """1 July afternoon, the Union's last disc in its box (its next order
    ends the period, R-TIME-3): the Confederates hold 18 of their 22 discs
    on their blocks, so the night's boxes would get 3 and 1 of 12 and 4
    (R-DISC-2, R-DISC-3), and hard placed one more block. Now, whatever its
    seed, it takes back the block of the Chambersburg Pike box with its
    five discs (R-BLK-3), which orders no unit there."""
    for seed in range(4):
        g = position("discs-left-on-blocks-1863")
        nxt = discs_next_period(g)[Side.CSA]
        assert g.current_player() is Side.CSA and (nxt.single, nxt.double, nxt.on_blocks) == (3, 1, 18)
        taken = play_turn(g, hard(24), most=1, seed=seed)
        assert taken == ["remove-block chambersburg-pike-box"], (seed, taken)


def test_the_policy_leaves_few_discs_on_the_blocks_at_a_periods_end():
    """The rollouts' policy against itself on the 1863 battle: the discs the
    Confederates' next boxes got fewer for the discs left on their blocks
    when a period ended (R-DISC-3), over ten games. It left 6.4 a period on
    average over 200 games before it took blocks back when a period may
    end (policy.LAST_DISCS), 1.7 after (docs/performance.md)."""
    short = []
    for seed in range(100, 110):
        g = Game(load_scenario_by_id("gettysburg-1863"), SeededDice(seed), undo=False, events=False)
        rng = random.Random(seed)
        period = g.state.period
        while not g.over:
            before = discs_next_period(g)[Side.CSA].short if g.state.period < LAST_PERIOD else 0
            g.apply(policy_action(g, rng))
            if g.state.period != period:
                short.append(before)
                period = g.state.period
    assert len(short) >= 30 and sum(short) / len(short) < 3.0, short


# ---------------------------------------------------------------------- Norden & Süden
def test_no_march_straight_back_where_a_unit_came_from():
    """The short game, the Union's second movement, hard against hard: a
    march had taken usa-12 from St. Louis to Pilot Knob; the next march took
    it straight back, two marches for nothing (NS-MOVE-7; boxes change
    hands only at the end of the player turn, NS-OCC-2). No plan sends a
    unit straight back, and hard's marches from here don't."""
    g = position("march-and-back-1861")
    unit = g.state.units["usa-12"]
    assert unit.box == "pilot-knob" and unit.moved and unit.entered_from == "st-louis"

    def back(text: str) -> bool:
        return text.startswith("move usa-12 ") and text.endswith(">st-louis")

    assert [p for p, _ in plans(g) if any(back(str(a)) for a in p)] == []
    taken = play_turn(g, hard(24))
    assert not any(back(t) for t in taken), taken


def test_no_march_back_to_a_box_left_earlier_in_the_player_turn():
    """The short game, the Union's fourth movement, the window's hard
    against a person: a march had taken the cavalry usa-14 from Memphis by
    Grenada to Jackson; the next took it by Grenada back to Memphis (the
    box it came from was Grenada, so "straight back" let it pass). A march
    that ends where the unit stood or passed earlier in the player turn is
    the fault "marched back"; no plan makes it, and hard doesn't."""
    g = position("march-back-two-boxes-1861")
    unit = g.state.units["usa-14"]
    assert unit.box == "jackson" and unit.been == ("memphis", "grenada")
    said = KIT.faults(g, NSSide.USA, act("move", "usa-14", "jackson>grenada>memphis"))
    assert said == [(MARCHED_BACK, "usa-14 marched back to Memphis, where it was earlier this player turn")]
    assert KIT.faults(g, NSSide.USA, act("move", "usa-14", "jackson>mccomb")) == []

    def back(text: str) -> bool:
        return text.startswith("move usa-14 ") and text.endswith((">memphis", ">grenada"))

    assert [p for p, _ in plans(g) if any(back(str(a)) for a in p)] == []
    for seed in range(3):
        taken = play_turn(position("march-back-two-boxes-1861"), hard(24), seed=seed)
        assert taken and not any(back(t) for t in taken), taken


def test_the_policy_reorganizes_its_own_disrupted_area_not_the_enemys():
    """R-REORG takes a disruption marker off any area within the disc's
    reach; off an area of the enemy's alone it only helps the enemy (their
    defender morale, R-ASLT-5; their moves, R-MOVE-7). Hard was seen giving
    such an order in the window (the Confederates reorganized the Union's
    East Cemetery Hill, 2026-11-30): the policy now likes it less than a pass."""
    from test_evaluation import start

    from gettysburg_desktop.games.gettysburg.computer.policy import Context, score
    from gettysburg_desktop.games.gettysburg.rules.actions import act

    g = start()
    ours = next(area for area, n in g.state.present[Side.CSA].items() if n)
    theirs = next(
        area for area, n in g.state.present[Side.USA].items() if n and not g.state.present[Side.CSA].get(area)
    )
    g.state.disrupted |= {ours, theirs}
    c = Context(g, Side.CSA)
    assert score(c, act("reorganize", ours)) > score(c, act("pass")) > score(c, act("reorganize", theirs))

"""ACW-BBDBA played through the kernel's gateway (game/): the attacker by the
dice, PIPs given to the commands, a move into contact and the melee of test
8 with its dice scripted (the Jäger destroyed, the cavalry's advance stopped
at the wood), refusals with their rule and numbers, records that replay,
and random battles to their result keeping the invariants."""

from __future__ import annotations

import random

import pytest
import shapely

from gettysburg_desktop.boards.table.table import Feature, Table
from gettysburg_desktop.games.acw_bbdba.field.elements import at, bounds
from gettysburg_desktop.games.acw_bbdba.game.ruleset import AcwGame
from gettysburg_desktop.games.acw_bbdba.game.scenario import Scenario, standard
from gettysburg_desktop.games.acw_bbdba.game.sides import Side
from gettysburg_desktop.games.acw_bbdba.rules.troops import Kind
from gettysburg_desktop.kernel.dice import ScriptedChance, SeededDice
from gettysburg_desktop.kernel.gateway import IllegalAction
from gettysburg_desktop.kernel.record import record, replay

U, C = "union", "confederate"


def situation_8_battle() -> Scenario:
    """Test 8's cavalry 30 mm short of the Jäger, a wood behind them from y = 325; each with a command of
    six (five muskets far off) and its command element."""
    wood = Feature("w", "wood", ((380, 325), (460, 325), (460, 405), (380, 405)))
    elements = [
        at("C", U, Kind.CAVALRY, (400, 440), (240, 270), "N", "U1"),
        at("J", C, Kind.JAEGER, (400, 440), (300, 320), "S", "C1"),
        at("UK", U, Kind.COMMAND, (410, 430), (150, 190), "N", "U1"),
        at("CK", C, Kind.COMMAND, (410, 430), (420, 460), "S", "C1"),
    ]
    for k in range(5):
        elements.append(at(f"U{k}", U, Kind.MUSKETS, (800 + 40 * k, 840 + 40 * k), (20, 40), "N", "U1"))
        elements.append(at(f"C{k}", C, Kind.MUSKETS, (800 + 40 * k, 840 + 40 * k), (560, 580), "S", "C1"))
    table = Table(1200, 600, (wood,), unit="mm")
    return Scenario("test8", "Test 8", table, tuple(elements), (("U1", U, "UK"), ("C1", C, "CK")))


def test_situation_8_through_the_gateway_contact_melee_destroyed_and_the_advance_to_the_wood():
    # the attacker's dice (Union 6, Confederates 1), the Union's PIP die, the melee's dice C 4, J 3
    g = AcwGame(situation_8_battle(), ScriptedChance([6, 1, 3, 4, 3, 2]))
    assert g.prompt().step == "movement" and g.deciding_side() is Side.UNION  # one command: its die, no choice
    assert "Union's PIPs: U1 3" in "\n".join(g.log_text(None))
    with pytest.raises(IllegalAction, match=r"100.01 mm of 50.00 \(200 paces in SG\) \(BB-MOVE-1\)"):  # into the wood
        g.apply("move C a100.01")
    g.apply("pick C")
    assert "move C a30.00" in map(str, g.legal_actions())  # the advance into contact, offered
    g.apply("move C a30.00")
    assert g.state.pips["U1"] == 2 and g.state.contacts[frozenset({"C", "J"})].attacker == "C"
    g.apply("end-movement")
    assert g.prompt().step == "melee" and [str(a) for a in g.legal_actions()] == ["fight C J"]
    g.apply("fight C J")
    text = "\n".join(g.log_text(None))
    assert ("C against J: die 4 +3 (cavalry against foot) +1 (cavalry attacking, first round) = 8 against "
            "die 3 +2 (jaeger against mounted) = 5") in text  # fmt: skip
    assert "J: destroyed (beaten by mounted troops in good going)" in text
    assert "J" not in g.state.elements and g.state.commands["C1"].lost == 1
    assert bounds(g.state.elements["C"]) == (400, 295, 440, 325)  # BB-ADV-1: stopped at the wood
    assert g.prompt().step == "movement" and g.deciding_side() is Side.CONFEDERATE


def overlapping(g) -> list[tuple[str, str]]:
    es = [e for e in g.state.elements.values() if e.kind is not Kind.COMMAND]
    tree = shapely.STRtree([e.shape for e in es])
    pairs = tree.query([e.shape for e in es], predicate="intersects").T
    return [(es[i].id, es[j].id) for i, j in pairs
            if i < j and float(shapely.intersection(es[i].shape, es[j].shape).area) > 1.0]  # fmt: skip


def play_randomly(g, rng, limit=4000):
    n = 0
    while not g.over and n < limit:
        acts = g.legal_actions()
        moving = [a for a in acts if a.verb not in ("end-movement", "stand")]
        g.apply(rng.choice(moving) if moving and rng.random() < 0.85 else acts[0])
        n += 1
        assert not overlapping(g), (n, overlapping(g))  # found a chain of pushes ending on a friend
        assert all(g.table.on_table(e.shape) for e in g.state.elements.values())
    return n


@pytest.mark.parametrize("seed", [1, pytest.param(2, marks=pytest.mark.slow), pytest.param(3, marks=pytest.mark.slow)])
def test_random_battles_end_with_a_result_and_keep_the_invariants(seed):
    g = AcwGame(standard(), SeededDice(seed), undo=False)
    play_randomly(g, random.Random(seed))
    assert g.over and g.outcome[0] in (Side.UNION, Side.CONFEDERATE, None)
    loser = g.outcome[0].other if g.outcome[0] else Side.UNION
    lost = sum(c.lost for c in g.state.side_commands(loser))
    demoralised = sum(c.demoralised for c in g.state.side_commands(loser))
    assert lost > 18 or demoralised >= 2  # BB-WIN-5
    for c in g.state.commands.values():  # every lost element accounted for (BB-WIN-2)
        assert c.lost == sum(1 for i in g.state.gone if i.startswith(c.id + "-") and not i.endswith("-K"))


def test_a_record_replays_to_the_same_battle():
    g = AcwGame(standard(), SeededDice(5))
    play_randomly(g, random.Random(5), limit=150)
    rec = record(g)
    again = replay(AcwGame, standard(), rec, SeededDice(5))
    assert again.state.elements == g.state.elements and again.log_text(None) == g.log_text(None)

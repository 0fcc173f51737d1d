"""Norden & Süden's faults (games/nordensueden/computer/faults.py, issue 26
item 6): the habits the arena counts per player, a unit marched back where
it was earlier in the player turn and a capital left without a unit with
the enemy one march away, found in real games on the map of 1861."""

from __future__ import annotations

import random

from gettysburg_desktop.ai.arena import run_match
from gettysburg_desktop.ai.arena_report import report_text, summary
from gettysburg_desktop.games.nordensueden.campaign import short_1861
from gettysburg_desktop.games.nordensueden.computer.faults import (
    CAPITAL_LEFT_BARE,
    MARCHED_BACK,
    capital_of,
    faults,
)
from gettysburg_desktop.games.nordensueden.computer.kit import KIT
from gettysburg_desktop.games.nordensueden.rules.actions import act, path_of
from gettysburg_desktop.games.nordensueden.rules.game import NordenSuedenGame
from gettysburg_desktop.games.nordensueden.rules.sides import Side
from gettysburg_desktop.kernel.dice import SeededDice


def game(seed: int = 1) -> NordenSuedenGame:
    return NordenSuedenGame(short_1861(), SeededDice(seed), undo=False, events=False)


def test_a_unit_marched_back_is_a_fault_and_no_other_move_is():
    """Random play until a unit that has moved this player turn may be moved
    back where it was earlier in the turn (the box it came from, or one it
    passed through): that move is the fault, its other moves are not."""
    found = 0
    for seed in range(30):
        g = game(seed)
        rng = random.Random(seed)
        while not g.over and found < 3:
            legal = g.legal_actions()
            back = []
            for a in legal:
                if a.verb != "move":
                    continue
                unit = g.state.units[a.args[0]]
                dest = path_of(a.args[1])[-1]
                said = faults(g, g.current_player(), a)
                if dest in unit.been:
                    assert [k for k, _ in said] == [MARCHED_BACK], a
                    assert g.map.box[dest].name in said[0][1] and a.args[0] in said[0][1]
                    back.append(a)
                else:
                    assert said == [], a
            found += bool(back)
            g.apply(rng.choice(legal))
        if found >= 3:
            break
    assert found >= 3, "random play never offered a march back"


def test_a_capital_left_bare_with_the_enemy_one_march_away_is_a_fault():
    g = game(2)
    washington = capital_of(g, Side.USA)
    richmond = capital_of(g, Side.CSA)
    assert (g.map.box[washington].name, g.map.box[richmond].name) == ("Washington", "Richmond")
    end = act("end-movement")
    assert faults(g, Side.USA, end) == []  # the Union stands in Washington
    # Washington emptied: a fault only while a Confederate unit stands one march away
    for u in g.units_in(washington, Side.USA):
        u.box = g.map.neighbours(washington)[0]
    near = [u for u in g.state.units.values() if u.side is Side.CSA and u.box is not None]
    assert near
    next_door = g.map.neighbours(washington, Side.CSA)[0]
    for u in near:
        u.box = richmond  # two marches and more from Washington
    assert faults(g, Side.USA, end) == []
    near[0].box = next_door
    said = faults(g, Side.USA, end)
    assert [k for k, _ in said] == [CAPITAL_LEFT_BARE]
    assert said[0][1] == f"Washington left without a unit, {near[0].id} one march from it"
    assert faults(g, Side.USA, act("end-march")) == []  # only the end of the movement counts
    assert KIT.faults(g, Side.USA, end) == said  # the kit's, which the arena asks


def test_the_arena_counts_each_players_faults_and_the_report_names_them():
    m = run_match(["random", "greedy"], short_1861(), 2, seed=1, jobs=1, check_every=0, game_class=NordenSuedenGame)
    s = summary(m)
    counted = {p: {} for p in ("random", "greedy")}
    for r in m.results:
        for who, found in r.faults.items():
            for kind, _sentence, action in found:
                assert 1 <= action <= r.actions
                counted[who][kind] = counted[who].get(kind, 0) + 1
    assert {p: {k: row["count"] for k, row in kinds.items()} for p, kinds in s["faults"].items()} == counted
    assert sum(sum(c.values()) for c in counted.values()) > 0  # random play shows them
    text = report_text(s)
    assert "Faults (habits a good player never shows" in text
    assert all(kind in text for kinds in counted.values() for kind in kinds)

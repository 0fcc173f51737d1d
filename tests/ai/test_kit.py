"""The computer players on any ruleset (ai/kit.py, issue 17 item 6): the
kernel's toy ruleset (tests/kernel/sticks.py: take 1 or 2 sticks, the last
stick wins, S-WIN) has no kit of its own, and every level plays it with
the defaults: greedy and the search play it to the end, the search wins
from a winning position, and the arena runs a Sticks match."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parents[1] / "kernel"))
from sticks import Side, SticksGame  # noqa: E402

from gettysburg_desktop.ai.arena import run_match  # noqa: E402
from gettysburg_desktop.ai.arena_report import report_text, summary  # noqa: E402
from gettysburg_desktop.ai.kit import DEFAULT_KIT, Kit, kit_for  # noqa: E402
from gettysburg_desktop.ai.levels import make_player  # noqa: E402
from gettysburg_desktop.ai.player import decision_kind  # noqa: E402
from gettysburg_desktop.games.gettysburg.rules.game import Game  # noqa: E402
from gettysburg_desktop.kernel.dice import SeededDice  # noqa: E402


def sticks(n: int, seed: int = 1) -> SticksGame:
    return SticksGame(n, SeededDice(seed), undo=False, events=False)


def searching(name: str, iterations: int):
    """A searching level at a fixed number of simulations (time-independent)."""
    player = make_player(name)
    player.iterations = iterations
    return player


def play(players: dict, n: int, seed: int) -> SticksGame:
    """A Sticks game of ``n`` sticks to its end, each decision asked of the
    side's player on a copy with dice of its own; every answer legal."""
    g = sticks(n, seed)
    k = 0
    while not g.over:
        copy = g.clone(dice=seed * 1000 + k)
        action = players[g.current_player()].choose(copy, seed * 7919 + k)
        assert action in g.legal_actions()
        g.apply(action)
        k += 1
    return g


def test_a_ruleset_without_a_kit_of_its_own_gets_the_defaults():
    g = sticks(5)
    assert kit_for(g) is DEFAULT_KIT and kit_for("sticks") is DEFAULT_KIT
    assert kit_for(SticksGame) is DEFAULT_KIT
    assert kit_for(Game).name == "gettysburg" and type(kit_for(Game)) is not Kit
    assert decision_kind(g) == "turn"
    assert DEFAULT_KIT.evaluate(g, Side.A) == 0.0  # the game runs: no opinion
    assert [str(p[0]) for p, prior in DEFAULT_KIT.plans(g, Side.A, g)] == ["take 1", "take 2"]
    g.apply("take 2")
    g.apply("take 1")
    g.apply("take 2")  # A took the last stick (S-WIN)
    assert (DEFAULT_KIT.evaluate(g, Side.A), DEFAULT_KIT.evaluate(g, Side.B)) == (1.0, -1.0)


@pytest.mark.parametrize(
    "player",
    [
        pytest.param(lambda: make_player("random"), id="random"),
        pytest.param(lambda: make_player("greedy"), id="greedy"),
        pytest.param(lambda: make_player("easy:cautious"), id="easy"),
        pytest.param(lambda: searching("normal", 32), id="normal"),
        pytest.param(lambda: searching("hard:aggressive", 48), id="hard"),
    ],
)
def test_every_level_plays_sticks_to_the_end(player):
    for seed in (1, 2):
        g = play({Side.A: player(), Side.B: make_player("random")}, 11, seed)
        assert g.over and g.outcome[0] in (Side.A, Side.B)
        assert g.state.sticks == 0


def test_greedy_takes_the_last_sticks():
    """The default evaluation knows only a game's end: one ply ahead, a
    win is a win (S-WIN)."""
    g = sticks(2)
    assert str(make_player("greedy").choose(g.clone(), seed=3)) == "take 2"


def test_the_search_wins_sticks_from_a_winning_position():
    """Whoever leaves the other a multiple of 3 sticks wins: with 10 to
    take, A; with 12, B (A must leave 11 or 10). Random rollouts to the
    game's end (the defaults) find it most of the time against random play."""
    hard = searching("hard", 96)
    rand = make_player("random")
    wins_first = sum(play({Side.A: hard, Side.B: rand}, 10, seed).outcome[0] is Side.A for seed in range(12))
    wins_second = sum(play({Side.A: rand, Side.B: hard}, 12, seed).outcome[0] is Side.B for seed in range(12))
    assert wins_first >= 10 and wins_second >= 10, (wins_first, wins_second)
    greedy_first = sum(
        play({Side.A: make_player("greedy"), Side.B: rand}, 10, seed).outcome[0] is Side.A for seed in range(12)
    )
    assert greedy_first < wins_first  # the search sees further than one ply


def test_the_arena_plays_a_sticks_match():
    hard = searching("hard", 48)
    m = run_match(["random", hard], 10, 3, seed=5, jobs=1, game_class=SticksGame)
    s = summary(m)
    assert s["games"] == 6 and s["decided"] == 6 and s["failed"] == 0
    assert s["side_names"] == ["Player A", "Player B"]
    assert {r["rule"] for r in s["results"]} == {"S-WIN"}
    assert s["table"]["hard"]["points"] >= 5
    text = report_text(s)
    assert "as Player A" in text and "Confederate" not in text and "Failures: none" in text
    assert "Sides: the Player A won" in text and "its kit's small_steps: none)" in text

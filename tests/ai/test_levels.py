"""The levels (ai/levels.py, docs/computer-opponent.md): each returns a
legal action at varied positions of both scenarios, reproducibly for a
seed; small decisions are fast; the time budget is honoured."""

import functools

import pytest

from gettysburg_desktop.ai.levels import make_player
from gettysburg_desktop.ai.player import decision_kind
from gettysburg_desktop.games.gettysburg.rules import crossroads
from gettysburg_desktop.games.gettysburg.rules.playout import midgame
from gettysburg_desktop.games.gettysburg.scenario.catalog import load_scenario_by_id

#: the levels, the searching ones at a fixed number of simulations
#: (time-independent: the same on a slow machine)
LEVELS = [("greedy", None), ("easy", None), ("normal", 16), ("hard", 24), ("reply", 24)]


def player_for(level, iterations):
    player = make_player(level)
    if iterations is not None:
        player.iterations = iterations
    return player


@functools.cache
def position(scenario_id: str, seed: int, actions: int):
    """A position of a random game (built when a test asks, not at collection)."""
    scenario = crossroads.scenario() if scenario_id == "crossroads" else load_scenario_by_id(scenario_id)
    return midgame(scenario, seed, actions)


#: positions of both scenarios: the start, early and late in the battle,
#: and inside fights (the small decisions); none of them is a game's end
POSITIONS = [
    pytest.param(scenario_id, seed, actions, id=f"{scenario_id}-{seed}-{actions}")
    for scenario_id in ("crossroads", "gettysburg-1863")
    for seed, actions in ((1, 0), (2, 40), (3, 150), (4, 400), (5, 700))
    if (scenario_id, seed, actions) != ("crossroads", 5, 700)  # that random game is over by then
]


@pytest.mark.parametrize(("level", "iterations"), LEVELS)
@pytest.mark.parametrize(("scenario_id", "seed", "actions"), POSITIONS)
def test_a_level_returns_a_legal_action_reproducibly(level, iterations, scenario_id, seed, actions):
    game = position(scenario_id, seed, actions)
    assert not game.over
    player = player_for(level, iterations)
    first = player.choose(game.clone(), seed=11)
    assert first in game.legal_actions()
    assert player.choose(game.clone(), seed=11) == first


def small_decisions(count=6):
    """Positions where a small decision (player.SMALL_STEPS) waits."""
    import random

    from gettysburg_desktop.games.gettysburg.rules.dice import SeededDice
    from gettysburg_desktop.games.gettysburg.rules.game import Game

    scenario = load_scenario_by_id("gettysburg-1863")
    out = []
    for seed in range(40):
        rnd = random.Random(seed)
        g = Game(scenario, SeededDice(seed), undo=False, events=False)
        while not g.over and len(out) < count:
            if decision_kind(g) == "small" and len(g.legal_actions()) > 1:
                out.append(g.clone())
                break
            legal = g.legal_actions(ordered=False)
            g.apply(legal[rnd.randrange(len(legal))])
        if len(out) >= count:
            break
    return out


class FakeClock:
    """The search's clock (ai/search.py reads ``time.perf_counter``), moved
    on by hand: each simulation costs ``per_simulation`` seconds of it, so
    the budget tests count instead of timing a busy machine."""

    def __init__(self, per_simulation: float) -> None:
        self.now = 1000.0
        self.per_simulation = per_simulation
        self.simulations = 0

    def perf_counter(self) -> float:
        return self.now

    def install(self, monkeypatch) -> None:
        from gettysburg_desktop.ai import search

        simulate = search.SearchPlayer._simulate

        def timed(player, *args, **kwargs):
            self.now += self.per_simulation
            self.simulations += 1
            return simulate(player, *args, **kwargs)

        monkeypatch.setattr(search, "time", self)
        monkeypatch.setattr(search.SearchPlayer, "_simulate", timed)


@pytest.mark.parametrize("level", ["greedy", "normal", "hard"])
def test_small_decisions_look_one_ply_and_never_roll_out(level, monkeypatch):
    """Small decisions (placing cubes, a retreat, ...) are fast because they
    don't search: no rollout, at most a few evaluations for each legal
    action (issue 16: p95 0.2 s, measured by ``arena``'s decision times)."""
    from gettysburg_desktop.games.gettysburg.computer import kit as gettysburg_kit

    kit = gettysburg_kit.KIT
    evaluations = []
    evaluate = kit.evaluate

    def counted(*args, **kwargs):
        evaluations.append(1)
        return evaluate(*args, **kwargs)

    def no_rollout(*args, **kwargs):
        raise AssertionError("a small decision rolled out")

    monkeypatch.setattr(kit, "evaluate", counted)
    monkeypatch.setattr(kit, "rollout", no_rollout)
    games = small_decisions()
    assert games, "no small decision met"
    player = make_player(level)  # the level's own budget: small decisions don't search
    for g in games:
        evaluations.clear()
        assert player.choose(g.clone(), seed=3) in g.legal_actions()
        assert len(evaluations) <= 4 * len(g.legal_actions())


def test_easy_decides_by_one_look_of_the_policy(monkeypatch):
    """easy (ai/easy.py) is the rollout policy with noise: one policy look a
    decision, no evaluation, no rollout, small decisions as turn decisions."""
    from gettysburg_desktop.games.gettysburg.computer import kit as gettysburg_kit

    kit = gettysburg_kit.KIT
    looks = []
    policy_action = kit.policy_action

    def counted(*args, **kwargs):
        looks.append(kwargs.get("noise"))
        return policy_action(*args, **kwargs)

    def never(*args, **kwargs):
        raise AssertionError("easy evaluated or rolled out")

    monkeypatch.setattr(kit, "policy_action", counted)
    monkeypatch.setattr(kit, "evaluate", never)
    monkeypatch.setattr(kit, "rollout", never)
    player = make_player("easy")
    for g in [*small_decisions(3), position("gettysburg-1863", 3, 150)]:
        looks.clear()
        assert player.choose(g.clone(), seed=3) in g.legal_actions()
        assert looks == [kit.easy_noise]


@pytest.mark.parametrize("name", ["normal@0.3", "hard@0.4:aggressive"])
def test_the_time_budget_is_honoured(name, monkeypatch):
    """An anytime search: a turn decision takes its budget (PlayerSpec.seconds
    over the level's own), not more than one round of simulations over it;
    progress is told up to 1. The clock is the test's: a simulation costs
    2 ms of it."""
    clock = FakeClock(0.002)
    clock.install(monkeypatch)
    g = midgame(load_scenario_by_id("gettysburg-1863"), 6, 120)
    assert decision_kind(g) == "turn" and len(g.legal_actions()) > 5
    player = make_player(name)
    told = []
    start = clock.now
    assert player.choose(g.clone(), seed=2, progress=told.append) in g.legal_actions()
    spent = clock.now - start
    plans = player.last["plans"]
    assert player.seconds * 0.2 <= spent <= player.seconds + plans * clock.per_simulation
    assert player.last["simulations"] == clock.simulations > plans
    assert told and told[-1] == 1.0 and all(0 <= f <= 1 for f in told)


def test_a_search_tells_its_progress_often_enough_to_be_stopped(monkeypatch):
    """The worker process (ai/worker.py) stops a search by raising from
    ``progress``: a search reports after every round of simulations over its
    plans, so it stops before the next round."""

    class Stop(Exception):
        pass

    clock = FakeClock(0.002)
    clock.install(monkeypatch)
    g = midgame(load_scenario_by_id("gettysburg-1863"), 6, 120)
    player = make_player("hard@2")

    def progress(fraction):
        raise Stop

    with pytest.raises(Stop):
        player.choose(g.clone(), seed=2, progress=progress)
    assert 0 < clock.simulations <= player._width()


def test_more_time_buys_more_plans_at_the_root():
    """The root's width grows with a budget above the level's own (the
    square root of the ratio), never below it: hard compares 16 plans at
    its 2 s, 23 at 4 s, 32 at 8 s; a small budget is held by the
    simulations it gives (SIMS_PER_PLAN each)."""
    from gettysburg_desktop.ai.search import SIMS_PER_PLAN

    widths = {}
    for name in ("hard@0.5", "hard", "hard@4", "hard@8"):
        player = make_player(name)
        player._per_sim = 0.001  # a fast machine: the cap decides
        widths[name] = player._width()
    assert widths == {"hard@0.5": 16, "hard": 16, "hard@4": 23, "hard@8": 32}
    slow = make_player("hard@0.2")
    slow._per_sim = 0.0025
    assert slow._width() == max(2, int(0.2 / 0.0025) // SIMS_PER_PLAN)

"""Seeded random playouts of crossroads with every invariant checked after every action."""

import pytest

from gettysburg_desktop.games.gettysburg.rules import crossroads
from gettysburg_desktop.games.gettysburg.rules.playout import random_playout

#: the default run plays 25 seeds; the slow run the rest of the first 200 and 2000 more
DEFAULT_SEEDS = range(25)
SLOW_SEEDS = [range(25, 200)] + [range(1000 + block * 200, 1200 + block * 200) for block in range(10)]


def test_random_playouts_finish_without_failures():
    sc = crossroads.scenario()
    for seed in DEFAULT_SEEDS:
        r = random_playout(sc, seed)
        assert r.failures == [], f"seed {seed}: {r.failures}"
        assert r.winner in ("csa", "usa")


@pytest.mark.slow
@pytest.mark.parametrize("seeds", SLOW_SEEDS, ids=lambda seeds: f"{seeds.start}-{seeds.stop - 1}")
def test_many_random_playouts_finish_without_failures(seeds):
    sc = crossroads.scenario()
    for seed in seeds:
        r = random_playout(sc, seed)
        assert r.failures == [], f"seed {seed}: {r.failures}"
        assert r.winner in ("csa", "usa")


def test_playout_seed_2_cavalry_returning_with_cubes_keeps_the_cube_limits_R_MOVE_6():
    """Once broke R-DMG-2: a cavalry unit came back with tied cubes."""
    r = random_playout(crossroads.scenario(), 2)
    assert r.failures == []

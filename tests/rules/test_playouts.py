"""Seeded random playouts of crossroads with every invariant checked after every action."""

import pytest

from gettysburg_desktop.rules import crossroads
from gettysburg_desktop.rules.playout import random_playout


@pytest.mark.parametrize("block", range(4))
def test_random_playouts_finish_without_failures(block):
    sc = crossroads.scenario()
    for seed in range(block * 50, block * 50 + 50):
        r = random_playout(sc, seed)
        assert r.failures == [], f"seed {seed}: {r.failures}"
        assert r.winner in ("csa", "usa")


@pytest.mark.slow
@pytest.mark.parametrize("block", range(10))
def test_many_random_playouts_finish_without_failures(block):
    sc = crossroads.scenario()
    for seed in range(1000 + block * 200, 1000 + block * 200 + 200):
        r = random_playout(sc, seed)
        assert r.failures == [], f"seed {seed}: {r.failures}"


def test_playout_seed_2_cavalry_returning_with_cubes_keeps_the_cube_limits_R_MOVE_6():
    """Once broke R-DMG-2: a cavalry unit came back with tied cubes."""
    r = random_playout(crossroads.scenario(), 2)
    assert r.failures == []

"""Line of sight in Finsterland (games/finsterland/field/sight.py; D9,
FL-RUL-9): woods block but for 1" at a line's end, buildings block but for
their occupants, hills block a line with both ends off them, nothing else
blocks, a touch is no crossing; sight is symmetric; and T-3's first step:
every line from H's front rank to X crosses the wood."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gettysburg_desktop.boards.table.bases import Pose
from gettysburg_desktop.boards.table.table import Feature, Table
from gettysburg_desktop.games.finsterland.field.sight import line_blocked, sees, what_blocks
from gettysburg_desktop.games.finsterland.rules.formation import INFANTRY_BASE, Formation

ONE = INFANTRY_BASE


def square(x0, y0, x1, y1):
    return ((x0, y0), (x1, y0), (x1, y1), (x0, y1))


def model(x, y, facing=90.0):
    return (Pose(x, y, facing), ONE)


WOOD = Feature("wood", "wood", outline=square(10, 10, 20, 20))
TABLE = Table(48, 48, (WOOD,))


def test_a_wood_blocks_but_a_line_may_run_an_inch_into_it_at_either_end_D9():
    assert line_blocked(TABLE, (5, 15), (25, 15)) == WOOD  # straight through
    assert line_blocked(TABLE, (5, 15), (10.8, 15)) is None  # 0.8" into it at its end
    assert line_blocked(TABLE, (19.1, 15), (30, 15)) is None  # from 0.9" inside, out
    assert line_blocked(TABLE, (5, 15), (11.5, 15)) == WOOD  # 1.5" in: too deep
    assert line_blocked(TABLE, (5, 10), (25, 10)) is None  # along its edge: a touch (FL-RUL-9)
    assert not sees(TABLE, model(5, 15), model(25, 15))
    assert sees(TABLE, model(5, 15), model(10.4, 15))  # at the wood's edge: seen (its base reaches 10.9)
    assert what_blocks(TABLE, model(5, 15), model(25, 15)) == [WOOD]


def test_a_building_blocks_all_but_its_own_occupants_and_a_hill_blocks_a_line_with_both_ends_off_it():
    house = Feature("house", "building", outline=square(10, 10, 14, 14))
    hill = Feature("hill", "hill", outline=square(30, 10, 40, 20))
    table = Table(48, 48, (house, hill))
    assert line_blocked(table, (5, 12), (20, 12)) == house
    assert line_blocked(table, (12, 12), (20, 12)) is None  # from inside: an occupant sees out
    assert line_blocked(table, (25, 15), (45, 15)) == hill  # both ends off the hill
    assert line_blocked(table, (32, 15), (45, 15)) is None  # one end on it
    assert line_blocked(table, (25, 15), (30, 15)) is None  # up to its edge


def test_nothing_else_blocks_sight_units_roads_rivers_swamps_walls():
    features = (
        Feature("r", "river", line=((0, 24), (48, 24)), width=2),
        Feature("s", "swamp", outline=square(10, 30, 20, 40)),
        Feature("w", "wall", line=((0, 20), (48, 20)), width=0.4),
    )
    table = Table(48, 48, features)
    assert sees(table, model(15, 10), model(15, 45))


@given(
    st.tuples(st.floats(1, 47), st.floats(1, 47)),
    st.tuples(st.floats(1, 47), st.floats(1, 47)),
    st.floats(0, 359),
    st.floats(0, 359),
)
def test_sight_is_symmetric(a, b, fa, fb):
    table = Table(48, 48, (WOOD, Feature("hill", "hill", outline=square(28, 28, 38, 36))))
    assert sees(table, model(*a, fa), model(*b, fb)) == sees(table, model(*b, fb), model(*a, fa))


def test_T3_1_and_2_the_wood_screens_X_from_Hs_front_rank_and_Y_is_seen_by_all_of_it():
    """T-3.1 says every line from H's front rank to X crosses the wood. Exactly,
    three of H's front-rank models (x 23-26) see X's rear-left corner past the
    wood's corner (30, 23) by a tenth of an inch; the situation's outcome
    stands all the same: only those three are both within H's 12" and in
    sight, fewer than half of the twelve, so X cannot be chosen (FL-FIRE-3).
    docs/finsterland-interpretations.md says so."""
    from gettysburg_desktop.boards.table.measures import edge_distance
    from gettysburg_desktop.boards.table.shapes import polygon

    wood = Feature("wood", "wood", outline=square(30, 23, 40, 29))
    table = Table(48, 48, (wood,))
    H = Formation(Pose(24, 30, 270), INFANTRY_BASE, 12, 24)  # facing south, front edge y = 30, x 18-30
    X = Formation(Pose(35, 22, 90), INFANTRY_BASE, 6, 12)  # facing north, x 32-38, y 20-22
    Y = Formation(Pose(24, 18.5, 90), INFANTRY_BASE, 6, 18)  # after its move: front edge y = 18.5, x 21-27
    front_rank = [p for (r, _f), p in zip(H.slots(), H.model_poses(), strict=True) if r == 0]
    assert len(front_rank) == 12 and min(p.y for p in front_rank) == 30.5  # the front rank stands y 30-31

    def eligible(h, target):
        in_range = min(edge_distance(polygon(h, ONE), polygon(t, ONE)) for t in target.model_poses()) <= 12
        return in_range and any(sees(table, (h, ONE), (t, ONE)) for t in target.model_poses())

    seeing_x = sorted(round(h.x - 0.5) for h in front_rank if eligible(h, X))
    assert seeing_x == [23, 24, 25]  # fewer than half of 12: X is no target
    assert min(edge_distance(polygon(h, ONE), polygon(x, ONE)) for h in front_rank for x in X.model_poses()) == (
        pytest.approx(8.246, abs=1e-3)  # 8.25", sqrt(2^2 + 8^2), as the situation says
    )
    assert sum(eligible(h, Y) for h in front_rank) == 12  # all twelve: Y is eligible and the nearest


@given(
    st.tuples(st.floats(1, 71), st.floats(1, 47)),
    st.tuples(st.floats(1, 71), st.floats(1, 47)),
    st.floats(0, 359),
    st.floats(0, 359),
)
def test_the_batched_judgement_agrees_with_each_line_judged_alone_on_the_shipped_table(a, b, fa, fb):
    """what_blocks judges a pair's 81 lines at once (the centre line first, the lines still open
    feature by feature); each line judged alone by line_blocked must give the same answer."""
    import itertools

    from gettysburg_desktop.games.finsterland.field.sight import sample_points

    table = _grauwasser()
    ma, mb = model(*a, fa), model(*b, fb)
    alone = any(line_blocked(table, p, q) is None for p, q in itertools.product(sample_points(*ma), sample_points(*mb)))
    assert sees(table, ma, mb) == alone


def _grauwasser():
    from gettysburg_desktop.boards.table.table_file import load_table
    from gettysburg_desktop.games.finsterland.battles import shipped

    return load_table(shipped()["grauwasser"].parent / "grauwasser-table.yaml")


@settings(max_examples=40, deadline=None)
@given(
    st.tuples(st.floats(1, 71), st.floats(1, 47)),
    st.lists(st.tuples(st.floats(1, 71), st.floats(1, 47)), min_size=1, max_size=5),
)
def test_seeing_one_of_many_bases_at_once_is_seeing_one_of_them_alone(eye, others):
    """sees_any (a scout and a unit's models, FL-SPEC-9) agrees with sees asked base by base."""
    from gettysburg_desktop.games.finsterland.field.sight import sees_any

    table = _grauwasser()
    a = model(*eye)
    bs = [model(*o) for o in others]
    assert sees_any(table, a, bs) == any(sees(table, a, b) for b in bs)


@settings(max_examples=40, deadline=None)
@given(
    st.tuples(st.floats(4, 68), st.floats(4, 44)),
    st.tuples(st.floats(4, 68), st.floats(4, 44)),
    st.floats(0, 359),
    st.floats(0, 359),
)
def test_a_units_sight_agrees_with_its_lines_judged_alone_on_the_shipped_table(a, b, fa, fb):
    """units_see (the fog of war, FL-MOVE-8) judges two units' lines at once against the table's
    blocking ground, leaving to the exact judgement only the lines with an end on a blocking feature;
    each of its lines judged alone by line_blocked must give the same answer; and it is symmetric."""
    import itertools

    from gettysburg_desktop.games.finsterland.field.sight import Looks, units_see

    table = _grauwasser()
    one = Looks.of([(p, ONE) for p in Formation(Pose(*a, fa), ONE, 3, 6).model_poses()])
    other = Looks.of([(p, ONE) for p in Formation(Pose(*b, fb), ONE, 3, 6).model_poses()])
    lines = itertools.product(one.points, other.points)
    alone = any(line_blocked(table, p, q) is None for p, q in lines)
    assert units_see(table, one, other) == alone == units_see(table, other, one)

"""Finsterland's part of the project's benchmark (``gettysburg-desktop
bench``, benchmark.py, which finds it through a registration's
``BENCHMARK`` once the game is registered; until then ``python -m
gettysburg_desktop.games.finsterland.benchmark``): the free table's
figures against the design's targets (table.md, "Speed": a move's check
p99 1 ms or less, the reachable region 50 ms or less, with 60 bases and 30
terrain features).

The table is generated from a fixed seed: 48" x 48", 30 terrain pieces
(woods, hills, swamps, fences as polygons, roads and rivers as lines) and
60 other bases, 40 friendly and 20 enemy, kept clear of the units measured.
Each move checked is drawn anew (a window's drag asks for a new one every
frame), and each region is cast from a unit set down a little apart each
time, so nothing is answered from what a search keeps.
"""

from __future__ import annotations

import contextlib
import gc
import math
import random
import time
from collections.abc import Callable, Iterator

import shapely

from gettysburg_desktop.boards.table.bases import Pose, Size, corners
from gettysburg_desktop.boards.table.table import Feature, Table

from .field.free_moves import check_free_move
from .field.movement import check_move
from .field.reach import reachable_region
from .field.sweep import Shapes
from .rules.formation import INFANTRY_BASE, Formation
from .rules.tables import Column

#: where the measured units stand: kept clear of the generated bases
CLEAR = (16.0, 12.0, 32.0, 30.0)


def playout_lines(games: int = 50, scenario_ids: list[str] | None = None) -> list[str]:
    """Random games of each shipped battle (uniform random legal actions, a
    unit's own action before ending a step nine times in ten, as the slow
    suite plays them), without and with the fog of war (FL-MOVE-8): seconds a
    game p50/p99, an action applied p50/p99; and
    line of sight between every pair of units at the start of the default
    battle (issue 24's targets: a random game 2 s or less, every pair's sight
    100 ms or less). ``scenario_ids``: only those of the shipped battles."""
    from gettysburg_desktop.kernel.dice import SeededDice

    from .battles import DEFAULT, load_scenario, shipped
    from .field.sight import sees
    from .game.game import FinsterlandGame
    from .game.variants import FOG

    battles = [b for b in shipped() if scenario_ids is None or b in scenario_ids]
    n = min(games, 10)
    out = []
    for battle_id, variants in [(b, ()) for b in battles] + [(b, (FOG,)) for b in battles]:
        battle = load_scenario(battle_id)
        seconds, steps = [], []
        for seed in range(n):
            rng = random.Random(seed)
            g = FinsterlandGame(battle, SeededDice(seed), undo=False, events=False, variants=variants)
            t0 = time.perf_counter()
            while not g.over:
                a = random_action(g, rng)
                t1 = time.perf_counter()
                g.apply(a, trusted=True)
                steps.append(time.perf_counter() - t1)
            seconds.append(time.perf_counter() - t0)
        out.append(
            f"finsterland {battle_id}{' with the fog of war' if variants else ''}: {n} random games, a game p50 {_pct(seconds, 50):.2f} s, p99 "
            f"{_pct(seconds, 99):.2f} s (target 2 s); an action applied with the next decision's legal list p50 "
            f"{_pct(steps, 50) * 1000:.1f} ms, p99 {_pct(steps, 99) * 1000:.1f} ms"
        )
    if DEFAULT not in battles:
        return out
    g = FinsterlandGame(load_scenario(DEFAULT), SeededDice(0), undo=False, events=False)
    units = list(g.state.units.values())
    bases = [(u.body.model_poses()[0], u.body.base) for u in units]  # where each first model stands: not sight
    t0 = time.perf_counter()
    pairs = 0
    for i, a in enumerate(bases):
        for b in bases[i + 1 :]:
            sees(g.table, a, b)
            pairs += 1
    sight = time.perf_counter() - t0
    out.append(
        f"finsterland {DEFAULT}: line of sight between every pair of its {len(units)} units ({pairs} pairs, one model "
        f"each) {sight * 1000:.0f} ms (target 100 ms)"
    )
    return out


def random_action(g: object, rng: random.Random) -> object:
    """A uniformly random legal action, but a unit's own action before ending
    a step nine times in ten (else most random games would end every step at
    once); the slow suite's random games play so too."""
    acts = g.legal_actions(ordered=False)  # type: ignore[attr-defined]
    a = acts[rng.randrange(len(acts))]
    if a.verb.startswith("end-") and len(acts) > 1 and rng.random() < 0.9:
        rest = [b for b in acts if not b.verb.startswith("end-")]
        a = rest[rng.randrange(len(rest))]
    return a


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * q / 100))] if ordered else 0.0


def map_line(name: str, path: object) -> str | None:
    """Finsterland reads no box map."""
    return None


def generated_lines() -> list[str]:
    """The free table's figures on the generated table."""
    return free_table_lines()


def generated_table(seed: int = 24) -> tuple[Table, Shapes, Shapes]:
    """The table, its 40 friendly bases and its 20 enemy ones."""
    rng = random.Random(seed)
    kinds = ["wood", "hill", "swamp", "wood", "hill", "fence", "road", "river"]
    features = []
    for i in range(30):
        kind = kinds[i % len(kinds)]
        x, y = rng.uniform(2, 46), rng.uniform(2, 46)
        if kind in ("road", "river"):
            end = (x + rng.uniform(-10, 10), y + rng.uniform(-10, 10))
            features.append(Feature(f"f{i}", kind, line=((x, y), end), width=1.0))
        else:
            r = rng.uniform(1.5, 4.0)
            outline = tuple(
                (x + r * rng.uniform(0.7, 1.3) * math.cos(a), y + r * rng.uniform(0.7, 1.3) * math.sin(a))
                for a in (2 * math.pi * j / 8 for j in range(8))
            )
            features.append(Feature(f"f{i}", kind, outline=outline))
    table = Table(48, 48, tuple(features), sector=8.0)
    clear = shapely.box(*CLEAR)
    bases: list[shapely.Polygon] = []
    while len(bases) < 60:
        base = shapely.Polygon(
            corners(Pose(rng.uniform(1, 47), rng.uniform(1, 47), rng.uniform(0, 360)), INFANTRY_BASE)
        )
        if base.distance(clear) > 0.1 and all(base.distance(b) > 0.05 for b in bases):
            bases.append(base)
    return table, Shapes(bases[:40], [f"F{i}" for i in range(40)]), Shapes(bases[40:], [f"E{i}" for i in range(20)])


def open_spot(table: Table, size: Size, margin: float = 1.0) -> tuple[float, float]:
    """The spot nearest the middle of ``CLEAR`` on a half-inch grid where a
    footprint of ``size`` has no terrain within ``margin`` (a unit measured
    on open ground, so that it may move at all)."""
    x0, y0, x1, y1 = CLEAR
    middle = ((x0 + x1) / 2, (y0 + y1) / 2)
    spots = [
        (x0 + size.width / 2 + i / 2, y0 + size.depth / 2 + j / 2)
        for i in range(int(2 * (x1 - x0 - size.width)) + 1)
        for j in range(int(2 * (y1 - y0 - size.depth)) + 1)
    ]
    for x, y in sorted(spots, key=lambda p: math.dist(p, middle)):
        if not table.features_touching(shapely.Polygon(corners(Pose(x, y, 90), size)).buffer(margin)):
            return (x, y)
    return middle


@contextlib.contextmanager
def _collected_as_the_window_does() -> Iterator[None]:
    """Python's garbage collection as the play window runs it (ui/idle_gc.py):
    the young generations as Python starts them, the full collection (tens of
    milliseconds once a game's objects have grown) never in the middle of a
    drag but when a player can't notice it. Without this, one cast of 20 in
    which Python happens to start a full collection makes the p99."""
    young, middle, full = gc.get_threshold()
    gc.collect()
    gc.freeze()
    gc.set_threshold(young, middle, 1 << 30)
    try:
        yield
    finally:
        gc.set_threshold(young, middle, full)
        gc.unfreeze()


def _timed(calls: int, work: Callable[[int], object]) -> tuple[float, float, float, float]:
    """p50 and p99 of ``work(i)`` over ``calls`` calls, in milliseconds (after
    5 to warm up): of the wall clock, and of the process's own processor time
    (what a machine shared with other work does not add to); the garbage
    collected as the window collects it."""
    for i in range(5):
        work(-1 - i)
    wall, own = [], []
    with _collected_as_the_window_does():
        for i in range(calls):
            t0, c0 = time.perf_counter(), time.process_time()
            work(i)
            wall.append((time.perf_counter() - t0) * 1000)
            own.append((time.process_time() - c0) * 1000)
    at = min(calls - 1, math.ceil(calls * 0.99) - 1)
    wall.sort()
    own.sort()
    return wall[calls // 2], wall[at], own[calls // 2], own[at]


def free_table_lines(calls: int = 200, regions: int = 20) -> list[str]:
    """check_move, check_free_move and reachable_region p50/p99 on the generated table."""
    table, friends, foes = generated_table()
    rng = random.Random(7)
    draws = [(rng.uniform(0.5, 6.0), rng.uniform(-60, 60), rng.uniform(0, 360)) for _ in range(calls + 10)]
    gun_base, tank_base = Size(2, 2), Size(2, 3)
    bx, by = open_spot(table, Size(6, 4))
    block = Formation(Pose(bx, by + 2, 90), INFANTRY_BASE, 6, 23)  # 6 x 4, its last rank partial
    sx, sy = open_spot(table, Size(12, 4))
    skirmishers = [Pose(sx - 5.5 + 2 * (k % 6) + k // 6 - 0.5, sy - 1.5 + 2 * (k // 6), 90) for k in range(12)]
    gun = [Pose(*open_spot(table, gun_base), 90)]
    tank = [Pose(*open_spot(table, tank_base), 90)]

    def draw(i: int) -> tuple[float, float, float]:
        return draws[i % len(draws)]

    def straight(i: int) -> object:
        return check_move(table, block, [("advance", draw(i)[0])], 6, Column.INFANTRY, friends, foes)

    def wheel(i: int) -> object:
        d, w, _h = draw(i)
        return check_move(table, block, [("wheel", w / 2), ("advance", d / 3)], 6, Column.INFANTRY, friends, foes)

    def loose(i: int) -> object:
        d, _w, h = draw(i)
        leg = ("move", d * math.cos(math.radians(h)), d * math.sin(math.radians(h)))
        return check_free_move(table, skirmishers, INFANTRY_BASE, [leg], 6, Column.SINGLE, None, friends, foes)

    def driven(i: int) -> object:
        d, _w, h = draw(i)
        legs = [("face", h), ("advance", d)]
        return check_free_move(table, tank, tank_base, legs, 10, Column.VEHICLE, None, friends, foes)

    def apart(i: int) -> tuple[float, float]:
        return (((i * 37) % 11) / 10 - 0.5, ((i * 53) % 13) / 12 - 0.5)

    def shifted(poses: list[Pose], i: int) -> list[Pose]:
        dx, dy = apart(i)
        return [Pose(p.x + dx, p.y + dy, (p.facing + 7 * i) % 360) for p in poses]

    lines = []
    for name, work in (
        ("advance of a 6 x 4 block (23 models)", straight),
        ("wheel, then advance, of that block", wheel),
        ("straight leg of 12 skirmishers", loose),
        ("tank facing a heading, then driving", driven),
    ):
        p50, p99, c50, c99 = _timed(calls, work)
        lines.append(
            f"free table: check {name}: p50 {p50:.2f} ms, p99 {p99:.2f} ms"
            f" (processor time {c50:.2f}, {c99:.2f}; {calls} calls)"
        )
    for name, region in (
        (
            "a 6 x 4 block",
            lambda i: reachable_region(
                table,
                Formation(shifted([block.front], i)[0], INFANTRY_BASE, 6, 23),
                6,
                Column.INFANTRY,
                obstacles=friends,
                enemies=foes,
            ),
        ),
        (
            "12 skirmishers",
            lambda i: reachable_region(
                table, shifted(skirmishers, i), 6, Column.SINGLE, INFANTRY_BASE, obstacles=friends, enemies=foes
            ),
        ),
        (
            "a light gun",
            lambda i: reachable_region(
                table, shifted(gun, i), 4, Column.GUN, gun_base, obstacles=friends, enemies=foes
            ),
        ),
        (
            "a tank",
            lambda i: reachable_region(
                table, shifted(tank, i), 10, Column.VEHICLE, tank_base, obstacles=friends, enemies=foes
            ),
        ),
        (
            "a single model",
            lambda i: reachable_region(
                table, shifted(gun, i), 8, Column.SINGLE, INFANTRY_BASE, obstacles=friends, enemies=foes
            ),
        ),
    ):
        p50, p99, c50, c99 = _timed(regions, region)
        lines.append(
            f"free table: reachable region of {name}: p50 {p50:.1f} ms, p99 {p99:.1f} ms"
            f" (processor time {c50:.1f}, {c99:.1f}; {regions} casts)"
        )
    return lines


if __name__ == "__main__":  # pragma: no cover - a command
    print("\n".join(free_table_lines()))

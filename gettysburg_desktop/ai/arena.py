"""The arena (issue 16, item 5): matches between computer players on a
scenario, with fixed seeds, the sides swapped, games in parallel processes,
a cap on a game's length and the invariants checked.

A match between two players plays ``games`` seeds, ``seed`` .. ``seed +
games - 1``, each twice: once with the first player on the ruleset's first side and
once with the sides swapped, so that the dice favour no one. A player
named twice (``hard#24 hard#24``: a side's balance) plays each seed once:
its decisions' seeds don't depend on the side, so the swapped game would be
the same game again, counted twice (``mirrored``). Three players
or more play a round robin: every pairing plays that match. Game ``i`` rolls
the dice of ``SeededDice(seed + i)``; every player's decision gets seeds
derived from it (``derived_seed``), so a game is the same in any process
and on any number of jobs.

A player never holds the game the arena plays: each decision it is handed
``game.resample(side, dice)``, a game its side can't tell from the real one
(the opponent's secrets drawn anew; a dice stream of its own): what it does with it changes nothing, and neither the
opponent's true values nor the real game's future rolls are in it. A decision with a single legal answer (forced) is applied without
asking and is not timed.

A game fails, and counts for no one, when it is not over after ``cap``
actions, when an invariant (the kit's ``violations``) breaks, when a player or
the engine raises, when a player answers an illegal action, or when a
decision takes longer than ``time_limit`` seconds. Each failure is reported
with its seed, the side each player had and the action it happened at;
nothing is raised.

The figures (win rates, where games were decided, decision times, ratings)
are in arena_report.py; the command is ``gettysburg-desktop arena``.
"""

from __future__ import annotations

import contextlib
import copy
import functools
import itertools
import multiprocessing
import os
import signal
import threading
import time
import traceback
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from dataclasses import dataclass, field
from typing import Any

from gettysburg_desktop.kernel.dice import SeededDice
from gettysburg_desktop.kernel.gateway import Gateway, IllegalAction
from gettysburg_desktop.scenario import games as registry

from .balance import Band
from .kit import kit_for
from .levels import make_player, parse_player
from .player import Player
from .sequential import Sprt

#: actions after which an unfinished game is a failure (a random game of the
#: 1863 battle takes about 1,000; a game that runs on is a bug)
DEFAULT_CAP = 10000
#: seconds a single decision may take before the game is a failure
DEFAULT_TIME_LIMIT = 120.0

FAILURE_KINDS = ("cap", "invariant", "exception", "timeout")
#: a failure's ``who`` when the process playing the game failed, not the game: such a game is not written
#: to a results file, so that the match played on from it plays the game again
WORKER = "worker process"
#: a match's two seats: the ruleset's first and second side (a result's ``winner``)
SEATS = ("first", "second")

_MASK = (1 << 64) - 1


def derived_seed(seed: int, *parts: int) -> int:
    """A seed for a player's decision from the game's seed and the decision's
    place (SplitMix64 mixing): reproducible in any process, no two decisions
    of a game alike, and never the dice's own seed."""
    x = (seed * 0x9E3779B97F4A7C15) & _MASK
    for p in parts:
        x = (x + 0x9E3779B97F4A7C15 + p) & _MASK
        x ^= x >> 30
        x = (x * 0xBF58476D1CE4E5B9) & _MASK
        x ^= x >> 27
        x = (x * 0x94D049BB133111EB) & _MASK
        x ^= x >> 31
    return x >> 33  # 31 bits: a seed any random.Random takes


@dataclass(frozen=True)
class Entrant:
    """A player in a match: its label in the figures (unique in the match)
    and the player: a name ``make_player`` reads (any process can make it)
    or a Player object (in-process matches, ``jobs=1``, or a picklable one),
    copied afresh for every game as a name is made afresh."""

    label: str
    player: str | Player

    def make(self) -> Player:
        return make_player(self.player) if isinstance(self.player, str) else copy.deepcopy(self.player)


def entrants(players: Sequence[str | Player]) -> list[Entrant]:
    """Names (checked: UnknownPlayer for a name that is none) or players,
    labelled by their name; a name met again is labelled "name (2)", "name (3)" (``#`` belongs to a
    name: ``hard#800`` is hard with 800 simulations)."""
    out: list[Entrant] = []
    seen: dict[str, int] = {}
    for p in players:
        name = str(parse_player(p)) if isinstance(p, str) else p.name
        seen[name] = seen.get(name, 0) + 1
        label = name if seen[name] == 1 else f"{name} ({seen[name]})"
        out.append(Entrant(label, str(parse_player(p)) if isinstance(p, str) else p))
    return out


@dataclass(frozen=True)
class GameTask:
    """One game of a match: who plays which side, with which dice. ``first``
    plays the ruleset's first side, ``second`` its
    second; ``game_class`` is the ruleset's game (None: the first installed game's), made
    as ``game_class(scenario, dice, undo=False, events=False)``, with
    ``variants`` (the ruleset's, as New game offers them) added to the
    scenario's own."""

    index: int
    seed: int
    first: Entrant
    second: Entrant
    scenario: Any
    cap: int = DEFAULT_CAP
    check_every: int = 1
    time_limit: float | None = DEFAULT_TIME_LIMIT
    game_class: type[Gateway] | None = None
    variants: tuple[str, ...] = ()


def chosen_variants(scenario: Any, variants: Sequence[str]) -> tuple[str, ...]:
    """The scenario's own variants and ``variants``, sorted, each once."""
    return tuple(sorted(set(getattr(scenario, "variants", ()) or ()) | set(variants)))


@dataclass
class Failure:
    """Why a game failed: ``kind`` one of FAILURE_KINDS; ``action``: how many
    actions had been applied (the failure is at action ``action + 1``, or
    after action ``action`` for a broken invariant or the cap); ``who``: the
    player's label, or "engine"; ``step``: the step or action it happened at."""

    kind: str
    message: str
    action: int
    who: str
    step: str = ""


@dataclass
class GameResult:
    """``first``/``second``: the labels of the players of the ruleset's first
    and second side (its seats; the report names them by the sides' titles)."""

    index: int
    seed: int
    first: str
    second: str
    #: "first" (the first side won), "second" (the second), or None for a failed game
    winner: str | None = None
    reason: str = ""
    #: the victory rule that decided it (the rule id its result names, else
    #: the one the ruleset gives its game's end)
    rule: str = ""
    #: the period the game ended in (an index into its kit's ``periods``;
    #: 0 for a ruleset without periods)
    period: int = 0
    actions: int = 0
    #: decisions with a single legal answer, applied without asking
    forced: int = 0
    seconds: float = 0.0
    failure: Failure | None = None
    #: player label -> decision kind ("turn" | "small") -> seconds of each choose()
    times: dict[str, dict[str, list[float]]] = field(default_factory=dict)
    #: player label -> the faults in its actions (the kit's ``faults``): [kind, sentence, action number]
    faults: dict[str, list[list[Any]]] = field(default_factory=dict)
    #: the actions played, in the ruleset's notation (kernel/record.py): with
    #: the seed's dice they give the game again, position by position
    moves: list[str] = field(default_factory=list)

    @property
    def winner_label(self) -> str | None:
        return None if self.winner is None else (self.first if self.winner == "first" else self.second)

    @property
    def loser_label(self) -> str | None:
        return None if self.winner is None else (self.second if self.winner == "first" else self.first)


class DecisionTimeout(BaseException):
    """A player's decision took longer than the arena's time limit (a
    BaseException, as KeyboardInterrupt is: a player's ``except Exception``
    around its search must not swallow it)."""


@contextlib.contextmanager
def _time_limit(seconds: float | None) -> Iterator[None]:
    """Interrupt the block after ``seconds`` (a real-time timer: POSIX, main
    thread only; elsewhere no limit, which the report says)."""
    if not seconds or not hasattr(signal, "setitimer") or threading.current_thread() is not threading.main_thread():
        yield
        return

    def ring(signum, frame):
        raise DecisionTimeout(f"the decision took longer than {seconds:g} s")

    previous = signal.signal(signal.SIGALRM, ring)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def default_time_limit(players: Sequence[str | Player]) -> float:
    """DEFAULT_TIME_LIMIT, or three times the largest budget a player's name
    gives (hard@60: 180 s), whichever is longer."""
    budgets = [parse_player(p).seconds or 0.0 for p in players if isinstance(p, str)]
    return max([DEFAULT_TIME_LIMIT, *(3 * b for b in budgets)])


def time_limit_works() -> bool:
    """Whether a decision's time limit can be enforced here."""
    return hasattr(signal, "setitimer")


@functools.lru_cache(maxsize=4)
def _default_kind() -> Any:
    """The game a match plays without a game class: the first installed
    (scenario/games.py ``DEFAULT_GAME``)."""
    return registry.game(registry.DEFAULT_GAME)


def violations(g: Any) -> list[str]:
    """The invariants broken in ``g``: its ruleset's kit's check."""
    return kit_for(g).violations(g)


def _scenario(scenario: Any, game_class: Any) -> Any:
    """The scenario a game starts from: the default game's by its id or
    file (a string, loaded by the registry), any other ruleset's as given."""
    kind = _default_kind()
    if isinstance(scenario, str) and (game_class is None or game_class.ruleset.name == kind.id):
        return kind.load_scenario(scenario)
    return scenario


def _error(exc: BaseException) -> str:
    where = traceback.extract_tb(exc.__traceback__)
    place = f" ({os.path.basename(where[-1].filename)}:{where[-1].lineno})" if where else ""
    return f"{type(exc).__name__}: {exc}{place}"


def play_game(task: GameTask) -> GameResult:
    """Play one game to its end, the cap or its first failure; never raises
    for a player's or the engine's fault (the failure is in the result)."""
    start = time.perf_counter()
    result = GameResult(task.index, task.seed, task.first.label, task.second.label)
    result.times = {task.first.label: {"turn": [], "small": []}, task.second.label: {"turn": [], "small": []}}
    game_class = task.game_class or _default_kind().game_class
    sides = tuple(game_class.ruleset.sides)
    seat = dict(zip(sides, SEATS, strict=True))
    entrant = {sides[0]: task.first, sides[1]: task.second}
    kit = kit_for(game_class)

    def fail(kind: str, message: str, who: str, step: str = "") -> None:
        result.failure = Failure(kind, message, n, who, step)

    n = 0
    try:
        scenario = _scenario(task.scenario, game_class)
        if task.variants:
            g = game_class(
                scenario,
                SeededDice(task.seed),
                undo=False,
                events=False,
                variants=chosen_variants(scenario, task.variants),
            )
        else:
            g = game_class(scenario, SeededDice(task.seed), undo=False, events=False)
    except Exception as exc:  # noqa: BLE001 - a broken scenario is the game's failure
        fail("exception", _error(exc), "engine")
        result.seconds = time.perf_counter() - start
        return result
    players: dict[Any, Player] = {}
    for side in sides:
        try:
            players[side] = entrant[side].make()
        except Exception as exc:  # noqa: BLE001
            fail("exception", f"the player could not be made: {_error(exc)}", entrant[side].label)
            result.seconds = time.perf_counter() - start
            return result
    clock = time.perf_counter
    every = max(0, task.check_every)
    try:
        while not g.over:
            if n >= task.cap:
                fail("cap", f"the game was not over at the cap of {task.cap} actions", "engine")
                break
            side = g.current_player()
            who = entrant[side].label
            legal = g.legal_actions()
            if len(legal) == 1:
                action = legal[0]
                result.forced += 1
            else:
                kind = kit.decision_kind(g)
                step = g.state.stack[-1].step_name(g)
                copy = g.resample(side, derived_seed(task.seed, n, 1))  # what the side may know
                t0 = clock()
                try:
                    with _time_limit(task.time_limit):
                        action = players[side].choose(copy, derived_seed(task.seed, n, 2))
                except DecisionTimeout as exc:
                    fail("timeout", str(exc), who, step)
                    break
                except Exception as exc:  # noqa: BLE001 - a player's bug is its game's failure
                    fail("exception", _error(exc), who, step)
                    break
                result.times[who][kind].append(clock() - t0)
            try:
                for kind, sentence in kit.faults(g, side, action):
                    result.faults.setdefault(who, []).append([kind, sentence, n + 1])
            except Exception as exc:  # noqa: BLE001 - the check's own bug: reported, not raised
                fail("exception", f"the kit's faults check failed: {_error(exc)}", "engine", str(action))
                break
            try:
                g.apply(action)
            except IllegalAction as exc:
                fail("exception", f"illegal action {action}: {exc}", who, str(action))
                break
            except Exception as exc:  # noqa: BLE001 - an engine bug: reported with its seed and action
                fail("exception", _error(exc), "engine", str(action))
                break
            n += 1
            if every and (n % every == 0 or g.over):
                try:
                    broken = violations(g)
                except Exception as exc:  # noqa: BLE001
                    broken = [f"the check itself failed: {_error(exc)}"]
                if broken:
                    fail("invariant", "; ".join(broken), "engine", str(action))
                    break
    except Exception as exc:  # noqa: BLE001 - the engine failed between the player and the action
        fail("exception", _error(exc), "engine")
    result.actions = n
    result.moves = [str(a) for a in g.history]
    result.period = getattr(g.state, "period", 0)
    outcome = g.outcome
    if result.failure is None and g.over and outcome is not None:
        winner, reason = outcome
        result.winner = seat.get(winner)  # None: a draw
        result.reason = str(reason)
        # the rule the kit says decided it, else the one the ruleset gives the game's end (Sticks: S-WIN)
        result.rule = kit.outcome_rule(g) or g.ruleset.result(outcome)[1]
    result.seconds = time.perf_counter() - start
    return result


def mirrored(a: Entrant, b: Entrant) -> bool:
    """Whether ``a`` and ``b`` are the same player by name (a player against
    itself): with the sides swapped, a seed would give the same game."""
    return isinstance(a.player, str) and a.player == b.player


def match_tasks(
    players: Sequence[Entrant],
    scenario: Any,
    games: int,
    seed: int,
    *,
    cap: int = DEFAULT_CAP,
    check_every: int = 1,
    time_limit: float | None = DEFAULT_TIME_LIMIT,
    game_class: type[Gateway] | None = None,
    variants: Sequence[str] = (),
) -> list[GameTask]:
    """Every game of the match (a round robin for 3 players or more): each
    pairing plays seeds ``seed`` .. ``seed + games - 1``, each from both
    sides, or once where a player meets itself (``mirrored``)."""
    tasks: list[GameTask] = []
    for a, b in itertools.combinations(players, 2):
        sides = ((a, b),) if mirrored(a, b) else ((a, b), (b, a))
        for i in range(games):
            for first, second in sides:
                tasks.append(
                    GameTask(
                        len(tasks),
                        seed + i,
                        first,
                        second,
                        scenario,
                        cap,
                        check_every,
                        time_limit,
                        game_class,
                        tuple(variants),
                    )
                )
    return tasks


def default_jobs() -> int:
    return os.cpu_count() or 1


def _worker_start(niceness: int = 0) -> None:
    """A worker leaves Ctrl-C to the command that started it (which ends the
    workers), instead of each printing its own traceback; with a
    ``niceness``, it yields the cores to the program beside it (os.nice,
    where the system has it)."""
    with contextlib.suppress(ValueError, OSError):
        signal.signal(signal.SIGINT, signal.SIG_IGN)
    if niceness:
        with contextlib.suppress(AttributeError, OSError):  # Windows has no os.nice
            os.nice(niceness)


#: seconds between two questions to a match's ``stop`` while no game ends (run_tasks)
STOP_POLL = 0.5


def _abandon(pool: ProcessPoolExecutor) -> None:
    """End a pool at once: the games under way are dropped, not waited for."""
    for process in list((getattr(pool, "_processes", None) or {}).values()):
        process.terminate()
    pool.shutdown(wait=False, cancel_futures=True)


def run_tasks(
    tasks: Sequence[GameTask],
    jobs: int | None = None,
    progress: Callable[[int, int], None] | None = None,
    *,
    known: dict[int, GameResult] | None = None,
    on_result: Callable[[GameResult], None] | None = None,
    stop: Callable[[Sequence[GameResult | None]], bool] | None = None,
    cluster: str | None = None,
    processes: bool = False,
    niceness: int = 0,
) -> list[GameResult | None]:
    """Play the games, ``jobs`` at a time in worker processes (spawned, as in
    the packaged program; ``jobs=1``: here, one after the other); the results
    in the tasks' order. ``progress(done, total)`` after each game.

    ``known``: results of tasks already played (by the task's place in
    ``tasks``; a match resumed from its results file), not played again.
    ``on_result(result)`` is told each new game as it ends (the results file),
    but a game whose worker process failed (``WORKER``: the machine's fault).
    ``stop(results)`` is asked after each game (the results so far, None where
    a game is not over), and in worker processes also every ``STOP_POLL``
    seconds between: True ends the match there, the games under way are
    dropped and their places stay None; without a stop every place is filled.
    ``cluster``: a Dask scheduler's address; the games are played by its
    workers (arena_cluster.py) and ``jobs`` is theirs to decide.
    ``processes``: in worker processes even one at a time (a game played
    here can't be stopped before it ends; the balance report's Stop).
    ``niceness``: the worker processes' (os.nice), so that the program that
    started them stays quick (the editors' balance report)."""
    jobs = default_jobs() if jobs is None else jobs
    total = len(tasks)
    results: list[GameResult | None] = [None] * total
    for i, r in (known or {}).items():
        results[i] = r
    todo = [i for i in range(total) if results[i] is None]
    done = total - len(todo)

    def finished(i: int, r: GameResult) -> bool:
        nonlocal done
        results[i] = r
        done += 1
        if on_result and not (r.failure and r.failure.who == WORKER):  # the machine's failure: played again
            on_result(r)
        if progress:
            progress(done, total)
        return bool(stop and stop(results))

    def worker_failed(i: int, exc: BaseException) -> GameResult:
        task = tasks[i]
        r = GameResult(task.index, task.seed, task.first.label, task.second.label)
        r.failure = Failure("exception", f"the worker process failed: {_error(exc)}", 0, WORKER)
        return r

    if stop and stop(results):
        return results
    if cluster is not None:
        from .arena_cluster import run_on_cluster

        run_on_cluster(cluster, play_game, tasks, todo, finished, worker_failed)
        return results
    if not processes and (jobs <= 1 or len(todo) <= 1):
        for i in todo:
            if finished(i, play_game(tasks[i])):
                break
        return results
    context = multiprocessing.get_context("spawn")
    pool = ProcessPoolExecutor(
        max_workers=min(jobs, len(todo)), mp_context=context, initializer=_worker_start, initargs=(niceness,)
    )
    try:
        futures = {pool.submit(play_game, tasks[i]): i for i in todo}
        waiting = set(futures)
        while waiting:
            # woken by a game's end, or twice a second to ask ``stop`` (a person's Stop, balance_dialog.py)
            over, waiting = wait(waiting, timeout=STOP_POLL if stop else None, return_when=FIRST_COMPLETED)
            if not over and stop and stop(results):
                _abandon(pool)
                return results
            for future in over:
                i = futures[future]
                try:
                    r = future.result()
                except Exception as exc:  # noqa: BLE001 - a worker that died, a result that would not pickle
                    r = worker_failed(i, exc)
                if finished(i, r):
                    _abandon(pool)
                    return results
    except BaseException:  # Ctrl-C or the like: the games under way are dropped, not waited for
        _abandon(pool)
        raise
    pool.shutdown(wait=True)
    return results


def _points(r: GameResult, label: str) -> float:
    """``label``'s points in a game over: 1 a win, ½ a draw, 0 a loss."""
    return 1.0 if r.winner_label == label else 0.5 if r.winner is None else 0.0


def seeds_over(seeds: Sequence[int], results: Sequence[GameResult | None]) -> Iterator[list[GameResult]]:
    """The games of each seed, the seeds in order as far as every game of
    each is over (a sequential rule's reading: a match in parallel processes
    stops where one process would, and games ending early, quick victories,
    never decide alone); ``seeds[i]`` is the seed of the game whose result
    is ``results[i]`` (None: not over)."""
    order: dict[int, list[int]] = {}
    for i, seed in enumerate(seeds):
        order.setdefault(seed, []).append(i)
    for places in order.values():
        games = [g for i in places if (g := results[i]) is not None]
        if len(games) < len(places):
            return
        yield games


def pair_scores(seeds: Sequence[int], results: Sequence[GameResult | None], label: str) -> list[float]:
    """The points ``label`` scored in each pair of games (a seed played from
    both sides; a draw half a point), in ``seeds_over``'s reading
    (sequential.py); a pair with a failed game counts for no one and is
    left out."""
    return [
        sum(_points(g, label) for g in games)
        for games in seeds_over(seeds, results)
        if not any(g.failure is not None for g in games)
    ]


def side_points(seeds: Sequence[int], results: Sequence[GameResult | None]) -> list[float]:
    """The first side's points in each game (1 a win, ½ a draw, 0 a loss)
    in ``seeds_over``'s reading (a scenario's balance, balance.py); a failed
    game counts for no one."""
    return [
        1.0 if g.winner == "first" else 0.0 if g.winner == "second" else 0.5
        for games in seeds_over(seeds, results)
        for g in games
        if g.failure is None
    ]


@dataclass
class Match:
    """A match played: what was asked and every game's result."""

    players: list[Entrant]
    scenario_id: str
    scenario_name: str
    games: int
    seed: int
    cap: int
    check_every: int
    time_limit: float | None
    jobs: int
    results: list[GameResult]
    seconds: float
    #: the first and the second side in the report's words (the kit's
    #: ``report_sides``, else the ruleset's sides' titles)
    side_names: tuple[str, ...] = ()
    #: the names of the periods a result's ``period`` counts (none: the ruleset has no periods)
    periods: tuple[str, ...] = ()
    #: the variants the games were played with (the scenario's and those asked for)
    variants: tuple[str, ...] = ()
    #: the steps of the decisions timed as "small" (the kit's ``small_steps``, sorted)
    small_steps: tuple[str, ...] = ()
    #: the sequential test the match stopped by (sequential.py), None: a fixed number of games
    sprt: Sprt | None = None
    #: the test's answer: "H1", "H0", or None (not clear when the games ran out); with a
    #: ``balance`` band, its verdict (balance.py: "balanced", "first", "second" or None)
    decision: str | None = None
    #: seeds played (``games``, or fewer where the test stopped the match)
    seeds_played: int = 0
    #: games taken from a results file instead of played again
    resumed: int = 0
    #: the Dask scheduler whose workers played the games (None: this machine)
    cluster: str | None = None
    #: a scenario's balance measured (a player against itself, balance.py): the band its verdict reads
    balance: Band | None = None


def run_match(
    players: Sequence[str | Player | Entrant],
    scenario: Any,
    games: int,
    seed: int = 1,
    *,
    jobs: int | None = None,
    cap: int = DEFAULT_CAP,
    check_every: int = 1,
    time_limit: float | None = DEFAULT_TIME_LIMIT,
    progress: Callable[[int, int], None] | None = None,
    game_class: type[Gateway] | None = None,
    variants: Sequence[str] = (),
    sprt: Sprt | None = None,
    known: Sequence[GameResult] = (),
    on_result: Callable[[GameResult], None] | None = None,
    cluster: str | None = None,
    balance: Band | None = None,
    cancel: Callable[[], bool] | None = None,
    processes: bool = False,
    niceness: int = 0,
) -> Match:
    """A match (two players) or a round robin (three or more) on
    ``scenario`` (the first installed game's: an id, a scenario file's
    path, or a scenario). ``game_class``: the game of another ruleset on the kernel
    (its scenario as its game class takes it, its sides' titles in the
    report; the players pick its kit, ai/kit.py); ``variants``: the
    ruleset's variants added to the scenario's.

    ``sprt``: a sequential test (two players only): ``games`` is then the
    most seeds played, and the match stops at the first seed where the test
    decides; the games after it are left out of the figures. ``known``:
    games already played (a results file), by seed and the labels of the
    sides, taken instead of played; ``on_result`` is told each game played.
    ``cluster``: a Dask scheduler's address, whose workers play the games
    (arena_cluster.py; ClusterError if it can't be used). ``balance``: a
    player against itself, the scenario's balance (balance.py): the match
    stops at the first seed where the first side's share is clearly within
    the band or clearly outside it. ``cancel()``: True ends the match with the
    games over so far, read as the seeds come (``seeds_over``: a game over
    after a seed still under way is left out, as a sequential rule leaves
    it; a person's Stop, asked after each game and, with worker processes,
    twice a second). ``processes``: worker processes even for one job;
    ``niceness``: theirs (run_tasks)."""
    if games < 1:
        raise ValueError(f"a match needs 1 game or more (not {games})")
    if cap < 1:
        raise ValueError(f"the cap needs 1 action or more (not {cap})")
    given = [p for p in players if isinstance(p, Entrant)]
    field_ = given if len(given) == len(players) else entrants(players)  # type: ignore[arg-type]
    if len(field_) < 2:
        raise ValueError("a match needs 2 players or more")
    if sprt is not None and len(field_) != 2:
        raise ValueError(f"a sequential test is for a match of 2 players (not {len(field_)})")
    if sprt is not None and mirrored(*field_):
        raise ValueError(
            f"a sequential test compares two players; {field_[0].player} against itself measures the sides (no test)"
        )
    if balance is not None and not (len(field_) == 2 and mirrored(*field_)):
        raise ValueError("a scenario's balance is measured with one player against itself")
    loaded = _scenario(scenario, game_class)
    jobs = default_jobs() if jobs is None else max(1, jobs)
    tasks = match_tasks(
        field_,
        scenario,
        games,
        seed,
        cap=cap,
        check_every=check_every,
        time_limit=time_limit,
        game_class=game_class,
        variants=variants,
    )
    place = {(t.seed, t.first.label, t.second.label): i for i, t in enumerate(tasks)}
    found = {place[key]: r for r in known if (key := (r.seed, r.first, r.second)) in place}
    for i, r in found.items():
        r.index = i
    seeds = [t.seed for t in tasks]
    first = field_[0].label
    rule: Sprt | Band | None = sprt or balance

    def verdict(seeds: Sequence[int], results: Sequence[GameResult | None]) -> str | None:
        if sprt is not None:
            return sprt.decision(pair_scores(seeds, results, first))
        return None if balance is None else balance.verdict(side_points(seeds, results))

    if balance is not None and not balance.stops:
        rule = None

    def stop(results: Sequence[GameResult | None]) -> bool:
        return bool(cancel and cancel()) or (rule is not None and verdict(seeds, results) is not None)

    t0 = time.perf_counter()
    played = run_tasks(
        tasks,
        jobs,
        progress,
        known=found,
        on_result=on_result,
        stop=stop if rule is not None or cancel is not None else None,
        cluster=cluster,
        processes=processes,
        niceness=niceness,
    )
    if cancel is not None and cancel():  # stopped by a person: the seeds in order as far as each is over
        over = {g.seed for games in seeds_over(seeds, played) for g in games}
        played = [r if t.seed in over else None for t, r in zip(tasks, played, strict=True)]
    decision = None if rule is not None or balance is None else verdict(seeds, played)
    if rule is not None:
        order = list(dict.fromkeys(seeds))
        per = len(seeds) // len(order)  # games a seed: 2, or 1 for a player against itself
        for k, last in enumerate(order, 1):  # the first seed at which the rule decided
            decision = verdict(seeds[: per * k], played[: per * k])
            if decision is not None:
                played = [r if t.seed <= last else None for t, r in zip(tasks, played, strict=True)]
                break
    results = [r for r in played if r is not None]
    game = game_class or _default_kind().game_class
    kit = kit_for(game)
    return Match(
        list(field_),
        str(getattr(loaded, "id", loaded)),
        str(getattr(loaded, "name", game.ruleset.name)),
        games,
        seed,
        cap,
        check_every,
        time_limit,
        jobs,
        results,
        time.perf_counter() - t0,
        kit.report_sides or tuple(str(s.title) for s in game.ruleset.sides),
        kit.periods,
        chosen_variants(loaded, variants),
        tuple(sorted(kit.small_steps)),
        sprt,
        decision,
        len({r.seed for r in results}),
        sum(1 for r in results if any(r is k for k in found.values())),
        cluster,
        balance,
    )

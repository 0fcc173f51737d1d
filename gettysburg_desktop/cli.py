"""Command-line tool for players, testers and scenario authors.

    gettysburg-desktop play [--scenario ID|FILE.yaml] [--seed S] [--record PATH]
    gettysburg-desktop replay RECORD.yaml [--json] [--reveal] [--log] [--side csa|usa]
    gettysburg-desktop playout --games N --seed S [--scenario ID|FILE.yaml]
    gettysburg-desktop bench [--games N] [--scenario ID] [--ui]
    gettysburg-desktop arena --players A B [C ...] [--games N] [--seed S] [--game ID] [--scenario ID]
                             [--variant NAME ...] [--jobs J] [--cap N] [--check-every N] [--json FILE]
    gettysburg-desktop validate FILE.yaml
    gettysburg-desktop topology MAP.yaml

(``python -m gettysburg_desktop.cli`` is the same.)
"""

from __future__ import annotations

import argparse
import importlib
import json
import multiprocessing
import re
import sys
import time
from pathlib import Path

from gettysburg_desktop.ai.arena import DEFAULT_CAP, DEFAULT_TIME_LIMIT
from gettysburg_desktop.ai.levels import player_names
from gettysburg_desktop.games import registrations
from gettysburg_desktop.scenario import games
from gettysburg_desktop.scenario.record import RecordError, load_record, replay

#: the game ``play`` and ``playout`` play: the first registered game with a terminal
#: (its registration's ``TERMINAL`` module: the board as text, the menu, the playouts)
TERMINAL_GAME = next((r.GAME_ID for r in registrations() if getattr(r, "TERMINAL", None)), games.DEFAULT_GAME)
#: the scenario ``play`` and ``playout`` start without --scenario (the window's too)
DEFAULT_SCENARIO = games.game(TERMINAL_GAME).default_scenario


def _terminal():
    """The terminal game's ``TERMINAL`` module (imported when first asked)."""
    module = next(r.TERMINAL for r in registrations() if r.GAME_ID == TERMINAL_GAME)
    return importlib.import_module(module)


def cmd_replay(args: argparse.Namespace) -> int:
    try:
        record = load_record(args.record)
        g = replay(record, args.record)
    except RecordError as exc:  # one line a problem, each "error: FILE: ..." (a position may have several)
        for line in str(exc).splitlines():
            print(f"error: {line}", file=sys.stderr)
        return 2
    kind = games.game_of(g)  # a record of another game (scenario/games.py) replays through its ruleset
    try:
        side = kind.side(args.side) if args.side else None
    except ValueError as exc:
        print(f"error: --side {args.side}: {exc}", file=sys.stderr)
        return 2
    if args.log:  # the record's history as that side may read it (R-ACT-2)
        for line in g.log_text(side, reveal=args.reveal):
            print(line)
        return 0
    v = g.ruleset.view(g, side, reveal=args.reveal)
    if args.json or kind.id != TERMINAL_GAME:  # the text form is the terminal game's board
        print(json.dumps(v, indent=2, sort_keys=False))
    else:
        print(_terminal().state_text(v))
    return 0


class CliError(Exception):
    """A fatal error worded for the user: ``main`` prints ``error: <message>``
    on stderr and returns ``code`` (2: a bad argument or an unreadable file)."""

    def __init__(self, message: str, code: int = 2) -> None:
        super().__init__(message)
        self.code = code


def _scenario(scenario_id: str):
    """The terminal game's scenario ``scenario_id`` (an id or a file); CliError if none."""
    try:
        return games.game(TERMINAL_GAME).load_scenario(scenario_id)
    except LookupError as exc:  # no such scenario: the message names the ids there are
        raise CliError(str(exc.args[0]) if exc.args else str(exc)) from None
    except ValueError as exc:  # a scenario file's format error names file and place
        raise CliError(str(exc)) from None


def _games_given(games: int) -> bool:
    if games < 1:
        print(f"error: --games needs a whole number of games, 1 or more (not {games})", file=sys.stderr)
        return False
    return True


def cmd_playout(args: argparse.Namespace) -> int:
    if not _games_given(args.games):
        return 2
    terminal = _terminal()
    scenario = _scenario(args.scenario)
    source = "" if args.scenario == scenario.id else f" (from {args.scenario})"
    print(
        f"scenario {scenario.id}{source}: {terminal.playout_heading(scenario)}; "
        f"seeds {args.seed} to {args.seed + args.games - 1}"
    )
    total = 0
    failed = 0
    played = 0
    t0 = time.perf_counter()
    try:
        for i in range(args.games):
            r = terminal.playout(scenario, args.seed + i)
            total += r.actions
            status = "FAIL " + " | ".join(r.failures) if r.failures else "ok"
            print(
                f"game {i + 1} seed {r.seed}: {r.actions} actions, {r.winner} wins in period {r.period + 1}, {r.seconds * 1000:.0f} ms: {status}"
            )
            failed += bool(r.failures)
            played += 1
    except KeyboardInterrupt:
        sys.stdout.flush()
        print(f"\ninterrupted after {played} of {args.games} games ({failed} failed)", file=sys.stderr)
        return 130
    dt = time.perf_counter() - t0
    print(f"{args.games} games, {total} actions, {total / dt:.0f} actions/s")
    if failed:
        sys.stdout.flush()
        print(f"error: {failed} of {args.games} games failed their checks (the FAIL lines above)", file=sys.stderr)
        return 1
    return 0


def cmd_bench(args: argparse.Namespace) -> int:
    from gettysburg_desktop.benchmark import run_benchmark

    if not _games_given(args.games):
        return 2
    for sid in args.scenario or []:  # a mistyped id is a bad argument, found before the long run
        _scenario(sid)
    report = run_benchmark(games=args.games, scenario_ids=args.scenario, window=args.ui)
    print(report)
    failures = [line for line in report.splitlines() if ": cannot load (" in line]
    if failures:
        sys.stdout.flush()
        for line in failures:
            print(f"error: {line}", file=sys.stderr)
        return 1
    return 0


def cmd_arena(args: argparse.Namespace) -> int:
    from gettysburg_desktop.ai.arena import default_time_limit, run_match
    from gettysburg_desktop.ai.arena_cluster import ClusterError
    from gettysburg_desktop.ai.arena_report import report_text, summary
    from gettysburg_desktop.ai.kit import kit_for
    from gettysburg_desktop.ai.levels import make_player, parse_player
    from gettysburg_desktop.ai.player import UnknownPlayer
    from gettysburg_desktop.ai.sequential import Sprt
    from gettysburg_desktop.files.atomic_file import atomic_write_text

    if not _games_given(args.games):
        return 2
    if len(args.players) < 2:
        raise CliError(f"--players needs 2 players or more (not {len(args.players)}): e.g. --players random greedy")
    for flag, value, least in (
        ("--cap", args.cap, 1),
        ("--jobs", args.jobs, 1),
        ("--check-every", args.check_every, 0),
    ):
        if value is not None and value < least:
            raise CliError(f"{flag} needs a whole number, {least} or more (not {value})")
    if args.time_limit is not None and args.time_limit <= 0:
        raise CliError(f"--time-limit needs a number of seconds above 0 (not {args.time_limit:g})")
    labels = []
    for name in args.players:
        try:
            labels.append(str(parse_player(name)))
            make_player(name)  # a player that cannot be made fails here, not in every game
        except UnknownPlayer as exc:
            raise CliError(str(exc)) from None
        except Exception as exc:  # noqa: BLE001 - a level that breaks when made
            raise CliError(f"player {name!r} could not be made: {type(exc).__name__}: {exc}") from None
    anchor = None
    if args.anchor is not None:
        try:
            anchor = str(parse_player(args.anchor))
        except UnknownPlayer as exc:
            raise CliError(f"--anchor: {exc}") from None
        if anchor not in labels:
            raise CliError(f"--anchor {args.anchor!r} is not among the players ({', '.join(args.players)})")
    kind, scenario, variants = _arena_game(args)  # a mistyped id is a bad argument, found before the long run
    kit = kit_for(kind.game_class)
    styles = kit.styles
    for name in args.players:
        spec = parse_player(name)
        if spec.level == "scripted" and not kit.scripted:
            raise CliError(f"player {name!r}: {kind.id} has no script (the scripted player plays Gettysburg)")
        style = spec.style
        if style is not None and style not in styles:
            raise CliError(f"player {name!r}: {kind.id} has no leaning {style!r} (its leanings: {', '.join(styles)})")
    json_path = Path(args.json) if args.json else None
    if json_path is not None and not json_path.parent.is_dir():
        raise CliError(f"{json_path}: the folder {json_path.parent} does not exist")
    sprt = None
    if args.sprt is not None:
        if len(args.players) != 2:
            raise CliError(f"--sprt is for a match of 2 players (not {len(args.players)})")
        try:
            sprt = Sprt(*args.sprt)
        except ValueError as exc:
            raise CliError(f"--sprt: {exc}") from None
    if args.cluster is not None and args.jobs is not None:
        raise CliError("--jobs is for this machine; with --cluster the cluster's workers play the games")
    results = _results_file(args, kind, scenario, variants) if args.results else None
    try:
        match = run_match(
            args.players,
            scenario,
            args.games,
            args.seed,
            jobs=args.jobs,
            cap=args.cap,
            check_every=args.check_every,
            time_limit=default_time_limit(args.players) if args.time_limit is None else args.time_limit,
            progress=_Progress(),
            game_class=None if kind.id == games.DEFAULT_GAME else kind.game_class,
            variants=variants,
            sprt=sprt,
            known=results.known if results else (),
            on_result=results.add if results else None,
            cluster=args.cluster,
            balance=args.balance,
        )
    except ClusterError as exc:
        raise CliError(f"--cluster {args.cluster}: {exc}") from None
    finally:
        if results:
            results.close()
    figures = summary(match, anchor)
    command = "gettysburg-desktop arena" + ("" if kind.id == games.DEFAULT_GAME else f" --game {kind.id}")
    print(report_text(figures, command))  # a failure's "reproduce one with" names the game played
    if json_path is not None:
        try:
            atomic_write_text(json_path, json.dumps(figures, indent=1) + "\n")
        except OSError as exc:
            raise CliError(f"{json_path}: cannot write the figures: {exc.strerror or exc}", 1) from None
        print(f"figures written to {json_path}")
    if figures["failed"]:
        sys.stdout.flush()
        print(f"error: {figures['failed']} of {figures['games']} games failed (the Failures above)", file=sys.stderr)
        return 1
    return 0


def cmd_balance(args: argparse.Namespace) -> int:
    """A scenario's balance: the arena with one player on both sides and the balance rule (ai/balance.py)."""
    from gettysburg_desktop.ai.balance import Band

    low, high = args.band
    try:
        args.balance = Band(low / 100, high / 100, stops=not args.every_game)
    except ValueError as exc:
        raise CliError(f"--band {low:g} {high:g}: {exc}") from None
    args.players = [args.player, args.player]
    args.anchor = args.sprt = None
    return cmd_arena(args)


def _results_file(args: argparse.Namespace, kind, scenario, variants):
    """--results: the match's results file, opened (the games already in it read); a file of another
    match or one that can't be read is a bad argument."""
    from gettysburg_desktop.ai.arena_log import ResultsFile, ResultsFileError
    from gettysburg_desktop.ai.levels import parse_player

    path = Path(args.results)
    if not path.parent.is_dir():
        raise CliError(f"--results {path}: the folder {path.parent} does not exist")
    results = ResultsFile(
        path,
        {
            "game": kind.id,
            "scenario": str(getattr(scenario, "id", scenario)),
            "variants": sorted(variants),
            "players": [str(parse_player(name)) for name in args.players],
            "cap": args.cap,
            "check_every": args.check_every,
        },
    )
    try:
        known = results.open()
    except ResultsFileError as exc:
        raise CliError(str(exc)) from None
    if results.dropped_tail:
        print(f"{path}: its last line was cut short (written as the match stopped); dropped", file=sys.stderr)
    if known:
        print(f"{path}: {len(known)} games already played, not played again", file=sys.stderr)
    return results


def _game_kinds() -> list[str]:
    """The games the arena plays: those of the registry the computer plays."""
    return [k.id for k in games.games() if k.computer]


def _arena_game(args: argparse.Namespace):
    """--game, --scenario and --variant: the game's kind, the scenario (an
    id or file for Gettysburg, loaded for another game) and the variants."""
    ids = _game_kinds()
    if args.game not in ids:
        raise CliError(f"--game {args.game!r}: the computer plays {', '.join(ids)}")
    kind = games.game(args.game)
    known = sorted(kind.ruleset.variants)
    for name in args.variant or ():
        if name not in known:
            raise CliError(
                f"--variant {name!r} is not a variant of {args.game}"
                + (f"; its variants are {', '.join(known)}" if known else "; it has none")
            )
    if kind.id == TERMINAL_GAME:  # an id or a scenario file, as play and playout take it
        scenario = args.scenario or DEFAULT_SCENARIO
        _scenario(scenario)
    else:
        ref = args.scenario or kind.first_scenario()
        try:
            scenario = kind.load_scenario(ref)
        except (LookupError, ValueError) as exc:
            raise CliError(f"--scenario: {exc}") from None
    return kind, scenario, tuple(args.variant or ())


class _Progress:
    """Games done / total on stderr: a line rewritten in a terminal, else a
    line every 10 seconds at most, and the last."""

    def __init__(self) -> None:
        self.start = self.shown = time.perf_counter()
        self.tty = sys.stderr.isatty()

    def __call__(self, done: int, total: int) -> None:
        now = time.perf_counter()
        last = done == total
        if not last and now - self.shown < (0.5 if self.tty else 10):
            return
        self.shown = now
        text = f"arena: {done}/{total} games, {now - self.start:.0f} s"
        if self.tty:
            print("\r" + text, end="\n" if last else "", file=sys.stderr, flush=True)
        else:
            print(text, file=sys.stderr, flush=True)


#: Clears a terminal and puts the cursor top left (only sent to a terminal).
CLEAR_SCREEN = "\033[2J\033[H"


def _is_terminal() -> bool:
    return sys.stdout.isatty()


def _record_path(args: argparse.Namespace, scenario_id: str, seed: int) -> Path:
    """--record, or gettysburg-<scenario>-<seed>.yaml in the current folder,
    with -2, -3, ... added rather than overwrite an earlier game's record."""
    if args.record:
        path = Path(args.record)
        if not path.parent.is_dir():
            raise CliError(f"--record {args.record}: there is no folder {path.parent}")
        return path
    stem = "gettysburg-" + re.sub(r"[^A-Za-z0-9_.-]+", "-", scenario_id) + f"-{seed}"
    path, n = Path(f"{stem}.yaml"), 1
    while path.exists():
        n += 1
        path = Path(f"{stem}-{n}.yaml")
    return path


def cmd_play(args: argparse.Namespace) -> int:
    """A plain hot-seat game in the terminal: the prompt, the numbered legal
    actions; type a number or an action's text, 'undo', 'state', 'concede'
    or 'quit'. The game record is written when the game ends or is left."""
    from gettysburg_desktop.kernel.dice import SeededDice

    scenario = _scenario(args.scenario)
    seed = args.seed if args.seed is not None else int(time.time()) % 100000
    record_path = _record_path(args, scenario.id, seed)
    g = games.game(TERMINAL_GAME).new_game(scenario, SeededDice(seed))
    print(f"Gettysburg Desktop: {scenario.name}, seed {seed}. Type 'help' for commands.")
    print(f"The game record goes to {record_path} when the game ends or you quit.")
    print(_terminal().state_text(g.ruleset.view(g, None)))
    code = 0
    try:
        _play(g)
    except EOFError:  # end of input: as 'quit'
        print()
    except KeyboardInterrupt:
        sys.stdout.flush()
        print("\ninterrupted", file=sys.stderr)
        code = 130
    if g.over:
        print(g.prompt().text)
    # the record names the scenario as it was given: an id, or a file's path
    if not _write_record(g, args.scenario, seed, record_path):
        return code or 1
    return code


def _write_record(g, scenario: str, seed: int, path: Path) -> bool:
    from gettysburg_desktop.scenario.record import record_of, save_record

    try:
        save_record(record_of(g, scenario, seed=seed), path)
    except OSError as exc:
        sys.stdout.flush()
        print(f"error: cannot write the game record {path}: {exc.strerror or exc}", file=sys.stderr)
        return False
    n = len(g.history)
    print(
        f"Game record written to {path} ({n} action{'' if n == 1 else 's'}): replay it with `gettysburg-desktop replay {path}`"
    )
    return True


def _play(g) -> None:
    """The game loop, until the game ends or the players quit. Whenever the
    deciding side changes, the screen is cleared (in a terminal) and the game
    handed over, so no command-block value stays on screen for the other
    player; the side taking over then reads, from the game's log as that side
    may read it (R-ACT-2), what happened since it last had the game."""
    terminal = _terminal()
    seen = {side: 1 for side in games.game_of(g).sides}  # log entries read; entry 0, the set-up, is the opening board
    at_screen = None  # the side the game was last handed to
    while not g.over:
        prompt = g.prompt()
        side = prompt.side
        if side is not at_screen:
            if at_screen is not None and _is_terminal():
                print(CLEAR_SCREEN, end="")
            print(f"Hand the game to the {side.title} player and press Enter")
            input()
            at_screen = side
            news = [
                line.strip()
                for entry in g.log[seen.get(side, 0) :]
                for line in entry.lines(side)[1 if entry.action else 0 :]
            ]
            if news:
                print(f"While the {side.title} player was away:")
                for line in news:
                    print(f"  - {line}")
            seen[side] = len(g.log)
        print(f"\n{prompt.text} [{prompt.rule}]")
        actions = terminal.menu(g.legal_actions())
        line = input("> ").strip()
        if line in ("quit", "exit"):
            return
        if line == "help":
            print(terminal.PLAY_HELP)
            continue
        if line == "state":
            print(terminal.state_text(g.ruleset.view(g, side)))
            continue
        if line == "undo":
            if g.can_undo():
                g.undo()  # an undone action's events leave the log: no news to the other side
                seen = {s: min(n, len(g.log)) for s, n in seen.items()}
                print("  undone")
            else:
                print(f"  nothing to undo: {g.undo_reason()}")
            continue
        if not line:
            continue
        if line in terminal.ASK_FIRST:  # a step that ends the game: asked first
            question, no = terminal.ASK_FIRST[line]
            print(question)
            if input("> ").strip().lower() not in ("yes", "y"):
                print(no)
                continue
        elif line.isdigit() and not 1 <= int(line) <= len(actions):
            print(f"  there is no choice {line}: type a listed number or an action's text")
            continue
        try:
            events = g.apply(actions[int(line) - 1] if line.isdigit() else line)
        except ValueError as exc:  # IllegalAction and NotationError say what is wrong
            print(f"  {exc}")
            continue
        for e in events:
            if not e.hidden_from(side):
                print(f"  - {e.seen_by(side)}")
        if g.prompt().side is at_screen:  # the same player goes on: these events were seen
            seen[at_screen] = len(g.log)


def _report(outcome) -> int:
    """Print a scenario.commands Outcome: the text on stdout, the error on stderr."""
    if outcome.out:
        print(outcome.out)
    if outcome.error:
        sys.stdout.flush()  # the summary comes after the lines it counts, also in a terminal
        print(f"error: {outcome.error}", file=sys.stderr)
    return outcome.code


def _label_notes(doc, topology, file):
    """The editor's warnings about names' places (editor.checker.label_notes),
    with Qt started off screen for the fonts; none when Qt can't start."""
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    try:
        from PySide6.QtWidgets import QApplication

        from gettysburg_desktop.editor.checker import label_notes
    except ImportError:
        return []
    if QApplication.instance() is None:
        # a QApplication (not only a QGuiApplication): the names are measured as
        # the editor's scene items; kept, the fonts live as long as it
        _label_notes.app = QApplication([])
    return label_notes(doc, topology, file)


def cmd_validate(args: argparse.Namespace) -> int:
    from gettysburg_desktop.scenario.commands import validate_command

    return _report(validate_command(args.file, notes=_label_notes))


def cmd_topology(args: argparse.Namespace) -> int:
    from gettysburg_desktop.scenario.commands import topology_command

    return _report(topology_command(args.map))


def _match_arguments(p: argparse.ArgumentParser, scenario_help: str) -> None:
    """The arguments ``arena`` and ``balance`` share: the game and scenario, the seeds, where and how the
    games are played, the files written."""
    p.add_argument(
        "--seed", type=int, default=1, metavar="S", help="the first seed; the others count up from it (default: 1)"
    )
    p.add_argument(
        "--game",
        default=games.DEFAULT_GAME,
        metavar="ID",
        help=f"the game the players play: {', '.join(_game_kinds())} (default: {games.DEFAULT_GAME})",
    )
    p.add_argument(
        "--scenario",
        metavar="ID|FILE.yaml",
        help=f"{scenario_help}; norden-sueden's: campaign-1861 (its default) or short-1861",
    )
    p.add_argument(
        "--variant",
        action="append",
        metavar="NAME",
        help="a variant of the game added to the scenario's, repeatable (norden-sueden: short, novice, "
        "historical-recruiting, replacements)",
    )
    p.add_argument(
        "--jobs",
        type=int,
        metavar="J",
        help="games played at once, each in a process of its own; 1 plays them here one after the other "
        "(default: the number of cores)",
    )
    p.add_argument(
        "--cap",
        type=int,
        default=DEFAULT_CAP,
        metavar="N",
        help=f"actions after which an unfinished game counts as failed (default: {DEFAULT_CAP})",
    )
    p.add_argument(
        "--check-every",
        type=int,
        default=1,
        metavar="N",
        help="check the invariants every N actions and at the end; 0: never (default: 1, after every action)",
    )
    p.add_argument(
        "--time-limit",
        type=float,
        metavar="SECONDS",
        help=f"a decision that takes longer fails its game (default: {DEFAULT_TIME_LIMIT:g}, "
        "or three times the largest budget named, as hard@60: 180)",
    )
    p.add_argument("--json", metavar="FILE", help="also write every figure and each game's result to FILE (JSON)")
    p.add_argument(
        "--results",
        metavar="FILE.jsonl",
        help="write each game's result to FILE as it ends; given again with the same players, the games in it "
        "are not played again (a stopped match goes on; more --games extend it)",
    )
    p.add_argument(
        "--cluster",
        metavar="ADDRESS",
        help="play the games on the workers of a Dask cluster (tcp://HOST:8786; the optional extra 'cluster', "
        "every worker with this program at the same version) instead of this machine's processes",
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="gettysburg-desktop", description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    scenario_help = f"scenario id ({', '.join(games.game(TERMINAL_GAME).scenario_ids())}) or a scenario file (FILE.yaml); default: {DEFAULT_SCENARIO}"
    p = sub.add_parser("play", help="play hot-seat in the terminal")
    p.add_argument("--scenario", default=DEFAULT_SCENARIO, metavar="ID|FILE.yaml", help=scenario_help)
    p.add_argument("--seed", type=int, metavar="S", help="dice seed (default: random)")
    p.add_argument(
        "--record",
        metavar="PATH",
        help="where the game record is written when the game ends or is left (default: gettysburg-SCENARIO-SEED.yaml here)",
    )
    p.set_defaults(func=cmd_play)
    p = sub.add_parser("replay", help="replay a game record and print the final state")
    p.add_argument(
        "record", metavar="RECORD.yaml", help="a game record (a saved game, an autosave, examples/worked-assault.yaml)"
    )
    p.add_argument("--json", action="store_true", help="print JSON instead of text")
    p.add_argument("--reveal", action="store_true", help="show every command block's value")
    p.add_argument(
        "--log",
        action="store_true",
        help="print the game's log (every action and what it caused) instead of the final state",
    )
    p.add_argument(
        "--side",
        metavar="SIDE",
        help="as this side (a value of the record's game, such as csa) may see it (its own secrets only); "
        "default: a spectator",
    )
    p.set_defaults(func=cmd_replay)
    p = sub.add_parser("playout", help="random playouts with invariant checks")
    p.add_argument("--games", type=int, default=10, metavar="N", help="how many games (default: 10)")
    p.add_argument(
        "--seed",
        type=int,
        default=1,
        metavar="S",
        help="the first game's seed; the others count up from it (default: 1)",
    )
    p.add_argument("--scenario", default=DEFAULT_SCENARIO, metavar="ID|FILE.yaml", help=scenario_help)
    p.set_defaults(func=cmd_playout)
    p = sub.add_parser("bench", help="the project's benchmark")
    p.add_argument("--games", type=int, default=50, metavar="N", help="random games per scenario (default: 50)")
    p.add_argument(
        "--scenario",
        action="append",
        metavar="ID",
        help=f"scenario id ({', '.join(games.game(TERMINAL_GAME).scenario_ids())}; repeatable); default: every built-in one",
    )
    p.add_argument(
        "--ui",
        action="store_true",
        help="also the play window's and the map editor's figures (offscreen): clicks, frames, start-up, vertex drags",
    )
    p.set_defaults(func=cmd_bench)
    p = sub.add_parser(
        "arena",
        help="matches between computer players: fixed seeds, sides swapped, win rates, decision times, ratings",
        description="Every pairing of the players plays each seed twice, once from each side; three players or "
        "more play a round robin. Prints the points and win rates with Wilson 95% intervals, where the games "
        "were decided, the decision times and Bradley-Terry ratings; exits 1 if a game failed (the cap, an "
        "invariant, an exception, the time limit).",
    )
    p.add_argument(
        "--players",
        nargs="+",
        required=True,
        metavar="NAME",
        help=f"two players or more: {', '.join(player_names())}; a budget in seconds per turn decision "
        "as hard@4, or a fixed number of simulations as hard#800; a leaning as hard:aggressive or hard:cautious",
    )
    p.add_argument(
        "--games",
        type=int,
        default=10,
        metavar="N",
        help="seeds per pairing, each played from both sides: 2N games a pairing (a player against itself: N) (default: 10)",
    )
    _match_arguments(p, scenario_help)
    p.add_argument(
        "--anchor",
        metavar="NAME",
        help="the player rated 0 in the ratings table (default: random if it plays, else greedy, else the first)",
    )
    p.add_argument(
        "--sprt",
        nargs=2,
        type=float,
        metavar=("P0", "P1"),
        help="stop when it is clear (a sequential test on pairs of games, 5%% errors each way): whether the first "
        "player scores P0 or less (H0) or P1 or more (H1), e.g. --sprt 0.5 0.6; --games is then the most seeds "
        "played",
    )
    p.set_defaults(func=cmd_arena, balance=None)
    p = sub.add_parser(
        "balance",
        help="a scenario's balance: one computer player on both sides, the first side's share with its interval",
        description="A scenario author's balance report (docs/computer-opponent.md, \"A scenario's balance\"): "
        "the same computer player plays both sides of each seed once; the report gives the first side's share of "
        "the points with its Wilson 95% interval and says whether it lies within the band (balanced), wholly "
        "outside it (it leans to a side) or not yet clear, with the arena's figures (where the games were "
        "decided, the decision times). The match stops as soon as the verdict is clear (from 20 games on, the "
        "games read in seed order). Exits 1 if a game failed.",
    )
    p.add_argument(
        "--player",
        default="hard#24",
        metavar="NAME",
        help=f"the player of both sides: {', '.join(player_names())}, as the arena's --players take them "
        "(default: hard#24, the search with 24 simulations a decision: a game of the 1863 battle about 30 s of "
        "a core; a stronger player measures the scenario better at more cost)",
    )
    p.add_argument("--games", type=int, default=200, metavar="N", help="the most games (seeds) played (default: 200)")
    _match_arguments(p, scenario_help)
    p.add_argument(
        "--band",
        nargs=2,
        type=float,
        default=(40.0, 60.0),
        metavar=("LOW", "HIGH"),
        help="the first side's share in percent that counts as balanced (default: 40 60)",
    )
    p.add_argument(
        "--every-game",
        action="store_true",
        help="play all --games even when the verdict is clear sooner",
    )
    p.set_defaults(func=cmd_balance)
    p = sub.add_parser("validate", help="check a map, box map or scenario file; every problem on its own line")
    p.add_argument("file", metavar="FILE.yaml", help="a map or a scenario file")
    p.set_defaults(func=cmd_validate)
    p = sub.add_parser("topology", help="print each area's neighbours and road-crossed borders")
    p.add_argument("map", metavar="MAP.yaml", help="a map file")
    p.set_defaults(func=cmd_topology)
    args = parser.parse_args(argv)
    try:
        return args.func(args)
    except CliError as exc:
        sys.stdout.flush()
        print(f"error: {exc}", file=sys.stderr)
        return exc.code
    except KeyboardInterrupt:  # Ctrl-C: a short line, no traceback; 130 as a shell would give
        sys.stdout.flush()
        print("\ninterrupted", file=sys.stderr)
        return 130


def run() -> int:
    multiprocessing.freeze_support()  # the arena's worker processes in the packaged program
    try:
        return main()
    except BrokenPipeError:  # e.g. piped into `head`
        sys.stderr.close()
        return 0


if __name__ == "__main__":
    sys.exit(run())

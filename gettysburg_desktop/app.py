"""The composition root: arguments, the Qt application, the play window.

    gettysburg [SAVED-GAME.yaml] [--game ID] [--scenario ID|FILE] [--variant NAME ...] [--seed N]
               [--show-everything] [--new | --resume]
               [--computer SIDE:LEVEL ...] [--pace slow|normal|fast|step]
    gettysburg --edit [MAP.yaml]
    gettysburg --play-script RECORD.yaml [--save-to PATH] [--quit]
    gettysburg --version

Without a saved game: offers to resume a game the autosave holds (after a
crash or a kill), else starts a new game of the 1863 battle with a random
seed. ``python -m gettysburg_desktop`` is the same.
"""

from __future__ import annotations

import argparse
import os
import sys

#: the battle a new game plays without --scenario (the command-line tool's too)
DEFAULT_SCENARIO = "gettysburg-1863"


def parse(argv: list[str] | None) -> argparse.Namespace:
    from gettysburg_desktop.scenario.games import games

    ids = [i for kind in games() for i in kind.scenario_ids()]  # every game's (scenario/games.py)
    scenario_help = (
        f"the scenario of a new game: a scenario id ({', '.join(ids)}) or an author's "
        f"scenario file (FILE.yaml); default: {DEFAULT_SCENARIO}"
    )
    p = argparse.ArgumentParser(prog="gettysburg", description="Gettysburg Desktop: play the battle in a window.")
    p.add_argument(
        "game",
        nargs="?",
        metavar="SAVED-GAME.yaml",
        help="a saved game (a game record) to open; a damaged one offers its valid part",
    )
    p.add_argument(
        "--game",
        dest="game_id",
        choices=[kind.id for kind in games()],
        metavar="ID",
        help=f"the game of a new game: {', '.join(kind.id for kind in games())} "
        f"(default: the game whose scenario --scenario names, else {games()[0].id})",
    )
    p.add_argument("--scenario", metavar="ID|FILE.yaml", help=scenario_help)
    p.add_argument(
        "--variant",
        action="append",
        default=[],
        metavar="NAME",
        help="a variant of the new game's rules, as New game offers them (Norden & Süden: short, novice, "
        "historical-recruiting, replacements); again for another",
    )
    p.add_argument("--seed", type=int, metavar="N", help="dice seed for a new game (default: random)")
    p.add_argument(
        "--computer",
        action="append",
        default=[],
        metavar="SIDE:LEVEL",
        help="a new game against the computer: it plays SIDE (csa or usa) at LEVEL (easy, normal, hard; "
        "a budget as hard@4, a leaning as hard:cautious); twice for both sides. Example: --computer usa:easy",
    )
    p.add_argument(
        "--pace",
        choices=["slow", "normal", "fast", "step"],
        help="the pace of the computer's decisions (default: the last chosen in Computer > Pace, else normal)",
    )
    p.add_argument(
        "--show-everything", action="store_true", help="solo study: both sides' command blocks, no hand-over curtain"
    )
    start = p.add_mutually_exclusive_group()
    start.add_argument(
        "--new",
        action="store_true",
        help="start a new game without asking about an unfinished one (which is kept for the next start)",
    )
    start.add_argument("--resume", action="store_true", help="resume the newest unfinished game without asking")
    p.add_argument(
        "--data-dir",
        metavar="FOLDER",
        help="where the autosaves, logs and crash reports live (default: the user's data folder)",
    )
    p.add_argument(
        "--edit",
        nargs="?",
        const="",
        metavar="MAP.yaml",
        help="open the map editor on MAP.yaml (a blank board without it)",
    )
    p.add_argument(
        "--language",
        choices=["en", "de", "it"],
        help="the program's language (default: the last chosen in View > Language, else the system's)",
    )
    p.add_argument(
        "--smoke-test",
        action="store_true",
        help="start, say on stdout what the window shows, and quit (for tests and packaging checks)",
    )
    p.add_argument(
        "--smoke-balance",
        action="store_true",
        help="with --edit and --smoke-test: run File > Balance report with the rollouts' policy (20 games, "
        "two at a time) and say its verdict (a packaging check: the worker processes start)",
    )
    p.add_argument(
        "--play-script",
        metavar="RECORD.yaml",
        help="play a game record's actions through the window from its set-up (a test; the player's autosave is left alone)",
    )
    p.add_argument("--save-to", metavar="PATH", help="with --play-script: save the game there afterwards")
    p.add_argument(
        "--quit",
        action="store_true",
        help="with --play-script: close the window afterwards; exit 0 if every step was taken",
    )
    p.add_argument("--version", action=_Version, help="print the program's version and exit")
    args = p.parse_args(argv)
    if (args.save_to or args.quit) and not args.play_script:
        p.error("--save-to and --quit go with --play-script RECORD.yaml")
    args.players = _computers(p, args.computer)
    _choose_game(p, args, games)
    return args


def _choose_game(p: argparse.ArgumentParser, args: argparse.Namespace, games) -> None:
    """``--game``, ``--scenario`` and ``--variant`` made one: the scenario
    (the game's first without --scenario), the game (None: the scenario's)
    and the variants, each checked against the game's (a usage error says what there is)."""
    from gettysburg_desktop.scenario.games import game, game_of_scenario

    kind = game(args.game_id) if args.game_id else None
    if args.scenario is None:
        args.scenario = kind.first_scenario() if kind is not None else DEFAULT_SCENARIO
    elif kind is not None and args.scenario not in kind.scenario_ids() and not kind.scenario_files:
        p.error(
            f"--scenario {args.scenario}: not a scenario of {kind.id}; its scenarios are {', '.join(kind.scenario_ids())}"
        )
    chosen = kind or game_of_scenario(args.scenario)
    names = [v.name for v in chosen.variants()]
    for name in args.variant:
        if name not in names:
            p.error(f"--variant {name}: not a variant of {chosen.id}; its variants are {', '.join(names) or 'none'}")
    args.variants = tuple(sorted(set(args.variant)))
    if args.players and not chosen.computer:
        p.error(f"--computer: the computer does not play {chosen.id} yet; two people play it in the hot seat")
    sides = chosen.side_values()
    for side, _level in args.players:
        if side not in sides:
            p.error(
                f"--computer {side}:...: {chosen.id}'s sides are {', '.join(sides)}, e.g. --computer {sides[-1]}:easy"
            )


def _computers(p: argparse.ArgumentParser, given: list[str]) -> tuple[tuple[str, str], ...]:
    """``--computer usa:easy`` -> (("usa", "easy"),); a bad one is a usage error that says why."""
    from gettysburg_desktop.ai.levels import parse_player
    from gettysburg_desktop.ai.player import UnknownPlayer

    players: dict[str, str] = {}
    for text in given:
        side, _, level = text.partition(":")
        side = side.strip().lower()
        if not side or not level:
            p.error(f"--computer {text}: give SIDE:LEVEL, a side of the game and a level, e.g. --computer usa:easy")
        try:
            players[side] = str(parse_player(level))
        except UnknownPlayer as exc:
            p.error(f"--computer {text}: {exc}")
    return tuple(sorted(players.items()))


class _Version(argparse.Action):
    """``--version``: the version is read only when asked (version.py)."""

    def __init__(self, option_strings, dest, **kw) -> None:
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS, **kw)

    def __call__(self, parser, namespace, values, option_string=None) -> None:
        from gettysburg_desktop.version import version

        print(f"Gettysburg Desktop {version()}", flush=True)
        parser.exit()


def no_display() -> bool:
    """On Linux (and the other X11/Wayland systems), nothing to show a window
    on: no DISPLAY, no WAYLAND_DISPLAY and no QT_QPA_PLATFORM chosen, or a
    DISPLAY whose X server does not answer (a closed Xvfb, a stale ssh
    forwarding). Qt would abort (exit 134) with advice to install
    libxcb-cursor0 or to reinstall; the program says so in one line instead."""
    if sys.platform in ("win32", "darwin") or os.environ.get("QT_QPA_PLATFORM"):
        return False
    if os.environ.get("WAYLAND_DISPLAY"):
        return False
    display = os.environ.get("DISPLAY")
    return not (display and x_server_answers(display))


def x_server_answers(display: str) -> bool:
    """Whether the X server ``display`` names takes a connection, asked as
    Qt's xcb platform asks it (libxcb's ``xcb_connect``). True where libxcb
    can't be loaded: then Qt is left to say what it finds."""
    import ctypes

    try:
        xcb = ctypes.CDLL("libxcb.so.1")  # (the library's soname: dlopen finds it without a search)
    except OSError:
        return True
    xcb.xcb_connect.restype = ctypes.c_void_p
    xcb.xcb_connect.argtypes = (ctypes.c_char_p, ctypes.c_void_p)
    xcb.xcb_connection_has_error.argtypes = (ctypes.c_void_p,)
    xcb.xcb_disconnect.argtypes = (ctypes.c_void_p,)
    connection = xcb.xcb_connect(display.encode(), None)
    try:
        return xcb.xcb_connection_has_error(connection) == 0
    finally:
        xcb.xcb_disconnect(connection)  # (xcb_connect never returns NULL: an error connection is freed here too)


def main(argv: list[str] | None = None) -> int:
    import multiprocessing

    multiprocessing.freeze_support()  # the packaged program: a computer's worker process runs this and stops here
    args = parse(argv)
    from PySide6.QtWidgets import QApplication, QMessageBox

    if QApplication.instance() is None and no_display():
        print("no display: set DISPLAY or run under a desktop", file=sys.stderr)
        return 2

    from gettysburg_desktop.display.translate import LANGS, Languages, shown, system_language
    from gettysburg_desktop.scenario.record import RecordError
    from gettysburg_desktop.scenario.session import Autosave, GameSession, Setup
    from gettysburg_desktop.ui.window import MainWindow, data_folder

    running = QApplication.instance()  # (a test's; the program makes its own)
    app = running if isinstance(running, QApplication) else QApplication(sys.argv[:1])
    app.setOrganizationName("Gettysburg Desktop")
    app.setApplicationName("Gettysburg Desktop")
    # the desktop entry's name: Wayland finds the icon by it (packaging/linux/)
    app.setDesktopFileName("gettysburg-desktop")
    LANGS.install(args.language or Languages.saved() or system_language())
    from gettysburg_desktop.display.art import icon

    app.setWindowIcon(icon())
    data_dir = args.data_dir or os.environ.get("GETTYSBURG_DATA_DIR") or str(data_folder())
    from pathlib import Path

    from gettysburg_desktop.ui.crash_guard import CrashGuard, log, setup_log, version

    setup_log(Path(data_dir))
    log.info("Gettysburg Desktop %s starts (%s)", version(), app.platformName())
    window: MainWindow | None = None  # the play window, once there is one: the guard saves its game
    guard = CrashGuard(Path(data_dir), lambda: window)
    guard.install()
    MainWindow.open_map_editor = _open_editor
    if args.edit is not None:
        from gettysburg_desktop.editing.editor_kinds import AREAS, kind_of, open_editor_of
        from gettysburg_desktop.editing.window_base import MapEditorBase
        from gettysburg_desktop.editor.window import EditorWindow  # the area maps' window; every game's registered

        kind = kind_of(args.edit) if args.edit else AREAS
        editor: MapEditorBase
        if kind != AREAS:  # a map of a game's own editor window (a box map, a table): that game's window on it
            opened = open_editor_of(kind, args.edit, data_dir=data_dir)
            if opened is None:  # the author was told why: a new map of the kind instead
                opened = open_editor_of(kind, None, data_dir=data_dir)
            assert isinstance(opened, MapEditorBase)  # a new map: never refused
            editor = opened
        else:
            editor = EditorWindow.open(args.edit or None, data_dir=data_dir)
        editor.show()
        if args.smoke_test and args.smoke_balance:
            _balance_and_close(app, editor)
        elif args.smoke_test:
            _report_and_close(
                app,
                editor,
                lambda: f"editor shown: {editor.windowTitle()} | {app.platformName()} | {editor.counted_items()}",
            )
        return app.exec()
    session, path, script = None, None, None
    if args.play_script:
        from gettysburg_desktop.ui.scripted_play import load_script

        try:
            script, session = load_script(args.play_script)
        except RecordError as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 2
    elif args.game:
        from gettysburg_desktop.ui.open_game import open_saved_game

        session, whole = open_saved_game(None, args.game)  # a damaged file offers its valid part
        path = args.game if session is not None and whole else None
    slot = None
    if args.play_script:  # the script's game is no player's: its autosave is thrown away afterwards
        import tempfile

        autosave = Autosave(tempfile.mkdtemp(prefix="gettysburg-script-"))
    else:
        from gettysburg_desktop.scenario.autosave_slots import claim

        slot = claim(data_dir, offer=session is None and not args.new)
        autosave = slot.autosave
        from gettysburg_desktop.ui.game_kinds import shown_here

        if slot.game is not None and shown_here(slot.game.game):  # (a game the window can't show: not offered)
            answer = (
                QMessageBox.StandardButton.Yes
                if args.resume
                else QMessageBox.question(
                    None, app.translate("App", "Resume the game?"), resume_question(slot.game, slot.interrupted)
                )
            )
            if answer == QMessageBox.StandardButton.Yes:
                session = slot.game
            # No: the player chose to end it; the new game's autosave takes its place
    refused = None  # a bad --scenario: said in the window, as the New game dialog says it, over the default battle
    nothing_to_resume = args.resume and session is None and not args.play_script
    if nothing_to_resume:  # found playing: a copy still closing held the game, and a new game started unsaid
        print(
            "--resume: no unfinished game is free to resume here (none was left, or another copy of the "
            "program holds it); a new game starts",
            file=sys.stderr,
        )
    if session is None:
        seed = args.seed if args.seed is not None else Setup.random_seed()
        try:
            session = GameSession.new(
                Setup(args.scenario, seed, args.variants, players=args.players, game=args.game_id)
            )
        except (LookupError, ValueError) as exc:
            print(f"error: {exc}", file=sys.stderr)
            refused = exc
            session = GameSession.new(Setup(DEFAULT_SCENARIO, seed, players=args.players))
    window = MainWindow(session, data_dir=data_dir, reveal=args.show_everything, path=path, autosave=autosave)
    if args.pace:
        window.computer.set_pace(args.pace, keep=False)
    window.show()
    window.activateWindow()  # the keys to the window, also after the question whether to resume (Ctrl+N ...)
    open_files_from_the_desktop(app, window)
    if refused is not None and not args.smoke_test:
        from gettysburg_desktop.ui.open_game import scenario_refused

        scenario_refused(window, refused)
    if nothing_to_resume and not args.smoke_test:
        QMessageBox.information(
            window,
            app.translate("App", "Nothing to resume"),
            app.translate(
                "App",
                "No unfinished game is free to resume here: none was left, or another copy of the program "
                "is still running it. A new game starts.",
            ),
        )
    if not args.smoke_test:
        window.welcome_at_start()
    from gettysburg_desktop.ui import idle_gc

    idle_gc.install()
    if script is not None:
        from gettysburg_desktop.ui.scripted_play import ScriptedPlay

        player = ScriptedPlay(
            window, script.actions, source=args.play_script, save_to=args.save_to, quit_after=args.quit
        )
        player.finished.connect(lambda code: app.exit(code) if code or args.quit else None)
        player.start()
        code = app.exec()
        autosave.flush()
        import shutil

        shutil.rmtree(autosave.folder, ignore_errors=True)
        return player.code or code  # the script's failure, whatever closing the window made of the exit code
    if args.smoke_test:

        def report() -> str:
            g = window.session.game
            side = g.deciding_side()
            return (
                f"window shown: {window.windowTitle()} | {app.platformName()} | {len(g.history)} actions | "
                f"{side.title if side else 'nobody'} to decide | curtain {'down' if window.curtain.isVisible() else 'up'} | "
                f"language {LANGS.current}: {shown(g.prompt().text)}"
            )

        if window.controller.against_computer:
            _watch_the_computer(app, window, report)
        else:
            _report_and_close(app, window, report)
    code = app.exec()
    if slot is not None:
        slot.release()  # a clean quit: the game, if unfinished, is offered as "unfinished", not "interrupted"
    return code


def resume_question(session, interrupted: bool) -> str:
    """The question about a game the autosave holds: "interrupted" if the
    copy that played it died (a stale lock), "unfinished" after a clean quit."""
    from PySide6.QtCore import QCoreApplication

    g, n = session.game, len(session.game.history)
    if interrupted:
        text = (
            QCoreApplication.translate(
                "App", "A game was interrupted: {scenario}, {period}, after {n} action. Resume it?"
            )
            if n == 1
            else QCoreApplication.translate(
                "App", "A game was interrupted: {scenario}, {period}, after {n} actions. Resume it?"
            )
        )
    else:
        text = (
            QCoreApplication.translate("App", "An unfinished game: {scenario}, {period}, after {n} action. Resume it?")
            if n == 1
            else QCoreApplication.translate(
                "App", "An unfinished game: {scenario}, {period}, after {n} actions. Resume it?"
            )
        )
    from gettysburg_desktop.ui.game_kinds import stage, window_game

    return text.format(scenario=window_game(g).title(session), period=stage(g), n=n)


def open_files_from_the_desktop(app, window):
    """A saved game double-clicked in macOS's Finder comes to the program as
    a FileOpen event, not an argument (Linux and Windows pass the path:
    ``gettysburg SAVED-GAME.yaml``): the window opens it."""
    from PySide6.QtCore import QEvent, QObject

    class Opener(QObject):
        def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt's name
            if event.type() == QEvent.Type.FileOpen and event.file():
                window.open_game(event.file())
                return True
            return False

    opener = Opener(app)
    app.installEventFilter(opener)
    return opener


def _report_and_close(app, window, report) -> None:
    """--smoke-test: once the event loop runs, say what the window shows, close it and quit."""
    from PySide6.QtCore import QTimer

    def done() -> None:
        print(report(), flush=True)
        window.close()
        app.quit()

    QTimer.singleShot(0, done)


def _balance_and_close(app, editor, timeout: float = 240.0) -> None:
    """--smoke-test --smoke-balance: File > Balance report with the policy,
    20 games two at a time in worker processes; its verdict on stdout."""
    import time

    from PySide6.QtCore import QTimer

    start = time.monotonic()
    dialog = None

    def begin() -> None:
        nonlocal dialog
        dialog = editor.balance_report()
        if dialog is None:
            print("balance report: refused", flush=True)
            editor.close()
            app.quit()
            return
        dialog.player.setCurrentIndex(dialog.player.findData("policy"))
        dialog.games.setValue(20)
        dialog.jobs.setValue(min(2, dialog.jobs.maximum()))
        dialog.start_games()
        QTimer.singleShot(250, wait)

    def wait() -> None:
        assert dialog is not None
        late = time.monotonic() - start > timeout
        if not dialog.start.isEnabled() and not late:  # enabled again once the games' end is shown
            QTimer.singleShot(250, wait)
            return
        print(f"balance report: {dialog.verdict.text()}" + (" (stopped: too slow)" if late else ""), flush=True)
        dialog.close()
        editor.close()
        app.quit()

    QTimer.singleShot(0, begin)


def _watch_the_computer(app, window, report, decisions: int = 60, timeout: float = 120.0) -> None:
    """--smoke-test against the computer: once a person must decide (after
    the computer's first turn where it moves first: ``--computer usa:easy``
    in Norden & Süden, whose turn of marches, moves, promotion and recruits
    takes a dozen decisions or more), or the computer has made ``decisions``
    decisions through the window (both sides the computer's), or the game
    is over, say what the window shows and how many it made, and quit;
    after ``timeout`` seconds without that, say so and exit 1."""
    import time

    from PySide6.QtCore import QTimer

    start = time.monotonic()
    timer = QTimer(window)

    def look() -> None:
        c, t = window.controller, window.computer
        done = t.decisions >= decisions or c.can_act or c.game.over
        if not done and not t.error and time.monotonic() - start < timeout:
            return
        timer.stop()
        ok = bool(done) and not t.error
        print(
            report() + f" | the computer's decisions: {t.decisions}" + (f" | stopped: {t.error}" if t.error else ""),
            flush=True,
        )
        window.close()
        app.exit(0 if ok else 1)

    timer.timeout.connect(look)
    timer.start(100)


def _open_editor(window) -> None:
    """Tools > Map editor: the editor of the board the window's game is played
    on (a game's own window for its maps: a new box map, a new table; the
    area editor otherwise), imported when first asked for (a game starts
    faster without it)."""
    from gettysburg_desktop.editor.game_editors import parts_by_game
    from gettysburg_desktop.editor.window import open_editor  # every game's editor window registered with it

    game = getattr(getattr(window, "session", None), "game", None)
    part = parts_by_game().get(game.ruleset.name) if game is not None else None
    if part is not None and part.opens is not None:
        part.opens(None, data_dir=getattr(window, "data_dir", None))
        return
    open_editor(window)


if __name__ == "__main__":
    sys.exit(main())

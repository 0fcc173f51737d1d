"""The composition root: arguments, the Qt application, the play window.

    gettysburg [SAVED-GAME.yaml] [--scenario ID|FILE] [--seed N] [--show-everything] [--new | --resume]
    gettysburg --edit [MAP.yaml]

Without a saved game: offers to resume a game the autosave holds (after a
crash or a kill), else starts a new game of the 1863 battle with a random
seed. ``python -m gettysburg_desktop`` is the same.
"""

from __future__ import annotations

import argparse
import os
import sys


def parse(argv: list[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="gettysburg", description="Gettysburg Desktop: play the battle in a window.")
    p.add_argument("game", nargs="?", help="a saved game (a game record) to open")
    p.add_argument("--scenario", default="gettysburg-1863", help="scenario id or scenario file for a new game")
    p.add_argument("--seed", type=int, help="dice seed for a new game (default: random)")
    p.add_argument("--show-everything", action="store_true", help="solo study: both sides' command blocks, no hand-over curtain")
    p.add_argument("--new", action="store_true", help="start a new game even if the autosave holds an interrupted one")
    p.add_argument("--resume", action="store_true", help="resume the autosaved game without asking")
    p.add_argument("--data-dir", help="where the autosave lives (default: the user's data folder)")
    p.add_argument("--edit", nargs="?", const="", metavar="MAP.yaml", help="open the map editor on MAP.yaml (a blank board without it)")
    p.add_argument("--language", choices=["en", "de", "it"], help="the program's language (default: the last chosen in View > Language, else the system's)")
    p.add_argument("--smoke-test", action="store_true", help="start, say on stdout what the window shows, and quit (for tests and packaging checks)")
    return p.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse(argv)
    from PySide6.QtWidgets import QApplication, QMessageBox

    from .scenario.record import RecordError
    from .scenario.session import Autosave, GameSession, Setup
    from .ui.translate import LANGS, Languages, shown, system_language
    from .ui.window import MainWindow, data_folder

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setOrganizationName("Gettysburg Desktop")
    app.setApplicationName("Gettysburg Desktop")
    LANGS.install(args.language or Languages.saved() or system_language())
    from .ui.art import icon

    app.setWindowIcon(icon())
    data_dir = args.data_dir or os.environ.get("GETTYSBURG_DATA_DIR") or str(data_folder())
    from pathlib import Path

    from .ui.crash_guard import CrashGuard, log, setup_log, version

    setup_log(Path(data_dir))
    log.info("Gettysburg Desktop %s starts (%s)", version(), app.platformName())
    window = None  # the play window, once there is one: the guard saves its game
    guard = CrashGuard(Path(data_dir), lambda: window)
    guard.install()
    MainWindow.open_map_editor = _open_editor
    if args.edit is not None:
        from .editor.window import EditorWindow

        editor = EditorWindow.open(args.edit or None, data_dir=data_dir)
        editor.show()
        return app.exec()
    session, path = None, None
    if args.game:
        try:
            session, path = GameSession.open(args.game), args.game
        except RecordError as exc:
            QMessageBox.warning(None, "Gettysburg Desktop", str(exc))
    if session is None and not args.new:
        interrupted = Autosave(data_dir).resumable()
        if interrupted is not None:
            g = interrupted.game
            answer = QMessageBox.Yes if args.resume else QMessageBox.question(
                None, app.translate("App", "Resume the game?"),
                app.translate("App", "A game was interrupted: {scenario}, {period}, after {n} actions. Resume it?").format(
                    scenario=g.scenario.name, period=shown(g.period_name()), n=len(g.history)))
            if answer == QMessageBox.Yes:
                session = interrupted
    if session is None:
        try:
            session = GameSession.new(Setup(args.scenario, args.seed if args.seed is not None else Setup.random_seed()))
        except (LookupError, ValueError) as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 2
    window = MainWindow(session, data_dir=data_dir, reveal=args.show_everything, path=path)
    window.show()
    if not args.smoke_test:
        window.welcome_at_start()
    from .ui import idle_gc

    idle_gc.install()
    if args.smoke_test:
        from PySide6.QtCore import QTimer

        def report() -> None:
            g = window.session.game
            side = g.deciding_side()
            print(f"window shown: {window.windowTitle()} | {app.platformName()} | {len(g.history)} actions | "
                  f"{side.title if side else 'nobody'} to decide | curtain {'down' if window.curtain.isVisible() else 'up'} | "
                  f"language {LANGS.current}: {shown(g.prompt().text)}", flush=True)
            window.close()
            app.quit()

        QTimer.singleShot(0, report)
    return app.exec()


def _open_editor(window) -> None:
    """Tools > Map editor: the editor is imported when first asked for (a
    game starts faster without it)."""
    from .editor.window import open_editor

    open_editor(window)


if __name__ == "__main__":
    sys.exit(main())

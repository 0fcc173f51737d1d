"""Smoke-test the built program as a user would, in a real X server:

    xvfb-run -a .venv/bin/python packaging/smoke.py [--dist dist]

1. ``gettysburg --version`` names pyproject.toml's version;
2. the 1863 battle opens in the window (xcb platform), timed from the
   start of the process until the window is shown;
3. ``--play-script packaging/smoke/opening-1863.yaml --save-to ... --quit``:
   the recorded opening (150 decisions, 70 hand-overs of the hot seat, an
   assault) is played through the window, saved, and the program exits 0;
   the saved file is then read back by this checkout's own code
   (gettysburg_desktop.scenario.record) and must hold exactly those actions
   and replay;
4. the saved game opens again in the built program, at its 150th action;
5. on a German and on an Italian system (LANG) the program starts in that
   language (the translations are inside);
6. the map editor opens on maps/gettysburg-1863.yaml (47 areas) and closes;
7. a new 1863 battle against the computer (``--computer csa:easy``): the
   computer thinks in its worker process (multiprocessing in the frozen
   program) and its decisions are carried out through the window until the
   person's turn;
8. Norden & Süden (issue 17): ``--new --game norden-sueden`` opens the
   1861-1865 campaign in July 1861, the Union to march; the recorded short
   game (packaging/smoke/short-game-1861.yaml, 161 decisions written by
   smoke/make_short_game.py) is played through the window to its result,
   saved, and the saved game opens again showing the winner; the computer
   (``--computer usa:easy``) plays the Union's first turn and hands over to
   the Confederate player; the box-map editor opens on the 1861 map (146
   boxes) and closes.
9. Schlachten im Finsterland (issue 24): ``--new --game finsterland`` opens
   Die Furten am Grauwasser with North (the second player) to deploy; the recorded
   battle (packaging/smoke/grauwasser-game.yaml, 308 decisions of the
   computer kit's policy for both sides, written by
   smoke/make_grauwasser_game.py) is played through the window to its
   result, saved, and the saved game opens again showing the winner; the
   table editor opens on its table (18 features, 15 objectives) and closes.
10. ACW after Big Battle DBA (issue 25): ``--new --game acw-bbdba`` opens
   the meeting engagement of 1862 with the PIP dice to give; the recorded
   battle (packaging/smoke/acw-meeting-game.yaml, 697 decisions of the
   computer kit's policy for both sides, written by smoke/make_acw_game.py)
   is played through the window to an army's break, saved, and the saved
   game opens again showing the winner.

Each run has its own settings and data folders (XDG_CONFIG_HOME,
XDG_DATA_HOME, --data-dir) in a scratch folder, and nothing of this
checkout's Python on its path. Exit 0 when every step passed, 1 otherwise
(each failure named on stderr).
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
from build import FOLDER, executable, program_env, project_version, time_to_window  # noqa: E402

SCRIPT = HERE / "smoke" / "opening-1863.yaml"
MAP = ROOT / "maps" / "gettysburg-1863.yaml"
NS_SHORT_GAME = HERE / "smoke" / "short-game-1861.yaml"
NS_MAP = ROOT / "resources" / "maps" / "norden-sueden-1861.yaml"
NS_RESULT = "The game is over: the Confederacy wins. The Confederacy occupies Washington"
FL_GAME = HERE / "smoke" / "grauwasser-game.yaml"
FL_RESULT = "The game is over: South wins. Victory points: South 21, North 11"
FL_TABLE = ROOT / "resources" / "finsterland" / "grauwasser-table.yaml"
ACW_GAME = HERE / "smoke" / "acw-meeting-game.yaml"
ACW_RESULT = "The battle is over, won by the Confederates. 2 commands demoralised (U2, U3), two break it (BB-WIN-5)"


class Smoke:
    def __init__(self, exe: Path, scratch: Path) -> None:
        self.exe, self.scratch = exe, scratch
        self.env = program_env(scratch)
        if sys.platform.startswith("linux"):
            self.env["QT_QPA_PLATFORM"] = "xcb"  # a real X server, whatever the caller's (CI exports offscreen)
        self.platform = self.env.get("QT_QPA_PLATFORM", "cocoa" if sys.platform == "darwin" else "")
        self.data = scratch / "autosave"
        self.failures: list[str] = []
        self.passed = 0

    def run(self, *args: str, timeout: float = 180, env: dict | None = None) -> subprocess.CompletedProcess:
        """The built program with ``args`` (and ``env`` over the run's own)."""
        return subprocess.run(
            [str(self.exe), *args],
            capture_output=True,
            text=True,
            env={**self.env, **(env or {})},
            cwd=self.scratch,
            timeout=timeout,
        )

    def check(self, ok: bool, what: str, detail: str = "") -> bool:
        what = what.strip().removesuffix(":")
        print(f"{'ok  ' if ok else 'FAIL'} {what}", flush=True)
        self.passed += ok
        if not ok:
            self.failures.append(f"{what}{': ' + detail.strip() if detail.strip() else ''}")
        return ok

    def version(self) -> None:
        said = self.run("--version", timeout=60)
        expected = f"Gettysburg Desktop {project_version()}"
        self.check(
            said.returncode == 0 and said.stdout.strip() == expected, f"--version: {said.stdout.strip()!r}", said.stderr
        )

    def launch(self) -> None:
        try:
            elapsed, line = time_to_window(self.exe, self.env, self.data / "launch")
        except SystemExit as exc:
            self.check(False, "the 1863 battle opens", str(exc))
            return
        self.check(
            f"| {self.platform} |" in line and "Gettysburg 1863" in line,
            f"the 1863 battle opens: launch to the window shown {elapsed:.2f} s ({line})",
        )

    def play(self) -> Path | None:
        saved = self.scratch / "saved game.yaml"
        start = time.perf_counter()
        played = self.run(
            "--play-script", str(SCRIPT), "--save-to", str(saved), "--quit", "--data-dir", str(self.data / "play")
        )
        took = time.perf_counter() - start
        if not self.check(
            played.returncode == 0 and "played 150 actions" in played.stdout and saved.is_file(),
            f"the recorded opening played through the window, saved and quit with exit {played.returncode} in {took:.1f} s: "
            f"{played.stdout.strip()}",
            played.stderr,
        ):
            return None
        from gettysburg_desktop.scenario.record import load_record, replay

        script, record = load_record(SCRIPT), load_record(saved)
        same = record.actions == script.actions and record.seed == script.seed and record.scenario == script.scenario
        if self.check(same, f"the saved file holds the opening's {len(script.actions)} actions, seed and scenario"):
            game = replay(record, str(saved))
            self.check(
                len(game.history) == len(script.actions), f"the saved file replays from source: {game.period_name()}"
            )
        self.check(not (self.data / "play" / "autosave.yaml").exists(), "the script left the player's autosave alone")
        return saved

    def reopen(self, saved: Path) -> None:
        opened = self.run(str(saved), "--smoke-test", "--data-dir", str(self.data / "reopen"), timeout=120)
        line = opened.stdout.strip().splitlines()[-1] if opened.stdout.strip() else ""
        self.check(
            opened.returncode == 0 and "| 150 actions |" in line, f"the saved game opens again: {line}", opened.stderr
        )

    def languages(self) -> None:
        """The translations are inside: on a German or an Italian system the program speaks it."""
        for locale, words in (("de_DE.UTF-8", "führe deine Aktion aus"), ("it_IT.UTF-8", "esegui la tua azione")):
            said = self.run(
                "--new",
                "--smoke-test",
                "--data-dir",
                str(self.data / locale),
                timeout=120,
                env={"LANG": locale, "LC_ALL": locale, "LANGUAGE": ""},
            )
            line = said.stdout.strip().splitlines()[-1] if said.stdout.strip() else ""
            self.check(
                said.returncode == 0 and f"language {locale[:2]}:" in line and words in line,
                f"on a {locale} system the program speaks its language: {line}",
                said.stderr,
            )

    def computer(self) -> None:
        """The computer plays the Confederates in the built program: its worker
        process starts (multiprocessing's freeze support) and its decisions
        go through the window until the Union player's turn."""
        level = "easy"
        said = self.run(
            "--new",
            "--computer",
            f"csa:{level}",
            "--pace",
            "fast",
            "--smoke-test",
            "--data-dir",
            str(self.data / "computer"),
            timeout=180,
        )
        line = said.stdout.strip().splitlines()[-1] if said.stdout.strip() else ""
        m = re.search(r"the computer's decisions: (\d+)", line)
        self.check(
            said.returncode == 0 and m is not None and int(m.group(1)) >= 1 and "stopped:" not in line,
            f"the computer ({level}) plays the Confederates in the built program: {line}",
            said.stderr,
        )

    def editor(self) -> None:
        self.edited(MAP, "editor", "the map editor opens on maps/gettysburg-1863.yaml and closes", "| 47 areas")
        balanced = self.run(
            "--edit",
            str(MAP),
            "--smoke-test",
            "--smoke-balance",
            "--data-dir",
            str(self.data / "balance"),
            timeout=300,
        )
        line = balanced.stdout.strip().splitlines()[-1] if balanced.stdout.strip() else ""
        self.check(
            balanced.returncode == 0
            and line.startswith("balance report: After 20 games the wins are Confederate ")
            and "stopped" not in line,
            f"File > Balance report plays the 1863 map in worker processes of the built program: {line}",
            balanced.stderr,
        )

    def edited(self, path: Path, tag: str, says: str, *shown: str) -> None:
        """A map opens in its editor window (``--edit``), showing each of ``shown`` (how big it is), and closes."""
        edited = self.run("--edit", str(path), "--smoke-test", "--data-dir", str(self.data / tag), timeout=120)
        line = edited.stdout.strip().splitlines()[-1] if edited.stdout.strip() else ""
        self.check(
            edited.returncode == 0 and line.startswith("editor shown:") and all(text in line for text in shown),
            f"{says}: {line}",
            edited.stderr,
        )

    def norden_sueden(self) -> None:
        """The second game is inside: its campaign opens, its short game is
        played to a result through the window, its box map opens in the editor."""
        opened = self.run(
            "--new", "--game", "norden-sueden", "--smoke-test", "--data-dir", str(self.data / "ns"), timeout=120
        )
        line = opened.stdout.strip().splitlines()[-1] if opened.stdout.strip() else ""
        self.check(
            opened.returncode == 0
            and "The whole war, July 1861 to June 1865 — turn 1, July 1861" in line
            and "Union to decide" in line
            and "(NS-MOVE-3)" in line,
            f"Norden & Süden's campaign opens in July 1861, the Union to march: {line}",
            opened.stderr,
        )
        self.played_and_reopened(
            NS_SHORT_GAME,
            "ns",
            161,
            NS_RESULT,
            "Norden & Süden's short game played through the window to its result",
            "the finished short game opens again with its winner",
        )
        against = self.run(
            "--new",
            "--game",
            "norden-sueden",
            "--computer",
            "usa:easy",
            "--pace",
            "fast",
            "--smoke-test",
            "--data-dir",
            str(self.data / "ns-computer"),
            timeout=180,
        )
        line = against.stdout.strip().splitlines()[-1] if against.stdout.strip() else ""
        m = re.search(r"the computer's decisions: (\d+)", line)
        self.check(
            against.returncode == 0 and m is not None and int(m.group(1)) >= 1 and "Confederacy to decide" in line,
            f"the computer (easy) plays the Union's first turn of Norden & Süden in the built program: {line}",
            against.stderr,
        )
        self.edited(
            NS_MAP,
            "ns-editor",
            "the box-map editor opens on resources/maps/norden-sueden-1861.yaml and closes",
            "| 146 boxes",
        )

    def finsterland(self) -> None:
        """The third game is inside: its battle opens with the deployment (FL-SETUP-3),
        a recorded battle is played through the window to its result, the
        saved game opens again showing the winner, and its table opens in the
        table editor."""
        opened = self.run(
            "--new", "--game", "finsterland", "--smoke-test", "--data-dir", str(self.data / "fl"), timeout=120
        )
        line = opened.stdout.strip().splitlines()[-1] if opened.stdout.strip() else ""
        self.check(
            opened.returncode == 0
            and "Die Furten am Grauwasser" in line
            and "North to decide" in line
            and "(FL-SETUP-3)" in line,
            f"Schlachten im Finsterland opens on Die Furten am Grauwasser, North to deploy first: {line}",
            opened.stderr,
        )
        self.played_and_reopened(
            FL_GAME,
            "fl",
            308,
            FL_RESULT,
            "the Grauwasser battle played through the window to its result",
            "the finished battle opens again with its winner",
        )
        self.edited(
            FL_TABLE,
            "fl-editor",
            "the table editor opens on resources/finsterland/grauwasser-table.yaml and closes",
            "Die Furten am Grauwasser",
            "| 18 features, 15 objectives",
        )

    def acw_bbdba(self) -> None:
        """The fourth game is inside: its battle opens with the PIP dice to give (BB-PIP-1), and a recorded
        battle is played through the window to an army's break, saved and opened again showing the winner."""
        # a seed of its own: a roll of equal dice leaves one way to give them, applied at once (BB-PIP-2 shown)
        opened = self.run(
            "--new",
            "--game",
            "acw-bbdba",
            "--seed",
            "1",
            "--smoke-test",
            "--data-dir",
            str(self.data / "acw"),
            timeout=120,
        )
        line = opened.stdout.strip().splitlines()[-1] if opened.stdout.strip() else ""
        self.check(
            opened.returncode == 0 and "Meeting engagement" in line and "(BB-PIP-1)" in line,
            f"ACW after Big Battle DBA opens on the meeting engagement, the PIP dice to give: {line}",
            opened.stderr,
        )
        self.played_and_reopened(
            ACW_GAME,
            "acw",
            697,
            ACW_RESULT,
            "the meeting engagement played through the window to an army's break",
            "the finished battle opens again with its winner",
        )

    def played_and_reopened(self, script: Path, tag: str, actions: int, result: str, played: str, again: str) -> None:
        """A recorded game played through the window to its result and saved; the save opens again on that result."""
        saved = self.scratch / f"{tag} game.yaml"  # a space in the path, as players have
        run = self.run(
            "--play-script",
            str(script),
            "--save-to",
            str(saved),
            "--quit",
            "--data-dir",
            str(self.data / f"{tag}-play"),
        )
        if self.check(
            run.returncode == 0 and f"played {actions} actions" in run.stdout and result in run.stdout,
            f"{played}: {run.stdout.strip()}",
            run.stderr,
        ):
            reopened = self.run(str(saved), "--smoke-test", "--data-dir", str(self.data / f"{tag}-reopen"), timeout=120)
            line = reopened.stdout.strip().splitlines()[-1] if reopened.stdout.strip() else ""
            self.check(
                reopened.returncode == 0 and f"| {actions} actions | nobody to decide |" in line and result in line,
                f"{again}: {line}",
                reopened.stderr,
            )


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--dist", default=str(ROOT / "dist"), help="where build.py put the folder (default: dist/)")
    args = p.parse_args(argv)
    exe = executable(Path(args.dist).resolve())
    if not exe.is_file():
        print(f"error: no built program at {exe}: run packaging/build.py first", file=sys.stderr)
        return 1
    if sys.platform == "win32":
        print(
            "error: the Windows build is a windowed program with no stdout to read: packaging/README.md tells the checks there",
            file=sys.stderr,
        )
        return 1
    if sys.platform.startswith("linux") and not os.environ.get("DISPLAY"):
        print("error: no X display: run this under xvfb-run -a (a real X server, the xcb platform)", file=sys.stderr)
        return 1
    print(f"smoke test of {exe} ({FOLDER}) on display {os.environ.get('DISPLAY', '-')}", flush=True)
    start = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="gettysburg-smoke-") as tmp:
        smoke = Smoke(exe, Path(tmp))
        smoke.version()
        smoke.launch()
        saved = smoke.play()
        if saved is not None:
            smoke.reopen(saved)
        smoke.languages()
        smoke.editor()
        smoke.norden_sueden()
        smoke.finsterland()
        smoke.acw_bbdba()
        smoke.computer()
    for failure in smoke.failures:
        print(f"error: {failure}", file=sys.stderr, flush=True)
    print(f"smoke test of the built program: {time.perf_counter() - start:.1f} s")
    print(f"smoke: {smoke.passed} passed, {len(smoke.failures)} failed", flush=True)
    return 1 if smoke.failures else 0


if __name__ == "__main__":
    sys.exit(main())

"""The play window's speed (``cli bench --ui``), offscreen: a click until the
highlights are updated, the redraw after an action that rolled (the
busiest: in the 1863 battle an assault or artillery fire), in the
first installed game's default scenario, the frames of a random
game played through the window at full speed, and the start of the program
until its window is shown."""

from __future__ import annotations

import os
import random
import statistics
import subprocess
import sys
import tempfile
import time


def _pct(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(q * len(s)))]


def ui_benchmark_lines(seed: int = 21, *, max_actions: int | None = None, starts: int = 3) -> list[str]:
    """The figures as lines; ``max_actions`` and ``starts`` cut the run short (a test)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from gettysburg_desktop.scenario import games
    from gettysburg_desktop.scenario.session import GameSession, Setup

    from .window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setOrganizationName("Gettysburg Desktop Benchmark")
    app.setApplicationName("Gettysburg Desktop Benchmark")
    lines = []
    with tempfile.TemporaryDirectory() as data:
        scenario = games.game(games.DEFAULT_GAME).default_scenario  # the first game's (the 1863 battle)
        w = MainWindow(GameSession.new(Setup(scenario, seed)), data_dir=data)
        w.resize(1500, 950)
        w.show()
        app.processEvents()
        from . import idle_gc

        idle_gc.install()  # as the program does (app.py)
        c = w.controller
        rnd = random.Random(seed)
        clock = time.perf_counter
        actions: list[float] = []
        paints: list[float] = []
        roll_paints: list[float] = []
        clicks: list[float] = []
        while not c.game.over and (max_actions is None or len(actions) < max_actions):
            if c.handing_to is not None:  # the player who rolled has seen the roll: Hand over (issue 14, item 4)
                c.hand_over()
            c.take_over()
            app.processEvents()
            choices = c.choices()
            # a click on a thing that means something, as a player's first click:
            # the controller works out the meaning and the new highlights
            if len(clicks) < 400 and len(c.game.history) > 200:
                thing = _a_click(rnd, c, choices)
                if thing is not None:
                    t0 = clock()
                    c.click_unit(thing[1]) if thing[0] == "unit" else c.click_place(thing[1])
                    clicks.append(clock() - t0)
                    c.cancel()
            t0 = clock()
            c.choose(choices[rnd.randrange(len(choices))])
            t1 = clock()
            app.processEvents()
            t2 = clock()
            actions.append(t1 - t0)
            paints.append(t2 - t1)
            if any(e.kind == "roll" for e in c.game.log[-1].events):
                t3 = clock()
                w.view.viewport().repaint()
                roll_paints.append(clock() - t3)
        w.autosave.flush()
        n = len(actions)
        frames = [a + p for a, p in zip(actions, paints, strict=True)]
        lines.append(
            f"window, {scenario} mid-game: a click to the highlights updated p50 {statistics.median(clicks) * 1000:.1f} ms, "
            f"p99 {_pct(clicks, 0.99) * 1000:.1f} ms ({len(clicks)} clicks)"
        )
        lines.append(
            f"window, a random {scenario} game at full speed ({n} actions, hot seat): action handled p50 {statistics.median(actions) * 1000:.1f} ms, "
            f"paint p50 {statistics.median(paints) * 1000:.1f} ms; frames over 50 ms: {sum(1 for f in frames if f > 0.05)}, "
            f"longest {max(frames) * 1000:.0f} ms"
        )
        if roll_paints:
            lines.append(
                f"window: the board redrawn after an action that rolled dice p50 "
                f"{statistics.median(roll_paints) * 1000:.1f} ms, "
                f"max {max(roll_paints) * 1000:.1f} ms ({len(roll_paints)} actions)"
            )
        w.close()
    if not starts:
        return lines
    times = []
    # as an installed program starts: with its compiled modules (a first,
    # unmeasured start writes them where PYTHONDONTWRITEBYTECODE kept them out)
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["QT_QPA_PLATFORM"] = "offscreen"
    with tempfile.TemporaryDirectory() as data:
        subprocess.run(
            [sys.executable, "-m", "gettysburg_desktop", "--new", "--smoke-test", "--seed", "3", "--data-dir", data],
            env=env,
            capture_output=True,
            check=True,
        )
        for _ in range(starts):
            t0 = time.perf_counter()
            subprocess.run(
                [
                    sys.executable,
                    "-m",
                    "gettysburg_desktop",
                    "--new",
                    "--smoke-test",
                    "--seed",
                    "3",
                    "--data-dir",
                    data,
                ],
                env=env,
                capture_output=True,
                check=True,
            )
            times.append(time.perf_counter() - t0)
    lines.append(
        f"window: process start to the window shown (offscreen, from source) best {min(times) * 1000:.0f} ms, "
        f"worst {max(times) * 1000:.0f} ms of {starts}"
    )
    return lines


def _a_click(rnd: random.Random, c, choices) -> tuple[str, str] | None:
    things = [("unit", u) for ch in choices for u in ch.units[:1]] + [
        ("place", ch.place) for ch in choices if ch.kind == "place" and ch.place
    ]
    return things[rnd.randrange(len(things))] if things else None

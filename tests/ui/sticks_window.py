"""A second game for the play window's tests: the kernel's toy ruleset
Sticks (tests/kernel/sticks.py), registered the way a real game registers
(scenario/games.py for its rules, scenarios and variants;
ui/game_kinds.py for its scene and controller), with a trivial board: a
row of sticks, and a prompt bar whose buttons take 1 or 2.

``OpenSticks`` is the same game without the secret die: a game that hides
nothing, so the hot seat needs no curtain.

``registered()`` registers both games for the length of a ``with`` block."""

from __future__ import annotations

import contextlib
import sys
from pathlib import Path
from typing import ClassVar

from PySide6.QtCore import QRectF
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QGraphicsScene

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "kernel"))

from sticks import Side, Sticks, SticksGame, Turn  # noqa: E402

from gettysburg_desktop.games.gettysburg.rules.choices import Choice  # noqa: E402
from gettysburg_desktop.kernel.gateway import Gateway  # noqa: E402
from gettysburg_desktop.kernel.said import said  # noqa: E402
from gettysburg_desktop.scenario import games  # noqa: E402
from gettysburg_desktop.ui import game_kinds  # noqa: E402
from gettysburg_desktop.ui.controller import Controller  # noqa: E402

SCENARIOS = {"seven-sticks": 7, "five-sticks": 5}


class OpenSticks(Sticks):
    """Sticks without the secret die: nothing hidden (a game of open information)."""

    name = "open-sticks"
    hidden_information = False
    event_kinds: ClassVar[dict[str, str]] = {"taken": "sticks taken", "only-choice": "a lone legal action taken"}

    def set_up(self, g) -> None:
        g.push(Turn(Side.A))


class OpenSticksGame(Gateway):
    ruleset = OpenSticks()


def load(scenario_id: str) -> int:
    try:
        return SCENARIOS[scenario_id]
    except KeyError:
        raise LookupError(f"unknown scenario {scenario_id!r}; known: {', '.join(SCENARIOS)}") from None


def offers() -> list[games.ScenarioOffer]:
    return [games.ScenarioOffer("seven-sticks", "Seven sticks"), games.ScenarioOffer("five-sticks", "Five sticks")]


class SticksScene(QGraphicsScene):
    """The board: a stick drawn for each stick left."""

    STICK = QRectF(0, 0, 12, 120)

    def __init__(self, game, parent=None) -> None:
        super().__init__(parent)
        self.setSceneRect(QRectF(-20, -20, 300, 170))
        self.sticks: list = []
        self.reach = None

    def show_view(self, view: dict) -> None:
        for item in self.sticks:
            self.removeItem(item)
        self.sticks = [
            self.addRect(self.STICK.translated(20 * i, 0), brush=QBrush(QColor("#a0522d")))
            for i in range(view["sticks"])
        ]

    def mark(self, **marks) -> None:
        pass

    def thing_at(self, pos):
        return None  # nothing on this board is clicked: the prompt bar's buttons take sticks

    def set_zoom(self, zoom: float) -> None:
        pass

    def show_reach(self, overlay, enemy=frozenset()) -> None:
        pass


class SticksController(Controller):
    """Gettysburg's controller with the toy's choices: a button for each legal take."""

    def choices(self) -> list[Choice]:
        if not self.can_act:
            return []
        return [Choice(action=a, kind="button", label=str(a)) for a in self.game.legal_actions()]

    def label(self, action) -> str:
        return str(action)


def _controller(session, scene, *, reveal=False, replay=None):
    return SticksController(session, scene, reveal=reveal, replay=replay)


def _register(
    game_id: str, title: str, game_class: type, pages: tuple[str, ...] = (), *, computer: bool = False
) -> None:
    games.register(
        games.GameKind(
            id=game_id,
            title=title,
            game_class=game_class,
            scenarios=offers,
            load_scenario=load,
            sides=(Side.A, Side.B),
            computer=computer,
            rules_pages=pages,
        )
    )
    game_kinds.register_window(
        game_kinds.WindowGame(id=game_id, scene=SticksScene, controller=_controller, panels=("LogDock",))
    )


@contextlib.contextmanager
def registered(*, computer: bool = False):
    """Sticks and Open sticks in the program's games while the block runs
    (``computer``: the computer plays Sticks, with the kernel's default kit:
    the toy brings none of its own)."""
    _register("sticks", said("Sticks (a toy: take the last stick)"), SticksGame, computer=computer)
    # (its "rules reference": a page the program ships, to see the reference follow the game)
    _register("open-sticks", said("Open sticks (nothing hidden)"), OpenSticksGame, ("rules-interpretations",))
    try:
        yield
    finally:
        for name in ("sticks", "open-sticks"):
            game_kinds.unregister_window(name)
            games.unregister(name)

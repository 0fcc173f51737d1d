"""Render the play window's screenshots for the README and the user guide
(docs/images/play-*.png), offscreen, from scripted games: the same pictures
every time, so they are easy to keep current after a change to the window.

    python tools/screenshots.py [--out docs/images] [--only NAME ...]

Look at every picture after rendering it: would a player understand it at a
glance?
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QCoreApplication, QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from gettysburg_desktop.games.gettysburg.rules.actions import Action  # noqa: E402
from gettysburg_desktop.games.gettysburg.rules.dice import ScriptedDice  # noqa: E402
from gettysburg_desktop.games.gettysburg.rules.game import Game  # noqa: E402
from gettysburg_desktop.games.gettysburg.rules.position import state_from_position  # noqa: E402
from gettysburg_desktop.games.gettysburg.scenario.catalog import load_scenario_by_id  # noqa: E402
from gettysburg_desktop.scenario.record import GameRecord  # noqa: E402
from gettysburg_desktop.scenario.session import GameSession, Setup  # noqa: E402

SIZE = (1500, 950)


def _blocks(**spec) -> dict:
    return {
        place.replace("_", "-"): {"side": side, "value": value, "discs": 0} for place, (side, value) in spec.items()
    }


def session_at(position: dict, faces=()) -> GameSession:
    sc = load_scenario_by_id("gettysburg-1863")
    game = Game(sc, ScriptedDice(list(faces)), state=state_from_position(sc, position))
    return GameSession(game, GameRecord("gettysburg-1863", dice=list(faces), position=position))


class Shots:
    def __init__(self, out: Path) -> None:
        self.out = out
        self.app = QApplication.instance() or QApplication(sys.argv[:1])
        QCoreApplication.setOrganizationName("Gettysburg Desktop Screenshots")
        QCoreApplication.setApplicationName("Gettysburg Desktop Screenshots")
        self.tmp = tempfile.TemporaryDirectory()
        QSettings.setDefaultFormat(QSettings.IniFormat)
        QSettings.setPath(QSettings.IniFormat, QSettings.UserScope, self.tmp.name)

    def window(self, session: GameSession, reveal: bool = False):
        from gettysburg_desktop.editor.window import open_editor
        from gettysburg_desktop.ui.window import MainWindow

        MainWindow.open_map_editor = open_editor  # the Tools menu, as the program has it (app.py)

        w = MainWindow(session, data_dir=Path(self.tmp.name) / "data", reveal=reveal)
        w.resize(*SIZE)
        w.show()
        self.settle()
        w.view.fit()
        self.settle()
        return w

    def settle(self) -> None:
        for _ in range(5):
            self.app.processEvents()

    def play(self, w, *actions: str) -> None:
        from gettysburg_desktop.games.gettysburg.rules.actions import Action

        for a in actions:
            if w.controller.waiting_for is not None:
                w.controller.take_over()
            w.controller.apply(Action.parse(a))
        if w.controller.waiting_for is not None:
            w.controller.take_over()
        self.settle()

    def zoom_on(self, w, place: str, factor: float) -> None:
        w.view.zoom_by(factor)
        w.view.centerOn(w.scene.place_pos(place))
        self.settle()

    def save(self, w, name: str, prefix: str = "play-") -> None:
        self.settle()
        path = self.out / f"{prefix}{name}.png"
        w.grab().save(str(path))
        print(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)
        w.close()

    # ------------------------------------------------------------------ the pictures
    def opening(self) -> None:
        """The battle's first decision: the Confederate player at the screen."""
        w = self.window(GameSession.new(Setup("gettysburg-1863", 3)))
        w.controller.take_over()
        self.save(w, "opening")

    def curtain(self) -> None:
        """The hand-over: the Confederate block placed, the Union to sit down."""
        w = self.window(GameSession.new(Setup("gettysburg-1863", 3)))
        w.controller.take_over()
        self.play(w, "place-block 4 herr-ridge")
        w.controller.waiting_for = None  # let it down again, as the play() above lifted it
        w.controller.viewer = None
        w.controller.screen.sync()
        self.save(w, "curtain")

    def order(self) -> None:
        """An order being given: Heth's brigade chosen, where it may go glows."""
        w = self.window(GameSession.new(Setup("gettysburg-1863", 3)))
        self.play(
            w,
            "place-block 4 herr-ridge",
            "place-block 2 seminary-ridge-lutheran-seminary",
            "order herr-ridge",
            "move herr-ridge",
        )
        self.zoom_on(w, "herr-ridge", 1.9)
        w.controller.click_unit("csa-heth-1")
        self.save(w, "order")

    def assault(self, name: str = "assault") -> None:
        """Four Confederate brigades against Doubleday's I Corps: the defending
        fire rolled, the Confederates assigning the cubes it inflicted."""
        position = {
            "period": "1 July afternoon",
            "active": "csa",
            "units": {
                "herr-ridge": ["csa-heth-1", "csa-heth-2", "csa-pender-1", "csa-early-1"],
                "mcpherson-ridge-herbst-woods": ["usa-i-1", "usa-i-2", "usa-i-iron", "usa-i-art"],
            },
            "cubes": {"mcpherson-ridge-herbst-woods": {"usa-regular": 1}},
            "entrenchments": {"mcpherson-ridge-herbst-woods": ["herr-ridge"]},
            "blocks": _blocks(
                herr_ridge=("csa", 4), forney_fields=("csa", 3), seminary_ridge_lutheran_seminary=("usa", 2)
            ),
        }
        # T1 the battery hits (5); T2 4, 2 (M), 3: two cubes and a morale check
        w = self.window(session_at(position, [5, 4, 2, 3, 6, 6, 6, 6, 6, 6, 6, 6]))
        self.play(
            w,
            "double-order herr-ridge forney-fields",
            "move herr-ridge",
            "move csa-heth-1 mcpherson-ridge-herbst-woods",
            "move csa-heth-2 mcpherson-ridge-herbst-woods",
            "end-move",
            "move herr-ridge",
            "move csa-pender-1 mcpherson-ridge-herbst-woods",
            "move csa-early-1 mcpherson-ridge-herbst-woods",
            "end-move",
            "assign csa-heth-1",
        )
        self.zoom_on(w, "mcpherson-ridge-herbst-woods", 2.8)
        self.save(w, name)

    def fire_reach(self) -> None:
        """Artillery on Seminary Ridge declaring its fire: its reach shown."""
        position = {
            "period": "1 July afternoon",
            "active": "csa",
            "units": {
                "seminary-ridge-mcmillan-woods": ["csa-hill-art-1", "csa-heth-1"],
                "codori-farm": ["usa-ii-1"],
                "long-lane": ["usa-ii-2"],
                "bliss-farm": ["usa-ii-3"],
                "cemetery-ridge-the-angle": ["usa-ii-art"],
            },
            "blocks": _blocks(seminary_ridge_mcmillan_woods=("csa", 3), cemetery_ridge_weikert=("usa", 2)),
        }
        w = self.window(session_at(position))
        self.play(w, "order seminary-ridge-mcmillan-woods", "fire")
        self.zoom_on(w, "bliss-farm", 1.5)
        w.controller.click_unit("csa-hill-art-1")
        self.save(w, "fire-reach")

    def end(self) -> None:
        """The end of a period with the Confederates holding two victory
        areas: a Confederate victory (R-WIN-1)."""
        position = {
            "period": "2 July afternoon",
            "active": "csa",
            "units": {
                "cemetery-hill": ["csa-early-1", "csa-early-2"],
                "culps-hill": ["csa-johnson-1", "csa-johnson-2"],
                "cemetery-ridge-weikert": ["usa-ii-1", "usa-ii-2"],
            },
            "blocks": _blocks(cemetery_hill=("csa", 3), cemetery_ridge_weikert=("usa", 2)),
            "discs": {"usa_blue": 1, "usa_forced_pass": 0},
        }
        w = self.window(session_at(position))
        self.play(w, "order cemetery-hill", "pass", "order cemetery-ridge-weikert", "pass")
        self.save(w, "end")

    def chart(self) -> None:
        """The Chart dock at the left: the Union holds its last disc of 1 July
        midday with nine discs on its blocks, so the warning is up (R-TIME-3,
        R-DISC-1); the midday arrivals wait in their entry boxes."""
        position = {
            "period": "1 July midday",
            "active": "usa",
            "units": {
                "gettysburg": ["csa-heth-1", "csa-heth-2"],
                "culps-hill": ["csa-heth-3"],
                "seminary-ridge-lutheran-seminary": ["csa-pender-1", "csa-pender-2", "csa-pender-art"],
                "cemetery-hill": ["usa-i-1", "usa-i-2", "usa-i-art"],
                "east-cemetery-hill": ["usa-i-iron", "usa-i-3"],
                "carlisle-road-box": ["csa-rodes-1", "csa-rodes-2", "csa-rodes-3", "csa-rodes-4", "csa-rodes-art"],
                "harrisburg-road-box": ["csa-early-1", "csa-early-2", "csa-early-art"],
                "tanneytown-road-box": ["usa-xi-1", "usa-xi-2", "usa-xi-3", "usa-xi-4", "usa-xi-5", "usa-xi-art"],
            },
            "blocks": {
                "cemetery-hill": {"side": "usa", "value": 5, "discs": 5},
                "east-cemetery-hill": {"side": "usa", "value": 4, "discs": 4},
                "gettysburg": {"side": "csa", "value": 4, "discs": 3},
                "seminary-ridge-lutheran-seminary": {"side": "csa", "value": 5, "discs": 5},
            },
            "discs": {"usa_blue": 1, "csa_single": 3, "csa_double": 0},
        }
        w = self.window(session_at(position))
        w.controller.take_over()
        self.save(w, "chart")

    def hand_over(self) -> None:
        """The roller sees the roll: Heth's assault on Buford fought, the dice
        and the log at the right, the Hand over button above the board; the
        curtain falls only when the Confederate player presses it."""
        faces = [1, 1, 2, 3, 1, 1, 1, 1, 1, 1]
        sc = load_scenario_by_id("gettysburg-1863")
        session = GameSession(Game(sc, ScriptedDice(list(faces))), GameRecord("gettysburg-1863", dice=list(faces)))
        w = self.window(session)
        self.play(
            w,
            "place-block 3 herr-ridge",
            "place-block 2 seminary-ridge-lutheran-seminary",
            "order herr-ridge",
            "move herr-ridge",
            "move csa-heth-1 mcpherson-ridge-herbst-woods",
            "move csa-heth-2 mcpherson-ridge-herbst-woods",
        )
        w.controller.apply(Action.parse("end-move"))
        self.settle()
        self.zoom_on(w, "mcpherson-ridge-herbst-woods", 1.6)
        self.save(w, "hand-over")

    def ns_opening(self) -> None:
        """Norden & Süden's first decision: the Union's first march of July 1861, Washington clicked."""
        w = self.window(GameSession.new(Setup("campaign-1861", 3, game="norden-sueden")))
        self.ns_play(w, "march washington")
        w.controller.click_unit("usa-1")  # the unit chosen: its destinations glow
        self.save(w, "opening", prefix="ns-")

    def ns_battle(self) -> None:
        """A battle round by round: Manassas Junction, July 1861, round 2, a reinforcement come in."""
        w = self.window(GameSession.new(Setup("campaign-1861", 3, game="norden-sueden")))
        self.ns_play(
            w,
            "march washington",
            "move usa-1 washington>manassas-junction",
            "move usa-2 washington>manassas-junction",
            "end-march",
            "end-movement",
            "target csa-1 usa-1",
            "fire",
            "fire",
            "reinforce csa-2",
        )
        self.save(w, "battle", prefix="ns-")

    def ns_play(self, w, *actions: str) -> None:
        from gettysburg_desktop.games.nordensueden.rules.actions import Action as NsAction

        for a in actions:
            w.controller.apply(NsAction.parse(a))
        self.settle()

    def refusal(self) -> None:
        """A click that means nothing, answered beside the pointer with its rule."""
        from PySide6.QtCore import QPoint, Qt
        from PySide6.QtTest import QTest

        w = self.window(GameSession.new(Setup("gettysburg-1863", 3)))
        w.controller.take_over()
        self.settle()
        item = w.scene.units["usa-buford-1"]
        at = w.view.mapFromScene(item.sceneBoundingRect().center())
        QTest.mouseMove(w.view.viewport(), at)
        QTest.mouseClick(w.view.viewport(), Qt.LeftButton, Qt.NoModifier, QPoint(at))
        self.settle()
        self.save(w, "refusal")

    def german(self) -> None:
        """The assault in progress, with the window in German (View >
        Language): the rulebook's words in the prompt, the log and the dice."""
        from gettysburg_desktop.display.translate import LANGS

        LANGS.install("de")
        try:
            self.assault(name="german")
        finally:
            LANGS.install("en")

    def new_game(self) -> None:
        """Game > New game with the Union played by the computer at the hard level, leaning to caution."""
        from gettysburg_desktop.games.gettysburg.rules.pieces import Side
        from gettysburg_desktop.ui.dialogs import NewGameDialog

        w = self.window(GameSession.new(Setup("gettysburg-1863", 3)))
        dialog = NewGameDialog(w)
        dialog.seed.setValue(3)
        dialog.set_player(Side.USA, "hard", "cautious")
        dialog.show()
        self.settle()
        path = self.out / "play-new-game.png"
        dialog.grab().save(str(path))
        print(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)
        dialog.reject()
        w.close()

    def computer(self) -> None:
        """A game against the computer (the Union, normal level): the
        Confederate player has placed two blocks; the computer's replies are
        outlined on the map and in the log while it thinks about the next
        one (the thinking bar)."""
        import time

        w = self.window(GameSession.new(Setup("gettysburg-1863", 3, players=(("usa", "normal"),))))
        w.controller.take_over()
        w.computer.set_pace("fast", keep=False)
        self.play(w, "place-block 5 herr-ridge")
        deadline = time.monotonic() + 90

        def wait(done) -> None:
            while time.monotonic() < deadline and not done():
                self.app.processEvents()
                time.sleep(0.02)

        wait(lambda: w.computer.decisions >= 2 and w.controller.computer_decides is None)
        self.play(w, "place-block 4 mcpherson-ridge-railroad-cut")
        wait(lambda: w.computer.thinking is not None and w.computer.fraction > 0.4)
        self.save(w, "computer")

    def welcome(self) -> None:
        """How to play, as the first start shows it."""
        w = self.window(GameSession.new(Setup("gettysburg-1863", 3)))
        w.show_welcome()
        self.settle()
        path = self.out / "play-welcome.png"
        w.welcome.grab().save(str(path))
        print(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)
        w.welcome.accept()
        w.close()


NAMES = (
    "new_game",
    "computer",
    "opening",
    "chart",
    "curtain",
    "order",
    "assault",
    "hand_over",
    "refusal",
    "fire_reach",
    "end",
    "welcome",
    "german",
    "ns_opening",
    "ns_battle",
)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=str(ROOT / "docs" / "images"))
    ap.add_argument("--only", nargs="*", choices=NAMES)
    args = ap.parse_args(argv)
    shots = Shots(Path(args.out))
    for name in args.only or NAMES:
        getattr(shots, name)()
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Helpers for the play-window tests: sessions from scripted dice or a
stated position, rich text as a player reads it, and a Player who clicks as
a player clicks. (A module of its own, not conftest: two conftest modules
can't both be imported by name when tests/ui and tests/editor run together.)"""

from __future__ import annotations

from PySide6.QtCore import Qt

from gettysburg_desktop.games.gettysburg.rules.dice import ScriptedDice
from gettysburg_desktop.games.gettysburg.rules.game import Game
from gettysburg_desktop.games.gettysburg.scenario.catalog import load_scenario_by_id
from gettysburg_desktop.scenario.record import GameRecord
from gettysburg_desktop.scenario.session import GameSession


def screen_texts(w) -> list[str]:
    """Every text a window shows, as a player reads it: the title, the
    visible widgets' labels, buttons, fields (and their placeholders), text
    boxes line by line, list lines and tooltips, the scene's tooltips and
    the menus (entries and their tooltips when they say more)."""
    from PySide6.QtWidgets import QAbstractButton, QAbstractItemView, QLabel, QLineEdit, QPlainTextEdit, QWidget

    out = [w.windowTitle()]
    for widget in w.findChildren(QWidget):
        if not widget.isVisible():
            continue
        out.append(widget.toolTip())
        if isinstance(widget, (QLabel, QAbstractButton, QLineEdit)):
            out.append(widget.text())
        if isinstance(widget, QLineEdit):
            out.append(widget.placeholderText())
        if isinstance(widget, QPlainTextEdit):
            out.extend(widget.toPlainText().splitlines())
        if isinstance(widget, QAbstractItemView) and widget.model() is not None:
            m = widget.model()
            out.extend(str(m.data(m.index(i, 0), Qt.DisplayRole)) for i in range(m.rowCount()))
    for item in w.scene.items() if hasattr(w, "scene") else ():
        if item.isVisible():
            out.append(item.toolTip())

    def menu(actions):
        for a in actions:
            out.append(a.text())
            out.append(a.toolTip() if a.toolTip() != a.text().replace("&", "") else "")
            if a.menu() is not None:
                menu(a.menu().actions())

    if hasattr(w, "menuBar"):
        menu(w.menuBar().actions())
    return [t for t in out if t]


def plain(rich: str) -> str:
    """Rich text as a player reads it (the links' words, no markup)."""
    from PySide6.QtGui import QTextDocument

    doc = QTextDocument()
    doc.setHtml(rich)
    return doc.toPlainText()


def scripted_session(faces, scenario="gettysburg-1863") -> GameSession:
    game = Game(load_scenario_by_id(scenario), ScriptedDice(list(faces)))
    return GameSession(game, GameRecord(scenario, dice=list(faces)))


def first_edition_session(seed: int = 3) -> GameSession:
    """The 1863 battle on its edition 1, as a game saved on it opens (the
    program keeps it for them, docs/scenario-format.md): its Union starts
    with three units in the Emmitsburg Road box, which enter as free moves
    (R-REIN-3), so the Union's first turn goes on after its block, to an end
    of turn of its own: what the tests of undo within a turn need."""
    from gettysburg_desktop.games.gettysburg.scenario.catalog import load_scenario_edition
    from gettysburg_desktop.kernel.dice import SeededDice

    game = Game(load_scenario_edition("gettysburg-1863", 1), SeededDice(seed))
    return GameSession(game, GameRecord("gettysburg-1863", seed=seed, scenario_edition=1))


def position_session(position: dict, faces=(), scenario="gettysburg-1863") -> GameSession:
    """A game from a stated position (games/gettysburg/rules/position.py, docs/game-record.md)
    with scripted dice: a situation reached at once, saved with its position."""
    from gettysburg_desktop.games.gettysburg.rules.position import state_from_position

    sc = load_scenario_by_id(scenario)
    game = Game(sc, ScriptedDice(list(faces)), state=state_from_position(sc, position))
    return GameSession(game, GameRecord(scenario, dice=list(faces), position=position))


class Player:
    """Clicks as a player clicks: on the board's viewport, on buttons."""

    def __init__(self, qtbot, window) -> None:
        self.qtbot, self.w = qtbot, window

    def click_scene(self, point) -> None:
        view = self.w.view
        pos = view.mapFromScene(point)
        assert view.viewport().rect().contains(pos), f"{point} is not on screen"
        self.qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=pos)

    def click_unit(self, uid: str) -> None:
        self.click_scene(self.w.scene.unit_pos(uid))

    def click_place(self, place: str) -> None:
        self.click_scene(self.w.scene.place_pos(place))

    def click_block(self, place: str) -> None:
        self.click_scene(self.w.scene.blocks[place].scenePos())

    def press(self, action_text: str) -> None:
        button = self.w.prompt.button_for(action_text)
        assert button is not None, f"no button for {action_text!r}; offered: {[b.objectName() for b in self.buttons()]}"
        self.qtbot.mouseClick(button, Qt.LeftButton)

    def buttons(self):
        """The buttons a player sees under the prompt. A button added to a shown
        layout is shown by the event loop, so it runs first."""
        from PySide6.QtWidgets import QApplication, QPushButton

        QApplication.processEvents()
        return [b for b in self.w.prompt.buttons.findChildren(QPushButton) if b.isVisible()]

    def take_over(self) -> None:
        """The next player clicks the curtain."""
        assert self.w.curtain.isVisible(), "no curtain to lift"
        self.qtbot.mouseClick(self.w.curtain.button, Qt.LeftButton)
        self.qtbot.waitUntil(lambda: not self.w.curtain.isVisible())

    def prompt(self) -> str:
        return plain(self.w.prompt.text.text())

    def click_border(self, a: str, b: str) -> None:
        """A click on the border of ``a`` and ``b`` (halfway along its longest piece)."""
        from PySide6.QtCore import QPointF

        self.click_scene(QPointF(*self.w.scene.topology.border_between(a, b).midpoint))

    def right_click(self) -> None:
        self.qtbot.mouseClick(self.w.view.viewport(), Qt.RightButton, pos=self.w.view.viewport().rect().center())

    def esc(self) -> None:
        self.qtbot.keyClick(self.w.view, Qt.Key_Escape)

    def ctrl_z(self) -> None:
        self.w.view.setFocus()
        self.qtbot.keyClick(self.w.view, Qt.Key_Z, Qt.ControlModifier)

    def press_label(self, label: str) -> None:
        """Press the offered button whose text is ``label`` (as a player reads it)."""
        matches = [b for b in self.buttons() if b.text() == label]
        assert len(matches) == 1, f"no single button {label!r}; offered: {self.labels()}"
        self.qtbot.mouseClick(matches[0], Qt.LeftButton)

    def end_move(self) -> None:
        """Press "End the move" (its label says when the assaults follow)."""
        matches = [b for b in self.buttons() if b.text().startswith("End the move")]
        assert len(matches) == 1, f"no single 'End the move' button; offered: {self.labels()}"
        self.qtbot.mouseClick(matches[0], Qt.LeftButton)

    def labels(self) -> list[str]:
        """The texts of the buttons under the prompt, in order."""
        return [b.text() for b in self.buttons()]

    def status(self) -> str:
        return self.w.status.text()

    def seat(self) -> None:
        """If the player who rolled is offered Hand over, he hands over; if
        the curtain is down, the player it names sits down."""
        self.hand_over()
        if self.w.curtain.isVisible():
            self.take_over()

    def hand_over(self) -> bool:
        """After a roll in the hot seat: the player who rolled presses Hand over."""
        button = self.w.prompt.hand_over_button()
        if button is None:
            return False
        self.qtbot.mouseClick(button, Qt.LeftButton)
        return True

    def confirm_button(self):
        """The button offering the step a click must not take alone (None if none)."""
        from PySide6.QtWidgets import QPushButton

        return next(
            (b for b in self.w.prompt.buttons.findChildren(QPushButton) if b.objectName().startswith("confirm:")), None
        )

    def confirm(self) -> None:
        """Press the offered Confirm button."""
        button = self.confirm_button()
        assert button is not None, f"nothing to confirm; offered: {self.labels()}"
        self.qtbot.mouseClick(button, Qt.LeftButton)

    def place_of(self, uid: str) -> str | None:
        """Where the unit's token stands on the board, or None if it is not shown."""
        item = self.w.scene.units[uid]
        if not item.isVisible():
            return None
        pos = item.scenePos()
        place = self.w.scene.locator.place_at(pos.x(), pos.y())
        if place is None:
            place = next((b for b, box in self.w.scene.boxes.items() if box.rect().contains(pos)), None)
        return place

    def log_tail(self, n: int = 30) -> str:
        return "\n".join(self.w.log.lines()[-n:])

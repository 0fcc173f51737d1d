"""Where the play window stands and how its panels are laid out: the first
window fits the screen's available area; the window reopens where it was
(its geometry and its docks' state kept in the settings, restored at start
within the screen); a saved layout whose panels are squeezed to a few
lines is arranged afresh at start."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, QRect, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMainWindow

from gettysburg_desktop.display.settings_values import path_list, saved_layout

from .log_panel import MIN_ROWS

#: the window at the first start, if the screen has room for it
FIRST_SIZE = (1440, 900)
#: the smallest window, if the screen has room for it
MIN_SIZE = (960, 640)
#: room left on the screen for the window's frame (its title bar) before the frame is known
FRAME = (8, 32)
#: the panels' width at first start (the player may drag it; it is remembered)
DOCK_WIDTH = 360
#: the share of the panels' height each dock gets at first: Battle, Dice, Log
SHARES = (0.42, 0.2, 0.38)
#: the docks at the left of the board (the others are at its right): the Chart dock
LEFT_DOCKS = ("ChartDock",)
#: the left docks' width at first start
LEFT_WIDTH = 250
#: the least width the board and the prompt bar keep beside the docks: in a narrower window the left
#: docks go behind the Battle dock as tabs, and come back to the left when the window is wide enough
MIN_BOARD = 600
#: milliseconds after the window was moved or resized that its place is kept
SAVE_DELAY = 1000


def available(window=None) -> QRect:
    """The available area of the screen the window is on (else the primary screen's)."""
    screen = window.screen() if window is not None else None
    screen = screen or QGuiApplication.primaryScreen()
    return screen.availableGeometry()


class WindowLayout(QObject):
    """Keeps the main window's place and its docks' layout (settings keys
    ``window/geometry`` and ``window/docks``)."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        #: the play window (ui/window.py's MainWindow: its docks and settings too; not
        #: imported, as it imports this module)
        w: Any = window
        self.w: Any = w
        self.settled = False
        area = available(window)
        w.setMinimumSize(min(MIN_SIZE[0], area.width() * 4 // 5), min(MIN_SIZE[1], area.height() * 4 // 5))
        geometry = saved_layout(w.settings.value("window/geometry"))  # a text there: a TypeError
        if geometry is None or not w.restoreGeometry(geometry):
            self.first_geometry()
        self.keep_on_screen()
        state = saved_layout(w.settings.value("window/docks"))
        self.restored = state is not None and w.restoreState(state)
        for name in path_list(w.settings.value("window/docks-hidden-for-game", [])):
            if name in w.docks:  # hidden for the game then on screen, not by the player
                w.docks[name].show()
        self.later = QTimer(self)  # moved or resized: kept a moment later (a kill loses nothing)
        self.later.setSingleShot(True)
        self.later.setInterval(SAVE_DELAY)
        self.later.timeout.connect(self.save)
        self.tabbed: set[str] = set()  # the left docks put behind the Battle dock for a narrow window
        w.installEventFilter(self)

    def first_geometry(self) -> None:
        """The first window: as big as the screen's available area allows, in its middle."""
        area = available(self.w)
        width, height = min(FIRST_SIZE[0], area.width() - FRAME[0]), min(FIRST_SIZE[1], area.height() - FRAME[1])
        self.w.resize(width, height)
        self.w.move(
            area.x() + (area.width() - width - FRAME[0]) // 2, area.y() + (area.height() - height - FRAME[1]) // 2
        )

    def keep_on_screen(self) -> None:
        """A window restored bigger than the screen, or off it, is brought within it."""
        if self.w.isMaximized() or self.w.isFullScreen():
            return
        area = available(self.w)
        g = self.w.geometry()
        width, height = min(g.width(), area.width() - FRAME[0]), min(g.height(), area.height() - FRAME[1])
        x = max(area.x(), min(self.w.x(), area.right() + 1 - width - FRAME[0]))
        y = max(area.y(), min(self.w.y(), area.bottom() + 1 - height - FRAME[1]))
        if (width, height) != (g.width(), g.height()):
            self.w.resize(width, height)
        if (x, y) != (self.w.x(), self.w.y()):
            self.w.move(x, y)

    # ------------------------------------------------------------------ the docks
    def eventFilter(self, obj, event) -> bool:
        if obj is self.w and event.type() == QEvent.Type.Show and not self.settled:
            self.settled = True
            QTimer.singleShot(0, self, self.mend)  # once the layout has its sizes
        elif obj is self.w and event.type() in (QEvent.Type.Move, QEvent.Type.Resize) and self.settled:
            if event.type() == QEvent.Type.Resize:
                self.fit_left_docks()
            self.later.start()
        return False

    def mend(self) -> None:
        """At start: the panels as at first if no layout was saved or the saved one is broken."""
        if not self.restored or self.broken():
            self.arrange()
        else:
            self.fit_left_docks()

    def fit_left_docks(self) -> None:
        """A window too narrow for the board between docks at both sides
        (MIN_BOARD): the left docks go behind the Battle dock, as tabs; wide
        enough again, those come back to the left. A dock the player floated,
        closed or moved elsewhere stays where it is."""
        battle = self.w.docks.get("BattleDock")
        narrow = self.w.width() < LEFT_WIDTH + DOCK_WIDTH + MIN_BOARD
        for name in LEFT_DOCKS:
            dock = self.w.docks.get(name)
            if dock is None or dock.isFloating() or dock.isHidden() or battle is None:
                continue
            if narrow and self.w.dockWidgetArea(dock) == Qt.DockWidgetArea.LeftDockWidgetArea and battle.isVisible():
                self.w.tabifyDockWidget(battle, dock)
                battle.raise_()
                self.tabbed.add(name)
            elif not narrow and name in self.tabbed:
                self.tabbed.discard(name)
                if self.w.dockWidgetArea(dock) == Qt.DockWidgetArea.RightDockWidgetArea:
                    self.w.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, dock)
                    self.w.resizeDocks([dock], [LEFT_WIDTH], Qt.Orientation.Horizontal)

    def broken(self) -> bool:
        """A docked panel squeezed below what it needs, the log below its lines.
        (A floating panel saved off every screen Qt brings back itself.)"""
        for dock in self.w.docks.values():
            if dock.isFloating():
                continue
            widget = dock.widget()
            if dock.isVisible() and widget is not None and widget.height() + 2 < widget.minimumSizeHint().height():
                return True
        log = self.w.docks["LogDock"]
        return log.isVisible() and not log.isFloating() and self.w.log.text.rows_shown() < MIN_ROWS

    def arrange(self) -> None:
        """The panels as at first: Battle, Dice and Log one under the other at
        the right, the log with the most room after the battle panel; the
        Chart dock at the left."""
        docks = list(self.w.docks.values())
        right = [d for d in docks if d.objectName() not in LEFT_DOCKS]
        left = [d for d in docks if d.objectName() in LEFT_DOCKS]
        for dock in docks:
            self.w.removeDockWidget(dock)
        for dock in docks:
            dock.setFloating(False)
            self.w.addDockWidget(
                Qt.DockWidgetArea.LeftDockWidgetArea if dock in left else Qt.DockWidgetArea.RightDockWidgetArea,
                dock,
                Qt.Orientation.Vertical,
            )
            dock.show()
        height = self.w.height() - self.w.menuBar().height() - self.w.statusBar().height()
        self.w.resizeDocks(right, [DOCK_WIDTH] * len(right), Qt.Orientation.Horizontal)
        self.w.resizeDocks(right, [int(height * share) for share in SHARES], Qt.Orientation.Vertical)
        self.w.resizeDocks(left, [LEFT_WIDTH] * len(left), Qt.Orientation.Horizontal)
        self.tabbed.clear()
        if hasattr(self.w, "game_docks"):
            self.w._hidden_docks.clear()
            self.w.game_docks()  # those the game on screen does not fill stay hidden
        self.fit_left_docks()

    def save(self) -> None:
        """Keep the window's place and its panels' layout for the next start."""
        self.w.settings.setValue("window/geometry", self.w.saveGeometry())
        self.w.settings.setValue("window/docks", self.w.saveState())
        self.w.settings.setValue("window/docks-hidden-for-game", sorted(getattr(self.w, "_hidden_docks", ())))

"""Driving the editor window as an author does: clicks and drags on the
view's viewport at the screen position of a board point, keys, toolbar
buttons; and reading what is on screen."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt


class Author:
    def __init__(self, qtbot, window) -> None:
        self.qtbot, self.w = qtbot, window

    @property
    def viewport(self):
        return self.w.view.viewport()

    def at(self, point) -> QPoint:
        pos = self.w.view.mapFromScene(QPointF(*point))
        assert self.viewport.rect().contains(pos), f"{point} is not on screen"
        return pos

    def tool(self, name: str) -> None:
        """Press the tool's toolbar button."""
        button = self.w.tool_bar.widgetForAction(self.w.tool_actions[name])
        self.qtbot.mouseClick(button, Qt.LeftButton)
        assert self.w.tool.name == name

    def hover(self, point) -> None:
        self.qtbot.mouseMove(self.viewport, self.at(point))

    def click(self, point) -> None:
        self.hover(point)
        self.qtbot.mouseClick(self.viewport, Qt.LeftButton, pos=self.at(point))

    def double_click(self, point) -> None:
        self.hover(point)
        self.qtbot.mouseDClick(self.viewport, Qt.LeftButton, pos=self.at(point))

    def clicks(self, *points) -> None:
        for p in points:
            self.click(p)

    def drag(self, start, end, steps: int = 6) -> None:
        self.hover(start)
        self.qtbot.mousePress(self.viewport, Qt.LeftButton, pos=self.at(start))
        for k in range(1, steps + 1):
            p = (start[0] + (end[0] - start[0]) * k / steps, start[1] + (end[1] - start[1]) * k / steps)
            self.qtbot.mouseMove(self.viewport, self.at(p))
        self.qtbot.mouseRelease(self.viewport, Qt.LeftButton, pos=self.at(end))

    def key(self, key, modifier=Qt.NoModifier) -> None:
        self.w.view.setFocus()
        self.qtbot.keyClick(self.w.view, key, modifier)

    def undo(self) -> None:
        self.key(Qt.Key_Z, Qt.ControlModifier)

    def redo(self) -> None:
        self.key(Qt.Key_Z, Qt.ControlModifier | Qt.ShiftModifier)

    # --- what is on screen
    def polygon_on_screen(self, area_id: str) -> list[tuple[float, float]]:
        """The area's polygon as its scene item draws it."""
        poly = self.w.scene.areas[area_id].item.polygon()
        return [(p.x(), p.y()) for p in poly]

    def status(self) -> str:
        return self.w.message.text()

    def wait_checked(self) -> None:
        """Until the Validation dock shows the map as it is now."""
        w = self.w
        self.qtbot.waitUntil(
            lambda: w.last_check is not None and w.last_check.revision == w.emap.revision, timeout=5000
        )

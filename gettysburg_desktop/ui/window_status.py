"""The play window's status bar: its line (what the game and the window
say, what a click on the board would do and what is under the pointer),
the zoom, the dice's seed and where the game was last saved. It watches
the pointer on the board: where the last press was is where the refusal
bubble says why not."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QLabel

from gettysburg_desktop.display.words import terrain_name


class StatusLine(QObject):
    """The status bar's labels: ``status`` (the line), ``zoom_label``,
    ``seed_label``, ``saved_label``; ``pointer``: where the last press on
    the board was (None: none yet on this board)."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.w = window
        self.status = QLabel()
        self.status.setObjectName("StatusText")
        window.statusBar().addWidget(self.status, 1)
        self.zoom_label = QLabel()
        window.statusBar().addPermanentWidget(self.zoom_label)
        self.seed_label = QLabel()
        window.statusBar().addPermanentWidget(self.seed_label)
        self.saved_label = QLabel()
        window.statusBar().addPermanentWidget(self.saved_label)
        self.pointer = None

    def say(self, text: str) -> None:
        """The status bar's line; all of it in its tooltip (a long line is cut off there)."""
        self.status.setText(text)
        self.status.setToolTip(text)

    # ------------------------------------------------------------------ hovering
    def eventFilter(self, obj, event) -> bool:
        """The board's viewport: a press (the refusal bubble goes beside it), the pointer moving."""
        w = self.w
        if obj is w.view.viewport() and event.type() == QEvent.MouseButtonPress:
            self.pointer = event.position().toPoint()
            w.bubble.hide()
        if (
            obj is w.view.viewport()
            and event.type() == QEvent.ToolTip
            and w.bubble.isVisible()
            and w.bubble.beside_pointer
        ):
            return True  # a piece's tooltip would cover the reason beside the pointer
        if obj is w.view.viewport() and event.type() == QEvent.MouseMove and w.controller.waiting_for is None:
            pos = w.view.mapToScene(event.position().toPoint())
            # what a click would do (ui.md), then what is there; over nothing, a suggestion on the board
            text = "; ".join(t for t in (w.controller.hint_at(pos), self.describe(pos)) if t)
            if not text and w.controller.suggested is not None:
                text = w.computer.suggestion_text
            self.status.setText(text)
        return super().eventFilter(obj, event)

    def describe(self, pos) -> str:
        """What the status bar says about the thing under the pointer (as the game on screen says it)."""
        w = self.w
        return w.kind.describe(w, pos) if w.kind.describe is not None else ""

    def describe_area(self, pos) -> str:
        """Gettysburg's status bar: the area, unit, border or entry box under the pointer."""
        w = self.w
        thing = w.scene.thing_at(pos)
        if thing is None:
            return ""
        kind, what = thing
        g = w.session.game
        if kind == "unit":
            item = w.scene.units[what]
            return item.toolTip().replace("\n", ": ")
        if kind == "border":
            a, b = what
            return self.tr("border of {a} and {b}").format(a=g.name(a), b=g.name(b))
        place = what
        v = w.controller.view()
        entry = v["places"].get(place, {})
        bits = []
        if g.bf.is_area(place):
            area = g.bf.areas[place]
            stars = {1: self.tr(", victory area (R-WIN-1)"), 2: self.tr(", the double star (R-WIN-1, R-WIN-2)")}.get(
                area.stars, ""
            )
            bits.append(f"{area.name}: {terrain_name(area.terrain.value)}{stars}")
        else:
            box = g.bf.entry_boxes.get(place)
            bits.append(
                self.tr("{name}: entry box of {area}").format(name=box.name, area=g.name(box.area)) if box else place
            )
        units = entry.get("units", [])
        if units:
            bits.append(", ".join(g.name(u["id"]) for u in units))
        if entry.get("cubes"):
            bits.append(self.tr("loose cubes {n}").format(n=sum(entry["cubes"].values())))
        if entry.get("disrupted"):
            bits.append(self.tr("disrupted"))
        if entry.get("entrenchments"):
            bits.append(self.tr("entrenched facing {b}").format(b=", ".join(g.name(x) for x in entry["entrenchments"])))
        if entry.get("fire_marker"):
            bits.append(self.tr("artillery-fire marker"))
        return "; ".join(bits)

"""The box-map editor's Rules' view: how far one march takes one infantry
and one cavalry unit from the selected box (NS-MOVE-4 to NS-MOVE-6,
nordensueden.reach), for the side chosen, its own and enemy railroads read
from the boxes' starting colours (NS-MOVE-5); listed here and ringed on the
map (green: infantry, dashed purple: cavalry only)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QLabel, QScrollArea, QVBoxLayout, QWidget

from gettysburg_desktop.display.words import side_name

from ..rules.boxmap import BoxMap, LinkKind
from ..rules.pieces import Arm
from ..rules.reach import Reached, march_reach
from ..rules.sides import Side


class BoxRulesPanel(QWidget):
    #: the side or the rings changed: the window shows the reach again
    options_changed = Signal()

    def __init__(self) -> None:
        super().__init__()
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        form = QFormLayout()
        self.side = QComboBox()
        self.side.setObjectName("ReachSide")
        for side in Side:
            self.side.addItem(side_name(side.value), side.value)
        self.show_rings = QCheckBox(self.tr("Ring the boxes reached on the map"))
        self.show_rings.setObjectName("ReachRings")
        self.show_rings.setChecked(True)
        form.addRow(self.tr("Marching side"), self.side)
        form.addRow(self.show_rings)
        self.text = QLabel()
        self.text.setObjectName("ReachText")
        self.text.setWordWrap(True)
        self.text.setAlignment(Qt.AlignTop | Qt.AlignLeft)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.NoFrame)
        scroll.setWidget(self.text)
        lay.addLayout(form)
        lay.addWidget(scroll, 1)
        self.side.activated.connect(lambda _i: self.options_changed.emit())
        self.show_rings.toggled.connect(lambda _on: self.options_changed.emit())
        self.reach: dict[Arm, dict[str, Reached]] = {}
        self.show_reach(None, None)

    def marching_side(self) -> Side:
        return Side(self.side.currentData())

    def show_reach(self, boxmap: BoxMap | None, box_id: str | None) -> dict[Arm, dict[str, Reached]]:
        """The reach from ``box_id`` (None: nothing selected) on ``boxmap``; returns it by arm."""
        if boxmap is None or box_id is None or box_id not in boxmap.box:
            self.reach = {}
            self.text.setText(self.tr("Select a box: its one march's reach for infantry and cavalry shows here."))
            return self.reach
        side = self.marching_side()
        self.reach = {arm: march_reach(boxmap, box_id, arm, side) for arm in (Arm.INFANTRY, Arm.CAVALRY)}
        lines = [
            self.tr("From {box}, one march (T4, NS-MOVE-4), the {side} side:").format(
                box=boxmap.box[box_id].name, side=side_name(side.value)
            )
        ]
        for arm, title in ((Arm.INFANTRY, self.tr("Infantry")), (Arm.CAVALRY, self.tr("Cavalry"))):
            reached = self.reach[arm]
            names = ", ".join(self._words(boxmap, r) for r in reached.values()) if reached else self.tr("nowhere")
            lines.append(f"<b>{title}</b>: {names}")
        lines.append(
            self.tr(
                "Own railroads join two boxes of the side's starting colour (NS-MOVE-5); the map "
                "alone: no units, so no battles and no jumps."
            )
        )
        self.text.setText("<br>".join(lines))
        return self.reach

    def _words(self, boxmap: BoxMap, reached: Reached) -> str:
        kinds = {LinkKind.ROAD: self.tr("road"), LinkKind.RIVER: self.tr("river"), LinkKind.RAIL: self.tr("railroad")}
        how = "+".join(kinds[k] for k in LinkKind if k in reached.kinds)
        return f"{boxmap.box[reached.box].name} ({how}, {reached.lines})"

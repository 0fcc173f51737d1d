"""The Battle dock of ACW-BBDBA: the bound and the phase, then each army's
commands, one line each: its PIPs this bound (rolled, then what is left,
BB-PIP-1), its troop elements lost of those it began with and the loss that
demoralises it (a third, BB-WIN-1), whether it is demoralised or its
commander lost (BB-CMD-8); under each army its losses against its break
point (more than half, a sacked camp counting two, or two commands
demoralised: BB-WIN-5). A click on a command's line marks its elements on
the table. Refreshed after every action (the controller's ``changed``)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from gettysburg_desktop.display.translate import shown

from ..game.sides import Side
from ..rules.defeat import SACKED_CAMP
from ..rules.troops import Kind

_t = QCoreApplication.translate


def demoralised_at(size: int) -> int:
    """BB-WIN-1: the losses that demoralise a command of ``size`` (a third, rounded up)."""
    return -(-size // 3)


def broken_at(size: int) -> int:
    """BB-WIN-5: the losses that break an army of ``size`` troop elements (more than half)."""
    return size // 2 + 1


class CommandsPanel(QWidget):
    """The commands of both armies (see the module)."""

    #: the elements of a command clicked in the panel, to mark on the table
    show_places = Signal(list)

    def __init__(self, controller, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("AcwCommandsPanel")
        self.controller = controller
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 4, 6, 4)
        self.heading = QLabel()
        self.heading.setObjectName("AcwBound")
        self.heading.setWordWrap(True)
        lay.addWidget(self.heading)
        self.armies: dict[Side, QLabel] = {}
        for side in (Side.UNION, Side.CONFEDERATE):
            label = QLabel()
            label.setObjectName(f"AcwArmy-{side.value}")
            label.setTextFormat(Qt.TextFormat.RichText)
            label.setWordWrap(True)
            label.linkActivated.connect(self._command_clicked)
            lay.addWidget(label)
            self.armies[side] = label
        lay.addStretch(1)
        controller.changed.connect(self.refresh)
        self.refresh()

    def _command_clicked(self, command: str) -> None:
        g = self.controller.game
        self.show_places.emit([e.id for e in g.state.elements.values() if e.command == command])

    def refresh(self) -> None:
        g = self.controller.game
        st = g.state
        self.heading.setText(
            _t("AcwWindow", "Bound {n}, {side} active").format(n=st.bound, side=shown(st.active.title))
            if st.bound
            else _t("AcwWindow", "Before the first bound")
        )
        for side, label in self.armies.items():
            label.setText(self.army_text(side))

    def army_text(self, side: Side) -> str:
        """The army's lines, as rich text (each command's id a link that marks its elements)."""
        g = self.controller.game
        st = g.state
        lines = [f"<b>{shown(side.title)}</b>"]
        size = lost = demoralised = 0
        for c in st.side_commands(side):
            size += c.size
            lost += c.lost
            pips = st.pips.get(c.id) if st.active is side and st.bound else None
            pip_words = (
                ""
                if pips is None
                else _t("AcwWindow", ", 1 PIP left")
                if pips == 1
                else _t("AcwWindow", ", {n} PIPs left").format(n=pips)
            )
            state = ""
            if c.demoralised:
                demoralised += 1
                state = _t("AcwWindow", ", <b>demoralised</b> (BB-WIN-1)")
            if c.commander_lost or not any(e.id == c.commander for e in st.elements.values()):
                state += _t("AcwWindow", ", commander lost (BB-CMD-8)")
            left = sum(1 for e in st.elements.values() if e.command == c.id and e.kind not in (Kind.COMMAND, Kind.CAMP))
            lines.append(
                _t(
                    "AcwWindow", '<a href="{id}">{id}</a>: lost {lost} of {size}, demoralised at {at}{pips}{state}'
                ).format(id=c.id, lost=c.lost, size=c.size, at=demoralised_at(c.size), pips=pip_words, state=state)
                + (_t("AcwWindow", " ({left} on the table)").format(left=left) if left != c.size - c.lost else "")
            )
        sacked = side in st.sacked
        counted = lost + (SACKED_CAMP if sacked else 0)
        camp = _t("AcwWindow", ", the camp sacked (counts 2, BB-CAMP-5)") if sacked else ""
        lines.append(
            _t(
                "AcwWindow",
                "Army: {lost} lost{camp}; it breaks at {at} lost or 2 commands demoralised ({d} now) (BB-WIN-5)",
            ).format(lost=counted, camp=camp, at=broken_at(size), d=demoralised)
        )
        return "<br>".join(lines)


def battle_dock(controller) -> tuple[str, QWidget]:
    """The Battle dock's title and panel (ui/window_game.py)."""
    return _t("AcwWindow", "Commands"), CommandsPanel(controller)

"""Norden & Süden's panels in the window's Battle dock, one column: the
battle under way when there is one (battle_panel.py), the turn track
(turn_track.py), the armies and pools (pools.py). They show the
controller's view after every action (its ``changed`` signal); a click on
a counter of the battle is a click on that unit (the controller's
``click_unit``), and the counters the decision can click glow."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QVBoxLayout, QWidget

from .battle_panel import NSBattlePanel
from .pools import PoolsPanel
from .turn_track import TurnTrackPanel

#: Qt's translate, by a name tools/translations.py tells pyside6-lupdate
_t = QCoreApplication.translate


class NSSidePanels(QWidget):
    """The turn track, the battle and the pools (see the module)."""

    def __init__(self, controller, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("NSSidePanels")
        self.controller = controller
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(0)
        self.turn_track = TurnTrackPanel()
        self.battle = NSBattlePanel(lambda box: self.controller.game.box_name(box))
        self.pools = PoolsPanel()
        self.pools.set_promotion_limits(getattr(controller.game.scenario, "promotion_limits", {}))
        for panel in (self.battle, self.turn_track, self.pools):  # a battle under way first: it is the decision
            lay.addWidget(panel)
        lay.addStretch(1)
        self.battle.unit_clicked.connect(self.click_unit)
        controller.changed.connect(self.refresh)
        self.refresh()

    def _fit(self) -> None:
        """Room for everything at this width: wrapped lines (longer in German
        and Italian) and wrapped rows of counters need more height the
        narrower the dock, which a scroll area's resizable widget is not
        told by its minimum size alone; without this they were squeezed
        over each other instead of scrolling."""
        lay = self.layout()
        for panel in (self.battle, self.turn_track, self.pools):
            if panel.layout() is not None:
                panel.layout().invalidate()
        lay.invalidate()
        need = lay.heightForWidth(self.width()) if lay.hasHeightForWidth() else lay.minimumSize().height()
        self.setMinimumHeight(max(need, lay.minimumSize().height()))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit()

    def event(self, event) -> bool:
        """After the panels' contents changed (a battle shown, lines wrapped
        anew) Qt asks for a new layout: fit to it then, when the children's
        sizes are known."""
        done = super().event(event)
        if event.type() == QEvent.LayoutRequest:
            self._fit()
        return done

    def refresh(self) -> None:
        c = self.controller
        view = c.view()
        self.turn_track.show_view(view)
        self.pools.show_view(view)
        self.battle.setVisible(view.get("battle") is not None)
        self.battle.set_clickable(self.clickable())
        self.battle.show_view(view)
        self._fit()

    def clickable(self) -> set[str]:
        """The battle's counters a click means something on now: the unit
        chosen and its targets, or every unit with a choice of its own and
        every enemy the next firer may fire at (a click on one fires at it)."""
        c = self.controller
        cs = c.choices()
        chosen = c.selected
        if chosen is not None:
            return {chosen} | {e for e in (getattr(x, "enemy", None) for x in cs if x.unit == chosen) if e}
        units = {x.unit for x in cs if x.unit}
        return units | {e for e in (getattr(x, "enemy", None) for x in cs) if e}

    def click_unit(self, uid: str) -> None:
        """A click on a battle counter: that very unit (the map's counter
        stands for identical units, the panel's for one): an enemy the next
        firer (or the unit chosen) may fire at as its target (NS-FIRE-1),
        else the unit's own choice, as a click on the map."""
        self.controller.click_one(uid)


def battle_dock(controller) -> tuple[str, QWidget]:
    """The Battle dock's title and panel for a game of Norden & Süden (ui/game_kinds.py)."""
    return _t("NsWindow", "Turn, battle and armies"), NSSidePanels(controller)

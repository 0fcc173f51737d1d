"""The area editor's docks: Properties and the Undo history (tabbed), the
Rules' view on the right, Validation below, each wired to the window's parts."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QUndoView

from gettysburg_desktop.editing.validation_panel import ValidationPanel

from .model import AREA
from .properties_panel import PropertiesPanel
from .rules_panel import RulesPanel

# the texts keep the context of the window they were first translated in (Qt's translate)
_t = QCoreApplication.translate


def build_area_docks(window) -> None:
    """The docks of the area editor ``window`` (editor.window.EditorWindow).
    Sets on it ``properties``, ``rules_panel``, ``validation``, ``undo_view``
    and their docks ``properties_dock``, ``rules_dock``, ``undo_dock``,
    ``validation_dock``."""
    problems, follower = window.problems, window.follower
    window.properties = PropertiesPanel(window.doc, window.canvas)
    window.properties.tab_in_name = lambda event: window.tool is not None and window.tool.key(event)
    window.properties.background_wanted.connect(window.edit_background)
    window.rules_panel = RulesPanel()
    window.rules_panel.area_chosen.connect(lambda a: (window.select((AREA, a)), problems.center_on_area(a)))
    # the rules of the map as it is now: after an undo the last ones may name an area gone (KeyError)
    window.rules_panel.options_changed.connect(follower.update_rules)
    window.validation = ValidationPanel(problems.item_name, lambda: {a.id: a.name for a in window.emap.areas.values()})
    window.validation.problem_chosen.connect(problems.zoom_to_problem)
    window.validation.fixable = problems.fix_text
    window.validation.fix_chosen.connect(problems.fix_problem)
    window.undo_view = QUndoView(window.undo_stack)
    window.undo_view.setObjectName("UndoHistory")
    window.undo_view.setEmptyLabel(_t("EditorWindow", "<the map as opened>"))
    dock = window._dock  # noqa: SLF001 - the shared frame's docks
    right, bottom = Qt.DockWidgetArea.RightDockWidgetArea, Qt.DockWidgetArea.BottomDockWidgetArea
    window.properties_dock = dock(_t("EditorWindow", "Properties"), window.properties, "PropertiesDock", right)
    window.rules_dock = dock(_t("EditorWindow", "Rules' view"), window.rules_panel, "RulesDock", right)
    window.undo_dock = dock(_t("EditorWindow", "Undo history"), window.undo_view, "UndoDock", right)
    window.validation_dock = dock(_t("EditorWindow", "Validation"), window.validation, "ValidationDock", bottom)
    window.tabifyDockWidget(window.properties_dock, window.undo_dock)
    window.properties_dock.raise_()
    window.resizeDocks([window.properties_dock], [420], Qt.Orientation.Horizontal)
    window.resizeDocks([window.validation_dock], [170], Qt.Orientation.Vertical)

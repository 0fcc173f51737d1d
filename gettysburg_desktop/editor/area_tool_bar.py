"""The area editor's tools and tool bar: one checkable button and key per
drawing tool (editor.tools), the two-point calibration of the background
(editor.calibration), then Background..., Snapping and Play-test."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence

from .calibration import CalibrateTool
from .tools import AddAreaTool, EntryBoxTool, FreeEdgeTool, LineTool, MergeTool, RedrawBorderTool, SelectTool, SplitTool

# the texts keep the context of the window they were first translated in (Qt's translate)
_t = QCoreApplication.translate


def build_area_tool_bar(window) -> None:
    """Give the area editor ``window`` (editor.window.EditorWindow) its tools
    and its tool bar. Sets on it ``select_tool``, ``tools`` ((tool, text, key)
    each), ``calibrate_tool``, ``background_action`` and ``play_action``,
    besides the tool bar's own (editing.window_base: ``tool_bar``,
    ``tool_group``, ``tool_actions``)."""
    doc, canvas = window.doc, window.canvas
    window.select_tool = SelectTool(doc, canvas)
    window.tools = [
        (window.select_tool, _t("EditorWindow", "Select / edit vertices"), "V"),
        (AddAreaTool(doc, canvas), _t("EditorWindow", "Add area"), "A"),
        (FreeEdgeTool(doc, canvas), _t("EditorWindow", "Draw free edge"), "F"),
        (SplitTool(doc, canvas), _t("EditorWindow", "Split area"), "X"),
        (MergeTool(doc, canvas), _t("EditorWindow", "Merge areas"), "M"),
        (RedrawBorderTool(doc, canvas), _t("EditorWindow", "Redraw border"), "D"),
        (EntryBoxTool(doc, canvas), _t("EditorWindow", "Add entry box"), "E"),
        (LineTool(doc, canvas, "road"), _t("EditorWindow", "Road"), "R"),
        (LineTool(doc, canvas, "railroad"), _t("EditorWindow", "Railroad"), "L"),
        (LineTool(doc, canvas, "river"), _t("EditorWindow", "River"), "I"),
        (LineTool(doc, canvas, "woods"), _t("EditorWindow", "Woods"), "W"),
        (LineTool(doc, canvas, "building"), _t("EditorWindow", "Building"), "B"),
    ]
    window._build_tool_bar()  # noqa: SLF001 - the shared frame's buttons for window.tools
    _add_calibration(window)
    window.tool_bar.addSeparator()
    window.background_action = QAction(_t("EditorWindow", "Background..."), window)
    window.background_action.triggered.connect(lambda: window.edit_background())
    window.tool_bar.addAction(window.background_action)
    window.tool_bar.addAction(window.options.snap_action)
    window.tool_bar.addSeparator()
    window.play_action = QAction(_t("EditorWindow", "Play-test"), window)
    window.play_action.setShortcut(QKeySequence("F5"))
    window.play_action.setToolTip(_t("EditorWindow", "Start a game on this map (F5)"))
    window.play_action.triggered.connect(lambda: window.play_test())
    window.tool_bar.addAction(window.play_action)


def _add_calibration(window) -> None:
    """The calibration tool: in the tools' group (Tools menu), not on the tool bar."""
    window.calibrate_tool = tool = CalibrateTool(window.doc, window.canvas)
    tool.status.connect(window._show_status)  # noqa: SLF001 - the status bar's report
    tool.finished.connect(lambda: window.set_tool(window.select_tool))
    action = QAction(_t("EditorWindow", "Calibrate the background by two points"), window)
    action.setCheckable(True)
    action.setObjectName("tool-calibrate")
    action.setToolTip(
        _t(
            "EditorWindow",
            "Click two points of the scan and type their map coordinates: "
            "the scan is scaled, turned and moved to match",
        )
    )
    action.triggered.connect(lambda _c=False: window.calibrate_background())
    window.tool_group.addAction(action)
    window.tool_actions[tool.name] = action

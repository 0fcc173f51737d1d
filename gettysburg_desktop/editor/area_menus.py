"""The area editor's menus: File (new, open, recent, save, play-test), Edit
(undo, delete, merge, names' places, map-wide edits), View (zoom, the way
the areas are drawn, snapping, the docks) and Tools (the tools' entries)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence

from gettysburg_desktop.display.translate import shown
from gettysburg_desktop.editing.editor_kinds import TABLE, editor_kinds, games_of

# the texts keep the context of the window they were first translated in (Qt's translate)
_t = QCoreApplication.translate


def build_area_menus(window) -> None:
    """The menu bar of the area editor ``window`` (editor.window.EditorWindow),
    its tool bar and docks built. Sets on it ``recent_menu``,
    ``merge_selected_action``, ``place_name_action`` and ``place_crowded_action``."""
    _file_menu(window)
    _edit_menu(window)
    _view_menu(window)
    _tools_menu(window)


def _file_menu(window) -> None:
    add, files = window._action, window.files  # noqa: SLF001 - the shared frame's menu entry
    file = window.menuBar().addMenu(_t("EditorWindow", "&File"))
    add(file, _t("EditorWindow", "&New blank map"), lambda: files.new_map(), QKeySequence.StandardKey.New)
    add(file, _t("EditorWindow", "New from the &1863 map"), lambda: window.new_from_1863())
    add(file, _t("EditorWindow", "New &box map (Norden && Süden)"), lambda: files.open_box_map())
    if TABLE in editor_kinds():  # a game is played on the free table: its table editor (each game's)
        for game, title in games_of(TABLE) or (("", ""),):
            add(
                file,
                _t("EditorWindow", "New &table for {game}").format(game=shown(title))
                if title
                else _t("EditorWindow", "New &table (miniatures on a free table)"),
                lambda game=game: files.open_elsewhere(None, TABLE, **({"game": game} if game else {})),
            )
    add(file, _t("EditorWindow", "&Open map..."), lambda: window.open_map(), QKeySequence.StandardKey.Open)
    window.recent_menu = file.addMenu(_t("EditorWindow", "Open &recent"))
    window.recent_menu.setObjectName("RecentMaps")
    window.recent_menu.aboutToShow.connect(window._fill_recent)  # noqa: SLF001 - the shared frame's list
    window._fill_recent()  # noqa: SLF001
    add(file, _t("EditorWindow", "&Save"), lambda: window.save(), QKeySequence.StandardKey.Save)
    add(file, _t("EditorWindow", "Save &as..."), lambda: window.save_as(), QKeySequence("Ctrl+Shift+S"))
    file.addSeparator()
    file.addAction(window.play_action)
    add(file, _t("EditorWindow", "&Balance report..."), lambda: window.balance_report())
    file.addSeparator()
    add(file, _t("EditorWindow", "&Close the editor"), window.close, QKeySequence.StandardKey.Close)


def _edit_menu(window) -> None:
    add = window._action  # noqa: SLF001 - the shared frame's menu entry
    edit = window.menuBar().addMenu(_t("EditorWindow", "&Edit"))
    window._add_undo_redo(edit)  # noqa: SLF001
    edit.addSeparator()
    add(edit, _t("EditorWindow", "&Delete the selection (Del)"), lambda: _delete_selection(window))
    window.merge_selected_action = add(
        edit, _t("EditorWindow", "&Merge the selected areas"), lambda: window.multi.merge(), QKeySequence("Ctrl+M")
    )
    window.merge_selected_action.setToolTip(
        _t(
            "EditorWindow",
            "Join the areas selected with Shift+click or a rubber band into the first one picked (Ctrl+M)",
        )
    )
    edit.addSeparator()
    window.place_name_action = add(
        edit,
        _t("EditorWindow", "Place &name where the pieces have room"),
        lambda: window.place_names(),
        QKeySequence("N"),
    )
    window.place_name_action.setToolTip(
        _t(
            "EditorWindow",
            "Put the selected area's name where all of it lies inside the area "
            "and a full stack of pieces has room clear of it (N)",
        )
    )
    window.place_crowded_action = add(
        edit, _t("EditorWindow", "Place every &crowded name"), lambda: window.problems.place_crowded_names()
    )
    edit.addSeparator()
    add(edit, _t("EditorWindow", "&Move or scale everything..."), lambda: window.map_edits.transform_everything())
    add(edit, _t("EditorWindow", "Map &properties (select nothing)"), lambda: window.select(None))


def _delete_selection(window) -> None:
    """Edit > Delete the selection: what the Del key does to the selection tool."""
    window.select_tool.key(QKeyEvent(QKeyEvent.Type.KeyPress, Qt.Key.Key_Delete, Qt.KeyboardModifier.NoModifier))


def _view_menu(window) -> None:
    view = window.menuBar().addMenu(_t("EditorWindow", "&View"))
    window._add_zoom(view)  # noqa: SLF001 - the shared frame's entries
    view.addSeparator()
    window.options.add_to_view_menu(view)
    view.addSeparator()
    for dock in (window.properties_dock, window.rules_dock, window.validation_dock, window.undo_dock):
        view.addAction(dock.toggleViewAction())


def _tools_menu(window) -> None:
    tools = window.menuBar().addMenu(_t("EditorWindow", "&Tools"))
    for tool, _text, _key in window.tools:
        tools.addAction(window.tool_actions[tool.name])
    tools.addSeparator()
    tools.addAction(window.background_action)
    tools.addAction(window.tool_actions[window.calibrate_tool.name])

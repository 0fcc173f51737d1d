"""How the area editor draws its areas and snaps: View > Areas drawn (filled,
translucent, outlines only; T for the next), Snapping (S) and its distance.
Kept in the settings, the snapping shown in the status bar."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QLabel

from gettysburg_desktop.display.settings_values import one_of

from .model import SnapSettings
from .scene import AREA_STYLES

# the texts keep the context of the window they were first translated in (Qt's translate)
_t = QCoreApplication.translate

SNAP_PIXELS = (5, 10, 15, 20)


class ViewOptions:
    """The way of drawing the areas and the snapping of one area editor
    window (editor.window.EditorWindow), with their actions."""

    def __init__(self, window, snap_label: QLabel) -> None:
        self._window = window
        self._snap_label = snap_label
        settings = window.settings
        style = str(settings.value("editor/area_style", "filled"))
        self.area_style = style if style in AREA_STYLES else "filled"
        self.snap_settings = SnapSettings(
            enabled=bool(settings.value("editor/snap", True, type=bool)),
            pixels=one_of(settings.value("editor/snap_pixels", 10), SNAP_PIXELS, 10),
        )
        self.style_actions: dict[str, QAction] = {}
        self.snap_action = QAction(_t("EditorWindow", "Snapping"), window)
        self.snap_action.setCheckable(True)
        self.snap_action.setChecked(self.snap_settings.enabled)
        self.snap_action.setShortcut(QKeySequence("S"))
        self.snap_action.setToolTip(_t("EditorWindow", "Snap to the neighbours' vertices and borders (S)"))
        self.snap_action.toggled.connect(self.set_snapping)

    def add_to_view_menu(self, view) -> None:
        """View > Areas drawn, Areas: next way of drawing them (T), Snapping (S), Snapping distance."""
        window = self._window
        areas = view.addMenu(_t("EditorWindow", "&Areas drawn"))
        self.style_group = QActionGroup(window)
        texts = (
            _t("EditorWindow", "&Filled"),
            _t("EditorWindow", "&Translucent (the background shows through)"),
            _t("EditorWindow", "&Outlines only"),
        )
        for style, text in zip(AREA_STYLES, texts, strict=True):
            action = QAction(text, window)
            action.setCheckable(True)
            action.setChecked(style == self.area_style)
            action.setObjectName(f"area-style-{style}")
            action.triggered.connect(lambda _c=False, st=style: window.set_area_style(st))
            self.style_group.addAction(action)
            areas.addAction(action)
            self.style_actions[style] = action
        self.style_toggle = window._action(  # noqa: SLF001 - the shared frame's menu entry
            view,
            _t("EditorWindow", "Areas: &next way of drawing them"),
            lambda: self.next_area_style(),
            QKeySequence("T"),
        )
        self.style_toggle.setToolTip(
            _t(
                "EditorWindow",
                "Filled, translucent, outlines only (T): trace the scan's roads "
                "and streams over the areas already drawn",
            )
        )
        view.addSeparator()
        view.addAction(self.snap_action)
        tolerance = view.addMenu(_t("EditorWindow", "Snapping &distance"))
        self.snap_group = QActionGroup(window)
        for px in SNAP_PIXELS:
            action = QAction(_t("EditorWindow", "{n} pixels").format(n=px), window)
            action.setCheckable(True)
            action.setChecked(px == self.snap_settings.pixels)
            action.triggered.connect(lambda _c=False, px=px: self.set_snap_pixels(px))
            self.snap_group.addAction(action)
            tolerance.addAction(action)

    # --- the areas drawn
    def set_area_style(self, style: str) -> None:
        """Draw the areas filled, translucent or as outlines only (View > Areas drawn, T)."""
        window = self._window
        self.area_style = style
        window.scene.set_area_style(style)
        self.style_actions[style].setChecked(True)
        window.settings.setValue("editor/area_style", style)
        words = {
            "filled": _t("EditorWindow", "Areas filled"),
            "translucent": _t("EditorWindow", "Areas translucent: the background shows through"),
            "outline": _t("EditorWindow", "Areas as outlines only: trace the background's roads and streams"),
        }
        window.hint(words[style])

    def next_area_style(self) -> None:
        self._window.set_area_style(AREA_STYLES[(AREA_STYLES.index(self.area_style) + 1) % len(AREA_STYLES)])

    # --- snapping
    def set_snapping(self, on: bool) -> None:
        self.snap_settings.enabled = on
        self._window.settings.setValue("editor/snap", on)
        if self.snap_action.isChecked() != on:
            self.snap_action.setChecked(on)
        self.show_snapping()

    def set_snap_pixels(self, px: float) -> None:
        self.snap_settings.pixels = px
        self._window.settings.setValue("editor/snap_pixels", px)
        self.show_snapping()

    def show_snapping(self) -> None:
        """The status bar's word on the snapping."""
        s = self.snap_settings
        on = _t("EditorWindow", "snap on ({px:g} px)").format(px=s.pixels)
        self._snap_label.setText(on if s.enabled else _t("EditorWindow", "snap off"))

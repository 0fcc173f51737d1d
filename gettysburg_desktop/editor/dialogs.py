"""The editor's dialogs: the tracing background (image, opacity, and the
calibration that lays it on the board: where its top-left corner goes and
how many board units one image pixel is), moving or scaling everything,
and the terrain areas of different terrains take when merged."""

from __future__ import annotations

import os

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QImageReader
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSlider,
    QWidget,
)

from gettysburg_desktop.boards.areas.qt.terrain_words import terrain_name
from gettysburg_desktop.boards.areas.shapes import Background

from .model import merged_terrains

#: Qt's translate, by a name tools/translations.py tells pyside6-lupdate
_t = QCoreApplication.translate


def _spin(low: float, high: float, decimals: int, value: float) -> QDoubleSpinBox:
    spin = QDoubleSpinBox()
    spin.setRange(low, high)
    spin.setDecimals(decimals)
    spin.setValue(value)
    return spin


class BackgroundDialog(QDialog):
    """Choose and calibrate the background; ``preview(background)`` is called
    on every change so the author sees it on the board at once."""

    def __init__(self, parent, background: Background | None, board, folder: str, preview) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Background image"))
        self.board, self.folder, self.preview = board, folder, preview
        bg = background or Background("", 0.5)
        form = QFormLayout(self)
        self.image = QLineEdit(bg.image)
        browse = QPushButton(self.tr("Choose..."))
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.image, 1)
        row.addWidget(browse)
        holder = QWidget()
        holder.setLayout(row)
        self.opacity = QSlider(Qt.Orientation.Horizontal)
        self.opacity.setRange(0, 100)
        self.opacity.setValue(round(bg.opacity * 100))
        self.offset_x = _spin(-1e6, 1e6, 1, bg.offset[0])
        self.offset_y = _spin(-1e6, 1e6, 1, bg.offset[1])
        self.scale = _spin(0.0001, 1000, 4, bg.scale)
        self.rotation = _spin(-360, 360, 2, bg.rotation)
        self.rotation.setObjectName("BackgroundRotation")
        self.rotation.setSuffix("\u00b0")
        fit = QPushButton(self.tr("Fit the image to the board"))
        calibrate = QPushButton(self.tr("Calibrate by two points..."))
        calibrate.setObjectName("CalibrateBackground")
        calibrate.setToolTip(
            self.tr(
                "Click two points on the scan and type their map coordinates: "
                "the scan is scaled, turned and moved to match"
            )
        )
        form.addRow(self.tr("Image"), holder)
        form.addRow(self.tr("Opacity"), self.opacity)
        form.addRow(self.tr("Top-left corner at x"), self.offset_x)
        form.addRow(self.tr("Top-left corner at y"), self.offset_y)
        form.addRow(self.tr("Board units per image pixel"), self.scale)
        form.addRow(self.tr("Turned clockwise by"), self.rotation)
        row2 = QHBoxLayout()
        row2.addWidget(fit)
        row2.addWidget(calibrate)
        form.addRow(row2)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.remove = buttons.addButton(self.tr("No background"), QDialogButtonBox.ButtonRole.DestructiveRole)
        form.addRow(buttons)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.remove.clicked.connect(self._remove)
        self.removed = False
        browse.clicked.connect(self._browse)
        fit.clicked.connect(self.fit)
        self.calibrate_requested = False
        calibrate.clicked.connect(self._calibrate)
        self.image.editingFinished.connect(self._changed)
        self.opacity.valueChanged.connect(self._changed)
        for spin in (self.offset_x, self.offset_y, self.scale, self.rotation):
            spin.valueChanged.connect(self._changed)

    def _browse(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Background image"),
            self.folder,
            self.tr("Images (*.png *.jpg *.jpeg *.bmp *.gif *.tif *.tiff)"),
        )
        if path:
            self.set_image(path)

    def set_image(self, path: str, fit: bool = True) -> None:
        """Take the image at ``path`` (the map file gets it relative to its own
        folder when saved: EditableMap.document_for)."""
        self.image.setText(path)
        if fit:
            self.fit()
        self._changed()

    def _absolute(self) -> str:
        path = self.image.text().strip()
        return path if os.path.isabs(path) or not self.folder else os.path.normpath(os.path.join(self.folder, path))

    def fit(self) -> None:
        size = QImageReader(self._absolute()).size()
        if size.width() > 0 and size.height() > 0:
            self.scale.setValue(min(self.board.width / size.width(), self.board.height / size.height()))
            self.offset_x.setValue(0)
            self.offset_y.setValue(0)
            self.rotation.setValue(0)

    def background(self) -> Background | None:
        if self.removed or not self.image.text().strip():
            return None
        return Background(
            self._absolute(),
            self.opacity.value() / 100,
            (self.offset_x.value(), self.offset_y.value()),
            self.scale.value(),
            self.rotation.value(),
        )

    def _calibrate(self) -> None:
        """Close with the background as set, and let the author click the two points on the board."""
        if self.background() is None:
            return
        self.calibrate_requested = True
        self.accept()

    def _changed(self) -> None:
        self.preview(self.background())

    def _remove(self) -> None:
        self.removed = True
        self.accept()


class TransformDialog(QDialog):
    """Move and scale everything on the map (to fit it to a new background or board)."""

    def __init__(self, parent, board) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Move or scale everything"))
        form = QFormLayout(self)
        self.dx = _spin(-1e6, 1e6, 2, 0)
        self.dy = _spin(-1e6, 1e6, 2, 0)
        self.scale = _spin(0.001, 1000, 4, 1)
        self.ox = _spin(-1e6, 1e6, 2, 0)
        self.oy = _spin(-1e6, 1e6, 2, 0)
        form.addRow(self.tr("Scale by"), self.scale)
        form.addRow(self.tr("about x"), self.ox)
        form.addRow(self.tr("about y"), self.oy)
        form.addRow(self.tr("then move right by"), self.dx)
        form.addRow(self.tr("and down by"), self.dy)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        form.addRow(buttons)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)

    def values(self) -> dict:
        return {
            "dx": self.dx.value(),
            "dy": self.dy.value(),
            "scale": self.scale.value(),
            "origin": (self.ox.value(), self.oy.value()),
        }


def ask_merged_terrain(parent, areas: list[tuple[str, str]]) -> str | None:
    """Areas of different terrains are merged: which terrain does the merged
    area have? ``areas``: (terrain, the name of an area of it), the kept
    area's first. The terrain chosen, or None (the merge is not made)."""
    box = QMessageBox(parent)
    box.setObjectName("MergedTerrain")
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(_t("EditorDialogs", "Merge areas of different terrains"))
    box.setText(
        _t("EditorDialogs", "The areas have different terrains: which does the merged area keep?")
        + "\n\n"
        + "\n".join(
            _t("EditorDialogs", "{name}: {terrain}").format(name=name, terrain=terrain_name(t)) for t, name in areas
        )
    )
    buttons: dict[QPushButton, str] = {}
    for terrain, name in areas:
        button = box.addButton(
            _t("EditorDialogs", "{terrain} (as {name})").format(terrain=terrain_name(terrain), name=name),
            QMessageBox.ButtonRole.AcceptRole,
        )
        buttons[button] = terrain
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(next(iter(buttons)))
    box.exec()
    clicked = box.clickedButton()
    return buttons.get(clicked) if isinstance(clicked, QPushButton) else None


def merged_terrain(emap, area_ids: list[str], parent) -> str | None:
    """The terrain areas merged into the first take: theirs when they agree,
    else the author's choice, asked over ``parent()`` (None: none chosen, no
    merge). Their stars are kept whatever the terrain (model.merge_areas)."""
    terrains = merged_terrains(emap, area_ids)
    if len(terrains) == 1:
        return terrains[0]
    named: dict[str, str] = {}
    for area_id in area_ids:
        named.setdefault(emap.area(area_id).terrain, emap.area(area_id).name)
    return ask_merged_terrain(parent(), [(t, named[t]) for t in terrains])

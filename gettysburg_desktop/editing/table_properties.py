"""The table editor's Properties dock: the selected feature (its id, name,
kind, a line's width, its size), the selected objective (its id, what it
is worth by the game's rules, or its points) or, with nothing selected,
the table itself (name, id, size, sector grid, deployment zones). A field
takes its value on Enter or when it loses the focus, as one undoable edit."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QDoubleSpinBox, QLabel, QLineEdit, QSpinBox

from gettysburg_desktop.boards.table.editable import FEATURE, OBJECTIVE
from gettysburg_desktop.display.translate import shown

from .model.table_edits import set_feature, set_objective, set_table, set_zones
from .properties import PagedProperties
from .table_document import TableEditorDocument
from .table_tools import path_length

_t = QCoreApplication.translate


def _spin(low: float, high: float, step: float, decimals: int = 2) -> QDoubleSpinBox:
    box = QDoubleSpinBox()
    box.setRange(low, high)
    box.setSingleStep(step)
    box.setDecimals(decimals)
    box.setKeyboardTracking(False)
    return box


class TablePropertiesPanel(PagedProperties):
    def __init__(self, doc: TableEditorDocument) -> None:
        super().__init__()
        self.doc = doc
        game = doc.game
        # the table
        form = self._page()
        self.table_name = QLineEdit()
        self.table_name.setObjectName("TableName")
        self.table_id = QLineEdit()
        self.table_width = _spin(1, 5000, 1)  # a table in millimetres is 1200 wide (BB-FIELD-1)
        self.table_width.setObjectName("TableWidth")
        self.table_depth = _spin(1, 5000, 1)
        self.table_depth.setObjectName("TableDepth")
        self.sector = _spin(0, 100, 1)
        self.sector.setObjectName("SectorSize")
        self.sector.setSpecialValueText(_t("TableEditorWindow", "no grid"))
        self.zone_depth = _spin(0, 1000, 1)
        self.zone_depth.setObjectName("ZoneDepth")
        self.zone_depth.setSpecialValueText(_t("TableEditorWindow", "no zones"))
        self.table_facts = QLabel()
        self.table_facts.setWordWrap(True)
        self.table_facts.setObjectName("TableFacts")
        form.addRow(_t("TableEditorWindow", "Name"), self.table_name)
        form.addRow(_t("TableEditorWindow", "Id"), self.table_id)
        form.addRow(_t("TableEditorWindow", "Width"), self.table_width)
        form.addRow(_t("TableEditorWindow", "Depth"), self.table_depth)
        form.addRow(_t("TableEditorWindow", "Sector side"), self.sector)
        form.addRow(_t("TableEditorWindow", "Deployment zones' depth"), self.zone_depth)
        form.addRow(self.table_facts)
        self.table_name.editingFinished.connect(lambda: self._table(name=self.table_name.text().strip()))
        self.table_id.editingFinished.connect(lambda: self._table(id=self.table_id.text().strip()))
        self.table_width.editingFinished.connect(lambda: self._table(width=self.table_width.value()))
        self.table_depth.editingFinished.connect(lambda: self._table(depth=self.table_depth.value()))
        self.sector.editingFinished.connect(lambda: self._table(sector=self.sector.value()))
        self.zone_depth.editingFinished.connect(self._zones)
        # a feature
        form = self._page()
        self.feature_id = QLineEdit()
        self.feature_id.setObjectName("FeatureId")
        self.feature_name = QLineEdit()
        self.feature_name.setObjectName("FeatureName")
        self.kind = QComboBox()
        self.kind.setObjectName("FeatureKind")
        for k in game.kinds:
            self.kind.addItem(shown(k.name), k.kind)
        self.feature_width = _spin(0.05, 50, 0.25)
        self.feature_width.setObjectName("FeatureWidth")
        self.width_label = QLabel(_t("TableEditorWindow", "Width"))
        self.feature_facts = QLabel()
        self.feature_facts.setWordWrap(True)
        self.feature_facts.setObjectName("FeatureFacts")
        form.addRow(_t("TableEditorWindow", "Id"), self.feature_id)
        form.addRow(_t("TableEditorWindow", "Name"), self.feature_name)
        form.addRow(_t("TableEditorWindow", "Kind"), self.kind)
        form.addRow(self.width_label, self.feature_width)
        form.addRow(self.feature_facts)
        self.feature_id.editingFinished.connect(lambda: self._feature(new_id=self.feature_id.text().strip()))
        self.feature_name.editingFinished.connect(lambda: self._feature(name=self.feature_name.text()))
        self.kind.activated.connect(lambda _i: self._feature(kind=self.kind.currentData()))
        self.feature_width.editingFinished.connect(lambda: self._feature(width=self.feature_width.value()))
        # an objective
        form = self._page()
        self.objective_id = QLineEdit()
        self.objective_id.setObjectName("ObjectiveId")
        self.objective_name = QLineEdit()
        self.objective_name.setObjectName("ObjectiveName")
        self.points = QSpinBox()
        self.points.setRange(0, 99)
        self.points.setKeyboardTracking(False)
        self.points.setObjectName("ObjectivePoints")
        self.worth = QLabel()
        self.worth.setWordWrap(True)
        self.worth.setObjectName("ObjectiveWorth")
        form.addRow(_t("TableEditorWindow", "Id"), self.objective_id)
        form.addRow(_t("TableEditorWindow", "Name"), self.objective_name)
        if game.objective_points:
            form.addRow(_t("TableEditorWindow", "Points"), self.points)
        else:
            self.points.hide()
        form.addRow(self.worth)
        self.objective_id.editingFinished.connect(lambda: self._objective(new_id=self.objective_id.text().strip()))
        self.points.editingFinished.connect(lambda: self._objective(points=self.points.value()))
        self.objective_name.editingFinished.connect(lambda: self._objective(name=self.objective_name.text()))

    # --- showing
    def refresh(self) -> None:
        if self._filling:
            return
        self._filling = True
        try:
            self._fill()
        finally:
            self._filling = False

    def _fill(self) -> None:
        et = self.doc.table
        if et is None:
            return
        key = self.key
        if key is not None and key[0] == FEATURE and key[1] in et.features:
            f = et.features[key[1]]
            kind = self.doc.game.by_kind.get(f.kind)
            self.stack.setCurrentIndex(1)
            self.title.setText(f"{f.name or f.id} \u2014 {shown(kind.name) if kind else f.kind}")
            self.feature_id.setText(f.id)
            self.feature_name.setText(f.name)
            index = self.kind.findData(f.kind)
            if index < 0:  # a kind the game does not know: shown as it is (Validation says why)
                self.kind.addItem(f.kind, f.kind)
                index = self.kind.count() - 1
            self.kind.setCurrentIndex(index)
            self.feature_width.setVisible(bool(f.line))
            self.width_label.setVisible(bool(f.line))
            if f.line:
                self.feature_width.setValue(f.width)
                size = _t("TableEditorWindow", "{n} points, {length:.1f} {unit} long").format(
                    n=len(f.line), length=path_length(f.line), unit=et.attributes.unit
                )
            else:
                size = _t("TableEditorWindow", "{n} corners, {area:.1f} square {unit}").format(
                    n=len(f.outline), area=f.area.area, unit=et.attributes.unit
                )
            rule = f" ({kind.rule})" if kind and kind.rule else ""
            self.feature_facts.setText(size + rule)
        elif key is not None and key[0] == OBJECTIVE and key[1] in et.objectives:
            o = et.objectives[key[1]]
            self.stack.setCurrentIndex(2)
            self.title.setText(_t("TableEditorWindow", "Objective {id}").format(id=o.called))
            self.objective_id.setText(o.id)
            self.objective_name.setText(o.name)
            self.points.setValue(o.points)
            worth = self.doc.game.worth(et.to_table(), o)
            where = _t("TableEditorWindow", "at {x:g}, {y:g}").format(x=o.at[0], y=o.at[1])
            self.worth.setText(f"{where}\n{worth}" if worth else where)
        else:
            a = et.attributes
            table = et.to_table()
            self.stack.setCurrentIndex(0)
            self.title.setText(_t("TableEditorWindow", "The table: {name}").format(name=a.name))
            self.table_name.setText(a.name)
            self.table_id.setText(a.id)
            self.table_width.setValue(a.width)
            self.table_depth.setValue(a.depth)
            self.sector.setValue(a.sector)
            self.zone_depth.setValue(self.doc.game.zone_depth(table))
            grid = (
                _t("TableEditorWindow", "{rows} rows x {columns} columns of sectors").format(
                    rows=table.rows, columns=table.columns
                )
                if a.sector
                else _t("TableEditorWindow", "no sector grid")
            )
            self.table_facts.setText(
                _t("TableEditorWindow", "{w:g} x {d:g} {unit}; {grid}; {f} features, {o} objectives").format(
                    w=a.width, d=a.depth, unit=a.unit, grid=grid, f=len(et.features), o=len(et.objectives)
                )
            )

    # --- taking what was typed
    def _table(self, **fields) -> None:
        if self._filling or self.doc.table is None:
            return
        et = self.doc.table
        a = et.attributes
        if all(getattr(a, k) == v for k, v in fields.items()):
            return
        zones = None
        if {"width", "depth"} & set(fields):  # the deployment zones stay along the edges of the new table
            table = et.to_table()
            depth = self.doc.game.zone_depth(table)
            if depth > 0:
                zones = self.doc.game.zones(replace(table, **fields), depth)
        if not self.doc.attempt(set_table, zones, **fields):
            self.refresh()

    def _zones(self) -> None:
        if self._filling or self.doc.table is None:
            return
        table = self.doc.table.to_table()
        depth = self.zone_depth.value()
        if abs(depth - self.doc.game.zone_depth(table)) < 1e-9:
            return
        wanted = self.doc.game.zones(table, depth)
        zones = {name: wanted.get(name) for name in {*table.zones, *wanted}}
        if not self.doc.attempt(set_zones, zones):
            self.refresh()

    def _feature(self, **fields) -> None:
        key = self.key
        if self._filling or key is None or key[0] != FEATURE:
            return
        et = self.doc.table
        f = et.features.get(key[1]) if et is not None else None
        if f is None:
            return
        if all(getattr(f, "id" if k == "new_id" else k) == v for k, v in fields.items()):
            return
        if self.doc.attempt(set_feature, key[1], **fields) and "new_id" in fields:
            self.doc.select((FEATURE, fields["new_id"]))
        self.refresh()

    def _objective(self, **fields) -> None:
        key = self.key
        if self._filling or key is None or key[0] != OBJECTIVE:
            return
        et = self.doc.table
        o = et.objectives.get(key[1]) if et is not None else None
        if o is None:
            return
        if all(getattr(o, "id" if k == "new_id" else k) == v for k, v in fields.items()):
            return
        if self.doc.attempt(set_objective, key[1], **fields) and "new_id" in fields:
            self.doc.select((OBJECTIVE, fields["new_id"]))
        self.refresh()

"""The Rules' view dock: what the rules make of the selected area (its edge
and vertex neighbours, the borders roads cross, its artillery reach by
terrain and line of sight, R-ART-2/3) and a table of every area with its
neighbour counts."""

from __future__ import annotations

import html

from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QScrollArea,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from gettysburg_desktop.boards.areas.qt.terrain_words import terrain_name

_NO_PARENT = QModelIndex()  # the invalid index: a table's rows hang under no parent


class AreasTable(QAbstractTableModel):
    """One row per area: name, id, terrain, stars, neighbours by border, by point, road borders."""

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[tuple] = []
        self.headers = [
            self.tr("Name"),
            self.tr("Id"),
            self.tr("Terrain"),
            self.tr("Stars"),
            self.tr("Borders"),
            self.tr("Points"),
            self.tr("Roads"),
        ]

        self.order = (0, Qt.SortOrder.AscendingOrder)

    def set_rows(self, rows: list[tuple]) -> None:
        self.beginResetModel()
        self.rows = self._sorted(rows)
        self.endResetModel()

    def sort(self, column: int, order=Qt.SortOrder.AscendingOrder) -> None:
        """Sorted in Python (a proxy model asks for every cell's data, slow on 1,000 areas)."""
        self.order = (column, order)
        self.layoutAboutToBeChanged.emit()
        self.rows = self._sorted(self.rows)
        self.layoutChanged.emit()

    def _sorted(self, rows: list[tuple]) -> list[tuple]:
        column, order = self.order
        key = (lambda r: (str(r[column]).lower(), r[1])) if column < 3 else (lambda r: (r[column], r[1]))
        return sorted(rows, key=key, reverse=order == Qt.SortOrder.DescendingOrder)

    def rowCount(self, parent=_NO_PARENT) -> int:
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent=_NO_PARENT) -> int:
        return 0 if parent.isValid() else len(self.headers)

    def data(self, index, role=Qt.DisplayRole):
        if role not in (Qt.DisplayRole, Qt.UserRole) or not index.isValid():
            return None
        value = self.rows[index.row()][index.column()]
        if role == Qt.DisplayRole and index.column() == 2:
            return terrain_name(value)
        return value

    def headerData(self, section, orientation, role=Qt.DisplayRole):
        if role == Qt.DisplayRole and orientation == Qt.Horizontal:
            return self.headers[section]
        return None


class RulesPanel(QWidget):
    #: an area was chosen in the table
    area_chosen = Signal(str)
    #: the overlay options changed
    options_changed = Signal()

    def __init__(self) -> None:
        super().__init__()
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        self.details = QLabel(self.tr("Select an area to see what the rules make of it."))
        self.details.setObjectName("RulesDetails")
        self.details.setWordWrap(True)
        self.details.setTextFormat(Qt.TextFormat.RichText)
        self.details.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        boxes = QHBoxLayout()
        self.show_neighbours = QCheckBox(self.tr("Neighbours on the map"))
        self.show_neighbours.setChecked(True)
        self.show_reach = QCheckBox(self.tr("Artillery reach"))
        for box in (self.show_neighbours, self.show_reach):
            box.toggled.connect(self.options_changed)
            boxes.addWidget(box)
        boxes.addStretch(1)
        self.model = AreasTable()
        self.table = QTableView()
        self.table.setObjectName("AreasTable")
        self.table.setModel(self.model)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.table.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(
            QHeaderView.ResizeMode.Interactive
        )  # measuring every row's text is slow on 1,000 areas
        header.setStretchLastSection(True)
        for column, width in enumerate((110, 60, 46, 40, 54, 48, 46)):
            header.resizeSection(column, width)
        self.table.verticalHeader().setDefaultSectionSize(22)
        self.table.clicked.connect(lambda index: self.area_chosen.emit(self.model.rows[index.row()][1]))
        self.table.activated.connect(lambda index: self.area_chosen.emit(self.model.rows[index.row()][1]))  # Enter
        self.tabs = QTabWidget()
        selected = QWidget()
        inner = QVBoxLayout(selected)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        scroll.setWidget(self.details)
        inner.addWidget(scroll, 1)
        inner.addLayout(boxes)
        everything = QWidget()
        inner = QVBoxLayout(everything)
        note = QLabel(
            self.tr(
                "Neighbours by border, by a point only, and borders a road crosses; click a row to select the area."
            )
        )
        note.setWordWrap(True)
        inner.addWidget(note)
        inner.addWidget(self.table, 1)
        self.tabs.addTab(selected, self.tr("Selected area"))
        self.tabs.addTab(everything, self.tr("All areas"))
        self._table_source: tuple | None = None  # (map, topology) the table waits to show
        self.tabs.currentChanged.connect(lambda index: self._fill_table() if index == 1 else None)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.tabs)

    def show_rules(self, rules, emap) -> None:
        if rules is None:
            self.details.setText(self.tr("Select an area to see what the rules make of it."))
            return
        name = lambda a: emap.areas[a].name if a in emap.areas else a  # noqa: E731
        names = lambda ids: ", ".join(sorted(name(a) for a in ids)) or self.tr("none")  # noqa: E731
        area = emap.area(rules.area)
        crossed = [b if a == rules.area else a for a, b in rules.road_borders]
        fire = rules.fire
        lines = [f"<b>{area.name}</b> ({terrain_name(area.terrain)})"]
        nested = (
            (rules.inside, self.tr("Lies inside {names}: an area can't hold another (Validation lists the overlap)")),
            (
                rules.holds,
                self.tr("Holds {names} inside it: an area can't hold another (Validation lists the overlap)"),
            ),
        )
        lines += [
            '<span style="color: #b00020">' + html.escape(text.format(names=names(ids)), quote=False) + "</span>"
            for ids, text in nested
            if ids
        ]
        lines += [
            self.tr("Shares a border with ({n}): {names}").format(
                n=len(rules.edge_neighbours), names=names(rules.edge_neighbours)
            ),
            self.tr("Meets at a point only ({n}): {names}").format(
                n=len(rules.vertex_neighbours), names=names(rules.vertex_neighbours)
            ),
            self.tr("A road crosses its border with: {names}").format(names=names(crossed)),
        ]
        if fire is not None:
            lines.append(
                self.tr("Artillery: range {r} (R-ART-2); in sight ({n}): {names}").format(
                    r=fire.range, n=len(fire.in_sight), names=names(fire.in_sight)
                )
            )
            if fire.blocked:
                lines.append(self.tr("In range but out of sight (R-ART-3): {names}").format(names=names(fire.blocked)))
        self.details.setText("<br>".join(lines))

    def show_table(self, emap, topology) -> None:
        """Fill the all-areas table now if it is on screen, else when it is shown."""
        self._table_source = (emap, topology)
        if self.tabs.currentIndex() == 1 and self.isVisible():
            self._fill_table()

    def _fill_table(self) -> None:
        if self._table_source is None:
            return
        (emap, topology), self._table_source = self._table_source, None
        borders: dict[str, int] = {}
        points: dict[str, int] = {}
        for counts, pairs in ((borders, topology.borders), (points, topology.vertex_contacts)):
            for a, b in pairs:
                counts[a] = counts.get(a, 0) + 1
                counts[b] = counts.get(b, 0) + 1
        roads: dict[str, int] = {}
        for a, b in topology.road_border_pairs():
            roads[a] = roads.get(a, 0) + 1
            roads[b] = roads.get(b, 0) + 1
        rows = [
            (a.name, a.id, a.terrain, a.stars, borders.get(a.id, 0), points.get(a.id, 0), roads.get(a.id, 0))
            for a in emap.areas.values()
        ]
        self.model.set_rows(rows)

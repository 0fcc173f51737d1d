"""The Properties dock: the selected item's attributes, each change one
undoable edit (an area's name, terrain, stars and label point; an entry
box's name, area, side and place; a road's name and kind; a scenery item's
name; the map's id, name and board size when nothing is selected). An
area's, entry box's, road's or scenery item's id is the author's to change
(checked well formed and unique, linked entry boxes follow); renaming keeps
it unless it is still the placeholder's ("Area 9" named "Stone Hill" gets ``stone-hill``,
editor.model.id_edits)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QWidget,
)

from gettysburg_desktop.boards.areas.qt.terrain_words import terrain_name
from gettysburg_desktop.boards.areas.shapes import ROAD_KINDS, SIDES, TERRAINS, BoardSize
from gettysburg_desktop.display.words import side_name
from gettysburg_desktop.editing.focus import return_keys_to_map
from gettysburg_desktop.editing.properties import PagedProperties

from .model import (
    AREA,
    ENTRY_BOX,
    ROAD,
    SCENERY,
    EditRefused,
    change_id,
    rename,
    rename_scenery,
    set_area_attributes,
    set_entry_box,
    set_map_attributes,
    set_road,
)
from .vertex_fields import VertexFields

BIG = 1e7


def _spin(decimals: int = 1, low: float = -BIG) -> QDoubleSpinBox:
    spin = QDoubleSpinBox()
    spin.setRange(low, BIG)
    spin.setDecimals(decimals)
    spin.setKeyboardTracking(False)
    return spin


def _id_field(name: str) -> QLineEdit:
    """An item's id, edited by the author (lowercase letters, digits, hyphens)."""
    field = QLineEdit()
    field.setObjectName(name)
    return field


# the kind of item each page of PropertiesPanel's stack shows, in the order they are made (the map's first)
_PAGE_KINDS = (None, AREA, ENTRY_BOX, ROAD, SCENERY)


class PropertiesPanel(PagedProperties):
    """Sees the document (editor.document.EditorDocument) and the canvas
    (editor.canvas.ToolCanvas: the names' anchors, the keys back to the map)."""

    #: the map page's Background... button: the window opens its dialog
    background_wanted = Signal()

    def __init__(self, document, canvas) -> None:
        super().__init__()
        self.doc = document
        self.canvas = canvas
        self._map_page()
        self._area_page()
        self._box_page()
        self._road_page()
        self._scenery_page()
        self._keys = return_keys_to_map(self, self.canvas.take_keys)
        #: Tab in an area's name: the tool's first (a free edge's fill takes the other side); True: taken
        self.tab_in_name = lambda event: False
        self.area_name.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt's name
        if watched is self.area_name and event.type() == QEvent.Type.KeyPress and event.key() == Qt.Key.Key_Tab:
            typed = self.area_name.text()
            if self.tab_in_name(event):
                self.area_name.setText(typed)  # what the author began to type stays, for Enter
                return True
        return super().eventFilter(watched, event)

    # --- pages ----------------------------------------------------------------------------
    def _map_page(self) -> None:
        form = self._page()
        self.map_id = QLineEdit()
        self.map_name = QLineEdit()
        self.board_w, self.board_h = _spin(1, 1), _spin(1, 1)
        self.map_counts = QLabel()
        self.map_counts.setWordWrap(True)
        self.background_button = QPushButton(self.tr("Background image..."))
        form.addRow(self.tr("Id"), self.map_id)
        form.addRow(self.tr("Name"), self.map_name)
        form.addRow(self.tr("Board width"), self.board_w)
        form.addRow(self.tr("Board height"), self.board_h)
        form.addRow(self.background_button)
        form.addRow(self.map_counts)
        self.map_id.editingFinished.connect(
            lambda: self._commit(lambda e: set_map_attributes(e, map_id=self.map_id.text().strip()))
        )
        self.map_name.editingFinished.connect(
            lambda: self._commit(lambda e: set_map_attributes(e, name=self.map_name.text()))
        )
        for spin in (self.board_w, self.board_h):
            spin.editingFinished.connect(
                lambda: self._commit(
                    lambda e: set_map_attributes(e, board=BoardSize(self.board_w.value(), self.board_h.value()))
                )
            )
        self.background_button.clicked.connect(lambda: self.background_wanted.emit())

    def _area_page(self) -> None:
        form = self._page()
        self.area_id = _id_field("AreaId")
        self.area_name = QLineEdit()
        self.area_name.setObjectName("AreaName")
        self.terrain = QComboBox()
        for t in TERRAINS:
            self.terrain.addItem(terrain_name(t), t)
        self.stars = QComboBox()
        for n, text in ((0, self.tr("none")), (1, self.tr("one star (victory area)")), (2, self.tr("double star"))):
            self.stars.addItem(text, n)
        self.auto_label = QCheckBox(self.tr("Name placed automatically"))
        self.label_x, self.label_y = _spin(), _spin()
        form.addRow(self.tr("Id"), self.area_id)
        form.addRow(self.tr("Name"), self.area_name)
        form.addRow(self.tr("Terrain"), self.terrain)
        form.addRow(self.tr("Stars"), self.stars)
        form.addRow(self.auto_label)
        form.addRow(self.tr("Name at x"), self.label_x)
        form.addRow(self.tr("Name at y"), self.label_y)
        self.vertex_fields = VertexFields(self.doc)
        form.addRow(self.tr("Selected vertex"), self.vertex_fields)
        self._area_form = form
        self.place_name_button = QPushButton(self.tr("Place name where the pieces have room"))
        self.place_name_button.setObjectName("PlaceName")
        self.place_name_button.setToolTip(
            self.tr("All of the name inside the area, and room for a full stack clear of it (N)")
        )
        self.place_name_button.clicked.connect(lambda: self.doc.place_names())
        form.addRow(self.place_name_button)
        a = lambda **kw: self._commit(lambda e: set_area_attributes(e, self._shown[1], **kw), AREA)  # noqa: E731
        self.area_name.editingFinished.connect(lambda: self._rename(self.area_name))
        self.area_id.editingFinished.connect(lambda: self._change_id(self.area_id))
        self.terrain.activated.connect(lambda i: a(terrain=self.terrain.itemData(i)))
        self.stars.activated.connect(lambda i: a(stars=self.stars.itemData(i)))
        self.auto_label.toggled.connect(
            lambda on: a(label=None if on else self.canvas.anchor(self._shown[1])) if not self._filling else None
        )
        for spin in (self.label_x, self.label_y):
            spin.editingFinished.connect(lambda: a(label=(self.label_x.value(), self.label_y.value())))

    def _box_page(self) -> None:
        form = self._page()
        self.box_id = _id_field("EntryBoxId")
        self.box_name = QLineEdit()
        self.box_name.setObjectName("EntryBoxName")
        self.box_area = QComboBox()
        self.box_side = QComboBox()
        self.box_side.addItem(self.tr("either (no side)"), "")
        for s in SIDES:
            self.box_side.addItem(side_name(s), s)
        self.box_rect = [_spin(), _spin(), _spin(1, 1), _spin(1, 1)]
        form.addRow(self.tr("Id"), self.box_id)
        form.addRow(self.tr("Road's name"), self.box_name)
        form.addRow(self.tr("Linked area"), self.box_area)
        form.addRow(self.tr("Side"), self.box_side)
        for text, spin in zip(
            (self.tr("x"), self.tr("y"), self.tr("Width"), self.tr("Height")), self.box_rect, strict=True
        ):
            form.addRow(text, spin)
        b = lambda **kw: self._commit(lambda e: set_entry_box(e, self._shown[1], **kw), ENTRY_BOX)  # noqa: E731
        self.box_name.editingFinished.connect(lambda: self._rename(self.box_name))
        self.box_id.editingFinished.connect(lambda: self._change_id(self.box_id))
        self.box_area.activated.connect(lambda i: b(area=self.box_area.itemData(i)))
        self.box_side.activated.connect(lambda i: b(side=self.box_side.itemData(i) or None))
        for spin in self.box_rect:
            spin.editingFinished.connect(lambda: b(rect=tuple(s.value() for s in self.box_rect)))

    def _road_page(self) -> None:
        form = self._page()
        self.road_id = _id_field("RoadId")
        self.road_name = QLineEdit()
        self.road_name.setObjectName("RoadName")
        self.road_kind = QComboBox()
        for k, text in zip(
            ROAD_KINDS, (self.tr("road"), self.tr("railroad (counts as a road, R-MOVE-2)")), strict=True
        ):
            self.road_kind.addItem(text, k)
        form.addRow(self.tr("Id"), self.road_id)
        form.addRow(self.tr("Name"), self.road_name)
        form.addRow(self.tr("Kind"), self.road_kind)
        self.road_name.editingFinished.connect(lambda: self._rename(self.road_name))
        self.road_id.editingFinished.connect(lambda: self._change_id(self.road_id))
        self.road_kind.activated.connect(
            lambda i: self._commit(lambda e: set_road(e, self._shown[1], kind=self.road_kind.itemData(i)), ROAD)
        )

    def _scenery_page(self) -> None:
        form = self._page()
        self.scenery_id = _id_field("SceneryId")
        self.scenery_kind = QLabel()
        self.scenery_name = QLineEdit()
        self.scenery_name.setObjectName("SceneryName")
        form.addRow(self.tr("Id"), self.scenery_id)
        form.addRow(self.tr("Kind"), self.scenery_kind)
        form.addRow(self.tr("Name"), self.scenery_name)
        self.scenery_id.editingFinished.connect(lambda: self._change_id(self.scenery_id))
        self.scenery_name.editingFinished.connect(
            lambda: self._commit(lambda e: rename_scenery(e, self._shown[1], self.scenery_name.text()), SCENERY)
        )

    @property
    def _shown(self) -> tuple[str, str]:
        """The key of the item shown, for an edit of it (made only while one is: ``_shows``)."""
        assert self.key is not None, "no item shown: the map is"
        return self.key

    def _shows(self, kind: str | None) -> bool:
        """Whether the panel shows an item of ``kind`` that is still there: a
        field's late signal (its item undone away, or another selected from
        the keyboard while it kept the focus) changes nothing else."""
        return self.key is not None and self.key[0] == kind and self.doc.emap.get(self.key) is not None

    def _kind_of(self, field: QWidget) -> str | None:
        """The kind of item whose page ``field`` is on (None: the map's)."""
        page: QWidget | None = field
        while page is not None and page.parentWidget() is not self.stack:
            page = page.parentWidget()
        index = self.stack.indexOf(page) if page is not None else -1
        return _PAGE_KINDS[index] if 0 <= index < len(_PAGE_KINDS) else None

    def _rename(self, field: QLineEdit) -> None:
        """The name field's text as the selected item's name (an empty field keeps the old one)."""
        if self._filling or not self._shows(self._kind_of(field)):
            return
        field.setModified(False)  # taken: a selection that follows never takes it again (show_for)
        name = field.text().strip()
        if not name:
            field.setText(self.doc.emap.get(self._shown).name)
            return
        self._commit(lambda e: rename(e, self._shown, name))

    def _change_id(self, field: QLineEdit) -> None:
        if self._filling or not self._shows(self._kind_of(field)):
            return
        field.setModified(False)  # taken: a selection that follows never takes it again (show_for)
        new_id = field.text().strip()
        if new_id == self._shown[1]:
            return
        try:
            change_id(self.doc.emap, self._shown, new_id)
        except EditRefused as exc:
            if exc.code == "id-form":
                text = self.tr(
                    "The id '{id}' is not well formed: lowercase letters, digits and single hyphens (like 'stone-hill')"
                ).format(id=new_id)
            elif exc.code == "id-taken":
                text = self.tr("The id '{id}' is taken by '{name}'").format(id=new_id, name=exc.details.get("name", ""))
            else:
                text = str(exc)
            self.doc.refused_text(text)
            field.setText(self._shown[1])
            return
        self._commit(lambda e: change_id(e, self._shown, new_id))

    # --- showing --------------------------------------------------------------------------
    def _commit(self, make, kind: str | None = None) -> None:
        """Push the edit ``make`` makes of the map; ``kind``: it edits the
        shown item, which must be of that kind (``_shows``)."""
        if self._filling or (kind is not None and not self._shows(kind)):
            return
        try:
            edit = make(self.doc.emap)
        except EditRefused as exc:
            self.doc.refused(exc)
            self.refresh()
            return
        if edit.changes_nothing:
            return
        key = self.key
        self.doc.push(edit)
        if key is not None and self.doc.emap.get(key) is None:  # the item has a new id: keep it selected
            moved = edit.added(key[0])
            if len(moved) == 1:
                self.doc.select((key[0], moved[0]))

    def refresh(self) -> None:
        emap = self.doc.emap
        key = self.key
        if key is not None and emap.get(key) is None:
            key = self.key = None
        self._filling = True
        try:
            if key is None:
                self._fill_map()
            elif key[0] == AREA:
                self._fill_area(emap.area(key[1]))
            elif key[0] == ENTRY_BOX:
                self._fill_box(emap.entry_boxes[key[1]])
            elif key[0] == ROAD:
                r = emap.roads[key[1]]
                self.title.setText(self.tr("Road: {name}").format(name=r.name))
                self.road_id.setText(r.id)
                self.road_name.setText(r.name)
                self.road_kind.setCurrentIndex(self.road_kind.findData(r.kind))
                self.stack.setCurrentIndex(3)
            else:
                s = emap.scenery[key[1]]
                self.title.setText(self.tr("Scenery: {name}").format(name=s.name or s.id))
                self.scenery_id.setText(s.id)
                self.scenery_kind.setText(
                    {"river": self.tr("river"), "woods": self.tr("woods"), "building": self.tr("building")}.get(
                        s.kind, s.kind
                    )
                )
                self.scenery_name.setText(s.name)
                self.stack.setCurrentIndex(4)
        finally:
            self._filling = False

    def _fill_map(self) -> None:
        emap = self.doc.emap
        a = emap.attributes
        self.title.setText(self.tr("Map (nothing selected)"))
        self.map_id.setText(a.id)
        self.map_name.setText(a.name)
        self.board_w.setValue(a.board.width)
        self.board_h.setValue(a.board.height)
        self.map_counts.setText(
            self.tr("{a} areas, {b} entry boxes, {r} roads, {s} scenery items").format(
                a=len(emap.areas), b=len(emap.entry_boxes), r=len(emap.roads), s=len(emap.scenery)
            )
        )
        self.stack.setCurrentIndex(0)

    def _fill_area(self, area) -> None:
        self.title.setText(self.tr("Area: {name}").format(name=area.name))
        self.area_id.setText(area.id)
        self.area_name.setText(area.name)
        self.terrain.setCurrentIndex(self.terrain.findData(area.terrain))
        self.stars.setCurrentIndex(self.stars.findData(area.stars))
        self.auto_label.setChecked(area.label is None)
        x, y = area.label if area.label is not None else self.canvas.anchor(area.id)
        self.label_x.setValue(x)
        self.label_y.setValue(y)
        vertex = self.doc.current_vertex if self.doc.current_vertex in area.polygon else None
        self.vertex_fields.show_vertex(vertex)
        self._area_form.setRowVisible(self.vertex_fields, vertex is not None)
        self.label_x.setEnabled(area.label is not None)
        self.label_y.setEnabled(area.label is not None)
        self.stack.setCurrentIndex(1)

    def _fill_box(self, box) -> None:
        emap = self.doc.emap
        self.title.setText(self.tr("Entry box: {name}").format(name=box.name))
        self.box_id.setText(box.id)
        self.box_name.setText(box.name)
        self.box_area.clear()
        for area in sorted(emap.areas.values(), key=lambda a: (a.name.lower(), a.id)):
            self.box_area.addItem(area.name, area.id)
        if box.area not in emap.areas:
            self.box_area.addItem(self.tr("(missing area {id})").format(id=box.area), box.area)
        self.box_area.setCurrentIndex(self.box_area.findData(box.area))
        self.box_side.setCurrentIndex(self.box_side.findData(box.side or ""))
        for spin, value in zip(self.box_rect, box.rect, strict=False):
            spin.setValue(value)
        self.stack.setCurrentIndex(2)

    def focus_name(self) -> None:
        fields = {AREA: self.area_name, ENTRY_BOX: self.box_name, ROAD: self.road_name, SCENERY: self.scenery_name}
        field = fields.get(self.key[0], self.map_name) if self.key else self.map_name
        field.setFocus()
        field.selectAll()

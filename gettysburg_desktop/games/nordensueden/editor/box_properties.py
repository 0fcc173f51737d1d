"""The box-map editor's Properties dock (NS-MAP-3): the selected box's id,
name, state, starting colour, starting militia (a map's own set-up,
NS-SETUP-2), port, recruitment numbers, permanent fortification, objective,
capital, border state and note; the selected link's kind, downstream end,
crossings, Potomac flag and note; the map's id, name and set-up (its own,
or the 1861 campaign's) when nothing is selected. Every change is one
undoable edit (editor.model.box_edits); a box's id is the author's to
change (its links follow)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QWidget,
)

from gettysburg_desktop.display.words import side_name
from gettysburg_desktop.editing.focus import return_keys_to_map
from gettysburg_desktop.editing.properties import PagedProperties

from ..boxes.box_map_file import MAX_START
from ..rules.boxmap import BORDER_STATES, LinkKind
from ..rules.named_places import SETUP
from ..rules.sides import Side
from .model.box_edits import (
    change_box_id,
    rename_box,
    reverse_river,
    set_box,
    set_box_map_id,
    set_box_map_name,
    set_link,
    set_own_setup,
    toggle_crossing,
)
from .model.box_map import BOX, LINK

MAX_RECRUIT = 9


#: Qt's translate, by a name tools/translations.py tells pyside6-lupdate; texts the area
#: editor's panel shows too keep its context
_t = QCoreApplication.translate


class BoxPropertiesPanel(PagedProperties):
    """Sees the document (editor.box_document.BoxEditorDocument) and gives the keys back to the map after Enter."""

    def __init__(self, document, to_map) -> None:
        super().__init__()
        self.doc = document
        self._map_page()
        self._box_page()
        self._link_page()
        self._keys = return_keys_to_map(self, to_map)

    # --- the map
    def _map_page(self) -> None:
        form = self._page()
        self.map_id = QLineEdit()
        self.map_id.setObjectName("BoxMapId")
        self.map_name = QLineEdit()
        self.map_name.setObjectName("BoxMapName")
        self.setup = QComboBox()
        self.setup.setObjectName("BoxMapSetup")
        self.setup.addItem(self.tr("its own: each box's starting militia"), True)
        self.setup.addItem(self.tr("the 1861 campaign's (T2): the map must fit it (NS-MAP-4)"), False)
        self.setup_counts = QLabel()
        self.setup_counts.setObjectName("BoxMapSetupCounts")
        self.setup_counts.setWordWrap(True)
        self.map_counts = QLabel()
        self.map_counts.setWordWrap(True)
        form.addRow(_t("PropertiesPanel", "Id"), self.map_id)
        form.addRow(_t("PropertiesPanel", "Name"), self.map_name)
        form.addRow(self.tr("Set-up (NS-SETUP)"), self.setup)
        form.addRow(self.setup_counts)
        form.addRow(self.map_counts)
        self.map_id.editingFinished.connect(self._change_map_id)
        self.map_name.editingFinished.connect(lambda: self._commit(set_box_map_name, self.map_name.text()))
        self.setup.activated.connect(lambda i: self._commit(set_own_setup, self.setup.itemData(i)))

    # --- a box
    def _box_page(self) -> None:
        form = self._page()
        self.box_id = QLineEdit()
        self.box_id.setObjectName("BoxId")
        self.box_name = QLineEdit()
        self.box_name.setObjectName("BoxName")
        self.box_state = QLineEdit()
        self.box_state.setObjectName("BoxState")
        self.owner = QComboBox()
        self.owner.setObjectName("BoxOwner")
        self.owner.addItem(self.tr("white (nobody's)"), "")
        for side in Side:
            self.owner.addItem(side_name(side.value), side.value)
        self.start = QSpinBox()
        self.start.setObjectName("BoxStart")
        self.start.setRange(0, MAX_START)
        self.start.setKeyboardTracking(False)
        self.port = QCheckBox(self.tr("Port (anchor, NS-SEA-2)"))
        self.port.setObjectName("BoxPort")
        self.recruit_usa, self.recruit_csa = QSpinBox(), QSpinBox()
        self.recruit_usa.setObjectName("RecruitBlue")
        self.recruit_csa.setObjectName("RecruitRed")
        for spin in (self.recruit_usa, self.recruit_csa):
            spin.setRange(0, MAX_RECRUIT)
            spin.setKeyboardTracking(False)
        recruit = QWidget()
        row = QHBoxLayout(recruit)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(QLabel(self.tr("blue")))
        row.addWidget(self.recruit_usa)
        row.addWidget(QLabel(self.tr("red")))
        row.addWidget(self.recruit_csa)
        row.addStretch(1)
        self.fortress = QCheckBox(self.tr("Permanent fortification (NS-FORT-4)"))
        self.fortress.setObjectName("BoxFortress")
        self.objective = QComboBox()
        self.objective.setObjectName("BoxObjective")
        self.objective.addItem(self.tr("nobody's"), "")
        self.objective.addItem(self.tr("the Union's (NS-WIN-1)"), Side.USA.value)
        self.objective.addItem(self.tr("the Confederacy's (NS-WIN-2)"), Side.CSA.value)
        self.capital = QCheckBox(self.tr("Capital (drawn with a star)"))
        self.capital.setObjectName("BoxCapital")
        self.border_state = QComboBox()
        self.border_state.setObjectName("BoxBorderState")
        self.border_state.addItem(_t("PropertiesPanel", "none"), "")
        for state in BORDER_STATES:
            self.border_state.addItem(state, state)
        self.box_note = QLineEdit()
        self.box_note.setObjectName("BoxNote")
        self.box_place = QLabel()
        self.box_place.setObjectName("BoxPlace")
        form.addRow(_t("PropertiesPanel", "Id"), self.box_id)
        form.addRow(_t("PropertiesPanel", "Name"), self.box_name)
        form.addRow(self.tr("State"), self.box_state)
        form.addRow(self.tr("Starting colour"), self.owner)
        form.addRow(self.tr("Starting militia (NS-SETUP-2)"), self.start)
        form.addRow(self.port)
        form.addRow(self.tr("Recruitment (NS-RECR-3)"), recruit)
        form.addRow(self.fortress)
        form.addRow(self.tr("Victory objective"), self.objective)
        form.addRow(self.capital)
        form.addRow(self.tr("Border state (NS-AID-3)"), self.border_state)
        form.addRow(self.tr("Note"), self.box_note)
        form.addRow(self.tr("Latitude, longitude"), self.box_place)

        def b(**changes):
            if not self._filling and self.key is not None and self.key[0] == BOX:
                self._commit(set_box, self.key[1], **changes)

        self.box_id.editingFinished.connect(self._change_id)
        self.box_name.editingFinished.connect(self._rename)
        self.box_state.editingFinished.connect(lambda: b(state=self.box_state.text().strip()))
        self.owner.activated.connect(lambda i: b(owner=self.owner.itemData(i) or None))
        self.start.valueChanged.connect(lambda n: b(start=n))
        self.port.toggled.connect(lambda on: b(port=on))
        for spin in (self.recruit_usa, self.recruit_csa):
            spin.valueChanged.connect(
                lambda _v: b(recruit={Side.USA: self.recruit_usa.value(), Side.CSA: self.recruit_csa.value()})
            )
        self.fortress.toggled.connect(lambda on: b(fortress=on))
        self.objective.activated.connect(lambda i: b(objective=self.objective.itemData(i) or None))
        self.capital.toggled.connect(lambda on: b(capital=on))
        self.border_state.activated.connect(lambda i: b(border_state=self.border_state.itemData(i) or None))
        self.box_note.editingFinished.connect(lambda: b(note=self.box_note.text().strip()))

    # --- a link
    def _link_page(self) -> None:
        form = self._page()
        self.link_ends = QLabel()
        self.link_ends.setObjectName("LinkEnds")
        self.link_kind = QComboBox()
        self.link_kind.setObjectName("LinkKind")
        for kind, text in (
            (LinkKind.ROAD, _t("PropertiesPanel", "road")),
            (LinkKind.RIVER, _t("PropertiesPanel", "river")),
            (LinkKind.RAIL, self.tr("railroad")),
        ):
            self.link_kind.addItem(text, kind.value)
        self.downstream = QComboBox()
        self.downstream.setObjectName("LinkDownstream")
        self.reverse = QPushButton(self.tr("Reverse the river (Ctrl+R)"))
        self.reverse.setObjectName("ReverseRiver")
        self.cross_a, self.cross_b = QCheckBox(), QCheckBox()
        self.cross_a.setObjectName("CrossingA")
        self.cross_b.setObjectName("CrossingB")
        self.potomac = QCheckBox(self.tr("The Potomac: closed to the Confederacy (NS-MOVE-10)"))
        self.potomac.setObjectName("LinkPotomac")
        self.link_note = QLineEdit()
        self.link_note.setObjectName("LinkNote")
        form.addRow(self.tr("Between"), self.link_ends)
        form.addRow(_t("PropertiesPanel", "Kind"), self.link_kind)
        form.addRow(self.tr("Flows to (NS-JUMP-2)"), self.downstream)
        form.addRow(self.reverse)
        form.addRow(QLabel(self.tr("Entering across a river (a blue side, NS-MOD-3):")))
        form.addRow(self.cross_a)
        form.addRow(self.cross_b)
        form.addRow(self.potomac)
        form.addRow(self.tr("Note"), self.link_note)

        def li(**changes):
            if not self._filling and self.key is not None and self.key[0] == LINK:
                self._commit(set_link, self.key[1], **changes)

        self.link_kind.activated.connect(lambda i: li(kind=LinkKind(self.link_kind.itemData(i))))
        self.downstream.activated.connect(lambda i: li(downstream=self.downstream.itemData(i)))
        self.reverse.clicked.connect(
            lambda: self._commit(reverse_river, self.key[1]) if self.key and self.key[0] == LINK else None
        )
        self.cross_a.toggled.connect(lambda _on: self._toggle_crossing(0))
        self.cross_b.toggled.connect(lambda _on: self._toggle_crossing(1))
        self.potomac.toggled.connect(lambda on: li(potomac=on))
        self.link_note.editingFinished.connect(lambda: li(note=self.link_note.text().strip()))

    # --- showing
    def focus_name(self) -> None:
        if self.key is not None and self.key[0] == BOX:
            self.box_name.setFocus()
            self.box_name.selectAll()

    def refresh(self) -> None:
        bmap = self.doc.bmap
        if bmap is None:
            return
        key = self.key
        if key is not None and bmap.get(key) is None:
            key = self.key = None
        self._filling = True
        try:
            if key is None:
                self._fill_map(bmap)
            elif key[0] == BOX:
                self._fill_box(bmap.boxes[key[1]])
            else:
                self._fill_link(bmap, bmap.links[key[1]])
        finally:
            self._filling = False

    def _fill_map(self, bmap) -> None:
        self.stack.setCurrentIndex(0)
        self.title.setText(self.tr("The map"))
        self.map_id.setText(bmap.attributes.id)
        self.map_name.setText(bmap.attributes.name)
        own = bmap.attributes.own_setup
        self.setup.setCurrentIndex(self.setup.findData(own))
        setup = bmap.to_boxmap().setup() if own else SETUP
        self.setup_counts.setText(
            self.tr("{usa} Union and {csa} Confederate militia infantry set up").format(
                usa=sum(setup[Side.USA].values()), csa=sum(setup[Side.CSA].values())
            )
        )
        self.map_counts.setText(
            self.tr("{boxes} boxes, {links} links").format(boxes=len(bmap.boxes), links=len(bmap.links))
        )

    def _fill_box(self, box) -> None:
        self.stack.setCurrentIndex(1)
        self.title.setText(self.tr("Box {name}").format(name=box.name))
        self.box_id.setText(box.id)
        self.box_name.setText(box.name)
        self.box_state.setText(box.state)
        self.owner.setCurrentIndex(max(0, self.owner.findData(box.owner.value if box.owner else "")))
        own = self.doc.bmap.attributes.own_setup
        self.start.setValue(box.start if own else SETUP.get(box.owner, {}).get(box.id, 0))
        self.start.setEnabled(own)
        self.start.setToolTip(
            ""
            if own
            else self.tr(
                "The map is played with the 1861 campaign's set-up (T2); give it a set-up of its own "
                "in the map's Properties (click the empty map)"
            )
        )
        self.port.setChecked(box.port)
        self.recruit_usa.setValue(box.recruitment(Side.USA))
        self.recruit_csa.setValue(box.recruitment(Side.CSA))
        self.fortress.setChecked(box.fortress)
        self.objective.setCurrentIndex(max(0, self.objective.findData(box.objective.value if box.objective else "")))
        self.capital.setChecked(box.capital)
        self.border_state.setCurrentIndex(max(0, self.border_state.findData(box.border_state or "")))
        self.box_note.setText(box.note)
        self.box_note.setCursorPosition(0)
        self.box_place.setText(f"{box.lat:.4f}, {box.lon:.4f}")

    def _fill_link(self, bmap, link) -> None:
        self.stack.setCurrentIndex(2)

        def name(box_id: str) -> str:
            box = bmap.boxes.get(box_id)
            return box.name if box is not None else box_id

        self.title.setText(self.tr("Link {a} \u2013 {b}").format(a=name(link.a), b=name(link.b)))
        self.link_ends.setText(f"{name(link.a)} \u2013 {name(link.b)}")
        self.link_kind.setCurrentIndex(self.link_kind.findData(link.kind.value))
        river = link.kind is LinkKind.RIVER
        self.downstream.clear()
        if river:  # a road or railroad flows nowhere: the field stays empty
            for end in (link.a, link.b):
                self.downstream.addItem(name(end), end)
            self.downstream.setCurrentIndex(max(0, self.downstream.findData(link.downstream)))
        self.downstream.setEnabled(river)
        self.reverse.setEnabled(river)
        self.cross_a.setText(self.tr("at {box}").format(box=name(link.a)))
        self.cross_b.setText(self.tr("at {box}").format(box=name(link.b)))
        self.cross_a.setChecked(link.a in link.crossing)
        self.cross_b.setChecked(link.b in link.crossing)
        self.potomac.setChecked(link.potomac)
        self.link_note.setText(link.note)
        self.link_note.setCursorPosition(0)

    # --- changing
    def _commit(self, make, *args, **kwargs) -> None:
        if self._filling:
            return
        self.doc.attempt(make, *args, **kwargs)
        self.refresh()

    def _change_map_id(self) -> None:
        if self._filling or self.map_id.text().strip() == self.doc.bmap.attributes.id:
            return
        self._commit(set_box_map_id, self.map_id.text())

    def _change_id(self) -> None:
        if self._filling or self.key is None or self.key[0] != BOX or self.key[1] not in self.doc.bmap.boxes:
            return
        self.box_id.setModified(False)  # taken: a selection that follows never takes it again (show_for)
        old, new = self.key[1], self.box_id.text().strip()
        if new == old:
            return
        if self.doc.attempt(change_box_id, old, new):
            self.doc.select((BOX, new))
        else:
            self.refresh()

    def _rename(self) -> None:
        """A new name; a placeholder's id follows it (the selection with it)."""
        if self._filling or self.key is None or self.key[0] != BOX or self.key[1] not in self.doc.bmap.boxes:
            return
        self.box_name.setModified(False)  # taken: the selection of the renamed box never takes it again (show_for)
        box_id, name = self.key[1], self.box_name.text()
        if name.strip() == self.doc.bmap.boxes[box_id].name:
            return
        before = set(self.doc.bmap.boxes)
        if self.doc.attempt(rename_box, box_id, name):
            added = [b for b in self.doc.bmap.boxes if b not in before]
            if added:
                self.doc.select((BOX, added[0]))
                return
        self.refresh()

    def _toggle_crossing(self, end: int) -> None:
        if self._filling or self.key is None or self.key[0] != LINK:
            return
        link = self.doc.bmap.links[self.key[1]]
        self._commit(toggle_crossing, self.key[1], (link.a, link.b)[end])

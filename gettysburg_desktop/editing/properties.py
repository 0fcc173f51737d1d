"""The frame of an editor's Properties dock: a bold title over a stack of
form pages, one page per kind of thing that can be selected (the area
editor's editor.properties_panel, Norden & Süden's box_properties)."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QFormLayout, QLabel, QLineEdit, QStackedWidget, QVBoxLayout, QWidget


class PagedProperties(QWidget):
    """A properties panel's frame, for both editors: a bold title over a
    stack of form pages, one page per kind of thing that can be selected."""

    def __init__(self) -> None:
        super().__init__()
        self.key: tuple[str, str] | None = None  # the (kind, id) of the item shown (None: the map)
        self._filling = False
        self.stack = QStackedWidget()
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        self.title = QLabel()
        self.title.setObjectName("PropertiesTitle")
        self.title.setStyleSheet("font-weight: bold")
        lay.addWidget(self.title)
        lay.addWidget(self.stack)
        lay.addStretch(1)

    def show_for(self, key) -> None:
        """Show ``key`` (None: the map). What was typed in a field and not yet
        taken belongs to the item shown until now: it is taken here, for that
        item, not when the field loses the focus after the switch, for the one
        selected now (issue 22, item 13: "no scenery 'area-132'")."""
        focused = QApplication.focusWidget()
        if key != self.key and isinstance(focused, QLineEdit) and focused.isModified() and self.isAncestorOf(focused):
            focused.setModified(False)
            focused.editingFinished.emit()
        self.key = key
        self.refresh()

    def refresh(self) -> None:
        raise NotImplementedError

    def _page(self) -> QFormLayout:
        """A new page of the stack, its form returned."""
        page = QWidget()
        form = QFormLayout(page)
        form.setContentsMargins(0, 0, 0, 0)
        self.stack.addWidget(page)
        return form

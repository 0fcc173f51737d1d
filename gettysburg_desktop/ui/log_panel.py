"""The game log as the side at the screen may read it (R-ACT-2):
filterable, each line clickable to show where it happened on the map."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QTextCharFormat, QTextCursor, QTextDocument
from PySide6.QtWidgets import QLineEdit, QPlainTextDocumentLayout, QPlainTextEdit, QVBoxLayout, QWidget

from gettysburg_desktop.display.translate import shown
from gettysburg_desktop.display.words import side_name

from .controller import Controller
from .game_kinds import said_by, spoken, window_game


def _entry_lines(g, entry, viewer, reveal, places) -> list[tuple[str, list, str]]:
    """(text, places, kind) for each line of a log entry as ``viewer`` may read it."""
    lines = []
    events = entry.events_seen_by(viewer, reveal)
    keys = g.ruleset.place_keys
    if entry.action is not None:
        who = side_name(entry.side) if entry.side else ""
        hidden = not (reveal or viewer is entry.side)
        head = spoken(g, entry.action, hidden=hidden, events=entry.events)
        # where: the places the action names, else where what it caused happened (a cube given to a unit);
        # an action done out of the viewer's sight names only what its public form names (Board.conceal)
        named = entry.action if not hidden or entry.concealed is None else entry.concealed
        where = [w for w in named.args if w in places] or list(
            dict.fromkeys(p for e in events for p in e.places(keys) if p in places)
        )
        lines.append((f"{entry.ply}. " + (said_by(g, who, shown(head)) if who else shown(head)), where, "action"))
    setup = [e for e in events if e.kind == "set-up"]
    if len(setup) == 1:  # a game that tells its set-up in one line (Norden & Süden): that line
        setup = []
    if setup:
        lines.append(
            (
                QCoreApplication.translate(
                    "LogPanel", "    The armies are set up: {n} units on the map and in entry boxes"
                ).format(n=len(setup)),
                [],
                "set-up",
            )
        )
    for e in events:
        if e.kind != "set-up" or not setup:
            lines.append(
                (f"    {shown(e.text)} ({e.rule})" if e.rule else f"    {shown(e.text)}", e.places(keys), e.kind)
            )
    return lines


class LogText(QPlainTextEdit):
    """The log's text: read-only, one block a line; a click on a line says
    which line (the panel shows where it happened)."""

    line_clicked = Signal(int)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setReadOnly(True)
        self.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.setMaximumBlockCount(0)
        self.viewport().setCursor(Qt.CursorShape.PointingHandCursor)
        self.setMinimumHeight(self.height_for(MIN_ROWS))

    def height_for(self, rows: int) -> int:
        """The height that shows ``rows`` lines of text."""
        margin = 2 * (self.frameWidth() + int(self.document().documentMargin()))
        return int((rows + 0.5) * self.fontMetrics().lineSpacing()) + margin

    def rows_shown(self) -> int:
        """The lines of text on show at once."""
        return self.viewport().height() // self.fontMetrics().lineSpacing()

    def mouseReleaseEvent(self, event) -> None:
        super().mouseReleaseEvent(event)
        if event.button() == Qt.MouseButton.LeftButton and not self.textCursor().hasSelection():
            self.line_clicked.emit(self.cursorForPosition(event.position().toPoint()).blockNumber())


#: log entries written per turn of the event loop (a frame stays short)
CHUNK = 250

#: the lines of text the log shows at least, whatever the panels beside it hold
MIN_ROWS = 8


class _LogPage:
    """The log as one way of seeing it reads (a viewer, everything, a filter):
    its own text document, caught up entry by entry, so a hand-over swaps
    documents instead of writing a whole battle's log again."""

    def __init__(self, owner: QWidget) -> None:
        self.doc = QTextDocument(owner)
        self.doc.setDocumentLayout(QPlainTextDocumentLayout(self.doc))
        self.rows: list[tuple[str, list, str]] = []
        self.n = 0
        self.last = None


class LogPanel(QWidget):
    """The game log as the side at the screen may read it (R-ACT-2). Each
    entry's lines are worked out once per way of seeing it; each way of
    seeing has its own document, appended to as the game goes on."""

    #: places to show on the map for the clicked line
    show_places = Signal(list)

    def __init__(self, controller: Controller, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("LogPanel")
        self.controller = controller
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        self.filter = QLineEdit()
        self.filter.setObjectName("LogFilter")
        self.filter.setPlaceholderText(self.tr("Filter the log (a word, a rule id such as R-ASLT, 'roll')"))
        self.filter.setClearButtonEnabled(True)
        self.filter.textChanged.connect(self.refresh)
        lay.addWidget(self.filter)
        self.text = LogText()
        self.text.setObjectName("LogText")
        self.text.line_clicked.connect(self._clicked)
        lay.addWidget(self.text, 1)
        self._cache: dict[tuple, tuple] = {}  # (id of entry, viewer, reveal) -> (entry, lines)
        self._pages: dict[tuple, _LogPage] = {}
        self._page: _LogPage | None = None
        self._game = None
        self._opening: list[tuple[str, list, str]] = []
        self._bold = QTextCharFormat()
        self._bold.setFontWeight(QFont.Weight.Bold)
        self._roll = QTextCharFormat()
        self._roll.setForeground(QBrush(QColor("#6a3d9a")))
        self._plain = QTextCharFormat()
        controller.changed.connect(self.refresh)
        self.refresh()

    @property
    def rows(self) -> list[tuple[str, list, str]]:
        return self._page.rows if self._page is not None else []

    def refresh(self) -> None:
        c = self.controller
        g = c.game
        if g is not self._game:  # another game (a new one, a replay's step): start afresh
            self._game, self._pages, self._cache = g, {}, {}
            self._opening = self._stated_position()
        reveal = c.sees_everything
        viewer = None if c.waiting_for is not None or reveal else c.viewer
        needle = self.filter.text().strip().lower()
        key = (viewer, reveal, needle, len(self._shown_everything()))
        page = self._pages.get(key)
        if page is None:
            if len(self._pages) > 8:  # filters come and go: keep a few pages only
                self._pages = {k: p for k, p in self._pages.items() if not k[2]}
            page = self._pages[key] = _LogPage(self)
        n = page.n
        if n > len(g.log) or (n and g.log[n - 1] is not page.last):  # undone actions: write it again
            page.doc.clear()
            page.rows, n = [], 0
        if n < len(g.log):
            places = set(window_game(g).places(g))
            rows: list[tuple[str, list, str]] = []
            end = min(len(g.log), n + CHUNK)
            if end < len(
                g.log
            ):  # a long log seen a new way (the game's end reveals all): the rest on the next turns of the event loop
                QTimer.singleShot(0, self, self.refresh)  # (not after the panel is gone: a new game, a new language)
            for entry in g.log[n:end]:
                ck = (id(entry), viewer, reveal)
                cached = self._cache.get(ck)
                if cached is None or cached[0] is not entry:  # an undone entry's id may be taken again
                    cached = self._cache[ck] = (entry, _entry_lines(g, entry, viewer, reveal, places))
                lines = cached[1] + self._notes(entry)
                if entry is g.log[0] and self._opening:
                    lines = self._opening + lines
                rows.extend(r for r in lines if not needle or needle in r[0].lower() or needle == r[2])
            self._write(page, rows)
            page.n, page.last = end, g.log[end - 1]
        if page is not self._page:
            self._page = page
            self.text.setDocument(page.doc)
        self._to_end()
        QTimer.singleShot(0, self, self._to_end)  # again once the new lines are laid out

    def _stated_position(self) -> list[tuple[str, list, str]]:
        """The first line of a game that starts from a stated position (its
        record's ``position``, docs/game-record.md): no set-up to tell, so
        the log says where the game starts, the period and who is to act."""
        record = self.controller.session.record()
        stated = window_game(self.controller.game).stated_position
        if record.position is None or stated is None:
            return []
        try:
            period, active = stated(record.position)
        except ValueError:  # the loader refuses such a position before a window shows it
            return []
        side = side_name(active)
        text = self.tr("The game starts from a stated position: {period}, the {side} player to act").format(
            period=period, side=side
        )
        return [("    " + text, [], "set-up")]

    def _shown_everything(self) -> list[int]:
        return getattr(self.controller.session, "shown_everything", [])

    def _notes(self, entry) -> list[tuple[str, list, str]]:
        """The lines the window adds after a log entry: the players switched
        a hot-seat game to Show everything there (R-ACT-2, the saved record's
        ``shown_everything``)."""
        k = self._shown_everything().count(entry.ply)
        secrets = window_game(self.controller.game).secrets
        if not k or secrets is None:
            return []
        return [(secrets.shown_in_log(), [], "shown-everything")] * k

    def _to_end(self) -> None:
        """Show the newest line."""
        self.text.moveCursor(QTextCursor.MoveOperation.End)
        self.text.ensureCursorVisible()
        bar = self.text.verticalScrollBar()
        bar.setValue(bar.maximum())

    def _write(self, page: _LogPage, rows: list) -> None:
        if not rows:
            return
        cursor = QTextCursor(page.doc)
        cursor.movePosition(QTextCursor.MoveOperation.End)
        cursor.beginEditBlock()
        for row in rows:
            if page.rows:
                cursor.insertBlock()
            text, _, kind = row
            cursor.insertText(text, self._bold if kind == "action" else self._roll if kind == "roll" else self._plain)
            page.rows.append(row)
        cursor.endEditBlock()

    def _clicked(self, line: int) -> None:
        rows = self.rows
        if 0 <= line < len(rows) and rows[line][1]:
            self.show_places.emit(list(rows[line][1]))

    def lines(self) -> list[str]:
        return [row[0] for row in self.rows]

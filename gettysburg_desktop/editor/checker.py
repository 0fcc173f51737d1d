"""The map checker off the pointer's path: board.validation's MapChecker
(which redoes only what the edits touched) runs in a worker thread on an
immutable snapshot (the document and the topology), so the window never
waits for it; the newest request wins, one run at a time (the checker's
memory is only ever used by that one worker)."""

from __future__ import annotations

import time
from concurrent.futures import Future, ThreadPoolExecutor

from PySide6.QtCore import QObject, Signal, Slot

from gettysburg_desktop.boards.areas.problems import ERROR_CODES, Problem, severity  # noqa: F401 - severity: the editor's name for it
from gettysburg_desktop.boards.areas.validation import MapChecker
from gettysburg_desktop.editing.checker import CheckResult as CheckResult  # re-exported: the area editor's name for it

from .labels import LabelWarnings


def label_notes(doc, topology, file: str | None = None) -> list[Problem]:
    """The warnings about the names' places of ``doc``, as the editor lists
    them (`cli validate` prints them too; needs a QGuiApplication for the fonts)."""
    from gettysburg_desktop.boards.areas.geometry import area_polygon, label_point

    from .labels import label_messages, name_box

    places = {}
    for area in doc.areas:
        centre = label_point(area, area_polygon(area))  # as the editor's name_places does
        places[area.id] = (name_box(area.name, centre), centre)
    return LabelWarnings().check(doc, topology, places, label_messages(), file)


class CheckRunner(QObject):
    """``request(revision, doc, topology, file, places, messages)``; ``checked(CheckResult)``
    in the GUI thread. ``places`` (area id -> the name's box and centre) and
    ``messages`` (the label warnings' texts) come from the GUI thread, which
    has the fonts and the translations; without them the names go unchecked."""

    checked = Signal(object)
    _finished = Signal(object)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="map-check")
        self._running: Future | None = None
        self._pending: tuple | None = None  # the request made while a check ran: (revision, doc, ...)
        self._closed = False
        self._checker = MapChecker()
        self._labels = LabelWarnings()
        self._finished.connect(self._done)

    def request(self, revision: int, doc, topology, file: str | None = None, places=None, messages=None) -> None:
        if self._closed:
            return
        if self._running is not None:
            self._pending = (revision, doc, topology, file, places, messages)
            return
        self._start(revision, doc, topology, file, places, messages)

    def _start(self, revision, doc, topology, file, places=None, messages=None) -> None:
        def run() -> CheckResult:
            start = time.perf_counter()
            problems = self._checker.check(doc, file, topology=topology)
            notes = () if places is None else self._labels.check(doc, topology, places, messages, file)
            return CheckResult(revision, tuple(problems), time.perf_counter() - start, tuple(notes))

        self._running = self._pool.submit(run)
        self._running.add_done_callback(lambda f: None if self._closed else self._finished.emit(f))

    @Slot(object)
    def _done(self, future: Future) -> None:
        if future is not self._running:
            return
        self._running = None
        if self._pending is not None:
            pending, self._pending = self._pending, None
            self._start(*pending)
            return  # a newer map is being checked: this result is already old
        if not self._closed:
            self.checked.emit(future.result())

    def close(self) -> None:
        """Wait for a run under way and stop (the window is closing)."""
        self._closed = True
        self._pending = None
        self._pool.shutdown(wait=True)

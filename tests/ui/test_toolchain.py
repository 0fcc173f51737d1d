"""Facts about the Qt bindings the window stands on, checked where they bit."""

from __future__ import annotations

import sys

from PySide6.QtCore import QObject, Signal


class _Sender(QObject):
    fired = Signal(object)


def test_calling_python_slots_does_not_drain_references_to_true_or_none(qapp):
    # PySide6-Essentials 6.12.0 dropped a reference to True at every call of a
    # Python slot: a few thousand signals into a game, Python aborted
    # ("bool_dealloc"). pyproject.toml excludes that release.
    sender = _Sender()
    sender.fired.connect(lambda value: None)
    before = sys.getrefcount(True), sys.getrefcount(None)
    for _ in range(200):
        sender.fired.emit(None)
    after = sys.getrefcount(True), sys.getrefcount(None)
    assert after[0] >= before[0] - 5 and after[1] >= before[1] - 5

"""Values read back from the settings file (QSettings) as the program
wrote them, or nothing: a file edited by hand, left by another version or
broken never stops a window (tests/ui/test_fuzzed_settings.py)."""

from __future__ import annotations

from PySide6.QtCore import QByteArray


def saved_layout(value) -> QByteArray | None:
    """A window's saved geometry or dock layout (``saveGeometry``,
    ``saveState``), or None if the setting is anything else (a text: a
    TypeError in ``restoreGeometry``)."""
    if isinstance(value, QByteArray):
        return value
    if isinstance(value, (bytes, bytearray)):
        return QByteArray(bytes(value))
    return None


def path_list(value) -> list[str]:
    """A list of paths (the recent games). QSettings writes a list of one
    path as a plain ``key=path`` and reads it back as a text, not a list;
    anything else than texts is left out."""
    if isinstance(value, str):
        return [value] if value else []
    if not isinstance(value, (list, tuple)):
        return []
    return [p for p in value if isinstance(p, str) and p]


def one_of(value, choices, default):
    """A number the program offers in a menu (``choices``), or ``default``:
    a snapping distance of inf or nan made the editor crash at the first drag."""
    try:
        number = float(value)
    except (TypeError, ValueError):
        return default
    return next((c for c in choices if c == number), default)

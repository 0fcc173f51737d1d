"""Which editor window a map opens in: a small registry of editor kinds.

Each kind of editor window registers, under the kind of map it edits, the
function that opens a window of it: the area maps' window (editor.window)
under ``AREAS``, the box maps' window (Norden & Süden's editor) under
``BOXES``. A window handed a map of another kind (File > Open, Open recent,
File > New of the other kind) asks here for that kind's window, so no
editor window imports another.

Importing a window's module registers it; whoever offers the editors (the
program's start, app.py; a test) imports the windows it offers.
"""

from __future__ import annotations

from collections.abc import Callable

AREAS = "areas"  # maps of polygon areas (docs/map-format.md)
BOXES = "boxes"  # maps of boxes and links, ``kind: boxes`` (docs/box-map-format.md)

#: opens a window of one kind: ``opener(path, **kw)`` with the map file's
#: path (None: a new map) and the window's keywords (``data_dir``); gives the
#: window, shown, or None where the file can't be opened (the author was told why)
Opener = Callable[..., object]

_openers: dict[str, Opener] = {}


def register_editor_kind(kind: str, opener: Opener) -> None:
    """``opener`` opens the windows that edit maps of ``kind`` (a later one replaces it)."""
    _openers[kind] = opener


def editor_kinds() -> tuple[str, ...]:
    """The kinds of map an editor window is registered for, in the order they came."""
    return tuple(_openers)


def open_editor_of(kind: str, path: str | None = None, **kw) -> object:
    """A window of the editor of ``kind`` maps on ``path`` (a new map without
    one), or None where the file can't be opened. LookupError where no
    window registered for ``kind``: its module was never imported."""
    opener = _openers.get(kind)
    if opener is None:
        raise LookupError(f"no editor window is registered for {kind} maps (import its window's module first)")
    return opener(path, **kw)

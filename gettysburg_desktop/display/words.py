"""Words every window says of any game: a side's name and a plural. A
game's own words (its unit types, its terrains) are its own (its ui/), and
the engine's texts are translated by display/translate.py's ``shown``."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from gettysburg_desktop.kernel import game_kind

from .translate import shown

# Qt's translate, by a name tools/translations.py tells pyside6-lupdate
_t = QCoreApplication.translate


def side_name(side: Any, kind: game_kind.GameKind | None = None) -> str:
    """A side in the words of its own game: its ``title`` (one game's
    "Confederate", another's "Confederacy"); a side's value alone (as
    records write it) is the title of that side of ``kind``, else of the
    first registered game that has a side of that value, else the value."""
    title = None if type(side) is str else getattr(side, "title", None)  # a bare value has str.title
    if title is not None:
        return shown(title)
    value = str(getattr(side, "value", side))
    for k in (kind,) if kind is not None else game_kind.games():
        for s in k.sides:
            if s.value == value:
                return shown(s.title)
    return value


def result_title(winner: Any, kind: game_kind.GameKind | None = None) -> str:
    """A finished game's result in a few words: "Union victory", or "Draw"
    where the game has no winner (``winner`` None, the kernel's outcome)."""
    if winner is None:
        return _t("Words", "Draw")
    return _t("Words", "{side} victory").format(side=side_name(winner, kind))


def plural(n: int, one: str, many: str) -> str:
    """``one`` or ``many`` (both already translated), with ``{n}`` filled in."""
    return (one if n == 1 else many).format(n=n)

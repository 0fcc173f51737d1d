"""The games' parts of the map editors, asked of each installed game's
registration (``editor_part()``, editing.editor_part) when this module is
first imported: a game with an editor window of its own (the game played
on box maps) is registered as the editor of its kind of map
(editing.editor_kinds); the play-tests of every editor window open the
play window in editor.playtest_runner. The area editor (editor.window) takes
the parts of the game played on area maps from ``area_part()``: the rules'
view, the play-test's files, the map File > New from the shipped map
copies. No game is named here."""

from __future__ import annotations

from functools import cache

from gettysburg_desktop.editing.editor_kinds import AREAS, Opener, register_editor_kind
from gettysburg_desktop.editing.editor_part import EditorPart
from gettysburg_desktop.games import registrations


@cache
def editor_parts() -> tuple[EditorPart, ...]:
    """Each installed game's editor part, in the order the games are installed."""
    return tuple(r.editor_part() for r in registrations() if hasattr(r, "editor_part"))


@cache
def parts_by_game() -> dict[str, EditorPart]:
    """Each installed game's editor part by the game's id (its registration's ``GAME_ID``)."""
    return {r.GAME_ID: r.editor_part() for r in registrations() if hasattr(r, "editor_part")}


def area_part() -> EditorPart:
    """The parts of the game played on area maps (the first such installed);
    LookupError where no installed game is."""
    for part in editor_parts():
        if part.board == AREAS:
            return part
    raise LookupError("no installed game is played on area maps: the area editor has no rules' view")


def _chooser(parts: dict[str, EditorPart]) -> Opener:
    """The opener of a kind of map several games may be played on: the window of the game the file says
    it is drawn for, else of ``game``, else of the first installed (a file of a game not installed opens
    there and is refused by the window, which names the games)."""
    first = next(iter(parts))

    def opens(path=None, *, game: str | None = None, **kw):
        part = parts[first]
        said_game = part.game_of(path) if path is not None and part.game_of is not None else ""
        wanted = said_game if said_game in parts else game or first
        opener = parts[wanted].opens
        assert opener is not None
        return opener(path, **kw)

    return opens


def _register() -> None:
    """Each kind of map's window, chosen among the games played on that kind (``_chooser``)."""
    by_board: dict[str, dict[str, EditorPart]] = {}
    for game, part in parts_by_game().items():
        if part.opens is not None:
            by_board.setdefault(part.board, {})[game] = part
    for board, parts in by_board.items():
        named = tuple((game, part.title) for game, part in parts.items() if part.title)
        register_editor_kind(board, _chooser(parts), next(iter(parts.values())).claims, named)


_register()

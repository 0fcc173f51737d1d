"""Which editor window a map opens in: a small registry of editor kinds.

Each kind of editor window registers, under the kind of map it edits, the
function that opens a window of it, and what tells its files from the
others: the area maps' window (the program's editor.window) under
``AREAS``, the kind every file is that no other kind claims; the box maps'
window (a game's, registered by the program from the game's
``editor_part()``, editor.game_editors) under ``BOXES``; the free tables'
window (editing.table_window, opened with a game's parts) under ``TABLE``;
where several games are played on one kind of map (two games on the free
table), each names itself (``games``) and the opener takes the game's id
as ``game`` (a file says its game, a new map is asked for by game). A window handed a
map of another kind (File > Open, Open recent, File > New of the other
kind) asks here for that kind's window, so no editor window imports
another, and a game's window names none of the program's.

The program also puts here how a play-test opens its play window
(``set_play_tester``): a game's editor window asks ``play_tester`` for it,
as it can't import the play window (the shell) itself.
"""

from __future__ import annotations

import os
from collections.abc import Callable

AREAS = "areas"  # maps of polygon areas (docs/map-format.md)
BOXES = "boxes"  # maps of boxes and links, ``kind: boxes`` (docs/box-map-format.md)
TABLE = "table"  # free tables, ``kind: table`` (docs/table-format.md)

#: opens a window of one kind: ``opener(path, **kw)`` with the map file's
#: path (None: a new map) and the window's keywords (``data_dir``); gives the
#: window, shown, or None where the file can't be opened (the author was told why)
Opener = Callable[..., object]
#: whether the file at a path is a map of one kind
Claims = Callable[[str | os.PathLike[str]], bool]

_openers: dict[str, Opener] = {}
_claims: dict[str, Claims] = {}
_games: dict[str, tuple[tuple[str, str], ...]] = {}
_play_tester: list[Callable[..., object]] = []


def register_editor_kind(
    kind: str, opener: Opener, claims: Claims | None = None, games: tuple[tuple[str, str], ...] = ()
) -> None:
    """``opener`` opens the windows that edit maps of ``kind`` (a later one
    replaces it); ``claims`` tells its files (None: it claims none, as the
    area maps, which every file is that no other kind claims); ``games``:
    the games played on maps of the kind, each (its id, its name, a ``said``
    text), where the opener takes ``game=`` (the first is a new map's)."""
    _openers[kind] = opener
    if claims is not None:
        _claims[kind] = claims
    _games[kind] = tuple(games)


def games_of(kind: str) -> tuple[tuple[str, str], ...]:
    """The games played on maps of ``kind`` (their ids and names), where its opener chooses among them;
    empty where one game is (or none named itself)."""
    return _games.get(kind, ())


def editor_kinds() -> tuple[str, ...]:
    """The kinds of map an editor window is registered for, in the order they came."""
    return tuple(_openers)


def kind_of(path: str | os.PathLike[str]) -> str:
    """The kind of map the file at ``path`` is: the first kind that claims
    it, else ``AREAS`` (whose reader says what is wrong with a file that is
    no map at all)."""
    for kind, claims in _claims.items():
        if claims(path):
            return kind
    return AREAS


def open_editor_of(kind: str, path: str | None = None, **kw) -> object:
    """A window of the editor of ``kind`` maps on ``path`` (a new map without
    one), or None where the file can't be opened. LookupError where no
    window registered for ``kind``: its module was never imported."""
    opener = _openers.get(kind)
    if opener is None:
        raise LookupError(f"no editor window is registered for {kind} maps (import its window's module first)")
    return opener(path, **kw)


def set_play_tester(make: Callable[..., object]) -> None:
    """How an editor window's play-tests open their play windows: ``make(window,
    make_files, refusals, started, **kw)`` gives the window's play tester
    (the program's editor.playtest_runner.PlayTester)."""
    _play_tester[:] = [make]


def play_tester(window, make_files: Callable, refusals: tuple[type[Exception], ...], started: Callable, **kw) -> object:
    """The play tester of an editor ``window`` (``set_play_tester``): its
    ``play_test(seed)`` opens a play window on the map as it is, its
    ``windows`` are the play windows still open, its ``balance_report()``
    opens the balance report of a game on the map. LookupError where the
    program's editor (editor.game_editors) was never imported."""
    if not _play_tester:
        raise LookupError("no play window to play-test in (import the program's editor, editor.game_editors, first)")
    return _play_tester[0](window, make_files, refusals, started, **kw)

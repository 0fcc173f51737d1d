"""What a game gives the map editors (its registration's ``editor_part()``,
asked by the program's editor.game_editors): the kind of map it is played
on and, for a kind the program has no window of (box maps), the game's own
editor window; for area maps, the game's parts of the program's area
editor: the rules' view of the map being drawn (neighbours, roads crossed,
artillery's reach), the files of a play-test and the map a new one starts
from."""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .editor_kinds import Claims, Opener


@dataclass(frozen=True)
class EditorPart:
    #: the kind of map the game is played on (editor_kinds.AREAS, BOXES)
    board: str
    #: the game's own editor window for those maps (editor_kinds.Opener);
    #: None: the program's window of the board kind (the area editor's)
    opens: Opener | None = None
    #: whether a file is a map of ``board`` (None: the default kind, areas)
    claims: Claims | None = None
    #: area maps: the rules' view of an editable map (``rules_view(emap)``:
    #: ``topology()``, ``check()``, ``close()``, what the Rules' view dock asks)
    rules_view: Callable[[Any], Any] | None = None
    #: area maps: ``playtest_files(document, folder)`` writes a game on the
    #: map under ``folder``: what it gives has ``scenario_path`` and ``kind``
    playtest_files: Callable[[Any, Path], Any] | None = None
    #: the errors ``playtest_files`` refuses a map with (their text is the reason)
    playtest_refusals: tuple[type[Exception], ...] = ()
    #: what a play-test started with, in the author's words (``playtest_files``' result)
    playtest_started: Callable[[Any], str] | None = None
    #: the shipped map File > New from the shipped map copies
    template_map: Callable[[], str | os.PathLike[str]] | None = None
    #: the game's name for the author (a ``said`` text): where several games are played on one kind of
    #: map (the free table), File > New offers a new map of each by it
    title: str = ""
    #: where several games are played on one kind of map: the game a file says it is drawn for ("": none)
    game_of: Callable[[str | os.PathLike[str]], str] | None = None

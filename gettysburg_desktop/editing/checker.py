"""What a check of the map being edited found, for the editors' Validation
dock (editing.validation_panel): any board kind's problems (the area maps'
checker runs in editor.checker, the box maps' in Norden & Süden's editor)."""

from __future__ import annotations

from dataclasses import dataclass

from gettysburg_desktop.boards.areas.problems import Problem


@dataclass(frozen=True)
class CheckResult:
    revision: int
    problems: tuple[Problem, ...]
    seconds: float
    #: warnings about the names' places (editor.labels): shown with the
    #: problems, but a game loads the map anyway
    notes: tuple[Problem, ...] = ()

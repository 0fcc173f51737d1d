"""Gettysburg's own files for ``gettysburg-desktop validate`` and
``topology`` (scenario/commands.py asks the registration's ``FILES``):
scenario files (docs/scenario-format.md); its maps are area maps, which the
shell checks with the area board. Each answer is (stdout, the error for
stderr without "error: ", the exit code)."""

from __future__ import annotations

from pathlib import Path

from gettysburg_desktop.boards.areas.map_file import MapFormatError
from gettysburg_desktop.files.file_kind import SCENARIO, kind_of

#: a scenario's kind, as validate and topology name it
SCENARIO_FILE = "scenario"


def file_kind(data) -> str | None:
    """ "scenario" for a scenario file's data (its top-level keys), else None."""
    return SCENARIO_FILE if kind_of(data) == SCENARIO else None


def not_for_topology(path: Path, kind: str) -> str:
    return f"{path} is a scenario, not a map: give topology the map file its `map:` names"


def validate(path: Path, kind: str) -> tuple[str, str, int]:
    """A scenario file: every problem on its own line, else what it holds."""
    from .scenario.scenario_file import ScenarioFormatError, load_scenario

    try:
        scenario = load_scenario(path)
    except ScenarioFormatError as exc:
        text = str(exc)
        n = text.count("\n") + 1
        return (text, f"{path}: {n} problem" + ("" if n == 1 else "s"), 1)
    except MapFormatError as exc:  # the map the scenario names: which scenario named it, too
        return ("", f"{path}: map: {exc}", 2)
    units = len(scenario.units)
    return (
        f"{path}: scenario {scenario.id!r} is clean: {units} units, {len(scenario.reinforcements)} reinforcement groups",
        "",
        0,
    )

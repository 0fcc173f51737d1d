"""Scenario files in (docs/scenario-format.md, format_version 1).

``load_scenario(path)`` reads a scenario YAML file (safe loader only), loads
and checks the map it names (relative to the scenario file), builds the rules'
Scenario and checks it (R-COMP counts, every piece exactly once, R-REIN
entry boxes and die ranges, R-DISC-1 order boxes). Every problem found is
reported at once in one ScenarioFormatError, one line each, naming the file,
the path inside it (``reinforcements[2].units[1]``) and the problem.

``find_builtin_scenario(id)`` locates a scenario shipped in the package
(resources/scenarios/ID.yaml) through importlib.resources,
so it works from a source tree, an installed wheel and a frozen build alike.
"""

from __future__ import annotations

import os
from importlib.resources import files
from pathlib import Path
from typing import Any

from gettysburg_desktop.files.file_kind import SCENARIO, kind_of, not_a
from gettysburg_desktop.files.yaml_safe import YamlReadError, describe, read_yaml
from gettysburg_desktop.games.gettysburg.scenario.problems import (
    Problems,
    ScenarioFormatError,
    ScenarioProblem,
    UnknownScenario,
)

from ..rules.scenario import Scenario
from . import scenario_sections as sections
from .scenario_sections import FORMAT_VERSION, SLUG

__all__ = [
    "FORMAT_VERSION",
    "ScenarioFormatError",
    "ScenarioProblem",
    "find_builtin_scenario",
    "load_scenario",
    "parse_scenario",
]


# --- entry points ---------------------------------------------------------------------


def load_scenario(path: str | os.PathLike[str]) -> Scenario:
    """Read, check and build the scenario in ``path``; ScenarioFormatError lists
    every problem. A map file that can't be read raises the map loader's
    MapFormatError (it names the map file)."""
    source = str(path)
    try:
        data = read_yaml(path)
    except YamlReadError as exc:
        raise ScenarioFormatError(source, [ScenarioProblem("yaml", exc.where, exc.problem)]) from None
    return parse_scenario(data, source, base_dir=Path(path).parent)


def find_builtin_scenario(scenario_id: str) -> Path:
    """The file of a scenario shipped with the program: resources/scenarios/ID.yaml.
    LookupError (UnknownScenario) if there is none."""

    if not SLUG.fullmatch(scenario_id or ""):
        raise UnknownScenario(f"{scenario_id!r} is not a scenario id (lower-case words joined by '-')")
    entry = files("gettysburg_desktop.resources").joinpath("scenarios").joinpath(f"{scenario_id}.yaml")
    if not entry.is_file():
        raise UnknownScenario(f"no built-in scenario {scenario_id!r}")
    # A source tree, a wheel and a PyInstaller build keep package data as real
    # files; the map is found next to the scenario, so a real path is needed.
    return Path(os.fspath(entry))


# --- parsing: the sections in turn (scenario_sections) ----------------------------------


def parse_scenario(data: Any, source: str, base_dir: str | os.PathLike[str] = ".") -> Scenario:
    """A Scenario from ``yaml.safe_load`` output of a scenario file; every
    problem found in one ScenarioFormatError."""
    p = Problems(source)
    if data is None:
        raise p.fail("empty", "", "the file is empty; expected a scenario (format_version, id, name, map, ...)")
    if not isinstance(data, dict):
        raise p.fail("wrong-type", "", f"expected a scenario mapping, got {describe(data)}")
    kind = kind_of(data)
    if kind not in (SCENARIO, None):  # a map or a game record: say so, not its version or its keys
        raise p.fail("not-a-scenario", "", not_a(kind, SCENARIO, source))
    sections.read_version(p, data)
    sid, name = sections.read_header(p, data)
    board = sections.read_map(p, data, base_dir)
    units = sections.read_units(p, data)
    placements = sections.Placements(p, units)
    start = sections.read_start(p, data, board, placements)
    groups = sections.read_reinforcements(p, data, board, placements)
    order_boxes = sections.read_order_boxes(p, data)
    settings = sections.read_settings(p, data)
    placements.check_all_placed()
    if settings.full_counts:
        sections.check_counts(p, units.units)
    if p.found or board.battlefield is None or sid is None or name is None:
        if not p.found:  # pragma: no cover - every section above reports why
            p.add("missing-key", "", "the scenario is incomplete")
        raise p.error()

    scenario = Scenario(
        id=sid,
        name=name,
        battlefield=board.battlefield,
        units=tuple(units.units),
        start=start,
        reinforcements=tuple(groups),
        union_order_boxes=order_boxes,
        edition=settings.edition,
        first_period=settings.first_period,
        full_counts=settings.full_counts,
        notes=settings.notes,
        extra=settings.extra,
        variants=settings.variants,
        map_document=board.document,
        topology=board.topology,
    )
    # The rules' own check once more: the sections above check all it checks,
    # each under its place in the file, so this finds nothing unless the two
    # part ways; then its words are shown as they are, for the whole file.
    for message in scenario.problems():
        p.add("rules", "", message)
    if p.found:
        raise p.error()
    return scenario

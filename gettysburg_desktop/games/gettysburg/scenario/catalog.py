"""Find a scenario by its id: the built-in test scenario, or a scenario file
shipped with the program (resources/scenarios/ID.yaml); and the older
editions of a shipped scenario (resources/scenarios/editions/ID-N.yaml),
kept so that a game saved before the scenario changed replays as it was
played (docs/scenario-format.md, ``edition``)."""

from __future__ import annotations

import os
from importlib.resources import files

from gettysburg_desktop.games.gettysburg.scenario.problems import UnknownScenario

from ..rules import crossroads
from ..rules.scenario import Scenario
from .crossroads_map import with_map
from .scenario_file import find_builtin_scenario, load_scenario

__all__ = ["UnknownScenario", "builtin_ids", "load_scenario_by_id", "load_scenario_edition"]


def builtin_ids() -> list[str]:
    ids = ["crossroads"]
    try:
        folder = files("gettysburg_desktop.resources").joinpath("scenarios")
        ids += sorted(p.name[:-5] for p in folder.iterdir() if p.name.endswith(".yaml"))
    except (ModuleNotFoundError, FileNotFoundError, NotADirectoryError):
        pass
    return ids


def load_scenario_by_id(scenario_id: str) -> Scenario:
    """A built-in scenario by id, or (for authors) a scenario file by its path."""
    if scenario_id.endswith((".yaml", ".yml")):
        return load_scenario(scenario_id)
    if scenario_id == "crossroads":
        return with_map(crossroads.scenario())
    if scenario_id in builtin_ids():
        return load_scenario(find_builtin_scenario(scenario_id))
    raise UnknownScenario(f"unknown scenario {scenario_id!r}; known: {', '.join(builtin_ids())}")


def load_scenario_edition(scenario_id: str, edition: int) -> Scenario | None:
    """Edition ``edition`` of the shipped scenario ``scenario_id``, kept in
    resources/scenarios/editions/ID-N.yaml; None if the program keeps no such
    edition (a scenario file of an author's own keeps none)."""
    if scenario_id not in builtin_ids():  # an id only, never a path
        return None
    entry = files("gettysburg_desktop.resources").joinpath("scenarios", "editions", f"{scenario_id}-{edition}.yaml")
    if not entry.is_file():
        return None
    scenario = load_scenario(os.fspath(entry))  # a real file in a source tree, a wheel and a frozen build alike
    if scenario.id != scenario_id or scenario.edition != edition:  # pragma: no cover - a packaging mistake
        raise UnknownScenario(f"{entry} is not edition {edition} of {scenario_id}")
    return scenario

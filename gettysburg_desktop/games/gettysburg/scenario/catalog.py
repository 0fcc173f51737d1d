"""Find a scenario by its id: the built-in test scenario, or a scenario file
shipped with the program (resources/scenarios/ID.yaml)."""

from __future__ import annotations

from importlib.resources import files

from gettysburg_desktop.games.gettysburg.scenario.problems import UnknownScenario

from ..rules import crossroads
from ..rules.scenario import Scenario
from .crossroads_map import with_map
from .scenario_file import find_builtin_scenario, load_scenario

__all__ = ["UnknownScenario", "builtin_ids", "load_scenario_by_id"]


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

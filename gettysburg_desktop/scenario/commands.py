"""What ``cli validate`` and ``cli topology`` print, as an Outcome: the text
for stdout, the error for stderr (the CLI prefixes it with ``error: ``) and
the exit code.

Every problem on its own line on stdout (for piping), naming the file, the
item and the problem; the count of problems, or why the file can't be read,
is the error. Exit 0 when clean, 1 when there are problems, 2 when the file
can't be read or is not a map or scenario.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ..board.topology import build_topology
from ..board.validation import validate_map
from .file_kind import RECORD, SCENARIO, kind_of
from .map_file import MapFormatError, load_map
from .yaml_safe import YamlReadError, read_yaml


@dataclass(frozen=True)
class Outcome:
    out: str  # for stdout; "" for nothing
    error: str  # for stderr, without the "error: " prefix; "" for none
    code: int


REPLAY = "gettysburg-desktop replay"


def _kind_of(path: Path) -> str:
    """"map", "scenario" or "record", by the file's top-level keys (file_kind.py)."""
    try:
        data = read_yaml(path)
    except YamlReadError:
        return "map"  # the map loader reports the problem precisely
    return {SCENARIO: "scenario", RECORD: "record"}.get(kind_of(data), "map")


def _record_given(path: Path, wanted: str) -> Outcome:
    return Outcome("", f"{path} is a game record, not {wanted}: replay it with `{REPLAY} {path}`", 2)


def validate_command(file: str) -> Outcome:
    path = Path(file)
    kind = _kind_of(path)
    if kind == "scenario":
        return _validate_scenario(path)
    if kind == "record":
        return _record_given(path, "a map or a scenario")
    try:
        doc = load_map(path)
    except MapFormatError as exc:
        return Outcome("", str(exc), 2)
    problems = validate_map(doc, str(path))
    if problems:
        return Outcome("\n".join(str(p) for p in problems), f"{path}: {len(problems)} problem(s)", 1)
    return Outcome(
        f"{path}: map {doc.id!r} is clean: {len(doc.areas)} areas, {len(doc.entry_boxes)} entry boxes, {len(doc.roads)} roads",
        "",
        0,
    )


def _validate_scenario(path: Path) -> Outcome:
    from .scenario_file import ScenarioFormatError, load_scenario

    try:
        scenario = load_scenario(path)
    except ScenarioFormatError as exc:
        text = str(exc)
        n = text.count("\n") + 1
        return Outcome(text, f"{path}: {n} problem(s)", 1)
    except MapFormatError as exc:  # the map the scenario names: which scenario named it, too
        return Outcome("", f"{path}: map: {exc}", 2)
    units = len(scenario.units)
    return Outcome(
        f"{path}: scenario {scenario.id!r} is clean: {units} units, {len(scenario.reinforcements)} reinforcement groups", "", 0
    )


def topology_command(file: str) -> Outcome:
    path = Path(file)
    kind = _kind_of(path)
    if kind == "record":
        return _record_given(path, "a map")
    if kind == "scenario":
        return Outcome("", f"{path} is a scenario, not a map: give topology the map file its `map:` names", 2)
    try:
        doc = load_map(path)
    except MapFormatError as exc:
        return Outcome("", str(exc), 2)
    topo = build_topology(doc)
    vertex: dict[str, list[str]] = {a: [] for a in topo.area_ids}
    for a, b in topo.vertex_pairs():
        vertex[a].append(b)
        vertex[b].append(a)
    roads: dict[str, set[str]] = {a: set() for a in topo.area_ids}
    for a, b in topo.road_border_pairs():
        roads[a].add(b)
        roads[b].add(a)
    lines = [f"{path}: {len(topo.area_ids)} areas, {len(topo.borders)} borders, {len(topo.vertex_contacts)} vertex contacts"]
    for area in topo.area_ids:
        lines.append(f"{area}:")
        lines.append(f"  borders: {', '.join(topo.neighbours(area)) or '-'}")
        lines.append(f"  vertex only: {', '.join(sorted(vertex[area])) or '-'}")
        lines.append(f"  road crosses into: {', '.join(sorted(roads[area])) or '-'}")
    for box in doc.entry_boxes:
        lines.append(f"entry box {box.id} -> {box.area}")
    problems = validate_map(doc, str(path), topology=topo)
    if problems:
        error = f"{path}: the map has {len(problems)} validation problem(s): `gettysburg-desktop validate {path}` lists them"
        return Outcome("\n".join(lines), error, 1)
    return Outcome("\n".join(lines), "", 0)

"""What ``cli validate`` and ``cli topology`` print, as (text, exit code).

Every problem on its own line, naming the file, the item and the problem;
exit 0 when clean, 1 when there are problems, 2 when the file can't be read.
"""

from __future__ import annotations

from pathlib import Path

from ..board.topology import build_topology
from ..board.validation import validate_map
from .map_file import MapFormatError, load_map
from .yaml_safe import YamlReadError, read_yaml


def _kind_of(path: Path) -> str:
    """"map" or "scenario", by the file's top-level keys."""
    try:
        data = read_yaml(path)
    except YamlReadError:
        return "map"  # the map loader reports the problem precisely
    scenario_keys = {"units", "map", "start", "reinforcements", "union_order_boxes"}
    if isinstance(data, dict) and scenario_keys & set(data) and "areas" not in data:
        return "scenario"
    return "map"


def validate_command(file: str) -> tuple[str, int]:
    path = Path(file)
    if _kind_of(path) == "scenario":
        return _validate_scenario(path)
    try:
        doc = load_map(path)
    except MapFormatError as exc:
        return str(exc), 2
    problems = validate_map(doc, str(path))
    if problems:
        lines = [str(p) for p in problems]
        lines.append(f"{path}: {len(problems)} problem(s)")
        return "\n".join(lines), 1
    return (
        f"{path}: map {doc.id!r} is clean: {len(doc.areas)} areas, {len(doc.entry_boxes)} entry boxes, {len(doc.roads)} roads",
        0,
    )


def _validate_scenario(path: Path) -> tuple[str, int]:
    from .scenario_file import ScenarioFormatError, load_scenario

    try:
        scenario = load_scenario(path)
    except ScenarioFormatError as exc:
        text = str(exc)
        n = text.count("\n") + 1
        return f"{text}\n{path}: {n} problem(s)", 1
    except MapFormatError as exc:
        return str(exc), 2
    units = len(scenario.units)
    return f"{path}: scenario {scenario.id!r} is clean: {units} units, {len(scenario.reinforcements)} reinforcement groups", 0


def topology_command(file: str) -> tuple[str, int]:
    path = Path(file)
    try:
        doc = load_map(path)
    except MapFormatError as exc:
        return str(exc), 2
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
        lines.append(f"(the map has {len(problems)} validation problem(s): run validate)")
    return "\n".join(lines), 0

"""What ``cli validate`` and ``cli topology`` print, as an Outcome: the text
for stdout, the error for stderr (the CLI prefixes it with ``error: ``) and
the exit code.

Every problem on its own line on stdout (for piping), naming the file, the
item and the problem; the count of problems, or why the file can't be read,
is the error. Exit 0 when clean, 1 when there are problems, 2 when the file
can't be read or is not a map or scenario.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from gettysburg_desktop.boards.areas.map_file import MapFormatError, load_map
from gettysburg_desktop.boards.areas.problems import Problem, severity
from gettysburg_desktop.boards.areas.topology import build_topology
from gettysburg_desktop.boards.areas.validation import validate_map
from gettysburg_desktop.files.file_kind import RECORD, SCENARIO, kind_of
from gettysburg_desktop.files.yaml_safe import YamlReadError, read_yaml
from gettysburg_desktop.games.nordensueden.boxes.box_map_file import is_box_map_data


@dataclass(frozen=True)
class Outcome:
    out: str  # for stdout; "" for nothing
    error: str  # for stderr, without the "error: " prefix; "" for none
    code: int


REPLAY = "gettysburg-desktop replay"


def _kind_of(path: Path) -> str:
    """ "map", "scenario", "record" or "boxes" (a box map, docs/box-map-format.md),
    by the file's top-level keys (file_kind.py)."""
    try:
        data = read_yaml(path)
    except YamlReadError:
        return "map"  # the map loader reports the problem precisely
    if is_box_map_data(data):
        return "boxes"
    return {SCENARIO: "scenario", RECORD: "record"}.get(kind_of(data), "map")


def _record_given(path: Path, wanted: str) -> Outcome:
    return Outcome("", f"{path} is a game record, not {wanted}: replay it with `{REPLAY} {path}`", 2)


def _counted(n: int, one: str, many: str) -> str:
    return (one if n == 1 else many).format(n=n)


def problem_summary(problems, notes=()) -> str:
    """ "1 error and 2 warnings", as the editor's Validation dock counts them:
    the problems by severity (board.problems.severity), the warnings about
    the names' places with the warnings."""
    errors = sum(1 for p in problems if severity(p) == "error")
    warnings = len(problems) - errors + len(notes)
    parts = [_counted(errors, "{n} error", "{n} errors")] if errors else []
    if warnings or not parts:
        parts.append(_counted(warnings, "{n} warning", "{n} warnings"))
    return " and ".join(parts)


def validate_command(file: str, notes: Callable[..., list[Problem]] | None = None) -> Outcome:
    """``notes(doc, topology, file)``: the warnings about the names' places the
    editor lists too (editor.checker.label_notes; they need Qt's fonts, which
    this module does without)."""
    path = Path(file)
    kind = _kind_of(path)
    if kind == "scenario":
        return _validate_scenario(path)
    if kind == "record":
        return _record_given(path, "a map or a scenario")
    if kind == "boxes":
        return _validate_box_map(path)
    try:
        doc = load_map(path)
    except MapFormatError as exc:
        return Outcome("", str(exc), 2)
    topology = build_topology(doc)
    problems = validate_map(doc, str(path), topology=topology)
    found = list(notes(doc, topology, str(path))) if notes is not None else []
    lines = [f"{severity(p)}: {p}" for p in sorted(problems, key=lambda p: severity(p) != "error")]
    lines += [f"warning: {p}" for p in found]
    if problems:
        return Outcome("\n".join(lines), f"{path}: {problem_summary(problems, found)}", 1)
    clean = f"{path}: map {doc.id!r} is clean: {len(doc.areas)} areas, {len(doc.entry_boxes)} entry boxes, {len(doc.roads)} roads"
    if found:
        clean += f"; {problem_summary((), found)} about names' places (a game loads the map anyway)"
    return Outcome("\n".join([*lines, clean]), "", 0)


def _validate_box_map(path: Path) -> Outcome:
    """A box map (Norden & Süden): the file's problems, else what keeps a game
    off it (errors: the rules', nordensueden.campaign_map_check) and boxes
    drawn over each other (warnings: a game plays the map anyway), as the
    box-map editor's Validation and Play-test see them (box_map_check)."""
    from gettysburg_desktop.games.nordensueden.boxes.box_map_check import box_overlaps
    from gettysburg_desktop.games.nordensueden.boxes.box_map_file import BoxMapError, load_box_map
    from gettysburg_desktop.games.nordensueden.rules.campaign_map_check import check_map
    from gettysburg_desktop.games.nordensueden.rules.sides import Side

    try:
        boxmap = load_box_map(path)
    except BoxMapError as exc:
        if exc.unreadable:
            return Outcome("", str(exc), 2)
        n = len(exc.problems)
        return Outcome(str(exc), f"{path}: {_counted(n, '{n} problem', '{n} problems')}", 1)
    problems = check_map(boxmap)
    overlaps = box_overlaps(boxmap, str(path))
    lines = [f"error: {path}: {p}" for p in problems] + [f"warning: {p}" for p in overlaps]
    warned = _counted(len(overlaps), "{n} warning", "{n} warnings") + " about boxes drawn over each other"
    if problems:
        counted = _counted(len(problems), "{n} error", "{n} errors")
        return Outcome("\n".join(lines), f"{path}: {counted}" + (f" and {warned}" if overlaps else ""), 1)
    kinds = {kind: sum(1 for link in boxmap.links if link.kind.value == kind) for kind in ("rail", "river", "road")}
    setup = boxmap.setup() if boxmap.own_setup else None
    played = (
        f"its own set-up: {sum(setup[Side.USA].values())} Union and {sum(setup[Side.CSA].values())} "
        "Confederate militia infantry"
        if setup is not None
        else "the 1861 campaign's set-up (T2)"
    )
    clean = (
        f"{path}: box map {boxmap.id!r} is clean: {len(boxmap.boxes)} boxes, {len(boxmap.links)} links "
        f"({kinds['rail']} railroad, {kinds['river']} river, {kinds['road']} road); start sums "
        f"{boxmap.starting_sum(Side.USA)} and {boxmap.starting_sum(Side.CSA)}; played with {played}"
    )
    if overlaps:
        clean += f"; {warned} (a game plays the map anyway)"
    return Outcome("\n".join([*lines, clean]), "", 0)


def _validate_scenario(path: Path) -> Outcome:
    from gettysburg_desktop.games.gettysburg.scenario.scenario_file import ScenarioFormatError, load_scenario

    try:
        scenario = load_scenario(path)
    except ScenarioFormatError as exc:
        text = str(exc)
        n = text.count("\n") + 1
        return Outcome(text, f"{path}: {n} problem" + ("" if n == 1 else "s"), 1)
    except MapFormatError as exc:  # the map the scenario names: which scenario named it, too
        return Outcome("", f"{path}: map: {exc}", 2)
    units = len(scenario.units)
    return Outcome(
        f"{path}: scenario {scenario.id!r} is clean: {units} units, {len(scenario.reinforcements)} reinforcement groups",
        "",
        0,
    )


def topology_command(file: str) -> Outcome:
    path = Path(file)
    kind = _kind_of(path)
    if kind == "record":
        return _record_given(path, "a map")
    if kind == "scenario":
        return Outcome("", f"{path} is a scenario, not a map: give topology the map file its `map:` names", 2)
    if kind == "boxes":
        return Outcome("", f"{path} is a box map: its links are its topology; check it with validate", 2)
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
    names = {a.id: a.name for a in doc.areas}

    def named(ids) -> str:
        """Areas by name (issue 14: an author reads names, not ids)."""
        return ", ".join(sorted((names.get(a, a) for a in ids), key=str.lower)) or "-"

    lines = [
        f"{path}: {len(topo.area_ids)} areas, {len(topo.borders)} borders, {len(topo.vertex_contacts)} vertex contacts"
    ]
    for area in sorted(topo.area_ids, key=lambda a: (names.get(a, a).lower(), a)):
        lines.append(f"{names.get(area, area)} ({area}):")
        lines.append(f"  borders: {named(topo.neighbours(area))}")
        lines.append(f"  vertex only: {named(vertex[area])}")
        lines.append(f"  road crosses into: {named(roads[area])}")
    for box in doc.entry_boxes:
        lines.append(f"entry box {box.name} ({box.id}) -> {names.get(box.area, box.area)}")
    problems = validate_map(doc, str(path), topology=topo)
    if problems:
        error = f"{path}: the map has {problem_summary(problems)}: `gettysburg-desktop validate {path}` lists them"
        return Outcome("\n".join(lines), error, 1)
    return Outcome("\n".join(lines), "", 0)

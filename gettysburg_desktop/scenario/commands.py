"""What ``cli validate`` and ``cli topology`` print, as an Outcome: the text
for stdout, the error for stderr (the CLI prefixes it with ``error: ``) and
the exit code.

Every problem on its own line on stdout (for piping), naming the file, the
item and the problem; the count of problems, or why the file can't be read,
is the error. Exit 0 when clean, 1 when there are problems, 2 when the file
can't be read or is not a map or scenario.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from gettysburg_desktop.boards.areas.map_file import MapFormatError, load_map
from gettysburg_desktop.boards.areas.problems import Problem, severity
from gettysburg_desktop.boards.areas.topology import build_topology
from gettysburg_desktop.boards.areas.validation import validate_map
from gettysburg_desktop.boards.table.table_file import is_table_data
from gettysburg_desktop.boards.table.table_file import validate as validate_table
from gettysburg_desktop.files.file_kind import RECORD, kind_of
from gettysburg_desktop.files.yaml_safe import YamlReadError, read_yaml
from gettysburg_desktop.games import registrations


@dataclass(frozen=True)
class Outcome:
    out: str  # for stdout; "" for nothing
    error: str  # for stderr, without the "error: " prefix; "" for none
    code: int


REPLAY = "gettysburg-desktop replay"


def _game_files() -> list:
    """The installed games' ``FILES`` modules (their registrations'), in the
    registry's order: each says which files are its own (``file_kind(data)``:
    a scenario, a box map, ...), validates them and says why ``topology``
    does not take them."""
    return [importlib.import_module(r.FILES) for r in registrations() if getattr(r, "FILES", None)]


def _kind_of(path: Path) -> tuple[str, Any]:
    """ "map" (an area map), "record", "table" (the free table's file), or a
    game's own kind of file with the game's ``FILES`` module that reads it,
    by the file's top-level keys."""
    try:
        data = read_yaml(path)
    except YamlReadError:
        return "map", None  # the map loader reports the problem precisely
    if kind_of(data) == RECORD:
        return "record", None
    if is_table_data(data):
        return "table", None
    for files in _game_files():
        kind = files.file_kind(data)
        if kind is not None:
            return kind, files
    return "map", None


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
    kind, game_files = _kind_of(path)
    if kind == "record":
        return _record_given(path, "a map or a scenario")
    if kind == "table":  # the free table's file: the board checks it (a game on it will check its kinds too)
        return Outcome(*validate_table(path))
    if game_files is not None:  # a game's own file (a scenario, a box map): the game checks it
        return Outcome(*game_files.validate(path, kind))
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


def topology_command(file: str) -> Outcome:
    path = Path(file)
    kind, game_files = _kind_of(path)
    if kind == "record":
        return _record_given(path, "a map")
    if kind == "table":
        return Outcome("", f"{path} is a table: its bases stand anywhere, it has no areas; check it with validate", 2)
    if game_files is not None:
        return Outcome("", game_files.not_for_topology(path, kind), 2)
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
    for area in sorted(topo.area_ids, key=lambda a: ((names.get(a) or a).lower(), a)):
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

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
import re
from importlib.resources import files
from pathlib import Path
from typing import Any

from ..board.to_rules import to_battlefield
from ..board.topology import build_topology
from ..board.validation import validate_map
from ..rules.periods import PARTS, period_index
from ..rules.pieces import USA_BLACK_DISCS, USA_BLUE_DISCS, Kind, Side
from ..rules.scenario import Reinforcement, Scenario, UnitSpec
from ..rules.variants import VARIANTS
from .file_kind import SCENARIO, kind_of, not_a
from .map_file import load_map
from .yaml_safe import YamlReadError, read_yaml
from .yaml_safe import describe as _describe

FORMAT_VERSION = 1

__all__ = ["FORMAT_VERSION", "ScenarioFormatError", "find_builtin_scenario", "load_scenario", "parse_scenario"]

_TOP_REQUIRED = ("format_version", "id", "name", "map", "union_order_boxes", "units", "start", "reinforcements")
_TOP_OPTIONAL = ("first_period", "full_counts", "notes", "extra", "variants")
_DIE_RANGE = re.compile(r"\s*([1-6])\s*(?:-\s*([1-6]))?\s*\Z")


class ScenarioFormatError(ValueError):
    """A scenario file that can't be used. ``problems`` lists (path, problem);
    ``str()`` is one line per problem: ``file: path: problem``."""

    def __init__(self, source: str, problems: list[tuple[str, str]]) -> None:
        self.source = source
        self.problems = list(problems)
        lines = [f"{source}: {path}: {problem}" if path else f"{source}: {problem}" for path, problem in self.problems]
        super().__init__("\n".join(lines))


# --- entry points ---------------------------------------------------------------------


def load_scenario(path: str | os.PathLike[str]) -> Scenario:
    """Read, check and build the scenario in ``path``; ScenarioFormatError lists
    every problem. A map file that can't be read raises the map loader's
    MapFormatError (it names the map file)."""
    source = str(path)
    try:
        data = read_yaml(path)
    except YamlReadError as exc:
        raise ScenarioFormatError(source, [(exc.where, exc.problem)]) from None
    return parse_scenario(data, source, base_dir=Path(path).parent)


def find_builtin_scenario(scenario_id: str) -> Path:
    """The file of a scenario shipped with the program: resources/scenarios/ID.yaml.
    LookupError (catalog.UnknownScenario) if there is none."""
    from .catalog import UnknownScenario  # catalog imports this module lazily too

    if not re.fullmatch(r"[a-z0-9]+(?:-[a-z0-9]+)*", scenario_id or ""):
        raise UnknownScenario(f"{scenario_id!r} is not a scenario id (lower-case words joined by '-')")
    entry = files("gettysburg_desktop.resources").joinpath("scenarios").joinpath(f"{scenario_id}.yaml")
    if not entry.is_file():
        raise UnknownScenario(f"no built-in scenario {scenario_id!r}")
    # A source tree, a wheel and a PyInstaller build keep package data as real
    # files; the map is found next to the scenario, so a real path is needed.
    return Path(os.fspath(entry))


# --- parsing ----------------------------------------------------------------------------


class _Parser:
    def __init__(self, source: str) -> None:
        self.source = source
        self.problems: list[tuple[str, str]] = []

    def add(self, path: str, problem: str) -> None:
        self.problems.append((path, problem))

    def mapping(self, value: Any, path: str, what: str) -> dict | None:
        if not isinstance(value, dict):
            self.add(path, f"expected a mapping ({what}), got {_describe(value)}")
            return None
        return value

    def listing(self, value: Any, path: str, what: str) -> list | None:
        if not isinstance(value, list):
            self.add(path, f"expected a list ({what}), got {_describe(value)}")
            return None
        return value

    def text(self, value: Any, path: str, allow_empty: bool = False) -> str | None:
        if not isinstance(value, str) or (not allow_empty and not value.strip()):
            self.add(path, f"expected text, got {_describe(value)}")
            return None
        return value


def parse_scenario(data: Any, source: str, base_dir: str | os.PathLike[str] = ".") -> Scenario:
    """A Scenario from ``yaml.safe_load`` output of a scenario file."""
    p = _Parser(source)
    if data is None:
        raise ScenarioFormatError(source, [("", "the file is empty; expected a scenario (format_version, id, name, map, ...)")])
    if not isinstance(data, dict):
        raise ScenarioFormatError(source, [("", f"expected a scenario mapping, got {_describe(data)}")])
    kind = kind_of(data)
    if kind not in (SCENARIO, None):  # a map or a game record: say so, not its version or its keys
        raise ScenarioFormatError(source, [("", not_a(kind, SCENARIO, source))])

    # format_version first: a newer file is not worth reading further.
    version = data.get("format_version")
    if "format_version" in data:
        if isinstance(version, bool) or not isinstance(version, int):
            p.add("format_version", f"expected a whole number, got {_describe(version)}")
        elif version > FORMAT_VERSION:
            raise ScenarioFormatError(source, [("format_version", f"version {version} is newer than this program reads ({FORMAT_VERSION})")])
        elif version < 1:
            p.add("format_version", f"unknown version {version} (this program reads {FORMAT_VERSION})")
    for key in data:
        if key not in _TOP_REQUIRED and key not in _TOP_OPTIONAL:
            p.add(str(key), f"unknown key {key!r} (expected {', '.join(_TOP_REQUIRED + _TOP_OPTIONAL)})")
    for key in _TOP_REQUIRED:
        if key not in data:
            p.add("", f"missing key {key!r}")

    sid = p.text(data.get("id"), "id") if "id" in data else None
    if sid is not None and not re.fullmatch(r"[a-z0-9]+(?:-[a-z0-9]+)*", sid):
        p.add("id", f"{sid!r} is not a slug (lowercase letters, digits, single hyphens): records name scenarios by it")
    name = p.text(data.get("name"), "name") if "name" in data else None

    # --- the map
    areas: set[str] = set()
    boxes: set[str] = set()
    battlefield = doc = topology = None
    if "map" in data:
        map_ref = p.text(data["map"], "map")
        if map_ref is not None:
            map_path = Path(base_dir) / map_ref
            doc = load_map(map_path)  # MapFormatError names the map file
            areas = {a.id for a in doc.areas}
            boxes = {b.id for b in doc.entry_boxes}
            topology = build_topology(doc)  # once: validation, the rules' graph and the window all use it
            map_problems = validate_map(doc, str(map_path), topology=topology)
            for prob in map_problems:
                p.add("map", f"the map has a problem: {prob}")
            if not map_problems:
                try:
                    battlefield = to_battlefield(doc, topology)
                except ValueError as exc:
                    p.add("map", f"the map can't be played: {exc}")

    # --- units
    units: list[UnitSpec] = []
    unit_side: dict[str, Side] = {}
    unit_path: dict[str, str] = {}
    known: set[str] = set()  # ids declared, even by a broken entry
    for i, item in enumerate(p.listing(data.get("units"), "units", "one entry per piece") or [] if "units" in data else []):
        path = f"units[{i}]"
        d = p.mapping(item, path, "id, side, kind, name")
        if d is None:
            continue
        for key in d:
            if key not in ("id", "side", "kind", "name"):
                p.add(f"{path}.{key}", f"unknown key {key!r} (expected id, side, kind, name)")
        for key in ("id", "side", "kind"):
            if key not in d:
                p.add(path, f"missing key {key!r}")
        uid = p.text(d.get("id"), f"{path}.id") if "id" in d else None
        if uid is not None:
            if uid in unit_path:
                p.add(f"{path}.id", f"unit id {uid!r} is used twice (first at {unit_path[uid]})")
                continue
            known.add(uid)
            unit_path[uid] = path
        side = kind = None
        if "side" in d:
            try:
                side = Side(d["side"])
            except ValueError:
                p.add(f"{path}.side", f"unknown side {_describe(d['side'])} (expected csa | usa)")
        if "kind" in d:
            try:
                kind = Kind(d["kind"])
            except ValueError:
                p.add(f"{path}.kind", f"unknown unit kind {_describe(d['kind'])} (expected {' | '.join(k.value for k in Kind)})")
        uname = p.text(d.get("name", ""), f"{path}.name", allow_empty=True) if "name" in d else ""
        if uid is not None and side is not None and kind is not None and uname is not None:
            units.append(UnitSpec(uid, side, kind, uname))
            unit_side[uid] = side

    good_units = {u.id for u in units}
    placed: dict[str, str] = {}  # unit id -> where it was placed (a path), first time
    mentioned: set[str] = set()

    def place_unit(uid: Any, path: str) -> bool:
        """True if ``uid`` may be placed here (known, good and not yet placed)."""
        if not isinstance(uid, str):
            p.add(path, f"expected a unit id, got {_describe(uid)}")
            return False
        mentioned.add(uid)
        if uid not in known:
            p.add(path, f"unknown unit {uid!r} (not in units)")
            return False
        if uid in placed:
            p.add(path, f"unit {uid!r} is placed twice (also at {placed[uid]}); every piece appears exactly once (R-COMP)")
            return False
        placed[uid] = path
        return uid in good_units

    # --- start
    start: dict[str, str] = {}
    st = p.mapping(data.get("start"), "start", "area or entry-box id -> unit ids") if "start" in data else None
    for where, ids in (st or {}).items():
        path = f"start.{where}"
        place_ok = isinstance(where, str) and (where in areas or where in boxes or not (areas or boxes))
        if not place_ok:
            p.add(path, f"unknown area or entry box {_describe(where)} (not on the map)")
        listed = p.listing(ids, path, "unit ids")
        for k, uid in enumerate(listed or []):
            if place_unit(uid, f"{path}[{k}]") and place_ok:
                start[uid] = where

    # --- reinforcements
    groups: list[Reinforcement] = []
    rl = p.listing(data.get("reinforcements"), "reinforcements", "reinforcement groups") if "reinforcements" in data else None
    for i, item in enumerate(rl or []):
        path = f"reinforcements[{i}]"
        d = p.mapping(item, path, "period, side, road or roads, units")
        if d is None:
            continue
        ok = True
        for key in d:
            if key not in ("period", "side", "road", "roads", "units"):
                p.add(f"{path}.{key}", f"unknown key {key!r} (expected period, side, road or roads, units)")
        for key in ("period", "side", "units"):
            if key not in d:
                p.add(path, f"missing key {key!r}")
                ok = False
        period = None
        if "period" in d:
            if not isinstance(d["period"], str):
                p.add(f"{path}.period", f"expected a period such as '1 July midday', got {_describe(d['period'])}")
            else:
                try:
                    period = period_index(d["period"])
                except ValueError as exc:
                    p.add(f"{path}.period", str(exc))
        ok = ok and period is not None
        side = None
        if "side" in d:
            try:
                side = Side(d["side"])
            except ValueError:
                p.add(f"{path}.side", f"unknown side {_describe(d['side'])} (expected csa | usa)")
                ok = False
        roads = _roads(p, d, path, boxes)
        ok = ok and roads is not None
        members: list[str] = []
        for k, uid in enumerate(p.listing(d.get("units"), f"{path}.units", "unit ids") or [] if "units" in d else []):
            upath = f"{path}.units[{k}]"
            if place_unit(uid, upath):
                if side is not None and unit_side[uid] is not side:
                    p.add(upath, f"unit {uid!r} is {unit_side[uid].value}, but this group is {side.value}")
                    ok = False
                members.append(uid)
        if ok and side is not None and period is not None and roads is not None:
            groups.append(Reinforcement(period, side, tuple(members), roads))

    # --- union order boxes (R-DISC-1)
    order_boxes: dict[str, int] = {}
    ob = p.mapping(data.get("union_order_boxes"), "union_order_boxes", "morning, midday, afternoon, night") \
        if "union_order_boxes" in data else None
    ob_bad = ob is None
    for key, n in (ob or {}).items():
        if key not in PARTS:
            p.add(f"union_order_boxes.{key}", f"unknown part of the day {key!r} (expected {', '.join(PARTS)})")
            ob_bad = True
        elif isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= USA_BLUE_DISCS + USA_BLACK_DISCS:
            p.add(
                f"union_order_boxes.{key}",
                f"needs a whole number of discs from 1 to {USA_BLUE_DISCS + USA_BLACK_DISCS} "
                f"(the Union has {USA_BLUE_DISCS} blue and {USA_BLACK_DISCS} forced-pass discs, R-COMP), got {_describe(n)}",
            )
            ob_bad = True
        else:
            order_boxes[key] = n
    for part in PARTS:
        if ob is not None and part not in ob:
            p.add("union_order_boxes", f"missing the {part} box (R-DISC-1)")
            ob_bad = True

    # --- optional settings
    first_period = 0
    if data.get("first_period") is not None:
        try:
            first_period = period_index(str(data["first_period"]))
        except ValueError as exc:
            p.add("first_period", str(exc))
    full_counts = data.get("full_counts", True)
    if not isinstance(full_counts, bool):
        p.add("full_counts", f"expected true or false, got {_describe(full_counts)}")
        full_counts = True
    notes = data.get("notes", "") or ""
    if not isinstance(notes, str):
        p.add("notes", f"expected text, got {_describe(notes)}")
        notes = ""
    extra = data.get("extra") or {}
    if not isinstance(extra, dict):
        p.add("extra", f"expected a mapping, got {_describe(extra)}")
        extra = {}
    variants: list[str] = []
    for i, name in enumerate(p.listing(data["variants"], "variants", "variant names") or [] if data.get("variants") is not None else []):
        if not isinstance(name, str) or name not in VARIANTS:
            p.add(f"variants[{i}]", f"unknown variant {_describe(name)} (known: {', '.join(sorted(VARIANTS))})")
        else:
            variants.append(name)

    if battlefield is None or sid is None or name is None:
        if not p.problems:  # pragma: no cover - every path above reports why
            p.add("", "the scenario is incomplete")
        raise ScenarioFormatError(source, p.problems)

    scenario = Scenario(
        id=sid,
        name=name,
        battlefield=battlefield,
        units=tuple(units),
        start=start,
        reinforcements=tuple(groups),
        union_order_boxes=order_boxes,
        first_period=first_period,
        full_counts=full_counts,
        notes=notes,
        extra=extra,
        variants=tuple(variants),
        map_document=doc,
        topology=topology,
    )
    # The rules' own check (R-COMP counts, pieces placed once, ...), with the
    # file name and, where it can be told, the path. Problems already reported
    # above with a sharper path are not repeated.
    for message in scenario.problems():
        m = re.match(r"unit '([^']+)' neither starts", message)
        if m:
            if m.group(1) in mentioned:
                continue  # its placement was reported above
            p.add(unit_path.get(m.group(1), "units"), message)
        elif "R-COMP requires" in message:
            p.add("units", message)
        elif message.startswith("the Union's"):
            if not ob_bad:
                p.add("union_order_boxes", message)
        elif message not in {prob for _, prob in p.problems}:
            p.add("", message)
    if p.problems:
        raise ScenarioFormatError(source, p.problems)
    return scenario


def _roads(p: _Parser, d: dict, path: str, boxes: set[str]) -> tuple[tuple[int, int, str], ...] | None:
    """``road: box`` or ``roads: {1-3: box, 4-6: box}`` (R-REIN-2) as die ranges."""
    if ("road" in d) == ("roads" in d):
        p.add(path, "give either road (one entry box) or roads (die ranges -> entry boxes), not both or neither")
        return None

    def box_ok(value: Any, bpath: str) -> bool:
        if not isinstance(value, str):
            p.add(bpath, f"expected an entry box id, got {_describe(value)}")
            return False
        if boxes and value not in boxes:
            p.add(bpath, f"unknown entry box {value!r} (the map has: {', '.join(sorted(boxes))})")
            return False
        return True

    if "road" in d:
        return ((1, 6, d["road"]),) if box_ok(d["road"], f"{path}.road") else None
    rd = p.mapping(d["roads"], f"{path}.roads", "die range such as 1-3 -> entry box id")
    if rd is None:
        return None
    out: list[tuple[int, int, str]] = []
    covered: list[int] = []
    ok = True
    for key, value in rd.items():
        kpath = f"{path}.roads.{key}"
        m = _DIE_RANGE.match(str(key)) if not isinstance(key, bool) else None
        low = high = None
        if m:
            low = int(m.group(1))
            high = int(m.group(2) or m.group(1))
        if low is None or high < low:
            p.add(kpath, f"expected a die range such as 1-3 or 4, got {_describe(key)}")
            ok = False
            continue
        if not box_ok(value, kpath):
            ok = False
            continue
        out.append((low, high, value))
        covered.extend(range(low, high + 1))
    if ok and sorted(covered) != [1, 2, 3, 4, 5, 6]:
        p.add(f"{path}.roads", f"the die ranges must cover 1-6 exactly once each, they cover {sorted(covered)}")
        ok = False
    return tuple(sorted(out)) if ok else None

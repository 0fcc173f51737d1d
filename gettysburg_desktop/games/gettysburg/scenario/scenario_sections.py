"""The sections of a scenario file, each read on its own (docs/scenario-format.md):
the header (format_version, id, name), the map it names, the units (the
order of battle, R-COMP), the placements (start and the reinforcement chart,
R-REIN), the Union's order boxes (R-DISC-1), the optional settings and the
variants. Each reader adds typed problems (scenario_problems.Problems) under
the exact place in the file and returns what it could read;
``scenario_file.parse_scenario`` puts the sections together.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from gettysburg_desktop.boards.areas.map_file import load_map
from gettysburg_desktop.boards.areas.topology import build_topology
from gettysburg_desktop.boards.areas.validation import validate_map
from gettysburg_desktop.files.yaml_safe import describe
from gettysburg_desktop.games.gettysburg.scenario.problems import Problems

from ..map.to_rules import to_battlefield
from ..rules.periods import PARTS, period_index
from ..rules.pieces import UNIT_COUNTS, USA_BLACK_DISCS, USA_BLUE_DISCS, Kind, Side
from ..rules.scenario import Reinforcement, UnitSpec
from ..rules.variants import VARIANTS

FORMAT_VERSION = 1

TOP_REQUIRED = ("format_version", "id", "name", "map", "union_order_boxes", "units", "start", "reinforcements")
TOP_OPTIONAL = ("edition", "first_period", "full_counts", "notes", "extra", "variants")
UNIT_KEYS = ("id", "side", "kind", "name")
GROUP_KEYS = ("period", "side", "road", "roads", "units")
SLUG = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")
_DIE_RANGE = re.compile(r"\s*([1-6])\s*(?:-\s*([1-6]))?\s*\Z")


# --- header -----------------------------------------------------------------------------


def read_version(p: Problems, data: dict) -> None:
    """format_version first: a newer file is not worth reading further (raises)."""
    if "format_version" not in data:
        return
    version = data["format_version"]
    if isinstance(version, bool) or not isinstance(version, int):
        p.add("format-version", "format_version", f"expected a whole number, got {describe(version)}")
    elif version > FORMAT_VERSION:
        raise p.fail(
            "newer-version", "format_version", f"version {version} is newer than this program reads ({FORMAT_VERSION})"
        )
    elif version < 1:
        p.add("format-version", "format_version", f"unknown version {version} (this program reads {FORMAT_VERSION})")


def read_header(p: Problems, data: dict) -> tuple[str | None, str | None]:
    """The top-level keys, then ``id`` and ``name``."""
    p.keys(data, "", TOP_REQUIRED + TOP_OPTIONAL, TOP_REQUIRED, ", ".join(TOP_REQUIRED + TOP_OPTIONAL))
    sid = p.text(data["id"], "id") if "id" in data else None
    if sid is not None and not SLUG.fullmatch(sid):
        p.add(
            "bad-id",
            "id",
            f"{sid!r} is not a slug (lowercase letters, digits, single hyphens): records name scenarios by it",
        )
        sid = None
    name = p.text(data["name"], "name") if "name" in data else None
    return sid, name


# --- the map ----------------------------------------------------------------------------


@dataclass
class MapSection:
    """The map the scenario names, as far as it could be read."""

    areas: set[str] = field(default_factory=set)
    boxes: set[str] = field(default_factory=set)
    document: Any = None
    topology: Any = None
    battlefield: Any = None

    def has_place(self, where: Any) -> bool:
        """An area or entry box of the map (anything goes when there is no map to ask)."""
        return isinstance(where, str) and (where in self.areas or where in self.boxes or not (self.areas or self.boxes))


def read_map(p: Problems, data: dict, base_dir: str | os.PathLike[str]) -> MapSection:
    """Load the map (relative to the scenario file), check it and build the
    rules' area graph. A map file that can't be read raises the map loader's
    MapFormatError (it names the map file)."""
    section = MapSection()
    map_ref = p.text(data["map"], "map") if "map" in data else None
    if map_ref is None:
        return section
    map_path = Path(base_dir) / map_ref
    doc = load_map(map_path)
    section.document = doc
    section.areas = {a.id for a in doc.areas}
    section.boxes = {b.id for b in doc.entry_boxes}
    section.topology = build_topology(doc)  # once: validation, the rules' graph and the window all use it
    map_problems = validate_map(doc, str(map_path), topology=section.topology)
    for prob in map_problems:
        p.add("map", "map", f"the map has a problem: {prob}")
    if not map_problems:
        try:
            section.battlefield = to_battlefield(doc, section.topology)
        except ValueError as exc:
            p.add("map-unplayable", "map", f"the map can't be played: {exc}")
    return section


# --- units: the order of battle (R-COMP) ------------------------------------------------


@dataclass
class UnitsSection:
    """The units read: the good ones, and every id declared even by a broken entry."""

    units: list[UnitSpec] = field(default_factory=list)
    side_of: dict[str, Side] = field(default_factory=dict)
    declared_at: dict[str, str] = field(default_factory=dict)  # unit id -> its entry (units[4])


def read_side(p: Problems, value: Any, subject: str) -> Side | None:
    try:
        return Side(value)
    except ValueError:
        p.add("unknown-side", subject, f"unknown side {describe(value)} (expected csa | usa)")
        return None


def read_units(p: Problems, data: dict) -> UnitsSection:
    section = UnitsSection()
    entries = p.listing(data["units"], "units", "one entry per piece") if "units" in data else None
    for i, item in enumerate(entries or []):
        subject = f"units[{i}]"
        d = p.mapping(item, subject, "id, side, kind, name")
        if d is None:
            continue
        p.keys(d, subject, UNIT_KEYS, ("id", "side", "kind"), ", ".join(UNIT_KEYS))
        uid = p.text(d["id"], f"{subject}.id") if "id" in d else None
        if uid is not None:
            if uid in section.declared_at:
                p.add(
                    "duplicate-unit",
                    f"{subject}.id",
                    f"unit id {uid!r} is used twice (first at {section.declared_at[uid]})",
                )
                continue
            section.declared_at[uid] = subject
        side = read_side(p, d["side"], f"{subject}.side") if "side" in d else None
        kind = None
        if "kind" in d:
            try:
                kind = Kind(d["kind"])
            except ValueError:
                p.add(
                    "unknown-kind",
                    f"{subject}.kind",
                    f"unknown unit kind {describe(d['kind'])} (expected {' | '.join(k.value for k in Kind)})",
                )
        uname = p.text(d["name"], f"{subject}.name", allow_empty=True) if "name" in d else ""
        if uid is not None and side is not None and kind is not None and uname is not None:
            section.units.append(UnitSpec(uid, side, kind, uname))
            section.side_of[uid] = side
    return section


def check_counts(p: Problems, units: list[UnitSpec]) -> None:
    """With full_counts: exactly R-COMP's pieces of each side and kind."""
    for side, counts in UNIT_COUNTS.items():
        for kind in Kind:
            have = sum(1 for u in units if u.side is side and u.kind is kind)
            want = counts.get(kind, 0)
            if have != want:
                p.add("counts", "units", f"{side.title} has {have} {kind.value} units; R-COMP requires {want}")


# --- placements: start and the reinforcement chart (R-REIN) -----------------------------


class Placements:
    """Every piece appears exactly once over start and the reinforcement chart (R-COMP)."""

    def __init__(self, p: Problems, units: UnitsSection) -> None:
        self.p = p
        self.units = units
        self.good = {u.id for u in units.units}
        self.placed: dict[str, str] = {}  # unit id -> where it was placed first (a subject)
        self.mentioned: set[str] = set()

    def place(self, uid: Any, subject: str) -> bool:
        """True if ``uid`` may be placed here (known, good and not yet placed)."""
        if not isinstance(uid, str):
            self.p.add("wrong-type", subject, f"expected a unit id, got {describe(uid)}")
            return False
        self.mentioned.add(uid)
        if uid not in self.units.declared_at:
            self.p.add("unknown-unit", subject, f"unknown unit {uid!r} (not in units)")
            return False
        if uid in self.placed:
            self.p.add(
                "placed-twice",
                subject,
                f"unit {uid!r} is placed twice (also at {self.placed[uid]}); every piece appears exactly once (R-COMP)",
            )
            return False
        self.placed[uid] = subject
        return uid in self.good

    def check_all_placed(self) -> None:
        """A good unit named nowhere (a unit whose placement was refused is reported there)."""
        for u in self.units.units:
            if u.id not in self.mentioned:
                self.p.add(
                    "not-placed",
                    self.units.declared_at[u.id],
                    f"unit {u.id!r} neither starts on the map nor is on the reinforcement chart",
                )


def read_start(p: Problems, data: dict, board: MapSection, placements: Placements) -> dict[str, str]:
    start: dict[str, str] = {}
    st = p.mapping(data["start"], "start", "area or entry-box id -> unit ids") if "start" in data else None
    for where, ids in (st or {}).items():
        subject = f"start.{where}"
        place_ok = board.has_place(where)
        if not place_ok:
            p.add("unknown-place", subject, f"unknown area or entry box {describe(where)} (not on the map)")
        for k, uid in enumerate(p.listing(ids, subject, "unit ids") or []):
            if placements.place(uid, f"{subject}[{k}]") and place_ok:
                start[uid] = where
    return start


def read_reinforcements(p: Problems, data: dict, board: MapSection, placements: Placements) -> list[Reinforcement]:
    groups: list[Reinforcement] = []
    chart = (
        p.listing(data["reinforcements"], "reinforcements", "reinforcement groups")
        if "reinforcements" in data
        else None
    )
    for i, item in enumerate(chart or []):
        group = _read_group(p, item, f"reinforcements[{i}]", board, placements)
        if group is not None:
            groups.append(group)
    return groups


def _read_group(
    p: Problems, item: Any, subject: str, board: MapSection, placements: Placements
) -> Reinforcement | None:
    d = p.mapping(item, subject, "period, side, road or roads, units")
    if d is None:
        return None
    ok = p.keys(d, subject, GROUP_KEYS, ("period", "side", "units"), "period, side, road or roads, units")
    period = None
    if "period" in d:
        if not isinstance(d["period"], str):
            p.add(
                "unknown-period",
                f"{subject}.period",
                f"expected a period such as '1 July midday', got {describe(d['period'])}",
            )
        else:
            period = read_period(p, d["period"], f"{subject}.period")
    side = read_side(p, d["side"], f"{subject}.side") if "side" in d else None
    roads = read_roads(p, d, subject, board.boxes)
    members: list[str] = []
    units = p.listing(d["units"], f"{subject}.units", "unit ids") if "units" in d else None
    for k, uid in enumerate(units or []):
        usubject = f"{subject}.units[{k}]"
        if placements.place(uid, usubject):
            their = placements.units.side_of[uid]
            if side is not None and their is not side:
                p.add("wrong-side", usubject, f"unit {uid!r} is {their.value}, but this group is {side.value}")
                ok = False
            members.append(uid)
    if not ok or side is None or period is None or roads is None:
        return None
    return Reinforcement(period, side, tuple(members), roads)


def read_period(p: Problems, value: str, subject: str) -> int | None:
    try:
        return period_index(value)
    except ValueError as exc:  # its text names the accepted spellings
        p.add("unknown-period", subject, str(exc))
        return None


def read_roads(p: Problems, d: dict, subject: str, boxes: set[str]) -> tuple[tuple[int, int, str], ...] | None:
    """``road: box`` or ``roads: {1-3: box, 4-6: box}`` (R-REIN-2) as die ranges."""
    if ("road" in d) == ("roads" in d):
        p.add(
            "missing-key",
            subject,
            "give either road (one entry box) or roads (die ranges -> entry boxes), not both or neither",
        )
        return None

    def box_ok(value: Any, bsubject: str) -> bool:
        if not isinstance(value, str):
            p.add("wrong-type", bsubject, f"expected an entry box id, got {describe(value)}")
            return False
        if boxes and value not in boxes:
            p.add("unknown-box", bsubject, f"unknown entry box {value!r} (the map has: {', '.join(sorted(boxes))})")
            return False
        return True

    if "road" in d:
        return ((1, 6, d["road"]),) if box_ok(d["road"], f"{subject}.road") else None
    rd = p.mapping(d["roads"], f"{subject}.roads", "die range such as 1-3 -> entry box id")
    if rd is None:
        return None
    out: list[tuple[int, int, str]] = []
    covered: list[int] = []
    ok = True
    for key, value in rd.items():
        ksubject = f"{subject}.roads.{key}"
        m = _DIE_RANGE.match(str(key)) if not isinstance(key, bool) else None
        low, high = (int(m.group(1)), int(m.group(2) or m.group(1))) if m else (None, None)
        if low is None or high < low:
            p.add("die-range", ksubject, f"expected a die range such as 1-3 or 4, got {describe(key)}")
            ok = False
        elif not box_ok(value, ksubject):
            ok = False
        else:
            out.append((low, high, value))
            covered.extend(range(low, high + 1))
    if ok and sorted(covered) != [1, 2, 3, 4, 5, 6]:
        p.add(
            "die-range",
            f"{subject}.roads",
            f"the die ranges must cover 1-6 exactly once each, they cover {sorted(covered)}",
        )
        ok = False
    return tuple(sorted(out)) if ok else None


# --- the Union's order boxes (R-DISC-1) -------------------------------------------------


def read_order_boxes(p: Problems, data: dict) -> dict[str, int]:
    boxes: dict[str, int] = {}
    if "union_order_boxes" not in data:
        return boxes
    ob = p.mapping(data["union_order_boxes"], "union_order_boxes", "morning, midday, afternoon, night")
    most = USA_BLUE_DISCS + USA_BLACK_DISCS
    for key, n in (ob or {}).items():
        subject = f"union_order_boxes.{key}"
        if key not in PARTS:
            p.add("unknown-key", subject, f"unknown part of the day {key!r} (expected {', '.join(PARTS)})")
        elif isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= most:
            p.add(
                "order-box",
                subject,
                f"needs a whole number of discs from 1 to {most} "
                f"(the Union has {USA_BLUE_DISCS} blue and {USA_BLACK_DISCS} forced-pass discs, R-COMP), got {describe(n)}",
            )
        else:
            boxes[key] = n
    for part in PARTS:
        if ob is not None and part not in ob:
            p.add("missing-key", "union_order_boxes", f"missing the {part} box (R-DISC-1)")
    return boxes


# --- optional settings and variants -----------------------------------------------------


@dataclass
class Settings:
    edition: int = 1
    first_period: int = 0
    full_counts: bool = True
    notes: str = ""
    extra: dict = field(default_factory=dict)
    variants: tuple[str, ...] = ()


def read_settings(p: Problems, data: dict) -> Settings:
    s = Settings()
    edition = data.get("edition", 1)
    if isinstance(edition, int) and not isinstance(edition, bool) and edition >= 1:
        s.edition = edition
    else:
        p.add("wrong-type", "edition", f"expected a whole number, 1 or more, got {describe(edition)}")
    if data.get("first_period") is not None:
        s.first_period = read_period(p, str(data["first_period"]), "first_period") or 0
    full_counts = data.get("full_counts", True)
    if isinstance(full_counts, bool):
        s.full_counts = full_counts
    else:
        p.add("wrong-type", "full_counts", f"expected true or false, got {describe(full_counts)}")
    notes = data.get("notes", "") or ""
    if isinstance(notes, str):
        s.notes = notes
    else:
        p.add("wrong-type", "notes", f"expected text, got {describe(notes)}")
    extra = data.get("extra") or {}
    if isinstance(extra, dict):
        s.extra = extra
    else:
        p.add("wrong-type", "extra", f"expected a mapping, got {describe(extra)}")
    s.variants = read_variants(p, data)
    return s


def read_variants(p: Problems, data: dict) -> tuple[str, ...]:
    names = p.listing(data["variants"], "variants", "variant names") if data.get("variants") is not None else None
    variants: list[str] = []
    for i, name in enumerate(names or []):
        if isinstance(name, str) and name in VARIANTS:
            variants.append(name)
        else:
            p.add(
                "unknown-variant",
                f"variants[{i}]",
                f"unknown variant {describe(name)} (known: {', '.join(sorted(VARIANTS))})",
            )
    return tuple(variants)

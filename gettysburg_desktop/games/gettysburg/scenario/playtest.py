"""A scenario to play-test a map from the editor (issue 8, item 7). No Qt.

``playtest_files(doc, folder)`` writes the edited map and a scenario for it
into ``folder`` and returns the scenario file, which a game opens like any
other (``Setup(str(path), seed)``):

- the **1863 scenario** (its pieces, start and reinforcement chart) when the
  map has every area and entry box that scenario names, so a reshaped 1863
  battlefield plays its own battle;
- otherwise a **sandbox**: each side's full set of pieces (R-COMP's counts,
  games/gettysburg/rules/pieces.py) in its entry boxes at the start, no reinforcements. A box
  goes to the side its ``side`` names. Boxes without a side go to a side that
  has no box of its own; when neither side has one, they are dealt out in
  turn by id, the Confederates first (the side that moves first). A side's
  pieces are dealt over its boxes in turn, each kind in order, so every box
  gets a mix. A map that leaves a side without any box can't be sandboxed
  (``PlaytestError`` says why).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import yaml

from gettysburg_desktop.boards.areas.map_file import save_map
from gettysburg_desktop.boards.areas.shapes import MapDocument
from gettysburg_desktop.files.atomic_file import atomic_write_text

from ..rules.pieces import UNIT_COUNTS, Kind, Side

MAP_FILE = "map.yaml"
SCENARIO_FILE = "scenario.yaml"
ORDER_BOXES = {"morning": 10, "midday": 10, "afternoon": 10, "night": 6}  # as the 1863 scenario (R-DISC-1)
KIND_ORDER = (Kind.REGULAR, Kind.ELITE, Kind.INFERIOR, Kind.CAVALRY, Kind.ARTILLERY)


class PlaytestError(ValueError):
    """The map can't be play-tested as it is; ``str()`` says why, for the author."""


@dataclass(frozen=True)
class Playtest:
    """The files written and which scenario they hold ("1863" or "sandbox")."""

    scenario_path: Path
    map_path: Path
    kind: str


def places_named_by(scenario_data: dict) -> set[str]:
    """The areas and entry boxes a scenario file's data names (start and reinforcements)."""
    places = set((scenario_data.get("start") or {}).keys())
    for group in scenario_data.get("reinforcements") or []:
        if "road" in group:
            places.add(group["road"])
        places.update((group.get("roads") or {}).values())
    return places


def builtin_1863_text() -> str:
    from .scenario_file import find_builtin_scenario

    return find_builtin_scenario("gettysburg-1863").read_text(encoding="utf-8")


def missing_for_1863(doc: MapDocument) -> list[str]:
    """The places the 1863 scenario needs that the map lacks, sorted ([]: it matches)."""
    needed = places_named_by(yaml.safe_load(builtin_1863_text()))
    have = {a.id for a in doc.areas} | {b.id for b in doc.entry_boxes}
    return sorted(needed - have)


def boxes_by_side(doc: MapDocument) -> dict[Side, list[str]]:
    """Each side's entry boxes for the sandbox (see the module docstring)."""
    boxes = sorted(doc.entry_boxes, key=lambda b: b.id)
    own = {side: [b.id for b in boxes if b.side == side.value] for side in Side}
    free = [b.id for b in boxes if b.side is None]
    without = [side for side in (Side.CSA, Side.USA) if not own[side]]
    if len(without) == 1:
        own[without[0]] = free
    elif len(without) == 2:
        own[Side.CSA], own[Side.USA] = free[0::2], free[1::2]
    for side in (Side.CSA, Side.USA):
        if not own[side]:
            raise PlaytestError(
                f"The sandbox needs an entry box for each side: the {side.title} side has none"
                f" (add one off the board edge, with side '{side.value}' or none)"
            )
    return own


def sandbox_scenario(doc: MapDocument, map_ref: str = MAP_FILE) -> dict:
    """The sandbox scenario's data (a scenario file's keys, docs/scenario-format.md)."""
    boxes = boxes_by_side(doc)
    units, start = [], {}
    for side in (Side.CSA, Side.USA):
        dealt = 0
        for kind in KIND_ORDER:
            for n in range(1, UNIT_COUNTS[side].get(kind, 0) + 1):
                uid = f"{side.value}-{kind.value}-{n}"
                units.append(
                    {"id": uid, "side": side.value, "kind": kind.value, "name": f"{side.title} {kind.value} {n}"}
                )
                box = boxes[side][dealt % len(boxes[side])]
                start.setdefault(box, []).append(uid)
                dealt += 1
    return {
        "format_version": 1,
        "id": "sandbox",
        "name": f"Sandbox on {doc.name}",
        "map": map_ref,
        "union_order_boxes": dict(ORDER_BOXES),
        "notes": "Play-test from the map editor: every piece of both sides (R-COMP) in its side's entry boxes.",
        "units": units,
        "start": start,
        "reinforcements": [],
    }


def scenario_1863_on(doc: MapDocument, map_ref: str = MAP_FILE) -> str:
    """The 1863 scenario's text with its map replaced by ``map_ref``."""
    text = builtin_1863_text()
    text = re.sub(r"^map: .*$", f"map: {map_ref}", text, count=1, flags=re.M)
    name = f"Gettysburg 1863 on {doc.name}".replace('"', "'")
    return re.sub(r"^name: .*$", f'name: "{name}"', text, count=1, flags=re.M)


def playtest_files(doc: MapDocument, folder: str | Path) -> Playtest:
    """Write the map and its play-test scenario into ``folder`` (atomically)."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    if missing_for_1863(doc):
        text = yaml.safe_dump(sandbox_scenario(doc), sort_keys=False, allow_unicode=True, width=120)
        kind = "sandbox"
    else:
        text = scenario_1863_on(doc)
        kind = "1863"
    map_path, scenario_path = folder / MAP_FILE, folder / SCENARIO_FILE
    save_map(doc, map_path)
    atomic_write_text(scenario_path, text)
    return Playtest(scenario_path, map_path, kind)

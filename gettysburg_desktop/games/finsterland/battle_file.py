"""A battle of Finsterland as a file (docs/finsterland-files.md): the table
and the two armies it is fought with (files beside it), its length, who
goes first, and where each army line stands at the start, read with every
problem named by file, place and what is wrong.

```yaml
format_version: 1
kind: finsterland-battle
id: mill-crossing
name: The crossing at the mill
table: mill-crossing-table.yaml
rounds: 12
south:
  army: iron-legion.yaml
  deployment:                  # one entry per line of the army, in its order
    - {at: [12, 6, 90], order: block, files: 6}
    - {poses: [[30, 3, 90], [33, 3, 90], [36, 3, 90]]}
north:
  army: ...
```

A unit that forms up (FL-FORM-1) gives the middle of its front edge and its
facing (``at: [x, y, facing]``, facing in degrees, counter-clockwise from
+x: north 90), its formation and files; anything else a pose per model
(``poses``), or one ``at`` for a single model. Every base must stand in its
side's deployment zone (FL-SETUP-3), on no other base. A unit carried
in a vehicle at the start names it instead: ``{aboard: S4}`` (FL-TRANS-1,
with the formation it gets out in). A unit held in reserve names the round
it arrives in and the sector of its zone where it appears: ``{reserve: 3,
sector: A2}`` (FL-SETUP-4). The units are named by side and line:
S1, S2 ... and N1, N2 ...
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import shapely

from gettysburg_desktop.boards.table.bases import EPS, Pose
from gettysburg_desktop.boards.table.table import Table
from gettysburg_desktop.boards.table.table_file import ShapeReader, TableFileError, load_table, read_id
from gettysburg_desktop.files import reading
from gettysburg_desktop.files.reading import Abandon, FileProblems, attempt, check_version
from gettysburg_desktop.files.yaml_safe import describe

from .army_file import ArmyFileError, load_army
from .field.bodies import ground
from .game.reserves import zone_sectors
from .game.scenario import Deployed, Scenario
from .game.sides import Side
from .game.state import deploy, new_state
from .game.transport import LIGHT_GUNS
from .rules.army import Army
from .rules.formation import Order
from .rules.units import forms_up
from .zones import zone_depth

KIND = "finsterland-battle"
FORMAT_VERSION = 1

_TOP_REQUIRED = ("format_version", "kind", "id", "name", "table", "rounds", "south", "north")
_TOP_OPTIONAL = ("first", "description", "deploy")
_SIDE = ("army", "deployment")
_PLACE_OPTIONAL = ("at", "poses", "order", "files", "aboard", "fixed", "reserve", "sector")
SIDES = ("south", "north")


class BattleFileError(FileProblems):
    """A battle file that can't be read: every problem, ``source: place: problem``."""


def load_battle(path: str | os.PathLike[str]) -> Scenario:
    """The battle in the file ``path`` (its table and armies read from beside it); BattleFileError naming every problem."""
    folder = Path(path).parent
    return reading.load(path, lambda data, source: parse_battle(data, source, folder), BattleFileError)


def parse_battle(data: Any, source: str, folder: Path) -> Scenario:
    return reading.parse(
        data, source, lambda r, d, s: _parse(r, d, s, folder), _Reader, BattleFileError, "a battle of Finsterland"
    )


class _Reader(ShapeReader):
    def pose(self, value: Any, place: str) -> Pose:
        if not isinstance(value, list) or len(value) != 3:
            raise self.fail(place, f"expected a pose [x, y, facing], got {describe(value)}")
        x, y, f = (attempt(self.number, v, f"{place}[{k}]") for k, v in enumerate(value))
        if x is None or y is None or f is None:
            raise Abandon()
        return Pose(x, y, f % 360)


def _parse(r: _Reader, data: Any, source: str, folder: Path) -> Scenario:
    if data is None:
        raise r.fail("", "the file is empty; expected a battle (format_version, kind: finsterland-battle, ...)")
    data = r.mapping(data, "", _TOP_REQUIRED, _TOP_OPTIONAL)
    check_version(r, data["format_version"], FORMAT_VERSION)
    if data["kind"] != KIND:
        r.note("kind", f"expected {KIND!r} (a battle of Finsterland), got {describe(data['kind'])}")
    battle_id = attempt(read_id, r, data["id"], "id")
    name = attempt(r.text, data["name"], "name")
    description = attempt(r.text, data.get("description", ""), "description")
    rounds = data["rounds"]
    if isinstance(rounds, bool) or not isinstance(rounds, int) or rounds < 1:
        r.note("rounds", f"expected a whole number of rounds (6 to 12 are usual, FL-GEN-2), got {describe(rounds)}")
        rounds = None
    first = data.get("first")
    if first is not None and first not in SIDES:
        r.note("first", f"expected south or north (or leave it out: FL-SETUP-6 decides), got {describe(first)}")
    deploy = data.get("deploy", False)
    if not isinstance(deploy, bool):
        r.note("deploy", f"expected true (the players place their units, FL-SETUP-3) or false, got {describe(deploy)}")
        deploy = False
    table = attempt(_table, r, data["table"], folder)
    armies = {side: attempt(_army, r, data[side], side, folder) for side in SIDES}
    if table is None or None in (battle_id, name, rounds, description) or None in armies.values():
        raise Abandon()
    units: list[Deployed] = []
    for side in SIDES:
        army, entries = armies[side]  # type: ignore[misc]
        units += _deployment(r, table, side, army, entries)
    if r.found:
        raise Abandon()
    _no_overlap(r, units)
    try:
        new_state(Scenario(battle_id, name, table, rounds, tuple(units)))  # who starts in which vehicle (FL-TRANS-1)
    except ValueError as e:
        r.note("deployment", str(e))
        raise Abandon() from None
    return Scenario(
        battle_id,
        name,
        table,
        rounds,
        tuple(units),
        first=first,
        zone=zone_depth(table),
        description=description,
        deploy=deploy,
    )


def _file(r: _Reader, value: Any, place: str, folder: Path) -> Path:
    name = r.text(value, place)
    path = folder / name
    if not path.is_file():
        raise r.fail(place, f"no file {name!r} beside the battle ({path})")
    return path


def _table(r: _Reader, value: Any, folder: Path) -> Table:
    path = _file(r, value, "table", folder)
    try:
        return load_table(path)
    except TableFileError as e:
        raise r.fail("table", f"the table {path.name} can't be read: {e.problems[0]}") from None


def _army(r: _Reader, value: Any, side: str, folder: Path) -> tuple[Army, list]:
    d = r.mapping(value, side, _SIDE, ())
    path = _file(r, d["army"], f"{side}.army", folder)
    try:
        army = load_army(path)
    except ArmyFileError as e:
        raise r.fail(f"{side}.army", f"the army {path.name} can't be read: {e.problems[0]}") from None
    entries = attempt(r.items, d, "deployment") if isinstance(d.get("deployment"), list) else None
    if entries is None:
        raise r.fail(f"{side}.deployment", "expected a list: where each line of the army stands")
    if len(entries) != len(army.units):
        raise r.fail(f"{side}.deployment", f"{len(entries)} places for the {len(army.units)} lines of {path.name}")
    return army, entries


def _deployment(r: _Reader, table: Table, side: str, army: Army, entries: list) -> list[Deployed]:
    depth = zone_depth(table)
    zone_y = (0.0, depth) if side == "south" else (table.depth - depth, table.depth)
    zone = shapely.box(0.0, zone_y[0], table.width, zone_y[1]).buffer(EPS)
    out = []
    for i, (line, value) in enumerate(zip(army.units, entries, strict=True)):
        uid = f"{side[0].upper()}{i + 1}"
        place = f"{side}.deployment[{i}] ({uid}, {line.name or line.kind})"
        d = attempt(r.mapping, value, place, (), _PLACE_OPTIONAL)
        if d is None:
            continue
        try:
            if "reserve" in d:
                rnd, sector = d["reserve"], d.get("sector")
                if isinstance(rnd, bool) or not isinstance(rnd, int) or rnd < 1:
                    raise r.fail(
                        f"{place}.reserve", f"expected the round it arrives in (1, 2 ...), got {describe(rnd)}"
                    )
                sectors = zone_sectors(table, Side(side), zone_depth(table))
                if sector not in sectors:
                    raise r.fail(f"{place}.sector", f"expected a sector of the {side}'s deployment zone where it "
                                 f"arrives ({', '.join(sectors)}, FL-SETUP-4), got {describe(sector)}")  # fmt: skip
                out.append(_off_table(r, d, place, uid, side, line, reserve=(rnd, sector)))
                continue
            if "aboard" in d:
                vehicle = d["aboard"]
                if not isinstance(vehicle, str) or not vehicle.startswith(uid[0]):
                    raise r.fail(f"{place}.aboard", f"expected the id of a vehicle of its side ({uid[0]}1, "
                                 f"{uid[0]}2 ...), got {describe(vehicle)}")  # fmt: skip
                fixed = d.get("fixed", False)
                if not isinstance(fixed, bool):
                    raise r.fail(f"{place}.fixed", f"expected true (a gun fixed to its vehicle, FL-TRANS-6) or false, "
                                 f"got {describe(fixed)}")  # fmt: skip
                if fixed and line.kind not in LIGHT_GUNS:
                    raise r.fail(f"{place}.fixed", f"only a light gun is fixed to its vehicle (FL-TRANS-6), not "
                                 f"{line.kind}")  # fmt: skip
                out.append(_off_table(r, d, place, uid, side, line, aboard=vehicle, fixed=fixed))
                continue
            if forms_up(line.kind):
                order = d.get("order", "block")
                if order not in ("block", "line", "skirmish"):
                    raise r.fail(f"{place}.order", f"expected block, line or skirmish, got {describe(order)}")
                files = d.get("files", 6)
                if isinstance(files, bool) or not isinstance(files, int) or files < 1:
                    raise r.fail(f"{place}.files", f"expected a whole number of files, got {describe(files)}")
                if "at" not in d:
                    raise r.fail(place, "a unit that forms up gives its front's middle and facing: at: [x, y, facing]")
                at = r.pose(d["at"], f"{place}.at")
                dep = Deployed(uid, side, line.kind, line.name or line.kind, line.models, Order(order), files, at,
                               specialists=line.specialists)  # fmt: skip
            else:
                if "poses" in d:
                    poses = [r.pose(p, f"{place}.poses[{k}]") for k, p in enumerate(d["poses"] or [])]
                elif "at" in d:
                    poses = [r.pose(d["at"], f"{place}.at")]
                else:
                    raise r.fail(place, "give each model's pose: poses: [[x, y, facing], ...] (one model: at)")
                if len(poses) != line.models:
                    raise r.fail(place, f"{len(poses)} poses for {line.models} models")
                dep = Deployed(uid, side, line.kind, line.name or line.kind, line.models, poses=tuple(poses),
                               specialists=line.specialists)  # fmt: skip
            body = deploy(dep).body
        except Abandon:
            continue
        except ValueError as e:
            r.note(place, str(e))
            continue
        if not zone.covers(ground(body)):
            r.note(place, f"stands outside the {side}'s deployment zone (y {zone_y[0]:g} to {zone_y[1]:g}, FL-SETUP-3)")
            continue
        out.append(dep)
    return out


def _off_table(r: _Reader, d: dict, place: str, uid: str, side: str, line: Any, **where: Any) -> Deployed:
    """A line that starts off the table, in a vehicle or in reserve: the formation it will stand in."""
    order = d.get("order", "block") if forms_up(line.kind) else None
    if order not in ("block", "line", "skirmish", None):
        raise r.fail(f"{place}.order", f"expected block, line or skirmish, got {describe(order)}")
    return Deployed(uid, side, line.kind, line.name or line.kind, line.models, Order(order) if order else None,
                    d.get("files", 6), specialists=line.specialists, **where)  # fmt: skip


def _no_overlap(r: _Reader, units: list[Deployed]) -> None:
    bodies = [(d, ground(deploy(d).body)) for d in units if d.aboard is None and d.reserve is None]
    for i, (a, ga) in enumerate(bodies):
        for b, gb in bodies[i + 1 :]:
            if float(ga.intersection(gb).area) > EPS:
                r.note(f"{a.side}.deployment ({a.id})", f"{a.id} and {b.id} stand on each other's bases")
    if r.found:
        raise Abandon()

"""The edits of a free table (any game's; boards/table/editable.py): each
function checks its change and gives an ``Edit`` of the records before and
after, or refuses with ``EditRefused`` saying why in the rules' words of
the board (an outline that crosses itself, a feature off the table, an id
taken). The table editor's tools (editing/table_tools.py) push them;
scripts and tests use them without Qt.

Refusals are ``said`` texts, so the window shows them in the author's
language (display.translate.shown).
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from dataclasses import replace
from typing import Any

import shapely

from gettysburg_desktop.boards.table.bases import EPS, Point
from gettysburg_desktop.boards.table.editable import (
    FEATURE,
    OBJECTIVE,
    TABLE_KEY,
    ZONE,
    EditableTable,
    Key,
    TableAttributes,
)
from gettysburg_desktop.boards.table.table import Feature, Objective
from gettysburg_desktop.boards.table.table_file import ID, off_table
from gettysburg_desktop.kernel.said import said

from .edit import UNCHANGED, Edit, EditRefused


def _board(a: TableAttributes):
    return shapely.box(0.0, 0.0, a.width, a.depth).buffer(EPS)


def _named(f: Feature) -> str:
    return f.name or f.id


def _feature(et: EditableTable, feature_id: str) -> Feature:
    feature = et.features.get(feature_id)
    if feature is None:
        raise EditRefused(said("There is no feature {id!r}", id=feature_id), "no-feature")
    return feature


def _objective(et: EditableTable, objective_id: str) -> Objective:
    objective = et.objectives.get(objective_id)
    if objective is None:
        raise EditRefused(said("There is no objective {id!r}", id=objective_id), "no-objective")
    return objective


def _checked(et: EditableTable, feature: Feature) -> Feature:
    """``feature`` if its shape is one the table file takes; EditRefused why not."""
    if feature.outline:
        if len(set(feature.outline)) < 3:
            raise EditRefused(said("An area needs at least 3 corners"), "degenerate")
        polygon = shapely.Polygon(feature.outline)
        if not polygon.is_valid:
            raise EditRefused(
                said("The outline of {name} would cross itself: trace its edge once round", name=_named(feature)),
                "self-intersection",
            )
    else:
        if len(set(feature.line)) < 2:
            raise EditRefused(said("A line needs at least 2 points"), "degenerate")
        if feature.width <= 0:
            raise EditRefused(said("A line needs a width above 0"), "width")
    off = off_table(feature, _board(et.attributes))
    if off:
        raise EditRefused(said("{name} {off}", name=_named(feature), off=off), "outside-board")
    return feature


def _points(feature: Feature) -> tuple[Point, ...]:
    return feature.outline or feature.line


def _with_points(feature: Feature, points: tuple[Point, ...]) -> Feature:
    return replace(feature, outline=points) if feature.outline else replace(feature, line=points)


def _on_table(et: EditableTable, at: Point) -> Point:
    a = et.attributes
    if not (-EPS <= at[0] <= a.width + EPS and -EPS <= at[1] <= a.depth + EPS):
        raise EditRefused(said("({x:g}, {y:g}) is off the table", x=at[0], y=at[1]), "outside-board")
    return at


def _id(et: EditableTable, kind: str, new_id: str, old_id: str | None = None) -> str:
    if not ID.match(new_id):
        raise EditRefused(
            said("{id!r} is not an id: use lower-case letters, digits and hyphens (birch-wood)", id=new_id), "id"
        )
    taken = et.features if kind == FEATURE else et.objectives
    if new_id != old_id and new_id in taken:
        raise EditRefused(said("The id {id!r} is taken", id=new_id), "duplicate-id")
    return new_id


# --- features ------------------------------------------------------------------------------------
def add_feature(
    et: EditableTable,
    kind: str,
    *,
    outline: Iterable[Point] = (),
    line: Iterable[Point] = (),
    width: float = 0.0,
    name: str = "",
) -> Edit:
    """A new feature of ``kind``: an area with ``outline`` or a line with a ``width``."""
    outline, line = tuple(outline), tuple(line)
    if bool(outline) == bool(line):
        raise ValueError("a feature is an outline or a line")
    feature = Feature(et.new_id(FEATURE, kind), kind, outline=outline, line=line, width=width if line else 0.0)
    feature = _checked(et, replace(feature, name=name))
    return Edit(et, said("Add {kind}", kind=kind), {(FEATURE, feature.id): feature})


def move_vertex(et: EditableTable, feature_id: str, index: int, to: Point, merge_key: Hashable | None = None) -> Edit:
    feature = _feature(et, feature_id)
    points = list(_points(feature))
    points[index] = to
    moved = _checked(et, _with_points(feature, tuple(points)))
    return Edit(et, said("Move a point of {name}", name=_named(feature)), {(FEATURE, feature_id): moved}, merge_key)


def insert_vertex(et: EditableTable, feature_id: str, index: int, at: Point) -> Edit:
    """A new point at ``at`` before the point ``index`` (an area's edge from
    point ``index - 1``; ``index`` = the count: after the last)."""
    feature = _feature(et, feature_id)
    points = list(_points(feature))
    points.insert(index, at)
    grown = _checked(et, _with_points(feature, tuple(points)))
    return Edit(et, said("Add a point to {name}", name=_named(feature)), {(FEATURE, feature_id): grown})


def delete_vertex(et: EditableTable, feature_id: str, index: int) -> Edit:
    feature = _feature(et, feature_id)
    points = list(_points(feature))
    least = 3 if feature.outline else 2
    if len(points) <= least:
        raise EditRefused(
            said("{name} has only {n} points left: delete the feature instead", name=_named(feature), n=len(points)),
            "degenerate",
        )
    del points[index]
    shrunk = _checked(et, _with_points(feature, tuple(points)))
    return Edit(et, said("Delete a point of {name}", name=_named(feature)), {(FEATURE, feature_id): shrunk})


def set_feature(
    et: EditableTable,
    feature_id: str,
    *,
    kind: Any = UNCHANGED,
    name: Any = UNCHANGED,
    width: Any = UNCHANGED,
    new_id: Any = UNCHANGED,
) -> Edit:
    """Change a feature's kind, name, a line's width or its id."""
    feature = _feature(et, feature_id)
    changed = feature
    if kind is not UNCHANGED:
        if not kind:
            raise EditRefused(said("A feature needs a kind"), "terrain")
        changed = replace(changed, kind=kind)
    if name is not UNCHANGED:
        changed = replace(changed, name=name.strip())
    if width is not UNCHANGED:
        if not feature.line:
            raise EditRefused(said("An area has no width (a line has)"), "width")
        changed = _checked(et, replace(changed, width=float(width)))
    if new_id is not UNCHANGED and new_id != feature_id:
        changed = replace(changed, id=_id(et, FEATURE, new_id, feature_id))
        return Edit(
            et,
            said("Change the id of {name}", name=_named(feature)),
            {(FEATURE, feature_id): None, (FEATURE, changed.id): changed},
        )
    return Edit(et, said("Change {name}", name=_named(feature)), {(FEATURE, feature_id): changed})


# --- objectives ----------------------------------------------------------------------------------
def add_objective(et: EditableTable, at: Point, points: int = 0) -> Edit:
    objective = Objective(et.new_id(OBJECTIVE, "objective"), _on_table(et, at), points)
    return Edit(et, said("Add an objective"), {(OBJECTIVE, objective.id): objective})


def set_objective(
    et: EditableTable, objective_id: str, *, points: Any = UNCHANGED, new_id: Any = UNCHANGED, name: Any = UNCHANGED
) -> Edit:
    objective = _objective(et, objective_id)
    changed = objective
    if name is not UNCHANGED:
        changed = replace(changed, name=name.strip())
    if points is not UNCHANGED:
        if points < 0:
            raise EditRefused(said("An objective's points are 0 or more"), "points")
        changed = replace(changed, points=int(points))
    if new_id is not UNCHANGED and new_id != objective_id:
        changed = replace(changed, id=_id(et, OBJECTIVE, new_id, objective_id))
        return Edit(
            et,
            said("Change the id of objective {id}", id=objective_id),
            {(OBJECTIVE, objective_id): None, (OBJECTIVE, changed.id): changed},
        )
    return Edit(et, said("Change objective {id}", id=objective_id), {(OBJECTIVE, objective_id): changed})


# --- either --------------------------------------------------------------------------------------
def move_items(et: EditableTable, keys: Iterable[Key], dx: float, dy: float, merge_key: Hashable | None = None) -> Edit:
    """Move features and objectives by (dx, dy); one that would leave the table refuses the move."""
    after: dict[Key, Any] = {}
    for key in keys:
        kind, item_id = key
        if kind == FEATURE:
            f = _feature(et, item_id)
            after[key] = _checked(et, _with_points(f, tuple((x + dx, y + dy) for x, y in _points(f))))
        elif kind == OBJECTIVE:
            o = _objective(et, item_id)
            after[key] = replace(o, at=_on_table(et, (o.at[0] + dx, o.at[1] + dy)))
    if len(after) == 1:
        key = next(iter(after))
        thing = et.get(key)
        name = _named(thing) if key[0] == FEATURE else said("objective {id}", id=key[1])
        return Edit(et, said("Move {name}", name=name), after, merge_key)
    return Edit(et, said("Move {n} items", n=len(after)), after, merge_key)


def delete_items(et: EditableTable, keys: Iterable[Key]) -> Edit:
    after = {key: None for key in keys if et.get(key) is not None}
    if not after:
        raise EditRefused(said("Select a feature or an objective to delete"), "nothing")
    if len(after) == 1:
        key = next(iter(after))
        thing = et.get(key)
        name = _named(thing) if key[0] == FEATURE else said("objective {id}", id=key[1])
        return Edit(et, said("Delete {name}", name=name), after)
    return Edit(et, said("Delete {n} items", n=len(after)), after)


# --- the table and its zones ---------------------------------------------------------------------
def set_table(et: EditableTable, zones: dict[str, tuple[Point, ...]] | None = None, **fields: Any) -> Edit:
    """Change the table's own fields (``id``, ``name``, ``width``, ``depth``,
    ``sector``, ``unit``), and with them its ``zones`` when given (their
    outlines on the new table, in place of the old). A smaller table is
    refused while something lies beyond its new edge (the refusal names it)."""
    a = et.attributes
    changed = replace(a, **fields)
    if changed.width <= 0 or changed.depth <= 0:
        raise EditRefused(said("A table's width and depth are above 0"), "size")
    if changed.sector < 0:
        raise EditRefused(said("A sector's side is 0 (no grid) or more"), "sector")
    if not ID.match(changed.id):
        raise EditRefused(
            said("{id!r} is not an id: use lower-case letters, digits and hyphens (birch-wood)", id=changed.id), "id"
        )
    if (changed.width, changed.depth) != (a.width, a.depth):
        board = _board(changed)
        for f in et.features.values():
            off = off_table(f, board)
            if off:
                raise EditRefused(said("{name} {off}", name=_named(f), off=off), "outside-board")
        for o in et.objectives.values():
            if not board.covers(shapely.Point(o.at)):
                raise EditRefused(said("Objective {id} would be off the table", id=o.id), "outside-board")
        for zone, outline in (et.zones if zones is None else zones).items():
            if not board.covers(shapely.Polygon(outline)):
                raise EditRefused(said("Zone {name} would reach off the table", name=zone), "outside-board")
    after: dict[Key, Any] = {TABLE_KEY: changed}
    if zones is not None:
        after.update({(ZONE, name): None for name in et.zones})
        after.update({(ZONE, name): tuple(outline) for name, outline in zones.items()})
    return Edit(et, said("Change the table"), after)


def set_zones(et: EditableTable, zones: dict[str, tuple[Point, ...] | None]) -> Edit:
    """Put these zones' outlines in (None: take the zone away), each on the table."""
    board = _board(et.attributes)
    for name, outline in zones.items():
        if outline is None:
            continue
        polygon = shapely.Polygon(outline)
        if len(set(outline)) < 3 or not polygon.is_valid:
            raise EditRefused(said("Zone {name} needs an outline that does not cross itself", name=name), "degenerate")
        if not board.covers(polygon):
            raise EditRefused(said("Zone {name} would reach off the table", name=name), "outside-board")
    return Edit(et, said("Change the zones"), {(ZONE, name): outline for name, outline in zones.items()})

"""Edits of whole areas: add, delete, change attributes, split, merge.

New vertices are shared into the neighbours' borders (shared_borders.py);
ids stay stable: renaming never changes an id, and a new area gets a slug of
its name unique among areas and entry boxes.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

import numpy as np
import shapely

from gettysburg_desktop.boards.areas.editable_map import AREA, ENTRY_BOX, EditableMap, Key, Record
from gettysburg_desktop.boards.areas.shapes import TERRAINS, AreaShape, Point
from gettysburg_desktop.editing.model.edit import UNCHANGED, Edit, EditRefused
from gettysburg_desktop.editing.model.ids import unique_id

from .shared_borders import insert_points_on_edges, neighbours_taking, share_borders, without_repeats


def _check_attributes(terrain: str, stars: int) -> None:
    if terrain not in TERRAINS:
        raise EditRefused(f"Unknown terrain {terrain!r} (expected {', '.join(TERRAINS)})")
    if stars not in (0, 1, 2):
        raise EditRefused(f"Stars must be 0, 1 or 2, not {stars!r}")


def add_area(
    emap: EditableMap,
    polygon: Sequence[Point],
    name: str,
    terrain: str = "clear",
    stars: int = 0,
    label: Point | None = None,
    area_id: str | None = None,
) -> Edit:
    """A new area with ``polygon`` ("Add area 'Oak Hill'"); its vertices on
    neighbours' borders are inserted there, and the neighbours' vertices on
    its edges into it. Its id: ``area_id`` if given and free (an area traced
    again takes back its id), else a slug of the name."""
    ring = without_repeats(tuple((float(x), float(y)) for x, y in polygon))
    if len(set(ring)) < 3:
        raise EditRefused("An area needs at least 3 points")
    _check_attributes(terrain, stars)
    taken = emap.area_and_entry_box_ids()
    if area_id is None or area_id in taken:
        area_id = unique_id(name, taken, "area")
    ring, neighbours = share_borders(emap, ring)
    after: dict[Key, Record | None] = {(AREA, area_id): AreaShape(area_id, name, terrain, stars, ring, label)}
    after.update({(AREA, a): replace(emap.area(a), polygon=p) for a, p in neighbours.items()})
    return Edit(emap, f"Add area '{name}'", after)


def delete_area(emap: EditableMap, area_id: str) -> Edit:
    """Remove the area ("Delete area 'Oak Hill'"). Entry boxes linked to it
    keep the link; the checker reports them until relinked."""
    area = emap.area(area_id)
    return Edit(emap, f"Delete area '{area.name}'", {(AREA, area_id): None})


def set_area_attributes(
    emap: EditableMap,
    area_id: str,
    *,
    name: str = UNCHANGED,
    terrain: str = UNCHANGED,
    stars: int = UNCHANGED,
    label: Point | None = UNCHANGED,
) -> Edit:
    """Change an area's name, terrain, stars or label point (None: the
    default place). The id never changes. Text: "Rename area 'A' to 'B'" for
    a rename alone, what changed for a terrain or stars alone ("Crow Hill:
    hill → ridge"), else "Change area 'A'"."""
    area = emap.area(area_id)
    changes = [
        k for k, v in (("name", name), ("terrain", terrain), ("stars", stars), ("label", label)) if v is not UNCHANGED
    ]
    new = replace(
        area,
        name=area.name if name is UNCHANGED else name,
        terrain=area.terrain if terrain is UNCHANGED else terrain,
        stars=area.stars if stars is UNCHANGED else stars,
        label=area.label if label is UNCHANGED else label,
    )
    _check_attributes(new.terrain, new.stars)
    changed = [k for k in changes if getattr(new, k) != getattr(area, k)]
    if set(changes) == {"name"}:
        text = f"Rename area '{area.name}' to '{new.name}'"
    elif changed == ["terrain"]:
        text = f"{area.name}: {area.terrain} → {new.terrain}"
    elif changed == ["stars"]:
        text = f"{area.name}: {STAR_WORDS[area.stars]} → {STAR_WORDS[new.stars]}"
    else:
        text = f"Change area '{area.name}'"
    return Edit(emap, text, {(AREA, area_id): new})


#: an area's stars as the undo history names them
STAR_WORDS = {0: "no star", 1: "one star", 2: "double star"}


def split_area(emap: EditableMap, area_id: str, cut: Sequence[Point], new_name: str | None = None) -> Edit:
    """Cut the area in two along the polyline ``cut``, which must cross it from
    border to border ("Split area 'Oak Hill'"). The piece holding the label
    (else the larger) keeps the id and attributes; the other becomes a new
    area named ``new_name`` (default: the name with " 2") with a fresh id and
    the same terrain, no stars. Where the cut meets the border, the
    neighbours get the new vertices."""
    area = emap.area(area_id)
    polygon = emap.polygon(area_id)
    line = tuple((float(x), float(y)) for x, y in cut)
    if polygon is None:
        raise EditRefused(f"Area {area.name!r} has no usable polygon to split")
    if len(set(line)) < 2:
        raise EditRefused("A cut needs at least 2 points")
    ring = insert_points_on_edges(area.polygon, line)
    noded = shapely.union_all(np.array([shapely.LineString(ring + ring[:1]), shapely.LineString(line)], dtype=object))
    faces = shapely.get_parts(shapely.polygonize(shapely.get_parts(noded)))
    pieces = [f for f in faces if polygon.contains(f.representative_point())]
    if len(pieces) != 2 or any(p.interiors for p in pieces):
        raise EditRefused(
            f"The cut must cross area {area.name!r} once, from border to border"
            f" (it makes {len(pieces)} piece{'s' if len(pieces) != 1 else ''})"
        )
    if (area.label is not None and pieces[1].covers(shapely.Point(area.label))) or (
        area.label is None and pieces[1].area > pieces[0].area
    ):
        pieces.reverse()
    kept, other = (tuple(p.exterior.coords[:-1]) for p in pieces)
    new_id = unique_id(new_name or f"{area.name} 2", emap.area_and_entry_box_ids(), "area")
    after: dict[Key, Record | None] = {
        (AREA, area_id): replace(area, polygon=kept),
        (AREA, new_id): AreaShape(new_id, new_name or f"{area.name} 2", area.terrain, 0, other),
    }
    for a, p in neighbours_taking(emap, set(kept) | set(other), exclude={area_id}).items():
        after[(AREA, a)] = replace(emap.area(a), polygon=p)
    return Edit(emap, f"Split area '{area.name}'", after)


def merge_areas(emap: EditableMap, keep_id: str, other_id: str, terrain: str | None = None) -> Edit:
    """Join ``other_id`` into its edge neighbour ``keep_id``, which keeps its
    id and name; entry boxes linked to the other area are relinked ("Merge
    area 'B' into 'A'"). The merged area has the terrain ``terrain`` (default
    the kept area's: the window asks when the two differ) and the more stars
    of the two: a victory area's star is never lost by a merge."""
    keep, other = emap.area(keep_id), emap.area(other_id)
    if terrain is not None:
        _check_attributes(terrain, keep.stars)
    a, b = emap.polygon(keep_id), emap.polygon(other_id)
    if keep_id == other_id or a is None or b is None:
        raise EditRefused("Merging needs two different areas with usable polygons")
    union = shapely.union(a, b)
    if not isinstance(union, shapely.Polygon):  # (its geom_type "Polygon")
        raise EditRefused(f"Areas {keep.name!r} and {other.name!r} share no border; only neighbours can be merged")
    if union.interiors:
        held = [i for i in emap.areas_inside(shapely.Polygon(union.exterior)) if i not in (keep_id, other_id)]
        raise EditRefused(
            f"Merging {keep.name!r} and {other.name!r} would enclose a hole"
            + (
                (
                    f" holding the area {held[0]!r}"
                    if len(held) == 1
                    else f" holding the areas {', '.join(map(repr, held))}"
                )
                if held
                else ""
            )
            + "; an area can't have holes"
        )
    ring, neighbours = share_borders(
        emap, tuple((x, y) for x, y in union.exterior.coords[:-1]), exclude={keep_id, other_id}
    )
    merged = replace(keep, polygon=ring, terrain=terrain or keep.terrain, stars=max(keep.stars, other.stars))
    after: dict[Key, Record | None] = {(AREA, keep_id): merged, (AREA, other_id): None}
    after.update({(AREA, n): replace(emap.area(n), polygon=p) for n, p in neighbours.items()})
    for box in emap.entry_boxes.values():
        if box.area == other_id:
            after[(ENTRY_BOX, box.id)] = replace(box, area=keep_id)
    return Edit(emap, f"Merge area '{other.name}' into '{keep.name}'", after)


def merged_terrains(emap: EditableMap, area_ids: Sequence[str]) -> list[str]:
    """The terrains of the areas to merge, each once, the first area's first:
    more than one, and the author chooses (merge_areas' ``terrain``)."""
    return list(dict.fromkeys(emap.area(a).terrain for a in area_ids))

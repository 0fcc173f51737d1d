"""The box-map editor's validation (Norden & Süden, NS-MAP): what the
Validation dock lists as the author edits, as ``board.problems.Problem``s
with the box or link concerned and a scene point to zoom to.

The rules' checker, ``nordensueden.map_check.check_map`` (NS-MAP-4: every
box and link the rules name, the start sums, the objectives, the permanent
fortifications, the Potomac, every river with its downstream direction,
every box reachable from every other, the examples' paths), plus the
editor's own: every link between two boxes of the map, every box a
scenario names present, and boxes drawn over each other. Every link has a
kind by construction (the file reader refuses a link without one,
docs/box-map-format.md). A rules' problem keeps its message as the rules
made it (a ``Said``), for the window to translate.
"""

from __future__ import annotations

from collections.abc import Iterable

from ...board.problems import Problem
from ...nordensueden.boxmap import BOX_SIZE, BoxMap
from ...nordensueden.map_check import check_map

BOX_WIDTH_UNITS, BOX_HEIGHT_UNITS = BOX_SIZE

#: the codes of the problems a game can't play with (board.problems.ERROR_CODES has them too)
LINK_END, MISSING_BOX, OVERLAP, RULES = (
    "link-end",
    "missing-box",
    "box-overlap",
    "ns-map",
)


def check_box_map(
    boxmap: BoxMap,
    file: str = "",
    named: Iterable[str] = (),
    link_ids: Iterable[str] | None = None,
) -> list[Problem]:
    """The problems of ``boxmap``. ``named``: the box ids a scenario names;
    ``link_ids``: what the editor calls each link (in the map's order;
    default its place, "link-1", ...)."""
    ids = list(link_ids) if link_ids is not None else [f"link-{k}" for k in range(1, len(boxmap.links) + 1)]
    problems: list[Problem] = []
    boxes = boxmap.box
    for link_id, link in zip(ids, boxmap.links, strict=True):
        missing = [end for end in (link.a, link.b) if end not in boxes]
        if missing:
            problems.append(
                Problem(file, "link", link_id, LINK_END, f"joins {', '.join(missing)}, which is no box of the map")
            )
    for box_id in named:
        if box_id not in boxes:
            problems.append(
                Problem(file, "map", boxmap.id, MISSING_BOX, f"the scenario names the box {box_id!r}; the map has none")
            )
    problems += _overlaps(boxmap, file)
    if not problems or all(p.code != LINK_END for p in problems):  # the rules' checker wants every end a box
        problems += rules_problems(boxmap, file, ids)
    return problems


def _overlaps(boxmap: BoxMap, file: str) -> list[Problem]:
    """Boxes whose plates (at their least size) are drawn over each other."""
    problems = []
    cells: dict[tuple[int, int], list] = {}
    for box in boxmap.boxes:
        x, y = box.position
        cells.setdefault((int(x // BOX_WIDTH_UNITS), int(y // BOX_HEIGHT_UNITS)), []).append(box)
    for (cx, cy), here in cells.items():
        for box in here:
            x, y = box.position
            for dx in (-1, 0, 1):
                for dy in (-1, 0, 1):
                    for other in cells.get((cx + dx, cy + dy), ()):
                        if other.id <= box.id:
                            continue
                        ox, oy = other.position
                        if abs(ox - x) < BOX_WIDTH_UNITS and abs(oy - y) < BOX_HEIGHT_UNITS:
                            problems.append(
                                Problem(
                                    file,
                                    "box",
                                    box.id,
                                    OVERLAP,
                                    f"drawn over {other.name} ({other.id}): move one of them "
                                    "(nudged boxes say so in their note)",
                                    box.position,
                                )
                            )
    return problems


def rules_problems(boxmap: BoxMap, file: str = "", link_ids: list[str] | None = None) -> list[Problem]:
    """NS-MAP-4's checks by the rules' own checker (nordensueden.map_check), each
    on the box or link it names."""
    out = []
    for found in check_map(boxmap):
        kind, item_id = _where(boxmap, found, link_ids)
        location = None
        if kind == "box":
            location = boxmap.box[found.box].position
        elif found.link is not None and found.link[0] in boxmap.box and found.link[1] in boxmap.box:
            (xa, ya), (xb, yb) = boxmap.box[found.link[0]].position, boxmap.box[found.link[1]].position
            location = ((xa + xb) / 2, (ya + yb) / 2)
        out.append(Problem(file, kind, item_id, RULES, found.message, location))
    return out


def _where(boxmap: BoxMap, found, link_ids: list[str] | None) -> tuple[str, str]:
    """The box (or link, or the map) a rules' problem is about."""
    if found.box in boxmap.box:
        return "box", found.box
    if found.link is not None:
        ids = link_ids or [f"link-{k}" for k in range(1, len(boxmap.links) + 1)]
        for link_id, candidate in zip(ids, boxmap.links, strict=True):
            if candidate.key == found.link:
                return "link", link_id
    return "map", boxmap.id

"""The box-map editor's validation (Norden & Süden, NS-MAP): what the
Validation dock lists as the author edits, as ``board.problems.Problem``s
with the box or link concerned and a scene point to zoom to.

The editor's own checks: every box reachable from every other (NS-MAP-4.9),
every river with its downstream direction (NS-JUMP-2), every link between
two boxes of the map, every box a scenario names present, and boxes drawn
over each other. Every link has a kind by construction (the file reader
refuses a link without one, docs/box-map-format.md). Then the rules'
checker, ``nordensueden.map_check.check_map`` (NS-MAP-4: the start sums,
the objectives, the permanent fortifications, the Potomac, the examples'
paths), when it is there.
"""

from __future__ import annotations

from collections.abc import Iterable

from ...board.problems import Problem
from ...nordensueden.boxmap import BOX_SIZE, BoxMap, Link, LinkKind

BOX_WIDTH_UNITS, BOX_HEIGHT_UNITS = BOX_SIZE

#: the codes of the problems a game can't play with (board.problems.ERROR_CODES has them too)
NOT_CONNECTED, NO_DIRECTION, LINK_END, MISSING_BOX, OVERLAP, RULES = (
    "not-connected",
    "no-direction",
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
    good_links = []
    for link_id, link in zip(ids, boxmap.links, strict=True):
        missing = [end for end in (link.a, link.b) if end not in boxes]
        if missing:
            problems.append(
                Problem(file, "link", link_id, LINK_END, f"joins {', '.join(missing)}, which is no box of the map")
            )
            continue
        good_links.append(link)
        if link.kind is LinkKind.RIVER and link.downstream not in (link.a, link.b):
            problems.append(
                Problem(
                    file,
                    "link",
                    link_id,
                    NO_DIRECTION,
                    "a river needs its downstream direction (NS-JUMP-2): reverse it or choose the end it flows to",
                    _middle(boxmap, link),
                )
            )
    problems += _connection(boxmap, good_links, file)
    for box_id in named:
        if box_id not in boxes:
            problems.append(
                Problem(file, "map", boxmap.id, MISSING_BOX, f"the scenario names the box {box_id!r}; the map has none")
            )
    problems += _overlaps(boxmap, file)
    problems += rules_problems(boxmap, file, ids)
    return problems


def _middle(boxmap: BoxMap, link: Link) -> tuple[float, float]:
    (xa, ya), (xb, yb) = boxmap.box[link.a].position, boxmap.box[link.b].position
    return ((xa + xb) / 2, (ya + yb) / 2)


def _connection(boxmap: BoxMap, links: list[Link], file: str) -> list[Problem]:
    """One problem for each group of boxes cut off from the largest (NS-MAP-4.9)."""
    near: dict[str, set[str]] = {b.id: set() for b in boxmap.boxes}
    for link in links:
        near[link.a].add(link.b)
        near[link.b].add(link.a)
    groups: list[list[str]] = []
    seen: set[str] = set()
    for box in boxmap.boxes:
        if box.id in seen:
            continue
        group, todo = [], [box.id]
        seen.add(box.id)
        while todo:
            here = todo.pop()
            group.append(here)
            for there in near[here]:
                if there not in seen:
                    seen.add(there)
                    todo.append(there)
        groups.append(group)
    if len(groups) < 2:
        return []
    main = max(groups, key=len)
    order = {b.id: k for k, b in enumerate(boxmap.boxes)}
    problems = []
    for group in groups:
        if group is main:
            continue
        group.sort(key=order.__getitem__)
        names = ", ".join(boxmap.box[b].name for b in group[:4]) + (", ..." if len(group) > 4 else "")
        first = boxmap.box[group[0]]
        text = (
            f"no link joins it to the rest of the map ({names}); every box must be reachable from every other (NS-MAP-4)"
            if len(group) == 1
            else f"cut off from the rest of the map with {len(group) - 1} more ({names}); "
            "every box must be reachable from every other (NS-MAP-4)"
        )
        problems.append(Problem(file, "box", first.id, NOT_CONNECTED, text, first.position))
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
    on the box or link it names; none while that checker is not there."""
    try:
        from ...nordensueden.map_check import check_map
    except ImportError:
        return []
    out = []
    for found in check_map(boxmap):
        kind, item_id = _where(boxmap, found, link_ids)
        location = boxmap.box[item_id].position if kind == "box" and item_id in boxmap.box else None
        out.append(Problem(file, kind, item_id, RULES, str(getattr(found, "message", found)), location))
    return out


def _where(boxmap: BoxMap, found, link_ids: list[str] | None) -> tuple[str, str]:
    """The box (or link, or the map) a rules' problem is about."""
    box = getattr(found, "box", None) or getattr(found, "box_id", None)
    if box:
        return "box", str(box)
    link = getattr(found, "link", None)
    if link is not None:
        ids = link_ids or [f"link-{k}" for k in range(1, len(boxmap.links) + 1)]
        for link_id, candidate in zip(ids, boxmap.links, strict=True):
            if candidate == link or getattr(link, "key", None) == candidate.key:
                return "link", link_id
    return "map", boxmap.id

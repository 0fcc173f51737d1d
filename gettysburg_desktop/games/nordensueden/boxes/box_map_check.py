"""What a box map (Norden & Süden, NS-MAP) is checked for, the same in the
box-map editor (its Validation dock and Play-test) and in ``cli validate``:

- ``box_map_problems``: what keeps a game off the map, every one an error:
  the rules' checks (``nordensueden.campaign_map_check.check_map``: those of
  every box map and, for a map played with the 1861 campaign's set-up, the
  campaign's, NS-MAP-4), each on the box or link it concerns, and links to
  no box (the editor's working copy; a file with one does not read);
- ``box_overlaps``: boxes drawn over each other, warnings: a game plays the
  map anyway.

A rules' problem keeps its message as the rules made it (a ``Said``), for
the window to translate; ``str()`` of it is the English.
"""

from __future__ import annotations

from collections.abc import Iterable

from gettysburg_desktop.boards.areas.problems import Problem

from ..rules.boxmap import BOX_SIZE, BoxMap
from ..rules.campaign_map_check import check_map

BOX_WIDTH_UNITS, BOX_HEIGHT_UNITS = BOX_SIZE

#: the codes of the problems (board.problems.ERROR_CODES has the errors' too)
LINK_END, OVERLAP, RULES = ("link-end", "box-overlap", "ns-map")


def box_map_problems(boxmap: BoxMap, file: str = "", link_ids: Iterable[str] | None = None) -> list[Problem]:
    """What keeps a game off ``boxmap``. ``link_ids``: what the editor calls
    each link (in the map's order; default its place, "link-1", ...)."""
    ids = list(link_ids) if link_ids is not None else [f"link-{k}" for k in range(1, len(boxmap.links) + 1)]
    problems: list[Problem] = []
    boxes = boxmap.box
    for link_id, link in zip(ids, boxmap.links, strict=True):
        missing = [end for end in (link.a, link.b) if end not in boxes]
        if missing:
            problems.append(
                Problem(file, "link", link_id, LINK_END, f"joins {', '.join(missing)}, which is no box of the map")
            )
    if not problems:  # the rules' checker wants every end a box
        problems += rules_problems(boxmap, file, ids)
    return problems


def box_overlaps(boxmap: BoxMap, file: str = "") -> list[Problem]:
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
    """The rules' checks (nordensueden.campaign_map_check.check_map), each on
    the box or link it names."""
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

"""What a box map (Norden & Süden, NS-MAP) is checked for, the same in the
box-map editor (its Validation dock and Play-test) and in ``cli validate``:

- ``box_map_problems``: what keeps a game off the map, every one an error:
  the rules' checks (``nordensueden.campaign_map_check.check_map``: those of
  every box map and, for a map played with the 1861 campaign's set-up, the
  campaign's, NS-MAP-4), each on the box or link it concerns, and links to
  no box (the editor's working copy; a file with one does not read);
- ``box_overlaps``: boxes drawn over each other, warnings: a game plays the
  map anyway (the board's check, boards/boxes/checks.py, as is the links'
  ends').

A rules' problem keeps its message as the rules made it (a ``Said``), for
the window to translate; ``str()`` of it is the English.
"""

from __future__ import annotations

from collections.abc import Iterable

from gettysburg_desktop.boards.areas.problems import Problem
from gettysburg_desktop.boards.boxes.checks import LINK_END, OVERLAP, box_overlaps, link_end_problems, link_ids

from ..rules.boxmap import BoxMap
from ..rules.campaign_map_check import check_map

__all__ = ["LINK_END", "OVERLAP", "RULES", "box_map_problems", "box_overlaps", "rules_problems"]

#: the code of the rules' problems (the board's checks.py has the others)
RULES = "ns-map"


def box_map_problems(boxmap: BoxMap, file: str = "", ids: Iterable[str] | None = None) -> list[Problem]:
    """What keeps a game off ``boxmap``. ``ids``: what the editor calls
    each link (in the map's order; default its place, "link-1", ...)."""
    ids = link_ids(boxmap.links, ids)
    problems = link_end_problems(boxmap.boxes, boxmap.links, file, ids)
    if not problems:  # the rules' checker wants every end a box
        problems += rules_problems(boxmap, file, ids)
    return problems


def rules_problems(boxmap: BoxMap, file: str = "", ids: list[str] | None = None) -> list[Problem]:
    """The rules' checks (nordensueden.campaign_map_check.check_map), each on
    the box or link it names."""
    out = []
    for found in check_map(boxmap):
        kind, item_id = _where(boxmap, found, ids)
        location = None
        if kind == "box":
            location = boxmap.box[found.box].position
        elif found.link is not None and found.link[0] in boxmap.box and found.link[1] in boxmap.box:
            (xa, ya), (xb, yb) = boxmap.box[found.link[0]].position, boxmap.box[found.link[1]].position
            location = ((xa + xb) / 2, (ya + yb) / 2)
        out.append(Problem(file, kind, item_id, RULES, found.message, location))
    return out


def _where(boxmap: BoxMap, found, ids: list[str] | None) -> tuple[str, str]:
    """The box (or link, or the map) a rules' problem is about."""
    if found.box in boxmap.box:
        return "box", found.box
    if found.link is not None:
        for link_id, candidate in zip(link_ids(boxmap.links, ids), boxmap.links, strict=True):
            if candidate.key == found.link:
                return "link", link_id
    return "map", boxmap.id

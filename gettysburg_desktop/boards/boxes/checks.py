"""What any box map is checked for, whatever its game: a link whose end is
no box (the editor's working copy may hold one; a file with one does not
read), and boxes drawn over each other (warnings: a game plays the map
anyway). A game adds its rules' checks (Norden & Süden's box_map_check)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from gettysburg_desktop.boards.areas.problems import Problem

from .graph import BoxRecord, LinkRecord, position
from .projection import BOX_SIZE

BOX_WIDTH_UNITS, BOX_HEIGHT_UNITS = BOX_SIZE

#: the codes of the problems
LINK_END, OVERLAP = ("link-end", "box-overlap")


def link_ids(links: Sequence[Any], ids: Iterable[str] | None = None) -> list[str]:
    """What the editor calls each link, in the map's order: ``ids``, or its place ("link-1", ...)."""
    return list(ids) if ids is not None else [f"link-{k}" for k in range(1, len(links) + 1)]


def link_end_problems(
    boxes: Iterable[BoxRecord], links: Sequence[LinkRecord], file: str = "", ids: Iterable[str] | None = None
) -> list[Problem]:
    """Links with an end that is no box of the map."""
    known = {b.id for b in boxes}
    problems = []
    for link_id, link in zip(link_ids(links, ids), links, strict=True):
        missing = [end for end in (link.a, link.b) if end not in known]
        if missing:
            problems.append(
                Problem(file, "link", link_id, LINK_END, f"joins {', '.join(missing)}, which is no box of the map")
            )
    return problems


def box_overlaps(boxes: Iterable[BoxRecord], file: str = "") -> list[Problem]:
    """Boxes whose plates (at their least size) are drawn over each other."""
    problems = []
    cells: dict[tuple[int, int], list] = {}
    for box in boxes:
        x, y = position(box)
        cells.setdefault((int(x // BOX_WIDTH_UNITS), int(y // BOX_HEIGHT_UNITS)), []).append(box)
    for (cx, cy), here in cells.items():
        for box in here:
            x, y = position(box)
            for dx in (-1, 0, 1):
                for dy in (-1, 0, 1):
                    for other in cells.get((cx + dx, cy + dy), ()):
                        if other.id <= box.id:
                            continue
                        ox, oy = position(other)
                        if abs(ox - x) < BOX_WIDTH_UNITS and abs(oy - y) < BOX_HEIGHT_UNITS:
                            problems.append(
                                Problem(
                                    file,
                                    "box",
                                    box.id,
                                    OVERLAP,
                                    f"drawn over {other.name} ({other.id}): move one of them "
                                    "(nudged boxes say so in their note)",
                                    position(box),
                                )
                            )
    return problems

"""Which area (or entry box) lies under a board point: for clicks and drops."""

from __future__ import annotations

import numpy as np
import shapely

from .shapes import MapDocument
from .topology import Topology


class AreaLocator:
    """Point-in-area lookup through an STRtree over the area polygons."""

    def __init__(self, topology: Topology, doc: MapDocument | None = None) -> None:
        self._ids = list(topology.polygons)
        self._tree = shapely.STRtree(np.array([topology.polygons[i] for i in self._ids], dtype=object))
        self._boxes = sorted(doc.entry_boxes, key=lambda b: b.id) if doc is not None else []

    def areas_at(self, x: float, y: float) -> tuple[str, ...]:
        """Every area covering the point (two on a shared border), sorted."""
        hits = self._tree.query(shapely.Point(x, y), predicate="intersects")
        return tuple(sorted(self._ids[k] for k in hits))

    def area_at(self, x: float, y: float) -> str | None:
        """The area containing the point; on a border, the first by id."""
        found = self.areas_at(x, y)
        return found[0] if found else None

    def box_at(self, x: float, y: float) -> str | None:
        for box in self._boxes:
            bx, by, w, h = box.rect
            if bx <= x <= bx + w and by <= y <= by + h:
                return box.id
        return None

    def place_at(self, x: float, y: float) -> str | None:
        """Entry box (drawn on top of the board) or else area under the point."""
        return self.box_at(x, y) or self.area_at(x, y)

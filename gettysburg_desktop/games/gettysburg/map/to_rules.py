"""From traced shapes to the graph the rules play on (rules.battlefield)."""

from __future__ import annotations

from gettysburg_desktop.boards.areas.shapes import MapDocument
from gettysburg_desktop.boards.areas.topology import Topology, build_topology

from ..rules.battlefield import Area, Battlefield, EntryBox, Terrain


def to_battlefield(doc: MapDocument, topology: Topology | None = None) -> Battlefield:
    """Build the rules' Battlefield: areas, shared borders (adjacent), vertex
    contacts (artillery only, R-ART-2), road-crossed borders (R-MOVE-2) and
    entry boxes. Validate the map first (validation.validate_map): this raises
    ValueError for an unknown terrain or an entry box linked to a missing area.
    """
    topo = topology if topology is not None else build_topology(doc)
    areas = [Area(a.id, a.name, Terrain(a.terrain), a.stars) for a in sorted(doc.areas, key=lambda a: a.id)]
    boxes = [EntryBox(b.id, b.name, b.area, b.side) for b in sorted(doc.entry_boxes, key=lambda b: b.id)]
    return Battlefield.build(
        areas,
        borders=topo.edge_pairs(),
        vertex_contacts=topo.vertex_pairs(),
        road_borders=topo.road_border_pairs(),
        entry_boxes=boxes,
    )

"""Small hand-made maps for the board tests (board units, y down)."""

from __future__ import annotations

from dataclasses import replace

from gettysburg_desktop.boards.areas.shapes import AreaShape, BoardSize, EntryBoxShape, MapDocument, RoadLine


def square(area_id: str, x: float, y: float, w: float = 10, h: float | None = None, **kw) -> AreaShape:
    h = w if h is None else h
    fields = {"name": area_id.title(), "terrain": "clear", "stars": 0} | kw
    return AreaShape(area_id, polygon=((x, y), (x + w, y), (x + w, y + h), (x, y + h)), **fields)


def make_map(*areas: AreaShape, roads=(), boxes=(), width=100, height=100) -> MapDocument:
    return MapDocument("test-map", "Test map", BoardSize(width, height), tuple(areas), tuple(boxes), tuple(roads))


def grid_2x2() -> MapDocument:
    """nw | ne over sw | se: four squares meeting at (10, 10)."""
    return make_map(square("nw", 0, 0), square("ne", 10, 0), square("sw", 0, 10), square("se", 10, 10))


def good_map() -> MapDocument:
    """A 2x2 grid that passes every check: the board covered, one town, one
    double star, a road across nw|ne, an entry box linked to nw."""
    doc = grid_2x2()
    areas = {a.id: a for a in doc.areas}
    areas["ne"] = replace(areas["ne"], terrain="town")
    areas["se"] = replace(areas["se"], terrain="hill", stars=2)
    areas["sw"] = replace(areas["sw"], terrain="ridge", stars=1)
    return replace(
        doc,
        board=BoardSize(20, 20),  # the areas cover it
        areas=tuple(areas.values()),
        roads=(RoadLine("pike", "Pike", "road", ((2, 5), (18, 5))),),
        entry_boxes=(EntryBoxShape("pike-box", "Pike", "nw", "csa", (-10, 0, 8, 8)),),
    )


def road(road_id: str, *points, kind: str = "road") -> RoadLine:
    return RoadLine(road_id, road_id.title(), kind, tuple(points))

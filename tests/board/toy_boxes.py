"""A toy game's towns and roads on the box board: its own frozen
dataclasses, a map of them and its working copy for the editor (the box
board's tests use them: a board that takes them takes any game's)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from gettysburg_desktop.boards.boxes.editable import EditableBoxMap
from gettysburg_desktop.boards.boxes.graph import BoxGraph


@dataclass(frozen=True)
class Town:
    id: str
    name: str
    lat: float
    lon: float
    market: bool = False  # the toy game's own field


@dataclass(frozen=True)
class Road:
    a: str
    b: str
    kind: str = "road"
    via: tuple[tuple[float, float], ...] = ()
    toll_at: str | None = None  # names a box: follows a new id


@dataclass(frozen=True)
class Country(BoxGraph[Town, Road]):
    id: str
    name: str
    boxes: tuple[Town, ...]
    links: tuple[Road, ...]


def country() -> Country:
    towns = (
        Town("ash", "Ash", 40.0, -80.0),
        Town("birch", "Birch", 40.0, -79.0, market=True),
        Town("cedar", "Cedar", 39.0, -79.0),
        Town("dale", "Dale", 35.0, -70.0),  # joined to nothing
    )
    roads = (Road("ash", "birch"), Road("birch", "cedar"), Road("ash", "birch", "track"))
    return Country("toy", "A toy country", towns, roads)


class EditableCountry(EditableBoxMap[Town, Road]):
    def make_box(self, box_id: str, name: str, lat: float, lon: float, **fields: Any) -> Town:
        return Town(box_id, name, lat, lon, **fields)

    def make_link(self, a: str, b: str, kind: str) -> Road:
        if kind not in ("road", "track"):
            raise ValueError(f"{kind!r} is no kind of road")
        return Road(a, b, kind)

    def carry_ends(self, link: Road, end: Callable[[str], str]) -> Road:
        return replace(link, toll_at=None if link.toll_at is None else end(link.toll_at))

    def to_boxmap(self) -> Country:
        return Country(
            self.attributes["id"], self.attributes["name"], tuple(self.boxes.values()), tuple(self.links.values())
        )


def editable() -> EditableCountry:
    c = country()
    return EditableCountry({"id": c.id, "name": c.name}, c.boxes, c.links)

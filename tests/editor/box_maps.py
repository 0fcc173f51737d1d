"""Small box maps for the box-map editor's tests (Norden & Süden, NS-MAP-3)."""

from __future__ import annotations

from gettysburg_desktop.games.nordensueden.rules.boxmap import Box, BoxMap, Link, LinkKind
from gettysburg_desktop.games.nordensueden.rules.sides import Side

USA, CSA = Side.USA, Side.CSA


def little_map() -> BoxMap:
    """Washington, Fredericksburg, Richmond, Harper's Ferry and Manassas:
    the Potomac, a road, two railroads; about one degree across."""
    boxes = (
        Box(
            "washington",
            "Washington",
            "D.C.",
            38.90,
            -77.04,
            owner=USA,
            port=True,
            recruit={USA: 3},
            fortress=True,
            objective=CSA,
            capital=True,
        ),
        Box("fredericksburg", "Fredericksburg", "Virginia", 38.30, -77.46, owner=CSA),
        Box(
            "richmond",
            "Richmond",
            "Virginia",
            37.54,
            -77.44,
            owner=CSA,
            recruit={CSA: 3},
            fortress=True,
            objective=USA,
            capital=True,
        ),
        Box("harpers-ferry", "Harper's Ferry", "Virginia", 39.32, -77.74, owner=USA, recruit={USA: 1}),
        Box("manassas", "Manassas Junction", "Virginia", 38.75, -77.48, recruit={USA: 1, CSA: 1}),
    )
    links = (
        Link(
            "washington",
            "fredericksburg",
            LinkKind.RIVER,
            downstream="fredericksburg",
            potomac=True,
            crossing=frozenset({"fredericksburg"}),
        ),
        Link("fredericksburg", "richmond", LinkKind.RAIL),
        Link("washington", "manassas", LinkKind.ROAD, via=((38.70, -76.90),)),
        Link("manassas", "fredericksburg", LinkKind.RAIL),
        Link("harpers-ferry", "washington", LinkKind.RAIL),
    )
    return BoxMap("little", "A little Virginia", boxes, links)


def two_towns(apart: float = 0.02) -> BoxMap:
    """A map of its own (its own set-up, NS-SETUP-2): a Union and a
    Confederate town ``apart`` degrees apart (0.02: drawn over each other)."""
    boxes = (
        Box("north", "North", "", 40.0, -80.0, owner=USA, recruit={USA: 2}, objective=CSA, start=1),
        Box("south", "South", "", 40.0 + apart, -80.0 - apart / 2, owner=CSA, recruit={CSA: 1}, objective=USA, start=1),
    )
    return BoxMap("two-towns", "Two towns", boxes, (Link("north", "south", LinkKind.ROAD),), own_setup=True)

"""Point lookup, the rules' Battlefield from polygons, and the fire overlay (R-ART-2/3)."""

from __future__ import annotations

from dataclasses import replace

from map_builders import good_map, grid_2x2, make_map, square

from gettysburg_desktop.boards.areas.lookup import AreaLocator
from gettysburg_desktop.boards.areas.topology import build_topology
from gettysburg_desktop.games.gettysburg.map.fire_overlay import fire_overlay
from gettysburg_desktop.games.gettysburg.map.to_rules import to_battlefield
from gettysburg_desktop.games.gettysburg.rules.battlefield import Terrain


def test_point_lookup_finds_the_area_under_the_point():
    doc = good_map()
    locate = AreaLocator(build_topology(doc), doc)
    assert locate.area_at(15, 15) == "se"
    assert locate.area_at(50, 50) is None
    assert locate.areas_at(10, 5) == ("ne", "nw")  # on the shared border


def test_point_lookup_prefers_an_entry_box_drawn_over_the_board():
    doc = good_map()
    locate = AreaLocator(build_topology(doc), doc)
    assert locate.place_at(-5, 4) == "pike-box"
    assert locate.place_at(5, 5) == "nw"


def test_battlefield_from_polygons_has_borders_contacts_roads_and_boxes():
    bf = to_battlefield(good_map())
    assert bf.neighbours("nw") == ("ne", "sw")
    assert bf.artillery_neighbours("nw") == ("ne", "se", "sw")  # R-ART-2 vertex contact
    assert bf.road_crosses("nw", "ne") and not bf.road_crosses("nw", "sw")  # R-MOVE-2
    assert bf.order_reach("pike-box") == ("nw", "pike-box")
    assert bf.areas["se"].terrain is Terrain.HILL and bf.double_star_areas == ("se",)


def test_fire_overlay_shows_targets_in_sight_and_those_a_ridge_blocks():
    # R-ART-3: a row hill | ridge | clear | clear; the ridge blocks beyond itself.
    doc = make_map(
        square("a", 0, 0, terrain="hill"),
        square("b", 10, 0, terrain="ridge"),
        square("c", 20, 0),
        square("d", 30, 0),
        square("e", 40, 0),
        square("f", 50, 0),
    )
    overlay = fire_overlay(to_battlefield(doc), "a", doc)
    assert overlay.range == 4
    assert overlay.in_sight == {"b": 1}
    assert overlay.blocked == ("c", "d", "e")
    assert overlay.blockers == {"c": ("b",), "d": ("b",), "e": ("b",)}  # named on hover
    assert len(overlay.paths["e"]) == 5 and overlay.paths["e"][0] == overlay.paths["b"][0]  # drawn from the firer


def test_fire_overlay_from_clear_ground_reaches_adjacent_areas_only():
    doc = replace(grid_2x2())
    overlay = fire_overlay(to_battlefield(doc), "nw")
    assert overlay.range == 1 and overlay.in_sight == {"ne": 1, "se": 1, "sw": 1}

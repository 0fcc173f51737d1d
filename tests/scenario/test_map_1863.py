"""The shipped 1863 map (resources/maps/gettysburg-1863.yaml): its topology
matches the scenario brief (shared/rules/scenario-brief.md). Checked through
the program's own loader and board code, and once more with plain shapely so
a bug in board/ can't hide a bad map."""

from __future__ import annotations

from collections import deque
from importlib.resources import files
from pathlib import Path

import pytest
import yaml
from shapely.geometry import LineString, Polygon, box
from shapely.ops import unary_union

from gettysburg_desktop.board.to_rules import to_battlefield
from gettysburg_desktop.board.topology import build_topology
from gettysburg_desktop.board.validation import validate_map
from gettysburg_desktop.rules.battlefield import Terrain
from gettysburg_desktop.scenario.map_file import dump_map, load_map

MAP = Path(str(files("gettysburg_desktop.resources").joinpath("maps").joinpath("gettysburg-1863.yaml")))
TOP_LEVEL_COPY = Path(__file__).resolve().parents[2] / "maps" / "gettysburg-1863.yaml"

#: The brief's roads as chains of areas; each link is a border the road crosses.
ROAD_CHAINS = {
    "chambersburg-pike": ["herr-ridge", "mcpherson-ridge-herbst-woods", "seminary-ridge-lutheran-seminary", "gettysburg"],
    "unfinished-railroad": ["herr-ridge", "mcpherson-ridge-railroad-cut", "oak-ridge", "pennsylvania-college", "gettysburg"],
    "mummasburg-road": ["forney-fields", "oak-hill", "oak-ridge", "pennsylvania-college", "gettysburg"],
    "carlisle-road": ["carlisle-road-fields", "gettysburg"],
    "harrisburg-road": ["harrisburg-road", "barlows-knoll", "carlisle-road-fields", "gettysburg"],
    "york-pike": ["york-pike", "gettysburg"],
    "hanover-road": ["brinkerhoffs-ridge", "rock-creek", "benners-hill", "gettysburg"],
    "baltimore-pike": ["mcallisters-mill", "powers-hill", "culps-hill", "east-cemetery-hill", "gettysburg"],
    "taneytown-road": ["taneytown-road-south", "cemetery-ridge-weikert", "cemetery-ridge-the-angle",
                       "taneytown-road-leister-farm", "cemetery-hill"],
    "emmitsburg-road": ["emmitsburg-road-south", "warfield-ridge", "peach-orchard", "sherfy-farm", "codori-farm",
                        "bliss-farm", "long-lane", "gettysburg"],
    "fairfield-road": ["black-horse-tavern", "seminary-ridge-mcmillan-woods", "long-lane", "gettysburg"],
    "wheatfield-road": ["peach-orchard", "wheatfield", "plum-run-valley", "taneytown-road-south"],
}

ENTRY_BOXES = {
    "chambersburg-pike-box": ("Chambersburg Pike", "herr-ridge"),
    "mummasburg-road-box": ("Mummasburg Road", "forney-fields"),
    "carlisle-road-box": ("Carlisle Road", "carlisle-road-fields"),
    "harrisburg-road-box": ("Harrisburg Road", "harrisburg-road"),
    "tanneytown-road-box": ("Tanneytown Road", "taneytown-road-south"),  # the game's spelling
    "baltimore-pike-box": ("Baltimore Pike", "mcallisters-mill"),
    "baltimore-road-box": ("Baltimore Road", "brinkerhoffs-ridge"),
    "emmitsburg-road-box": ("Emmitsburg Road", "emmitsburg-road-south"),
}

HILLS = {"oak-hill", "round-tops", "cemetery-hill", "east-cemetery-hill", "culps-hill", "powers-hill",
         "wolf-hill", "benners-hill"}
RIDGES = {"herr-ridge", "mcpherson-ridge-railroad-cut", "mcpherson-ridge-herbst-woods", "oak-ridge",
          "seminary-ridge-lutheran-seminary", "seminary-ridge-mcmillan-woods", "seminary-ridge-spanglers-woods",
          "pitzers-woods", "warfield-ridge", "barlows-knoll", "peach-orchard", "devils-den",
          "cemetery-ridge-weikert", "cemetery-ridge-the-angle", "zieglers-grove", "spanglers-spring",
          "brinkerhoffs-ridge"}


def pair(a: str, b: str) -> tuple[str, str]:
    return (a, b) if a < b else (b, a)


@pytest.fixture(scope="module")
def doc():
    return load_map(MAP)


@pytest.fixture(scope="module")
def topo(doc):
    return build_topology(doc)


@pytest.fixture(scope="module")
def field(doc, topo):
    return to_battlefield(doc, topo)


@pytest.fixture(scope="module")
def raw():
    return yaml.safe_load(MAP.read_text(encoding="utf-8"))


# --- through the program's loader and board code ---------------------------------------


def test_the_1863_map_passes_the_map_checker(doc):
    assert [str(p) for p in validate_map(doc, str(MAP))] == []


def test_the_shipped_file_is_in_canonical_form_and_the_top_level_copy_matches(doc):
    text = MAP.read_text(encoding="utf-8")
    assert dump_map(doc) == text
    assert TOP_LEVEL_COPY.read_text(encoding="utf-8") == text


def test_exactly_one_town_gettysburg(field):
    assert [a.id for a in field.areas.values() if a.terrain is Terrain.TOWN] == ["gettysburg"]


def test_hills_and_ridges_as_in_the_brief(field):
    assert {a.id for a in field.areas.values() if a.terrain is Terrain.HILL} == HILLS
    assert {a.id for a in field.areas.values() if a.terrain is Terrain.RIDGE} == RIDGES


def test_victory_areas_and_the_double_star_R_WIN(field):
    stars = {a.id: a.stars for a in field.areas.values() if a.stars}
    assert stars == {"cemetery-ridge-the-angle": 1, "cemetery-hill": 1, "culps-hill": 1, "round-tops": 2}
    round_tops = field.areas["round-tops"]
    assert round_tops.name == "Little Round Top and Round Top" and round_tops.terrain is Terrain.HILL


def test_all_eight_entry_boxes_link_the_brief_areas_R_REIN(field):
    got = {b.id: (b.name, b.area) for b in field.entry_boxes.values()}
    assert got == ENTRY_BOXES


def test_every_road_crosses_exactly_the_borders_of_its_chain_R_MOVE_2(topo):
    assert set(topo.road_crossings) == set(ROAD_CHAINS)
    for road, chain in ROAD_CHAINS.items():
        want = {pair(a, b) for a, b in zip(chain, chain[1:])}
        assert set(topo.road_crossings[road]) == want, road
        for a, b in want:
            assert topo.border_between(a, b) is not None, (road, a, b)


def test_the_fish_hook_holds_together(field):
    assert field.adjacent("cemetery-hill", "east-cemetery-hill")
    assert field.adjacent("east-cemetery-hill", "culps-hill")
    assert field.adjacent("cemetery-hill", "gettysburg")
    assert field.adjacent("cemetery-ridge-the-angle", "zieglers-grove")
    assert field.adjacent("round-tops", "plum-run-valley")
    assert field.adjacent("round-tops", "devils-den")


def test_victory_areas_have_at_least_four_approaches(field):
    for area in field.victory_areas:
        assert len(field.neighbours(area)) >= 4, area


def test_every_area_is_reachable_and_every_entry_box_leads_inland(field):
    start = "gettysburg"
    seen, todo = {start}, deque([start])
    while todo:
        for n in field.neighbours(todo.popleft()):
            if n not in seen:
                seen.add(n)
                todo.append(n)
    assert seen == set(field.areas)
    for box in field.entry_boxes.values():
        assert len(field.neighbours(box.area)) >= 2, box.id


# --- the same, with plain YAML and shapely ---------------------------------------------


def test_areas_tile_the_board_without_gaps_or_overlaps(raw):
    board = box(0, 0, raw["board"]["width"], raw["board"]["height"])
    polys = [Polygon(a["polygon"]) for a in raw["areas"]]
    assert all(p.is_valid for p in polys)
    assert sum(p.area for p in polys) == pytest.approx(board.area, abs=1.0)
    assert unary_union(polys).symmetric_difference(board).area < 1.0


def test_road_crossings_by_plain_shapely(raw):
    shapes = {a["id"]: Polygon(a["polygon"]) for a in raw["areas"]}
    ids = sorted(shapes)
    borders = {}
    for i, a in enumerate(ids):
        for b in ids[i + 1:]:
            shared = shapes[a].boundary.intersection(shapes[b].boundary)
            if shared.length > 0:
                borders[(a, b)] = shared
    for road in raw["roads"]:
        line = LineString(road["points"])
        crossed = {p for p, border in borders.items() if line.intersects(border)}
        chain = ROAD_CHAINS[road["id"]]
        assert crossed == {pair(a, b) for a, b in zip(chain, chain[1:])}, road["id"]


def test_entry_boxes_sit_at_the_board_edge_inside_their_area(raw):
    w, h = raw["board"]["width"], raw["board"]["height"]
    shapes = {a["id"]: Polygon(a["polygon"]) for a in raw["areas"]}
    for b in raw["entry_boxes"]:
        x, y, bw, bh = b["rect"]
        assert x <= 0 or y <= 0 or x + bw >= w or y + bh >= h, b["id"]
        assert shapes[b["area"]].buffer(0.01).contains(box(x, y, x + bw, y + bh)), b["id"]


def test_ids_are_unique_across_areas_and_entry_boxes(raw):
    ids = [a["id"] for a in raw["areas"]] + [b["id"] for b in raw["entry_boxes"]]
    assert len(ids) == len(set(ids))

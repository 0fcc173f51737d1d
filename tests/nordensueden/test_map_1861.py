"""The campaign map, resources/maps/norden-sueden-1861.yaml (docs/map-1861.md):
it reads, fits the rules (NS-MAP-4, no problem from the checker), has the
size the issue asks, keeps its boxes apart on screen and keeps the colour
choices its docs state."""

from __future__ import annotations

from itertools import combinations
from pathlib import Path

import pytest

from gettysburg_desktop.games.nordensueden.boxes.box_map_file import dump_box_map, load_box_map
from gettysburg_desktop.games.nordensueden.rules.boxmap import LinkKind
from gettysburg_desktop.games.nordensueden.rules.campaign_map_check import check_map
from gettysburg_desktop.games.nordensueden.rules.named_places import T10
from gettysburg_desktop.games.nordensueden.rules.sides import Side

MAP = Path(__file__).resolve().parents[2] / "resources" / "maps" / "norden-sueden-1861.yaml"

#: a box as the window draws it, in scene units (boxmap.to_scene)
BOX_WIDTH, BOX_HEIGHT = 70, 26


@pytest.fixture(scope="module")
def boxmap():
    return load_box_map(MAP)


def test_the_map_fits_the_rules(boxmap):
    assert [str(p) for p in check_map(boxmap)] == []
    assert boxmap.starting_sum(Side.USA) == 34 and boxmap.starting_sum(Side.CSA) == 29


def test_the_map_has_a_campaigns_worth_of_boxes(boxmap):
    assert 100 <= len(boxmap.boxes) <= 150
    assert {place.id for place in T10} <= set(boxmap.box)
    assert len(boxmap.links) >= 2 * len(boxmap.boxes) - 20  # a network, not a tree


def test_the_file_is_written_as_the_program_writes_it():
    text = MAP.read_text(encoding="utf-8")
    assert dump_box_map(load_box_map(MAP)) == text


def test_every_link_is_typed_and_every_river_flows(boxmap):
    for link in boxmap.links:
        assert isinstance(link.kind, LinkKind), link
        if link.kind is LinkKind.RIVER:
            assert link.downstream in link.ends, link
        else:
            assert link.downstream is None, link
    kinds = {kind: sum(1 for link in boxmap.links if link.kind is kind) for kind in LinkKind}
    assert all(kinds.values()), kinds


def test_no_two_boxes_overlap_on_screen(boxmap):
    """The issue's rule (centres at least 30 apart across or 28 down) and the
    stricter one the drawn boxes need (70 x 26 rectangles do not overlap)."""
    too_close, overlapping = [], []
    for a, b in combinations(boxmap.boxes, 2):
        (ax, ay), (bx, by) = a.position, b.position
        dx, dy = abs(ax - bx), abs(ay - by)
        if dx < 30 and dy < 28:
            too_close.append((a.id, b.id))
        if dx < BOX_WIDTH and dy < BOX_HEIGHT:
            overlapping.append((a.id, b.id))
    assert too_close == []
    assert overlapping == []


def test_every_box_and_link_says_where_it_comes_from_when_moved(boxmap):
    nudged = [b for b in boxmap.boxes if b.note.startswith("Nudged")]
    assert nudged, "the dense east needs a few nudges"
    for box in nudged:
        assert "stand clear of" in box.note, box


def test_the_colours_follow_1861_allegiance(boxmap):
    """docs/map-1861.md: Union states blue, seceded states grey, Kentucky white;
    Maryland blue; Missouri and western Virginia split as documented."""
    seceded = {
        "Virginia", "North Carolina", "South Carolina", "Georgia", "Florida", "Alabama", "Mississippi",
        "Louisiana", "Arkansas", "Tennessee",
    }  # fmt: skip
    union_in_the_south = {"fort-monroe", "harpers-ferry", "wheeling", "parkersburg", "grafton"}
    for box in boxmap.boxes:
        if box.state == "Kentucky":
            assert box.owner is None, box.id
        elif box.state == "Missouri":
            assert box.owner in (Side.USA, Side.CSA), box.id
        elif box.state in seceded:
            assert box.owner is (Side.USA if box.id in union_in_the_south else Side.CSA), box.id
        else:
            assert box.owner is Side.USA, box.id


def test_the_ports_are_the_sea_harbours(boxmap):
    ports = {b.id for b in boxmap.ports()}
    assert "washington" in ports  # NS-SEA-5
    inland = {"cincinnati", "louisville", "st-louis", "memphis", "vicksburg", "nashville", "chicago", "cleveland"}
    assert not ports & inland
    assert {"fort-monroe", "norfolk", "wilmington", "charleston", "savannah", "mobile", "new-orleans"} <= ports

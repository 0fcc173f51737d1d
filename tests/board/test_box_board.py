"""The box board (boards/boxes, editing's box edits) with records of no game:
towns and roads of a toy game's own dataclasses fit the board's lookups,
checks, file frame, working copy and edits, so a second game on boxes
writes only what its boxes and links mean (issue 23)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from toy_boxes import Country, Road, Town, country, editable

from gettysburg_desktop.boards.boxes import map_file
from gettysburg_desktop.boards.boxes.checks import LINK_END, OVERLAP, box_overlaps, link_end_problems
from gettysburg_desktop.boards.boxes.editable import BOX, LINK
from gettysburg_desktop.boards.boxes.graph import link_key, other_end, position
from gettysburg_desktop.boards.boxes.projection import from_scene, to_scene
from gettysburg_desktop.editing.model import box_edits
from gettysburg_desktop.editing.model.edit import Edit, EditRefused
from gettysburg_desktop.files import yaml_text as yt


# --- the graph ------------------------------------------------------------------------------------------
def test_a_games_own_records_get_the_boards_lookups():
    c = country()
    assert c.box["birch"].market
    assert [(r.a, r.b, r.kind) for r in c.links_at("ash")] == [("ash", "birch", "road"), ("ash", "birch", "track")]
    assert len(c.links_between("birch", "ash")) == 2
    assert c.adjacent("birch") == ["ash", "cedar"]  # in the file's order
    assert c.adjacent("birch", open_to=lambda road: road.kind == "track") == ["ash"]
    assert c.by_name("Cedar").id == "cedar"
    with pytest.raises(KeyError):
        c.by_name("Elm")
    assert c.connected(["ash", "birch", "cedar"]) and not c.connected()


def test_a_link_is_known_by_its_ends_in_order_and_its_kind():
    assert link_key(Road("cedar", "ash", "track")) == ("ash", "cedar", "track")
    assert other_end(Road("ash", "birch"), "birch") == "ash"
    with pytest.raises(KeyError, match="not an end"):
        other_end(Road("ash", "birch"), "cedar")


@given(st.floats(min_value=-60, max_value=70), st.floats(min_value=-170, max_value=170))
def test_the_projection_comes_back_where_it_started(lat, lon):
    back = from_scene(*to_scene(lat, lon))
    assert back == pytest.approx((lat, lon), abs=1e-9)


def test_north_is_up_and_east_is_right_on_screen():
    (x0, y0), (x1, y1) = to_scene(40.0, -80.0), to_scene(41.0, -79.0)
    assert x1 > x0 and y1 < y0
    assert position(Town("a", "A", 40.0, -80.0)) == (x0, y0)


# --- checks ----------------------------------------------------------------------------------------------
def test_a_link_to_no_box_and_boxes_drawn_over_each_other_are_named():
    c = country()
    ends = link_end_problems(c.boxes, (*c.links, Road("cedar", "elm")), "toy.yaml")
    assert [(p.item_kind, p.item_id, p.code) for p in ends] == [("link", "link-4", LINK_END)]
    assert "elm" in ends[0].message
    close = (*c.boxes, Town("ash-2", "Ash again", 40.001, -80.001))
    overlaps = box_overlaps(close, "toy.yaml")
    assert [(p.item_id, p.code) for p in overlaps] == [("ash", OVERLAP)]
    assert "Ash again" in overlaps[0].message
    assert box_overlaps(c.boxes) == []


# --- the file's frame ------------------------------------------------------------------------------------
def _town(r: map_file.Reader, value: Any, i: int) -> Town:
    d = r.mapping(value, f"boxes[{i}]", ("id", "name", "at"), ("market",))
    at = r.lat_lon(d["at"], f"boxes[{i}].at")
    return Town(r.text(d["id"], f"boxes[{i}].id"), r.text(d["name"], f"boxes[{i}].name"), *at, d.get("market", False))


def _road(r: map_file.Reader, value: Any, i: int, known: set[str]) -> Road:
    place = map_file.link_place(i, value)
    d = r.mapping(value, place, ("a", "b", "kind"), ("via",))
    for key in ("a", "b"):
        if d[key] not in known:
            r.note(f"{place}.{key}", f"unknown box {d[key]!r}")
    return Road(d["a"], d["b"], d["kind"], map_file.read_via(r, d.get("via"), f"{place}.via"))


def _country(r: map_file.Reader, data: Any, source: str) -> Country:
    data = r.mapping(data, "", ("kind", "id", "name", "boxes", "links"), ())
    boxes, known = map_file.read_boxes(r, data, _town)
    links = map_file.read_links(r, data, _road, known)
    return Country(data["id"], data["name"], tuple(boxes), tuple(links))


def _dump(c: Country) -> str:
    header = [f"kind: {map_file.KIND}", f"id: {c.id}", f"name: {yt.string(c.name)}"]
    towns = [[f"id: {t.id}", f"name: {t.name}", f"at: [{yt.number(t.lat)}, {yt.number(t.lon)}]"] for t in c.boxes]
    roads = [
        "{" + f"a: {r.a}, b: {r.b}, kind: {r.kind}" + (f", {map_file.via_text(r.via)}" if r.via else "") + "}"
        for r in c.links
    ]
    return map_file.dump(header, towns, roads)


def test_a_toy_games_box_map_is_written_and_read_back_byte_for_byte(tmp_path):
    c = replace(country(), links=(Road("ash", "birch", via=((40.2, -79.5),)), Road("birch", "cedar")))
    c = replace(c, boxes=tuple(replace(t, market=False) for t in c.boxes))
    text = _dump(c)
    path = tmp_path / "toy.yaml"
    path.write_text(text, encoding="utf-8")
    assert map_file.is_box_map(path)
    back = map_file.load(path, lambda data, source: map_file.parse(data, source, _country))
    assert back == c
    assert _dump(back) == text


def test_every_problem_of_a_box_map_file_is_named_by_file_and_place():
    text = """kind: boxes
id: toy
name: Toy
boxes:
  - {id: ash, name: Ash, at: [40, -80]}
  - {id: ash, name: Ash again, at: [41, -80]}
  - {id: birch, name: Birch, at: [95, -80]}
links:
  - {a: ash, b: elm, kind: road}
  - {a: ash, b: birch, kind: road, via: [[40, -79], 3]}
  - {a: birch, b: ash, kind: road}
"""

    def read(data, source):
        return map_file.parse(data, source, _country)

    with pytest.raises(map_file.BoxMapError) as caught:
        map_file.load_text(text, "toy.yaml", read)
    lines = caught.value.problems
    assert "toy.yaml: boxes[1] (ash).id: duplicate box id 'ash' (also boxes[0])" in lines
    assert any(line.startswith("toy.yaml: boxes[2].at[0]: latitude 95 is out of range") for line in lines)
    assert "toy.yaml: links[0] (ash-elm).b: unknown box 'elm'" in lines
    assert any(line.startswith("toy.yaml: links[1] (ash-birch).via[1]: expected a position") for line in lines)
    assert any("a second road link between birch and ash (also links[1])" in line for line in lines)


# --- the working copy and its edits ----------------------------------------------------------------------
def test_the_boards_edits_place_join_rename_and_delete_a_games_boxes_and_undo_bit_for_bit():
    m = editable()
    before = m.to_boxmap()
    added = box_edits.add_box(m, "Elm", to_scene(38.0, -78.0), market=True)
    added.redo()
    assert m.boxes["elm"] == Town("elm", "Elm", 38.0, -78.0, market=True)
    joined = box_edits.add_link(m, "cedar", "elm", "track")
    joined.redo()
    link_id = m.link_between("cedar", "elm", "track")
    toll = Edit(m, "toll", {(LINK, link_id): replace(m.links[link_id], toll_at="elm")})
    toll.redo()
    renamed = box_edits.change_box_id(m, "elm", "elm-town")
    renamed.redo()
    assert "elm" not in m.boxes and m.links[link_id].b == "elm-town" and m.links[link_id].toll_at == "elm-town"
    with pytest.raises(EditRefused, match="already joined"):
        box_edits.add_link(m, "elm-town", "cedar", "track")
    with pytest.raises(ValueError, match="no kind of road"):
        box_edits.add_link(m, "ash", "cedar", "canal")
    gone = box_edits.delete_box(m, "elm-town")
    gone.redo()
    assert link_id not in m.links
    for edit in (gone, renamed, toll, joined, added):
        edit.undo()
    assert m.to_boxmap() == before
    assert m.get((BOX, "ash")) is before.box["ash"]

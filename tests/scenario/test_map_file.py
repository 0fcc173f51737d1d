"""Map files (docs/map-format.md): byte-stable round trips, errors that name
the file and the path inside it, and saves that never lose the old copy."""

from __future__ import annotations

import os

import pytest
import yaml

from gettysburg_desktop.boards.areas.map_file import (
    AreaShape,
    Background,
    BoardSize,
    EntryBoxShape,
    MapDocument,
    MapFormatError,
    RoadLine,
    SceneryItem,
    dump_map,
    load_map,
    parse_map,
    save_map,
)
from gettysburg_desktop.files import atomic_file

SAMPLE = """\
format_version: 1
id: gettysburg-1863
name: Gettysburg, 1-3 July 1863
board: {width: 1600, height: 1200}
background: {image: tracing/1863.png, opacity: 0.5}
areas:
  - id: oak-hill
    name: Oak Hill
    terrain: hill
    stars: 1
    polygon: [[100, 0], [200, 0], [200, 100], [100, 100]]
  - id: herr-ridge
    name: Herr Ridge
    terrain: ridge
    stars: 0
    label: [50.0, 40.5]
    polygon: [[0.0, 0.0], [100.0, 0], [100, 100], [0, 100.25]]
entry_boxes:
  - id: chambersburg-pike-box
    name: Chambersburg Pike
    area: herr-ridge
    side: csa
    rect: [-40, 30, 35, 20]
roads:
  - id: chambersburg-pike
    name: Chambersburg Pike
    kind: road
    points: [[10, 50], [190, 50]]
scenery:
  - id: willoughby-run
    kind: river
    name: Willoughby Run
    points: [[90, 0], [95, 100]]
  - id: herbst-woods
    kind: woods
    polygon: [[20, 20], [40, 20], [30, 35]]
"""


def write(tmp_path, text, name="map.yaml"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def sample_doc(tmp_path) -> MapDocument:
    return load_map(write(tmp_path, SAMPLE))


def test_sample_file_loads_into_the_documented_shapes(tmp_path):
    doc = sample_doc(tmp_path)
    assert doc.board == BoardSize(1600, 1200) and doc.background == Background("tracing/1863.png", 0.5)
    herr = doc.area("herr-ridge")
    assert herr == AreaShape(
        "herr-ridge", "Herr Ridge", "ridge", 0, ((0, 0), (100, 0), (100, 100), (0, 100.25)), (50, 40.5)
    )
    assert doc.entry_box("chambersburg-pike-box").rect == (-40, 30, 35, 20)
    assert doc.roads[0] == RoadLine("chambersburg-pike", "Chambersburg Pike", "road", ((10, 50), (190, 50)))
    assert doc.scenery[0] == SceneryItem("herbst-woods", "woods", "", None, ((20, 20), (40, 20), (30, 35)))
    assert doc.source == str(tmp_path / "map.yaml")


def test_dump_writes_keys_in_order_items_sorted_and_numbers_minimal(tmp_path):
    text = dump_map(sample_doc(tmp_path))
    assert text.index("id: herr-ridge") < text.index("id: oak-hill")  # sorted by id
    assert "label: [50, 40.5]" in text and "  - [0, 100.25]" in text
    assert "120.0" not in text and "100.0" not in text
    keys = [line.split(":")[0] for line in text.splitlines() if line[:1].isalpha()]
    assert keys == ["format_version", "id", "name", "board", "background", "areas", "entry_boxes", "roads", "scenery"]


def test_dump_load_dump_is_byte_identical(tmp_path):
    first = dump_map(sample_doc(tmp_path))
    again = load_map(write(tmp_path, first, "again.yaml"))
    assert dump_map(again) == first
    assert again == sample_doc(tmp_path)


def test_same_document_gives_same_bytes_whatever_the_item_order(tmp_path):
    doc = sample_doc(tmp_path)
    from dataclasses import replace

    shuffled = replace(doc, areas=tuple(reversed(doc.areas)), scenery=tuple(reversed(doc.scenery)))
    assert dump_map(shuffled) == dump_map(doc)


@pytest.mark.parametrize(
    "value",
    [0.1, 1e-05, 1.5e6, 9999999.5, -3.0, 2.0**0.5, 123456.789],
)
def test_numbers_round_trip_exactly(value):
    doc = MapDocument("m", "M", BoardSize(10, 10), (AreaShape("a", "A", "clear", 0, ((value, 0), (1, 1), (0, 1))),))
    back = parse_map(yaml.safe_load(dump_map(doc)), "m.yaml")
    assert back.areas[0].polygon[0][0] == value


@pytest.mark.parametrize("text", ["yes", "null", "123", "Foo: bar", "a # b", " lead", "Devil's Den", "x\ny", "“curly”"])
def test_awkward_names_round_trip(text):
    doc = MapDocument("m", text, BoardSize(10, 10), (AreaShape("a", text, "clear", 0, ((0, 0), (1, 1), (0, 1))),))
    back = parse_map(yaml.safe_load(dump_map(doc)), "m.yaml")
    assert back.name == text and back.areas[0].name == text


def test_save_writes_the_file_and_leaves_no_temp_files(tmp_path):
    path = tmp_path / "out.yaml"
    save_map(sample_doc(tmp_path), path)
    assert path.read_text(encoding="utf-8") == dump_map(sample_doc(tmp_path))
    assert sorted(p.name for p in tmp_path.iterdir()) == ["map.yaml", "out.yaml"]


def test_failed_save_keeps_the_previous_good_file(tmp_path, monkeypatch):
    path = tmp_path / "out.yaml"
    path.write_text("previous good copy\n", encoding="utf-8")

    def disk_full(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic_file.os, "fsync", disk_full)
    with pytest.raises(OSError, match="No space left"):
        save_map(sample_doc(tmp_path), path)
    assert path.read_text(encoding="utf-8") == "previous good copy\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["map.yaml", "out.yaml"]


def test_unwritable_document_keeps_the_previous_file(tmp_path):
    path = tmp_path / "out.yaml"
    path.write_text("previous good copy\n", encoding="utf-8")
    bad = MapDocument(
        "m", "M", BoardSize(10, 10), (AreaShape("a", "A", "clear", 0, ((float("nan"), 0), (1, 1), (0, 1))),)
    )
    with pytest.raises(ValueError, match="finite"):
        save_map(bad, path)
    assert path.read_text(encoding="utf-8") == "previous good copy\n"


def test_save_keeps_the_file_mode(tmp_path):
    path = tmp_path / "out.yaml"
    path.write_text("old\n", encoding="utf-8")
    os.chmod(path, 0o640)
    save_map(sample_doc(tmp_path), path)
    assert path.stat().st_mode & 0o777 == 0o640


# --- malformed files --------------------------------------------------------------------


def error_for(tmp_path, text) -> str:
    path = write(tmp_path, text, "bad.yaml")
    with pytest.raises(MapFormatError) as info:
        load_map(path)
    message = str(info.value)
    assert message.startswith(f"{path}: ")
    assert "Traceback" not in message
    return message[len(f"{path}: ") :]


def replace_line(old, new):
    assert old in SAMPLE
    return SAMPLE.replace(old, new)


@pytest.mark.parametrize(
    "text, expected",
    [
        ("areas: [\n", "line 2, column 1: not valid YAML: "),  # the rest is the YAML parser's wording
        ("", "the file is empty; expected a map (format_version, id, name, board, areas)"),
        ("- 1\n- 2\n", "(top level): expected a mapping with format_version, id, name, board, areas; got a list"),
        (
            replace_line("format_version: 1", "format_version: 3"),
            "format_version: version 3 is newer than this program reads (2)",
        ),
        (
            replace_line("format_version: 1", "format_version: 0"),
            "format_version: unknown version 0 (this program reads 2)",
        ),
        (
            replace_line("format_version: 1", "format_version: one"),
            "format_version: expected a whole number, got 'one'",
        ),
        (replace_line("format_version: 1\n", ""), "(top level): missing key 'format_version'"),
        (replace_line("id: gettysburg-1863", "id: 1863"), "id: expected text, got the number 1863 (put it in quotes)"),
        (replace_line("board: {width: 1600, height: 1200}", "board: {width: 1600}"), "board: missing key 'height'"),
        (replace_line("width: 1600", "width: -5"), "board.width: must be greater than 0, not -5"),
        (
            replace_line("    terrain: hill", "    terrain: swamp"),
            "areas[0].terrain: unknown terrain 'swamp' (expected clear | hill | ridge | town)",
        ),
        (replace_line("    stars: 1", "    stars: one"), "areas[0].stars: expected a whole number, got 'one'"),
        (
            replace_line("[100, 0], [200, 0], [200, 100]", "[100, 0], [200, 0], [200, abc]"),
            "areas[0].polygon[2][1]: expected a number, got 'abc'",
        ),
        (
            replace_line("[100, 0], [200, 0], [200, 100]", "[100, 0], [200, 0], 7"),
            "areas[0].polygon[2]: expected a point [x, y], got the number 7",
        ),
        (
            replace_line("[[100, 0], [200, 0], [200, 100], [100, 100]]", "[[100, 0], [200, 0]]"),
            "areas[0].polygon: needs at least 3 points, has 2",
        ),
        (replace_line("    name: Herr Ridge\n", ""), "areas[1]: missing key 'name'"),
        (
            replace_line("    label: [50.0, 40.5]", "    lable: [50.0, 40.5]"),
            "areas[1].lable: unknown key 'lable' (expected id, name, terrain, polygon, stars, label)",
        ),
        (
            replace_line("    side: csa", "    side: rebels"),
            "entry_boxes[0].side: unknown side 'rebels' (expected csa | usa)",
        ),
        (replace_line("    side: csa", "    stars: 1"), "entry_boxes[0].stars: stars belong on areas only"),
        (
            replace_line("rect: [-40, 30, 35, 20]", "rect: [-40, 30, 35]"),
            "entry_boxes[0].rect: expected [x, y, w, h], got a list",
        ),
        (
            replace_line("    kind: road", "    kind: canal"),
            "roads[0].kind: unknown road kind 'canal' (expected road | railroad)",
        ),
        (
            replace_line("points: [[10, 50], [190, 50]]", "points: [[10, 50]]"),
            "roads[0].points: needs at least 2 points, has 1",
        ),
        (
            replace_line("    polygon: [[20, 20]", "    points: [[20, 20]"),
            "scenery[1].points: a woods uses 'polygon', not 'points'",
        ),
        (replace_line("opacity: 0.5", "opacity: 2"), "background.opacity: must be between 0 and 1, not 2"),
        (
            replace_line("points: [[10, 50], [190, 50]]", "points: [[10, 50], [.inf, 50]]"),
            "roads[0].points[1][0]: expected a finite number",
        ),
        (replace_line("areas:\n", "areas: 5\n"), None),
    ],
)
def test_malformed_file_names_the_file_the_path_and_the_problem(tmp_path, text, expected):
    message = error_for(tmp_path, text)
    if expected is not None and expected.endswith(": "):
        assert message.startswith(expected) and len(message) > len(expected)
    elif expected is not None:
        assert message == expected


def test_list_of_areas_given_as_a_number_names_the_key(tmp_path):
    text = SAMPLE.split("areas:")[0] + "areas: 5\n"
    assert error_for(tmp_path, text) == "areas: expected a list, got the number 5"


def test_missing_file_is_a_map_format_error(tmp_path):
    with pytest.raises(MapFormatError, match=r"nope\.yaml: cannot read the file"):
        load_map(tmp_path / "nope.yaml")


def test_file_that_is_not_utf8_is_a_map_format_error(tmp_path):
    path = tmp_path / "latin.yaml"
    path.write_bytes("name: Gettysb\xfcrg\n".encode("latin-1"))
    with pytest.raises(MapFormatError, match="not UTF-8"):
        load_map(path)


def test_parse_map_reports_the_given_source_name():
    with pytest.raises(MapFormatError) as info:
        parse_map({"format_version": 1}, "maps/x.yaml")
    assert str(info.value) == "maps/x.yaml: (top level): missing key 'id'"
    assert (info.value.source, info.value.path) == ("maps/x.yaml", "(top level)")


def test_optional_sections_may_be_left_out():
    doc = parse_map(
        {"format_version": 1, "id": "m", "name": "M", "board": {"width": 10, "height": 10},
         "areas": [{"id": "a", "name": "A", "terrain": "clear", "polygon": [[0, 0], [1, 0], [0, 1]]}]},
        "m.yaml",
    )  # fmt: skip
    assert doc.entry_boxes == () and doc.roads == () and doc.scenery == () and doc.background is None
    assert doc.areas[0].stars == 0
    assert dump_map(doc).endswith("entry_boxes: []\nroads: []\n")


def test_entry_box_without_a_usual_side_writes_null(tmp_path):
    doc = sample_doc(tmp_path)
    from dataclasses import replace

    box = EntryBoxShape("b", "B", "herr-ridge", None, (0, 0, 1, 1))
    text = dump_map(replace(doc, entry_boxes=(box,)))
    assert "    side: null\n" in text
    assert parse_map(yaml.safe_load(text), "x").entry_boxes == (box,)


def test_loaded_items_come_sorted_by_id_as_written(tmp_path):
    doc = sample_doc(tmp_path)
    assert [a.id for a in doc.areas] == ["herr-ridge", "oak-hill"]
    assert [s.id for s in doc.scenery] == ["herbst-woods", "willoughby-run"]


def test_generated_thousand_vertex_map_round_trips_byte_for_byte(tmp_path):
    from gettysburg_desktop.boards.areas.benchmark import voronoi_map

    doc = voronoi_map(150, seed=7)
    path = tmp_path / "big.yaml"
    save_map(doc, path)
    first = path.read_bytes()
    save_map(load_map(path), path)
    assert path.read_bytes() == first
    assert load_map(path) == doc


from hypothesis import given  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

coordinate = st.floats(allow_nan=False, allow_infinity=False, min_value=-1e7, max_value=1e7)
text = st.text(st.characters(blacklist_categories=("Cs",)), max_size=20)


@given(st.lists(st.tuples(coordinate, coordinate), min_size=3, max_size=6), text)
def test_any_points_and_names_survive_dump_and_load(points, name):
    doc = MapDocument("m", name, BoardSize(1, 1), (AreaShape("a", name, "clear", 0, tuple(points)),))
    text_once = dump_map(doc)
    back = parse_map(yaml.safe_load(text_once), "m.yaml")
    assert back == doc
    assert dump_map(back) == text_once


def test_coordinates_beyond_ten_million_units_are_refused(tmp_path):
    text = replace_line("[100, 0], [200, 0], [200, 100]", "[100, 0], [200, 0], [200, 1.0e+308]")
    assert (
        error_for(tmp_path, text)
        == "areas[0].polygon[2][1]: 1e+308 is too far out: board units must stay within ±1e+07"
    )


def test_a_calibrated_background_is_written_as_format_2_and_reads_back(tmp_path):
    """Format 2 (issue 8): the background's offset and scale lay a scanned
    board under the map; a map without them is still written as format 1."""
    f = tmp_path / "m.yaml"
    f.write_text(SAMPLE, encoding="utf-8")
    plain = load_map(f)
    assert dump_map(plain).startswith("format_version: 1\n")
    calibrated = MapDocument(
        plain.id,
        plain.name,
        plain.board,
        plain.areas,
        plain.entry_boxes,
        plain.roads,
        plain.scenery,
        Background("tracing/1863.png", 0.4, (-12.5, 30), 0.75),
    )
    text = dump_map(calibrated)
    assert text.startswith("format_version: 2\n")
    assert "background: {image: tracing/1863.png, opacity: 0.4, offset: [-12.5, 30], scale: 0.75}\n" in text
    f.write_text(text, encoding="utf-8")
    assert load_map(f).background == Background("tracing/1863.png", 0.4, (-12.5, 30.0), 0.75)
    assert dump_map(load_map(f)) == text


def test_format_2_keys_in_a_format_1_file_are_refused(tmp_path):
    f = tmp_path / "m.yaml"
    f.write_text(SAMPLE.replace("opacity: 0.5}", "opacity: 0.5, scale: 2}"), encoding="utf-8")
    with pytest.raises(MapFormatError, match=r"background.scale: 'scale' needs format_version 2"):
        load_map(f)

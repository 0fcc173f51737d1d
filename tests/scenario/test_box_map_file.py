"""Box map files (docs/box-map-format.md): byte-stable round trips, every
problem of a bad file named with the file and the place, and saves that
never lose the old copy."""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gettysburg_desktop.files import atomic_file
from gettysburg_desktop.games.nordensueden.boxes.box_map_file import (
    BoxMapError,
    dump_box_map,
    load_box_map,
    load_box_map_text,
    save_box_map,
)
from gettysburg_desktop.games.nordensueden.rules.boxmap import Box, BoxMap, Link, LinkKind
from gettysburg_desktop.games.nordensueden.rules.sides import Side

SAMPLE = """\
format_version: 1
kind: boxes
id: sample
name: A sample, 1861
boxes:
  - id: washington
    name: Washington
    state: D.C.
    at: [38.9, -77.04]
    owner: usa
    port: true
    recruit: {usa: 3}
    fortress: true
    objective: csa
    capital: true
    note: the capital
  - id: fredericksburg
    name: Fredericksburg
    state: Virginia
    at: [38.3, -77.46]
    owner: csa
    recruit: {csa: 1}
  - id: louisville
    name: Louisville
    state: Kentucky
    at: [38.25, -85.76]
    owner: none
    recruit: {usa: 1, csa: 1}
    border_state: Kentucky
    note: "white at the start: NS-ARMY-4"
links:
  - {a: washington, b: fredericksburg, kind: river, downstream: fredericksburg, crossing: [fredericksburg], potomac: true, note: "the Potomac, NS-MOVE-10"}
  - {a: washington, b: fredericksburg, kind: road, via: [[38.6, -77.3], [38.45, -77.4]]}
  - {a: fredericksburg, b: louisville, kind: rail}
"""


def problems_of(text: str, name: str = "bad.yaml") -> list[str]:
    with pytest.raises(BoxMapError) as caught:
        load_box_map_text(text, name)
    error = caught.value
    assert isinstance(error, ValueError)
    assert str(error).splitlines() == error.problems  # one problem a line, each naming the file
    for line in error.problems:
        assert line.startswith(f"{name}: ")
    return error.problems


def only_problem(text: str) -> str:
    problems = problems_of(text)
    assert len(problems) == 1, problems
    return problems[0]


def test_a_sample_reads_into_the_model():
    m = load_box_map_text(SAMPLE, "sample.yaml")
    assert (m.id, m.name) == ("sample", "A sample, 1861")
    assert [b.id for b in m.boxes] == ["washington", "fredericksburg", "louisville"]
    washington = m.box["washington"]
    assert washington.owner is Side.USA and washington.port and washington.fortress and washington.capital
    assert washington.recruit == {Side.USA: 3} and washington.objective is Side.CSA
    assert washington.note == "the capital"
    louisville = m.box["louisville"]
    assert louisville.owner is None and louisville.border_state == "Kentucky"
    assert louisville.recruitment(Side.USA) == 1 and louisville.recruitment(Side.CSA) == 1
    potomac = m.links[0]
    assert potomac.kind is LinkKind.RIVER and potomac.potomac and potomac.flows_to("fredericksburg")
    assert potomac.crosses_into("fredericksburg") and not potomac.crosses_into("washington")
    assert m.links[1].via == ((38.6, -77.3), (38.45, -77.4))
    assert {link.kind for link in m.links_between("washington", "fredericksburg")} == {LinkKind.RIVER, LinkKind.ROAD}


def test_the_sample_round_trips_byte_for_byte():
    assert dump_box_map(load_box_map_text(SAMPLE)) == SAMPLE


def test_a_map_built_in_memory_round_trips():
    m = load_box_map_text(SAMPLE)
    odd = Box(
        id="odd-one",
        name='Quote "yes" and: colon',
        state="no",
        lat=-12.5,
        lon=179.25,
        recruit={Side.CSA: 2, Side.USA: 0},
        note="line one\nline two",
    )
    m2 = replace(m, boxes=(*m.boxes, odd), links=(*m.links, Link("odd-one", "washington", LinkKind.ROAD, note="yes")))
    text = dump_box_map(m2)
    back = load_box_map_text(text)
    assert back.box["odd-one"] == replace(odd, recruit={Side.CSA: 2})  # a 0 is no number
    assert back.links == m2.links
    assert dump_box_map(back) == text


def test_an_empty_map_round_trips():
    m = BoxMap("empty", "Nothing", (), ())
    assert load_box_map_text(dump_box_map(m)) == m


def test_save_and_load_a_file(tmp_path):
    m = load_box_map_text(SAMPLE)
    path = tmp_path / "m.yaml"
    save_box_map(m, path)
    assert path.read_text(encoding="utf-8") == SAMPLE
    assert load_box_map(path) == m


def test_every_problem_is_named_with_its_place():
    bad = (
        SAMPLE.replace("recruit: {usa: 3}", "recruit: {usa: x, grey: 1}")
        .replace("[38.3, -77.46]", "[98.3, .nan]")
        .replace("kind: road,", "kind: rail, downstream: washington,")
        .replace("    owner: none\n", "    owner: nobody\n    colour: white\n")
        + "  - {a: washington, b: richmond, kind: river}\n"
        + "  - {a: fredericksburg, b: washington, kind: river, downstream: fredericksburg}\n"
    )
    problems = problems_of(bad)
    expected = [
        "boxes[0] (washington).recruit.usa: expected a whole number from 0 to 9, got 'x'",
        "boxes[0] (washington).recruit.grey: unknown colour 'grey' (expected usa (blue) | csa (red))",
        "boxes[1] (fredericksburg).at[0]: latitude 98.3 is out of range (-90 to 90)",
        "boxes[1] (fredericksburg).at[1]: expected a finite number, got the number nan",
        "boxes[2] (louisville).colour: unknown key 'colour'",
        "boxes[2] (louisville).owner: unknown owner 'nobody' (expected usa | csa | none)",
        "links[1] (washington-fredericksburg).downstream: only a river has a downstream end, not a rail",
        "links[3] (washington-richmond).b: unknown box 'richmond'",
        "links[3] (washington-richmond): a river needs 'downstream'",
        "links[4] (fredericksburg-washington): a second river link between fredericksburg and washington "
        "(also links[0])",
    ]
    assert len(problems) == len(expected), problems
    for line, want in zip(problems, expected, strict=True):
        assert line.startswith(f"bad.yaml: {want}"), (line, want)


@pytest.mark.parametrize(
    ("change", "place", "words"),
    [
        (("id: fredericksburg", "id: washington"), "boxes[1] (washington).id", "duplicate box id 'washington'"),
        (("id: fredericksburg", "id: Fredericks Burg"), "boxes[1] (Fredericks Burg).id", "is not an id"),
        (("name: Fredericksburg", "name: 7"), "boxes[1] (fredericksburg).name", "expected text"),
        (("name: Fredericksburg", 'name: " "'), "boxes[1] (fredericksburg).name", "a box needs a name"),
        (("at: [38.3, -77.46]", "at: [38.3]"), "boxes[1] (fredericksburg).at", "expected a position"),
        (("at: [38.3, -77.46]", "at: [38.3, -277.46]"), "boxes[1] (fredericksburg).at[1]", "longitude -277.46"),
        (("at: [38.3, -77.46]", "at: [38.3, .inf]"), "boxes[1] (fredericksburg).at[1]", "finite number"),
        (("    port: true\n", "    port: 1\n"), "boxes[0] (washington).port", "expected true or false"),
        (("objective: csa", "objective: south"), "boxes[0] (washington).objective", "unknown objective 'south'"),
        (("border_state: Kentucky", "border_state: Ohio"), "boxes[2] (louisville).border_state", "unknown border"),
        (("recruit: {csa: 1}", "recruit: {csa: 10}"), "boxes[1] (fredericksburg).recruit.csa", "0 to 9"),
        (("recruit: {csa: 1}", "recruit: 1"), "boxes[1] (fredericksburg).recruit", "expected a mapping"),
        (("    state: Virginia\n", ""), "boxes[1] (fredericksburg)", "missing key 'state'"),
        (
            ("b: louisville, kind: rail", "b: louisville, kind: canal"),
            "links[2] (fredericksburg-louisville).kind",
            "unknown link kind 'canal'",
        ),
        (
            ("b: louisville, kind: rail", "b: fredericksburg, kind: rail"),
            "links[2] (fredericksburg-fredericksburg)",
            "two different boxes",
        ),
        (
            ("downstream: fredericksburg", "downstream: richmond"),
            "links[0] (washington-fredericksburg).downstream",
            "'richmond' is not an end of this link",
        ),
        (
            ("crossing: [fredericksburg]", "crossing: [richmond]"),
            "links[0] (washington-fredericksburg).crossing[0]",
            "'richmond' is not an end",
        ),
        (
            ("crossing: [fredericksburg]", "crossing: [washington, washington]"),
            "links[0] (washington-fredericksburg).crossing[1]",
            "listed twice",
        ),
        (
            ("kind: road, via", "kind: road, potomac: true, via"),
            "links[1] (washington-fredericksburg).potomac",
            "the Potomac is a river",
        ),
        (
            ("via: [[38.6, -77.3], [38.45, -77.4]]", "via: [[38.6, -77.3], [38.45]]"),
            "links[1] (washington-fredericksburg).via[1]",
            "expected a position",
        ),
        (("format_version: 1", "format_version: 3"), "format_version", "newer than this program reads"),
        (("kind: boxes", "kind: areas"), "kind", "expected 'boxes'"),
        (("name: A sample, 1861\n", "name: A sample\ntitle: x\n"), "title", "unknown key 'title'"),
    ],
)
def test_each_problem_names_the_place(change, place, words):
    old, new = change
    assert old in SAMPLE
    problems = problems_of(SAMPLE.replace(old, new, 1))
    line = problems[0]
    if old != "id: fredericksburg":  # renaming the box also leaves links to a box now unknown
        assert len(problems) == 1, problems
    assert line.startswith(f"bad.yaml: {place}: "), line
    assert words in line, line


def test_not_a_box_map_at_all():
    assert "the file is empty" in only_problem("")
    assert "expected a mapping" in only_problem("- 1\n- 2\n")
    assert "missing key 'boxes', key 'links'" in only_problem("format_version: 1\nkind: boxes\nid: x\nname: y\n")
    gettysburg_map = "format_version: 1\nid: x\nname: y\nboard: {width: 1, height: 1}\nareas: []\n"
    assert "this is a map, not a box map" in only_problem(gettysburg_map)
    assert "not valid YAML" in only_problem("boxes: [\n")


def test_a_missing_or_unreadable_file(tmp_path):
    with pytest.raises(BoxMapError) as caught:
        load_box_map(tmp_path / "nowhere.yaml")
    assert str(caught.value).startswith(str(tmp_path / "nowhere.yaml") + ": cannot read the file")
    binary = tmp_path / "binary.yaml"
    binary.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(BoxMapError, match="not UTF-8"):
        load_box_map(binary)
    folder = tmp_path / "folder.yaml"
    folder.mkdir()
    with pytest.raises(BoxMapError, match="cannot read the file"):
        load_box_map(folder)


def test_a_failed_save_keeps_the_good_file(tmp_path, monkeypatch):
    path = tmp_path / "m.yaml"
    path.write_text(SAMPLE, encoding="utf-8")

    def broken_fsync(fd):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic_file.os, "fsync", broken_fsync)
    with pytest.raises(OSError):
        save_box_map(load_box_map_text(SAMPLE), path)
    assert path.read_text(encoding="utf-8") == SAMPLE
    assert os.listdir(tmp_path) == ["m.yaml"]  # no temp file left behind


def test_a_map_that_cannot_be_written_never_touches_the_file(tmp_path):
    path = tmp_path / "m.yaml"
    path.write_text(SAMPLE, encoding="utf-8")
    m = load_box_map_text(SAMPLE)
    broken = replace(m, boxes=(replace(m.boxes[0], lat=float("nan")), *m.boxes[1:]))
    with pytest.raises(ValueError, match="finite"):
        save_box_map(broken, path)
    assert path.read_text(encoding="utf-8") == SAMPLE


# --- broken files: only BoxMapError comes back, every line naming the file ----------------------

REAL_MAP = Path(__file__).resolve().parents[2] / "resources" / "maps" / "norden-sueden-1861.yaml"
ODD = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(10**20), 10**20),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=8),
    st.just([]),
    st.just({}),
    st.just([1, 2]),
    st.just({"usa": 1}),
    st.just("washington"),
    st.just("river"),
)


def _places(data, path=()):
    yield path
    if isinstance(data, dict):
        for k, v in data.items():
            yield from _places(v, (*path, k))
    elif isinstance(data, list):
        for i, v in enumerate(data):
            yield from _places(v, (*path, i))


def _put(data, path, value):
    if not path:
        return value
    out = dict(data) if isinstance(data, dict) else list(data)
    out[path[0]] = _put(data[path[0]], path[1:], value)
    return out


@st.composite
def broken_map(draw) -> str:
    text = REAL_MAP.read_text(encoding="utf-8")
    how = draw(st.sampled_from(["truncate", "insert", "value", "value", "value"]))
    if how == "truncate":
        return text[: draw(st.integers(0, len(text) - 1))]
    if how == "insert":
        at = draw(st.integers(0, len(text)))
        return text[:at] + draw(st.sampled_from(["-", ":", "[", "{", "\n  ", "'", "#", "1e999", "- x\n"])) + text[at:]
    data = yaml.load(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))  # noqa: S506 - a safe loader
    path = draw(st.sampled_from([p for p in _places(data) if p]))
    dumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)
    return yaml.dump(_put(data, path, draw(ODD)), Dumper=dumper, allow_unicode=True, sort_keys=False)


@settings(max_examples=40, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
@given(broken_map())
def test_a_broken_map_gives_only_named_problems(text):
    try:
        load_box_map_text(text, "broken.yaml")
    except BoxMapError as exc:
        lines = str(exc).splitlines()
        assert lines and all(line.startswith("broken.yaml: ") for line in lines), str(exc)


def test_a_map_with_its_own_set_up_is_format_2_and_round_trips():
    """A map of the author's own (issue 22, item 19): ``setup: own`` and each
    box's ``start`` (its militia infantry, NS-SETUP-2); a map without them
    stays format 1, which older versions read."""
    m = load_box_map_text(SAMPLE)
    assert not m.own_setup
    own = replace(m, own_setup=True, boxes=(replace(m.boxes[0], start=3), *m.boxes[1:]))
    text = dump_box_map(own)
    assert text.startswith("format_version: 2\nkind: boxes\nid: sample\nname: A sample, 1861\nsetup: own\n")
    assert "    start: 3\n" in text
    back = load_box_map_text(text)
    assert back == own and back.setup() == {Side.USA: {"washington": 3}, Side.CSA: {}}
    assert dump_box_map(back) == text


@pytest.mark.parametrize(
    ("change", "place", "words"),
    [
        (("name: A sample, 1861\n", "name: A sample, 1861\nsetup: mine\n"), "setup", "expected own"),
        (("    note: the capital\n", "    start: -1\n"), "boxes[0] (washington).start", "from 0 to 20"),
        (("    note: the capital\n", "    start: two\n"), "boxes[0] (washington).start", "got 'two'"),
    ],
)
def test_a_bad_set_up_names_its_place(change, place, words):
    problem = only_problem(SAMPLE.replace(*change))
    assert problem.startswith(f"bad.yaml: {place}: ") and words in problem, problem

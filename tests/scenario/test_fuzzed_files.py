"""Every file loader fed broken files (issue 14, item 23): the shipped map,
scenarios and a real game record, truncated, with bytes flipped, inserted
or cut, and with one value of their data replaced by another, through the
loaders (map, scenario, game record), the command line (``validate``,
``replay``) and the play window's Open. What comes back is the project's
own error naming the file (MapFormatError, ScenarioFormatError,
RecordError), never a traceback or another exception type.

The default suite runs a few dozen files per loader; the long runs:
``GETTYSBURG_FUZZ_EXAMPLES=2000 .venv/bin/python -m pytest -m slow tests/scenario/test_fuzzed_files.py``.
"""

from __future__ import annotations

import os
from functools import cache
from importlib.resources import files
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gettysburg_desktop.boards.areas.map_file import MapFormatError, load_map
from gettysburg_desktop.games.gettysburg.scenario.scenario_file import ScenarioFormatError, load_scenario
from gettysburg_desktop.scenario.record import RecordError
from gettysburg_desktop.scenario.session import GameSession, Replay

RESOURCES = Path(str(files("gettysburg_desktop.resources")))
EXAMPLES = int(os.environ.get("GETTYSBURG_FUZZ_EXAMPLES", "2000"))
QUICK = settings(max_examples=12, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
LONG = settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck))


@cache
def real_record() -> bytes:
    """A real game record: 60 actions of a random 1863 game, as the window saves it."""
    from gettysburg_desktop.games.gettysburg.rules.playout import midgame
    from gettysburg_desktop.games.gettysburg.scenario.catalog import load_scenario_by_id
    from gettysburg_desktop.scenario.record import dump_record, record_of

    g = midgame(load_scenario_by_id("gettysburg-1863"), 5, 60)
    return dump_record(record_of(g, "gettysburg-1863", seed=5)).encode("utf-8")


def shipped(kind: str) -> bytes:
    return {
        "map": lambda: (RESOURCES / "maps" / "gettysburg-1863.yaml").read_bytes(),
        "scenario": lambda: (RESOURCES / "scenarios" / "gettysburg-1863.yaml").read_bytes(),
        "record": real_record,
        "example": lambda: (Path(__file__).resolve().parents[2] / "examples" / "worked-assault.yaml").read_bytes(),
    }[kind]()


# ---------------------------------------------------------------- mutations
ODD_VALUES = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(10**20), 10**20),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=12),
    st.just(""),
    st.just([]),
    st.just({}),
    st.lists(st.integers(-3, 9), max_size=4),
    st.dictionaries(st.text(max_size=5), st.integers(-2, 7), max_size=3),
    st.just("../maps/gettysburg-1863.yaml"),
    st.just("gettysburg-1863"),
    st.just("crossroads"),
    st.just(str(RESOURCES / "maps" / "gettysburg-1863.yaml")),
    st.just("nowhere.yaml"),
    st.just([[0, 0], [1, 1]]),
    st.just("1 July morning"),
)


def _nodes(data, path=()):
    """Every place in the data: (path, value)."""
    yield path, data
    if isinstance(data, dict):
        for k, v in data.items():
            yield from _nodes(v, (*path, k))
    elif isinstance(data, list):
        for i, v in enumerate(data):
            yield from _nodes(v, (*path, i))


def _replace(data, path, value):
    if not path:
        return value
    head, rest = path[0], path[1:]
    out = dict(data) if isinstance(data, dict) else list(data)
    out[head] = _replace(data[head], rest, value)
    return out


@st.composite
def broken(draw, kind: str) -> bytes:
    """The shipped file of ``kind`` broken one of several ways."""
    raw = shipped(kind)
    how = draw(st.sampled_from(["truncate", "flip", "insert", "cut", "value", "value", "top", "drop", "dup-line"]))
    if how == "truncate":
        return raw[: draw(st.integers(0, len(raw) - 1))]
    if how == "flip":
        out = bytearray(raw)
        for _ in range(draw(st.integers(1, 4))):
            out[draw(st.integers(0, len(raw) - 1))] = draw(st.integers(0, 255))
        return bytes(out)
    if how == "insert":
        at = draw(st.integers(0, len(raw)))
        return (
            raw[:at]
            + draw(st.sampled_from([b"-", b":", b"[", b"{", b"\n  ", b"\x00", b"'", b"#", b"\xff", b"1e999", b"- x\n"]))
            + raw[at:]
        )
    if how == "cut":
        a = draw(st.integers(0, len(raw) - 1))
        return raw[:a] + raw[a + draw(st.integers(1, 200)) :]
    if how == "dup-line":
        lines = raw.splitlines(keepends=True)
        i = draw(st.integers(0, len(lines) - 1))
        return b"".join([*lines[: i + 1], lines[i], *lines[i + 1 :]])
    data = yaml.safe_load(raw.decode("utf-8"))
    places = [p for p, _ in _nodes(data) if p and (how != "top" or len(p) == 1)]  # top: a key of the file itself
    path = draw(st.sampled_from(places))
    if how == "drop":
        parent = _replace(data, (), data)
        for k in path[:-1]:
            parent = parent[k]
        value = dict(parent) if isinstance(parent, dict) else list(parent)
        del value[path[-1]]
        data = _replace(data, path[:-1], value)
    else:
        data = _replace(data, path, draw(ODD_VALUES))
    return yaml.safe_dump(data, allow_unicode=True, sort_keys=False).encode("utf-8")


# ---------------------------------------------------------------- the checks
def one_error_per_line(message: str, path: Path) -> None:
    """Each line of the message names the file; no traceback."""
    assert message.strip(), "an empty message"
    assert "Traceback" not in message
    for line in message.strip().splitlines():
        assert str(path) in line, f"a line that doesn't name the file: {line!r}"


def check_map(path: Path) -> None:
    try:
        load_map(path)
    except MapFormatError as exc:
        one_error_per_line(str(exc), path)


def check_scenario(path: Path) -> None:
    try:
        load_scenario(path)
    except ScenarioFormatError as exc:
        one_error_per_line(str(exc), path)
    except MapFormatError as exc:  # the map it names can't be read: the map loader's message names that file
        assert "Traceback" not in str(exc) and len(str(exc).splitlines()) == 1


def check_record(path: Path) -> None:
    for load in (GameSession.open, Replay.open):
        try:
            load(path)
        except RecordError as exc:
            one_error_per_line(str(exc), path)


def check_cli(path: Path, command: str, capsys) -> None:
    from gettysburg_desktop.cli import main

    capsys.readouterr()
    code = main([command, str(path)])
    out = capsys.readouterr()
    assert code in (0, 1, 2), code
    assert "Traceback" not in out.err + out.out
    if code == 2:
        lines = out.err.strip().splitlines()
        assert lines and all(line.startswith("error: ") for line in lines), out.err
        assert str(path) in out.err


def _write(tmp_path: Path, name: str, data: bytes) -> Path:
    """In a folder beside a copy of the shipped map, as the scenario's ``map:`` expects."""
    (tmp_path / "maps").mkdir(exist_ok=True)
    (tmp_path / "scenarios").mkdir(exist_ok=True)
    m = tmp_path / "maps" / "gettysburg-1863.yaml"
    if not m.exists():
        m.write_bytes(shipped("map"))
    f = tmp_path / "scenarios" / name
    f.write_bytes(data)
    return f


LOADERS = {
    "map": ("map", check_map),
    "scenario": ("scenario", check_scenario),
    "record": ("record", check_record),
    "example": ("example", check_record),
}


@pytest.mark.parametrize("name", list(LOADERS))
def test_a_broken_file_gives_the_loaders_own_error_naming_the_file(name, tmp_path_factory):
    kind, check = LOADERS[name]

    @QUICK
    @given(data=broken(kind))
    def run(data):
        check(_write(tmp_path_factory.mktemp("fuzz"), f"{name}.yaml", data))

    run()


@pytest.mark.parametrize("command, kind", [("validate", "map"), ("validate", "scenario"), ("replay", "record")])
def test_the_command_line_says_one_line_per_problem_for_a_broken_file(command, kind, tmp_path_factory, capsys):
    @QUICK
    @given(data=broken(kind))
    def run(data):
        check_cli(_write(tmp_path_factory.mktemp("fuzz"), f"{kind}.yaml", data), command, capsys)

    run()


@pytest.mark.slow
@pytest.mark.parametrize("name", list(LOADERS))
def test_many_broken_files_give_the_loaders_own_error(name, tmp_path_factory):
    kind, check = LOADERS[name]

    @LONG
    @given(data=broken(kind))
    def run(data):
        check(_write(tmp_path_factory.mktemp("fuzz"), f"{name}.yaml", data))

    run()


@pytest.mark.slow
@pytest.mark.parametrize(
    "command, kind",
    [
        ("validate", "map"),
        ("validate", "scenario"),
        ("replay", "record"),
        ("replay", "example"),
        ("validate", "record"),
        ("replay", "map"),
        ("topology", "map"),
    ],
)
def test_many_broken_files_through_the_command_line(command, kind, tmp_path_factory, capsys):
    @LONG
    @given(data=broken(kind))
    def run(data):
        check_cli(_write(tmp_path_factory.mktemp("fuzz"), f"{kind}.yaml", data), command, capsys)

    run()


# ---------------------------------------------------------------- what the fuzzing found
def test_every_line_of_a_bad_position_names_the_record(tmp_path):
    """Found by fuzzing: a position with two problems said the second
    without the file (``position.blocks.town: needs side ...``)."""
    text = shipped("example").decode("utf-8").replace("town: {side: csa, value: 3", "town: {side: csa, -value: 3")
    f = tmp_path / "two-problems.yaml"
    f.write_text(text, encoding="utf-8")
    with pytest.raises(RecordError) as caught:
        GameSession.open(f)
    lines = str(caught.value).splitlines()
    assert len(lines) == 2
    assert all(line.startswith(f"{f}: ") for line in lines), lines
    assert "position.blocks.town: needs side (csa/usa), value (2-5) and discs" in lines[1]


def test_validate_names_the_scenario_whose_map_cant_be_read(tmp_path, capsys):
    """Found by fuzzing: ``map: .`` in a scenario said only "scenarios:
    cannot read the file: Is a directory", not which scenario said so."""
    from gettysburg_desktop.cli import main

    text = shipped("scenario").decode("utf-8").replace("map: ../maps/gettysburg-1863.yaml", "map: .")
    f = _write(tmp_path, "dot.yaml", text.encode("utf-8"))
    assert main(["validate", str(f)]) == 2
    err = capsys.readouterr().err
    assert err == f"error: {f}: map: {f.parent}: cannot read the file: Is a directory\n"


@pytest.mark.parametrize("kind", ["record"])
def test_a_broken_autosave_is_passed_over_for_the_previous_one(kind, tmp_path_factory):
    """Autosave.resumable: a damaged autosave (a crash in the middle of a
    write, a full disk) is passed over for the previous copy; two damaged
    ones mean nothing to resume. Never an exception at start."""
    from gettysburg_desktop.scenario.session import Autosave

    @QUICK
    @given(data=broken(kind), previous=st.booleans())
    def run(data, previous):
        folder = tmp_path_factory.mktemp("autosave")
        saves = Autosave(folder)
        saves.path.write_bytes(data)
        if previous:
            saves.previous.write_bytes(real_record())
        found = saves.resumable()
        if previous and found is None:
            GameSession.open(saves.path)  # the damaged one replays to the game's end: nothing to resume
        if found is not None:
            assert not found.game.over

    run()


@pytest.mark.parametrize("named", ["map", "missing", "record"])
def test_a_record_whose_scenario_file_cant_be_read_says_so_naming_the_record(tmp_path, capsys, named):
    """Found by fuzzing: a record whose ``scenario:`` is a scenario file that
    can't be read (a map, a game record, a file that isn't there) raised the
    scenario loader's ScenarioFormatError through ``replay`` and the
    window's Open: a traceback, or the crash guard."""
    from gettysburg_desktop.cli import main

    target = {
        "map": RESOURCES / "maps" / "gettysburg-1863.yaml",
        "missing": tmp_path / "nowhere.yaml",
        "record": tmp_path / "other-record.yaml",
    }[named]
    if named == "record":
        target.write_bytes(shipped("example"))
    f = tmp_path / "game.yaml"
    f.write_text(f"format_version: 2\nrules_version: 2\nscenario: {target}\nseed: 1\nactions: []\n", encoding="utf-8")
    with pytest.raises(RecordError) as caught:
        GameSession.open(f)
    lines = str(caught.value).splitlines()
    assert lines and all(line.startswith(f"{f}: scenario: ") for line in lines), lines
    assert main(["replay", str(f)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"error: {f}: scenario: ") and "Traceback" not in err


@pytest.mark.parametrize("kind", ["scenario", "map", "record", "example"])
def test_a_key_with_a_line_break_in_it_keeps_each_problem_on_its_line(kind, tmp_path):
    """Found by the long fuzz run (issue 22, item 13): a unit written as
    ``- "\\x1E": 0`` made the scenario's message ``units[29].\\x1e: unknown
    key``, and the record separator broke that line in two, the second
    without the file. Keys are written escaped, in every loader."""
    data = yaml.safe_load(shipped(kind).decode("utf-8"))
    if kind == "scenario":
        data["units"][29] = {"\x1e": 0}
    elif kind == "map":
        data["areas"][0]["\x1e"] = 0
    elif kind == "record":
        data["a\u2028b"] = 1
    else:
        data["position"]["units"]["town"][1] = {"\x1e\nx": 0}
    path = _write(tmp_path, f"{kind}.yaml", yaml.safe_dump(data, allow_unicode=True).encode("utf-8"))
    {"scenario": check_scenario, "map": check_map, "record": check_record, "example": check_record}[kind](path)

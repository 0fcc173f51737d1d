"""Hostile or broken YAML never crashes or stalls the program: every loader
reads through scenario.yaml_safe.read_yaml."""

from __future__ import annotations

import pytest

from gettysburg_desktop.cli import main

LAUGHS = """format_version: 1
scenario: crossroads
seed: 1
title: &a [x, x, x, x, x, x, x, x, x]
b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]
"""


@pytest.mark.parametrize("command", ["validate", "topology", "replay"])
def test_anchors_and_aliases_are_refused_with_their_place(tmp_path, capsys, command):
    f = tmp_path / "laughs.yaml"
    f.write_text(LAUGHS, encoding="utf-8")
    assert main([command, str(f)]) == 2
    out = capsys.readouterr()
    assert f"error: {f}: line 4, column 8: anchors and aliases (& and *) are not allowed" in out.err
    assert out.out == ""


@pytest.mark.parametrize("command", ["validate", "topology", "replay"])
def test_absurdly_deep_nesting_is_refused_not_a_crash(tmp_path, capsys, command):
    f = tmp_path / "deep.yaml"
    f.write_text("[" * 30000 + "]" * 30000 + "\n", encoding="utf-8")
    assert main([command, str(f)]) == 2
    out = capsys.readouterr()
    assert f"error: {f}: line 1, column 65: nested more than 64 levels deep" in out.err
    assert out.out == ""


@pytest.mark.parametrize("command", ["validate", "topology", "replay"])
def test_a_file_that_is_not_utf8_is_named_with_the_problem(tmp_path, capsys, command):
    f = tmp_path / "bytes.yaml"
    f.write_bytes(b"\xff\xfe garbage\n")
    assert main([command, str(f)]) == 2
    out = capsys.readouterr()
    assert out.err == f"error: {f}: not UTF-8 text (byte 0)\n"
    assert out.out == ""


@pytest.mark.parametrize(
    "position, expected",
    [
        ("{units: [1, 2]}", "position.units: must be a mapping, not a list"),
        ("{entrenchments: {cemetery: 5}}", "position.entrenchments.cemetery: must be a list, not the number 5"),
        ("{disrupted: town}", "position.disrupted: must be a list, not 'town'"),
        ("{discs: {csa_single: -3}}", "position.discs.csa_single: must be a whole number, 0 or more"),
        ("{units: {mill: [csa-regular-1, usa-regular-1]}}", "position.units.mill: holds units of both sides"),
        (
            "{units: {mill: [csa-regular-1, csa-regular-2, csa-regular-3, csa-regular-4, csa-regular-5]}}",
            "position.units.mill: 5 Confederate units: at most 4 between actions (R-MOVE-5)",
        ),
    ],
)
def test_a_malformed_stated_position_is_a_clear_error(tmp_path, capsys, position, expected):
    f = tmp_path / "p.yaml"
    f.write_text(f"format_version: 1\nscenario: crossroads\nseed: 1\nposition: {position}\n", encoding="utf-8")
    assert main(["replay", str(f)]) == 2
    err = capsys.readouterr().err
    assert f"error: {f}: {expected}" in err
    assert "Traceback" not in err


@pytest.mark.parametrize("command", ["validate", "topology", "replay"])
def test_a_file_one_byte_over_the_size_limit_is_refused_unread(tmp_path, capsys, monkeypatch, command):
    from gettysburg_desktop.files import yaml_safe

    f = tmp_path / "huge.yaml"
    with open(f, "wb") as fh:  # sparse: no 4 MiB written to disk
        fh.truncate(yaml_safe.MAX_FILE_BYTES + 1)

    def never(*args, **kwargs):
        raise AssertionError("a file over the limit must not be opened")

    monkeypatch.setattr(yaml_safe, "open", never, raising=False)
    assert main([command, str(f)]) == 2
    out = capsys.readouterr()
    assert out.out == ""
    assert (
        f"error: {f}: the file is too big: 4.0 MiB (4,194,305 bytes); "
        "maps, scenarios and game records over 4 MiB (4,194,304 bytes) are refused\n"
    ) == out.err


def test_a_file_at_the_size_limit_is_read(tmp_path):
    from gettysburg_desktop.files.yaml_safe import MAX_FILE_BYTES, YamlReadError, read_yaml

    f = tmp_path / "limit.yaml"
    with open(f, "wb") as fh:
        fh.truncate(MAX_FILE_BYTES)
    with pytest.raises(YamlReadError) as exc:  # read and parsed: NUL bytes are no YAML
        read_yaml(f)
    assert "not valid YAML" in str(exc.value)


def test_a_generated_1000_area_map_loads_well_under_the_limit(tmp_path):
    from gettysburg_desktop.boards.areas.benchmark import voronoi_map
    from gettysburg_desktop.boards.areas.map_file import load_map, save_map
    from gettysburg_desktop.files.yaml_safe import MAX_FILE_BYTES

    f = tmp_path / "big.yaml"
    save_map(voronoi_map(1000), f)
    assert f.stat().st_size * 10 < MAX_FILE_BYTES  # the limit keeps a generous margin
    assert len(load_map(f).areas) == 1000

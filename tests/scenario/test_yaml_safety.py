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
    assert f"{f}: line 4, column 8: anchors and aliases (& and *) are not allowed" in out.out + out.err


@pytest.mark.parametrize("command", ["validate", "topology", "replay"])
def test_absurdly_deep_nesting_is_refused_not_a_crash(tmp_path, capsys, command):
    f = tmp_path / "deep.yaml"
    f.write_text("[" * 30000 + "]" * 30000 + "\n", encoding="utf-8")
    assert main([command, str(f)]) == 2
    out = capsys.readouterr()
    assert "nested more than 64 levels deep" in out.out + out.err


@pytest.mark.parametrize("command", ["validate", "topology", "replay"])
def test_a_file_that_is_not_utf8_is_named_with_the_problem(tmp_path, capsys, command):
    f = tmp_path / "bytes.yaml"
    f.write_bytes(b"\xff\xfe garbage\n")
    assert main([command, str(f)]) == 2
    out = capsys.readouterr()
    assert f"{f}: not UTF-8 text (byte 0)" in out.out + out.err


@pytest.mark.parametrize(
    "position, expected",
    [
        ("{units: [1, 2]}", "position.units: must be a mapping, not list"),
        ("{entrenchments: {cemetery: 5}}", "position.entrenchments.cemetery: must be a list, not int"),
        ("{disrupted: town}", "position.disrupted: must be a list, not str"),
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

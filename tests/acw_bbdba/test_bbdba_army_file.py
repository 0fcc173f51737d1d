"""ACW-BBDBA's army files (army_file.py): the shipped armies of each period
are legal and read back byte for byte; a wrong file names the file, the place
and the problem with its BB- rule; the first battle lays two armies out."""

from __future__ import annotations

from importlib.resources import as_file, files

import pytest

from gettysburg_desktop.games.acw_bbdba.army_file import ArmyFileError, army_text, load_army, load_army_text
from gettysburg_desktop.games.acw_bbdba.battles import ARMIES, standard

SHIPPED = [a for pair in ARMIES.values() for a in pair]


@pytest.mark.parametrize("army_id", SHIPPED)
def test_the_shipped_armies_are_legal_and_read_back_the_same(army_id):
    with as_file(files("gettysburg_desktop.resources").joinpath("acw_bbdba", f"{army_id}.yaml")) as path:
        army = load_army(path)
        assert army.problems() == [] and army_text(army) == path.read_text(encoding="utf-8")
    assert len(army.contingents) == 3 and len(army.commands) == 3 and sum(c.size for c in army.commands) == 36


def test_a_wrong_army_names_the_file_the_place_and_the_rule():
    text = """format_version: 1
kind: acw-bbdba-army
id: bad
name: Bad
side: union
period: early
contingents:
  - {cavalry: 1, muskets: 3, rifles: 7}
  - {cavalry: 2, muskets: 3, rifles: 6, artillery: 1}
  - {muskets: 3, rifles: 8, artillery: 1}
commands:
  - {name: A, cavalry: 3, muskets: 9, rifles: 22, artillery: 2}
  - {name: B, cavalry: 1}
"""
    with pytest.raises(ArmyFileError) as err:
        load_army_text(text, "bad.yaml")
    problems = err.value.problems
    assert "bad.yaml: contingents[0]: 11 elements: a contingent has exactly 12 (BB-ARMY-1)" in problems
    assert "bad.yaml: contingents[1]: 2 cavalry: Union 1861-62 has 0-1 (BB-ARMY-3)" in problems
    assert "bad.yaml: commands: 2 commands: a side has 3 (BB-ARMY-6)" in problems
    assert any(p.startswith("bad.yaml: commands: a command of 1") for p in problems)
    with pytest.raises(ArmyFileError, match=r"junk.yaml: side: expected confederate or union, got 'rebels'"):
        load_army_text(text.replace("side: union", "side: rebels"), "junk.yaml")
    with pytest.raises(ArmyFileError, match=r"commands\[1\].cavalry: expected a whole number of elements"):
        load_army_text(text.replace("{name: B, cavalry: 1}", "{name: B, cavalry: many}"), "junk.yaml")


def test_the_first_battle_lays_both_armies_out_within_600_paces_of_their_edges_BB_SETUP_5():
    for periods in (("early", "early"), ("late", "late")):
        s = standard(periods)
        troops = [e for e in s.elements if e.kind.value not in ("command", "camp")]
        assert len(troops) == 72 and len(s.commands) == 6
        for e in s.elements:
            _x1, y1, _x2, y2 = e.shape.bounds
            assert (y2 <= 150 + 1e-6) if e.side == "union" else (y1 >= 450 - 1e-6), e.id


def test_validate_checks_an_army_file_by_its_list(tmp_path, capsys):
    """``gettysburg-desktop validate`` knows this game's army files (files.py): a shipped one is clean,
    one that breaks its list names each problem with its place and rule and exits 1."""
    from pathlib import Path

    from gettysburg_desktop.cli import main

    shipped = Path(__file__).resolve().parents[2] / "resources" / "acw_bbdba" / "potomac-1864.yaml"
    assert main(["validate", str(shipped)]) == 0
    assert "army 'potomac-1864' is clean: Army of the Potomac, 1864, Union 1863-65" in capsys.readouterr().out
    bad = tmp_path / "bad.yaml"
    bad.write_text("format_version: 1\nkind: acw-bbdba-army\nid: x\nname: X\nside: union\nperiod: early\n"
                   "contingents:\n  - {cavalry: 5, muskets: 7}\ncommands: []\n", encoding="utf-8")  # fmt: skip
    assert main(["validate", str(bad)]) == 1
    out, err = capsys.readouterr()
    assert f"{bad}: contingents[0]: 5 cavalry: Union 1861-62 has 0-1 (BB-ARMY-3)" in out
    assert err.strip() == f"error: {bad}: 8 problems"

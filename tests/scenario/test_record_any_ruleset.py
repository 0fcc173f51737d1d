"""The game record's file code serves any ruleset on the kernel
(scenario/record.py on kernel/record.py, issue 17): a record of the
kernel's toy ruleset (tests/kernel/sticks.py) is saved, loaded and
replayed through the same functions as Gettysburg's; a Gettysburg record
is written as before (no ``ruleset`` key)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parents[1] / "kernel"))
from sticks import Side, SticksGame  # noqa: E402

from gettysburg_desktop.kernel.dice import SeededDice  # noqa: E402
from gettysburg_desktop.rules import crossroads  # noqa: E402
from gettysburg_desktop.rules.game import Game  # noqa: E402
from gettysburg_desktop.scenario import record as rec  # noqa: E402


@pytest.fixture(autouse=True)
def sticks_known(monkeypatch):
    monkeypatch.setattr(rec, "_rulesets", {})
    rec.register_ruleset(SticksGame, int)


def test_a_record_of_another_ruleset_saves_loads_and_replays(tmp_path):
    g = SticksGame(9, SeededDice(4))
    for text in ("take 2", "take 1", "take 2"):
        g.apply(text)
    r = rec.record_of(g, "9", seed=4)
    r.players = {"a": "hard", "b": "human"}
    path = tmp_path / "sticks.yaml"
    rec.save_record(r, path)
    text = path.read_text()
    assert text.startswith("format_version: 2\nruleset: sticks\nrules_version: 1\n")
    back = rec.load_record(path)
    assert (back.ruleset, back.actions, back.players) == ("sticks", ["take 2", "take 1", "take 2"], r.players)
    again = rec.replay(back, str(path))
    assert isinstance(again, SticksGame) and again.history == g.history and again.state.sticks == 4
    assert again.current_player() is Side.B


def test_a_record_of_another_ruleset_names_its_problems(tmp_path):
    path = tmp_path / "bad.yaml"
    path.write_text(
        "format_version: 2\nruleset: sticks\nrules_version: 1\nscenario: '3'\nseed: 1\nactions:\n- take 2\n- take 2\n"
    )
    with pytest.raises(rec.RecordError, match=r"bad.yaml: line 8: action 2 of 2: .*game is over"):
        rec.replay(rec.load_record(path), str(path))
    path.write_text(
        "format_version: 2\nruleset: sticks\nrules_version: 1\nscenario: '3'\nseed: 1\nactions:\n- jump 1\n"
    )
    with pytest.raises(rec.RecordError, match=r"line 7: action 1 of 1: 'jump 1': the notation is 'take N'"):
        rec.load_record(path)
    path.write_text("format_version: 2\nruleset: chess\nrules_version: 1\nscenario: x\nseed: 1\n")
    with pytest.raises(
        rec.RecordError, match=r"ruleset: 'chess' is not a ruleset this program plays \(it plays gettysburg, sticks\)"
    ):
        rec.load_record(path)
    path.write_text("format_version: 2\nruleset: sticks\nrules_version: 2\nscenario: '3'\nseed: 1\n")
    with pytest.raises(rec.RecordError, match=r"rules_version: 2 is newer than this program's rules \(1\)"):
        rec.load_record(path)
    path.write_text(
        "format_version: 2\nruleset: sticks\nrules_version: 1\nscenario: '3'\nseed: 1\nplayers: {csa: hard}\n"
    )
    with pytest.raises(rec.RecordError, match=r"players: 'csa' is not a side; the sides are a and b"):
        rec.load_record(path)


def test_a_gettysburg_record_is_written_as_before():
    g = Game(crossroads.scenario(), SeededDice(2))
    g.apply(g.legal_actions()[0])
    r = rec.record_of(g, "crossroads", seed=2)
    assert r.ruleset == "gettysburg" and "ruleset" not in r.as_dict()
    assert list(r.as_dict()) == ["format_version", "rules_version", "scenario", "seed", "actions"]

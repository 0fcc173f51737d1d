"""Game records: round trip, errors naming actions[i], scripted dice never fall back to random."""

from pathlib import Path

import pytest
import yaml
from rulehelp import position_signature

from gettysburg_desktop.games.gettysburg.rules import crossroads
from gettysburg_desktop.games.gettysburg.rules.dice import DiceExhausted, ScriptedDice, SeededDice
from gettysburg_desktop.games.gettysburg.rules.game import Game
from gettysburg_desktop.scenario.record import (
    RecordError,
    dump_record,
    load_record,
    parse_record,
    record_of,
    replay,
)

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "worked-assault.yaml"


def test_worked_example_round_trips_to_identical_text(tmp_path):
    rec = load_record(EXAMPLE)
    g = replay(rec)
    out = record_of(g, rec.scenario, dice=rec.dice, position=rec.position)
    text = dump_record(out)
    p = tmp_path / "r.yaml"
    p.write_text(text, encoding="utf-8")
    again = load_record(p)
    assert dump_record(record_of(replay(again), again.scenario, dice=again.dice, position=again.position)) == text
    assert again.actions == rec.actions


def test_seeded_game_round_trips(tmp_path):
    import random

    g = Game(crossroads.scenario(), SeededDice(11))
    rnd = random.Random(3)
    for _ in range(150):
        acts = [a for a in g.legal_actions() if a.verb != "concede"]
        g.apply(rnd.choice(acts))
    text = dump_record(record_of(g, "crossroads", seed=11))
    again = parse_record(yaml.safe_load(text), "mem")
    assert again.actions == [str(a) for a in g.history] and again.seed == 11
    g2 = replay(again)
    assert position_signature(g2) == position_signature(g)


def test_illegal_action_in_a_record_names_its_number_line_and_the_rule(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text(
        EXAMPLE.read_text(encoding="utf-8").replace("move csa-regular-1 cemetery 1", "move csa-regular-1 creek"),
        encoding="utf-8",
    )
    rec = load_record(bad)
    line = bad.read_text(encoding="utf-8").splitlines().index("  - move csa-regular-1 creek") + 1
    with pytest.raises(RecordError) as err:
        replay(rec, str(bad))
    msg = str(err.value)
    assert msg.startswith(
        f"{bad}: line {line}: action 4 of {len(rec.actions)}: move csa-regular-1 creek: not legal now."
    )
    assert "Now Confederate: move units out of Town" in msg and "(R-MOVE)" in msg
    assert "MoveOrder" not in msg  # the rules' words, not the engine's class names


def test_a_record_of_an_older_rules_version_that_no_longer_replays_says_why(tmp_path):
    old = tmp_path / "old.yaml"
    text = EXAMPLE.read_text(encoding="utf-8").replace("format_version: 2\nrules_version: 2\n", "format_version: 1\n")
    old.write_text(
        text.replace("  - end-move                    # the order ends", "  # the order ends"), encoding="utf-8"
    )
    rec = load_record(old)
    assert rec.rules_version == 1
    with pytest.raises(RecordError, match="played under rules version 1; this program plays version 3"):
        replay(rec, str(old))


def test_a_record_of_an_older_rules_version_that_still_replays_is_played(tmp_path):
    old = tmp_path / "old.yaml"
    old.write_text(
        "format_version: 1\nscenario: crossroads\nseed: 3\nactions: [place-block 3 ridge-west, place-block 2 cemetery]\n",
        encoding="utf-8",
    )
    g = replay(load_record(old), str(old))
    assert g.state.blocks["cemetery"].value == 2


def test_a_record_names_its_rules_version_and_variants():
    from gettysburg_desktop.games.gettysburg.rules.version import RULES_VERSION

    g = Game(crossroads.scenario(), SeededDice(5), variants=["entry-box-fallback"])
    text = dump_record(record_of(g, "crossroads", seed=5))
    data = yaml.safe_load(text)
    assert data["format_version"] == 2 and data["rules_version"] == RULES_VERSION
    assert data["variants"] == ["entry-box-fallback"]
    assert replay(parse_record(data, "mem")).variants == {"entry-box-fallback"}
    data["variants"] = ["no-such-variant"]
    with pytest.raises(RecordError, match="unknown variant"):
        parse_record(data, "mem")
    data["variants"], data["rules_version"] = [], RULES_VERSION + 1
    with pytest.raises(RecordError, match="newer than this program's rules"):
        parse_record(data, "mem")


def test_scripted_dice_running_out_raise_dice_exhausted_not_a_random_roll():
    d = ScriptedDice([3])
    assert d.roll() == 3
    with pytest.raises(DiceExhausted):
        d.roll()


def test_short_dice_script_in_a_record_is_an_error_naming_the_action():
    rec = load_record(EXAMPLE)
    rec.dice = rec.dice[:5]
    with pytest.raises(
        RecordError, match=r"line \d+: action \d+ of \d+ \(.*\): the dice: the script of 5 die rolls is used up"
    ):
        replay(rec)


def test_game_with_exhausted_script_raises_dice_exhausted():
    rec = load_record(EXAMPLE)
    from gettysburg_desktop.games.gettysburg.rules.position import state_from_position

    sc = crossroads.scenario()
    g = Game(sc, ScriptedDice(rec.dice[:3]), state=state_from_position(sc, rec.position))
    with pytest.raises(DiceExhausted):
        for a in rec.actions:
            g.apply(a)


def test_save_record_writes_what_load_record_reads_back(tmp_path):
    from gettysburg_desktop.scenario.record import GameRecord, dump_record, load_record, save_record

    rec = GameRecord(
        "crossroads", seed=3, actions=["place-block 3 ridge-west", "place-block 2 cemetery"], title="two blocks"
    )
    path = tmp_path / "game.yaml"
    path.write_text("an older good copy\n", encoding="utf-8")
    save_record(rec, path)
    assert load_record(path).actions == rec.actions
    assert path.read_text(encoding="utf-8") == dump_record(rec)
    assert [p.name for p in tmp_path.iterdir()] == ["game.yaml"]  # no temp file left behind


def test_saving_through_a_symlink_keeps_the_link(tmp_path):
    from gettysburg_desktop.files.atomic_file import atomic_write_text

    real = tmp_path / "real.yaml"
    real.write_text("old\n", encoding="utf-8")
    link = tmp_path / "link.yaml"
    link.symlink_to(real)
    atomic_write_text(link, "new\n")
    assert link.is_symlink() and real.read_text(encoding="utf-8") == "new\n"


def test_a_concession_in_the_middle_of_a_union_decision_replays_R_WIN_3():
    g = Game(crossroads.scenario(), SeededDice(4))
    g.apply(g.legal_actions()[0])  # the CSA's action: now the Union decides
    assert g.deciding_side().value == "usa"
    g.concede()
    again = replay(parse_record(yaml.safe_load(dump_record(record_of(g, "crossroads", seed=4))), "mem"))
    assert again.over and again.outcome == g.outcome
    assert position_signature(again) == position_signature(g)

"""The editor's play-test scenario (issue 8, item 7): the 1863 scenario on a
map that has its places, else a sandbox with every piece (R-COMP) in the
entry boxes of its side."""

from __future__ import annotations

import sys
from dataclasses import replace
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "board"))

from map_builders import good_map  # noqa: E402

from gettysburg_desktop.boards.areas.map_file import dump_map, load_map  # noqa: E402
from gettysburg_desktop.boards.areas.shapes import EntryBoxShape  # noqa: E402
from gettysburg_desktop.games.gettysburg.rules.pieces import UNIT_COUNTS, Kind, Side  # noqa: E402
from gettysburg_desktop.games.gettysburg.scenario.playtest import (  # noqa: E402
    PlaytestError,
    boxes_by_side,
    missing_for_1863,
    playtest_files,
    sandbox_scenario,
)
from gettysburg_desktop.games.gettysburg.scenario.scenario_file import find_builtin_scenario  # noqa: E402
from gettysburg_desktop.scenario.session import GameSession, Setup  # noqa: E402

MAP_1863 = find_builtin_scenario("gettysburg-1863").parent.parent / "maps" / "gettysburg-1863.yaml"


def box(box_id: str, side: str | None, area: str = "nw") -> EntryBoxShape:
    return EntryBoxShape(box_id, box_id.title(), area, side, (-10, 0, 8, 8))


def with_boxes(*boxes: EntryBoxShape):
    return replace(good_map(), entry_boxes=tuple(boxes))


def test_the_sandbox_puts_every_piece_of_a_side_in_its_own_boxes_r_comp():
    doc = with_boxes(box("grey-1", "csa"), box("grey-2", "csa"), box("blue", "usa", "se"), box("spare", None))
    data = sandbox_scenario(doc)
    side_of = {u["id"]: u["side"] for u in data["units"]}
    for side in Side:
        for kind in Kind:
            have = sum(1 for u in data["units"] if u["side"] == side.value and u["kind"] == kind.value)
            assert have == UNIT_COUNTS[side].get(kind, 0)
    assert {side_of[u] for u in data["start"]["grey-1"] + data["start"]["grey-2"]} == {"csa"}
    assert {side_of[u] for u in data["start"]["blue"]} == {"usa"}
    assert "spare" not in data["start"]  # both sides have boxes of their own
    assert abs(len(data["start"]["grey-1"]) - len(data["start"]["grey-2"])) <= 1  # dealt in turn
    assert data["reinforcements"] == []


def test_boxes_without_a_side_go_to_a_side_without_boxes_or_are_dealt_in_turn():
    assert boxes_by_side(with_boxes(box("a", "csa"), box("b", None), box("c", None))) == {
        Side.CSA: ["a"],
        Side.USA: ["b", "c"],
    }
    assert boxes_by_side(with_boxes(box("a", None), box("b", None), box("c", None))) == {
        Side.CSA: ["a", "c"],
        Side.USA: ["b"],
    }
    with pytest.raises(PlaytestError, match="Union side has none"):
        boxes_by_side(with_boxes(box("a", "csa"), box("b", "csa")))
    with pytest.raises(PlaytestError, match="Confederate side has none"):
        boxes_by_side(with_boxes())


def test_a_sandbox_game_starts_with_the_pieces_in_their_boxes(tmp_path):
    doc = with_boxes(box("grey", "csa"), box("blue", "usa", "se"))
    files = playtest_files(doc, tmp_path)
    assert files.kind == "sandbox"
    assert files.map_path.read_text(encoding="utf-8") == dump_map(doc)
    game = GameSession.new(Setup(str(files.scenario_path), 5)).game
    assert len(game.scenario.units) == sum(sum(c.values()) for c in UNIT_COUNTS.values())
    assert set(game.scenario.start.values()) == {"grey", "blue"}
    assert game.prompt().side is Side.CSA


def test_a_map_with_the_1863_places_plays_the_1863_scenario(tmp_path):
    doc = load_map(MAP_1863)
    assert missing_for_1863(doc) == []
    files = playtest_files(doc, tmp_path)
    assert files.kind == "1863"
    game = GameSession.new(Setup(str(files.scenario_path), 5)).game
    assert game.scenario.id == "gettysburg-1863"
    assert game.scenario.start["csa-heth-1"] == "herr-ridge"
    assert game.scenario.map_document == doc


def test_a_map_missing_one_1863_entry_box_gets_the_sandbox(tmp_path):
    doc = load_map(MAP_1863)
    doc = replace(doc, entry_boxes=tuple(b for b in doc.entry_boxes if b.id != "baltimore-road-box"))
    assert missing_for_1863(doc) == ["baltimore-road-box"]
    assert playtest_files(doc, tmp_path).kind == "sandbox"

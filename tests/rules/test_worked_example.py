"""The rulebook's worked assault example (examples/worked-assault.yaml),
replayed through the record loader; every result the rulebook text describes."""

from pathlib import Path

import pytest

from gettysburg_desktop.games.gettysburg.rules.game import Game
from gettysburg_desktop.games.gettysburg.rules.pieces import Side
from gettysburg_desktop.scenario.record import load_record, replay, start_game

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "worked-assault.yaml"


@pytest.fixture(scope="module")
def stepped():
    """(game, [events of each action]) replaying the example action by action."""
    record = load_record(EXAMPLE)
    g = start_game(record)
    per_action = [g.apply(text) for text in record.actions]
    return g, record, per_action


def _all(per_action):
    return [e for evs in per_action for e in evs]


def _round_split(per_action):
    """Events of round 1 and of round 2 (round 2 starts after keep-artillery)."""
    events = _all(per_action)
    idx = len([e for evs in per_action[:11] for e in evs])  # keep-artillery (index 11) starts round 2
    return events[:idx], events[idx:]


def test_replay_finishes_with_the_union_to_act(stepped):
    g, record, _ = stepped
    assert replay(record).prompt().side is Side.USA
    assert g.prompt().side is Side.USA and g.prompt().rule == "R-ACT-1"


def test_double_order_combines_four_attackers_into_one_assault_against_entrenchments_R_ORD_2(stepped):
    _, _, per_action = stepped
    assaults = [e for e in _all(per_action) if e.kind == "assault"]
    assert len(assaults) == 1
    a = assaults[0]
    assert a.get("area") == "cemetery" and a.get("attacker") == "csa"
    assert a.get("entrenched") is True and a.get("flank") is False
    for uid in ("csa-elite-1", "csa-regular-1", "csa-regular-2", "csa-regular-3"):
        assert uid in a.text


def test_existing_union_cubes_are_assigned_first_R_DMG_8(stepped):
    _, _, per_action = stepped
    assigned = {e.get("unit") for e in _all(per_action) if e.kind == "cubes-tied" and e.rule == "R-DMG-8"}
    assert assigned == {"usa-regular-1", "usa-inferior-1"}


def test_round1_artillery_hits_and_infantry_gives_m_and_two_cubes_R_ASLT_1_2(stepped):
    _, _, per_action = stepped
    r1, _ = _round_split(per_action)
    rolls = [(e.get("unit"), e.get("face"), e.rule) for e in r1 if e.kind == "roll"]
    assert rolls[0] == ("usa-artillery-1", 4, "R-ASLT-1")
    assert [f for _, f, rule in rolls if rule == "R-ASLT-2"] == [2, 4, 4]
    csa_cubes = [e for e in r1 if e.kind == "cube-hit" and str(e.get("unit")).startswith("csa")]
    assert len(csa_cubes) == 3  # 1 from artillery + 2 from infantry


def test_round1_only_the_regular_with_two_cubes_retreats_to_town_R_ASLT_3(stepped):
    _, _, per_action = stepped
    r1, _ = _round_split(per_action)
    morale = [(e.get("unit"), e.get("face")) for e in r1 if e.kind == "roll" and e.rule == "R-ASLT-3"]
    assert morale == [("csa-elite-1", 1), ("csa-regular-1", 2), ("csa-regular-2", 3), ("csa-regular-3", 4)]
    retreats = [e for e in r1 if e.kind == "retreat" and str(e.get("unit")).startswith("csa")]
    assert [(e.get("unit"), e.get("dest"), e.rule) for e in retreats] == [("csa-regular-1", "town", "R-RET-1")]
    assert not [e for e in r1 if e.kind == "eliminated"]


def test_round1_attacker_fire_6_5_4_gives_two_cubes_and_a_d_R_ASLT_4(stepped):
    _, _, per_action = stepped
    r1, _ = _round_split(per_action)
    fire = [e.get("face") for e in r1 if e.kind == "roll" and e.rule == "R-ASLT-4"]
    assert fire == [6, 5, 4]
    usa_cubes = [e.get("unit") for e in r1 if e.kind == "cube-hit" and str(e.get("unit")).startswith("usa")]
    assert sorted(usa_cubes) == ["usa-inferior-1", "usa-regular-2"]


def test_round1_cubes_per_unit_after_defender_fire_and_attacker_fire(stepped):
    _, _, per_action = stepped
    r1, _ = _round_split(per_action)
    held = {}  # cubes tied to each unit: carried (R-MOVE-6), assigned (R-DMG-8) or taken (R-DMG-6)
    for e in r1:
        if e.kind == "cubes-tied":
            held[e.get("unit")] = held.get(e.get("unit"), 0) + e.get("count")
        elif e.kind == "cube-hit":
            held[e.get("unit")] = held.get(e.get("unit"), 0) + 1
    assert held == {
        "csa-elite-1": 1,
        "csa-regular-1": 2,
        "csa-regular-2": 1,
        "csa-regular-3": 1,
        "usa-regular-1": 1,
        "usa-regular-2": 1,
        "usa-inferior-1": 2,
    }


def test_round1_defender_morale_columns_and_the_inferior_unit_retreats_R_ASLT_5(stepped):
    _, _, per_action = stepped
    r1, _ = _round_split(per_action)
    morale = [(e.get("unit"), e.get("face"), e.text) for e in r1 if e.kind == "roll" and e.rule == "R-ASLT-5"]
    assert [(u, f) for u, f, _ in morale] == [("usa-regular-1", 2), ("usa-regular-2", 3), ("usa-inferior-1", 2)]
    assert "column 0" in morale[0][2] and "column 0" in morale[1][2] and "column 2" in morale[2][2]
    retreats = [e for e in r1 if e.kind == "retreat" and str(e.get("unit")).startswith("usa")]
    assert [(e.get("unit"), e.get("origin"), e.rule) for e in retreats] == [("usa-inferior-1", "cemetery", "R-RET-2")]


def test_union_is_offered_to_withdraw_its_artillery_and_keeps_it_R_ASLT_8(stepped):
    record = load_record(EXAMPLE)
    g = start_game(record)
    for text in record.actions[:11]:
        g.apply(text)
    assert g.prompt().side is Side.USA and g.prompt().rule == "R-ASLT-8"
    assert "keep-artillery" in [str(a) for a in g.legal_actions()]
    assert any(a.verb == "withdraw" and a.args[0] == "usa-artillery-1" for a in g.legal_actions())
    g.apply("keep-artillery")
    assert g.state.units["usa-artillery-1"].location == "cemetery"


def test_after_round_2_attackers_are_back_in_town_R_ASLT_6(stepped):
    g, _, per_action = stepped
    _, r2 = _round_split(per_action)
    assert any(e.kind == "assault-repulsed" and e.rule == "R-ASLT-6" for e in r2)
    back = {e.get("unit") for e in r2 if e.kind == "retreat" and e.get("dest") == "town"}
    assert back == {"csa-elite-1", "csa-regular-2", "csa-regular-3"}
    assert sorted(u.id for u in g.units_at("town")) == [
        "csa-elite-1",
        "csa-regular-1",
        "csa-regular-2",
        "csa-regular-3",
    ]


def test_union_holds_cemetery_with_one_regular_and_its_artillery(stepped):
    g, _, _ = stepped
    assert sorted(u.id for u in g.units_at("cemetery")) == ["usa-artillery-1", "usa-regular-2"]
    assert g.state.units["usa-artillery-1"].damaged is False
    assert sorted(u.id for u in g.units_at("round-top")) == ["usa-inferior-1", "usa-regular-1"]
    assert not g.state.units["usa-artillery-1"].location.startswith("@")


def test_cubes_lie_loose_in_the_areas_after_the_assault_R_DMG_4(stepped):
    g, _, _ = stepped
    assert g.state.cubes["town"] == {"csa-regular": 5, "csa-elite": 2}
    assert g.state.cubes["cemetery"] == {"usa-regular": 1}
    assert g.state.cubes["round-top"] == {"usa-regular": 2, "usa-inferior": 2}
    assert all(u.cubes == 0 for u in g.state.units.values())


def test_cemetery_keeps_its_disruption_and_entrenchment_the_attack_failed(stepped):
    g, _, _ = stepped
    assert "cemetery" in g.state.disrupted
    assert g.state.entrenchments["cemetery"] == ["town", "town"]
    assert g.state.blocks["town"].discs == 2


def test_every_scripted_die_is_used():
    record = load_record(EXAMPLE)
    g = replay(record)
    assert isinstance(g, Game)
    assert g.dice.remaining == 0

"""Hidden information (R-ACT-2): block values."""

import json

from rulehelp import blocks, game_at, play

from gettysburg_desktop.games.gettysburg.rules.pieces import Side


def game():
    return game_at(
        {
            "units": {"mill": ["csa-regular-1"], "creek": ["usa-regular-1"]},
            "blocks": blocks(("mill", "csa", 4, 1), ("creek", "usa", 5, 2)),
        }
    )


def test_opponent_never_sees_block_values_R_ACT_2():
    v = game().view(Side.USA)
    assert "value" not in v["places"]["mill"]["block"]
    assert v["places"]["mill"]["block"] == {"side": "csa", "discs": 1}
    assert isinstance(v["blocks"]["csa"]["available"], int)


def test_owner_sees_own_block_values_R_ACT_2():
    g = game()
    assert g.view(Side.CSA)["places"]["mill"]["block"]["value"] == 4
    assert g.view(Side.USA)["places"]["creek"]["block"]["value"] == 5
    assert g.view(Side.CSA)["blocks"]["csa"]["available"] == [2, 2, 3, 3, 4, 5, 5]


def test_spectator_sees_no_values_and_view_is_plain_data_R_ACT_2():
    g = game()
    v = g.view(None)
    assert all("value" not in p.get("block", {}) for p in v["places"].values())
    json.dumps(v)


def test_a_placed_block_value_stays_hidden_from_the_opponent_R_ACT_2():
    g = game()
    ev = play(g, "place-block 3 orchard")
    assert "value" not in g.view(Side.USA)["places"]["orchard"]["block"]
    placed = [e for e in ev if e.kind == "block-placed"]
    assert [e.get("value") for e in placed] == [3]  # the full event, for the owner
    union = [e.seen_by(Side.USA) for e in placed]
    assert [e.get("value") for e in union] == [None] and "3" not in union[0].text
    assert [e.seen_by(Side.CSA).get("value") for e in placed] == [3]


def test_the_log_shows_the_opponent_a_question_mark_for_the_block_value_R_ACT_2():
    g = game()
    play(g, "place-block 3 orchard")
    union = "\n".join(g.log_text(Side.USA))
    csa = "\n".join(g.log_text(Side.CSA))
    assert "Confederate: place-block ? orchard" in union and "value 3" not in union
    assert "Confederate: place-block 3 orchard" in csa and "of value 3" in csa
    assert "place-block ? orchard" in "\n".join(g.log_text(None))  # a spectator neither
    assert "place-block 3 orchard" in "\n".join(g.log_text(None, reveal=True))

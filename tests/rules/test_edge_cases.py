"""Rules at their edges: a full origin when attackers fall back (R-RET-3a),
the artillery-fire markers running out (R-ART-6)."""

from rulehelp import blocks, cubes, game_at, legal, loc, play


def test_attackers_fall_back_two_areas_when_their_origin_is_full_R_RET_3a():
    g = game_at(
        {
            "period": "1 July afternoon",
            "active": "csa",
            "units": {
                "mill": ["csa-regular-1", "csa-regular-2", "csa-regular-3", "csa-regular-4"],
                "ridge-west": ["csa-regular-5", "csa-regular-6"],
                "town": ["usa-regular-1"],
            },
            "blocks": blocks(("ridge-west", "csa", 3, 0), ("cemetery", "usa", 2, 0)),
            "discs": {"csa_single": 12, "csa_double": 4, "usa_blue": 6},
        },
        # defender fire 3 (a cube); attacker morale 1 (R) and 6; attacker fire 1;
        # round 2: defender fire 1, attacker fire 1
        dice=[3, 1, 6, 1, 1, 1],
    )
    play(
        g,
        "double-order ridge-west ridge-west",
        "move mill",
        "move csa-regular-1 town",
        "move csa-regular-2 town",
        "end-move",
    )
    play(g, "move ridge-west", "move csa-regular-5 mill", "move csa-regular-6 mill", "end-move")
    # mill is full again when the attackers must go back: they pass through it
    assert loc(g, "csa-regular-1") == "ridge-west"
    assert loc(g, "csa-regular-2") == "ridge-west"
    assert "mill" in g.state.disrupted  # the first fall-back leaves a disruption marker there
    assert cubes(g, "mill") == {"csa-regular": 1}  # the second, finding one, a cube instead
    assert loc(g, "usa-regular-1") == "town"
    assert g.prompt().side.value == "usa"


def test_with_no_fire_marker_left_the_firer_takes_one_from_the_map_R_ART_6():
    g = game_at(
        {
            "period": "1 July afternoon",
            "active": "csa",
            "units": {"ridge-west": ["csa-artillery-1", "csa-regular-1"], "mill": ["usa-regular-1"]},
            "fire_markers": ["town", "station", "creek", "cemetery"],
            "blocks": blocks(("ridge-west", "csa", 3, 0), ("round-top", "usa", 2, 0)),
            "discs": {"csa_single": 12, "csa_double": 4, "usa_blue": 6},
        },
        dice=[1],
    )
    events = play(g, "order ridge-west", "fire")  # the only declaration there is is made at once, and the log says so
    assert [e.kind for e in events] == ["disc-placed", "order", "only-choice", "fire-declared"]
    assert (
        events[2].text == "the only choice: Confederate declares csa-artillery-1 firing at the infantry in Mill"
        and events[2].rule == "R-ART-1"
    )
    events = play(g, "end-fire")  # the roll waits for the player's word (R-ART-4)
    assert [e.text for e in events if e.kind == "roll"] == [
        "csa-artillery-1: long-range fire at the infantry in Mill: rolled 1: no effect"
    ]
    assert legal(g) == ["take-marker cemetery", "take-marker creek", "take-marker station", "take-marker town"]
    play(g, "take-marker town")
    assert g.state.fire_markers == {"station", "creek", "cemetery", "ridge-west"}


def test_lone_cavalry_evading_ignores_one_cube_and_takes_the_rest_R_ASLT_10():
    g = game_at(
        {
            "units": {"ridge-west": ["csa-regular-1", "csa-regular-2"], "mill": ["usa-cavalry-1"]},
            "blocks": blocks(("ridge-west", "csa", 5, 0), ("town", "usa", 3, 0)),
        },
        dice=[1, 6, 6],  # the cavalry's T2 misses; the attackers' T4 6, 6: two cubes
    )
    play(g, "order ridge-west", "move ridge-west", "move csa-regular-1 mill", "move csa-regular-2 mill", "end-move")
    assert legal(g) == ["assign usa-cavalry-1", "evade usa-cavalry-1"]
    play(g, "evade usa-cavalry-1")
    assert loc(g, "usa-cavalry-1") == "town"
    assert cubes(g, "town") == {"usa-cavalry": 1}  # one of the two ignored, the other taken
    assert g.state.supply["usa-cavalry"] == 4


def test_evading_long_range_fire_leaves_the_disruption_marker_behind_R_RET_4():
    g = game_at(
        {
            "units": {"ridge-west": ["csa-artillery-1"], "mill": ["usa-cavalry-1"], "town": ["usa-regular-1"]},
            "blocks": blocks(("ridge-west", "csa", 5, 0), ("town", "usa", 3, 0)),
            "disrupted": ["mill"],
        },
        dice=[5],
    )
    play(g, "order ridge-west", "fire", "fire csa-artillery-1 mill infantry", "end-fire", "evade usa-cavalry-1")
    assert loc(g, "usa-cavalry-1") == "town"
    assert g.state.disrupted == {"mill"}  # R-RET-4 is for the last defender of an assault


def test_a_position_with_no_block_available_brings_the_set_aside_ones_back_R_BLK_2():
    g = game_at(
        {
            "units": {"mill": ["csa-regular-1"]},
            "available_blocks": {"csa": []},
            "set_aside_blocks": {"csa": [2, 2, 3, 3, 4, 4, 5, 5]},
        }
    )
    assert g.state.available[g.state.active] == [2, 2, 3, 3, 4, 4, 5, 5]
    assert "place-block 5 mill" in legal(g)

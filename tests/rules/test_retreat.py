"""Retreats (R-RET-1..4): the CSA in town attacks the Union in farm-south."""

from rulehelp import blocks, game_at, legal, loc, play

from gettysburg_desktop.games.gettysburg.rules.pieces import Side


def attack(units, dice, blks=None, **kw):
    pos = {"units": units, "blocks": blks or blocks(("town", "csa", 5, 0), ("round-top", "usa", 3, 0))}
    pos.update(kw)
    g = game_at(pos, dice=dice)
    ev = play(g, "order town", "move town", "move csa-regular-1 farm-south")
    if g.prompt().step == "move":
        ev += play(g, "end-move")
    return g, ev


# T2 1 nothing; T4 6 cube; T5 clear, 1 cube col 1, roll 1 = R
RETREAT_DICE = [1, 6, 1]


def test_attacker_retreats_to_the_area_it_came_from_R_RET_1():
    # T2 3 cube; T3 roll 1, 1 cube = R
    g, _ev = attack({"town": ["csa-regular-1", "csa-regular-2"], "farm-south": ["usa-regular-1"]}, [3, 1])
    assert loc(g, "csa-regular-1") == "town"
    assert g.state.cubes["town"] == {"csa-regular": 1}  # with its cube


def test_defender_retreats_only_to_an_area_within_reach_of_a_friendly_block_R_RET_2():
    g, _ev = attack({"town": ["csa-regular-1"], "farm-south": ["usa-regular-1"]}, RETREAT_DICE)
    # ridge-south is adjacent, empty, but neither holds nor touches a Union block: only round-top
    assert loc(g, "usa-regular-1") == "round-top"


def test_defender_is_eliminated_with_no_legal_retreat_R_RET_2():
    blks = blocks(("town", "csa", 5, 0), ("creek", "usa", 3, 0))
    g, ev = attack({"town": ["csa-regular-1"], "farm-south": ["usa-regular-1"]}, RETREAT_DICE, blks=blks)
    assert loc(g, "usa-regular-1") == "@eliminated"
    assert any(e.kind == "eliminated" and "no legal retreat" in e.text for e in ev)


def test_defender_chooses_among_legal_retreat_areas_R_RET_2():
    # a block in the battle area counts; ridge-south holds only a CSA block: not an enemy unit
    blks = blocks(("town", "csa", 5, 0), ("ridge-south", "csa", 2, 0), ("farm-south", "usa", 3, 0))
    g, _ev = attack({"town": ["csa-regular-1"], "farm-south": ["usa-regular-1"]}, RETREAT_DICE, blks=blks)
    assert g.prompt().side is Side.USA and g.prompt().rule == "R-RET-2"
    assert legal(g) == ["retreat usa-regular-1 ridge-south", "retreat usa-regular-1 round-top"]
    play(g, "retreat usa-regular-1 ridge-south")
    assert "ridge-south" not in g.state.blocks  # R-BLK-4 [interpretation]: entering by retreat removes it


def test_no_retreat_into_the_area_the_attackers_came_from_R_RET_2():
    # [ruling] the town, emptied by the attacker, would otherwise be a legal retreat
    blks = blocks(("town", "csa", 5, 0), ("farm-south", "usa", 3, 0))
    g, _ev = attack({"town": ["csa-regular-1"], "farm-south": ["usa-regular-1"]}, RETREAT_DICE, blks=blks)
    assert legal(g) == ["retreat usa-regular-1 ridge-south", "retreat usa-regular-1 round-top"]


def test_retreat_avoids_exceeding_the_stacking_limit_where_it_can_R_RET_3():
    blks = blocks(("town", "csa", 5, 0), ("farm-south", "usa", 3, 0))
    full = ["usa-regular-2", "usa-regular-3", "usa-regular-4", "usa-artillery-1"]
    g, _ev = attack(
        {"town": ["csa-regular-1"], "farm-south": ["usa-regular-1"], "round-top": full}, RETREAT_DICE, blks=blks
    )
    # round-top is full and the town is the attackers': ridge-south is the one retreat, taken at once
    assert loc(g, "usa-regular-1") == "ridge-south"
    assert len(g.units_at("round-top")) == 4


def test_two_area_retreat_when_no_destination_has_room_places_disruption_in_the_first_R_RET_3():
    full = ["usa-regular-2", "usa-regular-3", "usa-regular-4", "usa-artillery-1"]
    g, ev = attack(
        {"town": ["csa-regular-1"], "farm-south": ["usa-regular-1"], "round-top": full},
        RETREAT_DICE,
        blks=blocks(("town", "csa", 5, 0), ("round-top", "usa", 3, 0), ("hill-north", "usa", 2, 0)),
    )
    assert g.prompt().side is Side.USA
    # round-top (the one area next to a block) is full: two areas, ending next to a block;
    # never through the town the attackers came from (R-RET-2 [ruling])
    assert legal(g) == ["retreat usa-regular-1 ridge-south mill", "retreat usa-regular-1 round-top cemetery"]
    ev = play(g, "retreat usa-regular-1 round-top cemetery")
    assert loc(g, "usa-regular-1") == "cemetery"
    assert "round-top" in g.state.disrupted
    assert any(e.kind == "retreat" and e.rule == "R-RET-3" and e.get("via") == "round-top" for e in ev)


def test_two_area_retreat_through_a_disrupted_area_adds_a_cube_there_instead_R_RET_3():
    full = ["usa-regular-2", "usa-regular-3", "usa-regular-4", "usa-artillery-1"]
    g, _ev = attack(
        {"town": ["csa-regular-1"], "farm-south": ["usa-regular-1"], "round-top": full},
        RETREAT_DICE,
        disrupted=["round-top"],
    )
    # the one two-area retreat, through round-top to cemetery, is taken at once
    assert loc(g, "usa-regular-1") == "cemetery"
    assert g.state.cubes["round-top"] == {"usa-regular": 1}
    # the retreating unit takes only its own cube along
    assert g.state.cubes["cemetery"] == {"usa-regular": 1}


def test_last_defender_to_retreat_takes_the_disruption_marker_R_RET_4():
    # disrupted +1: col 2, roll 2 = R
    g, _ev = attack({"town": ["csa-regular-1"], "farm-south": ["usa-regular-1"]}, [1, 6, 2], disrupted=["farm-south"])
    assert loc(g, "usa-regular-1") == "round-top"
    assert "round-top" in g.state.disrupted
    assert "farm-south" not in g.state.disrupted


def test_carried_marker_into_a_disrupted_area_becomes_a_cube_R_RET_4():
    g, _ev = attack(
        {"town": ["csa-regular-1"], "farm-south": ["usa-regular-1"], "round-top": ["usa-regular-2"]},
        [1, 6, 2],
        disrupted=["farm-south", "round-top"],
    )
    assert loc(g, "usa-regular-1") == "round-top"
    assert "round-top" in g.state.disrupted
    assert len(g.state.disrupted) == 1
    assert g.state.cubes["round-top"] == {"usa-regular": 2}  # its own cube + the one for the second marker


def test_cubes_are_no_longer_tied_after_a_retreat_R_RET_5():
    g, _ev = attack({"town": ["csa-regular-1"], "farm-south": ["usa-regular-1"]}, RETREAT_DICE)
    assert all(u.cubes == 0 for u in g.state.units.values())
    assert g.state.cubes["round-top"] == {"usa-regular": 1}


def test_with_no_room_one_or_two_areas_away_the_retreating_unit_is_eliminated_R_RET_3():
    # round-top (by the block) and cemetery beyond it are full; ridge-south leads nowhere near a block
    full = {
        "round-top": ["usa-regular-2", "usa-regular-3", "usa-regular-4", "usa-artillery-1"],
        "cemetery": ["usa-regular-5", "usa-elite-1", "usa-inferior-1", "usa-inferior-2"],
    }
    g, ev = attack({"town": ["csa-regular-1"], "farm-south": ["usa-regular-1"], **full}, RETREAT_DICE)
    assert loc(g, "usa-regular-1") == "@eliminated"
    assert [(e.get("unit"), e.rule) for e in ev if e.kind == "eliminated"] == [("usa-regular-1", "R-RET-2")]
    assert "no legal retreat" in next(e for e in ev if e.kind == "eliminated").text

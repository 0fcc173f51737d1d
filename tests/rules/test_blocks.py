"""Command blocks (R-BLK-1..4)."""

from rulehelp import blocks, game_at, legal_with, play

from gettysburg_desktop.games.gettysburg.rules.pieces import Side


def base(**kw):
    pos = {
        "units": {"mill": ["csa-regular-1"], "town": ["usa-regular-1"], "cemetery": ["usa-regular-2"]},
        "blocks": blocks(("mill", "csa", 2, 0), ("cemetery", "usa", 3, 0)),
    }
    pos.update(kw)
    return pos


def test_place_block_only_where_no_enemy_unit_and_no_block_R_BLK_1():
    g = game_at(base())
    places = {a.split()[2] for a in legal_with(g, "place-block")}
    assert "town" not in places  # enemy units
    assert "mill" not in places and "cemetery" not in places  # a block of either side
    assert {
        "orchard",
        "creek",
        "round-top",
        "west-pike",
        "east-road",
    } <= places  # need not be near own units; entry boxes too


def test_place_block_values_are_the_available_ones_and_the_turn_passes_R_BLK_1():
    g = game_at(base())
    values = {a.split()[1] for a in legal_with(g, "place-block")}
    assert values == {"2", "3", "4", "5"}
    play(g, "place-block 4 orchard")
    assert g.state.blocks["orchard"].side is Side.CSA and g.state.blocks["orchard"].value == 4
    assert sorted(g.state.available[Side.CSA]) == [2, 3, 3, 4, 5, 5]
    assert g.prompt().side is Side.USA


def test_placing_the_last_available_block_makes_the_set_aside_ones_available_R_BLK_2():
    g = game_at(base(available_blocks={"csa": [5]}, set_aside_blocks={"csa": [2, 3, 3, 4, 4, 5]}))
    assert {a.split()[1] for a in legal_with(g, "place-block")} == {"5"}
    events = play(g, "place-block 5 orchard")
    assert any(e.kind == "blocks-returned" and e.rule == "R-BLK-2" for e in events)
    assert g.state.available[Side.CSA] == [2, 3, 3, 4, 4, 5]
    assert g.state.set_aside[Side.CSA] == []


def test_set_aside_blocks_stay_unavailable_while_others_remain_R_BLK_2():
    g = game_at(base(available_blocks={"csa": [4, 5]}, set_aside_blocks={"csa": [2, 3, 3, 4, 5]}))
    play(g, "place-block 4 orchard")
    assert g.state.available[Side.CSA] == [5]
    assert g.state.set_aside[Side.CSA] == [2, 3, 3, 4, 5]


def test_remove_block_sets_it_aside_and_its_discs_return_to_supply_R_BLK_3():
    g = game_at(base(blocks=blocks(("mill", "csa", 3, 2), ("cemetery", "usa", 3, 0))))
    supply = g.state.csa_supply()
    events = play(g, "remove-block mill")
    assert "mill" not in g.state.blocks
    assert g.state.set_aside[Side.CSA] == [3]
    assert g.state.available[Side.CSA] == [2, 2, 3, 4, 4, 5, 5]  # the other 3 is still available; this one is not
    assert g.state.csa_supply() == supply + 2
    assert any(e.kind == "block-removed" and e.rule == "R-BLK-3" and e.get("discs") == 2 for e in events)
    assert g.prompt().side is Side.USA


def test_enemy_units_entering_an_area_with_only_your_block_remove_it_R_BLK_4():
    pos = base(blocks=blocks(("mill", "csa", 2, 0), ("cemetery", "usa", 3, 0), ("ridge-south", "usa", 4, 1)))
    g = game_at(pos)
    events = play(g, "order mill", "move mill", "move csa-regular-1 ridge-south")
    assert "ridge-south" not in g.state.blocks
    assert g.state.set_aside[Side.USA] == [4]
    assert any(e.kind == "block-removed" and e.rule == "R-BLK-4" for e in events)


def test_block_in_an_area_held_only_by_the_enemy_after_an_assault_is_removed_R_BLK_4():
    # USA regular alone in town with the Union block; the CSA takes the town.
    pos = base(
        units={"mill": ["csa-regular-1"], "town": ["usa-regular-1"], "cemetery": ["usa-regular-2"]},
        blocks=blocks(("mill", "csa", 2, 0), ("town", "usa", 3, 1)),
    )
    # T2 1 (nothing, no morale); T4 6 = cube; T5 town +2, 1 cube -> column 3, roll 1 = E
    g = game_at(pos, dice=[1, 6, 1])
    events = play(g, "order mill", "move mill", "move csa-regular-1 town", "end-move")
    assert g.state.units["usa-regular-1"].location == "@eliminated"
    assert "town" not in g.state.blocks
    assert g.state.set_aside[Side.USA] == [3]
    assert [e.rule for e in events if e.kind == "block-removed"] == ["R-BLK-4"]


def test_block_with_own_units_is_not_removed_by_entering_enemies():
    pos = base(blocks=blocks(("mill", "csa", 2, 0), ("town", "usa", 3, 0)))
    g = game_at(pos, dice=[1, 1])  # T2 nothing, T4 nothing; round 2 T2 nothing, T4 nothing
    g.dice.faces.extend([1, 1])
    play(g, "order mill", "move mill", "move csa-regular-1 town", "end-move")
    assert "town" in g.state.blocks


def test_a_block_swept_off_while_none_is_available_comes_back_at_once_R_BLK_2_R_BLK_4():
    # [interpretation] all eight Confederate blocks are on the map (none available, none set
    # aside); a Union unit enters the station, held only by a Confederate block (R-BLK-4):
    # it is set aside, and with no block available the set-aside blocks return (R-BLK-2)
    csa = [
        ("woods-north", 2),
        ("ridge-west", 2),
        ("orchard", 3),
        ("mill", 3),
        ("ridge-south", 4),
        ("hill-north", 4),
        ("station", 5),
        ("west-pike", 5),
    ]
    pos = base(
        units={"mill": ["csa-regular-1"], "creek": ["usa-regular-1"]},
        active="usa",
        blocks=blocks(*[(p, "csa", v, 0) for p, v in csa], ("creek", "usa", 3, 0)),
    )
    g = game_at(pos)
    assert g.state.available[Side.CSA] == [] and g.state.set_aside[Side.CSA] == []
    events = play(g, "order creek", "move creek", "move usa-regular-1 station")
    assert [(e.kind, e.rule) for e in events if e.kind.startswith("block")] == [
        ("block-removed", "R-BLK-4"),
        ("blocks-returned", "R-BLK-2"),
    ]
    assert g.state.available[Side.CSA] == [5] and g.state.set_aside[Side.CSA] == []

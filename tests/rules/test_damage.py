"""Damage cubes (R-DMG-2..9)."""

from rulehelp import blocks, game_at, legal, loc, play

BLK = blocks(("town", "csa", 5, 0), ("round-top", "usa", 3, 0))


def attack(units, dice, movers=("csa-regular-1",), cubes_taken=None):
    g = game_at({"units": units, "blocks": BLK}, dice=dice)
    ev = play(g, "order town", "move town")
    for m in movers:
        ev += g.apply(f"move {m} farm-south" + (f" {cubes_taken[m]}" if cubes_taken and m in cubes_taken else ""))
        if g.prompt().step != "move":
            break
    if g.prompt().step == "move":
        ev += g.apply("end-move")
    return g, ev


def test_cubes_spread_evenly_the_least_loaded_unit_takes_the_next_R_DMG_6():
    # T2 3 = cube; T3 rolls 6, 6
    g, ev = attack(
        {"town": [{"id": "csa-regular-1", "cubes": 1}, "csa-regular-2"], "farm-south": ["usa-regular-1"]},
        [3, 6, 6, 1, 1, 1, 1, 1],
        movers=("csa-regular-1", "csa-regular-2"),
        cubes_taken={"csa-regular-1": 1},
    )
    hit = [e for e in ev if e.kind == "cube-hit" and e.rule == "R-DMG-6"]
    assert [e.get("unit") for e in hit] == ["csa-regular-2"]
    assert g.state.units["csa-regular-2"].cubes == 0  # the cubes lie loose again after the assault (R-DMG-4)


def test_owner_chooses_among_equally_loaded_units_of_different_colours_R_DMG_5():
    g, _ev = attack(
        {"town": ["csa-regular-1", "csa-elite-1"], "farm-south": ["usa-regular-1"]},
        [3, 6, 6, 1, 1, 1, 1, 1],
        movers=("csa-regular-1", "csa-elite-1"),
    )
    assert legal(g) == ["assign csa-elite-1", "assign csa-regular-1"]


def test_infantry_with_six_cubes_is_eliminated_and_cubes_return_R_DMG_3():
    # defender with 5: T2 roll 1; T4 6 = cube -> 6
    g, _ev = attack({"town": ["csa-regular-1"], "farm-south": [{"id": "usa-regular-1", "cubes": 5}]}, [1, 6])
    assert loc(g, "usa-regular-1") == "@eliminated"
    assert g.state.supply["usa-regular"] == 30
    assert loc(g, "csa-regular-1") == "farm-south"


def test_cavalry_with_four_cubes_is_eliminated_R_DMG_3():
    g, _ev = attack({"town": ["csa-regular-1"], "farm-south": [{"id": "usa-cavalry-1", "cubes": 3}]}, [1, 6])
    play(g, "assign usa-cavalry-1")
    assert loc(g, "usa-cavalry-1") == "@eliminated"
    assert g.state.supply["usa-cavalry"] == 5


def test_existing_cubes_are_assigned_to_defenders_and_count_for_their_fire_R_DMG_8():
    # defender holds 2 cubes: T2 roll 3 - 1 = 2 = M -> attacker morale roll, no cube
    _g, ev = attack({"town": ["csa-regular-1"], "farm-south": [{"id": "usa-regular-1", "cubes": 2}]}, [3, 6, 1, 1, 1])
    assert [(e.get("unit"), e.rule) for e in ev if e.kind == "cubes-tied"] == [("usa-regular-1", "R-DMG-8")] * 2
    assert [e for e in ev if e.kind == "roll" and e.rule == "R-ASLT-3"]
    assert not [e for e in ev if e.kind == "cube-hit" and str(e.get("unit")).startswith("csa")]


def test_supply_exhausted_the_unit_is_removed_with_its_cubes_R_DMG_9():
    g, ev = attack({"town": ["csa-regular-1"], "farm-south": [{"id": "usa-elite-1", "cubes": 5}]}, [1, 6])
    assert g.state.supply["usa-elite"] == 5
    assert loc(g, "usa-elite-1") == "@eliminated"
    assert any(e.kind == "supply-exhausted" and e.rule == "R-DMG-9" for e in ev)


def test_cubes_are_not_tied_to_units_between_actions_R_DMG_1_R_DMG_4():
    g, _ev = attack({"town": ["csa-regular-1"], "farm-south": ["usa-regular-1"]}, [3, 6, 1, 1, 1, 1, 1])
    assert all(u.cubes == 0 for u in g.state.units.values())
    assert g.state.cubes["town"] == {"csa-regular": 1}


def test_a_cube_never_goes_to_a_unit_it_would_eliminate_while_another_can_take_it_R_DMG_2():
    # [ruling] the cavalry holds 3 (its limit), the regular 4: the cavalry holds fewer, but
    # a fourth cube would eliminate it while the regular can take one more and stay.
    # T2 1, 1; T4 6 = a cube: no choice is left, the regular takes it.
    g, ev = attack(
        {
            "town": ["csa-regular-1"],
            "farm-south": [{"id": "usa-cavalry-1", "cubes": 3}, {"id": "usa-regular-1", "cubes": 4}],
        },
        [1, 1, 6, 6, 6, 1, 1, 1, 1],
    )
    assert [e.get("unit") for e in ev if e.kind == "cube-hit"] == ["usa-regular-1"]
    assert loc(g, "usa-cavalry-1") == "farm-south"


def test_a_long_range_cube_is_never_of_a_colour_that_eliminates_while_another_does_not_R_DMG_2():
    # [ruling] the cavalry's colour has the fewest cubes per unit (3 against 4) but is full
    units = {
        "ridge-west": ["csa-artillery-1"],
        "mill": [{"id": "usa-cavalry-1", "cubes": 3}, {"id": "usa-regular-1", "cubes": 4}],
    }
    g = game_at({"units": units, "blocks": blocks(("ridge-west", "csa", 5, 0), ("town", "usa", 3, 0))}, dice=[6])
    ev = play(g, "order ridge-west", "fire", "end-fire")
    assert [(e.get("place"), e.get("colour")) for e in ev if e.kind == "cube-placed"] == [("mill", "usa-regular")]
    assert g.state.cubes["mill"] == {"usa-cavalry": 3, "usa-regular": 5}
    assert loc(g, "usa-cavalry-1") == "mill"


def test_a_cavalry_unit_is_removed_when_its_cube_supply_is_exhausted_R_DMG_9():
    # [interpretation] the cavalry that would take the cube is eliminated instead: all 5
    # cavalry cubes are in play (2 in its area, 3 elsewhere); T2 1; T4 6 = a cube
    g, ev = attack(
        {
            "town": ["csa-regular-1"],
            "farm-south": [{"id": "usa-cavalry-1", "cubes": 2}],
            "creek": [{"id": "usa-cavalry-2", "cubes": 3}],
        },
        [1, 6],
    )
    assert g.state.supply["usa-cavalry"] == 0
    ev = play(g, "assign usa-cavalry-1")
    assert loc(g, "usa-cavalry-1") == "@eliminated"
    assert [(e.kind, e.rule) for e in ev if e.kind in ("supply-exhausted", "eliminated")] == [
        ("supply-exhausted", "R-DMG-9"),
        ("eliminated", "R-DMG-9"),
    ]
    assert g.state.supply["usa-cavalry"] == 2  # its two cubes went back

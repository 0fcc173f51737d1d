"""Move / assault orders (R-MOVE-1..8, R-TIME-4, R-ORD-1)."""

from rulehelp import blocks, game_at, ids_at, legal, legal_with, loc, play

from gettysburg_desktop.games.gettysburg.rules.pieces import Side

USA_FAR = {"creek": ["usa-regular-5"]}


def pos(units, *, blks=None, **kw):
    p = {"units": units, "blocks": blks or blocks(("mill", "csa", 5, 0), ("creek", "usa", 3, 0))}
    p.update(kw)
    return p


def dests(g, uid):
    return sorted({a.split()[2] for a in legal_with(g, "move") if len(a.split()) >= 3 and a.split()[1] == uid})


def test_order_reaches_the_disc_area_and_edge_adjacent_areas_only_R_ORD_1():
    g = game_at(
        pos({"mill": ["csa-regular-1"], "woods-north": ["csa-regular-2"], "hill-north": ["csa-regular-3"], **USA_FAR})
    )
    play(g, "order mill")
    assert legal_with(g, "move") == ["move hill-north", "move mill"]  # woods-north is only vertex-adjacent


def test_infantry_moves_one_area_R_MOVE_1():
    g = game_at(pos({"mill": ["csa-regular-1", "csa-regular-2"], **USA_FAR}))
    play(g, "order mill", "move mill", "move csa-regular-1 town")
    assert loc(g, "csa-regular-1") == "town"
    assert dests(g, "csa-regular-1") == []
    assert dests(g, "csa-regular-2") == ["hill-north", "ridge-south", "ridge-west", "town"]


def test_units_of_one_area_may_end_in_different_areas_R_MOVE_1():
    g = game_at(pos({"mill": ["csa-regular-1", "csa-regular-2"], **USA_FAR}))
    play(g, "order mill", "move mill", "move csa-regular-1 town", "move csa-regular-2 ridge-south")
    assert loc(g, "csa-regular-1") == "town" and loc(g, "csa-regular-2") == "ridge-south"
    assert g.prompt().side is Side.USA


def usa_pos(units):
    return pos(units, blks=blocks(("orchard", "csa", 2, 0), ("mill", "usa", 5, 0)), active="usa")


def test_cavalry_moves_up_to_two_areas_R_MOVE_1():
    g = game_at(usa_pos({"mill": ["usa-cavalry-2"], "orchard": ["csa-regular-1"]}))
    play(g, "order mill", "move mill", "move usa-cavalry-2 town")
    assert dests(g, "usa-cavalry-2") == ["cemetery", "farm-south", "mill", "station"]
    play(g, "move usa-cavalry-2 cemetery")
    assert loc(g, "usa-cavalry-2") == "cemetery"
    assert g.prompt().side is Side.CSA  # no third area: the order ended


def test_cavalry_must_stop_in_an_enemy_area_R_MOVE_4():
    g = game_at(
        usa_pos(
            {"mill": ["usa-cavalry-2", "usa-regular-1"], "ridge-south": ["csa-regular-1"], "orchard": ["csa-regular-2"]}
        ),
        dice=[1, 1, 1, 1],
    )
    play(g, "order mill", "move mill", "move usa-cavalry-2 ridge-south")
    assert dests(g, "usa-cavalry-2") == []


def test_two_units_per_border_without_road_R_MOVE_2():
    g = game_at(pos({"mill": ["csa-regular-1", "csa-regular-2", "csa-regular-3"], **USA_FAR}))
    play(g, "order mill", "move mill", "move csa-regular-1 ridge-south", "move csa-regular-2 ridge-south")
    assert "ridge-south" not in dests(g, "csa-regular-3")  # mill/ridge-south has no road


def test_four_units_per_border_along_a_road_R_MOVE_2():
    g = game_at(pos({"mill": ["csa-regular-1", "csa-regular-2", "csa-regular-3", "csa-artillery-1"], **USA_FAR}))
    play(g, "order mill", "move mill")
    for uid in ("csa-regular-1", "csa-regular-2", "csa-regular-3"):
        play(g, f"move {uid} town")  # mill/town is a road
    assert ids_at(g, "town") == ["csa-regular-1", "csa-regular-2", "csa-regular-3"]
    assert g.prompt().side is Side.CSA and dests(g, "csa-artillery-1") == [
        "hill-north",
        "ridge-south",
        "ridge-west",
        "town",
    ]
    play(g, "move csa-artillery-1 town")
    assert len(ids_at(g, "town")) == 4


def test_unfinished_railroad_counts_as_a_road_R_MOVE_2():
    g = game_at(
        pos(
            {"hill-north": ["csa-regular-1", "csa-regular-2", "csa-regular-3"], **USA_FAR},
            blks=blocks(("hill-north", "csa", 5, 0), ("creek", "usa", 3, 0)),
        )
    )
    play(g, "order hill-north", "move hill-north", "move csa-regular-1 station", "move csa-regular-2 station")
    assert "station" in dests(g, "csa-regular-3")


def test_road_limit_drops_to_two_into_an_enemy_area_R_MOVE_2():
    g = game_at(
        pos({"mill": ["csa-regular-1", "csa-regular-2", "csa-regular-3"], "town": ["usa-regular-1"], **USA_FAR})
    )
    play(g, "order mill", "move mill", "move csa-regular-1 town", "move csa-regular-2 town")
    assert "town" not in dests(g, "csa-regular-3")


def test_no_moves_across_a_vertex_R_MOVE_3():
    g = game_at(pos({"mill": ["csa-regular-1"], **USA_FAR}))
    play(g, "order mill", "move mill")
    assert dests(g, "csa-regular-1") == ["hill-north", "ridge-south", "ridge-west", "town"]


def test_artillery_may_never_enter_an_enemy_area_R_MOVE_4():
    g = game_at(pos({"mill": ["csa-regular-1", "csa-artillery-1"], "town": ["usa-regular-1"], **USA_FAR}))
    play(g, "order mill", "move mill")
    assert "town" in dests(g, "csa-regular-1")
    assert "town" not in dests(g, "csa-artillery-1")


def test_stacking_limit_four_own_units_enemy_units_do_not_count_R_MOVE_5():
    full = ["csa-regular-2", "csa-regular-3", "csa-regular-4", "csa-artillery-1"]
    g = game_at(pos({"mill": ["csa-regular-1"], "ridge-south": full, **USA_FAR}))
    play(g, "order mill", "move mill")
    assert "ridge-south" not in dests(g, "csa-regular-1")
    three = ["usa-regular-1", "usa-regular-2", "usa-regular-3", "usa-artillery-1"]
    g = game_at(pos({"mill": ["csa-regular-1"], "town": three, **USA_FAR}))
    play(g, "order mill", "move mill")
    assert "town" in dests(g, "csa-regular-1")


def test_moving_units_take_their_share_of_the_area_cubes_R_MOVE_6():
    g = game_at(pos({"mill": [{"id": "csa-regular-1", "cubes": 4}, {"id": "csa-regular-2", "cubes": 3}], **USA_FAR}))
    play(g, "order mill", "move mill")
    loads = sorted(
        {
            a.split()[3] if len(a.split()) == 4 else "0"
            for a in legal_with(g, "move")
            if a.split()[1] == "csa-regular-1" and a.split()[2] == "town"
        }
    )
    assert loads == ["2", "3", "4", "5"]  # 7 cubes: the one staying holds at most 5
    play(g, "move csa-regular-1 town 3")
    assert g.state.units["csa-regular-1"].cubes == 3
    play(g, "end-move")
    assert g.state.cubes["town"] == {"csa-regular": 3}
    assert g.state.cubes["mill"] == {"csa-regular": 4}


def test_disrupted_area_keeps_one_infantry_behind_R_MOVE_7():
    g = game_at(pos({"mill": ["csa-regular-1", "csa-regular-2", "csa-artillery-1"], **USA_FAR}, disrupted=["mill"]))
    play(g, "order mill", "move mill", "move csa-regular-1 town")
    assert dests(g, "csa-regular-2") == []
    assert dests(g, "csa-artillery-1") != []  # artillery may go: the regular stays


def test_disrupted_area_without_infantry_lets_no_unit_out_R_MOVE_7():
    g = game_at(pos({"mill": ["csa-artillery-1"], "orchard": ["csa-regular-1"], **USA_FAR}, disrupted=["mill"]))
    play(g, "order mill")
    assert "move mill" not in legal_with(g, "move")


def test_night_no_unit_enters_an_enemy_area_R_TIME_4():
    g = game_at(pos({"mill": ["csa-regular-1"], "town": ["usa-regular-1"], **USA_FAR}, period="1 July night"))
    play(g, "order mill", "move mill")
    assert dests(g, "csa-regular-1") == ["hill-north", "ridge-south", "ridge-west"]


def test_every_enemy_area_entered_is_one_assault_with_all_units_R_MOVE_8():
    g = game_at(
        pos(
            {
                "mill": ["csa-regular-1", "csa-regular-2", "csa-regular-3"],
                "town": ["usa-regular-1"],
                "ridge-south": ["usa-regular-2"],
                **USA_FAR,
            }
        ),
        dice=[1] * 20,
    )
    play(
        g,
        "order mill",
        "move mill",
        "move csa-regular-1 town",
        "move csa-regular-2 town",
        "move csa-regular-3 ridge-south",
    )
    assert legal(g) == ["end-move"]  # the dice wait for the player's word
    play(g, "end-move")
    assert g.prompt().rule == "R-MOVE-8"
    assert legal(g) == ["assault ridge-south", "assault town"]
    events = play(g, "assault town")
    a = [e for e in events if e.kind == "assault"]
    assert a[0].get("area") == "town" and "csa-regular-1" in a[0].text and "csa-regular-2" in a[0].text


def test_csa_double_order_moves_four_units_across_one_border_into_an_enemy_area_R_ORD_2():
    units = {
        "mill": ["csa-regular-1", "csa-regular-2", "csa-regular-3", "csa-regular-4"],
        "town": ["usa-regular-1"],
        **USA_FAR,
    }
    g = game_at(pos(units), dice=[1] * 20)
    play(g, "double-order mill mill", "move mill", "move csa-regular-1 town", "move csa-regular-2 town", "end-move")
    assert {"move mill", "resolve-assaults"} <= set(legal(g))
    play(g, "move mill", "move csa-regular-3 town", "move csa-regular-4 town")
    events = play(g, "end-move")
    a = [e for e in events if e.kind == "assault"]
    assert len(a) == 1 and all(f"csa-regular-{i}" in a[0].text for i in (1, 2, 3, 4))


def test_csa_double_order_may_exceed_stacking_between_its_two_orders_R_ORD_2():
    units = {
        "mill": ["csa-regular-1"],
        "town": ["csa-regular-2", "csa-regular-3", "csa-regular-4", "csa-artillery-1"],
        **USA_FAR,
    }
    g = game_at(pos(units, blks=blocks(("mill", "csa", 5, 0), ("creek", "usa", 3, 0))))
    play(g, "double-order mill mill", "move mill")
    assert "town" in dests(g, "csa-regular-1")
    play(g, "move csa-regular-1 town")
    assert len(ids_at(g, "town")) == 5
    play(g, "move town")
    assert "end-move" not in legal(g)  # the second order must bring town back within the limit
    play(g, "move csa-regular-2 station")
    assert len(ids_at(g, "town")) == 4


def test_single_order_may_not_exceed_stacking_R_MOVE_5():
    units = {
        "mill": ["csa-regular-1"],
        "town": ["csa-regular-2", "csa-regular-3", "csa-regular-4", "csa-artillery-1"],
        **USA_FAR,
    }
    g = game_at(pos(units, blks=blocks(("mill", "csa", 5, 0), ("creek", "usa", 3, 0))))
    play(g, "order mill", "move mill")
    assert "town" not in dests(g, "csa-regular-1")


def test_cavalry_returning_to_its_area_still_leaves_only_cubes_its_units_can_hold_R_MOVE_6_R_DMG_2():
    units = {
        "mill": [{"id": "usa-cavalry-1", "cubes": 3}, {"id": "usa-cavalry-2", "cubes": 2}],
        "orchard": ["csa-regular-1"],
    }
    g = game_at(pos(units, blks=blocks(("orchard", "csa", 2, 0), ("mill", "usa", 5, 0)), active="usa"))
    play(g, "order mill", "move mill", "move usa-cavalry-1 town 2", "move usa-cavalry-1 mill")
    # cavalry-1 came back holding 2 tied cubes: cavalry-2 must now take 2 of the 3 loose ones
    assert "move usa-cavalry-2 town" not in legal(g)
    play(g, "move usa-cavalry-2 town 2")
    if g.prompt().step == "move":
        play(g, "end-move")
    cav_in_mill = sum(1 for u in g.units_at("mill") if u.kind.value == "cavalry")
    assert g.state.cubes.get("mill", {}).get("usa-cavalry", 0) <= 3 * cav_in_mill


UNION_MOVES = {"blks": blocks(("creek", "usa", 5, 0), ("orchard", "csa", 3, 0)), "active": "usa"}
FULL_STATION = ["usa-regular-1", "usa-regular-2", "usa-regular-3", "usa-regular-4"]


def test_cavalry_may_pass_through_a_full_friendly_area_R_MOVE_5():
    # [ruling] the limit counts where units stand when the action ends
    g = game_at(pos({"creek": ["usa-cavalry-1"], "station": FULL_STATION, "orchard": ["csa-regular-1"]}, **UNION_MOVES))
    play(g, "order creek", "move creek")
    assert "station" in dests(g, "usa-cavalry-1")
    play(g, "move usa-cavalry-1 station")
    assert len(ids_at(g, "station")) == 5
    # it must go on at once: nothing else, and no end-move, while station is over the limit
    assert legal(g) == ["move usa-cavalry-1 creek", "move usa-cavalry-1 hill-north", "move usa-cavalry-1 town"]
    play(g, "move usa-cavalry-1 town")
    assert len(ids_at(g, "station")) == 4 and loc(g, "usa-cavalry-1") == "town"
    assert g.prompt().side is Side.CSA


def test_a_unit_that_cannot_move_on_may_not_enter_a_full_area_R_MOVE_5():
    g = game_at(pos({"creek": ["usa-cavalry-1"], "town": FULL_STATION, "orchard": ["csa-regular-1"]}, **UNION_MOVES))
    play(g, "order creek", "move creek", "move usa-cavalry-1 station")
    assert "town" not in dests(g, "usa-cavalry-1")  # its second step: it could not leave town again


def test_a_free_move_may_fill_the_ordered_area_while_its_units_still_leave_R_MOVE_5():
    creek = ["usa-regular-1", "usa-regular-2", "usa-regular-3", "usa-elite-1"]
    g = game_at(pos({"creek": creek, "east-road": ["usa-regular-5"], "orchard": ["csa-regular-1"]}, **UNION_MOVES))
    play(g, "order creek", "move creek")
    assert "enter usa-regular-5" in legal(g)
    play(g, "enter usa-regular-5")
    assert len(ids_at(g, "creek")) == 5
    assert "end-move" not in legal(g) and {a.split()[1] for a in legal_with(g, "move")} == set(creek)
    play(g, "move usa-regular-1 station")
    assert len(ids_at(g, "creek")) == 4 and "end-move" in legal(g)


def test_no_free_move_into_an_area_the_second_order_must_relieve_R_MOVE_5_R_ORD_2():
    # a dead end once found by the slow playouts: a free move into the over-stacked
    # area while the second order relieves it left two units too many
    units = {
        "woods-north": ["csa-regular-1", "csa-regular-2", "csa-regular-3", "csa-regular-4"],
        "ridge-west": ["csa-regular-6", "csa-elite-1"],
        "north-road": ["csa-regular-5"],
        "creek": ["usa-regular-1"],
    }
    g = game_at(
        pos(units, blks=blocks(("ridge-west", "csa", 3, 0), ("woods-north", "csa", 2, 0), ("creek", "usa", 3, 0)))
    )
    play(
        g,
        "double-order ridge-west woods-north",
        "move ridge-west",
        "move csa-regular-6 woods-north",
        "end-move",
        "move woods-north",
    )
    assert len(ids_at(g, "woods-north")) == 5
    assert "enter csa-regular-5" not in legal(g) and "end-move" not in legal(g)
    play(g, "move csa-regular-1 hill-north")
    # back at four, with units of the order still to leave: a free move may pass in (R-MOVE-5)
    assert "enter csa-regular-5" in legal(g) and "end-move" in legal(g)

"""R-ORD-2: the first of two orders may exceed the stacking limit if the
second brings the area back within it; attackers wait for their assault."""

from rulehelp import blocks, game_at, legal, loc, play

MILL_FULL = {
    "period": "1 July afternoon",
    "active": "csa",
    "units": {
        "mill": ["csa-regular-1", "csa-regular-2", "csa-regular-3", "csa-regular-4"],
        "ridge-west": ["csa-regular-5", "csa-regular-6"],
        "cemetery": ["usa-regular-1"],
    },
    "blocks": blocks(("ridge-west", "csa", 3, 0), ("round-top", "usa", 2, 0)),
    "discs": {"csa_single": 12, "csa_double": 4, "usa_blue": 6},
}


def test_a_single_order_never_moves_into_a_full_area_R_MOVE_5():
    g = game_at(MILL_FULL)
    play(g, "order ridge-west", "move ridge-west")
    assert "move csa-regular-5 mill" not in legal(g)
    assert "move csa-regular-5 woods-north" in legal(g)


def test_first_of_two_orders_may_overstack_and_the_second_must_relieve_it_R_ORD_2():
    g = game_at(MILL_FULL)
    play(g, "double-order ridge-west ridge-west", "move ridge-west", "move csa-regular-5 mill", "end-move")
    assert len(g.units_at("mill")) == 5
    # the second order can only be a move for the over-stacked area
    assert legal(g) == ["move mill"]
    play(g, "move mill")
    assert "end-move" not in legal(g)
    play(g, "move csa-regular-1 town")
    assert loc(g, "csa-regular-1") == "town"
    assert len(g.units_at("mill")) == 4
    assert "end-move" in legal(g)
    play(g, "end-move")
    assert g.prompt().side.value == "usa"


def test_overstacking_needs_the_second_disc_to_reach_the_area_R_ORD_2():
    far = dict(
        MILL_FULL, blocks=blocks(("ridge-west", "csa", 2, 0), ("orchard", "csa", 2, 0), ("round-top", "usa", 2, 0))
    )
    g = game_at(far)
    # the first order's disc on ridge-west, the second's on orchard, whose
    # reach (orchard, ridge-west, ridge-south) misses mill
    play(g, "double-order ridge-west orchard", "move ridge-west")
    assert "move csa-regular-5 mill" not in legal(g)


ASSAULT = {
    "period": "1 July afternoon",
    "active": "csa",
    "units": {
        "town": ["csa-elite-1", "csa-regular-1", "csa-regular-2", "csa-regular-3"],
        "cemetery": ["usa-regular-1", "usa-regular-2"],
    },
    "blocks": blocks(("town", "csa", 3, 0), ("farm-south", "usa", 2, 0)),
    "discs": {"csa_single": 12, "csa_double": 4, "usa_blue": 6},
}


def test_attackers_cannot_walk_out_of_the_area_they_assault_R_ORD_2_R_MOVE_8():
    g = game_at(ASSAULT, dice=[1] * 40)
    play(
        g, "double-order town town", "move town", "move csa-elite-1 cemetery", "move csa-regular-1 cemetery", "end-move"
    )
    second = legal(g)
    assert "move cemetery" not in second
    assert second == ["move town", "resolve-assaults"]


def test_resolving_first_leaves_the_second_order_free_R_ORD_2():
    g = game_at(ASSAULT, dice=[1] * 40)
    events = play(
        g,
        "double-order town town",
        "move town",
        "move csa-elite-1 cemetery",
        "move csa-regular-1 cemetery",
        "end-move",
        "resolve-assaults",
    )
    assert any(e.kind == "assault" for e in events)
    assert "pass" in legal(g)


def test_a_first_order_whose_only_moves_overstack_is_still_offered_R_ORD_2():
    hemmed = {
        "period": "1 July afternoon",
        "active": "csa",
        "units": {
            "woods-north": ["csa-regular-1"],
            "hill-north": ["csa-regular-2", "csa-regular-3", "csa-regular-4", "csa-regular-5"],
            "ridge-west": ["csa-regular-6", "csa-elite-1", "csa-elite-2", "csa-artillery-1"],
        },
        "blocks": blocks(("woods-north", "csa", 3, 0), ("round-top", "usa", 2, 0)),
        "discs": {"csa_single": 12, "csa_double": 4, "usa_blue": 6},
    }
    g = game_at(hemmed)
    # a single order can't move woods-north's unit: both its neighbours are full
    play(g, "order woods-north")
    assert "move woods-north" not in legal(g)
    g = game_at(hemmed)
    play(g, "double-order woods-north woods-north")
    assert "move woods-north" in legal(g)


def _crowded(period):
    return game_at(
        {
            "period": period,
            "active": "csa",
            "units": {
                "woods-north": ["csa-regular-1", "csa-regular-2", "csa-regular-3", "csa-regular-4"],
                "ridge-west": ["csa-regular-5", "csa-regular-6", "csa-artillery-1"],
                "west-pike": ["csa-elite-1", "csa-elite-2"],
                "hill-north": ["usa-cavalry-1"],
            },
            "blocks": blocks(("ridge-west", "csa", 3, 0), ("round-top", "usa", 2, 0)),
            "discs": {"csa_single": 12, "csa_double": 4, "usa_blue": 6},
        },
        dice=[1, 1, 1, 1],
    )


def test_moving_out_by_assault_relieves_an_overstacked_area_R_ORD_2():
    # [ruling] by day woods-north can also be relieved by assaulting hill-north
    # (two across that border), so both box units may enter ridge-west
    g = _crowded("1 July afternoon")
    play(
        g,
        "double-order ridge-west ridge-west",
        "move ridge-west",
        "move csa-regular-5 woods-north",
        "enter csa-elite-1",
    )
    assert "enter csa-elite-2" in legal(g)
    play(g, "enter csa-elite-2", "end-move", "move woods-north")
    assert "end-move" not in legal(g)
    assert "move csa-regular-1 hill-north" in legal(g)
    play(g, "move csa-regular-1 hill-north")  # the assault relieves woods-north
    assert g.count("woods-north", g.state.units["csa-regular-1"].side) == 4
    assert "end-move" in legal(g)


def test_no_free_move_may_take_the_room_the_relief_needs_R_ORD_2():
    # at night nobody enters an enemy-held area (R-TIME-4): the relief is into ridge-west only
    g = _crowded("1 July night")
    play(g, "double-order ridge-west ridge-west", "move ridge-west", "move csa-regular-5 woods-north")
    assert len(g.units_at("woods-north")) == 5
    # woods-north can only be relieved into ridge-west (hill-north is enemy-held): one
    # unit may still enter ridge-west from its box, a second would leave no room
    play(g, "enter csa-elite-1")
    assert "enter csa-elite-2" not in legal(g)
    play(g, "end-move", "move woods-north")
    assert "end-move" not in legal(g) and "enter csa-elite-2" not in legal(g)
    play(g, "move csa-regular-1 ridge-west")  # nothing else can move: the order ends
    assert len(g.units_at("woods-north")) == 4 and len(g.units_at("ridge-west")) == 4
    assert g.prompt().side.value == "usa"


def test_no_overstacking_of_a_disrupted_area_its_units_may_not_leave_R_ORD_2_R_MOVE_7():
    # a dead end once found in review: four artillery in a disrupted area cannot leave
    # it (no infantry or cavalry stays behind, R-MOVE-7), so the first order may not
    # put a fifth unit there for the second order to relieve
    from gettysburg_desktop.games.gettysburg.rules.dice import ScriptedDice
    from gettysburg_desktop.games.gettysburg.rules.game import Game
    from gettysburg_desktop.games.gettysburg.rules.position import state_from_position
    from gettysburg_desktop.games.gettysburg.scenario.catalog import load_scenario_by_id

    sc = load_scenario_by_id("gettysburg-1863")
    pos = {
        "period": "2 July morning",
        "units": {
            "culps-hill": ["csa-hill-art-1", "csa-hill-art-2", "csa-pender-art", "csa-anderson-art"],
            "benners-hill": ["csa-rodes-art"],
            "cemetery-hill": ["usa-i-1"],
        },
        "disrupted": ["culps-hill"],
        "blocks": {
            "culps-hill": {"side": "csa", "value": 5, "discs": 0},
            "cemetery-hill": {"side": "usa", "value": 3, "discs": 0},
        },
    }
    g = Game(sc, ScriptedDice([]), state=state_from_position(sc, pos))
    play(g, "double-order culps-hill culps-hill", "move benners-hill")
    assert "move csa-rodes-art culps-hill" not in legal(g)

"""The rulebook's movement examples replayed as written (NS-MOVE, examples
M1 §4.0 and M2 §4.1), each ✓ of the rules file asserted, including what a
unit "could not" do, on the small maps of ns_maps.py."""

from __future__ import annotations

import pytest
from ns_maps import C, U, m1_map, m2_map
from ns_positions import legal, position

from gettysburg_desktop.kernel.gateway import IllegalAction


def m2_game():
    """M2: infantry A and cavalry C in Shreveport, infantry B in Vicksburg; 3 marches."""
    return position(
        m2_map(),
        {"csa-1": ("MI", "shreveport"), "csa-2": ("MI", "vicksburg"), "csa-3": ("VC", "shreveport")},
        side=C,
        marches=3,
    )


def test_m2_march_1_cavalry_mixes_road_and_railroad_infantry_goes_one_box_by_road():
    g = m2_game()
    A, B, Cav = g.unit("csa-1"), g.unit("csa-2"), g.unit("csa-3")
    g.apply("march shreveport")
    moves = legal(g)
    # C: road Shreveport -> Monroe, then railroad Monroe -> Vicksburg (NS-MOVE-6) ✓
    assert "move csa-3 shreveport>monroe>vicksburg" in moves
    # A: one box by road, and it could not go on by railroad in the same march ✓
    assert "move csa-1 shreveport>monroe" in moves
    assert "move csa-1 shreveport>monroe>vicksburg" not in moves
    with pytest.raises(IllegalAction, match="NS-MOVE-6"):
        g.apply("move csa-1 shreveport>monroe>vicksburg")
    g.apply("move csa-3 shreveport>monroe>vicksburg")
    g.apply("move csa-1 shreveport>monroe")
    assert (A.box, Cav.box, B.box) == ("monroe", "vicksburg", "vicksburg")
    assert g.state.marches_left == 2
    assert g.step_name() == "movement"  # the march ended by itself: nothing left to do in Shreveport


def test_m2_the_whole_example():
    g = m2_game()
    A, B, Cav = g.unit("csa-1"), g.unit("csa-2"), g.unit("csa-3")
    g.apply("march shreveport")
    g.apply("move csa-3 shreveport>monroe>vicksburg")
    g.apply("move csa-1 shreveport>monroe")
    # March 2, from Monroe, A alone: railroad one box to Vicksburg; it could have gone two ✓
    g.apply("march monroe")
    assert "move csa-1 monroe>vicksburg>jackson" in legal(g)  # Monroe-Vicksburg and Vicksburg-Jackson are own railroad
    g.apply("move csa-1 monroe>vicksburg")
    # March 3, from Vicksburg, B and C; A has taken part in two marches and may not move ✓
    g.apply("march vicksburg")
    moves = legal(g)
    assert not [m for m in moves if "csa-1" in m]
    with pytest.raises(IllegalAction, match="NS-MOVE-7"):
        g.apply("move csa-1 vicksburg>jackson")
    # B: river two boxes to Alexandria ✓; C: railroad two boxes to McComb, its second march ✓
    assert "move csa-2 vicksburg>natchez>alexandria" in moves
    assert "move csa-3 vicksburg>jackson>mccomb" in moves
    g.apply("move csa-2 vicksburg>natchez>alexandria")
    g.apply("move csa-3 vicksburg>jackson>mccomb")
    # Totals: A 2 marches, C 2, B 1; 3 marches spent ✓
    assert (A.marches, Cav.marches, B.marches) == (2, 2, 1)
    assert (A.box, B.box, Cav.box) == ("vicksburg", "alexandria", "mccomb")
    assert g.state.marches_left == 0
    assert g.state.segment != "movement"  # the marches are spent: the segment is over


def m1_game(louisville=U):
    return position(
        m1_map(louisville),
        {"usa-1": ("MI", "evansville"), "usa-2": ("MI", "evansville"), "usa-3": ("MI", "evansville")},
        side=U,
        marches=1,  # "verfügt über 1 Marsch" (illustrative)
    )


def test_m1_one_march_three_units_three_boxes():
    g = m1_game()
    g.apply("march evansville")  # all three take part (NS-MOVE-3) ✓
    moves = legal(g)
    for unit in ("usa-1", "usa-2", "usa-3"):
        assert f"move {unit} evansville>paducah>cairo" in moves  # river, two boxes ✓
        assert f"move {unit} evansville>bloomington>indianapolis" in moves  # own railroad, two boxes ✓
        assert f"move {unit} evansville>bloomington>louisville" in moves
        # no mixing: river to Paducah, then a road beyond (NS-MOVE-6)
        assert f"move {unit} evansville>paducah>nashville" not in moves
    with pytest.raises(IllegalAction, match="NS-MOVE-6"):
        g.apply("move usa-1 evansville>paducah>nashville")
    g.apply("move usa-1 evansville>paducah>cairo")
    g.apply("move usa-2 evansville>bloomington>indianapolis")
    g.apply("move usa-3 evansville>bloomington>louisville")
    units = [g.unit(f"usa-{n}") for n in (1, 2, 3)]
    assert [u.box for u in units] == ["cairo", "indianapolis", "louisville"]
    # the one march is spent; each unit has taken part in one and could take part in one more ✓
    assert g.state.marches_left == 0
    assert [u.marches for u in units] == [1, 1, 1]


def test_m1_with_louisville_unowned_the_line_is_an_enemy_railroad():
    g = m1_game(louisville=None)
    g.apply("march evansville")
    moves = legal(g)
    assert "move usa-3 evansville>bloomington>louisville" not in moves
    assert "move usa-3 evansville>bloomington" in moves
    with pytest.raises(IllegalAction, match="NS-MOVE-5"):
        g.apply("move usa-3 evansville>bloomington>louisville")


def test_m1_owned_by_the_union_at_move_time_only():
    """NS-MOVE-5 [interpretation]: ownership is read when the unit moves; a
    box entered this turn does not make a line own (flags change only at the
    end of the player turn)."""
    g = m1_game(louisville=None)
    g.state.marches_left = 2
    g.apply("march evansville")
    g.apply("move usa-1 evansville>bloomington")
    g.apply("end-march")
    assert g.owner("louisville") is None


def test_m2_as_the_log_tells_it():
    g = m2_game()
    told = []
    for action in (
        "march shreveport",
        "move csa-3 shreveport>monroe>vicksburg",
        "move csa-1 shreveport>monroe",
        "march monroe",
        "move csa-1 monroe>vicksburg",
        "march vicksburg",
        "move csa-2 vicksburg>natchez>alexandria",
        "move csa-3 vicksburg>jackson>mccomb",
    ):
        told += [str(e) for e in g.apply(action) if e.kind in ("march", "moved")]
    assert told == [
        "Confederacy marches from Shreveport (2 marches left) (NS-MOVE-3)",
        "Confederacy veteran cavalry csa-3 moves Shreveport > Monroe > Vicksburg (NS-MOVE-4)",
        "Confederacy militia infantry csa-1 moves Shreveport > Monroe (NS-MOVE-4)",
        "Confederacy marches from Monroe (1 march left) (NS-MOVE-3)",
        "Confederacy militia infantry csa-1 moves Monroe > Vicksburg (NS-MOVE-4)",
        "Confederacy marches from Vicksburg (0 marches left) (NS-MOVE-3)",
        "Confederacy militia infantry csa-2 moves Vicksburg > Natchez > Alexandria (NS-MOVE-4)",
        "Confederacy veteran cavalry csa-3 moves Vicksburg > Jackson > Mccomb (NS-MOVE-4)",
    ]

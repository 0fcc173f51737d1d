"""Legal-action counts at stated positions, counted by hand from the maps in
ns_maps.py (each count explained line by line in its test)."""

from __future__ import annotations

from ns_maps import C, m1_map, m2_map, mini_campaign
from ns_positions import legal, position


def m2_start():
    return position(
        m2_map(),
        {"csa-1": ("MI", "shreveport"), "csa-2": ("MI", "vicksburg"), "csa-3": ("VC", "shreveport")},
        side=C,
        marches=3,
    )


def test_m2_start_of_the_movement():
    # end-movement, and a march from each box with a unit that can act:
    # Shreveport and Vicksburg: 3
    assert legal(m2_start()) == ["end-movement", "march shreveport", "march vicksburg"]


def test_m2_a_march_from_shreveport():
    g = m2_start()
    g.apply("march shreveport")
    # csa-1 (militia infantry): Shreveport's one line is a road to Monroe, one box
    #   by road (T4): 1 path; it may begin fortifying (no number: two marches) = 2
    # csa-3 (veteran cavalry): Monroe, and on by the railroad to Vicksburg (the
    #   road back to Shreveport is no path) = 2 paths, + fortify = 3
    # no end-march before a unit has acted: 5 in all
    assert legal(g) == [
        "fortify csa-1",
        "fortify csa-3",
        "move csa-1 shreveport>monroe",
        "move csa-3 shreveport>monroe",
        "move csa-3 shreveport>monroe>vicksburg",
    ]


def test_m2_a_march_from_vicksburg():
    g = m2_start()
    g.apply("march vicksburg")
    # csa-2 (militia infantry) in Vicksburg, a Confederate permanent fortification
    #   (no fortifying: it is fortified already, NS-FORT-4):
    #   railroad to Monroe (own), not on to Shreveport (a road: one kind of line) = 1
    #   river to Natchez, and on to Alexandria = 2
    #   railroad to Jackson (own), and on to McComb (own) = 2
    #   river up to Memphis (Union-owned, empty: an ordinary move) = 1
    # 6 in all
    assert legal(g) == [
        "move csa-2 vicksburg>jackson",
        "move csa-2 vicksburg>jackson>mccomb",
        "move csa-2 vicksburg>memphis",
        "move csa-2 vicksburg>monroe",
        "move csa-2 vicksburg>natchez",
        "move csa-2 vicksburg>natchez>alexandria",
    ]


def test_m1_a_march_from_evansville():
    g = position(
        m1_map(),
        {"usa-1": ("MI", "evansville"), "usa-2": ("MI", "evansville"), "usa-3": ("MI", "evansville")},
        marches=1,
    )
    assert legal(g) == ["end-movement", "march evansville"]
    g.apply("march evansville")
    # each of the three: Paducah, Paducah>Cairo (river); Bloomington,
    # Bloomington>Indianapolis, Bloomington>Louisville (own railroad);
    # fortify (Evansville shows no number: the first of two marches) = 6; x 3 = 18
    assert len(legal(g)) == 18
    assert sorted({a.split()[-1] for a in legal(g) if a.startswith("move usa-1")}) == [
        "evansville>bloomington",
        "evansville>bloomington>indianapolis",
        "evansville>bloomington>louisville",
        "evansville>paducah",
        "evansville>paducah>cairo",
    ]


def test_the_union_s_first_decision_on_the_small_campaign_map():
    g = position(
        mini_campaign(),
        {
            "usa-1": ("MI", "washington"),
            "usa-2": ("MI", "washington"),
            "usa-3": ("MI", "st-louis"),
            "csa-1": ("MI", "fredericksburg"),
        },
        turn=1,
    )
    # end-movement; marches from Washington and St. Louis = 3;
    # sea moves from Washington (a port) to the other Union ports, New York and
    # Fort Monroe, for each of its two units = 4; no landing in turn 1: 7 in all
    assert legal(g) == [
        "end-movement",
        "march st-louis",
        "march washington",
        "sea usa-1 fort-monroe",
        "sea usa-1 new-york",
        "sea usa-2 fort-monroe",
        "sea usa-2 new-york",
    ]
    g.apply("march washington")
    # each of the two Washington units: the Potomac to Fredericksburg (a battle there)
    #   = 1 (no jump: only Fredericksburg's Confederates would be passed, and a
    #   river jump needs a second line downstream from it; none);
    #   railroad to Manassas Junction (enemy railroad: one box) = 1; railroad to
    #   Harper's Ferry (own) and on to Pittsburgh (own) = 2; Harper's Ferry then
    #   the road to Front Royal: not for infantry (one kind) = 0;
    #   no fortify (its own permanent fortification) -> 4 each, 8 in all
    assert len(legal(g)) == 8
    assert "move usa-1 washington>fredericksburg" in legal(g)

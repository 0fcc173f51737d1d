"""Entrenchment (R-ENT-1..5)."""

from rulehelp import blocks, game_at, legal_with, play


def pos(units, **kw):
    p = {"units": units, "blocks": blocks(("town", "csa", 5, 0), ("round-top", "usa", 3, 0))}
    p.update(kw)
    return p


def test_entrench_along_any_border_of_an_own_area_in_reach_R_ENT_1():
    g = game_at(pos({"town": ["csa-regular-1"], "mill": ["csa-regular-2"], "cemetery": ["usa-regular-1"]}))
    play(g, "order town")
    ents = legal_with(g, "entrench")
    assert "entrench town cemetery" in ents and "entrench mill ridge-west" in ents
    assert not [a for a in ents if a.split()[1] in ("cemetery", "station")]  # enemy / empty areas


def test_second_marker_on_the_same_border_completes_the_entrenchment_R_ENT_2():
    g = game_at(pos({"town": ["csa-regular-1"], "creek": ["usa-regular-1"]}, entrenchments={"town": ["mill"]}))
    ev = play(g, "order town", "entrench town mill")
    assert g.state.entrenchments["town"] == ["mill", "mill"]
    assert [(e.kind, e.rule) for e in ev if e.kind.startswith("entrenchment")] == [("entrenchment-placed", "R-ENT-2")]
    assert "complete" in next(e for e in ev if e.kind == "entrenchment-placed").text


def test_at_most_two_markers_per_area_but_a_marker_may_be_moved_R_ENT_1_R_ENT_2():
    g = game_at(
        pos({"town": ["csa-regular-1"], "creek": ["usa-regular-1"]}, entrenchments={"town": ["mill", "station"]})
    )
    play(g, "order town")
    assert not [a for a in legal_with(g, "entrench") if a.split()[1] == "town"]
    assert "move-entrenchment town station mill" in legal_with(g, "move-entrenchment")
    play(g, "move-entrenchment town station mill")
    assert sorted(g.state.entrenchments["town"]) == ["mill", "mill"]


def cemetery_attack(origin, dice, markers=("town", "town")):
    units = {origin: ["csa-regular-1"], "cemetery": ["usa-regular-1"]}
    p = pos(units, entrenchments={"cemetery": list(markers)})
    p["blocks"] = blocks((origin, "csa", 5, 0), ("round-top", "usa", 3, 0))
    g = game_at(p, dice=dice)
    ev = play(g, f"order {origin}", f"move {origin}", "move csa-regular-1 cemetery", "end-move")
    return g, next(e for e in ev if e.kind == "assault"), ev


def test_attack_across_the_entrenched_border_is_against_entrenchments_R_ENT_4():
    # T2 1; T4 4 - 1 = 3 = D (not a cube); T5 hill -1 entrenched -1 disrupted +1 -> col 0, roll 6
    g, a, ev = cemetery_attack("town", [1, 4, 6, 1, 1])
    assert a.get("entrenched") is True and a.get("flank") is False
    assert "cemetery" in g.state.disrupted
    assert not [e for e in ev if e.kind == "cube-hit"]


def test_attack_across_an_unmarked_border_is_a_flank_attack_R_ENT_3():
    # from creek: T2 1; T4 4 = cube (no -1); T5 1 cube +2 flank -1 hill = col 2, roll 2 = R
    g, a, _ev = cemetery_attack("creek", [1, 4, 2])
    assert a.get("flank") is True and a.get("entrenched") is False
    assert g.state.units["usa-regular-1"].location == "round-top"
    assert g.state.units["csa-regular-1"].location == "cemetery"


def test_single_marker_gives_no_benefit_but_opens_the_area_to_flank_attacks_R_ENT_2_R_ENT_3():
    _g, a, _ev = cemetery_attack("town", [1, 1, 1, 1], markers=("town",))
    assert a.get("flank") is False and a.get("entrenched") is False
    _g, a, _ev = cemetery_attack("creek", [1, 1, 1, 1], markers=("town",))
    assert a.get("flank") is True


def test_each_friendly_unit_moving_in_removes_a_marker_R_ENT_5():
    g = game_at(
        pos(
            {"mill": ["csa-regular-1", "csa-regular-2"], "town": ["csa-regular-3"], "creek": ["usa-regular-1"]},
            entrenchments={"town": ["station", "station"]},
            blocks=blocks(("mill", "csa", 5, 0), ("round-top", "usa", 3, 0)),
        )
    )
    play(g, "order mill", "move mill", "move csa-regular-1 town")
    assert g.state.entrenchments["town"] == ["station"]  # both faced station: no choice to make
    play(g, "move csa-regular-2 town")
    assert "town" not in g.state.entrenchments


def test_all_markers_go_when_no_unit_remains_R_ENT_5():
    g = game_at(pos({"town": ["csa-regular-1"], "creek": ["usa-regular-1"]}, entrenchments={"town": ["mill", "mill"]}))
    play(g, "order town", "move town", "move csa-regular-1 station")
    assert "town" not in g.state.entrenchments


def test_no_order_removes_an_entrenchment_voluntarily_R_ENT_5():
    g = game_at(pos({"town": ["csa-regular-1"], "creek": ["usa-regular-1"]}, entrenchments={"town": ["mill", "mill"]}))
    play(g, "order town")
    verbs = {a.verb for a in g.legal_actions()}
    assert verbs <= {
        "move",
        "pass",
        "entrench",
        "move-entrenchment",
        "reinforce",
        "reorganize",
        "remove-fire-marker",
        "fire",
    }


def test_the_owner_chooses_which_marker_goes_when_they_face_different_borders_R_ENT_5():
    # [ruling] town's two markers face station and cemetery; a unit from mill arrives
    g = game_at(
        pos(
            {"mill": ["csa-regular-1"], "town": ["csa-regular-3"], "creek": ["usa-regular-1"]},
            entrenchments={"town": ["station", "cemetery"]},
            blocks=blocks(("mill", "csa", 5, 0), ("round-top", "usa", 3, 0)),
        )
    )
    play(g, "order mill", "move mill", "move csa-regular-1 town")
    p = g.prompt()
    assert (p.side.value, p.rule, p.step) == ("csa", "R-ENT-5", "remove-entrenchment")
    assert legal_with(g, "remove-entrenchment") == [
        "remove-entrenchment town cemetery",
        "remove-entrenchment town station",
    ]
    ev = play(g, "remove-entrenchment town station")
    assert g.state.entrenchments["town"] == ["cemetery"]
    assert [(e.kind, e.get("border")) for e in ev if e.kind == "entrenchment-removed"] == [
        ("entrenchment-removed", "station")
    ]


def test_a_unit_retreating_into_an_entrenched_friendly_area_removes_a_marker_R_ENT_5():
    # the Union regular in farm-south retreats (T2 1; T4 6 = cube; T5 column 1, roll 1 = R)
    # to round-top, where a friendly unit holds a complete entrenchment facing cemetery
    g = game_at(
        pos(
            {"town": ["csa-regular-1"], "farm-south": ["usa-regular-1"], "round-top": ["usa-regular-2"]},
            entrenchments={"round-top": ["cemetery", "cemetery"]},
        ),
        dice=[1, 6, 1],
    )
    ev = play(g, "order town", "move town", "move csa-regular-1 farm-south", "end-move")
    assert g.state.units["usa-regular-1"].location == "round-top"
    assert g.state.entrenchments["round-top"] == ["cemetery"]
    assert [e.rule for e in ev if e.kind == "entrenchment-removed"] == ["R-ENT-5"]

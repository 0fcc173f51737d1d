"""Small orders (R-REINF, R-REORG, R-RAF, R-PASS, R-FPASS) and the CSA double order (R-ORD-2)."""

from rulehelp import blocks, game_at, legal, legal_with, loc, play

from gettysburg_desktop.games.gettysburg.rules.pieces import Side


def pos(units, **kw):
    p = {"units": units, "blocks": blocks(("mill", "csa", 3, 0), ("creek", "usa", 3, 0))}
    p.update(kw)
    return p


def test_reinforce_moves_a_cube_into_an_adjacent_area_with_infantry_of_its_colour_R_REINF():
    g = game_at(
        pos(
            {"mill": ["csa-regular-1"], "ridge-west": [{"id": "csa-regular-2", "cubes": 2}], "creek": ["usa-regular-1"]}
        )
    )
    play(g, "order mill")
    assert legal_with(g, "reinforce") == ["reinforce ridge-west mill csa-regular"]
    play(g, "reinforce ridge-west mill csa-regular")
    assert g.state.cubes["mill"] == {"csa-regular": 1} and g.state.cubes["ridge-west"] == {"csa-regular": 1}


def test_reinforce_may_eliminate_the_receiving_unit_R_REINF():
    g = game_at(
        pos(
            {
                "mill": [{"id": "csa-regular-1", "cubes": 5}],
                "ridge-west": [{"id": "csa-regular-2", "cubes": 2}],
                "creek": ["usa-regular-1"],
            }
        )
    )
    play(g, "order mill", "reinforce ridge-west mill csa-regular")
    assert loc(g, "csa-regular-1") == "@eliminated"
    assert "mill" not in g.state.cubes


def test_reorganize_removes_a_disruption_marker_in_reach_R_REORG():
    g = game_at(pos({"mill": ["csa-regular-1"], "creek": ["usa-regular-1"]}, disrupted=["town", "creek", "mill"]))
    play(g, "order mill")
    assert legal_with(g, "reorganize") == ["reorganize mill", "reorganize town"]
    ev = play(g, "reorganize town")
    assert g.state.disrupted == {"creek", "mill"}
    assert any(e.rule == "R-REORG" for e in ev)


def test_remove_fire_marker_in_reach_R_RAF():
    g = game_at(
        pos({"mill": ["csa-regular-1"], "creek": ["usa-regular-1", "usa-artillery-1"]}, fire_markers=["town", "creek"])
    )
    play(g, "order mill")
    assert legal_with(g, "remove-fire-marker") == ["remove-fire-marker town"]
    play(g, "remove-fire-marker town")
    assert g.state.fire_markers == {"creek"}


def test_pass_still_costs_a_disc_on_a_block_R_PASS():
    g = game_at(pos({"mill": ["csa-regular-1"], "creek": ["usa-regular-1"]}))
    assert "pass" not in legal(g)  # no pass without a disc
    single = g.state.csa_single
    play(g, "order mill", "pass")
    assert g.state.csa_single == single - 1 and g.state.blocks["mill"].discs == 1
    assert g.prompt().side is Side.USA


def test_forced_pass_is_union_only_and_sets_a_black_disc_aside_R_FPASS():
    g = game_at(
        pos({"mill": ["csa-regular-1"], "creek": ["usa-regular-1"]}, discs={"usa_blue": 2, "usa_forced_pass": 2})
    )
    assert "forced-pass" not in legal(g)
    play(g, "order mill", "pass")
    assert "forced-pass" in legal(g)
    play(g, "forced-pass")
    assert g.state.usa_black == 1 and g.state.usa_black_aside == 1 and g.state.blocks["creek"].discs == 0


def test_double_order_takes_two_discs_from_the_double_box_as_one_action_R_ORD_2():
    g = game_at(
        pos(
            {"mill": ["csa-regular-1"], "orchard": ["csa-regular-2"], "creek": ["usa-regular-1"]},
            blocks=blocks(("mill", "csa", 3, 0), ("orchard", "csa", 2, 1), ("creek", "usa", 3, 0)),
        )
    )
    dbl = legal_with(g, "double-order")
    assert "double-order mill orchard" in dbl and "double-order mill mill" in dbl
    assert "double-order orchard orchard" not in dbl  # only one disc of room left there
    play(g, "double-order mill orchard")
    assert g.state.csa_double == 2 and g.state.csa_single == 12
    assert "order 1 of 2" in g.prompt().text
    play(g, "pass")
    assert "order 2 of 2" in g.prompt().text
    play(g, "pass")
    assert g.prompt().side is Side.USA
    assert g.state.blocks["mill"].discs == 1 and g.state.blocks["orchard"].discs == 2


def test_union_has_no_double_order_R_ORD_2():
    g = game_at(pos({"mill": ["csa-regular-1"], "creek": ["usa-regular-1"]}, active="usa"))
    assert legal_with(g, "double-order") == []

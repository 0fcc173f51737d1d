"""The scouts (FL-SPEC-9, D27): at the start of every round each scout may
learn the order of one enemy unit he sees; his side knows it from then on
(its view shows it, the computer's sampled worlds keep it), the other side
reads only that he watched the unit. Played on the shipped battle, whose
Garde der Nordmark has a scout, Späher Lenz."""

from __future__ import annotations

import random

from gettysburg_desktop.games.finsterland.battles import load_scenario
from gettysburg_desktop.games.finsterland.game import clicks
from gettysburg_desktop.games.finsterland.game.game import FinsterlandGame
from gettysburg_desktop.games.finsterland.game.sides import Side
from gettysburg_desktop.kernel.dice import SeededDice


def to_scouting():
    g = FinsterlandGame(load_scenario("grauwasser"), SeededDice(5))
    while g.prompt().step != "scouting":
        g.apply(g.legal_actions()[0])
    return g


def test_a_scout_learns_one_order_of_a_unit_he_sees_and_his_side_knows_it_from_then_on():
    g = to_scouting()
    assert g.deciding_side() is Side.NORTH and g.state.round == 1
    scout = next(u for u in g.state.units.values() if u.kind == "scout")
    watched = [a for a in g.legal_actions() if a.verb == "scout"]
    assert watched and all(a.args[0] == scout.id for a in watched)
    assert "end-scouting" in [a.verb for a in g.legal_actions()]
    uid = watched[0].args[1]
    assert g.state.units[uid].side == "south"
    g.apply(watched[0])
    order = str(g.state.orders[uid])
    assert str(g.state.known[Side.NORTH][uid]) == order
    assert g.ruleset.view(g, Side.NORTH)["orders"][uid] == order  # his side sees it
    assert uid not in g.ruleset.view(g, Side.SOUTH)["orders"] or g.state.units[uid].side == "south"
    assert g.prompt().step != "scouting" or g.deciding_side() is not Side.NORTH  # once a round


def test_the_other_side_reads_only_that_the_scout_watched_the_unit():
    g = to_scouting()
    a = next(a for a in g.legal_actions() if a.verb == "scout")
    events = g.apply(a)
    (event,) = [e for e in events if e.kind == "scout"]
    scout, unit = (g.state.units[i].name for i in a.args)
    assert event.public_text == f"{scout} watches {unit}"
    assert "learns the order" in event.text and event.rule == "FL-SPEC-9"


def test_the_computers_sampled_worlds_keep_the_orders_its_scout_learnt():
    g = to_scouting()
    a = next(a for a in g.legal_actions() if a.verb == "scout")
    g.apply(a)
    uid = a.args[1]
    for seed in range(8):
        world = g.ruleset.resample(g, Side.NORTH, seed, random.Random(seed))
        assert world.state.orders[uid] == g.state.orders[uid]


def test_a_click_on_an_enemy_the_scout_sees_is_the_scouts_choice():
    g = to_scouting()
    cs = clicks.choices(g)
    a = next(a for a in g.legal_actions() if a.verb == "scout")
    r = clicks.read_click(g, cs, None, None, unit=a.args[1])
    assert [str(c.action) for c in r.choices] == [str(a)]
    assert str(r.choices[0].label) == f"{clicks.unit_words(g, a.args[0])} watches {clicks.unit_words(g, a.args[1])}"


def test_letting_the_scouts_be_is_the_first_button_not_hidden_after_a_dozen_units_to_watch():
    """Found playing Der Vorstoß: the scout's seven choices filled the bar and "The scouts learn nothing
    more" stood last, out of sight until the bar was scrolled."""
    g = to_scouting()
    cs = clicks.choices(g)
    assert len([c for c in cs if c.action.verb == "scout"]) > 1
    assert cs[0].action.verb == "end-scouting" and str(cs[0].label) == "The scouts learn nothing more"


def test_at_the_start_of_the_game_a_scout_may_learn_instead_when_an_enemy_reserve_arrives():
    """FL-SPEC-9's alternative, on Der Vorstoß: South's Späherin Amsel, in round 1, learns that the Garde's
    Landwehr (N12, held in reserve) arrives in round 3; North reads only that she scouted its reserves;
    South's view and its sampled worlds keep the round."""
    g = FinsterlandGame(load_scenario("vorstoss"), SeededDice(3))
    while g.prompt().step != "scouting" or g.deciding_side() is not Side.SOUTH:
        acts = g.legal_actions()
        a = next((a for a in acts if a.verb.startswith("end-")), acts[0])
        g.apply(f"order {a.args[0]} A C5" if a.verb == "order" else a)
    assert g.state.round == 1 and "scout-reserve S12 N12" in map(str, g.legal_actions())
    events = g.apply("scout-reserve S12 N12")
    (event,) = [e for e in events if e.kind == "scout"]
    assert event.public_text == "Späherin Amsel scouts the enemy's reserves"
    assert event.text == "Späherin Amsel learns that Landwehr arrives in round 3"
    assert g.ruleset.view(g, Side.SOUTH)["reserves"]["N12"]["round"] == 3
    assert "round" not in g.ruleset.view(g, Side.NORTH)["reserves"].get("S7", {})
    for seed in range(5):
        world = g.ruleset.resample(g, Side.SOUTH, seed, random.Random(seed))
        assert world.state.reserves["N12"].round == 3

"""The rulebook's worked combat example (§5 "Beispiel-Kampf"), replayed as
written on the battle frames: Union A, B, C (C elite infantry) came
downstream by river from Fort Smith into Little Rock against Confederate D
and E (E value 2, not fortified); Little Rock is no permanent fortification
and the Fort Smith line no blue side. The dice are the example's: 4, 1
for the Confederacy, 6, 1, 2 for the Union.

A = usa-1, B = usa-2 (veteran infantry: the text fixes neither kind; B's
hit on a 1 and A's miss on a 6 fit any), C = usa-3 (elite infantry);
D = csa-1 (militia infantry: D's miss on a 4 fits any kind), E = csa-2
(militia infantry, value 2)."""

from __future__ import annotations

from pathlib import Path

import pytest
from battle_maps import USA, battle_game, combat_example_map, legal, texts, unit
from ns_positions import position

from gettysburg_desktop.games.nordensueden.boxes.box_map_file import load_box_map
from gettysburg_desktop.games.nordensueden.rules.battle import battle_view

A, B, C, D, E = "usa-1", "usa-2", "usa-3", "csa-1", "csa-2"


@pytest.fixture
def g():
    came = {"entered_from": "fort-smith"}  # down the Arkansas, not across a blue side: crossed stays False
    units = [
        unit(A, "VI", "little-rock", **came),
        unit(B, "VI", "little-rock", **came),
        unit(C, "EI", "little-rock", **came),
        unit(D, "MI", "little-rock"),
        unit(E, "MI", "little-rock"),
    ]
    return battle_game(combat_example_map(), units, "little-rock", [4, 1, 6, 1, 2])


def state(g, uid):
    u = g.unit(uid)
    return "off" if u.box is None else ("reduced" if u.reduced else "full")


def test_step_1_the_union_attacks_so_the_confederacy_fires_first(g):
    assert texts(g.start_events) == [
        "Battle in Little Rock: the Union attacks with 3 units, the Confederacy defends with 2 units",
        "Battle in Little Rock: round 1",
    ]
    p = g.prompt()
    assert p.side.value == "csa" and p.rule == "NS-FIRE-1" and p.step == "declare-targets"
    assert "round 1: choose the target of Confederacy militia infantry csa-1" in p.text


def test_the_whole_first_round_as_written(g):
    # step 2: Confederate declarations. Two firers at three targets (F <= T): different targets.
    # D may pick any of the 3 Union units; then E any of the 2 not yet fired at (3 x 2 = 6 in all).
    # Round 1: no retreat, no reinforcements offered (NS-CBT-5), only targets.
    assert legal(g) == [f"target {D} {A}", f"target {D} {B}", f"target {D} {C}"]
    ev = g.apply(f"target {D} {A}")
    assert texts(ev) == ["Confederacy militia infantry csa-1 fires at Union veteran infantry usa-1: hits on 2 or less"]
    assert legal(g) == [f"target {E} {B}", f"target {E} {C}"]  # not A again: B and C would go unshot
    ev = g.apply(f"target {E} {C}")
    # step 4's modifier already shows in the declaration: E's 2 - 1 at elite infantry, "a 1 instead of a 2"
    assert texts(ev) == ["Confederacy militia infantry csa-2 fires at Union elite infantry usa-3: hits on 1 or less"]
    # B is not fired at. Every target declared: `fire` is the lone action, yet asked (dice follow)
    assert legal(g) == ["fire"] and g.prompt().rule == "NS-FIRE-2"
    assert g.forced().verb == "fire" and g.state.dice.used == 0

    # steps 3 and 4: D rolls 4, a miss (no value above 3, no river +1); E rolls 1, a hit: C reduced
    ev = g.apply("fire")
    assert [(e.kind, e.get("face"), e.get("need"), e.get("result")) for e in ev if e.kind == "shot"] == [
        ("shot", 4, 2, "miss"),
        ("shot", 1, 1, "hit"),
    ]
    assert texts(ev) == [
        "Confederacy rolls 4 for csa-1 at usa-1",
        "Confederacy militia infantry csa-1 rolls 4 at Union veteran infantry usa-1, needing 2 or less: a miss",
        "Confederacy rolls 1 for csa-2 at usa-3",
        "Confederacy militia infantry csa-2 rolls 1 at Union elite infantry usa-3, needing 1 or less: a hit",
        "Union elite infantry usa-3 is reduced",
    ]
    assert [state(g, u) for u in (A, B, C)] == ["full", "full", "reduced"]

    # step 5: Union declarations. Three firers at two targets (F > T): both fired at, one extra shot.
    # A may pick either (2); after A at D, B either (2: C can still reach E); after B at D, C only E (1),
    # taken by the engine as the only choice: 2 x 2 x 1 on this path, 6 whole declarations in all.
    assert g.prompt().side.value == "usa"
    assert legal(g) == [f"target {A} {D}", f"target {A} {E}"]
    g.apply(f"target {A} {D}")
    assert legal(g) == [f"target {B} {D}", f"target {B} {E}"]
    ev = g.apply(f"target {B} {D}")
    assert texts(ev) == [
        "Union veteran infantry usa-2 fires at Confederacy militia infantry csa-1: hits on 3 or less",
        "the only choice: Union target usa-3 csa-2",
        # step 7: C, though reduced, at full value 3; E neither elite nor fortified
        "Union elite infantry usa-3 fires at Confederacy militia infantry csa-2: hits on 3 or less",
    ]
    assert legal(g) == ["fire"]

    # steps 6 and 7: A rolls 6, a miss; B rolls 1, a hit: D reduced; C rolls 2, a hit: E reduced
    ev = g.apply("fire")
    assert [(e.get("firer"), e.get("face"), e.get("need"), e.get("result")) for e in ev if e.kind == "shot"] == [
        (A, 6, 3, "miss"),
        (B, 1, 3, "hit"),
        (C, 2, 3, "hit"),
    ]
    assert [e.text for e in ev if e.kind in ("reduced", "eliminated", "round")] == [
        "Confederacy militia infantry csa-1 is reduced",
        "Confederacy militia infantry csa-2 is reduced",
        "Battle in Little Rock: round 2",
    ]

    # step 8: end of round 1: A and B full; C, D and E reduced
    assert [state(g, u) for u in (A, B, C, D, E)] == ["full", "full", "reduced", "reduced", "reduced"]
    assert g.state.dice.remaining == 0

    # from round 2 the defender may retreat (or reinforce, none adjacent here): Pine Bluff, its own box;
    # not Fort Smith, where the attackers came from (NS-RET-2), nor white Batesville while an own box
    # qualifies (NS-RET-4)
    p = g.prompt()
    assert (p.side.value, p.rule, p.step) == ("csa", "NS-CBT-5", "retreat-or-reinforce")
    assert legal(g) == ["retreat pine-bluff", "stand"]


def test_the_view_after_round_1(g):
    assert battle_view(g)["next_firer"] == D
    for a in (f"target {D} {A}", f"target {E} {C}", "fire", f"target {A} {D}", f"target {B} {D}", "fire"):
        g.apply(a)
    v = g.ruleset.view(g, None)["battle"]
    assert (v["box"], v["round"], v["attacker"], v["firing"], v["stage"]) == (
        "little-rock",
        2,
        "usa",
        "csa",
        "retreat-or-reinforce",
    )
    assert [(u["id"], u["reduced"]) for u in v["armies"]["usa"]] == [(A, False), (B, False), (C, True)]
    assert [(u["id"], u["reduced"]) for u in v["armies"]["csa"]] == [(D, True), (E, True)]
    assert v["crossing"] == [] and v["volley_side"] == "usa"
    assert [(s["face"], s["result"]) for s in v["volley"]] == [(6, "miss"), (1, "hit"), (2, "hit")]
    # round by round: the Confederate volley, then the Union's
    assert [(j["round"], j["side"], [s["face"] for s in j["shots"]]) for j in v["journal"]] == [
        (1, "csa", [4, 1]),
        (1, "usa", [6, 1, 2]),
    ]


def test_had_the_union_crossed_a_river_e_would_need_a_2(g):
    """NS-MOD-4: the text's "a 1 instead of a 2" shows the river line was no blue side; with one
    (crossed) E's shot at C would be 2 + 1 - 1 = 2, and A would be hit by D on 1-3."""
    for u in (A, B, C):
        g.unit(u).crossed = True
    g2 = battle_game(
        combat_example_map(),
        [g.unit(u) for u in (A, B, C, D, E)],
        "little-rock",
        [4, 2],
    )
    g2.apply(f"target {D} {A}")
    ev = g2.apply(f"target {E} {C}")
    assert ev[-1].get("need") == 2
    ev = g2.apply("fire")
    assert [(e.get("need"), e.get("result")) for e in ev if e.kind == "shot"] == [(3, "miss"), (2, "hit")]


def test_the_example_on_the_map_of_1861():
    """NS-MAP-4.1, .10: on our map the Arkansas runs Fort Smith > Dardanelle > Little Rock; the
    attackers came down it (a two-box river march: the box they stepped in from is Dardanelle)
    and the line enters Little Rock through no blue side, so the example plays the same."""
    m = load_box_map(Path(__file__).resolve().parents[2] / "resources" / "maps" / "norden-sueden-1861.yaml")
    river = [k for k in m.links_between("dardanelle", "little-rock") if k.kind.value == "river"]
    assert river and not river[0].crosses_into("little-rock") and not m.box["little-rock"].fortress
    came = {"entered_from": "dardanelle"}
    units = [
        unit(A, "VI", "little-rock", **came),
        unit(B, "VI", "little-rock", **came),
        unit(C, "EI", "little-rock", **came),
        unit(D, "MI", "little-rock"),
        unit(E, "MI", "little-rock"),
    ]
    g = battle_game(m, units, "little-rock", [4, 1, 6, 1, 2])
    for a in (f"target {D} {A}", f"target {E} {C}", "fire", f"target {A} {D}", f"target {B} {D}", "fire"):
        g.apply(a)
    assert [state(g, u) for u in (A, B, C, D, E)] == ["full", "full", "reduced", "reduced", "reduced"]
    retreats = [a.args[0] for a in g.legal_actions() if a.verb == "retreat"]
    assert retreats and "dardanelle" not in retreats
    assert all(g.owner(b) is g.unit(D).side for b in retreats)  # its own boxes first (NS-RET-2)


def test_with_units_nearby_neither_side_may_retreat_or_reinforce_in_round_1_both_may_in_round_2():
    """The example with a Confederate unit in Pine Bluff and a Union one left in Fort Smith (NS-CBT-5,
    NS-RET-1, NS-REINF-1): round 1 offers only targets to both sides; round 2 offers each side its
    retreat boxes and its reinforcement."""
    came = {"entered_from": "fort-smith"}
    units = [
        unit(A, "VI", "little-rock", **came),
        unit(B, "VI", "little-rock", **came),
        unit(C, "EI", "little-rock", **came),
        unit("usa-4", "MI", "fort-smith"),
        unit(D, "MI", "little-rock"),
        unit(E, "MI", "little-rock"),
        unit("csa-3", "MI", "pine-bluff"),
    ]
    g = battle_game(combat_example_map(), units, "little-rock", [4, 1, 6, 1, 2, 6, 6, 6, 6])
    assert {a.verb for a in g.legal_actions()} == {"target"}
    for a in (f"target {D} {A}", f"target {E} {C}", "fire"):
        g.apply(a)
    assert {a.verb for a in g.legal_actions()} == {"target"}  # the Union's round-1 step: targets only
    for a in (f"target {A} {D}", f"target {B} {D}", "fire"):
        g.apply(a)
    # round 2, the Confederacy: Pine Bluff holds its unit and is its own box; no retreat to Fort Smith
    assert legal(g) == ["reinforce csa-3", "retreat pine-bluff", "stand"]
    g.apply("stand")
    for a in (f"target {D} {A}", f"target {E} {B}", "fire"):
        g.apply(a)
    # round 2, the Union: usa-4 from Fort Smith; no Union box qualifies, so white Batesville and
    # Confederate Fort Smith alike (Pine Bluff holds enemies; the defender brought nobody in)
    assert legal(g) == ["reinforce usa-4", "retreat batesville", "retreat fort-smith", "stand"]


def test_the_example_from_the_march_down_the_arkansas_to_recovery():
    """The whole example in a real game: the Union's march from Fort Smith into Little Rock (its
    movement sets where the units came from and that they crossed no blue side), the combat
    segment's battle, round 1 as written, then a Confederate retreat in round 2, the Union's
    promotion choice and recovery at the end of the combat segment (NS-RECOV-1)."""
    units = {A: ("VI", "fort-smith"), B: ("VI", "fort-smith"), C: ("EI", "fort-smith")}
    units |= {D: ("MI", "little-rock"), E: ("MI", "little-rock")}
    g = position(combat_example_map(), units, marches=2, dice=(4, 1, 6, 1, 2), flags={"fort-smith": USA})
    g.apply("march fort-smith")
    for u in (A, B):
        g.apply(f"move {u} fort-smith>little-rock")
    ev = g.apply(f"move {C} fort-smith>little-rock")
    assert "Battle in Little Rock: the Union attacks with 3 units, the Confederacy defends with 2 units" in texts(ev)
    assert [(g.unit(u).entered_from, g.unit(u).crossed) for u in (A, B, C)] == [("fort-smith", False)] * 3
    for a in (f"target {D} {A}", f"target {E} {C}", "fire", f"target {A} {D}", f"target {B} {D}", "fire"):
        g.apply(a)
    assert [state(g, u) for u in (A, B, C, D, E)] == ["full", "full", "reduced", "reduced", "reduced"]
    assert legal(g) == ["retreat pine-bluff", "stand"]
    ev = g.apply("retreat pine-bluff")
    assert "Union wins the battle in Little Rock after 2 rounds" in texts(ev)
    assert legal(g) == ["no-promotion", f"promote {A}", f"promote {B}"]  # C is elite (NS-PROM-1)
    ev = g.apply("no-promotion")
    assert texts([e for e in ev if e.kind == "recovered"]) == [
        "Union: 1 reduced unit recovers",
        "Confederacy: 2 reduced units recover",
    ]
    assert [(g.unit(u).box, g.unit(u).reduced, g.unit(u).retreated) for u in (D, E)] == [
        ("pine-bluff", False, True)
    ] * 2
    assert all(g.unit(u).fought for u in (A, B, C, D, E))
    assert g.state.segment == "promotion"

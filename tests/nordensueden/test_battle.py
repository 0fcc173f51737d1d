"""The battle frames rule by rule (NS-CBT, NS-CAVRET, NS-RET, NS-REINF,
NS-FIRE, NS-MOD, NS-PROM-2, NS-RECOV-1): each test a position on a small
map and what a player sees there (legal actions, events, units' state)."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from battle_maps import CSA, USA, battle_game, box, legal, link, small_map, star, texts, unit
from ns_maps import sea_map
from ns_positions import position

from gettysburg_desktop.games.nordensueden.rules import battle as battle_module
from gettysburg_desktop.games.nordensueden.rules.battle import Battle, battle_view, recover
from gettysburg_desktop.games.nordensueden.rules.ruleset import NORDEN_SUEDEN
from gettysburg_desktop.kernel.board import EngineError
from gettysburg_desktop.kernel.dice import SeededDice
from gettysburg_desktop.kernel.gateway import IllegalAction


def kinds(events, *wanted):
    return [e for e in events if e.kind in wanted]


def play(g, *actions):
    out = []
    for a in actions:
        out += g.apply(a)
    return out


# ---------------------------------------------------------------------- NS-CAVRET


def cavalry_map():
    return star(CSA, {"own": (CSA, {}), "white": (None, {}), "theirs": (USA, {}), "came": (CSA, {})})


def test_cavalry_alone_may_retreat_before_round_1_to_own_or_white_boxes():  # NS-CAVRET-1, -4
    units = [
        unit("usa-1", "VI", "battle", entered_from="came"),
        unit("csa-1", "VC", "battle"),
        unit("csa-2", "MC", "battle"),
    ]
    g = battle_game(cavalry_map(), units, "battle")
    p = g.prompt()
    assert (p.side, p.rule, p.step) == (CSA, "NS-CAVRET-1", "cavalry-retreat")
    # not "theirs" (enemy-owned), not "came" (the attacker came from it)
    assert legal(g) == ["cavalry-retreat own", "cavalry-retreat white", "stand"]
    assert "may not retreat to Theirs" in refusal(g, "cavalry-retreat theirs")
    assert "(NS-CAVRET-1)" in refusal(g, "cavalry-retreat came")
    ev = g.apply("cavalry-retreat white")
    assert texts(kinds(ev, "cavalry-retreat")) == [
        "Confederacy: the cavalry in Battle retreats to White before the battle; no battle is fought"
    ]
    assert [(g.unit(u).box, g.unit(u).retreated) for u in ("csa-1", "csa-2")] == [("white", True), ("white", True)]
    # NS-CAVRET-3: no lost battle: no winner, no promotion, and the attacker has not fought
    assert not kinds(ev, "battle-won", "promoted") and g.over
    assert g.unit("usa-1").box == "battle" and not g.unit("usa-1").fought


def test_cavalry_that_stands_fights_round_1():
    units = [unit("usa-1", "VI", "battle"), unit("csa-1", "VC", "battle")]
    g = battle_game(cavalry_map(), units, "battle")
    ev = g.apply("stand")
    assert texts(kinds(ev, "round")) == ["Battle in Battle: round 1"]
    assert legal(g) == ["fire"]  # one target each: declared by the engine, the roll asked


def test_no_cavalry_retreat_against_cavalry_alone():  # NS-CAVRET-2
    units = [unit("usa-1", "VC", "battle"), unit("usa-2", "EC", "battle"), unit("csa-1", "VC", "battle")]
    g = battle_game(cavalry_map(), units, "battle")
    assert g.prompt().step == "declare-targets" and g.prompt().side is CSA


def test_no_cavalry_retreat_with_infantry_defending():  # NS-CAVRET-1: only cavalry
    units = [unit("usa-1", "VI", "battle"), unit("csa-1", "VC", "battle"), unit("csa-2", "MI", "battle")]
    g = battle_game(cavalry_map(), units, "battle")
    assert g.prompt().step == "declare-targets"


def test_no_cavalry_retreat_with_nowhere_to_go():
    m = star(CSA, {"theirs": (USA, {})})
    g = battle_game(m, [unit("usa-1", "VI", "battle"), unit("csa-1", "VC", "battle")], "battle")
    assert g.prompt().step == "declare-targets"


# ---------------------------------------------------------------------- rounds, NS-RET


def two_round_position(**defender):
    """Union militia and veteran infantry attack a Confederate militia infantry; both miss in round 1."""
    m = star(CSA, {"own": (CSA, {}), "white": (None, {}), "came": (CSA, {})})
    units = [
        unit("usa-1", "MI", "battle", entered_from="came"),
        unit("usa-2", "VI", "battle", entered_from="came"),
        unit("csa-1", "MI", "battle", **defender),
    ]
    return m, units


def test_no_retreat_nor_reinforcement_in_round_1_then_retreat_in_round_2():  # NS-CBT-5, NS-RET-1
    m, units = two_round_position(fortified=True, reduced=True)
    g = battle_game(m, units, "battle", [6, 6, 6])
    assert g.prompt().step == "declare-targets"  # round 1: straight to the targets
    assert legal(g) == ["target csa-1 usa-1", "target csa-1 usa-2"]
    ev = play(g, "target csa-1 usa-2", "fire", "fire")  # the Union's two declarations are its only choices
    assert texts(kinds(ev, "round")) == ["Battle in Battle: round 2"]
    assert g.prompt().step == "retreat-or-reinforce" and legal(g) == ["retreat own", "stand"]
    ev = g.apply("retreat own")
    assert texts(kinds(ev, "retreat", "battle-won")) == [
        "Confederacy: the army retreats from Battle to Own",
        "Union wins the battle in Battle after 2 rounds",
    ]
    d = g.unit("csa-1")
    assert (d.box, d.retreated, d.fortified, d.reduced) == ("own", True, False, True)  # NS-RET-5
    # NS-PROM-2: the winner promotes one unit that took part, or none
    p = g.prompt()
    assert (p.side, p.rule, p.step) == (USA, "NS-PROM-2", "battle-promotion")
    assert legal(g) == ["no-promotion", "promote usa-1", "promote usa-2"]
    ev = g.apply("promote usa-1")
    assert texts(kinds(ev, "promoted")) == ["Union veteran infantry usa-1 is promoted from militia infantry"]
    assert g.unit("usa-1").kind.code == "VI" and g.state.pool[USA]["MI"] == 1  # NS-PROM-4
    assert all(g.unit(u).fought for u in ("usa-1", "usa-2", "csa-1"))  # NS-REINF-3


def test_the_attacker_may_retreat_too_but_not_to_where_defending_reinforcements_came_from():  # NS-RET-4
    # the Confederacy attacks a Union box from Union-held "c"; the Union defends and draws on "a"
    m = star(USA, {"a": (USA, {}), "b": (USA, {}), "c": (USA, {})})
    units = [unit("csa-1", "VI", "battle", entered_from="c"), unit("usa-1", "VI", "battle"), unit("usa-2", "MI", "a")]
    g = battle_game(m, units, "battle", [6, 6, 6, 6], attacker=CSA)
    play(g, "fire", "fire")  # round 1: one target each, declared by the engine
    # the Union's own boxes, but not "c", where the attacker came from
    assert legal(g) == ["reinforce usa-2", "retreat a", "retreat b", "stand"]
    play(g, "reinforce usa-2")
    assert legal(g) == ["fire"]  # both Union units at the one Confederate
    play(g, "fire")
    # no Confederate box qualifies, so enemy boxes do; not "a", where a defending reinforcement came from
    assert g.prompt().side is CSA and legal(g) == ["retreat b", "retreat c", "stand"]


def test_the_army_fights_on_where_no_box_qualifies():  # NS-RET-2
    m = star(CSA, {"came": (CSA, {})})
    units = [unit("usa-1", "VI", "battle", entered_from="came"), unit("csa-1", "VI", "battle")]
    g = battle_game(m, units, "battle", [6, 6, 6])
    play(g, "fire", "fire")
    assert g.prompt().step == "declare-targets" and legal(g) == ["fire"]  # round 2, no choice: fire


# ---------------------------------------------------------------------- NS-REINF


def reinforcement_map():
    boxes = [box("battle", CSA), box("n1", CSA), box("n2", CSA), box("hot", CSA), box("came", CSA)]
    links = [link("battle", b) for b in ("n1", "n2", "hot", "came")]
    return small_map(boxes, links)


def test_the_defender_brings_one_unit_per_box_per_round_and_then_cannot_retreat():  # NS-REINF-1, NS-CBT-5
    units = [
        unit("usa-1", "VI", "battle", entered_from="came"),
        unit("csa-1", "MI", "battle"),
        unit("csa-2", "VI", "n1", fortified=True, reduced=True),
        unit("csa-3", "MI", "n1"),
        unit("csa-4", "MI", "n2"),
    ]
    g = battle_game(reinforcement_map(), units, "battle", [6, 6, 6, 6, 6])
    play(g, "fire", "fire")
    assert legal(g) == [
        "reinforce csa-2",
        "reinforce csa-3",
        "reinforce csa-4",
        "retreat hot",
        "retreat n1",
        "retreat n2",
        "stand",
    ]
    ev = g.apply("reinforce csa-2")
    assert texts(kinds(ev, "reinforcement")) == [
        "Confederacy veteran infantry csa-2 reinforces the battle in Battle from N1"
    ]
    r = g.unit("csa-2")
    assert (r.box, r.fortified, r.reduced) == ("battle", False, True)  # NS-REINF-6: marker gone, still reduced
    assert legal(g) == ["reinforce csa-4", "stand"]  # n1 has sent its one; no retreat after reinforcing
    play(g, "reinforce csa-4")
    # nothing more: "stand" was the only choice; every firer has one target: declared, the roll asked
    assert g.prompt().step == "declare-targets" and legal(g) == ["fire"]
    # the reinforcements fire in the round they arrive (NS-CBT-5)
    assert g.find_frame(Battle).firers == ["csa-1", "csa-2", "csa-4"]
    assert [(j["round"], j["kind"], j.get("unit")) for j in battle_view(g)["journal"]] == [
        (1, "volley", None),
        (1, "volley", None),
        (2, "reinforcement", "csa-2"),
        (2, "reinforcement", "csa-4"),
    ]


def test_no_reinforcements_in_round_1():  # NS-REINF-1
    units = [unit("usa-1", "VI", "battle"), unit("csa-1", "MI", "battle"), unit("csa-2", "MI", "n1")]
    g = battle_game(reinforcement_map(), units, "battle")
    assert g.prompt().step == "declare-targets"


def test_the_defender_may_draw_on_a_box_holding_enemies_leaving_as_many_units_as_enemies():  # NS-REINF-4
    units = [
        unit("usa-1", "VI", "battle"),
        unit("csa-1", "MI", "battle"),
        unit("usa-2", "VI", "hot"),
        unit("csa-2", "MI", "hot"),
        unit("csa-3", "MI", "hot"),
        unit("usa-3", "VI", "n1"),
        unit("csa-4", "MI", "n1"),
    ]
    g = battle_game(reinforcement_map(), units, "battle", [6, 6])
    play(g, "fire", "fire")
    # hot: 2 Confederate, 1 Union: one may go; n1: 1 against 1: none
    assert [a for a in legal(g) if a.startswith("reinforce")] == ["reinforce csa-2", "reinforce csa-3"]


def test_the_attacker_not_from_enemy_held_boxes_nor_with_units_that_fought_or_retreated():  # NS-REINF-2, -3
    units = [
        unit("usa-1", "VI", "battle"),
        unit("csa-1", "MI", "battle"),
        unit("usa-2", "VI", "hot"),
        unit("csa-2", "MI", "hot"),
        unit("usa-3", "VI", "n1", fought=True),
        unit("usa-4", "VI", "n1", retreated=True),
        unit("usa-5", "MI", "n2"),
    ]
    g = battle_game(reinforcement_map(), units, "battle", [6, 6, 6])
    play(g, "fire", "fire")  # round 1
    play(g, "stand", "fire")  # round 2, the defender's step
    assert g.prompt().side is USA
    assert [a for a in legal(g) if a.startswith("reinforce")] == ["reinforce usa-5"]


def test_units_that_retreated_this_turn_never_reinforce_either_side():  # NS-REINF-2, incl. NS-CAVRET
    units = [
        unit("usa-1", "VI", "battle"),
        unit("csa-1", "MI", "battle"),
        unit("csa-2", "VC", "n1", retreated=True),
        unit("csa-3", "MI", "n2"),
    ]
    g = battle_game(reinforcement_map(), units, "battle", [6, 6])
    play(g, "fire", "fire")
    assert [a for a in legal(g) if a.startswith("reinforce")] == ["reinforce csa-3"]


def test_the_confederacy_never_reinforces_along_the_potomac():  # NS-MOVE-10, NS-REINF-6
    m = small_map(
        [box("washington", USA, fortress=True), box("fredericksburg", CSA), box("manassas", CSA)],
        [
            link("washington", "fredericksburg", "river", potomac=True, downstream="fredericksburg"),
            link("washington", "manassas", "road"),
        ],
    )
    units = [
        unit("csa-1", "VI", "washington", entered_from="manassas"),
        unit("usa-1", "MI", "washington"),
        unit("csa-2", "MI", "fredericksburg"),
        unit("csa-3", "MI", "manassas"),
    ]
    g = battle_game(m, units, "washington", [6, 6, 6], attacker=CSA)
    play(g, "fire", "fire", "fire")  # round 1; round 2 the Union's fire (it has nowhere to retreat but the Potomac)
    assert g.prompt().side is CSA
    assert [a for a in legal(g) if a.startswith("reinforce")] == ["reinforce csa-3"]
    assert "the Confederacy may never use the Potomac (NS-MOVE-10)" in refusal(g, "reinforce csa-2")


# ---------------------------------------------------------------------- NS-MOD


def need_of(g, firer, target):
    b = g.find_frame(Battle)
    return b.hit_number(g, g.unit(firer), g.unit(target))


def test_fortified_defenders_are_at_minus_1_never_more_and_attackers_never():  # NS-MOD-1, NS-FORT-4
    m = small_map([box("fort", CSA, fortress=True), box("x", CSA)], [link("fort", "x")])
    units = [
        unit("usa-1", "VI", "fort", fortified=True),  # a marker on an attacker counts for nothing
        unit("csa-1", "VI", "fort"),  # in its own permanent fortification
        unit("csa-2", "VI", "fort", fortified=True),  # marker and fortress: still -1
    ]
    g = battle_game(m, units, "fort")
    assert need_of(g, "usa-1", "csa-1") == 2
    assert need_of(g, "usa-1", "csa-2") == 2
    assert need_of(g, "csa-1", "usa-1") == 3


def test_an_attacker_in_an_enemy_permanent_fortification_is_not_fortified():  # NS-FORT-4
    m = small_map([box("fort", USA, fortress=True)], [])
    g = battle_game(m, [unit("csa-1", "VI", "fort"), unit("usa-1", "VI", "fort")], "fort", attacker=CSA)
    assert need_of(g, "usa-1", "csa-1") == 3 and need_of(g, "csa-1", "usa-1") == 2


def test_the_defender_fires_at_crossing_attackers_at_plus_1_in_rounds_1_and_2_only():  # NS-MOD-3, NS-MOD-5
    m = small_map([box("battle", CSA)], [])
    units = [
        unit("usa-1", "VI", "battle", crossed=True),
        unit("usa-2", "EI", "battle", by_sea=True),  # a sea lander counts as crossing (NS-SEA-4)
        unit("usa-3", "VI", "battle"),
        unit("csa-1", "MI", "battle"),
        unit("csa-2", "MI", "battle"),
        unit("csa-3", "MI", "battle"),
    ]
    g = battle_game(m, units, "battle", [6] * 18)
    for rnd in (1, 2, 3):
        assert g.find_frame(Battle).round == rnd
        assert [need_of(g, "csa-1", u) for u in ("usa-1", "usa-2", "usa-3")] == ([3, 2, 2] if rnd <= 2 else [2, 1, 2])
        assert need_of(g, "usa-1", "csa-1") == 3  # the attacker's fire never gains
        while g.find_frame(Battle).round == rnd:
            g.apply(legal(g)[0])
    assert battle_view(g)["crossing"] == ["usa-1", "usa-2"] and not battle_view(g)["river_bonus"]


# ---------------------------------------------------------------------- NS-FIRE


def test_a_shot_at_a_unit_already_eliminated_is_lost_and_not_rolled():  # NS-FIRE-3, the text's example
    m = small_map([box("battle", CSA)], [])
    units = [unit("usa-1", "MI", "battle"), unit("usa-2", "MI", "battle"), unit("usa-3", "MI", "battle")]
    units.append(unit("csa-1", "VI", "battle"))
    g = battle_game(m, units, "battle", [6, 1, 1])  # exactly three dice: the Confederate's, then two
    play(g, "target csa-1 usa-1", "fire")  # the Confederate shot: a miss
    ev = g.apply("fire")  # three militia at one veteran: the first two eliminate it
    assert [(e.get("firer"), e.get("result")) for e in kinds(ev, "shot")] == [
        ("usa-1", "hit"),
        ("usa-2", "hit"),
        ("usa-3", "lost"),
    ]
    assert (
        "Union militia infantry usa-3's shot is lost: Confederacy veteran infantry csa-1 is already eliminated"
        in texts(ev)
    )
    assert texts(kinds(ev, "eliminated")) == ["Confederacy veteran infantry csa-1 is eliminated"]
    assert g.state.dice.remaining == 0


def test_every_unit_fires_even_one_that_cannot_hit_and_it_rolls_no_die():  # NS-FIRE-4, NS-MOD-1
    m = small_map([box("battle", CSA)], [])
    g = battle_game(m, [unit("usa-1", "MC", "battle"), unit("csa-1", "MI", "battle", fortified=True)], "battle", [6])
    ev = g.apply("fire")
    ev = ev + g.apply("fire") if False else ev
    assert g.prompt().side is USA and legal(g) == ["fire"]
    ev = g.apply("fire")
    assert texts(kinds(ev, "shot")) == ["Union militia cavalry usa-1 cannot hit Confederacy militia infantry csa-1"]
    assert g.state.dice.remaining == 0


def test_declarations_follow_ns_fire_1_and_a_wrong_one_is_refused_with_the_rule():
    m = small_map([box("battle", CSA)], [])
    units = [unit("usa-1", "VI", "battle"), unit("usa-2", "VI", "battle"), unit("usa-3", "VI", "battle")]
    units += [unit("csa-1", "MI", "battle"), unit("csa-2", "MI", "battle")]
    g = battle_game(m, units, "battle")
    g.apply("target csa-1 usa-1")
    with pytest.raises(IllegalAction, match="NS-FIRE-1"):
        g.apply("target csa-2 usa-1")
    assert g.can_undo()  # the declarations can be taken back until the dice roll
    g.undo()
    assert legal(g) == ["target csa-1 usa-1", "target csa-1 usa-2", "target csa-1 usa-3"]


# ---------------------------------------------------------------------- the end of the battle


def test_the_defender_wins_when_every_attacker_is_eliminated_and_promotes():  # NS-CBT-5 step 2, NS-PROM-2
    m = small_map([box("battle", CSA)], [])
    g = battle_game(m, [unit("usa-1", "MI", "battle", reduced=True), unit("csa-1", "VC", "battle")], "battle", [1])
    ev = g.apply("fire")
    assert texts(kinds(ev, "battle-won")) == ["Confederacy wins the battle in Battle in the first round"]
    assert g.prompt().side is CSA and legal(g) == ["no-promotion", "promote csa-1"]
    assert "only a unit of the winner that took part in this battle may be promoted (NS-PROM-2)" in refusal(
        g, "promote usa-1"
    )
    ev = g.apply("no-promotion")
    assert g.unit("csa-1").kind.code == "VC" and g.unit("csa-1").fought and g.unit("usa-1").box is None


def test_no_promotion_asked_when_no_unit_can_be_promoted():  # NS-PROM-1 (elite), NS-PROM-5 (limits)
    m = small_map([box("battle", CSA)], [])
    units = [unit("usa-1", "EI", "battle"), unit("usa-2", "MI", "battle"), unit("csa-1", "MI", "battle", reduced=True)]
    g = battle_game(m, units, "battle", [6, 1], limits={USA: {"VI": 0}})
    ev = play(g, "target csa-1 usa-1", "fire", "fire")
    assert texts(kinds(ev, "battle-won")) == ["Union wins the battle in Battle in the first round"]
    assert g.over and g.unit("usa-2").kind.code == "MI" and not kinds(ev, "promoted")


def test_reinforcements_took_part_and_may_be_promoted():  # NS-PROM-5
    units = [
        unit("usa-1", "VI", "battle", entered_from="came"),
        unit("csa-1", "MI", "battle"),
        unit("csa-2", "MI", "n1"),
    ]
    g = battle_game(reinforcement_map(), units, "battle", [6, 6, 1, 1, 6])
    play(g, "fire", "fire", "reinforce csa-2")
    assert legal(g)[0] == "target csa-1 usa-1" or legal(g) == ["fire"]
    play(g, "fire")  # csa-1 and csa-2 both at usa-1: hit, hit
    assert g.prompt().rule == "NS-PROM-2" and legal(g) == ["no-promotion", "promote csa-1", "promote csa-2"]


def test_a_battle_past_the_cap_is_an_engine_fault(monkeypatch):  # NS-CBT-7, "What a program must decide" 31
    monkeypatch.setattr(battle_module, "MAX_ROUNDS", 2)
    m = small_map([box("battle", CSA)], [])
    g = battle_game(m, [unit("usa-1", "VI", "battle"), unit("csa-1", "VI", "battle")], "battle", [6] * 4)
    play(g, "fire", "fire", "fire")
    with pytest.raises(EngineError, match="NS-CBT-7"):
        g.apply("fire")
    assert g.find_frame(Battle).round == 2  # the failed action left the game as it was


def test_recovery_turns_every_reduced_unit_of_both_sides():  # NS-RECOV-1
    m = small_map([box("battle", CSA), box("x", CSA)], [link("battle", "x")])
    units = [
        unit("usa-1", "VI", "battle"),
        unit("usa-2", "VI", "x", reduced=True),
        unit("csa-1", "MI", "battle", reduced=True),
        unit("csa-2", "MI", "x", reduced=True),
    ]
    g = battle_game(m, units, "battle", [6, 1], recover_after=True)
    ev = play(g, "fire", "fire", "no-promotion")
    assert g.unit("csa-1").box is None
    assert texts(kinds(ev, "recovered")) == ["Union: 1 reduced unit recovers", "Confederacy: 1 reduced unit recovers"]
    assert not any(u.reduced for u in g.state.units.values())
    recover(g)  # nothing left to recover: nothing told
    assert g.unit("csa-2").reduced is False


def test_the_view_shows_the_declarations_with_their_numbers():
    m = small_map([box("battle", CSA, fortress=True)], [])
    units = [unit("usa-1", "VI", "battle"), unit("usa-2", "EI", "battle"), unit("csa-1", "VI", "battle")]
    units.append(unit("csa-2", "MC", "battle"))
    g = battle_game(m, units, "battle")
    g.apply("target csa-1 usa-2")
    v = battle_view(g)
    # csa-2 had one target left (F = T: different targets), declared by the engine; militia cavalry at
    # veteran infantry needs a 1 (T5: value 1 at a plain target)
    assert v["declared"] == [
        {"firer": "csa-1", "target": "usa-2", "need": 2},
        {"firer": "csa-2", "target": "usa-1", "need": 1},
    ]
    assert [u["fortified"] for u in v["armies"]["csa"]] == [True, True]
    assert (v["round"], v["firing"], v["stage"], v["volley"]) == (1, "csa", "declare-targets", [])
    assert v["next_firer"] is None  # every target declared: the roll waits


# ---------------------------------------------------------------------- random battles


def random_position(rng: random.Random):
    """A battle box with up to 4 neighbours of random owners, random armies
    in the box and around it, some fortified, reduced, crossing."""
    names = [f"n{i}" for i in range(rng.randint(0, 4))]
    owners = [USA, CSA, None]
    bmap = small_map(
        [box("battle", rng.choice([USA, CSA]), fortress=rng.random() < 0.2)]
        + [box(n, rng.choice(owners), {rng.choice([USA, CSA]): 1} if rng.random() < 0.3 else None) for n in names],
        [link("battle", n, rng.choice(["road", "rail", "river"]), potomac=rng.random() < 0.1) for n in names],
    )
    codes = ["MI", "VI", "EI", "MC", "VC", "EC"]
    units, k = [], {USA: 0, CSA: 0}

    def add(side, where, **kw):
        k[side] += 1
        units.append(unit(f"{side.value}-{k[side]}", rng.choice(codes), where, **kw))

    attacker = rng.choice([USA, CSA])
    for _ in range(rng.randint(1, 4)):
        add(attacker, "battle", entered_from=rng.choice(names) if names else None, crossed=rng.random() < 0.3)
    for _ in range(rng.randint(1, 4)):
        add(attacker.other, "battle", fortified=rng.random() < 0.3, reduced=rng.random() < 0.3)
    for n in names:
        for _ in range(rng.randint(0, 3)):
            side = rng.choice([USA, CSA])
            add(side, n, reduced=rng.random() < 0.3, fought=rng.random() < 0.2, retreated=rng.random() < 0.1)
    return bmap, units, attacker


def random_battles(seeds) -> set[bool]:
    """Random legal play of a battle at a random position for each seed, to its end; what a
    player must find after it; returns whether the attacker won, per battle, as a set."""
    ends = set()
    for seed in seeds:
        rng = random.Random(seed)
        bmap, units, attacker = random_position(rng)
        g = battle_game(bmap, units, "battle", attacker=attacker)
        g.state.dice = SeededDice(seed)
        took_part = {u.id for u in units if u.box == "battle"}
        steps = 0
        while not g.over:
            g.apply(rng.choice(g.legal_actions()))
            steps += 1
            assert steps < 2000, f"seed {seed}: the battle does not end"
        left = {u.side for u in g.state.units.values() if u.box == "battle"}
        assert len(left) == 1, f"seed {seed}: both sides or none in the box after the battle"
        winner = left.pop()
        for u in g.state.units.values():
            if u.side is not winner and u.id in took_part and u.box is not None:
                assert u.retreated and u.box != "battle"
        ends.add(winner is attacker)
    return ends


def test_random_battles_always_end():  # NS-CBT-4, NS-CBT-7
    assert random_battles(range(300)) == {True, False}


@pytest.mark.slow
def test_ten_thousand_random_battles_end():
    assert random_battles(range(300, 10300)) == {True, False}


# ---------------------------------------------------------------------- refusals


def refusal(g, action):
    with pytest.raises(IllegalAction) as e:
        g.apply(action)
    return str(e.value)


def test_refusals_name_the_rule():
    m, units = two_round_position()
    units.append(unit("csa-2", "MI", "white"))
    g = battle_game(m, units, "battle", [6, 6, 6])
    assert "from round 2 on" in refusal(g, "retreat own") and "(NS-RET-1)" in refusal(g, "retreat own")
    assert "(NS-REINF-1)" in refusal(g, "reinforce csa-2")
    assert "now the target of Confederacy militia infantry csa-1 (NS-FIRE-1)" in refusal(g, "target csa-9 usa-1")
    assert "usa-9 is no enemy unit in this battle (NS-FIRE-1)" in refusal(g, "target csa-1 usa-9")
    play(g, "target csa-1 usa-1", "fire", "fire")  # round 2: the Confederacy may retreat or reinforce
    assert legal(g) == ["reinforce csa-2", "retreat own", "stand"]
    assert "enemy units came into this battle from Came (NS-RET-2, NS-RET-4)" in refusal(g, "retreat came")
    assert "an own box qualifies" in refusal(g, "retreat white") and "(NS-RET-2, NS-RET-4)" in refusal(
        g, "retreat white"
    )
    play(g, "reinforce csa-2")
    assert "not both (NS-CBT-5)" in refusal(g, "retreat own")


def test_with_no_box_to_retreat_to_the_refusal_says_so_not_that_targets_are_declared():  # NS-RET-2, NS-CBT-5
    m = star(CSA, {"came": (CSA, {}), "hot": (CSA, {})})
    units = [
        unit("usa-1", "VI", "battle", entered_from="came"),
        unit("csa-1", "MI", "battle"),
        unit("usa-2", "MI", "hot"),
    ]
    g = battle_game(m, units, "battle", [6, 6, 6, 6])
    play(g, "fire", "fire")  # round 1 misses on both sides
    # round 2: the Confederacy can neither retreat (NS-RET-2) nor bring anyone in: on to its targets
    assert g.prompt().step == "declare-targets" and g.state.stack[-1].round == 2
    for dest in ("hot", "came"):
        why = refusal(g, f"retreat {dest}")
        assert "the Confederacy has no box to retreat to" in why and "(NS-RET-2)" in why
        assert "targets are being declared" not in why
    # a side that chose to stand while it could retreat is told that it stood (NS-CBT-5)
    m, units = two_round_position()
    g = battle_game(m, units, "battle", [6, 6, 6])
    play(g, "target csa-1 usa-2", "fire", "fire", "stand")
    assert "a side retreats only before it declares (NS-CBT-5)" in refusal(g, "retreat own")


def test_refusals_of_reinforcements():
    units = [
        unit("usa-1", "VI", "battle"),
        unit("csa-1", "MI", "battle"),
        unit("usa-2", "VI", "hot"),
        unit("csa-2", "MI", "hot"),
        unit("csa-3", "MI", "n1", retreated=True),
        unit("csa-4", "MI", "n2"),
        unit("csa-5", "MI", "n2"),
    ]
    g = battle_game(reinforcement_map(), units, "battle", [6, 6, 6, 6, 1])
    play(g, "fire", "fire")
    assert "as many units as there are enemies (1) must stay in Hot (NS-REINF-4)" in refusal(g, "reinforce csa-2")
    assert "csa-3 retreated this player turn (NS-REINF-2)" in refusal(g, "reinforce csa-3")
    play(g, "reinforce csa-4")
    assert "N2 has sent its one unit this round (NS-REINF-1)" in refusal(g, "reinforce csa-5")
    while legal(g) != ["fire"]:
        g.apply(legal(g)[0])
    play(g, "fire")
    assert g.prompt().side is USA  # the attacker's step
    assert "(NS-REINF-3)" in refusal(g, "reinforce usa-2")


def test_a_sea_landing_in_a_real_game_crosses_and_leaves_every_retreat_box_open():  # NS-SEA-4, NS-MOD-3, NS-RET-4
    g = position(
        sea_map(),
        {"usa-1": ("VI", "washington"), "usa-2": ("MI", "washington"), "csa-1": ("MI", "charleston")},
        marches=2,
        landing=True,
        dice=(6, 6, 6, 6, 6),
    )
    g.apply("land usa-1 charleston")
    ev = g.apply("land usa-2 charleston")
    assert "Battle in Charleston: the Union attacks with 2 units, the Confederacy defends with 1 unit" in texts(ev)
    assert battle_view(g)["crossing"] == ["usa-1", "usa-2"]
    ev = g.apply("target csa-1 usa-1")
    assert texts(ev) == ["Confederacy militia infantry csa-1 fires at Union veteran infantry usa-1: hits on 3 or less"]
    play(g, "fire", "fire")
    # round 2: the landing adds no box the enemy came from; Wilmington is the Confederacy's own
    assert legal(g) == ["retreat wilmington", "stand"]
    play(g, "stand", "target csa-1 usa-2")
    assert battle_view(g)["declared"] == [{"firer": "csa-1", "target": "usa-2", "need": 3}]  # round 2: still +1


def test_every_rule_the_battles_cite_is_in_the_rules_reference():
    source = Path(battle_module.__file__).read_text(encoding="utf-8")
    cited = sorted(set(re.findall(r"NS-[A-Z]+-\d+", source)))
    assert len(cited) > 15
    for rule in cited:
        title, anchor = NORDEN_SUEDEN.rule_reference(rule)
        assert title and anchor == rule

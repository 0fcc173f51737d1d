"""Every refusal says why, with its rule (issue 14, item 3): a click that
means nothing now (a unit, a place, a border, a unit then a place) gets a
specific reason naming a rule id, never a bare "nothing to do". A walk over
random positions of both scenarios tries the clicks that are illegal there;
stated positions hold the cases found silent."""

from __future__ import annotations

import random

import pytest
from rulehelp import blocks, game_at, play

from gettysburg_desktop.games.gettysburg.rules import crossroads
from gettysburg_desktop.games.gettysburg.rules.choices import why_nothing
from gettysburg_desktop.games.gettysburg.rules.dice import SeededDice
from gettysburg_desktop.games.gettysburg.rules.game import Game, IllegalAction
from gettysburg_desktop.games.gettysburg.rules.pieces import ELIMINATED, ON_CHART
from gettysburg_desktop.games.gettysburg.rules.refusals import RULE_ID, refusal

GENERIC = ("nothing to do", "has no part in this decision", "not among the choices")


def _scenario(sid: str):
    if sid == "crossroads":
        return crossroads.scenario()
    from gettysburg_desktop.games.gettysburg.scenario.catalog import load_scenario_by_id

    return load_scenario_by_id(sid)


def assert_specific(r, what: str) -> None:
    reason = str(r.reason)
    assert r.rules and all(rule in r.text for rule in r.rules), f"{what}: no rule id for the reason {reason!r}"
    assert r.cited or RULE_ID.search(reason), f"{what}: no rule id in the reason {reason!r}"
    assert not any(w in reason.lower() for w in GENERIC), f"{what}: a generic reason {reason!r}"
    assert reason in r.text


def refusals_at(g: Game, rnd: random.Random, kinds: dict) -> int:
    """Try illegal clicks at ``g``'s position; check every refusal; count them."""
    cs = g.choices()
    side = g.prompt().side
    n = 0
    st = g.state

    def check(what: str, **clicked) -> None:
        nonlocal n
        r = refusal(g, **clicked)
        assert_specific(r, f"ply {st.ply} step {g.prompt().step} {what}")
        assert why_nothing(g, **clicked) == r.text
        kinds.setdefault(getattr(r.reason, "template", str(r.reason)), set()).update(r.rules)
        n += 1

    units = [u for u in st.units.values() if u.location not in (ON_CHART, ELIMINATED)]
    clicked_units = {uid for c in cs for uid in c.units}
    for u in rnd.sample(units, min(10, len(units))):
        if u.id not in clicked_units:
            check(f"unit {u.id}", unit=u.id)
    places = list(g.places)
    picked = {c.place for c in cs}
    for p in rnd.sample(places, min(8, len(places))):
        if p not in picked:
            check(f"place {p}", place=p)
    for p in st.blocks:  # a click on a block, either side's
        if p not in picked:
            check(f"block in {p}", place=p)
    areas = list(g.bf.area_ids)
    for a in rnd.sample(areas, min(3, len(areas))):
        b = rnd.choice(list(g.bf.neighbours(a)))
        if not any(c.border and frozenset(c.border) == {a, b} for c in cs):
            check(f"border {a}/{b}", border=(a, b))
    movers = [c for c in cs if c.verb == "move" and c.unit]
    if movers:  # a unit that can move, then a place it can't go to
        c = rnd.choice(movers)
        dests = {d.place for d in cs if d.unit == c.unit}
        wrong = [p for p in places if p not in dests]
        if wrong:
            p = rnd.choice(wrong)
            check(f"unit {c.unit} to {p}", unit=c.unit, place=p)
    mine = [u for u in units if u.side is side and u.id not in clicked_units]
    if mine and side is not None:
        u = rnd.choice(mine)
        p = rnd.choice(places)
        if not any(c.place == p and u.id in c.units for c in cs):
            check(f"unit {u.id} to {p}", unit=u.id, place=p)
    # actions that are not legal: the engine's refusal names a rule too
    if side is not None:
        tries = [
            f"place-block 2 {rnd.choice(places)}",
            f"remove-block {rnd.choice(places)}",
            f"order {rnd.choice(places)}",
        ]
        if units:
            u = rnd.choice(units)
            tries.append(f"move {u.id} {rnd.choice(places)}")
        legal = {str(a) for a in g.legal_actions()}
        for text in tries:
            if text not in legal:
                with pytest.raises(IllegalAction) as err:
                    g.apply(text)
                assert RULE_ID.search(str(err.value)), f"ply {st.ply}: {err.value}"
                n += 1
    return n


def _walk(sid: str, seeds, every: int, stall: bool) -> dict:
    kinds: dict = {}
    positions = 0
    sc = _scenario(sid)
    for seed in seeds:
        g = Game(sc, SeededDice(seed), undo=False, events=False)
        rnd = random.Random(seed)
        k = 0
        while not g.over:
            legal = g.legal_actions()
            k += 1
            if k % every == 0:
                refusals_at(g, rnd, kinds)
                positions += 1
            blocks_only = [a for a in legal if a.verb in ("place-block", "remove-block")] if stall else []
            pool = blocks_only or legal
            g.apply(pool[rnd.randrange(len(pool))])
    kinds["#positions"] = positions
    return kinds


def _rules_seen(kinds: dict) -> set:
    return {r for k, v in kinds.items() if k != "#positions" for r in v}


def test_every_refusal_at_random_positions_says_why_with_a_rule():
    kinds = _walk("crossroads", range(3), 9, stall=False)
    kinds2 = _walk("crossroads", range(3, 5), 9, stall=True)
    kinds3 = _walk("gettysburg-1863", range(1), 25, stall=False)
    positions = kinds.pop("#positions") + kinds2.pop("#positions") + kinds3.pop("#positions")
    assert positions >= 200
    seen = _rules_seen(kinds) | _rules_seen(kinds2) | _rules_seen(kinds3)
    # the kinds a few hundred positions always meet
    assert {"R-BLK-1", "R-ORD-1", "R-ACT-1", "R-ACT-3", "R-MOVE-1"} <= seen, sorted(seen)


@pytest.mark.slow
@pytest.mark.parametrize("sid, seeds, every", [("crossroads", range(5, 60), 3), ("gettysburg-1863", range(1, 12), 5)])
def test_every_refusal_at_many_random_positions_says_why_with_a_rule(sid, seeds, every):
    kinds = _walk(sid, seeds, every, stall=False)
    kinds.update({k: v for k, v in _walk(sid, seeds[:5], every, stall=True).items() if k != "#positions"})
    seen = _rules_seen(kinds)
    assert {"R-BLK-1", "R-ORD-1", "R-ACT-1", "R-ACT-3", "R-MOVE-1", "R-DMG-6"} <= seen, sorted(seen)


# --- the cases found silent ----------------------------------------------------------------

DISRUPTED = {
    "period": "1 July afternoon",
    "active": "csa",
    "units": {"mill": ["csa-regular-1", "csa-artillery-1"], "town": ["usa-regular-1"]},
    "disrupted": ["mill"],
    "blocks": blocks(("mill", "csa", 3, 0)),
    "discs": {"csa_single": 12, "csa_double": 4, "usa_blue": 6},
}


def test_the_last_infantry_unit_of_a_disrupted_area_is_refused_with_R_MOVE_7():
    g = game_at(dict(DISRUPTED, units={"mill": ["csa-regular-1"], "town": ["usa-regular-1"]}))
    play(g, "order mill")  # choose the order: the unit of Mill can't move (R-MOVE-7)
    assert g.prompt().step == "choose-order" and "move mill" not in [str(a) for a in g.legal_actions()]
    r = refusal(g, unit="csa-regular-1")
    assert r.reason == "csa-regular-1 cannot leave Mill: one unit must stay: the area is disrupted (R-MOVE-7)"
    assert r.rules == ("R-MOVE-7",)
    assert why_nothing(g, unit="csa-regular-1").startswith(
        "csa-regular-1 cannot leave Mill: one unit must stay: the area is disrupted (R-MOVE-7). Confederate: "
    )
    assert (
        refusal(g, place="mill").reason
        == "the units in Mill cannot leave: one unit must stay: the area is disrupted (R-MOVE-7)"
    )


def test_beside_artillery_the_last_infantry_unit_of_a_disrupted_area_stays_R_MOVE_7():
    g = game_at(DISRUPTED)  # Mill: an infantry and an artillery unit: the artillery may go
    play(g, "order mill")
    assert "move mill" in [str(a) for a in g.legal_actions()]
    assert (
        refusal(g, unit="csa-regular-1").reason
        == "csa-regular-1 cannot leave Mill: one unit must stay: the area is disrupted (R-MOVE-7)"
    )
    play(g, "move mill")
    assert refusal(g, unit="csa-regular-1").reason == "one unit must stay: the area is disrupted (R-MOVE-7)"
    assert [str(a) for a in g.legal_actions() if a.verb == "move"] and all(
        a.args[0] == "csa-artillery-1" for a in g.legal_actions() if a.verb == "move"
    )


def test_in_a_move_the_last_infantry_unit_of_a_disrupted_area_stays_R_MOVE_7():
    pos = dict(
        DISRUPTED, units={"mill": ["csa-regular-1", "csa-regular-2", "csa-artillery-1"], "town": ["usa-regular-1"]}
    )
    g = game_at(pos)
    play(g, "order mill", "move mill", "move csa-regular-1 ridge-west")
    r = refusal(g, unit="csa-regular-2")
    assert r.reason == "one unit must stay: the area is disrupted (R-MOVE-7)"
    assert why_nothing(g, unit="csa-regular-2", place="ridge-south") == (
        "csa-regular-2 cannot go to South Ridge: one unit must stay: the area is disrupted (R-MOVE-7)."
    )


def test_a_block_click_on_an_enemy_held_area_cites_R_BLK_1():
    g = game_at(DISRUPTED)
    r = refusal(g, place="town")
    assert r.reason == "Town holds Union units: a command block goes only where no enemy unit stands (R-BLK-1)"
    assert r.rules == ("R-BLK-1",)
    play(g, "place-block 2 orchard")
    r = refusal(g, place="orchard")  # the Union clicks the Confederate block's place
    assert r.reason == "Orchard holds a Confederate command block: one block per place (R-BLK-1)"


def test_a_unit_without_an_order_says_which_order_moves_it_R_ORD_1():
    g = game_at(DISRUPTED)
    r = refusal(g, unit="csa-regular-1")
    assert (
        r.reason
        == "csa-regular-1 moves or fights only by an order, from a command block of yours in Mill or next to it (R-ORD-1)"
    )
    assert (
        refusal(g, unit="usa-regular-1").reason == "usa-regular-1 is a Union unit, and the Confederate side decides now"
    )


def test_the_refusal_keeps_the_window_s_one_line():
    """why_nothing stays one line: the reason, then what is asked with its rule."""
    g = game_at(DISRUPTED)
    p = g.prompt()
    assert why_nothing(g, place="town") == (
        "Town holds Union units: a command block goes only where no enemy unit stands (R-BLK-1). "
        f"Confederate: {p.text.args['question']} (R-ACT-1)"
    )

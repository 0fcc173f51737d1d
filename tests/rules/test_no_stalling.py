"""R-ACT-3 [ruling], no stalling: after eight block actions in a row in a
period (place or remove, no order of its own between them) a side must issue
an order with its next action if it can (the Union: a blue disc or a forced
pass, R-FPASS). Free moves out of entry boxes don't count either way."""

from __future__ import annotations

import contextlib

import pytest
from rulehelp import blocks, game_at, legal_with, play

from gettysburg_desktop.games.gettysburg.rules.actions import Action
from gettysburg_desktop.games.gettysburg.rules.choices import why_nothing
from gettysburg_desktop.games.gettysburg.rules.game import IllegalAction
from gettysburg_desktop.games.gettysburg.rules.pieces import Side

DICE = [3] * 20  # the reinforcement road rolls of a new period (R-REIN-2)

BLOCK_VERBS = ("place-block", "remove-block")


def position(**kw) -> dict:
    """The Confederates hold a ready block at Mill (an order is possible);
    the Union answers each turn with an order (``union_reply``: a forced
    pass, then a blue disc on its block at Cemetery Hill), neutral to the
    Confederate count; the period lasts as many rounds as the Union has discs."""
    pos = {
        "units": {"mill": ["csa-regular-1"], "cemetery": ["usa-regular-1"]},
        "blocks": blocks(("mill", "csa", 2, 0), ("cemetery", "usa", 5, 0), ("round-top", "usa", 5, 0)),
        "discs": {"csa_single": 12, "csa_double": 4, "usa_blue": 10, "usa_forced_pass": 8},
    }
    pos.update(kw)
    return pos


def toggle(g, place: str = "orchard") -> str:
    """One block action of the side deciding: remove its block at ``place``,
    or place its lowest available block there."""
    side = g.prompt().side
    block = g.state.blocks.get(place)
    if block is not None and block.side is side:
        action = f"remove-block {place}"
    else:
        action = f"place-block {min(g.state.available[side])} {place}"
    g.apply(action)
    return action


def union_reply(g) -> None:
    """The Union's turn: a forced pass, or a blue disc on its block (then pass)."""
    assert g.prompt().side is Side.USA and g.prompt().step == "take-action"
    legal = [str(a) for a in g.legal_actions()]
    if "forced-pass" in legal:
        g.apply("forced-pass")
    else:
        play(g, next(a for a in legal if a.startswith("order ")), "pass")


def csa_block_actions(g, n: int, place: str = "orchard") -> None:
    """``n`` Confederate block actions, the Union answering each with an order."""
    for _ in range(n):
        assert g.prompt().side is Side.CSA
        toggle(g, place)
        if g.prompt().step == "end-turn":  # units still wait in an entry box: the turn ends on request
            g.apply("end-turn")
        union_reply(g)


def block_actions(g) -> list[str]:
    return [str(a) for a in g.legal_actions() if a.verb in BLOCK_VERBS]


def test_the_eighth_block_action_in_a_row_is_allowed_the_ninth_refused_when_an_order_is_possible_R_ACT_3():
    g = game_at(position())
    csa_block_actions(g, 7)
    assert g.state.block_run[Side.CSA] == 7
    assert block_actions(g), "the eighth block action in a row is still allowed"
    csa_block_actions(g, 1)
    assert g.state.block_run[Side.CSA] == 8
    p = g.prompt()
    assert p.side is Side.CSA and p.step == "take-action" and p.rule == "R-ACT-3"
    assert "eight block actions in a row: issue an order now (R-ACT-3)" in p.text
    assert block_actions(g) == []
    assert legal_with(g, "order") == ["order mill"] and legal_with(g, "double-order") == ["double-order mill mill"]
    with pytest.raises(IllegalAction, match=r"eight block actions in a row: issue an order now \(R-ACT-3\)"):
        g.apply("place-block 2 orchard")
    # a click on an empty area or on the side's own block says why, with the rule
    assert "eight block actions in a row: issue an order now (R-ACT-3)" in why_nothing(g, place="orchard")
    assert "eight block actions in a row" in why_nothing(g, place="town")


def test_the_rule_binds_only_the_side_that_stalled_R_ACT_3():
    g = game_at(position())
    csa_block_actions(g, 8)
    assert g.state.block_run[Side.USA] == 0
    play(g, "order mill", "pass")
    assert g.prompt().side is Side.USA


def test_a_side_that_cannot_issue_an_order_may_go_on_with_block_actions_R_ACT_3():
    # no CSA disc in either box: no order is possible, so the rule does not bind
    g = game_at(position(discs={"csa_single": 0, "csa_double": 0, "usa_blue": 10, "usa_forced_pass": 8}))
    csa_block_actions(g, 8)
    assert g.state.block_run[Side.CSA] == 8
    assert block_actions(g)
    assert g.prompt().rule == "R-ACT-1"
    assert "eight block actions" not in g.prompt().text
    csa_block_actions(g, 1)
    assert g.state.block_run[Side.CSA] == 9


def test_a_double_order_is_an_order_too_R_ACT_3():
    g = game_at(
        position(
            blocks=blocks(
                ("mill", "csa", 2, 0), ("town", "csa", 3, 0), ("cemetery", "usa", 5, 0), ("round-top", "usa", 5, 0)
            ),
            discs={"csa_single": 0, "csa_double": 4, "usa_blue": 10, "usa_forced_pass": 8},
        )
    )
    csa_block_actions(g, 8)
    assert block_actions(g) == [] and {a.verb for a in g.legal_actions()} == {"double-order"}
    assert "place a disc on one of your blocks" in g.prompt().text


def test_when_the_one_order_left_is_the_only_legal_action_the_engine_takes_it_R_ACT_3():
    # the rules leave no choice (the engine's policy: a lone answer is taken, issue 2 item 3)
    g = game_at(position(discs={"csa_single": 0, "csa_double": 4, "usa_blue": 10, "usa_forced_pass": 8}))
    csa_block_actions(g, 7)
    toggle(g)
    g.apply("forced-pass")  # the Union's answer; then the Confederates' one legal action follows at once
    placed = [e for e in g.log[-1].events if e.kind == "disc-placed"]
    assert [(e.get("side"), e.get("place"), e.get("box")) for e in placed] == [("csa", "mill", "double")] * 2
    assert g.prompt().step == "choose-order" and g.state.block_run[Side.CSA] == 0


def test_an_order_resets_the_count_R_ACT_3():
    g = game_at(position())
    csa_block_actions(g, 8)
    play(g, "order mill", "pass")
    assert g.state.block_run[Side.CSA] == 0
    union_reply(g)
    assert block_actions(g)
    csa_block_actions(g, 7)
    assert block_actions(g)
    csa_block_actions(g, 1)
    assert block_actions(g) == []


def test_the_union_must_take_a_forced_pass_or_a_blue_disc_R_ACT_3_R_FPASS():
    g = game_at(
        position(
            blocks=blocks(("mill", "csa", 2, 0), ("cemetery", "usa", 3, 0)),
            discs={"csa_single": 0, "csa_double": 0, "usa_blue": 3, "usa_forced_pass": 2},
        )
    )
    for _ in range(8):  # the Confederates have no disc: their block actions go on; the Union's count
        toggle(g, "orchard")
        toggle(g, "creek")
    assert g.state.block_run[Side.USA] == 8
    toggle(g, "orchard")
    p = g.prompt()
    assert p.side is Side.USA and p.rule == "R-ACT-3"
    assert "place a blue disc on one of your blocks or take a forced pass" in p.text
    assert block_actions(g) == []
    assert sorted(str(a) for a in g.legal_actions()) == ["forced-pass", "order cemetery"]
    g.apply("forced-pass")  # an order (R-FPASS): the count starts again
    assert g.state.block_run[Side.USA] == 0


def test_a_forced_pass_alone_binds_the_union_R_ACT_3():
    g = game_at(
        position(
            blocks=blocks(("mill", "csa", 2, 0)),
            discs={"csa_single": 0, "csa_double": 0, "usa_blue": 0, "usa_forced_pass": 3},
        )
    )
    for _ in range(8):
        toggle(g, "orchard")
        toggle(g, "creek")
    assert g.state.block_run[Side.USA] == 8
    toggle(g, "orchard")
    # the forced pass is the Union's one legal action: the engine takes it (a lone answer, issue 2 item 3)
    assert str(g.log[-1].action) == "place-block 4 orchard"
    assert [e.kind for e in g.log[-1].events if e.rule == "R-FPASS"] == ["forced-pass"]
    assert g.state.block_run[Side.USA] == 0 and g.state.usa_black == 2


def test_the_prompt_says_take_a_forced_pass_when_only_that_and_free_moves_are_left_R_ACT_3():
    g = game_at(
        position(
            units={
                "mill": ["csa-regular-1"],
                "cemetery": ["usa-regular-1"],
                "east-road": ["usa-regular-2", "usa-regular-3"],
            },
            blocks=blocks(("mill", "csa", 2, 0)),
            discs={"csa_single": 0, "csa_double": 0, "usa_blue": 0, "usa_forced_pass": 3},
        )
    )
    for _ in range(8):
        toggle(g, "orchard")
        toggle(g, "creek")
        if g.prompt().step == "end-turn":
            g.apply("end-turn")
    toggle(g, "orchard")
    p = g.prompt()
    assert p.side is Side.USA and p.rule == "R-ACT-3" and "take a forced pass" in p.text
    assert {a.verb for a in g.legal_actions()} == {"forced-pass", "enter"}


def test_free_moves_out_of_entry_boxes_count_neither_way_R_ACT_3_R_REIN_3():
    g = game_at(
        position(
            units={
                "mill": ["csa-regular-1"],
                "cemetery": ["usa-regular-1"],
                "west-pike": ["csa-regular-2", "csa-regular-3"],
            }
        )
    )
    for _ in range(8):
        assert g.prompt().side is Side.CSA
        toggle(g)
        if g.prompt().step == "end-turn":  # units still wait in the box: the turn ends on request
            g.apply("end-turn")
        union_reply(g)
    assert g.state.block_run[Side.CSA] == 8
    assert block_actions(g) == [] and "enter csa-regular-2" in [str(a) for a in g.legal_actions()]
    g.apply("enter csa-regular-2")  # a free move: the count stays, the rule still binds
    assert g.state.block_run[Side.CSA] == 8
    assert block_actions(g) == [] and g.prompt().rule == "R-ACT-3"


def test_a_free_move_made_between_block_actions_does_not_reset_the_count_R_ACT_3():
    g = game_at(
        position(units={"mill": ["csa-regular-1"], "cemetery": ["usa-regular-1"], "west-pike": ["csa-regular-2"]})
    )
    for i in range(8):
        if i == 3:
            g.apply("enter csa-regular-2")
        toggle(g)
        if g.prompt().step == "end-turn":
            g.apply("end-turn")
        union_reply(g)
    assert g.state.block_run[Side.CSA] == 8 and block_actions(g) == []


def test_a_new_period_starts_the_count_again_R_ACT_3():
    # the Union has eight forced passes and no blue disc: the period ends after its eighth turn
    g = game_at(
        position(
            blocks=blocks(("mill", "csa", 2, 0)),
            discs={"csa_single": 0, "csa_double": 0, "usa_blue": 0, "usa_forced_pass": 8},
        ),
        DICE,
    )
    period = g.state.period
    csa_block_actions(g, 8)
    assert not g.over and g.state.period == period + 1
    assert g.state.block_run == {Side.CSA: 0, Side.USA: 0}
    assert block_actions(g) and g.prompt().rule == "R-ACT-1"


def test_undo_takes_the_count_back_with_the_action_R_ACT_3():
    g = game_at(position())
    csa_block_actions(g, 7)
    toggle(g)
    assert g.state.block_run[Side.CSA] == 8
    g.undo(handover=True)  # the Union has decided nothing yet: the 8th block action goes back
    assert g.state.block_run[Side.CSA] == 7
    assert block_actions(g)


# --- records played under rules version 2 (before R-ACT-3) -----------------------------


def _stalling_record(version: int):
    """A version-``version`` record of the crossroads opening that breaks
    R-ACT-3: the Confederates place a block at Orchard (ready for an order),
    then place and remove one at South Ridge until their ninth block action
    in a row, the Union answering with its own at Creek. Returns the record
    and the number of the action that breaks the rule."""
    from gettysburg_desktop.games.gettysburg.rules import crossroads
    from gettysburg_desktop.games.gettysburg.rules.dice import SeededDice
    from gettysburg_desktop.games.gettysburg.rules.game import Game
    from gettysburg_desktop.scenario.record import parse_record

    g = Game(crossroads.scenario(), SeededDice(5))
    g.apply("place-block 5 orchard")
    while True:
        if g.prompt().step == "end-turn":
            g.apply("end-turn")  # the Confederates' units wait in West Pike: the turn ends on request
        side = g.prompt().side
        if side is Side.CSA and g.state.block_run[Side.CSA] == 8:
            break
        toggle(g, "ridge-south" if side is Side.CSA else "creek")
    assert "order orchard" in legal_with(g, "order")
    block = g.state.blocks.get("ridge-south")
    breaking = "remove-block ridge-south" if block else f"place-block {min(g.state.available[Side.CSA])} ridge-south"
    actions = [str(a) for a in g.history] + [breaking, "end-turn"]
    data = {"format_version": 2, "rules_version": version, "scenario": "crossroads", "seed": 5, "actions": actions}
    return parse_record(data, "old.yaml"), len(g.history) + 1


def test_a_version_2_record_that_breaks_R_ACT_3_says_so_on_replay_naming_the_action():
    from gettysburg_desktop.scenario.record import RecordError, replay

    record, n = _stalling_record(2)
    with pytest.raises(RecordError) as err:
        replay(record, "old.yaml")
    msg = str(err.value)
    assert msg.startswith(
        f"old.yaml: action {n} of {n + 1}: {record.actions[n - 1]}: not legal now: "
        "eight block actions in a row: issue an order now (R-ACT-3)."
    )
    assert "played under rules version 2; this program plays version 3" in msg
    assert "no stalling (R-ACT-3)" in msg


def test_a_version_3_record_that_breaks_R_ACT_3_is_refused_without_blaming_a_rules_change():
    from gettysburg_desktop.scenario.record import RecordError, replay

    record, n = _stalling_record(3)
    with pytest.raises(RecordError) as err:
        replay(record, "new.yaml")
    assert f"action {n} of {n + 1}" in str(err.value) and "(R-ACT-3)" in str(err.value)
    assert "rules version" not in str(err.value)


def test_a_version_2_record_that_keeps_R_ACT_3_replays_identically():
    from rulehelp import position_signature

    from gettysburg_desktop.games.gettysburg.rules import crossroads
    from gettysburg_desktop.games.gettysburg.rules.dice import SeededDice
    from gettysburg_desktop.games.gettysburg.rules.game import Game
    from gettysburg_desktop.scenario.record import parse_record, replay

    record, n = _stalling_record(2)
    data = {
        "format_version": 2,
        "rules_version": 2,
        "scenario": "crossroads",
        "seed": 5,
        "actions": [*record.actions[: n - 1], "order orchard"],
    }
    g = replay(parse_record(data, "old.yaml"))
    fresh = Game(crossroads.scenario(), SeededDice(5))
    for a in data["actions"]:
        fresh.apply(a)
    assert position_signature(g) == position_signature(fresh) and g.prompt().step == "choose-order"


# --- every period is finite: the bound R-ACT-3 implies -----------------------------------
#
# The period ends once the Union has used its last disc (R-TIME-3); its
# D discs (blue and forced-pass, filled at the period's start, R-DISC-1) are
# all it has. Before each of them the Union takes at most eight block actions
# in a row when an order is possible then ("nine actions per disc"): so at
# most 9 D Union turns. Only a Union with blue discs, no forced-pass disc and
# every block of its own on the map full can't order after its eighth block
# action: it may then remove full blocks (at most eight: a side has eight)
# before it places one, which makes an order possible: 8 + 8 + 1 + 1 = 18
# turns per disc at the very most. The Confederates, who move first, take at
# most one turn more than the Union in a period.

NINE_PER_DISC = 9
MOST_PER_DISC = 8 + 8 + 1 + 1
TURN_VERBS = frozenset({"place-block", "remove-block", "order", "double-order", "forced-pass"})


def _union_discs(g) -> int:
    return g.state.usa_blue + g.state.usa_black


def check_periods(g, choose) -> list[tuple[int, int, int, int]]:
    """Play ``g`` to its end with ``choose(g) -> action``, checking R-ACT-3 at
    every decision and the bound of every period. Returns (period, D, Union
    turns, Confederate turns) per period played to its end."""
    from gettysburg_desktop.games.gettysburg.rules.sequence import Turn

    out = []
    period, d, left = g.state.period, _union_discs(g), _union_discs(g)
    turns = {Side.CSA: 0, Side.USA: 0}
    union_blocks = 0
    long_run = False  # a Union block action beyond its eighth in a row (no order possible)

    def close() -> None:
        union = union_blocks + (d - left)  # block actions + discs used (orders, some taken by the engine)
        limit = (MOST_PER_DISC if long_run else NINE_PER_DISC) * max(d, 1)
        assert union <= limit, f"period {period}: {union} Union turns with {d} discs, more than {limit} (R-ACT-3)"
        assert turns[Side.CSA] <= union + 1, f"period {period}: the Confederates took more turns than the Union"
        out.append((period, d, union, turns[Side.CSA]))

    while not g.over:
        top = g.state.stack[-1]
        side = top.side
        legal = g.legal_actions()
        if isinstance(top, Turn) and not top.acted and not top.pending:
            ordering = [a for a in legal if a.verb in ("order", "double-order", "forced-pass")]
            if g.state.block_run[side] >= 8 and ordering:
                assert not [a for a in legal if a.verb in BLOCK_VERBS], f"R-ACT-3 broken at ply {g.state.ply}"
        action = choose(g, legal)
        if isinstance(top, Turn) and action.verb in TURN_VERBS:
            turns[side] += 1
            if action.verb in BLOCK_VERBS and side is Side.USA:
                union_blocks += 1
                if g.state.block_run[side] >= 8:
                    long_run = True
        g.apply(action)
        if g.state.period != period:
            close()
            period, d, left = g.state.period, _union_discs(g), _union_discs(g)
            turns = {Side.CSA: 0, Side.USA: 0}
            union_blocks, long_run = 0, False
        else:
            left = _union_discs(g)
            assert union_blocks + d - left <= MOST_PER_DISC * max(d, 1), (
                f"period {period} goes on past the bound (R-ACT-3)"
            )
    return out


def _random_chooser(seed: int):
    import random

    rnd = random.Random(seed)
    return lambda g, legal: legal[rnd.randrange(len(legal))]


def _blocks_first_chooser(seed: int):
    """The stalling player the ruling answers: a block action whenever one
    is legal (placing and removing at random), an order only when it must."""
    import random

    rnd = random.Random(seed)

    def choose(g, legal):
        stall = [a for a in legal if a.verb in BLOCK_VERBS]
        pool = stall or legal
        return pool[rnd.randrange(len(pool))]

    return choose


def _games(scenario_id: str, seeds, chooser) -> int:
    from gettysburg_desktop.games.gettysburg.rules import crossroads
    from gettysburg_desktop.games.gettysburg.rules.dice import SeededDice
    from gettysburg_desktop.games.gettysburg.rules.game import Game

    if scenario_id == "crossroads":
        sc = crossroads.scenario()
    else:
        from gettysburg_desktop.games.gettysburg.scenario.catalog import load_scenario_by_id

        sc = load_scenario_by_id(scenario_id)
    periods = 0
    for seed in seeds:
        g = Game(sc, SeededDice(seed), undo=False, events=False)
        done = check_periods(g, chooser(seed))
        assert g.over, f"{scenario_id} seed {seed}: not over"
        periods += len(done)
    return periods


@pytest.mark.parametrize("scenario_id, seeds", [("crossroads", range(12)), ("gettysburg-1863", range(2))])
@pytest.mark.parametrize("chooser", [_random_chooser, _blocks_first_chooser], ids=["random", "stalling"])
def test_no_period_of_a_random_game_exceeds_the_bound_R_ACT_3_implies(scenario_id, seeds, chooser):
    assert _games(scenario_id, seeds, chooser) > 0


@pytest.mark.slow
@pytest.mark.parametrize("scenario_id, seeds", [("crossroads", range(12, 300)), ("gettysburg-1863", range(2, 40))])
@pytest.mark.parametrize("chooser", [_random_chooser, _blocks_first_chooser], ids=["random", "stalling"])
def test_no_period_of_many_random_games_exceeds_the_bound_R_ACT_3_implies(scenario_id, seeds, chooser):
    assert _games(scenario_id, seeds, chooser) > 0


def test_no_period_of_a_scripted_game_exceeds_the_bound_R_ACT_3_implies():
    """The golden playthroughs and the worked example, replayed action by action."""
    import json
    from pathlib import Path

    from gettysburg_desktop.games.gettysburg.rules import crossroads
    from gettysburg_desktop.games.gettysburg.rules.dice import SeededDice
    from gettysburg_desktop.games.gettysburg.rules.game import Game
    from gettysburg_desktop.scenario.record import load_record, start_game

    root = Path(__file__).resolve().parents[2]
    golden = json.loads((root / "tests" / "golden" / "crossroads-playthroughs.json").read_text(encoding="utf-8"))
    for seed, game in golden.items():
        script = iter(game["actions"])
        g = Game(crossroads.scenario(), SeededDice(int(seed)), undo=False)
        assert check_periods(g, lambda g, legal, script=script: Action.parse(next(script))), seed
    record = load_record(root / "examples" / "worked-assault.yaml")
    g = start_game(record)
    script = iter(record.actions)
    with contextlib.suppress(StopIteration):  # the example stops in the middle of a period
        check_periods(g, lambda g, legal: Action.parse(next(script)))

"""Properties that must hold whatever the position (hypothesis)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from rulehelp import position_signature, random_steps

from gettysburg_desktop.files.yaml_safe import safe_load
from gettysburg_desktop.games.gettysburg.rules import crossroads
from gettysburg_desktop.games.gettysburg.rules import tables as T
from gettysburg_desktop.games.gettysburg.rules.actions import VERBS, Action
from gettysburg_desktop.games.gettysburg.rules.dice import SeededDice
from gettysburg_desktop.games.gettysburg.rules.game import Game
from gettysburg_desktop.games.gettysburg.rules.pieces import Side
from gettysburg_desktop.scenario.record import dump_record, parse_record, record_of, replay

SCENARIO = crossroads.scenario()
WORD = st.from_regex(r"[a-z0-9][a-z0-9-]{0,20}", fullmatch=True)


@st.composite
def actions(draw):
    verb = draw(st.sampled_from(sorted(VERBS)))
    low, high, _ = VERBS[verb]
    n = draw(st.integers(low, high))
    return Action(verb, tuple(draw(WORD) for _ in range(n)))


@given(actions())
def test_every_action_of_the_notation_round_trips_through_its_text(action):
    assert Action.parse(str(action)) == action


def played(seed: int, steps: int) -> Game:
    return random_steps(Game(SCENARIO, SeededDice(seed)), steps, seed)


def _undoable(g: Game, action) -> bool:
    probe = g.clone(undo=True)
    probe.apply(action)
    return probe.can_undo()


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 300), pick=st.integers(0, 10_000))
def test_undo_restores_exactly_what_each_side_saw_or_says_why_not(seed, steps, pick):
    g = played(seed, steps)
    if g.over:  # a finished game: nothing more to apply, and nothing to undo
        assert g.legal_actions() == [] and not g.can_undo() and g.undo_reason() == "the game is over"
        return
    before = (position_signature(g), g.view(Side.CSA), g.view(Side.USA), g.log_text(Side.CSA), g.log_text(Side.USA))
    acts = g.legal_actions()
    i = pick % len(acts)
    # prefer an action that undo can take back (probed on clones), so most examples check it
    action = next((a for a in acts[i:] + acts[:i] if _undoable(g, a)), acts[i])
    decider = g.deciding_side()
    events = g.apply(action)
    rolled = any(e.kind == "roll" for e in events)
    if rolled or g.over or g.deciding_side() is not decider:
        # Rally the Troops' policy: no undo across a roll, the end, or a change of side
        assert not g.can_undo() and g.undo_reason()
        return
    assert g.can_undo()
    undone = g.undo()
    assert undone.action == action and list(undone.events) == events
    after = (position_signature(g), g.view(Side.CSA), g.view(Side.USA), g.log_text(Side.CSA), g.log_text(Side.USA))
    assert after[0] == before[0] and after[3:] == before[3:]
    assert [{k: v for k, v in view.items() if k != "undo"} for view in after[1:3]] == [
        {k: v for k, v in view.items() if k != "undo"} for view in before[1:3]
    ]
    # and redo brings the same action back with the same events
    assert g.redo() == events


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 400))
def test_a_saved_record_replays_to_the_same_position(seed, steps):
    g = played(seed, steps)
    text = dump_record(record_of(g, "crossroads", seed=seed))
    again = replay(parse_record(safe_load(text), "record"))
    assert position_signature(again) == position_signature(g)
    assert again.log_text(None, reveal=True) == g.log_text(None, reveal=True)  # the loaded game has its log


@given(roll=st.integers(1, 6), cubes=st.integers(0, 5), shifts=st.lists(st.booleans(), min_size=7, max_size=7))
def test_more_cubes_never_help_a_defender_T5(roll, cubes, shifts):
    flank, town, disrupted, inferior, high, entrenched, elite = shifts
    kw = dict(
        flank_attack=flank,
        town=town,
        disrupted=disrupted,
        inferior=inferior,
        high_ground=high,
        entrenched=entrenched,
        elite=elite,
    )
    column = T.defender_morale_column(cubes, **kw)
    assert 0 <= column <= 5
    if cubes < 5:
        assert T.defender_morale_column(cubes + 1, **kw) >= column


SEVERITY = {T.NONE: 0, T.RETREAT: 1, T.ELIMINATE: 2}


@given(roll=st.integers(1, 6), cubes=st.integers(0, 4), elite=st.booleans())
def test_more_cubes_never_help_an_attacker_T3(roll, cubes, elite):
    assert SEVERITY[T.attacker_morale(roll, cubes + 1, elite)] >= SEVERITY[T.attacker_morale(roll, cubes, elite)]
    assert SEVERITY[T.attacker_morale(roll, cubes, True)] <= SEVERITY[T.attacker_morale(roll, cubes, False)]

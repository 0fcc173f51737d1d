"""The kernel works without Gettysburg: a toy ruleset (sticks.py) played
through the same gateway Gettysburg uses (docs/engine.md, "A second
ruleset")."""

from __future__ import annotations

import subprocess
import sys

import pytest
from sticks import Side, SticksGame, Take

from gettysburg_desktop.kernel.dice import ScriptedDice
from gettysburg_desktop.kernel.gateway import IllegalAction
from gettysburg_desktop.kernel.record import RecordError, record, replay


def game(sticks: int = 5, faces=(3, 5), **options) -> SticksGame:
    return SticksGame(sticks, ScriptedDice(faces), **options)


def test_the_legal_actions_and_apply_go_through_the_gateway():
    g = game()
    assert [str(a) for a in g.legal_actions()] == ["take 1", "take 2"]
    assert g.current_player() is Side.A
    assert g.prompt().rule == "S-TAKE" and g.prompt().step == "take"
    assert g.prompt().text == "Player A: take 1 or 2 of the 5 sticks"
    events = g.apply("take 2")
    assert [e.text for e in events] == ["Player A takes 2, 3 left"]
    assert g.state.sticks == 3 and g.current_player() is Side.B
    assert g.revision == 1 and g.history == [Take("take", ("2",))]


def test_actions_round_trip_through_their_text():
    g = game()
    for a in g.legal_actions():
        assert g.parse(str(a)) == a


def test_an_illegal_action_is_refused_with_the_reason_and_the_rule_id():
    g = game(sticks=5)
    with pytest.raises(IllegalAction) as refused:
        g.apply("take 3")
    assert "take 3: not legal now. Now Player A: take 1 or 2 of the 5 sticks (S-TAKE)" in str(refused.value)
    assert "The legal take actions are: take 1, take 2" in str(refused.value)
    assert g.state.sticks == 5 and g.history == [] and g.revision == 0
    with pytest.raises(ValueError, match="the notation is 'take N'"):
        g.apply("jump 1")


def test_undo_waits_behind_the_curtain_and_redo_plays_again():
    g = game()
    g.apply("take 1")  # the other side decides now: undo only behind the curtain
    assert not g.can_undo() and g.can_undo(handover=True)
    assert "Player A decisions are done" in g.undo_reason()
    undone = g.undo(handover=True)
    assert (str(undone.action), undone.side) == ("take 1", Side.A)
    assert g.state.sticks == 5 and g.current_player() is Side.A and g.revision == 2
    assert g.can_redo()
    g.redo()
    assert g.state.sticks == 4 and g.current_player() is Side.B
    g.apply("take 1")  # B has decided: A's action can't come back now, only B's behind the curtain
    assert g.undo(handover=True).side is Side.B and g.state.sticks == 4
    assert not g.can_undo(handover=True) and not g.can_undo()


def test_a_lone_legal_action_is_taken_and_told_as_the_only_choice():
    g = game(sticks=3)
    events = g.apply("take 2")  # one stick left: B's only choice is taken for B
    assert [e.text for e in events] == [
        "Player A takes 2, 1 left",
        "the only choice: Player B take 1",
        "Player B takes 1, 0 left",
    ]
    assert [str(a) for a in g.history] == ["take 2"] and g.is_terminal()


def test_events_show_the_places_the_ruleset_names():
    """Event.places reads the data keys the ruleset names (Ruleset.place_keys),
    not Gettysburg's: the toy's events happen at its heap."""
    from gettysburg_desktop.games.gettysburg.rules.game import Game
    from gettysburg_desktop.kernel.events import PLACE_KEYS

    g = game()
    (taken,) = g.apply("take 2")
    assert taken.places(g.ruleset.place_keys) == ["heap"]
    assert taken.places() == []  # Gettysburg's keys name no place of the toy
    assert Game.ruleset.place_keys == PLACE_KEYS == ("dest", "origin", "place", "area", "target")


def test_a_game_without_undo_says_why():
    g = game(undo=False)
    g.apply("take 1")
    assert not g.can_undo(handover=True) and g.undo_reason() == "undo is off in this game"


def test_a_clone_is_independent():
    g = game()
    c = g.clone(events=True)
    c.apply("take 2")
    assert (g.state.sticks, c.state.sticks) == (5, 3)
    assert g.history == [] and g.revision == 0 and c.revision == 1
    g.apply("take 1")
    assert c.state.sticks == 3 and c.current_player() is Side.B


def test_terminal_and_returns():
    g = game(sticks=3)
    assert not g.is_terminal() and g.returns() == {Side.A: 0, Side.B: 0}
    g.apply("take 2")  # B takes the last stick, its only choice
    assert g.is_terminal() and g.current_player() is None and g.legal_actions() == []
    assert g.returns() == {Side.A: -1, Side.B: 1}
    p = g.prompt()
    assert (p.side, p.rule, p.step) == (None, "S-WIN", "game-over")
    assert p.text == "The game is over: Player B wins. Player B took the last stick"
    with pytest.raises(IllegalAction, match="the game is over"):
        g.apply("take 1")


def test_events_have_text_per_side():
    g = game(faces=(3, 5))
    luck = [e for e in g.start_events if e.kind == "luck"]
    assert [e.seen_by(Side.A).text for e in luck] == ["Player A rolls 3", "Player B rolls a secret die"]
    assert [e.seen_by(Side.B).text for e in luck] == ["Player A rolls a secret die", "Player B rolls 5"]
    assert luck[0].seen_by(Side.B).get("face") is None and luck[0].seen_by(Side.A).get("face") == 3
    assert "Player B rolls 5" not in "\n".join(g.log_text(Side.A))
    assert "Player B rolls 5" in "\n".join(g.log_text(Side.A, reveal=True))
    assert g.information_state(Side.A)["luck"] == {"a": 3} and g.information_state(Side.B)["luck"] == {"b": 5}
    assert g.ruleset.rule_reference(luck[0].rule) == ("Luck", "luck")


def test_a_quiet_game_tells_nothing_and_plays_the_same():
    loud, quiet = game(), game(events=False, undo=False)
    for text in ("take 2", "take 1", "take 2"):
        assert loud.apply(text) and quiet.apply(text) == []
    assert loud.outcome == quiet.outcome and loud.returns() == quiet.returns()


def test_a_record_round_trips():
    g = game(sticks=7)
    for text in ("take 2", "take 1", "take 2"):
        g.apply(text)
    rec = record(g)
    assert rec == {"ruleset": "sticks", "rules_version": 1, "variants": [], "actions": ["take 2", "take 1", "take 2"]}
    again = replay(SticksGame, 7, rec, ScriptedDice((3, 5)))
    assert again.history == g.history and again.state.sticks == 2
    assert again.log_text(None) == g.log_text(None)
    ten = replay(SticksGame, 7, {**rec, "variants": ["ten"]}, ScriptedDice((3, 5)))
    assert ten.state.sticks == 5
    with pytest.raises(RecordError, match=r"action 5 'take 2'.*recorded under rules version 0"):
        replay(
            SticksGame,
            7,
            {**rec, "rules_version": 0, "actions": [*rec["actions"], "take 2", "take 2"]},
            ScriptedDice((3, 5)),
        )
    with pytest.raises(ValueError, match="unknown variant"):
        replay(SticksGame, 7, {**rec, "variants": ["twelve"]}, ScriptedDice((3, 5)))


def test_the_kernel_imports_nothing_of_gettysburg():
    code = (
        "import sys; import gettysburg_desktop.kernel.gateway, gettysburg_desktop.kernel.record; "
        "print(sorted(m for m in sys.modules if m.startswith('gettysburg_desktop') and not m.startswith('gettysburg_desktop.kernel')))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "['gettysburg_desktop']"

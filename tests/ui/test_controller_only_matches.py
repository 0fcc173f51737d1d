"""The window's controller only matches clicks to the choices the rules
describe (issue 15, item 4): it names no verb of the engine and never tries
an action on a copy of the game (games/gettysburg/rules/choices.py ``read_click`` and
``confirm_reason`` do that)."""

from __future__ import annotations

import inspect
import re

from gettysburg_desktop.games.gettysburg.rules.actions import VERBS
from gettysburg_desktop.ui import controller


def _code(module) -> str:
    """The module's source without its docstrings and comments."""
    src = inspect.getsource(module)
    src = re.sub(r'"""[\s\S]*?"""', "", src)
    return re.sub(r"#[^\n]*", "", src)


def test_the_controller_names_no_verb_of_the_engine():
    code = _code(controller)
    named = sorted(v for v in VERBS if re.search(r"[\"']" + re.escape(v) + r"[\"' ]", code))
    assert named == []


def test_the_controller_makes_no_trial_copy_of_the_game():
    code = _code(controller)
    assert "clone" not in code and ".verb" not in code and "DiceExhausted" not in code
    assert not re.search(r"\b\d+\s*\*\s*\d+\b", code)  # no count of legal placements


def test_each_click_on_the_board_asks_the_rules_once_R_BLK_1(open_window, player, monkeypatch):
    from uihelp import scripted_session

    from gettysburg_desktop.games.gettysburg.rules import choices

    asked = []

    def counted(*args, **kwargs):
        asked.append(kwargs)
        return choices.read_click(*args, **kwargs)

    monkeypatch.setattr(controller, "read_click", counted)
    w = open_window(scripted_session([1] * 10))
    p = player(w)
    g = w.session.game
    p.take_over()
    p.click_place("herr-ridge")  # a block may go there: the values are offered
    assert len(asked) == 1 and asked[0] == {"place": "herr-ridge"}
    p.press("place-block 3 herr-ridge")  # a button: no click on the board, no question
    assert len(asked) == 1 and str(g.history[-1]) == "place-block 3 herr-ridge"
    p.take_over()
    p.click_unit("usa-i-1")  # a Union unit while the Union places a block: it means nothing, the rules say why
    assert len(asked) == 2 and asked[1] == {"unit": "usa-i-1"}
    assert w.controller.pick is None and not w.controller.offered

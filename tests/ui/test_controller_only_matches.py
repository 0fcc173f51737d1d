"""The window's controller only matches clicks to the choices the rules
describe (issue 15, item 4): it names no verb of the engine and never tries
an action on a copy of the game (rules/choices.py ``read_click`` and
``confirm_reason`` do that)."""

from __future__ import annotations

import inspect
import re

from gettysburg_desktop.rules.actions import VERBS
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

"""The window's controller only matches clicks to the choices the rules
describe (issue 15, item 4; issue 23, item 4): one controller for every
game. Its files name no game and no verb of any registered game's rules,
show none of a game's words, and never try an action on a copy of the
game (each game's click rules, kernel/clicks.py ``ClickRules``, do that:
Gettysburg's rules/choices.py, Norden & Süden's rules/clicks.py)."""

from __future__ import annotations

import importlib
import inspect
import re

import pytest

from gettysburg_desktop.games import registrations
from gettysburg_desktop.kernel.clicks import ClickRules
from gettysburg_desktop.ui import board_marks, click_matching, confirmation, controller, prompt_bar

#: the shell's files that take a click to the rules and follow what they read
SHELL = (controller, click_matching, confirmation, board_marks, prompt_bar)
MATCHERS = (controller, click_matching, confirmation, board_marks)
#: the modes a board's marks glow in (the scenes' ``mark``): every board's, no game's verb
MARK_MODES = {"legal", "selected", "target"}


def _code(module) -> str:
    """The module's source without its docstrings and comments."""
    src = inspect.getsource(module)
    src = re.sub(r'"""[\s\S]*?"""', "", src)
    return re.sub(r"#[^\n]*", "", src)


def _verbs() -> dict[str, set[str]]:
    """Each registered game's verbs (its rules' ``actions.VERBS``), by its id."""
    out = {}
    for registration in registrations():
        kind = registration.game_kind()
        package = type(kind.ruleset).__module__.rsplit(".", 1)[0]
        out[kind.id] = set(importlib.import_module(f"{package}.actions").VERBS)
    return out


def test_every_registered_game_plays_through_the_one_controller_with_its_click_rules():
    for registration in registrations():
        part = registration.window_part()
        assert part.controller is None, f"{part.id} brings a controller of its own"
        assert isinstance(part.clicks, ClickRules), f"{part.id} gives no click rules"
        assert part.marks is not None


@pytest.mark.parametrize("module", SHELL, ids=lambda m: m.__name__.rsplit(".", 1)[-1])
def test_the_controller_names_no_game_and_no_verb_of_any(module):
    code = _code(module)
    assert "gettysburg_desktop.games" not in code and ".games." not in code
    code = re.sub(r"\.kind == [\"'][a-z-]+[\"']", "", code)  # an event's kind (every game's dice: "roll") is no verb
    for game, verbs in _verbs().items():
        named = sorted(v for v in verbs - MARK_MODES if re.search(r"[\"']" + re.escape(v) + r"[\"' ]", code))
        assert named == [], f"{module.__name__} names {game}'s verbs {named}"
    if module in MATCHERS:  # (the prompt bar's hot-seat tooltip still cites Gettysburg's R-ACT-2)
        assert not re.search(r"\b(?:R|NS)-[A-Z]+-\d", code), "a game's rule id: the game's words"


@pytest.mark.parametrize("module", MATCHERS, ids=lambda m: m.__name__.rsplit(".", 1)[-1])
def test_the_controller_makes_no_trial_copy_of_the_game(module):
    code = _code(module)
    assert "clone" not in code and ".verb" not in code and "DiceExhausted" not in code
    assert not re.search(r"\b\d+\s*\*\s*\d+\b", code)  # no count of legal placements


def _counted(w, monkeypatch) -> list:
    asked = []
    rules = w.controller.rules
    read = rules.read_click

    def counted(*args, **kwargs):
        asked.append({k: v for k, v in kwargs.items() if k != "drawn"})
        return read(*args, **kwargs)

    monkeypatch.setattr(rules, "read_click", counted)
    return asked


def test_each_click_on_the_board_asks_the_rules_once_R_BLK_1(open_window, player, monkeypatch):
    from uihelp import scripted_session

    w = open_window(scripted_session([1] * 10))
    asked = _counted(w, monkeypatch)
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


def test_each_click_on_norden_und_sueden_s_board_asks_its_rules_once(open_window, player, monkeypatch):
    from test_nordensueden_buttons import ns_window

    w = ns_window(open_window)
    asked = _counted(w, monkeypatch)
    p = player(w)
    p.click_place("washington")  # a march (NS-MOVE-3)
    assert asked == [{"place": "washington"}]
    p.click_unit("usa-1")  # a unit of the march: chosen, its destinations glow
    assert asked[1] == {"unit": "usa-1"} and w.controller.selected == "usa-1"
    assert len(asked) == 2

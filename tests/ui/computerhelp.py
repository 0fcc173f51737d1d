"""Helpers for the tests of a game against the computer (ui/computer.py):
a person who takes a legal decision by mouse -- clicks on the view's
viewport at the scene position of a unit, an area, a block or a border,
the offered button where the click left a short list, Confirm where it
asks -- and a wait for the computer's turn."""

from __future__ import annotations

import random

from PySide6.QtWidgets import QApplication


def take_by_mouse(p, choice) -> bool:
    """Carry out ``choice`` (one of the controller's) the way a person does;
    True if the window took exactly that decision."""
    w = p.w
    c = w.controller
    before = len(c.game.history)
    action = str(choice.action)
    if choice.kind in ("button", "colour") and w.prompt.button_for(action) is not None:
        p.press(action)
    elif choice.kind == "unit" or (choice.unit and choice.kind != "border"):
        p.click_unit(choice.unit or choice.units[0])
    elif choice.kind == "place" and choice.block:
        p.click_block(choice.place)
    elif choice.kind == "place":
        p.click_place(choice.place)
    elif choice.kind == "border":
        p.click_border(*choice.border)
    else:
        return False
    for _ in range(4):
        QApplication.processEvents()
        if len(c.game.history) != before:
            break
        if p.confirm_button() is not None:
            p.confirm()
        elif w.prompt.button_for(action) is not None:
            p.press(action)
        elif c.selected is not None and choice.place is not None:
            if choice.kind == "border" or (choice.border and not choice.places):
                p.click_border(*choice.border)
            elif w.scene.blocks.get(choice.place) is not None and choice.block:
                p.click_block(choice.place)
            else:
                p.click_place(choice.place)
        else:
            break
    return len(c.game.history) == before + 1 and str(c.game.history[-1]) == action


def simple(choices) -> list:
    """The decisions a test's person picks among: no double order (its second block)."""
    return [ch for ch in choices if ch.then is None and ch.second_place is None]


def person_decides(p, rnd: random.Random, prefer_buttons: float = 0.0) -> str:
    """The person at the screen takes one decision by mouse, at random (a
    button first with probability ``prefer_buttons``); returns it."""
    c = p.w.controller
    offered = simple(c.choices())
    assert offered, f"nothing to decide by mouse: {c.game.prompt().text}"
    buttons = [ch for ch in offered if ch.kind == "button"]
    pool = buttons if buttons and rnd.random() < prefer_buttons else offered
    rnd.shuffle(pool)
    for choice in pool[:6]:
        if take_by_mouse(p, choice):
            return str(choice.action)
        c.cancel()
    raise AssertionError(
        f"no decision could be taken by mouse: {c.game.prompt().text}; tried {[str(ch.action) for ch in pool[:6]]}"
    )


def wait_for_person(qtbot, w, timeout=20_000) -> None:
    """Until the person may decide (or the game is over)."""
    qtbot.waitUntil(lambda: w.controller.can_act or w.controller.game.over, timeout=timeout)

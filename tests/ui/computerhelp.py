"""Helpers for the tests of a game against the computer (ui/computer.py):
a person who takes a legal decision by mouse -- clicks on the view's
viewport at the scene position of a unit, an area, a block or a border,
the offered button where the click left a short list, Confirm where it
asks -- and a wait for the computer's turn."""

from __future__ import annotations

import random

from PySide6.QtWidgets import QApplication

from gettysburg_desktop.games.gettysburg.ui.marks import first_block


def take_by_mouse(p, choice) -> str | None:
    """Carry out ``choice`` (one of the controller's) the way a person does;
    the decision the window took (a click on a crowded place may mean
    another one than aimed at: that is the person's decision then), None if none."""
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
        return None
    for _ in range(4):
        QApplication.processEvents()
        if len(c.game.history) != before:
            break
        if p.confirm_button() is not None:
            p.confirm()
        elif w.prompt.button_for(action) is not None:
            p.press(action)
        elif choice.second_place is not None and first_block(c) is not None:
            p.click_block(choice.second_place)  # a double order: the second block
        elif choice.second_place is not None and any(ch.then for ch in c.offered):
            p.press(str(next(ch for ch in c.offered if ch.then).action))  # "Double order: ... then the second block"
        elif c.selected is not None and choice.place is not None:
            if choice.kind == "border" or (choice.border and not choice.places):
                p.click_border(*choice.border)
            elif w.scene.blocks.get(choice.place) is not None and choice.block:
                p.click_block(choice.place)
            else:
                p.click_place(choice.place)
        else:
            break
    return str(c.game.history[before]) if len(c.game.history) > before else None


def simple(choices) -> list:
    """The decisions a test's person picks among: no double order (its second block)."""
    return [ch for ch in choices if ch.then is None and ch.second_place is None]


def person_decides(p, rnd: random.Random, prefer_buttons: float = 0.0) -> str:
    """The person at the screen takes one decision by mouse, at random (a
    button first with probability ``prefer_buttons``); returns it."""
    c = p.w.controller
    offered = simple(c.choices()) or [ch for ch in c.choices() if ch.second_place is not None]
    assert offered, f"nothing to decide by mouse: {c.game.prompt().text}"
    buttons = [ch for ch in offered if ch.kind == "button"]
    pool = buttons if buttons and rnd.random() < prefer_buttons else offered
    rnd.shuffle(pool)
    side, before = c.game.deciding_side(), len(c.game.history)
    for choice in pool[:6]:
        taken = take_by_mouse(p, choice)
        if taken is not None:
            assert c.game.log[before + 1].side is side, "the person's click took the person's decision"
            return taken
        c.cancel()
    raise AssertionError(
        f"no decision could be taken by mouse: {c.game.prompt().text}; tried {[str(ch.action) for ch in pool[:6]]}"
    )


def wait_for_person(qtbot, w, timeout=20_000) -> None:
    """Until the person may decide (or the game is over)."""
    qtbot.waitUntil(lambda: w.controller.can_act or w.controller.game.over, timeout=timeout)

"""Playing Norden & Süden in the window by clicks, as a player does: a
legal choice (games/nordensueden/rules/choices.py, as the window's controller offers
it) carried out by clicking the board where its unit and box are drawn and
pressing the prompt bar's buttons; ``by_mouse`` says whether the clicks go
to the viewport (pytest-qt) or straight to the controller's click path."""

from __future__ import annotations

from PySide6.QtCore import QPointF


def button_of(w, action: str):
    return w.prompt.button_for(action)


def _click(w, player, point: QPointF) -> None:
    if player is not None:
        w.view.centerOn(point)
        player.click_scene(point)
    else:
        w.controller.click_at(point)


def click_box(w, player, box: str) -> None:
    _click(w, player, w.scene.place_pos(box))


def click_unit(w, player, uid: str) -> None:
    _click(w, player, w.scene.unit_pos(uid))


def _same_but_unit(a, b) -> bool:
    """The same action but for its unit (an identical unit of the same counter)."""
    return a.verb == b.verb and a.args[1:] == b.args[1:]


def press(w, player, action) -> None:
    """Press the button of ``action`` (or of the same action of an identical unit)."""
    c = w.controller
    offered = c.offered or c.choices()
    choice = (
        next((ch for ch in offered if ch.action == action), None)
        or next((ch for ch in offered if _same_but_unit(ch.action, action)), None)
        or next(ch for ch in offered if ch.verb == action.verb)  # another path of an identical unit
    )
    if player is not None:
        player.press(str(choice.action))
    else:
        c.choose(choice)
    if c.pending is not None and c.pending.action == choice.action:  # asked first (marches left): confirmed
        if player is not None:
            player.confirm()
        else:
            c.confirm()


def take(w, choice, player=None) -> None:
    """Carry out ``choice`` by the clicks that mean it."""
    c = w.controller
    before = c.game.revision
    action = choice.action
    if choice.kind == "button":
        press(w, player, action)
    elif choice.kind == "place":
        click_box(w, player, choice.place)
        if c.game.revision == before:  # MI or MC: a button each
            press(w, player, action)
    else:
        click_unit(w, player, choice.unit)
        if c.game.revision == before and c.selected is not None and (choice.enemy or choice.place):
            if choice.enemy is not None:
                click_unit(w, player, choice.enemy)
            else:
                click_box(w, player, choice.place)
        if c.game.revision == before:  # several paths to the box, or a one-click action among others
            press(w, player, action)
    assert c.game.revision != before, f"{action} was not carried out by its clicks"
    # (a counter of identical units: the click moves the first that can go, not always the one named)

"""A unit standing in a glowing area: a click on it means the area when the
unit itself has nothing to do (issue 14, found playing: "click the area Herr
Ridge to order its units to move" was the answer to a click on its units)."""

from __future__ import annotations

from uihelp import scripted_session


def test_a_click_on_a_unit_in_the_area_to_order_orders_the_area_R_ORD_1(open_window, player, qtbot):
    w = open_window(scripted_session([1] * 10))
    p = player(w)
    g = w.session.game
    p.take_over()
    p.click_place("herr-ridge")
    p.press("place-block 3 herr-ridge")
    p.take_over()
    p.click_place("seminary-ridge-lutheran-seminary")
    p.press("place-block 2 seminary-ridge-lutheran-seminary")
    p.take_over()
    p.click_block("herr-ridge")
    p.press("order herr-ridge")
    assert g.prompt().step != "move"
    # the player clicks one of Herr Ridge's units, not the open ground of the area
    p.click_unit("csa-heth-1")
    assert g.prompt().step == "move"
    assert "move units out of Herr Ridge" in p.prompt()

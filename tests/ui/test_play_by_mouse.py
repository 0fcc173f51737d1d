"""An opening of the 1863 battle played by mouse clicks on the board."""

from __future__ import annotations

from uihelp import scripted_session


def test_an_opening_played_by_clicks_place_order_move_enter_and_assault(open_window, player, qtbot):
    # T1 1 (the horse battery misses); T2 1 (the cavalry misses); T4 2, 3: D, D; T5 the
    # cavalry (column 0: disrupted +1, ridge -1) rolls 1: R
    w = open_window(scripted_session([1, 1, 2, 3, 1, 1, 1, 1, 1, 1]))
    p = player(w)
    g = w.session.game
    p.take_over()  # the Confederate player sits down
    assert "take your action" in p.prompt()
    assert not any(h.mode == "recent" for h in w.scene.highlights.values())  # nobody has acted yet
    # place a command block: a click on Herr Ridge offers the block values
    p.click_place("herr-ridge")
    p.press("place-block 3 herr-ridge")
    assert g.state.blocks["herr-ridge"].value == 3
    assert w.curtain.isVisible()  # the Union's turn: the curtain falls
    p.take_over()
    assert {p_ for p_, h in w.scene.highlights.items() if h.mode == "recent"} == {
        "herr-ridge"
    }  # where the Confederates acted
    p.click_place("seminary-ridge-lutheran-seminary")
    p.press("place-block 2 seminary-ridge-lutheran-seminary")
    p.take_over()
    # issue an order from the block, for the units of Herr Ridge
    p.click_block("herr-ridge")
    p.press("order herr-ridge")
    p.click_place("herr-ridge")
    assert g.prompt().step == "move"
    # two units into McPherson Ridge (Herbst Woods), held by Buford's cavalry: an assault
    for uid in ("csa-heth-1", "csa-heth-2"):
        p.click_unit(uid)
        p.click_place("mcpherson-ridge-herbst-woods")
    assert g.state.units["csa-heth-2"].location == "mcpherson-ridge-herbst-woods"
    # a free move out of the Chambersburg Pike box into Herr Ridge
    p.click_unit("csa-heth-3")
    p.click_place("herr-ridge")
    assert g.state.units["csa-heth-3"].location == "herr-ridge"
    assert g.dice.used == 0  # nothing rolled before the player says so
    p.press("end-move")
    assert g.dice.used == 5
    # the player who rolled sees the result first, then hands over (issue 14)
    assert not w.curtain.isVisible() and w.prompt.hand_over_button() is not None
    p.hand_over()
    # the cavalry must retreat: the Union decides where
    p.take_over()
    assert g.prompt().step == "retreat" and g.prompt().side.value == "usa"
    p.click_place("mcpherson-ridge-railroad-cut")
    assert g.state.units["usa-buford-1"].location == "mcpherson-ridge-railroad-cut"
    # its horse battery, left alone: ride off with the cavalry undamaged, or retreat damaged (R-ASLT-9)
    assert g.prompt().step == "artillery-retreat"
    p.click_place("mcpherson-ridge-railroad-cut")  # both mean that place: a short list
    assert {b.objectName() for b in p.buttons()} == {
        "choice:withdraw usa-buford-art mcpherson-ridge-railroad-cut",
        "choice:retreat usa-buford-art mcpherson-ridge-railroad-cut",
        "choice:cancel",
    }
    p.press("withdraw usa-buford-art mcpherson-ridge-railroad-cut")
    assert g.state.units["usa-buford-art"].damaged is False
    assert {u.id for u in g.units_at("mcpherson-ridge-herbst-woods")} == {"csa-heth-1", "csa-heth-2"}
    # the result is on the board and in the log
    scene_units = {
        uid
        for uid, item in w.scene.units.items()
        if item.isVisible()
        and w.scene.locator.place_at(item.scenePos().x(), item.scenePos().y()) == "mcpherson-ridge-herbst-woods"
    }
    assert scene_units == {"csa-heth-1", "csa-heth-2"}
    log = "\n".join(w.log.lines())
    assert "defending fire: rolled 1" in log and "Confederate takes McPherson Ridge (Herbst Woods)" in log
    assert "(R-ASLT-7)" in log

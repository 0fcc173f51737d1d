"""The play-test helper reports what a player sees: only the buttons shown
under the prompt (tests/ui/uihelp.py, Player.buttons)."""

from uihelp import position_session

ORDER_FROM_HERR_RIDGE = {
    "period": "1 July afternoon",
    "active": "csa",
    "units": {"herr-ridge": ["csa-heth-1"], "black-horse-tavern": ["usa-i-1"]},
    "blocks": {
        "herr-ridge": {"side": "csa", "value": 3, "discs": 0},
        "seminary-ridge-mcmillan-woods": {"side": "usa", "value": 2, "discs": 0},
    },
}


def test_the_helper_offers_the_shown_buttons_and_not_a_hidden_one(open_window, player):
    w = open_window(position_session(ORDER_FROM_HERR_RIDGE))
    p = player(w)
    p.seat()
    p.click_block("herr-ridge")
    offered = p.labels()
    assert "Issue an order from the block in Herr Ridge" in offered
    p.buttons()[0].hide()
    assert p.labels() == offered[1:]

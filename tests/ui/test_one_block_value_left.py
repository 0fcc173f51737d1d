"""Issue 22 item 5: with one command-block value left (R-BLK-1, R-BLK-2)
the whole board glowed and a click on empty ground placed the block. Where a
block may go almost anywhere nothing glows, whatever the number of values
left (the prompt says where), and a click on the map says what it would do
and waits for a second click or Enter; where it may go to a few places only
those glow, and a click on one places it."""

from __future__ import annotations

from test_decisions_by_mouse import glowing_places
from uihelp import position_session

from gettysburg_desktop.games.gettysburg.rules.choices import MANY_PLACES
from gettysburg_desktop.games.gettysburg.scenario.catalog import load_scenario_by_id

SC = load_scenario_by_id("gettysburg-1863")
AREAS = list(SC.battlefield.area_ids)
UNION = [u.id for u in SC.units if u.side.value == "usa"]


def one_value_left(union_areas: int, csa_blocks: dict | None = None) -> dict:
    """1 July morning, the Confederates to act with only their two blocks of
    value 4 available; a Union unit in each of the first ``union_areas``
    areas; Heth's third brigade in its entry box (placing a block leaves the
    turn open for a free move out of it, R-REIN-3: no confirmation for the
    end of the turn)."""
    blocks = csa_blocks or {}
    on_map = sorted(b["value"] for b in blocks.values())
    aside = [v for v in (2, 2, 3, 3, 5, 5)]
    for v in on_map:
        aside.remove(v)
    return {
        "period": "1 July morning",
        "active": "csa",
        "units": {a: [u] for a, u in zip(AREAS[:union_areas], UNION, strict=False)}
        | {"chambersburg-pike-box": ["csa-heth-3"]},
        "blocks": {p: {"side": "csa", **b} for p, b in blocks.items()},
        "available_blocks": {"csa": [4, 4]},
        "set_aside_blocks": {"csa": aside},
    }


def places_for_the_block(w) -> set[str]:
    return {c.place for c in w.controller.choices() if c.verb == "place-block"}


def test_a_block_that_may_go_almost_anywhere_glows_nowhere_and_a_click_asks_first(open_window, player):
    w = open_window(position_session(one_value_left(8)))
    p = player(w)
    p.seat()
    legal = places_for_the_block(w)
    assert len(legal) > MANY_PLACES  # one value: most of the board
    assert not glowing_places(w)  # not the whole board: the prompt says where
    empty = AREAS[-2]  # empty ground: nobody's units, no block
    assert empty in legal and not w.session.game.units_at(empty)
    p.click_place(empty)
    name = w.session.game.name(empty)
    assert not w.session.game.history  # nothing placed on one click
    said = f"Place the command block of value 4 in {name}? Click it again or press Enter to place the block there"
    assert p.status().startswith(said) and "(R-BLK-1)" in p.status()
    assert said in p.prompt() and glowing_places(w) == {empty}
    p.esc()  # stepped back: nothing placed, nothing glows
    assert not w.session.game.history and not glowing_places(w) and p.confirm_button() is None
    p.click_place(empty)
    p.click_place(empty)  # the second click places it
    assert [str(a) for a in w.session.game.history] == [f"place-block 4 {empty}"]


def test_a_block_that_may_go_to_a_few_places_glows_there_and_a_click_places_it(open_window, player):
    # Union units in 40 areas and Confederate blocks on three of the other places: 12 places left
    blocks = {AREAS[-1]: {"value": 2}, AREAS[-2]: {"value": 2}, AREAS[-3]: {"value": 3}}
    w = open_window(position_session(one_value_left(40, blocks)))
    p = player(w)
    p.seat()
    legal = places_for_the_block(w)
    assert len(legal) == MANY_PLACES
    assert glowing_places(w) == legal  # exactly where it may go (R-BLK-1)
    p.click_place(AREAS[0])  # a Union unit there: why not, nothing placed
    assert not w.session.game.history and "R-BLK-1" in p.status()
    place = sorted(legal - set(SC.battlefield.entry_boxes))[0]
    p.click_place(place)
    assert [str(a) for a in w.session.game.history] == [f"place-block 4 {place}"], p.status()

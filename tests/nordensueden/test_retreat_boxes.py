"""Where an army may retreat (NS-RET-2..4) and where the defender's
cavalry may go before round 1 (NS-CAVRET-1, -4): pure functions of small
maps built in code."""

from __future__ import annotations

from battle_maps import CSA, USA, box, link, small_map, star

from gettysburg_desktop.games.nordensueden.rules.retreat import (
    cavalry_retreat_boxes,
    enemy_recruitment_city,
    retreat_boxes,
)


def owners(bmap, **flags):
    """The owner of each box: its starting colour unless flagged."""
    return lambda b: flags.get(b.replace("-", "_"), bmap.box[b].owner)


def no_enemy(_b):
    return False


def test_own_boxes_first():
    m = star(CSA, {"own": (CSA, {}), "white": (None, {}), "theirs": (USA, {})})
    assert retreat_boxes(m, "battle", CSA, owners(m), no_enemy, ()) == ["own"]


def test_without_an_own_box_white_and_enemy_boxes_rank_alike():  # NS-RET-4
    m = star(CSA, {"white": (None, {}), "theirs": (USA, {})})
    assert retreat_boxes(m, "battle", CSA, owners(m), no_enemy, ()) == ["white", "theirs"]


def test_no_box_holding_enemy_units():  # NS-RET-2
    m = star(CSA, {"a": (CSA, {}), "b": (CSA, {})})
    assert retreat_boxes(m, "battle", CSA, owners(m), lambda b: b == "a", ()) == ["b"]


def test_an_own_box_holding_enemies_does_not_count_and_the_others_are_open():
    m = star(CSA, {"a": (CSA, {}), "white": (None, {})})
    assert retreat_boxes(m, "battle", CSA, owners(m), lambda b: b == "a", ()) == ["white"]


def test_not_a_box_the_enemy_came_from():  # NS-RET-2, NS-RET-4
    m = star(CSA, {"a": (CSA, {}), "b": (CSA, {})})
    assert retreat_boxes(m, "battle", CSA, owners(m), no_enemy, {"a"}) == ["b"]


def test_not_an_enemy_recruitment_city():  # NS-RET-2, NS-RET-3
    m = star(CSA, {"city": (USA, {USA: 2}), "town": (USA, {})})
    assert retreat_boxes(m, "battle", CSA, owners(m), no_enemy, ()) == ["town"]
    assert enemy_recruitment_city(m, "city", CSA, owners(m))


def test_a_captured_box_showing_only_your_colour_is_no_enemy_recruitment_city():  # NS-RET-3
    m = star(CSA, {"city": (CSA, {CSA: 1})})
    own = owners(m, city=USA)  # the Union took it
    assert not enemy_recruitment_city(m, "city", CSA, own)
    assert retreat_boxes(m, "battle", CSA, own, no_enemy, ()) == ["city"]


def test_cairo_counts_for_whoever_owns_it():  # NS-RECR-3: numbers in both colours
    m = star(CSA, {"cairo": (USA, {USA: 1, CSA: 1})})
    assert retreat_boxes(m, "battle", CSA, owners(m), no_enemy, ()) == []
    assert retreat_boxes(m, "battle", CSA, owners(m, cairo=CSA), no_enemy, ()) == ["cairo"]


def test_nowhere_to_go():  # NS-RET-2: the side fights on
    m = star(CSA, {"a": (CSA, {})})
    assert retreat_boxes(m, "battle", CSA, owners(m), lambda b: True, ()) == []


def test_the_confederacy_never_retreats_along_the_potomac_the_union_may():  # NS-MOVE-10, NS-RET-4
    m = small_map(
        [box("washington", USA), box("fredericksburg", CSA)],
        [link("washington", "fredericksburg", "river", potomac=True, downstream="fredericksburg")],
    )
    own = owners(m, washington=CSA)
    assert retreat_boxes(m, "fredericksburg", CSA, owners(m), no_enemy, ()) == []
    assert cavalry_retreat_boxes(m, "washington", CSA, own, no_enemy, ()) == []
    assert retreat_boxes(m, "fredericksburg", USA, owners(m), no_enemy, ()) == ["washington"]


def test_several_lines_to_one_box_make_one_choice():
    m = small_map([box("battle", CSA), box("a", CSA)], [link("battle", "a", "road"), link("battle", "a", "rail")])
    assert retreat_boxes(m, "battle", CSA, owners(m), no_enemy, ()) == ["a"]


def test_cavalry_retreat_goes_to_own_or_white_boxes_alike():  # NS-CAVRET-1, -4
    m = star(CSA, {"own": (CSA, {}), "white": (None, {}), "theirs": (USA, {})})
    assert cavalry_retreat_boxes(m, "battle", CSA, owners(m), no_enemy, ()) == ["own", "white"]


def test_cavalry_retreat_not_where_enemies_stand_nor_where_the_attacker_came_from():  # NS-CAVRET-1
    m = star(CSA, {"a": (CSA, {}), "b": (None, {}), "c": (CSA, {})})
    assert cavalry_retreat_boxes(m, "battle", CSA, owners(m), lambda b: b == "a", {"b"}) == ["c"]


def test_cavalry_retreat_not_into_a_box_the_enemy_took():  # NS-CAVRET-1: "one the enemy owns"
    m = star(CSA, {"a": (CSA, {})})
    assert cavalry_retreat_boxes(m, "battle", CSA, owners(m, a=USA), no_enemy, ()) == []

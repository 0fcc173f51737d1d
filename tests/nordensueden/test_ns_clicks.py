"""Norden & Süden's click rules (games/nordensueden/rules/clicks.py, the
kernel's ``ClickRules``): what a click on a counter or a box means, read in
the rules alone, without a window; the window's one controller only
follows the answer."""

from __future__ import annotations

from ns_maps import C, m2_map
from ns_positions import position

from gettysburg_desktop.games.nordensueden.rules import clicks
from gettysburg_desktop.kernel.clicks import ClickRules, Pick


def _march():
    g = position(
        m2_map(),
        {"csa-1": ("MI", "shreveport"), "csa-2": ("MI", "shreveport"), "csa-3": ("VC", "shreveport")},
        side=C,
        marches=3,
    )
    g.apply("march shreveport")
    return g


def test_the_click_rules_hold_to_the_kernel_s_contract():
    assert isinstance(clicks, ClickRules)


def test_a_box_click_starts_a_march_NS_MOVE_3():
    g = position(m2_map(), {"csa-1": ("MI", "shreveport")}, side=C, marches=3)
    r = clicks.read_click(g, clicks.choices(g), place="shreveport")
    assert [str(c.action) for c in r.choices] == ["march shreveport"] and r.why is None


def test_a_click_on_the_second_of_two_identical_counters_acts_on_that_counter():
    g = _march()
    cs = clicks.choices(g)
    drawn = {u: (("csa-1", "csa-2"), "shreveport") for u in ("csa-1", "csa-2")}.get
    r = clicks.read_click(g, cs, unit="csa-2", drawn=lambda u: drawn(u, ((u,), None)))
    assert r.step and r.pick == Pick("unit", "csa-2")
    assert "csa-2" in r.says and "Esc" in r.says  # what the window says while the pick waits
    assert [str(c.action) for c in r.choices] == ["fortify csa-2"]  # what it may do instead of moving
    again = clicks.read_click(g, cs, r.pick, unit="csa-1", drawn=lambda u: drawn(u, ((u,), None)))
    assert again.cancel  # the chosen counter clicked again: step back


def test_a_box_too_far_is_refused_with_its_rule_NS_MOVE_4():
    g = _march()
    cs = clicks.choices(g)
    chosen = Pick("unit", "csa-3")
    r = clicks.read_click(g, cs, chosen, place="monroe")
    assert [str(c.action) for c in r.choices] == ["move csa-3 shreveport>monroe"]
    far = [b.id for b in g.map.boxes if b.id not in ("shreveport", "monroe", "vicksburg")]
    refused = [clicks.read_click(g, cs, chosen, place=b) for b in far]
    assert all(x.why and not x.choices for x in refused)
    assert any("NS-MOVE-4" in x.why for x in refused)


def test_ending_the_movement_with_marches_left_is_asked_first_NS_MOVE_7():
    g = position(m2_map(), {"csa-1": ("MI", "shreveport")}, side=C, marches=3)
    [end] = [c for c in clicks.choices(g) if c.kind == "button"]
    assert clicks.ask_first(g, end) == "marches"
    text, tip = clicks.confirm_words(g, end, "marches", None)
    assert "the 3 marches left are lost (NS-MOVE-7)" in text and "NS-MOVE-7" in tip

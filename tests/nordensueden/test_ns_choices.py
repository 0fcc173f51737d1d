"""What a click means (games/nordensueden/rules/choices.py): each legal action as the
box, unit or button a player points at."""

from __future__ import annotations

from ns_maps import C, m2_map, sea_map
from ns_positions import position

from gettysburg_desktop.games.nordensueden.rules.choices import choices, choices_at


def test_a_march_is_a_box_then_a_unit_and_its_destination():
    g = position(m2_map(), {"csa-1": ("MI", "shreveport"), "csa-3": ("VC", "shreveport")}, side=C, marches=3)
    kinds = {(c.kind, str(c.action)) for c in choices(g)}
    assert kinds == {("button", "end-movement"), ("box", "march shreveport")}
    [march] = choices_at(g, box="shreveport")
    assert march.label == "March from Shreveport"
    g.apply(march.action)
    moves = choices_at(g, unit="csa-3")
    assert {(c.place, c.path) for c in moves if c.action.verb == "move"} == {
        ("monroe", ("shreveport", "monroe")),
        ("vicksburg", ("shreveport", "monroe", "vicksburg")),
    }
    assert [c.label for c in moves if c.action.verb == "fortify"] == ["csa-3 fortifies"]
    assert all(c.origin == "shreveport" for c in moves)


def test_sea_moves_and_recruits():
    from gettysburg_desktop.games.nordensueden.rules.sides import Side

    g = position(sea_map(), {"usa-1": ("MI", "new-york")}, marches=2)
    [to_norfolk] = [c for c in choices_at(g, unit="usa-1") if c.place == "norfolk"]
    assert (to_norfolk.kind, to_norfolk.label) == ("unit", "usa-1 by sea to Norfolk")
    pools = {Side.USA: {"MI": 5, "MC": 1}, Side.CSA: {"MI": 0, "MC": 0}}
    g = position(sea_map(), {"usa-1": ("MI", "new-york")}, segment="recruitment", pools=pools, dice=(2,))
    g.apply("roll")
    assert [c.label for c in choices_at(g, box="new-york")] == [
        "Recruit a militia cavalry in New York",
        "Recruit a militia infantry in New York",
    ]
    assert [c.label for c in choices(g) if c.kind == "button"] == ["End the recruitment"]

"""Recruitment (NS-RECR), the army maximum (NS-RECR-4), the draft limit
(NS-DRAFT-3) and historical recruiting (NS-AID-4), on
ns_maps.recruitment_map. Legal lists counted by hand in the comments."""

from __future__ import annotations

import pytest
from ns_maps import C, U, recruitment_map
from ns_positions import legal, position

from gettysburg_desktop.kernel.gateway import IllegalAction


def game(units, side=U, pools=None, **kw):
    pools = pools or {U: {"MI": 12, "MC": 1}, C: {"MI": 0, "MC": 1}}
    return position(recruitment_map(), units, side=side, segment="recruitment", pools=pools, **kw)


def union_mi(n, box="ny"):
    return {f"usa-{i}": ("MI", box) for i in range(1, n + 1)}


def test_before_the_first_draft_the_union_recruits_only_its_cavalry():
    g = game(union_mi(10), dice=(4,))
    assert legal(g) == ["end-recruitment", "roll"]
    g.apply("roll")
    assert g.state.recruits_left == 4
    # 12 militia infantry allowed, 10 on the map: MI may be recruited; 1 MC in the pool.
    # hand count: {MI, MC} x {ny, bos, cairo} = 6, plus end-recruitment
    assert legal(g) == [
        "end-recruitment",
        "recruit MC bos",
        "recruit MC cairo",
        "recruit MC ny",
        "recruit MI bos",
        "recruit MI cairo",
        "recruit MI ny",
    ]
    g.apply("recruit MI ny")
    with pytest.raises(IllegalAction, match="NS-RECR-3"):
        g.apply("recruit MI ny")  # one per city
    g.apply("recruit MI bos")
    # 12 militia infantry now: the draft limit (NS-DRAFT-3)
    assert legal(g) == ["end-recruitment", "recruit MC cairo"]
    with pytest.raises(IllegalAction, match="NS-DRAFT-3"):
        g.apply("recruit MI cairo")
    g.apply("recruit MC cairo")
    assert g.state.segment != "recruitment"  # nothing more to recruit: the segment ended with one recruit unused


def test_a_draft_lets_four_more_militia_infantry_in():
    g = game(union_mi(12), dice=(6,), drafts=1, pools={U: {"MI": 12, "MC": 0}, C: {"MI": 0, "MC": 0}})
    g.apply("roll")
    assert sorted(legal(g)) == ["end-recruitment", "recruit MI bos", "recruit MI cairo", "recruit MI ny"]


def test_the_army_maximum_limits_recruits():
    veterans = {f"usa-{i}": ("VI", "bos") for i in range(13, 23)}
    g = game(union_mi(12) | veterans, drafts=1)
    # 22 units on the map = the Union maximum 20 + 1 + 1: nothing to recruit, no roll (NS-RECR-4)
    assert g.state.segment != "recruitment"
    del veterans["usa-22"]
    g = game(union_mi(12) | veterans, drafts=1, dice=(6,))
    g.apply("roll")
    g.apply("recruit MI ny")
    assert g.state.segment != "recruitment"  # 22 now: the five recruits left are lost


def test_only_own_recruitment_cities_and_not_a_box_taken_this_turn():
    """Cairo shows both colours: the Confederacy recruits there once it owns
    it (NS-RECR-3), not in the player turn it moves in (NS-RECR-6)."""
    pools = {U: {"MI": 0, "MC": 0}, C: {"MI": 2, "MC": 1}}
    g = game({"csa-1": ("MI", "cairo")}, side=C, pools=pools, dice=(3,))
    g.apply("roll")
    assert "recruit MI cairo" not in legal(g)
    with pytest.raises(IllegalAction, match="NS-RECR-3"):
        g.apply("recruit MI cairo")
    g = game({"csa-1": ("MI", "cairo")}, side=C, pools=pools, dice=(3,), flags={"cairo": C})
    g.apply("roll")
    assert "recruit MI cairo" in legal(g)
    assert g.army_max(C) == 5


def test_historical_recruiting_table_and_two_per_big_city():
    g = game(
        union_mi(4),
        dice=(1,),
        variants=("historical-recruiting",),
        pools={U: {"MI": 12, "MC": 0}, C: {"MI": 0, "MC": 0}},
    )
    g.apply("roll")
    assert g.state.recruits_left == 3  # T9: a Union 1 gives 3
    g.apply("recruit MI ny")
    g.apply("recruit MI ny")  # ny shows 20 >= 3: two recruits there (NS-AID-4)
    with pytest.raises(IllegalAction, match="NS-RECR-3"):
        g.apply("recruit MI ny")
    pools = {U: {"MI": 0, "MC": 0}, C: {"MI": 8, "MC": 1}}
    g = game({"csa-1": ("MI", "ral")}, side=C, pools=pools, dice=(6,), variants=("historical-recruiting",))
    g.apply("roll")
    assert g.state.recruits_left == 4  # T9: a Confederate 6 gives only 4 (NS-AID-4)
    assert g.state.recruit_roll == 6


def test_recruiting_is_optional():
    g = game(union_mi(4), dice=())
    g.apply("end-recruitment")  # no roll at all (NS-RECR-6)
    assert g.state.phasing is C


def test_the_confederacy_has_no_draft_limit():
    from ns_maps import numbers_map

    units = {f"csa-{i}": ("MI", "south") for i in range(1, 14)}
    pools = {U: {"MI": 0, "MC": 0}, C: {"MI": 2, "MC": 0}}
    g = position(numbers_map(30, 30), units, side=C, segment="recruitment", pools=pools, dice=(2,))
    g.apply("roll")
    # 13 Confederate militia infantry on the map, more than the Union's 12 before a draft (NS-DRAFT-4)
    assert legal(g) == ["end-recruitment", "recruit MI south"]


@pytest.mark.parametrize(
    ("units", "pools", "drafts", "text", "rule"),
    [
        (
            {f"usa-{i}": ("VI", "ny") for i in range(1, 23)},
            {"MI": 5, "MC": 1},
            0,
            "at its maximum of 22 units",
            "NS-RECR-4",
        ),
        ({"usa-1": ("VI", "ny")}, {"MI": 0, "MC": 0}, 0, "its pool is empty", "NS-RECR-2"),
        ({f"usa-{i}": ("MI", "ny") for i in range(1, 13)}, {"MI": 12, "MC": 0}, 0, "only drafted", "NS-DRAFT-3"),
    ],
)
def test_why_nothing_is_recruited(units, pools, drafts, text, rule):
    g = position(recruitment_map(), units, segment="promotion", pools={U: pools, C: {"MI": 0, "MC": 0}}, drafts=drafts)
    [told] = [e for e in g.apply("no-promotion") if e.kind == "no-recruits"]
    assert text in told.text and told.rule == rule

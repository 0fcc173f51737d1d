"""Promotion in the promotion segment (NS-PROM-1, -3, -4, -5) and the
Confederate replacements variant (NS-AID-5)."""

from __future__ import annotations

import pytest
from ns_maps import C, U, recruitment_map
from ns_positions import legal, position

from gettysburg_desktop.kernel.gateway import IllegalAction


def game(units, side=U, **kw):
    pools = {U: {"MI": 5, "MC": 0}, C: {"MI": 0, "MC": 0}}
    return position(recruitment_map(), units, side=side, segment="promotion", pools=pools, **kw)


def test_any_one_unit_one_quality_up_and_its_militia_counter_back_to_the_pool():
    g = game({"usa-1": ("MI", "ny"), "usa-2": ("VC", "bos"), "usa-3": ("EI", "bos")})
    # hand count: usa-1 and usa-2 may be promoted, usa-3 is elite (NS-PROM-1): 2 + no-promotion
    assert legal(g) == ["no-promotion", "promote usa-1", "promote usa-2"]
    with pytest.raises(IllegalAction, match="NS-PROM-1"):
        g.apply("promote usa-3")
    g.unit("usa-1").reduced = True
    g.apply("promote usa-1")
    u = g.unit("usa-1")
    assert u.kind.code == "VI" and u.reduced  # keeps its side (NS-PROM-5)
    assert g.state.pool[U]["MI"] == 6  # NS-PROM-4
    assert g.state.segment == "recruitment"  # one promotion only (NS-PROM-3)


def test_promotion_limits_from_the_scenario():
    g = game({"usa-1": ("MI", "ny"), "usa-2": ("VI", "bos")}, promotion_limits={U: {"VI": 1}})
    assert legal(g) == ["no-promotion", "promote usa-2"]  # no veteran infantry counter left (NS-PROM-5)


def test_replacements_two_promotions_on_a_low_roll():
    units = {"csa-1": ("MI", "ric"), "csa-2": ("MI", "ral")}
    g = game(units, side=C, variants=("replacements",), dice=(2,))
    assert legal(g) == ["roll"]
    g.apply("roll")
    g.apply("promote csa-1")
    assert legal(g) == ["no-promotion", "promote csa-2"]  # a second promotion, of another unit
    g.apply("promote csa-2")
    assert g.state.segment == "recruitment"
    g = game(units, side=C, variants=("replacements",), dice=(4,))
    g.state.csa_losses = 2  # two veteran or elite infantry lost this game turn: 4 - 2 = 2
    g.apply("roll")
    g.apply("promote csa-1")
    assert "promote csa-2" in legal(g)
    g = game(units, side=C, variants=("replacements",), dice=(3,))
    g.apply("roll")
    g.apply("promote csa-1")
    assert g.state.segment == "recruitment"  # 3: one promotion


def test_replacements_are_the_confederacy_s_only():
    g = game({"usa-1": ("MI", "ny")}, variants=("replacements",))
    assert legal(g) == ["no-promotion", "promote usa-1"]


def test_eliminated_veteran_infantry_counts_for_replacements():
    g = game({"csa-1": ("VI", "ric"), "csa-2": ("MI", "ral")}, side=C)
    g.eliminate(g.unit("csa-1"))
    assert g.state.csa_losses == 1

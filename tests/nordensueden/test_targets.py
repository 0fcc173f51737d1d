"""NS-FIRE-1, target declaration, as pure functions: the engine asks one
firer after the other (target_options), and what it lets a side declare
is exactly the set of whole declarations the rule allows (declaration_ok)."""

from __future__ import annotations

import itertools

import pytest

from gettysburg_desktop.games.nordensueden.rules.targets import declaration_ok, declarations, target_options


def test_outnumbered_firers_must_pick_different_targets():
    # F=2 <= T=3: the first firer may pick any of 3, the second any of the other 2
    assert target_options(2, ["a", "b", "c"], set()) == ["a", "b", "c"]
    assert target_options(1, ["a", "b", "c"], {"a"}) == ["b", "c"]


def test_surplus_firers_may_add_shots_only_once_every_enemy_is_reached():
    # F=3 > T=2: the first two firers may pick either; the last must take the one not yet fired at
    assert target_options(3, ["d", "e"], set()) == ["d", "e"]
    assert target_options(2, ["d", "e"], {"d"}) == ["d", "e"]
    assert target_options(1, ["d", "e"], {"d"}) == ["e"]
    assert target_options(1, ["d", "e"], {"d", "e"}) == ["d", "e"]


def test_the_combat_example_declarations_are_legal_and_the_alternatives_counted():
    # Confederate D, E at Union A, B, C: 3 x 2 = 6 declarations (ordered pairs of different targets)
    conf = list(declarations(["D", "E"], ["A", "B", "C"]))
    assert len(conf) == 6 and (("D", "A"), ("E", "C")) in conf
    # Union A, B, C at D, E: onto 2 targets, each hit at least once: 2**3 - 2 = 6
    union = list(declarations(["A", "B", "C"], ["D", "E"]))
    assert len(union) == 6 and (("A", "D"), ("B", "D"), ("C", "E")) in union


def test_a_whole_declaration_is_checked():
    assert declaration_ok([("A", "D"), ("B", "D"), ("C", "E")], ["A", "B", "C"], ["D", "E"])
    assert not declaration_ok([("A", "D"), ("B", "D"), ("C", "D")], ["A", "B", "C"], ["D", "E"])  # E never fired at
    assert not declaration_ok([("D", "A"), ("E", "A")], ["D", "E"], ["A", "B", "C"])  # two shots at A, B and C free
    assert not declaration_ok([("D", "A")], ["D", "E"], ["A", "B", "C"])  # E not declared
    assert not declaration_ok([("D", "A"), ("E", "X")], ["D", "E"], ["A", "B", "C"])  # X is no enemy


@pytest.mark.parametrize("f", range(1, 6))
@pytest.mark.parametrize("t", range(1, 6))
def test_asking_firer_by_firer_offers_exactly_the_legal_declarations(f, t):
    firers = [f"f{i}" for i in range(f)]
    enemies = [f"e{i}" for i in range(t)]
    asked = set(declarations(firers, enemies))
    every = {tuple(zip(firers, ts, strict=True)) for ts in itertools.product(enemies, repeat=f)}
    assert asked == {d for d in every if declaration_ok(d, firers, enemies)}
    assert asked  # never a dead end: some whole declaration always exists

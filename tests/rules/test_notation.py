"""Action notation: every offered action round-trips through str / Action.parse;
legal_actions() is sorted and deterministic."""

import random

import pytest

from gettysburg_desktop.games.gettysburg.rules import crossroads
from gettysburg_desktop.games.gettysburg.rules.actions import VERBS, Action, NotationError
from gettysburg_desktop.games.gettysburg.rules.dice import SeededDice
from gettysburg_desktop.games.gettysburg.rules.game import Game


def walk(seed, steps):
    g = Game(crossroads.scenario(), SeededDice(seed), undo=False)
    rnd = random.Random(seed)
    seen = 0
    for _ in range(steps):
        if g.over:
            break
        acts = g.legal_actions()
        yield g, acts
        seen += len(acts)
        choices = [a for a in acts if a.verb != "concede"] or acts
        g.apply(rnd.choice(choices))


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_legal_action_round_trips_through_its_text(seed):
    for g, acts in walk(seed, 400):
        for a in acts:
            assert a.verb in VERBS
            assert Action.parse(str(a)) == a
            assert g.is_legal(Action.parse(str(a)))


@pytest.mark.parametrize("seed", [4, 5])
def test_legal_actions_are_sorted_unique_and_deterministic(seed):
    twin = walk(seed, 300)
    for (g, acts), (_g2, acts2) in zip(walk(seed, 300), twin, strict=True):
        texts = [str(a) for a in acts]
        assert texts == sorted(texts)
        assert len(set(texts)) == len(texts)
        assert texts == [str(a) for a in acts2]
        assert [str(a) for a in g.legal_actions()] == texts


@pytest.mark.parametrize("text", ["", "fly away", "order", "move a b c d", "end-turn now"])
def test_bad_text_is_a_notation_error(text):
    with pytest.raises(NotationError):
        Action.parse(text)

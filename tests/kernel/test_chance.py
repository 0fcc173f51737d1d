"""Chance of every kind from one seeded stream (kernel/dice.py,
kernel/deck.py; architecture, convention 5; issue 23, item 3): dice of
any size, lots, shuffled stacks drawn without replacement; the same seed
draws the same, a script says what it was asked when it runs out, and
every kind of draw steps back (``rewind``). The d6 stream is the one every
saved game was rolled with."""

from __future__ import annotations

import copy
import pickle
import random
from collections import Counter

import pytest

from gettysburg_desktop.kernel.deck import Deck, DeckEmpty
from gettysburg_desktop.kernel.dice import (
    DiceExhausted,
    ReplayDice,
    ScriptedChance,
    ScriptedDice,
    ScriptMismatch,
    SeededDice,
)

#: the d6 rolls of these seeds, written down before dice of other sizes came (saved games replay with them)
PINNED_D6 = {
    0: "6532435234642542665625653134663625415355",
    1: "1652334511635135266114632312332223216442",
    7: "2141431413113512464361621125244341125324",
    1863: "3615225663556622453634211446222126336566",
    2**62 - 1: "3111153331323116231355651535451556124163",
}

WEATHER = {"rain": 1, "sun": 3}


def test_the_d6_stream_is_the_one_saved_games_were_rolled_with():
    for seed, faces in PINNED_D6.items():
        d = SeededDice(seed)
        assert "".join(str(d.roll()) for _ in range(40)) == faces, seed
        d = SeededDice(seed)
        assert "".join(str(d.roll(6)) for _ in range(40)) == faces, seed  # roll(6) is roll()
    d = SeededDice(1863)
    [d.roll() for _ in range(10)]
    d.rewind(4)
    assert [d.roll() for _ in range(6)] == [5, 6, 6, 3, 5, 5]
    assert d.describe() == "seed 1863"


def mixed(dice, deck: Deck) -> list:
    """Draws of every kind in turn: a d20, a weighted lot, a card, a d6, a d100, a lot alike, a d4, a card."""
    return [
        dice.roll(20),
        dice.lot(WEATHER),
        deck.draw(dice),
        dice.roll(),
        dice.roll(100),
        dice.lot(["north", "south", "east"]),
        dice.roll(4),
        deck.draw(dice),
    ]


def test_the_same_seed_draws_the_same_of_every_kind():
    a, b = SeededDice(42), SeededDice(42)
    da, db = Deck("events", "abcdefgh"), Deck("events", "abcdefgh")
    drawn = mixed(a, da)
    assert drawn == mixed(b, db) and da.left == db.left
    assert len({tuple(mixed(SeededDice(s), Deck("events", "abcdefgh"))) for s in range(5)}) == 5  # seeds differ
    # a copy of the state (a snapshot, a clone) draws on as the original would
    later = pickle.loads(pickle.dumps((a, da)))
    assert mixed(*later) == mixed(a, da)
    assert a.rolls == 16  # one number of the stream per draw, whatever its kind


def test_dice_of_any_size_show_every_face_about_as_often():
    d = SeededDice(2024)
    for sides in (4, 6, 8, 10, 12, 20, 100):
        counts = Counter(d.roll(sides) for _ in range(400 * sides))
        assert set(counts) == set(range(1, sides + 1)), sides
        assert min(counts.values()) > 400 * 0.7 and max(counts.values()) < 400 * 1.3, (sides, counts)
    assert SeededDice(5).roll(1) == 1
    for bad in (0, -6, 2.5, True):
        with pytest.raises(ValueError, match="a die has a whole number of sides"):
            SeededDice(1).roll(bad)


def test_a_lot_draws_by_its_weights_and_never_an_outcome_of_weight_0():
    d = SeededDice(7)
    counts = Counter(d.lot({"rain": 1, "sun": 3, "snow": 0}) for _ in range(8000))
    assert set(counts) == {"rain", "sun"}
    assert 0.72 < counts["sun"] / 8000 < 0.78
    alike = Counter(d.lot(("north", "south", "east", "west")) for _ in range(8000))
    assert set(alike) == {"north", "south", "east", "west"} and max(alike.values()) < 2200
    # a lot alike draws as a die of as many faces does: the same number of the stream, the same index
    as_lot, as_die = SeededDice(3), SeededDice(3)
    assert [as_lot.lot(list("abcdefgh")) for _ in range(50)] == ["abcdefgh"[as_die.roll(8) - 1] for _ in range(50)]


@pytest.mark.parametrize(
    ("outcomes", "error", "words"),
    [
        ({"north", "south"}, TypeError, "a sequence or a mapping"),
        ("north", TypeError, "a sequence or a mapping"),
        ([], ValueError, "a lot of no outcome"),
        ({"rain": -1, "sun": 3}, ValueError, "the weight of 'rain' must be a number, 0 or more"),
        ({"rain": 0, "sun": 0}, ValueError, "every weight is 0"),
        ([1, 2], ValueError, "a lot's outcome is a name"),
        ({1: 0, 2: 0}, ValueError, "a lot's outcome is a name"),
    ],
)
def test_a_lot_without_a_fixed_order_or_anything_to_draw_is_refused(outcomes, error, words):
    with pytest.raises(error, match=words):
        SeededDice(1).lot(outcomes)
    with pytest.raises(error, match=words):
        ScriptedChance(["north"]).lot(outcomes)


def test_a_deck_is_drawn_without_replacement_and_reshuffled_when_asked():
    deck = Deck("chits", ["red", "red", "red", "blue", "green"])
    d = SeededDice(11)
    drawn = [deck.draw(d) for _ in range(5)]
    assert sorted(drawn) == sorted(deck.cards) and deck.left == [] and deck.drawn == drawn
    with pytest.raises(DeckEmpty, match=r"the deck 'chits' is empty: its 5 cards are drawn \(reshuffle it\)"):
        deck.draw(d)
    deck.reshuffle(["red", "blue"])  # the discards go back; the rest stay in play
    assert deck.left == ["red", "blue"] and len(deck) == 2 and sorted(deck.drawn) == ["green", "red", "red"]
    with pytest.raises(ValueError, match="blue not drawn"):
        deck.reshuffle(["blue"])
    deck.reshuffle()
    assert deck.left == list(deck.cards) and deck.drawn == []
    assert repr(deck) == "Deck('chits': 5 of 5 left)"
    with pytest.raises(ValueError, match="a card is a name"):
        Deck("bad", ["a", ""])


def test_a_deck_is_shuffled_fairly():
    first = Counter(Deck("d", "abcde").draw(SeededDice(seed)) for seed in range(5000))
    assert set(first) == set("abcde") and max(first.values()) < 1150
    last = Counter()
    for seed in range(2000):
        deck, d = Deck("d", "abcd"), SeededDice(seed)
        last["".join(deck.draw(d) for _ in range(4))] += 1
    assert len(last) == 24 and max(last.values()) < 2000 / 24 * 1.5  # every order, about as often


def test_rewind_steps_back_over_draws_of_every_kind():
    d, deck = SeededDice(99), Deck("events", "abcdefgh")
    mixed(d, deck)
    mark, kept = d.rolls, copy.deepcopy(deck)
    ahead = mixed(d, deck)
    d.rewind(d.rolls - mark)  # the deck comes back with the state (a snapshot), the stream by rewinding
    assert mixed(d, kept) == ahead
    script = ScriptedChance([3, "sun", "c", 2, 77, "east", 4, "a"])
    drawn = mixed(script, Deck("events", "abcdefgh"))
    script.rewind(8)
    assert mixed(script, Deck("events", "abcdefgh")) == drawn == [3, "sun", "c", 2, 77, "east", 4, "a"]
    assert script.remaining == 0


def test_a_script_says_what_was_asked_when_it_runs_out():
    script = ScriptedChance([20])
    assert script.roll(20) == 20
    with pytest.raises(
        DiceExhausted, match=r"^the script of 1 draws is used up; draw 2 was asked for: a d20 \(1-20\)$"
    ):
        script.roll(20)
    with pytest.raises(DiceExhausted, match=r"draw 2 was asked for: a lot of rain, sun$"):
        script.lot(WEATHER)
    with pytest.raises(DiceExhausted, match=r"draw 2 was asked for: a card of the deck 'events' \(3 left\)$"):
        Deck("events", "abc").draw(script)
    assert script.describe() == "1 scripted draws" and script.used == 1
    # the d6 script of a record says it as it always did
    d6 = ScriptedDice([4, 5])
    assert [d6.roll(), d6.roll()] == [4, 5]
    with pytest.raises(DiceExhausted, match=r"^the script of 2 die rolls is used up; roll 3 was asked for$"):
        d6.roll()
    with pytest.raises(
        DiceExhausted, match=r"^the script of 2 die rolls is used up; roll 3 was asked for: a d8 \(1-8\)$"
    ):
        d6.roll(8)
    assert d6.faces == [4, 5] and d6.describe() == "2 scripted rolls"
    with pytest.raises(ValueError, match=r"a scripted die face must be 1\.\.6, not 7"):
        ScriptedDice([1, 7])


def test_a_script_that_does_not_fit_what_is_asked_says_so_and_is_not_used_up():
    script = ScriptedChance([7, "hail", "z"])
    with pytest.raises(ScriptMismatch, match=r"the script's draw 1 is 7, but a d6 \(1-6\) was asked for"):
        script.roll()
    assert script.roll(8) == 7
    with pytest.raises(ScriptMismatch, match="draw 2 is 'hail', but a lot of rain, sun was asked for"):
        script.lot(WEATHER)
    with pytest.raises(ScriptMismatch, match="draw 2 is 'hail', but a lot of rain, snow was asked for"):
        script.lot({"rain": 1, "snow": 1, "hail": 0})  # an outcome of weight 0 is never drawn
    assert script.lot(["sun", "hail"]) == "hail"
    with pytest.raises(ScriptMismatch, match=r"draw 3 is 'z', but a card of the deck 'events' \(2 left\)"):
        Deck("events", "ab").draw(script)
    assert script.used == 2
    with pytest.raises(ScriptMismatch, match="is 'z', but a d6"):
        ScriptedChance(["z"]).roll()


def test_a_replay_gives_back_what_was_drawn():
    d, deck = SeededDice(5), Deck("events", "abcdefgh")
    drawn = mixed(d, deck)
    again = ReplayDice(drawn)
    assert mixed(again, Deck("events", "abcdefgh")) == drawn
    with pytest.raises(RuntimeError, match="more rolls than it made"):
        again.roll()
    with pytest.raises(RuntimeError, match="asked for a d6 where it drew 'a'"):
        ReplayDice(["a"]).roll()


def test_random_stream_is_pythons():
    """The stream is ``random.Random(seed)``'s, one number per draw, whatever is drawn."""
    numbers = random.Random(8).random
    expected = [int(numbers() * 20) + 1, int(numbers() * 100) + 1, "abc"[int(numbers() * 3)]]
    d = SeededDice(8)
    assert [d.roll(20), d.roll(100), d.lot(["a", "b", "c"])] == expected

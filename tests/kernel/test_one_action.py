"""The kernel's one ``Action`` (kernel/action.py) with a game's vocabulary
(kernel/notation.py's ``Notation``) is a drop-in for each game's own
action class: the same text, the same parse and the same refusals, equal,
hashed and sorted alike, on every verb of both notations and on the
actions of real games (architecture, convention 3; issue 23, item 3)."""

from __future__ import annotations

import json
import pickle
import random
import re
from pathlib import Path

import pytest
import yaml

from gettysburg_desktop.games.gettysburg.rules import actions as g_actions
from gettysburg_desktop.games.nordensueden.campaign import short_1861
from gettysburg_desktop.games.nordensueden.rules import actions as ns_actions
from gettysburg_desktop.games.nordensueden.rules.game import NordenSuedenGame
from gettysburg_desktop.kernel.action import Action
from gettysburg_desktop.kernel.dice import SeededDice
from gettysburg_desktop.kernel.notation import Notation, NotationError

TESTS = Path(__file__).resolve().parents[1]

GETTYSBURG = Notation(g_actions.VERBS, secret_words=g_actions.SECRET_WORDS)
NORDEN_SUEDEN = Notation(ns_actions.VERBS)


class GettysburgAction(Action):
    """Gettysburg's vocabulary bound in a subclass (the module's way one)."""

    __slots__ = ()
    notation = GETTYSBURG


#: (a game's own class, its vocabulary bound to the kernel's Action, the notation)
GAMES = {
    "gettysburg": (g_actions.Action, GettysburgAction, GETTYSBURG),
    "norden-sueden": (ns_actions.Action, Action, NORDEN_SUEDEN),
}


def kernel_parse(kernel_class: type[Action], notation: Notation, text: str) -> Action:
    """The kernel's parse, as the game would call it: bound, or with the notation passed."""
    return kernel_class.parse(text) if kernel_class.notation is notation else kernel_class.parse(text, notation)


def usage_examples(verbs: dict[str, tuple[int, int, str]]) -> list[str]:
    """Every verb with each number of words it takes, its words taken from
    its usage ("move UNIT PATH" -> "move unit path"), and with one word too
    few and one too many (refused)."""
    out = []
    for verb, (low, high, usage) in verbs.items():
        words = [w.lower() for w in re.findall(r"\b[A-Z][A-Z|]*\b", usage.split(":")[0])] or ["x"]
        for n in range(max(0, low - 1), high + 2):
            out.append(" ".join([verb, *(words * (n + 1))[:n]]))
    return out


def real_actions(game: str) -> list[str]:
    """The actions of real games: Gettysburg's golden playthroughs; Norden &
    Süden's position records and every legal action of a seeded random game."""
    if game == "gettysburg":
        golden = json.loads((TESTS / "golden" / "crossroads-playthroughs.json").read_text(encoding="utf-8"))
        return [a for play in golden.values() for a in play["actions"]]
    out = []
    for path in sorted((TESTS / "ai" / "positions").glob("*.yaml")):
        rec = yaml.safe_load(path.read_text(encoding="utf-8"))
        if rec.get("ruleset") == "norden-sueden":
            out += rec["actions"]
    g = NordenSuedenGame(short_1861(), SeededDice(3), undo=False, events=False)
    rng = random.Random(3)
    while not g.over and len(out) < 2000:
        legal = g.legal_actions()
        out += [str(a) for a in legal]
        g.apply(legal[rng.randrange(len(legal))], trusted=True)
    return out


ODD_TEXTS = ["", "   ", "fly north", "MOVE a b", "move\ta\tb", "  end-turn  ", "roll roll", "fire  a b c d"]


@pytest.mark.parametrize("game", GAMES)
def test_every_verb_reads_and_writes_as_the_games_own_class(game):
    own, kernel_class, notation = GAMES[game]
    texts = usage_examples(notation.verbs) + ODD_TEXTS
    assert len(texts) > 3 * len(notation.verbs)
    parsed = refused = 0
    for text in texts:
        try:
            theirs = own.parse(text)
        except NotationError as exc:
            with pytest.raises(NotationError) as ours:
                kernel_parse(kernel_class, notation, text)
            assert str(ours.value) == str(exc), text
            refused += 1
            continue
        mine = kernel_parse(kernel_class, notation, text)
        assert isinstance(mine, Action) and type(mine) is kernel_class
        assert (mine, hash(mine), str(mine), repr(mine)) == (theirs, hash(theirs), str(theirs), repr(theirs)), text
        assert mine.verb == theirs.verb and mine.args == theirs.args
        assert kernel_parse(kernel_class, notation, str(mine)) == mine  # the text round-trips
        parsed += 1
    assert parsed >= len(notation.verbs) and refused >= len(notation.verbs)  # both kinds were compared


@pytest.mark.parametrize("game", GAMES)
def test_the_actions_of_real_games_read_alike_and_sort_alike(game):
    own, kernel_class, notation = GAMES[game]
    texts = real_actions(game)
    assert len(texts) > 50
    theirs = [own.parse(t) for t in texts]
    mine = [kernel_parse(kernel_class, notation, t) for t in texts]
    assert len({a.verb for a in mine}) >= 10
    assert mine == theirs and [str(a) for a in mine] == texts
    assert sorted(mine) == sorted(theirs) and [str(a) for a in sorted(mine)] == [str(a) for a in sorted(theirs)]
    assert {a: i for i, a in enumerate(mine)} == {a: i for i, a in enumerate(theirs)}  # the same keys of a dict
    assert pickle.loads(pickle.dumps(mine)) == mine


def test_secret_words_are_hidden_as_the_games_own_class_hides_them():
    for text in ("place-block 5 herr-ridge", "place-block 2 town", "order town", "end-turn"):
        theirs, mine = g_actions.Action.parse(text), GettysburgAction.parse(text)
        assert mine.public_text() == theirs.public_text()
        assert mine.public() == theirs.public() and type(mine.public()) is GettysburgAction
    hidden = GettysburgAction.parse("place-block 5 herr-ridge")
    assert str(hidden.public()) == "place-block ? herr-ridge" and hidden.public() is hidden.public()  # made once
    plain = Action.parse("place-block 5 herr-ridge", GETTYSBURG)
    assert plain.public() is plain and plain.public_text() == str(plain)  # no notation bound: nothing to hide


def test_a_text_read_without_a_notation_is_refused_with_the_text():
    with pytest.raises(NotationError, match=r"'take 2': no notation"):
        Action.parse("take 2")


def test_a_notation_refuses_a_table_no_text_could_match():
    with pytest.raises(ValueError, match="one word"):
        Notation({"two words": (0, 0, "")})
    with pytest.raises(ValueError, match=r"fewest words \(2\)"):
        Notation({"take": (2, 1, "take N")})
    with pytest.raises(ValueError, match="secret words of unknown verbs: bid"):
        Notation({"take": (1, 1, "take N")}, secret_words={"bid": (0,)})


def test_verbs_added_later_are_read():
    verbs = {"take": (1, 1, "take N: take N sticks")}
    notation = Notation(verbs)
    with pytest.raises(NotationError, match=r"unknown action 'pass' in 'pass'; known: take"):
        Action.parse("pass", notation)
    notation.add({"pass": (0, 0, "pass: take none")})
    verbs["skip"] = (0, 0, "skip")  # the table itself is kept, as a game's module adds to it
    assert Action.parse("pass", notation) == ("pass", ()) and str(Action.parse("skip", notation)) == "skip"
    assert notation.usage("take") == "take N: take N sticks"
    with pytest.raises(NotationError, match=r"'take 1 2': take takes 1-1 words; usage: take N: take N sticks"):
        Action.parse("take 1 2", notation)

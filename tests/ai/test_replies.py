"""The opponent's replies below a root plan (ai/replies.py, issue 26 item
3): a ``Replies`` node answers only the opponent's turn decisions, opens its replies by prior as it is visited more (progressive
widening), tries each open reply once and then the one the opponent
scores best with (UCB1); a rollout plays the chosen reply in place of the
policy (kernel/kit.py ``Replying``) and the policy plays on where the
reply's actions stop fitting; the ``reply`` level plays legal moves on
the kernel's toy game, Norden & Süden and Gettysburg."""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parents[1] / "kernel"))
from sticks import Side, SticksGame  # noqa: E402

from gettysburg_desktop.ai.kit import DEFAULT_KIT, kit_for  # noqa: E402
from gettysburg_desktop.ai.levels import make_player, parse_player  # noqa: E402
from gettysburg_desktop.ai.replies import Replies  # noqa: E402
from gettysburg_desktop.games.nordensueden.campaign import short_1861  # noqa: E402
from gettysburg_desktop.games.nordensueden.rules.game import NordenSuedenGame  # noqa: E402
from gettysburg_desktop.kernel.dice import SeededDice  # noqa: E402
from gettysburg_desktop.kernel.kit import Replying  # noqa: E402


def sticks(n: int, seed: int = 1) -> SticksGame:
    return SticksGame(n, SeededDice(seed), undo=False, events=False)


def take(g: SticksGame, n: int) -> None:
    g.apply(next(a for a in g.legal_actions() if a.args == (str(n),)))


def test_a_node_answers_the_opponents_decisions_only_and_widens_by_prior():
    node = Replies(DEFAULT_KIT, Side.A)
    g = sticks(5)
    assert node(g) is None  # the root side decides: no reply
    take(g, 1)  # B to take 1 or 2 of 4
    first = node(g)
    assert [str(a) for a in first] == ["take 1"]  # one open at the first visit: the best liked (ties: legal order)
    node.update(1.0)  # A won after it
    second = node(g)
    assert [str(a) for a in second] == ["take 2"]  # two open now (ceil(sqrt(2))): the one never tried goes first
    node.update(-1.0)  # A lost after it
    for _ in range(6):  # the opponent keeps to its better reply while the other is tried now and then
        choice = node(g)
        node.update(1.0 if choice == first else -1.0)
    assert node.stats[second][1] > node.stats[first][1]
    assert node.stats[second][0] / node.stats[second][1] == 1.0  # counted for the opponent: A's -1 is its +1


def test_a_rollout_plays_the_reply_and_the_policy_the_rest():
    """A reply of two actions for B: B takes 2, then A decides, so the
    reply's second action is not B's to play; the policy plays on to the end."""
    g = sticks(6)
    take(g, 1)  # B to move, 5 left
    replying = Replying(lambda game: tuple(game.legal_actions())[1:] * 2)  # ("take 2", "take 2")
    assert replying.step(g) and g.state.sticks == 3 and g.current_player() is Side.A
    assert not replying.step(g)  # A decides: the reply is over
    DEFAULT_KIT.rollout(g, random.Random(1))
    assert g.over


def test_the_reply_level_wins_from_a_winning_position_on_the_toy_game():
    """Take 1 or 2, the last stick wins: from 4 the move is to take 1."""
    player = make_player("reply#200")
    assert parse_player("reply#64").simulations == 64 and player.replies and not make_player("hard#64").replies
    assert str(player.choose(sticks(4), 3)) == "take 1"


def test_the_reply_level_meets_the_opponents_plans_in_norden_und_sueden():
    g = NordenSuedenGame(short_1861(), SeededDice(2), undo=False, events=False)
    kit = kit_for(g)
    rng = random.Random(2)
    while kit.decision_kind(g) != "turn" or len(g.legal_actions()) < 2:
        g.apply(kit.policy_action(g, rng))
    seen: list[Replies] = []
    original = Replies.__init__

    def keep(self, *args):
        original(self, *args)
        seen.append(self)

    player = make_player("reply#24")
    Replies.__init__ = keep
    try:
        action = player.choose(g.clone(), 5)
    finally:
        Replies.__init__ = original
    assert action in g.legal_actions()
    assert seen and sum(n.visits for n in seen) > 0
    side = g.current_player()
    assert all(n.side is side for n in seen)

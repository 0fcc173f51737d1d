"""Every registered game's real objects are what the kernel's contracts
(kernel/protocols.py) say: its ruleset, a game of its first scenario, its
computer kit and its window part; and the map editor's windows of both
board kinds (issue 23, item 3). Run time checks each member's presence,
its arguments and its values (fits.py); ``mypy`` checks the same objects'
types (tests/kernel/protocol_fit.py, in pyproject.toml's [tool.mypy])."""

from __future__ import annotations

import random

import pytest
from fits import misfits
from sticks import Sticks, SticksGame

import gettysburg_desktop.ui.game_kinds  # noqa: F401 - every game's window part registered
from gettysburg_desktop.ai.kit import DEFAULT_KIT, Kit, kit_for
from gettysburg_desktop.editor.window import EditorWindow
from gettysburg_desktop.games.nordensueden.editor.box_window import BoxEditorWindow
from gettysburg_desktop.kernel import protocols
from gettysburg_desktop.kernel.dice import ScriptedDice, SeededDice
from gettysburg_desktop.kernel.gateway import Gateway
from gettysburg_desktop.kernel.ruleset import Ruleset
from gettysburg_desktop.scenario import games
from gettysburg_desktop.ui.window_game_kind import window_game, window_games

KINDS = {kind.id: kind for kind in games.games()}


def fits(obj, protocol) -> bool:
    problems = misfits(obj, protocol)
    assert problems == [], f"{obj!r} is not a {protocol.__name__}: {problems}"
    return isinstance(obj, protocol)


def test_both_games_are_registered_with_every_part():
    assert len(KINDS) >= 2 and len(window_games()) == len(KINDS)


@pytest.mark.parametrize("game_id", KINDS)
def test_a_registered_games_ruleset_and_game_are_the_kernels(game_id):
    kind = KINDS[game_id]
    assert fits(kind.ruleset, protocols.Ruleset)
    assert all(fits(side, protocols.Side) for side in kind.ruleset.sides)
    game = kind.new_game(kind.load_scenario(kind.first_scenario()), SeededDice(1))
    assert fits(game, protocols.Game)
    world = game.sample_world(game.deciding_side(), random.Random(1))
    assert fits(game.clone(), protocols.Game) and fits(world, protocols.Game)


@pytest.mark.parametrize("game_id", KINDS)
def test_a_registered_games_computer_kit_and_window_part_are_the_kernels(game_id):
    kind = KINDS[game_id]
    assert fits(kit_for(kind.id), protocols.ComputerKit) and kit_for(kind.id) is not DEFAULT_KIT
    assert fits(window_game(kind.game_class), protocols.WindowGame)


def test_the_kernels_own_defaults_and_a_toy_game_are_the_kernels():
    assert fits(Ruleset(), protocols.Ruleset) and fits(Sticks(), protocols.Ruleset)
    assert fits(SticksGame(5, ScriptedDice([3, 5])), protocols.Game)
    assert fits(DEFAULT_KIT, protocols.ComputerKit)
    assert issubclass(SticksGame, Gateway)


@pytest.mark.parametrize("window", [EditorWindow, BoxEditorWindow])
def test_the_map_editors_windows_are_editor_kinds(window):
    assert fits(window, protocols.EditorKind)


def test_an_object_that_takes_its_arguments_otherwise_does_not_fit():
    """The check has teeth: a kit whose rollout takes ``turns`` by position
    only, whose evaluate needs one more argument, whose small choice names
    the side otherwise, whose horizon is a word, does not fit; nor does an
    object without the members."""

    class Broken(Kit):
        def rollout(self, game, rng, turns, /):
            return 0

        def evaluate(self, game, side, weights, depth):
            return 0.0

        def small_choice(self, game, who, rng, weights=None):
            return None

    broken = Broken()
    broken.horizon = "two"
    problems = misfits(broken, protocols.ComputerKit)
    assert "rollout: takes no keyword 'turns'" in problems
    assert "evaluate: 'weights' has no default" in problems
    assert "evaluate: requires 'depth', which the protocol never passes" in problems
    assert "small_choice: argument 2 is named 'who', not 'side'" in problems
    assert any(p.startswith("horizon: 'two' is none of") for p in problems)
    assert misfits(object(), protocols.Side) == ["value: missing", "title: missing"]
    assert not isinstance(object(), protocols.Game)

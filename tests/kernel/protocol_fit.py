"""The registered games' real objects hold to the kernel's contracts
(kernel/protocols.py) as a type checker reads them: ``mypy`` checks this
module (pyproject.toml's [tool.mypy] ``files``; ``.ci/run``); nothing here
runs. test_protocols.py checks the same objects at run time."""

from __future__ import annotations

from gettysburg_desktop.ai.kit import Kit
from gettysburg_desktop.editor.window import EditorWindow
from gettysburg_desktop.games.gettysburg.computer.kit import GettysburgKit
from gettysburg_desktop.games.gettysburg.rules import choices as gettysburg_clicks
from gettysburg_desktop.games.gettysburg.rules.game import Game
from gettysburg_desktop.games.gettysburg.rules.ruleset import GETTYSBURG
from gettysburg_desktop.games.nordensueden.computer.kit import NordenSuedenKit
from gettysburg_desktop.games.nordensueden.editor.box_window import BoxEditorWindow
from gettysburg_desktop.games.nordensueden.rules import clicks as norden_sueden_clicks
from gettysburg_desktop.games.nordensueden.rules.game import NordenSuedenGame
from gettysburg_desktop.games.nordensueden.rules.ruleset import NORDEN_SUEDEN
from gettysburg_desktop.kernel import clicks, protocols
from gettysburg_desktop.kernel.gateway import Gateway
from gettysburg_desktop.kernel.ruleset import Ruleset
from gettysburg_desktop.ui.window_game_kind import WindowGame

RULESETS: list[protocols.Ruleset] = [GETTYSBURG, NORDEN_SUEDEN, Ruleset()]
#: each game's click rules (kernel/clicks.py), as the window's one controller asks them
CLICK_RULES: list[clicks.ClickRules] = [gettysburg_clicks, norden_sueden_clicks, clicks.BUTTONS_ONLY]


def games(gettysburg: Game, norden_sueden: NordenSuedenGame, any_game: Gateway) -> list[protocols.Game]:
    return [gettysburg, norden_sueden, any_game]


def kits(gettysburg: GettysburgKit, norden_sueden: NordenSuedenKit, defaults: Kit) -> list[protocols.ComputerKit]:
    return [gettysburg, norden_sueden, defaults]


def window_part(window_game: WindowGame) -> protocols.WindowGame:
    return window_game


def editor_kinds(areas: EditorWindow, boxes: BoxEditorWindow) -> list[protocols.EditorKind]:
    return [areas, boxes]

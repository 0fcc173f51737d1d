"""The games, one package each (../shared/design/architecture.md, issue 23):
everything a game is (its rules, scenarios, computer kit, window parts and
editor parts) lives in its own folder, and nothing outside it names it.

- ``gettysburg/``: Martin Wallace's Gettysburg (rule ids R-...), on a map of
  polygon areas.
- ``nordensueden/``: Frank Chadwick's Norden & Süden (NS-...), on a map of
  boxes and links.
- ``finsterland/``: Georg Pils's Schlachten im Finsterland (FL-...), on the
  free table (bases anywhere, distances measured).

Each game has a ``registration`` module: its id, the module of its computer
kit (``KIT``), its ``game_kind()`` for the registry of games
(kernel/game_kind.py, filled by scenario/games.py) and its ``window_part()``
for the window's (ui/window_game_kind.py, filled by ui/game_kinds.py). The
registries ask the games; no game imports a registry. ``INSTALLED`` names the games;
adding one is its folder plus its name here (docs/adding-a-game.md). The
registries ask ``registrations()`` and never name a game.

Games never import each other (import-linter's contracts in pyproject.toml
say so). Where the shell, the computer and the editor still name a game,
the contract "Nothing outside a game names it" lists each import as a debt
to pay off (issue 23).
"""

from __future__ import annotations

import importlib
from types import ModuleType

#: the games this program plays, in the order New game lists them: each a package here with a registration module
INSTALLED = ("gettysburg", "nordensueden", "finsterland", "acw_bbdba")


def registrations() -> list[ModuleType]:
    """Each installed game's registration module, in ``INSTALLED``'s order."""
    return [importlib.import_module(f"{__name__}.{name}.registration") for name in INSTALLED]

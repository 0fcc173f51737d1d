"""The battles of Finsterland the program ships (resources/finsterland/:
each battle file with its table and armies beside it) and the game for the
registry of games (kernel/game_kind.py): its rules, battles, sides and
rules reference. registration.py hands it to the registry."""

from __future__ import annotations

from functools import cache
from importlib.resources import as_file, files
from pathlib import Path
from typing import Any

from gettysburg_desktop.files.yaml_safe import YamlReadError, read_yaml
from gettysburg_desktop.kernel.said import said

from .battle_file import KIND, BattleFileError, load_battle
from .game.scenario import Scenario

#: the battle New game starts with
DEFAULT = "grauwasser"


def shipped_folder() -> Path:
    with as_file(files("gettysburg_desktop.resources").joinpath("finsterland")) as folder:
        return Path(folder)


@cache
def shipped() -> dict[str, Path]:
    """Battle id -> its file, for every battle file shipped."""
    out = {}
    for path in sorted(shipped_folder().glob("*.yaml")):
        try:
            data = read_yaml(path)
        except YamlReadError:
            continue
        if isinstance(data, dict) and data.get("kind") == KIND and isinstance(data.get("id"), str):
            out[data["id"]] = path
    return out


def load_scenario(battle: str) -> Scenario:
    """A shipped battle by its id, or a battle file by its path (an
    author's); LookupError or ValueError name the problem."""
    path = shipped().get(battle)
    if path is None:
        if not battle.endswith((".yaml", ".yml")):
            raise LookupError(f"no battle {battle!r}; the battles: {', '.join(shipped())}")
        path = Path(battle)
    try:
        return load_battle(path)
    except BattleFileError as exc:
        raise ValueError(str(exc)) from None


def titles() -> dict[str, str]:
    out = {}
    for battle, path in shipped().items():
        data = read_yaml(path)
        out[battle] = str(data.get("name", battle))
    return out


def game_kind(*, computer: bool = True) -> Any:
    """Finsterland for the registry of games (docs/window-games.md)."""
    from gettysburg_desktop.kernel import game_kind as games

    from .game.game import FinsterlandGame
    from .game.sides import Side

    return games.GameKind(
        id=FinsterlandGame.ruleset.name,
        title=said("Schlachten im Finsterland (Georg Pils: miniatures on a free table)"),
        game_class=FinsterlandGame,
        scenarios=lambda: [games.ScenarioOffer(i, t) for i, t in titles().items()],
        load_scenario=load_scenario,
        sides=(Side.SOUTH, Side.NORTH),
        computer=computer,
        rules_pages=("finsterland",),
        scenario_files=True,
        default_scenario=DEFAULT,
    )

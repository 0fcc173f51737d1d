"""The battles of Finsterland the program ships (resources/finsterland/:
each battle file with its table and armies beside it) and the game for the
registry of games (kernel/game_kind.py): its rules, battles, sides and
rules reference. registration.py hands it to the registry."""

from __future__ import annotations

from functools import cache
from importlib.resources import as_file, files
from pathlib import Path
from typing import Any

from gettysburg_desktop.boards.table.table_file import load_table
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


#: between the parts of a match-up's id: its table's battle, the South's army, the North's
MATCH = "+"


@cache
def matches() -> dict[str, tuple[Path, Path, Path]]:
    """The match-ups New game offers beside the shipped battles (FL-SETUP, issue 24's "table, armies"):
    on each shipped table, every army a shipped battle gives the South against every army one gives
    the North, but the pairings a battle already is, laid out by army_layout.py for the players to
    set up. Id (``grauwasser+panzerlegion+nordmark-garde``) -> the table, the South's army, the North's."""
    tables: dict[Path, str] = {}
    armies: dict[str, dict[str, Path]] = {"south": {}, "north": {}}
    pairings = set()
    for battle, path in shipped().items():
        data = read_yaml(path)
        table = path.parent / str(data["table"])
        tables.setdefault(table, battle)
        pair = []
        for side in ("south", "north"):
            army = path.parent / str(data[side]["army"])
            armies[side][army.stem] = army
            pair.append(army.stem)
        pairings.add(tuple(pair))
    out = {}
    for table, battle in tables.items():
        for south, south_path in sorted(armies["south"].items()):
            for north, north_path in sorted(armies["north"].items()):
                if (south, north) not in pairings:
                    out[MATCH.join((battle, south, north))] = (table, south_path, north_path)
    return out


def match_scenario(match: str) -> Scenario:
    """A match-up (``matches``): the table, both armies laid out in their zones, the players to set up
    (FL-SETUP-3), twelve rounds (FL-RUL-8's default; New game's Length chooses another)."""
    from .army_file import load_army
    from .army_layout import lay_out
    from .zones import zone_depth

    table_path, south_path, north_path = matches()[match]
    table = load_table(table_path)
    south, north = load_army(south_path), load_army(north_path)
    units = lay_out(table, "south", south) + lay_out(table, "north", north)
    name = f"{table.name}: {south.name} / {north.name}"
    return Scenario(match, name, table, 12, units, zone=zone_depth(table), deploy=True,
                    description=f"{south.name} ({south.points} P) against {north.name} ({north.points} P), "
                    "each side setting up its army in its zone")  # fmt: skip


def load_scenario(battle: str) -> Scenario:
    """A shipped battle by its id, a match-up of the shipped armies (``matches``), or a battle file by
    its path (an author's); LookupError or ValueError name the problem."""
    if battle in matches():
        return match_scenario(battle)
    path = shipped().get(battle)
    if path is None:
        if not battle.endswith((".yaml", ".yml")):
            raise LookupError(f"no battle {battle!r}; the battles: {', '.join(shipped())}")
        path = Path(battle)
    try:
        return load_battle(path)
    except BattleFileError as exc:
        raise ValueError(str(exc)) from None


def titles() -> dict[str, str | Any]:
    """The battles New game offers, then the match-ups (each named for its table and armies)."""
    out: dict[str, str | Any] = {}
    for battle, path in shipped().items():
        data = read_yaml(path)
        out[battle] = str(data.get("name", battle))
    for match, (table, south, north) in matches().items():
        names = [str(read_yaml(p).get("name", p.stem)) for p in (table, south, north)]
        out[match] = said("{table}: {south} against {north} (the players set up)", table=names[0],
                          south=names[1], north=names[2])  # fmt: skip
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

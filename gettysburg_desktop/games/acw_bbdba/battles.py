"""The battles ACW-BBDBA ships (resources/acw_bbdba/): its armies as files
(army_file.py); the meeting engagement, the shipped armies of a period laid
out on a table (game/scenario.py ``from_armies``); the same armies on a
battlefield generated from a seed (field/battlefield.py, decision 29); and
the game for the registry of games (kernel/game_kind.py).
registration.py hands it to the registry."""

from __future__ import annotations

from importlib.resources import as_file, files
from typing import Any

from gettysburg_desktop.boards.table.table import Feature, Table

from .army_file import load_army
from .field.terrain import CREST_WIDTH
from .game.scenario import Scenario, from_armies
from .rules.army import Army


def shipped_army(army_id: str) -> Army:
    """One of the armies the program ships (resources/acw_bbdba/)."""
    with as_file(files("gettysburg_desktop.resources").joinpath("acw_bbdba", f"{army_id}.yaml")) as path:
        return load_army(path)


#: the shipped armies of each period: the Union's, the Confederates'
ARMIES = {"early": ("potomac-1862", "northern-virginia-1862"), "late": ("potomac-1864", "northern-virginia-1864")}
#: every shipped army's id
SHIPPED = tuple(a for pair in ARMIES.values() for a in pair)


def standard(periods: tuple[str, str] = ("early", "early"), sid: str = "standard") -> Scenario:
    """The first battle: the shipped armies of the periods (the Union's, the Confederates') on a table with
    a wood, a hill with its crest, a village and a road, 1200 x 600 mm (BB-FIELD-1: DBA's doubled)."""
    features = (
        Feature("wood", "wood", ((150, 260), (260, 250), (280, 330), (170, 350)), name="Bloody Wood"),
        Feature("hill", "gentle hill", ((760, 240), (920, 230), (940, 360), (770, 370)), name="Seminary Ridge"),
        Feature("crest", "crest", line=((790, 300), (910, 295)), width=CREST_WIDTH),
        Feature("village", "bua", ((560, 290), (640, 290), (640, 340), (560, 340)), name="Cashtown"),
        Feature("road", "road", line=((600, 0), (600, 600)), width=12, name="Pike"),
    )
    table = Table(1200, 600, features, id="standard", name="Meeting engagement", unit="mm")
    union = shipped_army(ARMIES[periods[0]][0])
    confederate = shipped_army(ARMIES[periods[1]][1])
    return from_armies(table, union, confederate, sid, "Meeting engagement")


#: the battles New game offers: id -> (the periods of the Union's and the Confederates' armies, a table's seed
#: for the generator, None: the meeting engagement's table)
BATTLES: dict[str, tuple[tuple[str, str], int | None]] = {
    "meeting-1862": (("early", "early"), None),
    "meeting-1864": (("late", "late"), None),
    "field-1862": (("early", "early"), 7),
    "field-1864": (("late", "late"), 7),
}
#: the battle New game starts with
DEFAULT = "meeting-1862"
#: a generated battlefield of any seed: ``field-<year>-<seed>`` (decision 29)
FIELD_PREFIX = "field-"


def generated(periods: tuple[str, str], seed: int, sid: str) -> Scenario:
    """The shipped armies of the periods on a battlefield generated from ``seed`` (BB-FIELD, decision 29)."""
    from .field.battlefield import generate

    table = generate(seed)
    union = shipped_army(ARMIES[periods[0]][0])
    confederate = shipped_army(ARMIES[periods[1]][1])
    name = f"A battlefield from the dice (seed {seed}), {YEARS[periods[0]]}"
    return from_armies(table, union, confederate, sid, name)


#: the year of each period's shipped armies
YEARS = {"early": "1862", "late": "1864"}


def load_scenario(battle: str) -> Scenario:
    """A battle by its id (``BATTLES``, or ``field-1862-<seed>`` for a generated table of any seed), a battle
    file's path (battle_file.py: a table drawn in the editor) or an army file's (``army_battle``);
    LookupError names the battles there are, ValueError a file's problems."""
    if battle in BATTLES:
        periods, seed = BATTLES[battle]
        if seed is None:
            return standard(periods, battle)
        return generated(periods, seed, battle)
    if battle.endswith((".yaml", ".yml")):
        return battle_or_army(battle)
    parts = battle.split("-")
    if len(parts) == 3 and battle.startswith(FIELD_PREFIX) and parts[2].isdigit():
        period = next((p for p, year in YEARS.items() if year == parts[1]), None)
        if period is not None:
            return generated((period, period), int(parts[2]), battle)
    raise LookupError(f"no battle {battle!r}; the battles: {', '.join(BATTLES)} (or field-1862-<seed>)")


def battle_or_army(path: str) -> Scenario:
    """A battle file (battle_file.py) or an army file (``army_battle``), told by its ``kind``; ValueError
    names the file's problems."""
    from gettysburg_desktop.files.yaml_safe import YamlReadError, read_yaml

    from .battle_file import KIND, BattleFileError, load_battle

    try:
        data = read_yaml(path)
    except (YamlReadError, OSError):
        data = None  # the army reader says what is wrong
    if isinstance(data, dict) and data.get("kind") == KIND:
        try:
            return load_battle(path)
        except BattleFileError as exc:
            raise ValueError(str(exc)) from None
    return army_battle(path)


def army_battle(path: str) -> Scenario:
    """An army file (the army builder's) played: the meeting engagement of its period against the other
    side's shipped army of that period (BB-ARMY-5); ValueError names the file's problems."""
    from .army_file import ArmyFileError

    try:
        army = load_army(path)
    except ArmyFileError as exc:
        raise ValueError(str(exc)) from None
    except OSError as exc:
        raise ValueError(f"{path}: {exc.strerror or exc}") from None
    union_id, confederate_id = ARMIES[army.period]
    if army.side == "union":
        union, confederate = army, shipped_army(confederate_id)
    else:
        union, confederate = shipped_army(union_id), army
    scenario = standard((army.period, army.period), path)
    name = f"Meeting engagement: {union.name} against {confederate.name}"
    return from_armies(scenario.table, union, confederate, path, name)


def titles() -> dict[str, str]:
    """The battles New game offers, in words."""
    from gettysburg_desktop.kernel.said import said

    out: dict[str, str] = {}
    for battle, (periods, seed) in BATTLES.items():
        year = YEARS[periods[0]]
        if seed is None:
            out[battle] = said("Meeting engagement, {year}", year=year)
        else:
            out[battle] = said("A battlefield from the dice (seed {seed}), {year}", seed=seed, year=year)
    return out


def game_kind(*, computer: bool = True) -> Any:
    """ACW-BBDBA for the registry of games (docs/window-games.md)."""
    from gettysburg_desktop.kernel import game_kind as games
    from gettysburg_desktop.kernel.said import said

    from .game.ruleset import AcwGame
    from .game.sides import Side

    return games.GameKind(
        id=AcwGame.ruleset.name,
        title=said("ACW after Big Battle DBA (miniatures on a free table)"),
        game_class=AcwGame,
        scenarios=lambda: [games.ScenarioOffer(i, t) for i, t in titles().items()],
        load_scenario=load_scenario,
        sides=(Side.UNION, Side.CONFEDERATE),
        computer=computer,
        rules_pages=("acw-bbdba",),
        scenario_files=True,
        default_scenario=DEFAULT,
    )

"""Game records (YAML): format version + scenario id + dice (a seed, or a
script of faces) + an optional stated starting position + the actions in
their text form. Loading replays it. Documented in docs/game-record.md."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import yaml

from ..rules.actions import Action, NotationError
from ..rules.dice import DiceExhausted, ScriptedDice, SeededDice
from ..rules.game import EngineError, Game, IllegalAction
from ..rules.position import PositionError, state_from_position
from .atomic_file import atomic_write_text
from .catalog import UnknownScenario, load_scenario_by_id
from .yaml_safe import YamlReadError, read_yaml

FORMAT_VERSION = 1


class RecordError(ValueError):
    """A record that cannot be read or replayed; the message names the file,
    the place in it and the problem."""


@dataclass
class GameRecord:
    scenario: str
    seed: int | None = None
    dice: list[int] | None = None  # scripted faces, instead of a seed
    position: dict | None = None
    actions: list[str] = field(default_factory=list)
    title: str = ""

    def as_dict(self) -> dict:
        d: dict = {"format_version": FORMAT_VERSION}
        if self.title:
            d["title"] = self.title
        d["scenario"] = self.scenario
        if self.dice is not None:
            d["dice"] = list(self.dice)
        else:
            d["seed"] = self.seed
        if self.position is not None:
            d["position"] = self.position
        d["actions"] = list(self.actions)
        return d


def dump_record(record: GameRecord) -> str:
    return yaml.safe_dump(record.as_dict(), sort_keys=False, default_flow_style=None, allow_unicode=True, width=100)


def save_record(record: GameRecord, path: str | Path) -> None:
    atomic_write_text(path, dump_record(record))


def parse_record(data: object, source: str) -> GameRecord:
    if not isinstance(data, dict):
        raise RecordError(f"{source}: a game record must be a mapping with format_version, scenario, seed or dice, actions")
    known = {"format_version", "title", "scenario", "seed", "dice", "position", "actions"}
    for key in data:
        if key not in known:
            raise RecordError(f"{source}: {key}: unknown key; expected {', '.join(sorted(known))}")
    version = data.get("format_version")
    if isinstance(version, bool) or version != FORMAT_VERSION:
        raise RecordError(f"{source}: format_version: must be {FORMAT_VERSION}, not {data.get('format_version')!r}")
    scenario = data.get("scenario")
    if not isinstance(scenario, str):
        raise RecordError(f"{source}: scenario: needs a scenario id such as crossroads or gettysburg-1863")
    seed, dice = data.get("seed"), data.get("dice")
    if (seed is None) == (dice is None):
        raise RecordError(f"{source}: give exactly one of seed (a whole number) or dice (a list of faces 1-6)")
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
        raise RecordError(f"{source}: seed: must be a whole number, not {seed!r}")
    if dice is not None:
        if not isinstance(dice, list):
            raise RecordError(f"{source}: dice: must be a list of faces 1-6")
        for i, f in enumerate(dice):
            if not isinstance(f, int) or isinstance(f, bool) or not 1 <= f <= 6:
                raise RecordError(f"{source}: dice[{i}]: {f!r} is not a die face 1-6")
    actions = data.get("actions") or []
    if not isinstance(actions, list):
        raise RecordError(f"{source}: actions: must be a list of actions in text form")
    texts = []
    for i, a in enumerate(actions):
        try:
            texts.append(str(Action.parse(str(a))))
        except NotationError as exc:
            raise RecordError(f"{source}: actions[{i}]: {exc}") from None
    position = data.get("position")
    if position is not None and not isinstance(position, dict):
        raise RecordError(f"{source}: position: must be a mapping")
    return GameRecord(scenario, seed, dice, position, texts, str(data.get("title") or ""))


def load_record(path: str | Path) -> GameRecord:
    try:
        data = read_yaml(path)
    except YamlReadError as exc:
        raise RecordError(str(exc)) from None
    return parse_record(data, str(path))


def start_game(record: GameRecord, source: str = "record", undo: bool = False) -> Game:
    try:
        scenario = load_scenario_by_id(record.scenario)
    except UnknownScenario as exc:
        raise RecordError(f"{source}: scenario: {exc}") from None
    dice = ScriptedDice(record.dice) if record.dice is not None else SeededDice(record.seed)
    state = None
    if record.position is not None:
        try:
            state = state_from_position(scenario, record.position)
        except PositionError as exc:
            raise RecordError(f"{source}: {exc}") from None
    try:
        return Game(scenario, dice, undo=undo, state=state)
    except DiceExhausted as exc:
        raise RecordError(f"{source}: dice: {exc} (at the start of the game)") from None


def replay(record: GameRecord, source: str = "record", undo: bool = False) -> Game:
    """The game after every action of the record; RecordError names the
    first action that fails and why."""
    g = start_game(record, source, undo)
    for i, text in enumerate(record.actions):
        try:
            g.apply(Action.parse(text))
        except IllegalAction as exc:
            raise RecordError(f"{source}: actions[{i}]: {exc}") from None
        except DiceExhausted as exc:
            raise RecordError(f"{source}: actions[{i}] {text}: dice: {exc}") from None
        except EngineError as exc:  # a state the rules should never reach: say so, no traceback
            raise RecordError(f"{source}: actions[{i}] {text}: the engine failed (a bug; please report it with this file): {exc}") from None
    return g


def record_of(g: Game, scenario_id: str, seed: int | None = None, dice: list[int] | None = None, position: dict | None = None) -> GameRecord:
    return GameRecord(scenario_id, seed, dice, position, [str(a) for a in g.history])

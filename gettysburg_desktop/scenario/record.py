"""Game records (YAML): format version + rules version + scenario id +
variants + dice (a seed, or a script of faces) + an optional stated starting
position + the actions in their text form. Loading replays it. Documented in
docs/game-record.md.

The file code serves any ruleset on the kernel (``register_ruleset``): a
record of another ruleset than Gettysburg names it (``ruleset: sticks``);
its rules version, variants, notation and sides are checked through its
``Ruleset`` (kernel/ruleset.py), its scenario is loaded by the loader it
was registered with, and ``record_of`` reads what every ruleset records
from kernel/record.py. A Gettysburg record has no ``ruleset`` key and
reads and writes exactly as before."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from ..kernel import record as kernel_record
from ..rules.actions import Action, NotationError
from ..rules.dice import DiceExhausted, ScriptedDice, SeededDice
from ..rules.game import EngineError, Game, IllegalAction
from ..rules.position import PositionError, state_from_position
from ..rules.variants import UnknownVariant, check_variants
from ..rules.version import RULES_CHANGES, RULES_VERSION
from .atomic_file import atomic_write_text
from .catalog import UnknownScenario, load_scenario_by_id
from .file_kind import RECORD, kind_of, not_a
from .yaml_safe import YamlReadError, read_yaml

#: who plays a side in ``players``: a person, or a computer player's name
HUMAN = "human"
SIDES = ("csa", "usa")
_PLAYER_NAME = re.compile(r"^[a-z][a-z0-9]*(@\d+(\.\d+)?s?)?(:[a-z]+)?$")

#: 2 adds rules_version and variants; a version 1 file was played under rules version 1
FORMAT_VERSION = 2
READS = (1, 2)


class RecordError(ValueError):
    """A record that cannot be read or replayed; the message names the file,
    the place in it and the problem."""


#: the ruleset a record without a ``ruleset`` key was played under
GETTYSBURG = "gettysburg"


@dataclass(frozen=True)
class RecordedRuleset:
    """What the file code needs of a ruleset besides its ``Ruleset``: its
    game class and how a record's ``scenario`` text becomes its scenario
    (an error the loader raises is the record's error, naming the file)."""

    game_class: type
    load_scenario: Callable[[str], Any]


_rulesets: dict[str, RecordedRuleset] = {}


def register_ruleset(game_class: type, load_scenario: Callable[[str], Any]) -> None:
    """Records of ``game_class.ruleset.name`` are read, written and replayed
    with this game class and scenario loader."""
    _rulesets[game_class.ruleset.name] = RecordedRuleset(game_class, load_scenario)


def _sides(ruleset: str) -> tuple[str, ...]:
    """The sides' ids a record of ``ruleset`` names (Gettysburg's: csa, usa)."""
    if ruleset == GETTYSBURG or ruleset not in _rulesets:
        return SIDES
    return tuple(s.value for s in _rulesets[ruleset].game_class.ruleset.sides)


def _other_ruleset(name: str, source: str) -> RecordedRuleset:
    entry = _rulesets.get(name)
    if entry is None:
        known = ", ".join(sorted({GETTYSBURG, *_rulesets}))
        raise RecordError(f"{source}: ruleset: {name!r} is not a ruleset this program plays (it plays {known})")
    return entry


@dataclass
class GameRecord:
    scenario: str
    seed: int | None = None
    dice: list[int] | None = None  # scripted faces, instead of a seed
    position: dict | None = None
    actions: list[str] = field(default_factory=list)
    title: str = ""
    variants: list[str] = field(default_factory=list)
    rules_version: int = RULES_VERSION
    #: when the players switched the window to "Show everything" in a hot-seat
    #: game: the number of actions played at that moment, one entry a switch
    #: (R-ACT-2: from there on both sides' block values were on the screen)
    shown_everything: list[int] = field(default_factory=list)
    #: who decided for each side: "human" or a computer player's name
    #: ("easy", "hard@4:cautious", ai/levels.py), by side ("csa", "usa");
    #: a side not named (every record written before) was played by a person
    players: dict[str, str] = field(default_factory=dict)
    #: the ruleset the game was played under (``Ruleset.name``); written only when not Gettysburg's
    ruleset: str = GETTYSBURG
    #: the line of each action in the file it was read from (1-based), for messages
    action_lines: list[int] = field(default_factory=list, compare=False, repr=False)

    def as_dict(self) -> dict:
        d: dict = {"format_version": FORMAT_VERSION}
        if self.ruleset != GETTYSBURG:
            d["ruleset"] = self.ruleset
        d["rules_version"] = self.rules_version
        if self.title:
            d["title"] = self.title
        d["scenario"] = self.scenario
        if self.variants:
            d["variants"] = sorted(self.variants)
        if self.dice is not None:
            d["dice"] = list(self.dice)
        else:
            d["seed"] = self.seed
        if self.position is not None:
            d["position"] = self.position
        if self.shown_everything:
            d["shown_everything"] = list(self.shown_everything)
        if any(v != HUMAN for v in self.players.values()):
            d["players"] = {side: self.players.get(side, HUMAN) for side in _sides(self.ruleset)}
        d["actions"] = list(self.actions)
        return d


def dump_record(record: GameRecord) -> str:
    """The record as YAML. The actions are written one per line by hand: their
    words are ids, numbers and verbs, plain YAML scalars, and the window
    autosaves after every action (safe_dump of a whole battle's actions took
    tens of milliseconds)."""
    d = record.as_dict()
    actions, d["actions"] = d["actions"], []
    text = yaml.safe_dump(d, sort_keys=False, default_flow_style=None, allow_unicode=True, width=100)
    if not actions:
        return text
    head = text.removesuffix("actions: []\n")
    return head + "actions:\n" + "".join(f"- {a}\n" for a in actions)


def save_record(record: GameRecord, path: str | Path) -> None:
    atomic_write_text(path, dump_record(record))


def parse_record(data: object, source: str, lines: list[int] | None = None) -> GameRecord:
    if not isinstance(data, dict):
        raise RecordError(
            f"{source}: a game record must be a mapping with format_version, scenario, seed or dice, actions"
        )
    kind = kind_of(data)
    if kind not in (RECORD, None):
        raise RecordError(f"{source}: {not_a(kind, RECORD, source)}")
    known = {
        "format_version",
        "ruleset",
        "rules_version",
        "title",
        "scenario",
        "variants",
        "seed",
        "dice",
        "position",
        "shown_everything",
        "players",
        "actions",
    }
    for key in data:
        if key not in known:
            raise RecordError(f"{source}: {key}: unknown key; expected {', '.join(sorted(known))}")
    version = data.get("format_version")
    if isinstance(version, bool) or version not in READS:
        newer = isinstance(version, int) and not isinstance(version, bool) and version > FORMAT_VERSION
        why = "is newer than this program reads" if newer else "is not a record format this program knows"
        raise RecordError(f"{source}: format_version: {version!r} {why} (it reads {', '.join(map(str, READS))})")
    ruleset = data.get("ruleset", GETTYSBURG)
    if ruleset != GETTYSBURG:
        if not isinstance(ruleset, str):
            raise RecordError(f"{source}: ruleset: must be a ruleset's name, not {ruleset!r}")
        return _parse_other(data, source, lines, _other_ruleset(ruleset, source))
    rules_version = data.get("rules_version", 1 if version == 1 else None)
    if version == 1 and ("rules_version" in data or "variants" in data):
        raise RecordError(
            f"{source}: a format_version 1 record has no rules_version or variants; write format_version: 2"
        )
    if isinstance(rules_version, bool) or not isinstance(rules_version, int) or not rules_version >= 1:
        raise RecordError(
            f"{source}: rules_version: needs the rules version the game was played under (this program plays {RULES_VERSION}), not {rules_version!r}"
        )
    if rules_version > RULES_VERSION:
        raise RecordError(
            f"{source}: rules_version: {rules_version} is newer than this program's rules ({RULES_VERSION}); use a newer program"
        )
    variants = data.get("variants") or []
    if not isinstance(variants, list) or not all(isinstance(v, str) for v in variants):
        raise RecordError(f"{source}: variants: must be a list of variant names")
    try:
        check_variants(variants)
    except UnknownVariant as exc:
        raise RecordError(f"{source}: variants: {exc}") from None
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
            line = f"line {lines[i]}: " if lines and i < len(lines) else ""
            raise RecordError(f"{source}: {line}action {i + 1} of {len(actions)}: {exc}") from None
    position = data.get("position")
    if position is not None and not isinstance(position, dict):
        raise RecordError(f"{source}: position: must be a mapping")
    shown = data.get("shown_everything") or []
    if not isinstance(shown, list) or not all(
        isinstance(n, int) and not isinstance(n, bool) and 0 <= n <= len(texts) for n in shown
    ):
        raise RecordError(
            f"{source}: shown_everything: must be a list of action counts from 0 to {len(texts)} "
            f"(when the players switched to Show everything), not {shown!r}"
        )
    return GameRecord(
        scenario,
        seed,
        dice,
        position,
        texts,
        str(data.get("title") or ""),
        list(variants),
        rules_version,
        sorted(shown),
        _players(data.get("players"), source),
    )


def _parse_other(data: dict, source: str, lines: list[int] | None, entry: RecordedRuleset) -> GameRecord:
    """A record of another ruleset than Gettysburg (format_version 2), read
    through its ``Ruleset``: the rules version, the variants, the notation
    and the sides are its own; no stated position."""
    rs = entry.game_class.ruleset
    if data.get("format_version") != FORMAT_VERSION:
        raise RecordError(f"{source}: a {rs.name} record is format_version {FORMAT_VERSION}")
    rules_version = data.get("rules_version")
    if isinstance(rules_version, bool) or not isinstance(rules_version, int) or not rules_version >= 1:
        raise RecordError(
            f"{source}: rules_version: needs the rules version the game was played under (this program plays {rs.rules_version}), not {rules_version!r}"
        )
    if rules_version > rs.rules_version:
        raise RecordError(
            f"{source}: rules_version: {rules_version} is newer than this program's rules ({rs.rules_version}); use a newer program"
        )
    variants = data.get("variants") or []
    if not isinstance(variants, list) or not all(isinstance(v, str) for v in variants):
        raise RecordError(f"{source}: variants: must be a list of variant names")
    try:
        rs.check_variants(variants)
    except ValueError as exc:
        raise RecordError(f"{source}: variants: {exc}") from None
    if "position" in data:
        raise RecordError(f"{source}: position: a stated starting position is written for Gettysburg only")
    head = {**data, "ruleset": GETTYSBURG, "rules_version": 1, "variants": [], "actions": []}
    head.pop("players", None)
    head.pop("shown_everything", None)
    parsed = parse_record(head, source)  # the keys every ruleset shares: scenario, dice, title, ...
    actions = data.get("actions") or []
    if not isinstance(actions, list):
        raise RecordError(f"{source}: actions: must be a list of actions in text form")
    texts = []
    for i, a in enumerate(actions):
        try:
            texts.append(str(rs.parse_action(str(a))))
        except ValueError as exc:
            line = f"line {lines[i]}: " if lines and i < len(lines) else ""
            raise RecordError(f"{source}: {line}action {i + 1} of {len(actions)}: {exc}") from None
    shown = data.get("shown_everything") or []
    if not isinstance(shown, list) or not all(
        isinstance(n, int) and not isinstance(n, bool) and 0 <= n <= len(texts) for n in shown
    ):
        raise RecordError(f"{source}: shown_everything: must be a list of action counts from 0 to {len(texts)}")
    parsed.ruleset, parsed.rules_version, parsed.variants, parsed.actions = (
        rs.name,
        rules_version,
        list(variants),
        texts,
    )
    parsed.shown_everything = sorted(shown)
    parsed.players = _players(data.get("players"), source, tuple(s.value for s in rs.sides))
    return parsed


def _players(value: object, source: str, sides: tuple[str, ...] = SIDES) -> dict[str, str]:
    """``players:`` read: {csa: human, usa: hard}; none: two people."""
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise RecordError(f"{source}: players: must be a mapping such as {{csa: human, usa: easy}}, not {value!r}")
    out = {}
    for side, who in value.items():
        if side not in sides:
            raise RecordError(f"{source}: players: {side!r} is not a side; the sides are {' and '.join(sides)}")
        if not isinstance(who, str) or not _PLAYER_NAME.match(who):
            raise RecordError(
                f"{source}: players: {side}: {who!r} is neither human nor a computer player's name such as easy or hard@4"
            )
        out[side] = who
    return out


def load_record(path: str | Path) -> GameRecord:
    try:
        data = read_yaml(path)
    except YamlReadError as exc:
        raise RecordError(str(exc)) from None
    lines = _action_lines(path)
    record = parse_record(data, str(path), lines)
    record.action_lines = lines
    return record


def _action_lines(path: str | Path) -> list[int]:
    """The 1-based line of each item of the file's ``actions`` list (the file
    has just been read safely; composing it again only finds the places)."""
    loader = getattr(yaml, "CSafeLoader", None) or yaml.SafeLoader
    try:
        root = yaml.compose(Path(path).read_text(encoding="utf-8-sig"), Loader=loader)
    except (OSError, ValueError, yaml.YAMLError):  # pragma: no cover - it was read a moment ago
        return []
    if not isinstance(root, yaml.MappingNode):
        return []
    for key, value in root.value:
        if getattr(key, "value", None) == "actions" and isinstance(value, yaml.SequenceNode):
            return [item.start_mark.line + 1 for item in value.value]
    return []


def start_game(record: GameRecord, source: str = "record", undo: bool = False) -> Game:
    if record.ruleset != GETTYSBURG:
        return _start_other(record, source, undo)
    from .map_file import MapFormatError
    from .scenario_file import ScenarioFormatError

    try:
        scenario = load_scenario_by_id(record.scenario)
    except (
        UnknownScenario,
        ScenarioFormatError,
        MapFormatError,
    ) as exc:  # a scenario file (or its map) that can't be read names itself
        raise RecordError("\n".join(f"{source}: scenario: {line}" for line in str(exc).splitlines())) from None
    dice = ScriptedDice(record.dice) if record.dice is not None else SeededDice(record.seed)
    state = None
    if record.position is not None:
        try:
            state = state_from_position(scenario, record.position)
        except PositionError as exc:  # one line per problem, each naming the file
            raise RecordError("\n".join(f"{source}: {line}" for line in str(exc).splitlines())) from None
    try:
        return Game(scenario, dice, undo=undo, state=state, variants=record.variants)
    except DiceExhausted as exc:
        raise RecordError(f"{source}: dice: {exc} (at the start of the game)") from None


def _start_other(record: GameRecord, source: str, undo: bool) -> Any:
    """The start of a record of another ruleset: its scenario by its loader."""
    entry = _other_ruleset(record.ruleset, source)
    try:
        scenario = entry.load_scenario(record.scenario)
    except (ValueError, OSError, KeyError) as exc:
        raise RecordError(f"{source}: scenario: {record.scenario!r}: {exc}") from None
    dice = ScriptedDice(record.dice) if record.dice is not None else SeededDice(record.seed)
    try:
        return entry.game_class(scenario, dice, undo=undo, variants=record.variants)
    except DiceExhausted as exc:
        raise RecordError(f"{source}: dice: {exc} (at the start of the game)") from None


def replay(record: GameRecord, source: str = "record", undo: bool = False) -> Game:
    """The game after every action of the record (``g.log`` holds every
    action's events, so a loaded game has its log); RecordError names the
    first action that fails, by its number and line, and why."""
    g = start_game(record, source, undo)
    n = len(record.actions)
    for i, text in enumerate(record.actions):
        line = record.action_lines[i] if i < len(record.action_lines) else None
        where = f"{source}: " + (f"line {line}: " if line else "") + f"action {i + 1} of {n}"
        try:
            g.apply(g.parse(text))
        except IllegalAction as exc:
            raise RecordError(f"{where}: {exc}{_older_rules(record)}") from None
        except DiceExhausted as exc:
            raise RecordError(f"{where} ({text}): the dice: {exc}") from None
        except EngineError as exc:  # a state the rules should never reach: say so, no traceback
            raise RecordError(
                f"{where} ({text}): the engine failed (a bug; please report it with this file): {exc}"
            ) from None
    return g


def _older_rules(record: GameRecord) -> str:
    """Why an older record may no longer replay: the rules changed since."""
    if record.ruleset == GETTYSBURG:
        now, changed = RULES_VERSION, RULES_CHANGES
    else:
        rs = _other_ruleset(record.ruleset, "record").game_class.ruleset
        now, changed = rs.rules_version, rs.rules_changes
    if record.rules_version >= now:
        return ""
    changes = "; ".join(changed.get(v, "") for v in range(record.rules_version + 1, now + 1))
    return (
        f". This record was played under rules version {record.rules_version}; this program plays version "
        f"{now}, which changed: {changes}. The record cannot be replayed under the new rules"
    )


def record_of(
    g: Game, scenario_id: str, seed: int | None = None, dice: list[int] | None = None, position: dict | None = None
) -> GameRecord:
    """The record of ``g`` (any ruleset: what every ruleset records comes
    from kernel/record.py) with its scenario's id and its dice."""
    common = kernel_record.record(g)
    return GameRecord(
        scenario_id,
        seed,
        dice,
        position,
        common["actions"],
        variants=common["variants"],
        rules_version=common["rules_version"],
        ruleset=common["ruleset"],
    )


@dataclass
class ValidPart:
    """What a damaged record still holds (``valid_part``): its first
    ``len(record.actions)`` actions, which replay, as a game."""

    record: GameRecord
    game: Game
    found: int  # the actions the file lists (or the lines that look like actions, when its end was cut)


def valid_part(path: str | Path) -> ValidPart | None:
    """A truncated or damaged game record's valid part: the set-up and the
    actions up to the last one that replays (a save cut short by a full
    disk, a copy that stopped half-way, a hand edit gone wrong). None if
    not even the set-up can be read, or if nothing is missing."""
    from ..rules.dice import DiceExhausted as _Exhausted
    from .yaml_safe import safe_load

    source = str(path)
    try:
        lines = (
            Path(path).read_bytes()[: 4 * 1024 * 1024].decode("utf-8-sig", errors="replace").splitlines(keepends=True)
        )
    except OSError:
        return None
    data = None
    for cut in range(len(lines), 0, -1):  # a file cut mid-line: drop lines from the end until it reads
        try:
            data = safe_load("".join(lines[:cut]), source)
        except YamlReadError:
            continue
        if isinstance(data, dict) and "actions" in data:
            break
        data = None
        break
    if not isinstance(data, dict):
        return None
    actions = data.get("actions") or []
    if not isinstance(actions, list):
        return None
    shown = data.get("shown_everything")
    try:
        head = parse_record({**data, "actions": [], "shown_everything": []}, source)
        game = start_game(head, source)
    except RecordError:
        return None
    kept: list[str] = []
    for text in actions:
        try:
            action = game.parse(str(text))
            game.apply(action)
        except (NotationError, IllegalAction, _Exhausted, EngineError, ValueError):
            break
        kept.append(str(action))
    found = max(len(actions), sum(1 for line in lines if line.startswith("- ")))
    if len(kept) == found:
        return None  # nothing is missing: the record's problem is elsewhere
    head.actions = kept
    if isinstance(shown, list):  # when Show everything was switched on, as far as the valid part goes
        head.shown_everything = sorted(
            n for n in shown if isinstance(n, int) and not isinstance(n, bool) and 0 <= n <= len(kept)
        )
    return ValidPart(head, game, found)

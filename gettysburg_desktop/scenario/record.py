"""Game records (YAML): format version + the game (``ruleset``, absent for
Gettysburg) + rules version + scenario id + variants + dice (a seed, or a
script of faces) + an optional stated starting position + the actions in
their text form. Loading replays it through the game the record names
(scenario/games.py). Documented in docs/game-record.md."""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import yaml

from gettysburg_desktop.files.atomic_file import atomic_write_text
from gettysburg_desktop.files.file_kind import RECORD, kind_of, not_a
from gettysburg_desktop.files.yaml_safe import YamlReadError, describe, read_text, safe_load
from gettysburg_desktop.kernel.board import EngineError
from gettysburg_desktop.kernel.dice import DiceExhausted, ScriptedDice, SeededDice
from gettysburg_desktop.kernel.gateway import Gateway, IllegalAction, PositionError
from gettysburg_desktop.kernel.shape import printable

from . import games
from .record_text import RecordLines, plain_record, read_action, read_setup, split_record

#: who plays a side in ``players``: a person, or a computer player's name
HUMAN = "human"
_PLAYER_NAME = re.compile(r"^[a-z][a-z0-9]*(@\d+(\.\d+)?s?)?(:[a-z]+)?$")

#: 2 adds rules_version and variants; a version 1 file was played under rules version 1
FORMAT_VERSION = 2
READS = (1, 2)


class RecordError(ValueError):
    """A record that cannot be read or replayed; the message names the file,
    the place in it and the problem.

    Where the problem is one of its actions (one that doesn't read, or
    doesn't replay), ``record`` is the record up to that action, without
    it, and ``found`` the number of actions the file lists: what
    ``valid_part`` offers, without reading the file again. ``read``: the
    file read and the problem lies in its set-up (no valid part)."""

    def __init__(self, message: str, *, record: GameRecord | None = None, found: int = 0, read: bool = False) -> None:
        super().__init__(message)
        self.record, self.found, self.read = record, found, read


@dataclass
class GameRecord:
    scenario: str
    seed: int | None = None
    dice: list[int] | None = None  # scripted faces, instead of a seed
    position: dict | None = None
    actions: list[str] = field(default_factory=list)
    title: str = ""
    variants: list[str] = field(default_factory=list)
    #: the rules version it was played under (0: the rules this program plays, its game's ``rules_version``)
    rules_version: int = 0
    #: when the players switched the window to "Show everything" in a hot-seat
    #: game: the number of actions played at that moment, one entry a switch
    #: (R-ACT-2: from there on both sides' block values were on the screen)
    shown_everything: list[int] = field(default_factory=list)
    #: who decided for each side: "human" or a computer player's name
    #: ("easy", "hard@4:cautious", ai/levels.py), by side ("csa", "usa");
    #: a side not named (every record written before) was played by a person
    players: dict[str, str] = field(default_factory=dict)
    #: the game it is a record of (its ruleset's name, scenario/games.py); Gettysburg's records leave it out
    ruleset: str = games.DEFAULT_GAME
    #: the edition of the scenario it was played on (a scenario's ``edition``: raised when its set-up,
    #: reinforcements or order boxes changed); written from 2 on, every record before is of edition 1
    scenario_edition: int = 1
    #: the line of each action in the file it was read from (1-based), for messages
    action_lines: list[int] = field(default_factory=list, compare=False, repr=False)

    def __post_init__(self) -> None:
        if not self.rules_version:
            try:
                self.rules_version = games.game(self.ruleset).ruleset.rules_version
            except games.UnknownGame:
                self.rules_version = 1

    def as_dict(self) -> dict:
        d: dict = {"format_version": FORMAT_VERSION}
        if self.ruleset != games.DEFAULT_GAME:
            d["ruleset"] = self.ruleset
        d["rules_version"] = self.rules_version
        if self.title:
            d["title"] = self.title
        d["scenario"] = self.scenario
        if self.scenario_edition != 1:
            d["scenario_edition"] = self.scenario_edition
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
            d["players"] = {side: self.players.get(side, HUMAN) for side in _sides(self.ruleset) or self.players}
        d["actions"] = list(self.actions)
        return d


def _sides(ruleset: str) -> tuple[str, ...]:
    """The side values of the game ``ruleset`` names, in its order (none for a game not installed)."""
    try:
        return games.game(ruleset).side_values()
    except games.UnknownGame:
        return ()


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
    file_kind = kind_of(data)
    if file_kind not in (RECORD, None):
        raise RecordError(f"{source}: {not_a(file_kind, RECORD, source)}")
    known = {
        "format_version",
        "ruleset",
        "rules_version",
        "title",
        "scenario",
        "scenario_edition",
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
            raise RecordError(f"{source}: {printable(str(key))}: unknown key; expected {', '.join(sorted(known))}")
    ruleset = data.get("ruleset", games.DEFAULT_GAME)
    if not isinstance(ruleset, str):
        raise RecordError(
            f"{source}: ruleset: must be the name of a game, such as {games.DEFAULT_GAME}, not {ruleset!r}"
        )
    try:
        kind = games.game(ruleset)
    except games.UnknownGame as exc:
        raise RecordError(f"{source}: ruleset: {exc.args[0]}; a newer program may play it") from None
    rules = kind.ruleset
    version = data.get("format_version")
    if isinstance(version, bool) or version not in READS:
        newer = isinstance(version, int) and not isinstance(version, bool) and version > FORMAT_VERSION
        why = "is newer than this program reads" if newer else "is not a record format this program knows"
        raise RecordError(f"{source}: format_version: {version!r} {why} (it reads {', '.join(map(str, READS))})")
    rules_version = data.get("rules_version", 1 if version == 1 else None)
    if version == 1 and ("rules_version" in data or "variants" in data):
        raise RecordError(
            f"{source}: a format_version 1 record has no rules_version or variants; write format_version: 2"
        )
    if isinstance(rules_version, bool) or not isinstance(rules_version, int) or not rules_version >= 1:
        raise RecordError(
            f"{source}: rules_version: needs the rules version the game was played under (this program plays {rules.rules_version}), not {rules_version!r}"
        )
    if rules_version > rules.rules_version:
        raise RecordError(
            f"{source}: rules_version: {rules_version} is newer than this program's rules ({rules.rules_version}); use a newer program"
        )
    variants = data.get("variants") or []
    if not isinstance(variants, list) or not all(isinstance(v, str) for v in variants):
        raise RecordError(f"{source}: variants: must be a list of variant names")
    try:
        rules.check_variants(variants)
    except ValueError as exc:  # UnknownVariant
        raise RecordError(f"{source}: variants: {exc}") from None
    scenario = data.get("scenario")
    if not isinstance(scenario, str):
        examples = (
            "crossroads or gettysburg-1863" if kind.id == games.DEFAULT_GAME else " or ".join(kind.scenario_ids()[:2])
        )
        raise RecordError(f"{source}: scenario: needs a scenario id such as {examples}")
    edition = data.get("scenario_edition", 1)
    if isinstance(edition, bool) or not isinstance(edition, int) or edition < 1:
        raise RecordError(
            f"{source}: scenario_edition: must be the edition of the scenario the game was played on "
            f"(a whole number, 1 or more), not {describe(edition)}"
        )
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
    title = data.get("title")
    if isinstance(title, (bool, list, dict)):
        raise RecordError(f"{source}: title: must be text, not {describe(title)}")
    actions = data.get("actions") or []
    if not isinstance(actions, list):
        raise RecordError(f"{source}: actions: must be a list of actions in text form")
    position = data.get("position")
    if position is not None and not isinstance(position, dict):
        raise RecordError(f"{source}: position: must be a mapping")
    shown = data.get("shown_everything") or []
    if not isinstance(shown, list) or not all(
        isinstance(n, int) and not isinstance(n, bool) and 0 <= n <= len(actions) for n in shown
    ):
        raise RecordError(
            f"{source}: shown_everything: must be a list of action counts from 0 to {len(actions)} "
            f"(when the players switched to Show everything), not {shown!r}"
        )
    record = GameRecord(
        scenario,
        seed,
        dice,
        position,
        [],
        str(data.get("title") or ""),
        list(variants),
        rules_version,
        sorted(shown),
        _players(data.get("players"), source, kind.side_values()),
        ruleset=kind.id,
        scenario_edition=edition,
    )
    # each different text read once (a game repeats its few ending and passing actions), in the order they first come:
    # the first that is no action is the first such action of the record
    texts = list(map(str, actions))
    normal: dict[str, str] = {}
    for text in dict.fromkeys(texts):
        try:
            normal[text] = str(rules.parse_action(text))
        except ValueError as exc:  # NotationError
            i = texts.index(text)
            record.actions = [normal[t] for t in texts[:i]]
            line = f"line {lines[i]}: " if lines and i < len(lines) else ""
            raise RecordError(
                f"{source}: {line}action {i + 1} of {len(actions)}: {exc}", record=record, found=len(actions)
            ) from None
    record.actions = list(map(normal.__getitem__, texts))
    return record


def _players(value: object, source: str, sides: tuple[str, ...]) -> dict[str, str]:
    """``players:`` read: {csa: human, usa: hard}; none: two people. ``sides``:
    the game's side values (none: any word is let through)."""
    if value is None:
        return {}
    if not isinstance(value, dict):
        example = f"{{{sides[0]}: human, {sides[-1]}: easy}}" if sides else "{side: human, other side: easy}"
        raise RecordError(f"{source}: players: must be a mapping such as {example}, not {value!r}")
    out = {}
    for side, who in value.items():
        if sides and side not in sides:
            raise RecordError(f"{source}: players: {side!r} is not a side; the sides are {' and '.join(sides)}")
        if not isinstance(who, str) or not _PLAYER_NAME.match(who):
            raise RecordError(
                f"{source}: players: {side}: {who!r} is neither human nor a computer player's name such as easy or hard@4"
            )
        out[side] = who
    return out


def load_record(path: str | os.PathLike[str]) -> GameRecord:
    source = str(path)
    try:
        text = read_text(path)  # over MAX_FILE_BYTES: refused unread
        plain = plain_record(text, source)  # one pass over the actions, line by line
        data, lines = plain if plain is not None else (safe_load(text, source), _action_lines(text))
    except YamlReadError as exc:
        raise RecordError(str(exc)) from None
    try:
        record = parse_record(data, source, lines)
    except RecordError as exc:
        exc.read = True  # the file reads: the problem is in it, not in its end
        raise
    record.action_lines = lines
    return record


def _action_lines(text: str) -> list[int]:
    """The 1-based line of each item of the text's ``actions`` list (the text
    has just been read safely; composing it again only finds the places)."""
    loader = getattr(yaml, "CSafeLoader", None) or yaml.SafeLoader
    try:
        root = yaml.compose(text, Loader=loader)
    except (ValueError, yaml.YAMLError):  # pragma: no cover - it was read a moment ago
        return []
    if not isinstance(root, yaml.MappingNode):
        return []
    for key, value in root.value:
        if getattr(key, "value", None) == "actions" and isinstance(value, yaml.SequenceNode):
            return [item.start_mark.line + 1 for item in value.value]
    return []


def start_game(record: GameRecord, source: str = "record", undo: bool = False) -> Gateway:
    """The game the record names, set up from its scenario (its first
    action not yet taken); RecordError names the file and the problem."""
    try:
        kind = games.game(record.ruleset)
    except games.UnknownGame as exc:
        raise RecordError(f"{source}: ruleset: {exc.args[0]}", read=True) from None
    try:
        scenario = kind.load_scenario(record.scenario)
    except (LookupError, ValueError) as exc:  # a scenario file (or its map) that can't be read names itself
        raise RecordError(
            "\n".join(f"{source}: scenario: {line}" for line in str(exc).splitlines()), read=True
        ) from None
    scenario = _edition(kind, record, scenario, source)
    dice = ScriptedDice(record.dice) if record.dice is not None else SeededDice(record.seed)  # type: ignore[arg-type]  # read: a seed or dice
    options: dict = {"undo": undo}
    if record.position is not None:
        if kind.state_from_position is None:
            raise RecordError(
                f"{source}: position: a game of {kind.id} starts from its scenario, not a stated position", read=True
            )
        try:
            options["state"] = kind.state_from_position(scenario, record.position)
        except PositionError as exc:  # one line per problem, each naming the file
            raise RecordError("\n".join(f"{source}: {line}" for line in str(exc).splitlines()), read=True) from None
    try:
        return kind.new_game(scenario, dice, variants=record.variants, **options)
    except DiceExhausted as exc:
        raise RecordError(f"{source}: dice: {exc} (at the start of the game)", read=True) from None


def _edition(kind: games.GameKind, record: GameRecord, scenario: Any, source: str) -> Any:
    """The scenario in the edition the record was played on: the one loaded,
    or an older edition the game keeps (``GameKind.load_scenario_edition``),
    so that a game saved before the scenario changed goes on as it was."""
    now = getattr(scenario, "edition", 1)
    wanted = record.scenario_edition
    if wanted == now:
        return scenario
    if wanted > now:
        raise RecordError(
            f"{source}: scenario_edition: {wanted} is newer than this program's {record.scenario} "
            f"(edition {now}); use a newer program",
            read=True,
        )
    older = kind.load_scenario_edition(record.scenario, wanted) if kind.load_scenario_edition else None
    if older is None:
        raise RecordError(
            f"{source}: scenario_edition: the game was played on edition {wanted} of {record.scenario}, "
            f"which is now edition {now}; this program no longer has edition {wanted}, and the game "
            "would not replay on the new set-up",
            read=True,
        )
    return older


def replay(record: GameRecord, source: str = "record", undo: bool = False) -> Gateway:
    """The game after every action of the record (``g.log`` holds every
    action's events, so a loaded game has its log); RecordError names the
    first action that fails, by its number and line, and why."""
    g = start_game(record, source, undo)
    n = len(record.actions)
    for i, text in enumerate(record.actions):
        try:
            g.apply(g.parse(text))
        except (IllegalAction, DiceExhausted, EngineError) as exc:
            line = record.action_lines[i] if i < len(record.action_lines) else None
            where = f"{source}: " + (f"line {line}: " if line else "") + f"action {i + 1} of {n}"
            if isinstance(exc, IllegalAction):
                message = f"{where}: {exc}{_older_rules(record)}"
            elif isinstance(exc, DiceExhausted):
                message = f"{where} ({text}): the dice: {exc}"
            else:  # a state the rules should never reach: say so, no traceback
                message = f"{where} ({text}): the engine failed (a bug; please report it with this file): {exc}"
            raise RecordError(message, record=_cut(record, i), found=n) from None
    return g


def _cut(record: GameRecord, n: int) -> GameRecord:
    """The record's first ``n`` actions (the switches to Show everything up to there)."""
    return replace(
        record,
        actions=record.actions[:n],
        action_lines=record.action_lines[:n],
        shown_everything=[k for k in record.shown_everything if k <= n],
    )


def _older_rules(record: GameRecord) -> str:
    """Why an older record may no longer replay: the rules changed since."""
    rules = games.game(record.ruleset).ruleset
    now = rules.rules_version
    if record.rules_version >= now:
        return ""
    changes = "; ".join(rules.rules_changes.get(v, "?") for v in range(record.rules_version + 1, now + 1))
    return (
        f". This record was played under rules version {record.rules_version}; this program plays version "
        f"{now}, which changed: {changes}. The record cannot be replayed under the new rules"
    )


def record_of(
    g: Gateway, scenario_id: str, seed: int | None = None, dice: list[int] | None = None, position: dict | None = None
) -> GameRecord:
    return GameRecord(
        scenario_id,
        seed,
        dice,
        position,
        [str(a) for a in g.history],
        variants=sorted(g.tables.variants),
        rules_version=g.ruleset.rules_version,
        ruleset=g.ruleset.name,
        scenario_edition=getattr(g.tables.scenario, "edition", 1),
    )


@dataclass
class ValidPart:
    """What a damaged record still holds (``valid_part``): its first
    ``len(record.actions)`` actions, which replay, as a game."""

    record: GameRecord
    game: Gateway
    found: int  # the actions the file lists (or the lines that look like actions, when its end was cut)


def valid_part(path: str | Path, error: RecordError | None = None) -> ValidPart | None:
    """A truncated or damaged game record's valid part: the set-up and the
    actions up to the last one that replays (a save cut short by a full
    disk, a copy that stopped half-way, a hand edit gone wrong). None if
    not even the set-up can be read, or if nothing is missing.

    ``error``: why the record didn't open (GameSession.open), if known; its
    record, where the problem is an action, is the valid part's start, and
    the file is not read again. Otherwise the file is read once (a file over
    MAX_FILE_BYTES not at all) and searched in one pass: the whole of it, or,
    where it doesn't read, its set-up and then each action line by itself
    (record_text.py), up to the first that doesn't read or replay."""
    source = str(path)
    if error is not None and error.record is not None:
        return _replayed_part(error.record, iter(error.record.actions), error.found, source)
    if error is not None and error.read:  # the set-up itself is wrong
        return None
    try:
        text = read_text(path, lenient=True)
    except YamlReadError:  # too big, or not a file
        return None
    try:
        plain = plain_record(text, source)
        data = plain[0] if plain is not None else safe_load(text, source)
    except YamlReadError:
        data = None
    actions: Iterator[str]
    if isinstance(data, dict) and isinstance(data.get("actions"), list):
        setup, actions, found = data, iter(str(a) for a in data["actions"]), len(data["actions"])
    else:
        split = split_record(text)
        read = read_setup(split, source) if split is not None else None
        if split is None or read is None:
            return None
        setup, actions, found = read, _action_texts(split, source), len(split.items)
    shown = setup.get("shown_everything")
    try:
        head = parse_record({**setup, "actions": [], "shown_everything": []}, source)
    except RecordError:
        return None
    if isinstance(shown, list):
        head.shown_everything = sorted(n for n in shown if isinstance(n, int) and not isinstance(n, bool) and n >= 0)
    return _replayed_part(head, actions, found, source)


def _action_texts(split: RecordLines, source: str) -> Iterator[str]:
    """The action lines of a damaged record as texts, up to the first that doesn't read."""
    for _line, text in split.items:
        action = read_action(text, source)
        if action is None:
            return
        yield action


def _replayed_part(head: GameRecord, actions: Iterator[str], found: int, source: str = "record") -> ValidPart | None:
    """``head``'s game with ``actions`` applied up to the first that fails
    (each read and replayed once); None if nothing is missing."""
    try:
        game = start_game(replace(head, actions=[], action_lines=[]), source)
    except RecordError:
        return None
    kept: list[str] = []
    for text in actions:
        try:
            action = game.parse(text)
            game.apply(action)
        except (ValueError, IllegalAction, DiceExhausted, EngineError):  # NotationError is a ValueError
            break
        kept.append(str(action))
    if len(kept) >= found:
        return None  # nothing is missing: the record's problem is elsewhere
    record = _cut(replace(head, actions=kept, action_lines=[]), len(kept))
    return ValidPart(record, game, found)

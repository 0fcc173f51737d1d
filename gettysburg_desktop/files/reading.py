"""Reading a YAML file of the program's own (a map, a table ...) so that one
reading names EVERY problem, each by file, place and what is wrong:

- ``Reader`` reads values, noting each problem (``found``) and going on
  where it can; ``attempt`` runs a read that may give up on one value
  (``Abandon``, already noted) and gives None;
- ``parse`` runs a whole reading and raises ``FileProblems`` with every
  problem it noted; ``load`` / ``load_text`` read a file or a text safely
  (yaml_safe.py) first.

A kind of file subclasses ``FileProblems`` (its error's name) and
``Reader`` (its own kinds of values: a position, a side ...).
"""

from __future__ import annotations

import math
import os
from collections.abc import Callable
from typing import Any, TypeVar

from gettysburg_desktop.kernel.shape import printable

from .yaml_safe import YamlReadError, read_yaml, safe_load
from .yaml_safe import describe as _describe

T = TypeVar("T")


class FileProblems(ValueError):
    """A file that can't be read. ``problems`` holds one line per
    problem, each ``source: place: problem``; ``str()`` is those lines, one
    per line (as the command line's ``validate`` prints problems);
    ``details`` the (place, problem) pairs."""

    def __init__(self, source: str, problems: list[tuple[str, str]], unreadable: bool = False) -> None:
        self.source = source
        #: the file could not be read as YAML at all (missing, not UTF-8, not YAML)
        self.unreadable = unreadable
        #: (place, problem) pairs, place "" for the file as a whole
        self.details = list(problems)
        self.problems = [
            f"{source}: {printable(place)}: {what}" if place else f"{source}: {what}" for place, what in problems
        ]  # a key's line break stays escaped: one line a problem
        super().__init__("\n".join(self.problems))


class Abandon(Exception):
    """Raised inside a reader to abandon one value (already noted)."""


class Reader:
    """Reads a file's values, noting every problem (``found``: (place, problem) pairs)."""

    def __init__(self) -> None:
        self.found: list[tuple[str, str]] = []

    def note(self, place: str, problem: str) -> None:
        self.found.append((place, problem))

    def fail(self, place: str, problem: str) -> Abandon:
        self.note(place, problem)
        return Abandon()

    def mapping(self, value: Any, place: str, required: tuple[str, ...], optional: tuple[str, ...]) -> dict:
        """``value`` as a mapping; notes unknown keys (and goes on), raises on
        a non-mapping or a missing required key."""
        if not isinstance(value, dict):
            raise self.fail(place, f"expected a mapping with {', '.join(required)}; got {_describe(value)}")
        for key in value:
            if key not in required and key not in optional:
                sub = f"{place}.{key}" if place else str(key)
                self.note(sub, f"unknown key {key!r} (expected {', '.join(required + optional)})")
        missing = [k for k in required if k not in value]
        if missing:
            raise self.fail(place or "(top level)", "missing " + ", ".join(f"key {k!r}" for k in missing))
        return value

    def text(self, value: Any, place: str) -> str:
        if not isinstance(value, str):
            raise self.fail(place, f"expected text, got {_describe(value)} (put it in quotes)")
        return value

    def flag(self, value: Any, place: str) -> bool:
        if not isinstance(value, bool):
            raise self.fail(place, f"expected true or false, got {_describe(value)}")
        return value

    def number(self, value: Any, place: str) -> float:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise self.fail(place, f"expected a number, got {_describe(value)}")
        if not math.isfinite(value):
            raise self.fail(place, f"expected a finite number, got {_describe(value)}")
        return float(value)

    def items(self, data: dict, key: str) -> list:
        value = data[key]
        if value is None:
            return []
        if not isinstance(value, list):
            raise self.fail(key, f"expected a list, got {_describe(value)}")
        return value


def attempt(read, *args):
    """``read(*args)``, or None when it noted a problem."""
    try:
        return read(*args)
    except Abandon:
        return None


def check_version(r: Reader, value: Any, newest: int) -> None:
    """The file's ``format_version``: a whole number from 1 to ``newest``."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise r.fail("format_version", f"expected a whole number, got {_describe(value)}")
    if value > newest:
        raise r.fail("format_version", f"version {value} is newer than this program reads ({newest})")
    if value < 1:
        raise r.fail("format_version", f"unknown version {value} (this program reads {newest})")


def parse(
    data: Any,
    source: str,
    read: Callable[[Any, Any, str], T],
    reader: Callable[[], Reader] = Reader,
    error: type[FileProblems] = FileProblems,
    what: str = "the file's kind",
) -> T:
    """``read(reader, data, source)`` run to the end (a fresh ``reader()``);
    ``error`` listing every problem it noted (``what`` where it noted none
    but gave up)."""
    r = reader()
    result = attempt(read, r, data, source)
    if r.found or result is None:
        raise error(source, r.found or [("", f"not {what}")])
    return result


def load(path: str | os.PathLike[str], parse: Callable[[Any, str], T], error: type[FileProblems] = FileProblems) -> T:
    """The file at ``path`` read safely, then by ``parse(data, source)``; ``error`` for a file that is no YAML."""
    source = str(path)
    try:
        data = read_yaml(path)
    except YamlReadError as exc:
        raise error(source, [(exc.where, exc.problem)], unreadable=True) from None
    return parse(data, source)


def load_text(text: str, name: str, parse: Callable[[Any, str], T], error: type[FileProblems] = FileProblems) -> T:
    """YAML ``text`` read safely, then by ``parse`` (``name`` stands for the file in messages)."""
    try:
        data = safe_load(text, name)
    except YamlReadError as exc:
        raise error(name, [(exc.where, exc.problem)], unreadable=True) from None
    return parse(data, name)

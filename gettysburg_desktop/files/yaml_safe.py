"""Reading YAML files: the safe loader only, and nothing a hostile or
broken file can use to crash or stall the program.

``read_yaml`` is the one way the program reads its YAML files (maps,
scenarios, game records). It refuses, with a message naming the file and the
place, anything that is not UTF-8 text, invalid YAML, anchors and aliases (no
format of ours needs them, and nested aliases can blow a 500-byte file up to
gigabytes: the "billion laughs"), and nesting deeper than ``MAX_DEPTH`` (the
C parser would overflow the stack). Before all that, a file over
``MAX_FILE_BYTES`` is refused unread (a 50 MB file took 15-30 s and 900 MB
to be refused). It then loads with PyYAML's SafeLoader, in its C build
(libyaml) when installed: the same safe schema, about seven times faster
(94 ms -> 13 ms for the 1863 map; docs/performance.md).
"""

from __future__ import annotations

import contextlib
import os
from typing import Any

import yaml

from gettysburg_desktop.kernel.shape import describe  # noqa: F401 - what a value read is, for messages; the loaders import it here

_SAFE_LOADER = getattr(yaml, "CSafeLoader", None) or yaml.SafeLoader
_PARSER = getattr(yaml, "CSafeLoader", None) or yaml.SafeLoader

MAX_DEPTH = 64

MIB = 1024 * 1024

#: The largest YAML file read, checked before reading (os.stat, then a read
#: capped at this size, which also stops a FIFO or /dev/zero). The largest
#: legitimate file: a generated 1,000-area map (board.benchmark.voronoi_map
#: (1000), written by scenario.map_file.save_map) measured 226,098 bytes
#: (0.22 MiB); the 1863 map is 20 KB, its scenario 10 KB. 4 MiB leaves about
#: eighteen times that, room for hand-traced borders with many more points
#: per area; a 4 MiB map still reads in a few seconds.
MAX_FILE_BYTES = 4 * MIB


class YamlReadError(ValueError):
    """A file that can't be read as YAML; ``where`` is "line L, column C" or ""."""

    def __init__(self, source: str, where: str, problem: str) -> None:
        self.source, self.where, self.problem = source, where, problem
        super().__init__(f"{source}: {where}: {problem}" if where else f"{source}: {problem}")


def _mark(mark) -> str:
    return f"line {mark.line + 1}, column {mark.column + 1}" if mark is not None else ""


def _check_events(text: str, source: str, parser=_PARSER) -> None:
    depth = 0
    for event in yaml.parse(text, Loader=parser):
        if isinstance(event, yaml.AliasEvent) or getattr(event, "anchor", None):
            raise YamlReadError(
                source, _mark(event.start_mark), "anchors and aliases (& and *) are not allowed in this file"
            )
        if isinstance(event, (yaml.SequenceStartEvent, yaml.MappingStartEvent)):
            depth += 1
            if depth > MAX_DEPTH:
                raise YamlReadError(source, _mark(event.start_mark), f"nested more than {MAX_DEPTH} levels deep")
        elif isinstance(event, (yaml.SequenceEndEvent, yaml.MappingEndEvent)):
            depth -= 1


def safe_load(text: str, source: str = "<text>") -> Any:
    """Parse ``text`` (see the module's docstring); YamlReadError if refused."""
    try:
        _check_events(text, source)
        return yaml.load(text, Loader=_SAFE_LOADER)  # noqa: S506 - a SafeLoader, C or Python
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        what = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        if "nesting depth" in what:
            # libyaml 0.2.5 as PyYAML 6.0.3+ builds it scans ahead and stops at
            # its own limit (1,000 levels) before the events reach ours: the
            # pure-Python parser reads lazily and finds the place of ours
            with contextlib.suppress(yaml.YAMLError):
                _check_events(text, source, parser=yaml.SafeLoader)
        raise YamlReadError(source, _mark(mark), f"not valid YAML: {what}") from None
    except RecursionError:
        raise YamlReadError(source, "", f"nested more than {MAX_DEPTH} levels deep") from None


def read_yaml(path: str | os.PathLike[str]) -> Any:
    """The data in the YAML file ``path``; YamlReadError names the file and the problem."""
    return safe_load(read_text(path), str(path))


def read_text(path: str | os.PathLike[str], *, lenient: bool = False) -> str:
    """The text of the file ``path``, its size checked before it is read
    (``MAX_FILE_BYTES``); YamlReadError names the file and the problem.
    ``lenient``: bytes that are not UTF-8 read as U+FFFD instead of being
    refused (for looking into a damaged file, record.valid_part)."""
    source = str(path)
    try:
        size = os.stat(path).st_size
        data = b""
        if size <= MAX_FILE_BYTES:
            with open(path, "rb") as fh:
                data = fh.read(MAX_FILE_BYTES + 1)
            size = max(size, len(data))  # a special file (/dev/zero) says 0 bytes
    except (OSError, ValueError) as exc:  # ValueError: e.g. a NUL byte in the path
        raise YamlReadError(source, "", f"cannot read the file: {getattr(exc, 'strerror', None) or exc}") from None
    if size > MAX_FILE_BYTES:
        raise YamlReadError(
            source,
            "",
            f"the file is too big: {size / MIB:,.1f} MiB ({size:,} bytes); maps, scenarios and game records "
            f"over {MAX_FILE_BYTES // MIB} MiB ({MAX_FILE_BYTES:,} bytes) are refused",
        )
    try:
        return data.decode("utf-8-sig", errors="replace" if lenient else "strict")
    except UnicodeDecodeError as exc:
        raise YamlReadError(source, "", f"not UTF-8 text (byte {exc.start})") from None

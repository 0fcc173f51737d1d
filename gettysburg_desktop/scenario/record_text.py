"""A game record's text, read in one pass: its ``actions:`` list line by
line, the rest (the set-up) through YAML.

A record is a few keys and then its actions, one a line, as
record.dump_record writes them. Through YAML a long one costs about ten
microseconds an action, twice (once for the data, once more for each
action's line): 3-4 s for a record at the 4 MiB limit (195,000 actions) on
a loaded machine. Read here, a plain action line (``- move town  # a
comment``) costs one regular expression, and only the few lines of the
set-up go through yaml_safe.safe_load (its checks included).

``plain_record`` takes only what reads exactly as YAML reads it: actions
that are plain words (letters, digits and ``_ . + / @ > -``, the first a
letter, none a yes/no or null word), comment and blank lines between them,
one ``actions:`` key at the left margin, text YAML accepts. Anything else
answers None, and the caller reads the file through YAML, whose answer
(and error message) is then the one given.

``split_record`` is the lenient split for a damaged record (record.valid_part):
the set-up's lines, then every line that looks like an action, up to the
first that doesn't; each action is read by itself (``read_action``), so
that the valid part is found in one pass, whatever the file's size.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass, field
from typing import Any

from gettysburg_desktop.files.yaml_safe import YamlReadError, safe_load

#: the top-level key, alone on its line (a comment may follow)
_KEY = re.compile(r"actions:[ ]*(?:#.*)?(?=\n|\Z)")
#: the words of a plain action: YAML reads them as this text
_WORDS = r"[A-Za-z][\w.+/@>-]*(?: +[\w.+/@>-]+)*"
#: a plain action's line: the indent, the words, an optional comment
_ITEM = re.compile(rf"( *)- ({_WORDS})(?: +#.*| *)\Z", re.ASCII)
#: the first action's indent in a list
_INDENT = re.compile(r"^( *)- ", re.M)
#: a line with nothing but a comment, or nothing
_BLANK = re.compile(r" *(?:#.*)?\Z")
_BLANK_LINE = re.compile(r"^ *(?:#.*)?$", re.M)
#: the line after a line break that starts with anything but a list's dash or a comment: the list is over
_MARGIN = re.compile(r"\n[^ #\n-]")
#: any line that looks like an item of a block list (for a damaged file)
_LOOSE_ITEM = re.compile(r"( *)-(?: |\Z)")
#: single words YAML reads as a yes/no or as null, not as text (PyYAML's YAML 1.1 resolvers)
_NOT_TEXT = frozenset(
    word
    for stem in ("yes", "no", "true", "false", "on", "off", "null")
    for word in (stem, stem.capitalize(), stem.upper())
)
#: what YAML refuses in a file: characters outside its printable set, and line breaks other than \n
_NOT_PLAIN = re.compile("[^\x09\x0a\x20-\x7e\xa0-\u2027\u202a-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")
#: the key the set-up is read with in place of the list
_PLACEHOLDER = "actions: []"


def _key_line(text: str) -> int | None:
    """Where the ``actions:`` key's line starts (the first such line), or None."""
    at = 0 if text.startswith("actions:") else text.find("\nactions:") + 1
    if at == 0 and not text.startswith("actions:"):
        return None
    return at if _KEY.match(text, at) else None


def plain_record(text: str, source: str) -> tuple[Any, list[int]] | None:
    """(the data, the 1-based line of each action) as YAML reads ``text``,
    or None where the text is not of the plain form (see the module). A
    few searches over the whole text, none a Python step a line."""
    text = text.replace("\r\n", "\n")
    if _NOT_PLAIN.search(text):  # also a lone \r, \x85, \u2028, \u2029: line breaks of YAML's own
        return None
    start = _key_line(text)
    if start is None:
        return None
    first = text.find("\n", start) + 1 or len(text)  # the list's first line
    margin = _MARGIN.search(text, first - 1)
    end = margin.start() + 1 if margin is not None else len(text)
    body = text[first:end].removesuffix("\n")  # the list's lines
    lines = body.count("\n") + 1 if body else 0
    indent = _INDENT.search(body)
    items = _items(indent.group(1) if indent else "").findall("\n" + body + "\n")
    if len(items) < lines and len(items) + len(_BLANK_LINE.findall(body)) != lines:
        return None  # a line of another form: an action YAML reads otherwise, another indent, a line going on
    if not _NOT_TEXT.isdisjoint(items):
        return None
    top = text.count("\n", 0, first) + 1  # the list's first line, 1-based
    if len(items) == lines:
        numbers = list(range(top, top + lines))
    else:
        numbers = [top + i for i, line in enumerate(body.split("\n")) if line.lstrip(" ")[:1] == "-"]
    setup = text[:start] + _PLACEHOLDER + "\n" + text[end:]
    if setup.count("actions") != 1:  # the word elsewhere: a second key of that name, perhaps quoted
        return None
    try:
        data = safe_load(setup, source)
    except YamlReadError:
        return None
    if not isinstance(data, dict) or data.get("actions") != []:
        return None
    data["actions"] = items or None  # a key with nothing under it: null
    return data, numbers


@functools.cache
def _items(indent: str) -> re.Pattern:
    """The plain actions of a list whose actions stand at ``indent``, each
    line found after its line break (a literal start: a fast search)."""
    return re.compile(rf"\n{indent}- ({_WORDS})(?: +#[^\n]*| *)(?=\n)", re.ASCII)


@dataclass
class RecordLines:
    """A damaged record split by its lines (``split_record``)."""

    #: the lines before the ``actions:`` key and those after its list, each with its line break
    before: list[str] = field(default_factory=list)
    after: list[str] = field(default_factory=list)
    #: the lines that look like actions, in order: (1-based line, the line)
    items: list[tuple[int, str]] = field(default_factory=list)


def split_record(text: str) -> RecordLines | None:
    """The lenient split (see the module): None if no line is the
    ``actions:`` key. The list ends at the first line that is neither an
    action, a comment nor blank; what follows is ``after`` (the set-up's
    keys written after the actions, or the damage)."""
    lines = text.replace("\r\n", "\n").split("\n")
    start = next((i for i, line in enumerate(lines) if line.startswith("actions:") and _KEY.match(line)), None)
    if start is None:
        return None
    out = RecordLines(before=[line + "\n" for line in lines[:start]])
    for i in range(start + 1, len(lines)):
        line = lines[i]
        if _LOOSE_ITEM.match(line):
            out.items.append((i + 1, line))
        elif not _BLANK.match(line):
            out.after = [line + "\n" for line in lines[i:]]
            break
    return out


def read_setup(split: RecordLines, source: str) -> Any:
    """The set-up of a damaged record: its keys before and after the
    actions, or, if the lines after them don't read (the damage), those
    before alone; None if neither reads as a mapping."""
    key = _PLACEHOLDER + "\n"
    for lines in ([*split.before, key, *split.after], [*split.before, key]):
        try:
            data = safe_load("".join(lines), source)
        except YamlReadError:
            continue
        if isinstance(data, dict):
            return data
    return None


def read_action(line: str, source: str) -> str | None:
    """The text of one action line of a damaged record as YAML reads it
    (None if it doesn't read, or isn't one text)."""
    item = _ITEM.match(line)
    if item is not None and item.group(2) not in _NOT_TEXT:
        return item.group(2)
    try:
        data = safe_load(line.strip(), source)
    except YamlReadError:
        return None
    if isinstance(data, list) and len(data) == 1 and isinstance(data[0], (str, int, float)):
        return str(data[0])
    return None

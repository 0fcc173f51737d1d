"""Byte-stable YAML scalars: numbers written minimally, strings plain when safe.

The writers in scenario/ build their YAML text line by line with these so the
same data always gives the same bytes (PyYAML's emitter can't put points in
flow lists inside block sequences, nor write 120.0 as 120).
"""

from __future__ import annotations

import functools
import math
import re

import yaml

_PLAIN_BLOCK = re.compile(r"[A-Za-z0-9][A-Za-z0-9 _.,'()/&+-]*\Z")
_PLAIN_FLOW = re.compile(r"[A-Za-z0-9_./][A-Za-z0-9_./-]*\Z")
_YAML_BREAKS = ("\x85", "\u2028", "\u2029", "\ufeff")


def number(value: float) -> str:
    """120.0 -> '120', 3.25 -> '3.25', 1e-05 -> '1.0e-05' (PyYAML needs the dot)."""
    value = float(value)
    if not math.isfinite(value):
        raise ValueError(f"cannot write {value!r}: map coordinates must be finite")
    if value == int(value) and abs(value) < 1e15:
        return str(int(value))
    text = repr(value)
    if "e" in text and "." not in text.split("e")[0]:
        mantissa, exp = text.split("e")
        text = f"{mantissa}.0e{exp}"
    return text


def point(p) -> str:
    return f"[{number(p[0])}, {number(p[1])}]"


def numbers(values) -> str:
    return "[" + ", ".join(number(v) for v in values) + "]"


@functools.lru_cache(maxsize=4096)
def string(text: str, flow: bool = False) -> str:
    """A YAML scalar that reads back as exactly ``text``: plain when that is
    unambiguous (``Herr Ridge``), else double-quoted JSON-style (``"yes"``)."""
    pattern = _PLAIN_FLOW if flow else _PLAIN_BLOCK
    if pattern.match(text) and not text.endswith(" ") and "  " not in text:
        try:
            if yaml.safe_load(text) == text:
                return text
        except yaml.YAMLError:
            pass
    return '"' + "".join(_escape(c) for c in text) + '"'


_ESCAPES = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\t": "\\t", "\r": "\\r"}


def _escape(c: str) -> str:
    """One character of a YAML double-quoted scalar: printable characters as
    they are, the rest (controls, line separators, BOM) as escapes."""
    if c in _ESCAPES:
        return _ESCAPES[c]
    code = ord(c)
    printable = (
        0x20 <= code <= 0x7E or 0xA0 <= code <= 0xD7FF or 0xE000 <= code <= 0xFFFD or code >= 0x10000
    ) and c not in _YAML_BREAKS
    if printable:
        return c
    if code <= 0xFF:
        return f"\\x{code:02x}"
    return f"\\u{code:04x}" if code <= 0xFFFF else f"\\U{code:08x}"


def optional_string(text: str | None) -> str:
    return "null" if text is None else string(text)

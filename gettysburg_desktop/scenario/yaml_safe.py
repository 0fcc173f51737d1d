"""Reading YAML: the safe loader only, never one that can build arbitrary
Python objects.

``safe_load`` is PyYAML's SafeLoader, in its C build (libyaml) when the
installed PyYAML has one: the same safe schema, about seven times faster
(94 ms -> 13 ms for the 1863 map; docs/performance.md). Without libyaml it
is ``yaml.safe_load`` itself.
"""

from __future__ import annotations

from typing import Any

import yaml

_SAFE_LOADER = getattr(yaml, "CSafeLoader", None) or yaml.SafeLoader

#: Errors a malformed text raises, for callers to turn into messages.
YAMLError = yaml.YAMLError


def safe_load(text: str) -> Any:
    return yaml.load(text, Loader=_SAFE_LOADER)  # noqa: S506 - a SafeLoader, C or Python


def describe(value: Any) -> str:
    """What a value read from YAML is, for error messages ("got the number 7")."""
    if value is None:
        return "nothing (null)"
    if isinstance(value, bool):
        return f"{str(value).lower()} (a yes/no value)"
    if isinstance(value, (int, float)):
        return f"the number {value!r}"
    if isinstance(value, str):
        return repr(value) if len(value) < 40 else repr(value[:37] + "...")
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    return f"a {type(value).__name__}"

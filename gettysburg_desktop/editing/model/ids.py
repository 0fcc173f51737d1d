"""Ids for new map items: a slug made from the name, unique where the map
format demands (areas and entry boxes share one namespace; roads and scenery
each have their own, docs/map-format.md; a box map's boxes and links theirs),
and whether an item's id still follows its placeholder name."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Container
from typing import Any

_NOT_SLUG = re.compile(r"[^a-z0-9]+")
_NUMBERED = re.compile(r"^(.*\S)\s+\d+$")


def slug(name: str, fallback: str) -> str:
    """``'Oak Hill'`` -> ``'oak-hill'``; accents dropped; ``fallback`` when
    nothing of the name is left (``'???'``)."""
    ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode("ascii")
    text = _NOT_SLUG.sub("-", ascii_name.lower()).strip("-")
    return text or fallback


def unique_id(name: str, taken: Container[str], fallback: str) -> str:
    """The slug of ``name``, with ``-2``, ``-3``, ... appended while taken."""
    base = slug(name, fallback)
    candidate, n = base, 1
    while candidate in taken:
        n += 1
        candidate = f"{base}-{n}"
    return candidate


def id_follows_name(item: Any) -> bool:
    """Whether the item's id is still the one made from a placeholder name
    ("Area 9" / ``area-9``, a split's "Oak Hill 2" / ``oak-hill-2``): a
    numbered name whose slug the id is. An id the author set, or made from
    a real name, stays when the item is renamed."""
    name = getattr(item, "name", "")
    if not _NUMBERED.match(name):
        return False
    base = slug(name, "")
    return bool(base) and (item.id == base or re.fullmatch(re.escape(base) + r"-\d+", item.id) is not None)

"""Ids for new map items: a slug made from the name, unique where the map
format demands (areas and entry boxes share one namespace; roads and scenery
each have their own, docs/map-format.md)."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Container

_NOT_SLUG = re.compile(r"[^a-z0-9]+")


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

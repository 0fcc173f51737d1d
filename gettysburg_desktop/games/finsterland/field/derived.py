"""Tables derived from a battle's table (without the pioneers' pieces, with
parts of battlefield objects destroyed, with a guide's piece open), made
once for each table and what changed, and shared by every clone of a game:
the movement and sight rules ask for the same table again and again.

Kept by the table's identity with the table itself (so that a key is never
read for another table that took the freed one's id), and forgotten all at
once past ``LIMIT`` entries (found reviewing: kept for ever, every replay
and look-ahead added its tables)."""

from __future__ import annotations

from collections.abc import Callable, Hashable

from gettysburg_desktop.boards.table.table import Table

#: how many derived tables are kept before all are forgotten
LIMIT = 512

_MADE: dict[tuple[int, Hashable], tuple[Table, Table]] = {}


def derived(table: Table, key: Hashable, make: Callable[[], Table]) -> Table:
    """The table ``make()`` derives from ``table`` for ``key``, made once."""
    at = (id(table), key)
    made = _MADE.get(at)
    if made is None or made[0] is not table:
        if len(_MADE) >= LIMIT:
            _MADE.clear()
        made = (table, make())
        _MADE[at] = made
    return made[1]

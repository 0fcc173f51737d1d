"""What Finsterland's rules ask of a table, for the table editor's
Validation dock (and anyone checking a table for this game):

- every terrain piece is classified (FL-FIELD-5): its kind is one of T1
  (movement), T11 (cover) or T13 (structures); a game can't be played on a
  piece the tables don't know (an error);
- the table has a sector grid (FL-FIELD-4): orders and the artillery name
  sectors (an error without one);

and, as notes a game plays the table anyway with (the rules' advice):

- sectors of 8" (FL-FIELD-4); a table at least 48" wide, deployment zones
  at least 8" deep and halves at least 16" (FL-FIELD-2);
- an objective in every row and every column of sectors (FL-OBJ-1), one
  per row plus one per column by default (FL-RUL-1), spread the same for
  both players over the zones and halves (FL-RUL-1, D3), none on a zone's
  edge or the centre line (FL-OBJ-3).
"""

from __future__ import annotations

from collections import Counter

from gettysburg_desktop.boards.areas.problems import Problem
from gettysburg_desktop.boards.table.table import Objective, Table, sector_name
from gettysburg_desktop.kernel.said import said

from ..game.scenario import ZONE_DEPTH
from ..rules.objectives import points, where
from ..rules.tables import COVER, NO_MOVEMENT_VALUE, STRUCTURES, TERRAIN
from ..zones import zone_depth

#: every kind of terrain the rules' tables know (T1, T11, T13)
KNOWN = (
    frozenset(k for k in TERRAIN if k != "open")
    | frozenset(NO_MOVEMENT_VALUE)
    | frozenset(COVER)
    | frozenset(STRUCTURES)
)
SECTOR = 8.0  # FL-FIELD-4
LEAST_WIDTH, LEAST_HALF = 48.0, 16.0  # FL-FIELD-2
PARTS = ("own deployment zone", "own half", "enemy half", "enemy deployment zone")
#: T2's rows in words to translate (lupdate finds the literals)
PART_WORDS = {
    "own deployment zone": said("own deployment zone"),
    "own half": said("own half"),
    "enemy half": said("enemy half"),
    "enemy deployment zone": said("enemy deployment zone"),
}


def check_table(table: Table, file: str) -> tuple[list[Problem], list[Problem]]:
    """(what keeps a game of Finsterland off ``table``, the rules' advice it does not follow)."""
    problems: list[Problem] = []
    notes: list[Problem] = []
    for f in table.features:
        if f.kind not in KNOWN:
            problems.append(
                Problem(
                    file,
                    "feature",
                    f.id,
                    "terrain",
                    said(
                        "{kind!r} is no terrain of the rules' tables T1, T11 and T13: choose one of {kinds} (FL-FIELD-5)",
                        kind=f.kind,
                        kinds=", ".join(sorted(KNOWN)),
                    ),
                )
            )
    if not table.sector:
        problems.append(
            Problem(
                file, "table", "", "table-file", said("The table needs a sector grid: orders name sectors (FL-FIELD-4)")
            )
        )
    elif abs(table.sector - SECTOR) > 1e-9:
        notes.append(_note(file, "table", "", said("The rules' sectors are 8 in squares (FL-FIELD-4)")))
    if table.width < LEAST_WIDTH:
        notes.append(_note(file, "table", "", said("The rules advise a table at least 48 in wide (FL-FIELD-2)")))
    zone = zone_depth(table, 0.0)
    if zone <= 0:
        notes.append(
            _note(
                file,
                "table",
                "",
                said("The table draws no deployment zones; a battle deploys in bands 8 in deep (FL-FIELD-2)"),
            )
        )
        zone = ZONE_DEPTH
    elif zone < ZONE_DEPTH:
        notes.append(
            _note(file, "table", "", said("The rules advise deployment zones at least 8 in deep (FL-FIELD-2)"))
        )
    if table.depth / 2 - zone < LEAST_HALF:
        notes.append(_note(file, "table", "", said("The rules advise halves at least 16 in deep (FL-FIELD-2)")))
    if table.sector:
        notes += _objective_notes(table, file, zone)
    return problems, notes


def _note(file: str, kind: str, item: str, message: str, at=None) -> Problem:
    return Problem(file, kind, item, "rules-advice", message, at)


def _objective_notes(table: Table, file: str, zone: float) -> list[Problem]:
    out: list[Problem] = []
    rows = {int(min(o.at[1] // table.sector, table.rows - 1)) for o in table.objectives}
    columns = {int(min(o.at[0] // table.sector, table.columns - 1)) for o in table.objectives}
    empty_rows = [sector_name(r, 0)[:-1] for r in range(table.rows) if r not in rows]
    empty_columns = [str(c + 1) for c in range(table.columns) if c not in columns]
    if empty_rows:
        out.append(_note(file, "table", "", said("No objective in row {rows} (FL-OBJ-1)", rows=", ".join(empty_rows))))
    if empty_columns:
        out.append(
            _note(
                file, "table", "", said("No objective in column {columns} (FL-OBJ-1)", columns=", ".join(empty_columns))
            )
        )
    wanted = table.rows + table.columns
    if len(table.objectives) != wanted:
        out.append(
            _note(
                file,
                "table",
                "",
                said(
                    "{n} objectives: by default one per row and one per column, {wanted} on this table (FL-RUL-1)",
                    n=len(table.objectives),
                    wanted=wanted,
                ),
            )
        )
    for o in table.objectives:
        y = o.at[1]
        if any(abs(y - edge) < 1e-9 for edge in (zone, table.depth - zone, table.depth / 2)):
            out.append(
                _note(
                    file,
                    "objective",
                    o.id,
                    said("stands on a zone's edge or the centre line: move it off (FL-OBJ-3)"),
                    o.at,
                )
            )
    south = Counter(where(o.at[1], "south", table.depth, zone) for o in table.objectives)
    north = Counter(where(o.at[1], "north", table.depth, zone) for o in table.objectives)
    odd = (
        len(table.objectives) % 2
    )  # an odd count can't be alike: one part holds one more (FL-OBJ-3: none on the centre line)
    if sum(abs(south[p] - north[p]) for p in PARTS) > 2 * odd:
        out.append(
            _note(
                file,
                "table",
                "",
                said(
                    "The objectives are not spread alike for both players: in own zone, own half, enemy half and "
                    "enemy zone South has {south}, North {north} (FL-RUL-1)",
                    south=", ".join(str(south[p]) for p in PARTS),
                    north=", ".join(str(north[p]) for p in PARTS),
                ),
            )
        )
    return out


def worth(table: Table, objective: Objective) -> str:
    """What ``objective`` is worth to the side that captures it, by where it lies (FL-OBJ-3, T2)."""
    zone = zone_depth(table)
    y = objective.at[1]
    return said(
        "Worth {s} to South ({s_where}), {n} to North ({n_where}) (FL-OBJ-3)",
        s=points(y, "south", table.depth, zone),
        s_where=PART_WORDS[where(y, "south", table.depth, zone)],
        n=points(y, "north", table.depth, zone),
        n_where=PART_WORDS[where(y, "north", table.depth, zone)],
    )

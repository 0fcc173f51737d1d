"""What ACW-BBDBA's rules ask of a table, for the table editor's Validation
dock and the battle file's reader (battle_file.py):

- lengths in millimetres, as the game measures (BB-FIELD-1: paces to mm);
- every feature of a kind of T4 (BB-FIELD-4): a game can't be played on a
  piece the table doesn't know;
- a crest inside a hill (BB-FIELD-10);
- the battlefield's size and spacing rules: every area feature at least a
  base width wide and at most 9 BW long and wide together, 1 BW apart,
  rivers 40-50 mm wide, roads and rivers edge to edge or into a BUA or the
  waterway, a waterway along a short edge (BB-FIELD-5 to -8, field/battlefield.py);

and, as notes a game plays the table anyway with: a table of 1200 x 600 mm
(BB-FIELD-1), terrain in each half (BB-FIELD-2), no objectives (the game
has none: an army breaks, BB-WIN).
"""

from __future__ import annotations

from gettysburg_desktop.boards.areas.problems import Problem
from gettysburg_desktop.boards.table.table import Table
from gettysburg_desktop.kernel.said import said

from ..field.battlefield import AREA_KINDS, terrain_findings
from ..field.terrain import HILLS

#: T4's kinds: areas, lines (a river and a road with their widths), a hill's crest line
KNOWN = frozenset(AREA_KINDS) | {"waterway", "river", "road", "crest"}
WIDTH, DEPTH = 1200.0, 600.0  # BB-FIELD-1


def check_table(table: Table, file: str) -> tuple[list[Problem], list[Problem]]:
    """(what keeps a game of ACW-BBDBA off ``table``, the rules' advice it does not follow)."""
    problems: list[Problem] = []
    notes: list[Problem] = []
    if table.unit != "mm":
        problems.append(
            Problem(
                file,
                "table",
                "",
                "table-file",
                said("The game measures in millimetres: the table's unit is {unit} (BB-FIELD-1)", unit=table.unit),
            )
        )
    for f in table.features:
        if f.kind not in KNOWN:
            problems.append(
                Problem(
                    file,
                    "feature",
                    f.id,
                    "terrain",
                    said(
                        "{kind!r} is no terrain of the rules' table T4: choose one of {kinds} (BB-FIELD-4)",
                        kind=f.kind,
                        kinds=", ".join(sorted(KNOWN)),
                    ),
                )
            )
        elif f.kind == "crest" and not any(h.area.buffer(1e-6).covers(f.area) for h in _hills(table)):
            problems.append(Problem(file, "feature", f.id, "terrain", said("a crest lies inside a hill (BB-FIELD-10)")))
    for fid, what in terrain_findings(table):
        problems.append(Problem(file, "feature", fid, "terrain", what, _middle(table, fid)))
    if abs(table.width - WIDTH) > 1e-6 or abs(table.depth - DEPTH) > 1e-6:
        notes.append(_note(file, said("The rules' table is 1200 x 600 mm, DBA's doubled (BB-FIELD-1)")))
    bare = (
        said("No terrain in the left half: terrain is laid in each half (BB-FIELD-2)"),
        said("No terrain in the right half: terrain is laid in each half (BB-FIELD-2)"),
    )
    for half, note in enumerate(bare):
        if not any(
            f.kind in AREA_KINDS and (f.area.centroid.x >= table.width / 2) == bool(half) for f in table.features
        ):
            notes.append(_note(file, note))
    if table.objectives:
        notes.append(_note(file, said("The game has no objectives: an army wins by breaking the other (BB-WIN)")))
    return problems, notes


def _hills(table: Table):
    return [f for f in table.features if f.kind in HILLS]


def _middle(table: Table, fid: str):
    feature = table.feature.get(fid)
    if feature is None:
        return None
    c = feature.area.representative_point()
    return (float(c.x), float(c.y))


def _note(file: str, message: str) -> Problem:
    return Problem(file, "table", "", "rules-advice", message)

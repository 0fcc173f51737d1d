"""What Finsterland gives the table editor (editing/table_part.py): the
kinds of terrain of its tables T1, T11 and T13 with the rule each follows
and how the play window draws it, its rules' checks (table_checks.py),
what an objective is worth where it stands (FL-OBJ-3), the deployment
zones along both edges (zones.py), a new table of the recommended size
(FL-FIELD-2, FL-FIELD-4) and the play-test (playtest.py)."""

from __future__ import annotations

from dataclasses import replace
from functools import cache

from gettysburg_desktop.boards.table.table import Table
from gettysburg_desktop.editing.table_part import TableGame, TerrainKind
from gettysburg_desktop.kernel.said import said

from ..registration import GAME_ID
from ..ui.looks import LOOKS
from ..zones import zone_bands, zone_depth
from .playtest import playtest_files
from .table_checks import check_table, worth

#: the kinds an author draws, areas first, then lines (a line's width: a new one's)
KINDS = (
    TerrainKind("wood", said("wood"), rule="FL-TERR-1, FL-COVER-1, FL-STR-1"),
    TerrainKind("hill", said("hill"), rule="FL-TERR-1"),
    TerrainKind("swamp", said("swamp"), rule="FL-TERR-1"),
    TerrainKind("ford", said("ford"), rule="FL-TERR-1"),
    TerrainKind("building", said("building"), rule="FL-COVER-1, FL-STR-1"),
    TerrainKind("bunker", said("bunker"), rule="FL-COVER-1, FL-STR-1"),
    TerrainKind("river", said("river"), line=True, width=2.5, rule="FL-TERR-1"),
    TerrainKind("road", said("road"), line=True, width=1.5, rule="FL-TERR-1"),
    TerrainKind("bridge", said("bridge"), line=True, width=2.5, rule="FL-STR-1"),
    TerrainKind("wall", said("wall"), line=True, width=0.5, rule="FL-COVER-1, FL-STR-1"),
    TerrainKind("fence", said("fence"), line=True, width=0.3, rule="FL-COVER-1, FL-STR-1"),
    TerrainKind("bushes", said("bushes"), line=True, width=0.6, rule="FL-COVER-1, FL-STR-1"),
    TerrainKind("trench", said("trench"), line=True, width=1.0, rule="FL-COVER-1, FL-STR-1"),
)


def new_table() -> Table:
    """A bare table of the size the shipped battle uses, 8" sectors (FL-FIELD-4) and 8" zones (FL-FIELD-2)."""
    bare = Table(width=72.0, depth=48.0, sector=8.0, id="new-table", name="New table", game=GAME_ID)
    return replace(bare, zones=zone_bands(bare, 8.0))


@cache
def table_game() -> TableGame:
    return TableGame(
        game=GAME_ID,
        title=said("Schlachten im Finsterland"),
        kinds=KINDS,
        looks=LOOKS,
        new_table=new_table,
        check=check_table,
        zones=zone_bands,
        zone_depth=lambda table: zone_depth(table, 0.0),
        worth=worth,
        objective_points=False,
        playtest_files=playtest_files,
        playtest_started=lambda files: said(
            "Play-test started on {table}: the {south} (South) against the {north} (North); each side first "
            "places its units in its zone (FL-SETUP-3)",
            table=files.table,
            south=files.armies[0],
            north=files.armies[1],
        ),
    )


def open_table_editor(path=None, **kw):
    """A table editor window for Finsterland on ``path`` (a new table without one)."""
    from gettysburg_desktop.editing.table_window import open_table_editor as opened

    return opened(table_game(), path, **kw)

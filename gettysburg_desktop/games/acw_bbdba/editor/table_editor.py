"""What ACW-BBDBA gives the table editor (editing/table_part.py): the kinds
of terrain of its table T4 with the rule each follows and how the play
window draws it, its battlefield's checks (table_checks.py), the bands
where the armies deploy (within 150 mm of each base edge, BB-SETUP-5), a
new table of the rules' size (BB-FIELD-1) and the play-test (playtest.py)."""

from __future__ import annotations

from functools import cache

from gettysburg_desktop.boards.table.bases import Point
from gettysburg_desktop.boards.table.table import Table
from gettysburg_desktop.editing.table_part import TableGame, TerrainKind
from gettysburg_desktop.kernel.said import said

from ..battle_file import BattleFileError
from ..field.battlefield import RIVER_WIDTH
from ..field.terrain import CREST_WIDTH
from ..registration import GAME_ID
from ..ui.looks import LOOKS
from .playtest import playtest_files
from .table_checks import DEPTH, WIDTH, check_table

#: the kinds an author draws (T4), areas first, then lines (a line's width: a new one's)
KINDS = (
    TerrainKind("gentle hill", said("gentle hill"), rule="BB-FIELD-4, BB-FIELD-10"),
    TerrainKind("steep hill", said("steep hill"), rule="BB-FIELD-4, BB-FIELD-10"),
    TerrainKind("wood", said("wood"), rule="BB-FIELD-4, BB-SHOOT-5"),
    TerrainKind("marsh", said("marsh"), rule="BB-FIELD-4"),
    TerrainKind("rough", said("rough ground"), rule="BB-FIELD-4"),
    TerrainKind("bua", said("built-up area"), rule="BB-FIELD-4, BB-SHOOT-5"),
    TerrainKind("waterway", said("waterway"), rule="BB-FIELD-8"),
    TerrainKind("river", said("river"), line=True, width=(RIVER_WIDTH[0] + RIVER_WIDTH[1]) / 2, rule="BB-RIVER-1"),
    TerrainKind("road", said("road"), line=True, width=12.0, rule="BB-FIELD-7, BB-MOVE-6"),
    TerrainKind("crest", said("crest"), line=True, width=CREST_WIDTH, rule="BB-FIELD-10"),
)
#: BB-SETUP-5: each command within 150 mm (600 paces) of its base edge
DEPLOYMENT = 150.0
UNION_ZONE, CONFEDERATE_ZONE = "union-deployment", "confederate-deployment"


def zone_bands(table: Table, depth: float) -> dict[str, tuple[Point, ...]]:
    """Where the armies deploy, drawn on the table: a band 150 mm deep along each base edge (BB-SETUP-5,
    whatever depth is asked for; none for 0)."""
    if depth <= 0:
        return {}
    w, d, z = table.width, table.depth, DEPLOYMENT
    return {  # in this order the editor tints the Confederates' band red, the Union's blue
        CONFEDERATE_ZONE: ((0.0, d - z), (w, d - z), (w, d), (0.0, d)),
        UNION_ZONE: ((0.0, 0.0), (w, 0.0), (w, z), (0.0, z)),
    }


def zone_depth(table: Table) -> float:
    return DEPLOYMENT if UNION_ZONE in table.zones else 0.0


def new_table() -> Table:
    """A bare table of the rules' size in millimetres (BB-FIELD-1), the deployment bands drawn."""
    bare = Table(WIDTH, DEPTH, id="new-battlefield", name="New battlefield", unit="mm", game=GAME_ID)
    return Table(
        bare.width, bare.depth, zones=zone_bands(bare, DEPLOYMENT), id=bare.id, name=bare.name, unit="mm",
        game=GAME_ID,
    )  # fmt: skip


@cache
def table_game() -> TableGame:
    return TableGame(
        game=GAME_ID,
        title=said("ACW after Big Battle DBA"),
        kinds=KINDS,
        looks=LOOKS,
        new_table=new_table,
        check=check_table,
        zones=zone_bands,
        zone_depth=zone_depth,
        playtest_files=playtest_files,
        playtest_refusals=(BattleFileError,),
        playtest_started=lambda files: said(
            "Play-test started on {table}: the {union} against the {confederate}, standing as in the meeting "
            "engagement (BB-SETUP-5)",
            table=files.table,
            union=files.armies[0],
            confederate=files.armies[1],
        ),
    )


def open_table_editor(path=None, **kw):
    """A table editor window for ACW-BBDBA on ``path`` (a new table without one)."""
    from gettysburg_desktop.editing.table_window import open_table_editor as opened

    return opened(table_game(), path, **kw)

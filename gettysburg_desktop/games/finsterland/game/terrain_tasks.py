"""What two specialists do to the terrain (FL-SPEC-5, FL-SPEC-6, FL-MOVE-9,
FL-RUL-5, D27).

- **Pioneers** (FL-SPEC-6): once per battle the pioneers remove one terrain
  piece in their own half that they touch, no larger than 6" x 6". **[interpretation]**
  It is their special task (order S, FL-ORD-4), done in their movement step
  instead of moving, once they have reached the sector of that order (D12); a
  piece is in a half when its middle is; "no larger" means its outline fits
  a 6" x 6" square's extent (its bounding box). The piece is gone for
  everyone from then on: movement, sight and cover (the game's table no
  longer has it).
- **The local guide** (FL-SPEC-5, FL-MOVE-9): through him, one terrain
  piece in the enemy half, no larger than 6" x 6", counts as open ground for
  his side's movement. **[interpretation]** The piece is chosen before the
  orders are written (a side with a guide chooses first), secret from the
  other side; of a larger piece he leads through the part of it in one
  sector that a 6" square holds (``guide_part``: the player clicks the
  sector); the benefit ends when the staff is gone (FL-CMD-6). Sight and
  cover are not changed: only movement.

"Half" (FL-RUL-5): a side's half is the half of the table on its edge,
its deployment zone included.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import shapely
from shapely.geometry.base import BaseGeometry

from gettysburg_desktop.boards.table.table import Feature, Table
from gettysburg_desktop.kernel.said import said

from ..field.bodies import ground
from ..field.derived import derived
from ..field.segments import PIECE_MARK, cut_away
from .sides import Side

#: FL-SPEC-5, FL-SPEC-6: the largest piece either may deal with (inches, each way)
LARGEST = 6.0
#: the word a side with a guide chooses when it wants no piece
NO_PIECE = "none"
#: between a larger piece's id and the sector of the guide's part of it (``wood@C2``)
PART_OF = "@"


def without(table: Table, gone: frozenset[str]) -> Table:
    """``table`` without the features ``gone``, and the pieces left of them where parts were destroyed
    (``wood`` takes ``wood~1`` too, field/segments.py); made once for each table and set of pieces."""
    if not gone:
        return table

    def kept(f: Feature) -> bool:
        return f.id not in gone and f.id.split(PIECE_MARK, 1)[0] not in gone

    return derived(table, ("without", gone), lambda: replace(table, features=tuple(filter(kept, table.features))))


def small(feature: Feature) -> bool:
    """The piece's extent fits 6" x 6" (FL-SPEC-5, FL-SPEC-6)."""
    x0, y0, x1, y1 = feature.area.bounds
    return x1 - x0 <= LARGEST + 1e-9 and y1 - y0 <= LARGEST + 1e-9


def in_half(table: Table, ground: BaseGeometry, side: Side) -> bool:
    """The ground's middle (a piece's, a part's) lies in ``side``'s half (FL-RUL-5: its deployment zone included)."""
    y = ground.centroid.y
    return y <= table.depth / 2 if side is Side.SOUTH else y >= table.depth / 2


# --- pioneers ---------------------------------------------------------------------------------
def why_not_clear(g: Any, uid: str, fid: str) -> str:
    """Why the pioneers ``uid`` may not remove the piece ``fid`` now ("" where they may), FL-SPEC-6."""
    from ..field.orders import Task

    st = g.state
    unit = st.units.get(uid)
    if unit is None or unit.kind != "pioneers" or unit.side != st.active.value:
        return said("{unit} are no pioneers of the active player", unit=uid)
    if uid in st.cleared:
        return said("{unit} have removed their piece of terrain already: once per battle", unit=unit.name)
    order = st.orders.get(uid)
    if order is None or order.task is not Task.SPECIAL:
        return said("{unit} remove terrain as their special task: an order S (FL-ORD-4)", unit=unit.name)
    if not unit.reached:
        return said("{unit} do their special task once they have reached {sector} (D12)", unit=unit.name,
                    sector=order.sector)  # fmt: skip
    feature = g.table.feature.get(fid)
    if feature is None:
        return said("{word} is no piece of terrain on the table", word=fid)
    name = feature.name or feature.kind
    if not small(feature):
        return said("{piece} is larger than 6 by 6 inches", piece=name)
    if not in_half(g.table, feature.area, Side(unit.side)):
        return said("{piece} is not in the pioneers' own half (FL-RUL-5)", piece=name)
    if float(ground(unit.body).distance(feature.area)) > 1e-6:
        return said("{unit} must touch {piece}", unit=unit.name, piece=name)
    return ""


def clearable(g: Any, uid: str) -> list[str]:
    """The pieces the pioneers ``uid`` may remove now."""
    return [f.id for f in g.table.features if not why_not_clear(g, uid, f.id)]


def clear(g: Any, uid: str, fid: str) -> None:
    """The piece is removed (FL-SPEC-6): the game's table has it no more."""
    st = g.state
    feature = g.table.feature[fid]
    st.removed = st.removed | {fid}
    st.cleared.add(uid)
    unit = st.units[uid]
    g.emit("clear-terrain", said("{unit} remove {piece}", unit=unit.name, piece=feature.name or feature.kind), "FL-SPEC-6",
           unit=uid, feature=fid)  # fmt: skip


# --- the local guide ---------------------------------------------------------------------------
def has_guide(state: Any, side: Side) -> bool:
    """The side has a local guide and its command staff is on the table (FL-SPEC-5, FL-CMD-6)."""
    units = [u for u in state.units.values() if u.side == side.value]
    return any(u.kind == "local guide" for u in units) and any(u.kind == "command staff" for u in units)


def guide_part(table: Table, feature: Feature, sector: str) -> BaseGeometry | None:
    """The part of a larger piece the guide leads through in ``sector`` (FL-SPEC-5's "at most 6" x 6"
    of it" **[interpretation]**): the piece within a 6" square lying in the sector, centred as near
    the middle of the piece's ground there as the sector allows; None where the piece is not there."""
    box = table.sector_named(sector)
    there = feature.area.intersection(box)
    if there.area <= 1e-9:
        return None
    middle, half = there.centroid, LARGEST / 2
    x0, y0, x1, y1 = box.bounds
    cx = min(max(middle.x, x0 + half), x1 - half) if x1 - x0 >= LARGEST else (x0 + x1) / 2
    cy = min(max(middle.y, y0 + half), y1 - half) if y1 - y0 >= LARGEST else (y0 + y1) / 2
    part = feature.area.intersection(shapely.box(cx - half, cy - half, cx + half, cy + half))
    return part if part.area > 1e-9 else None


def guide_pieces(g: Any, side: Side) -> list[str]:
    """What a side's guide may choose (FL-SPEC-5), each as the ``guide`` action's words: a piece no
    larger than 6" x 6" whose middle lies in the enemy half (its id), or the part of a larger piece
    in one sector (``wood@C2``, ``guide_part``) whose middle lies there: one word either way, so that
    the action's public form (``guide ?``) does not tell a part from a piece."""
    table = g.tables.scenario.table
    out = [f.id for f in table.features if small(f) and in_half(table, f.area, side.other)]
    for f in table.features:
        if small(f):
            continue
        for name, box in table.sectors():
            if not box.intersects(f.area):
                continue
            part = guide_part(table, f, name)
            if part is not None and in_half(table, part, side.other):
                out.append(f"{f.id}{PART_OF}{name}")
    return out


def guided(g: Any, side: Side) -> Table:
    """The table ``side``'s units move on: the game's, but the piece its guide chose (or its part of a
    larger one) counts as open ground (FL-MOVE-9) while the guide and the staff are on the table."""
    piece = g.state.guides.get(side)
    if not piece or piece == NO_PIECE or not has_guide(g.state, side):
        return g.table
    if PART_OF not in piece:
        return without(g.table, frozenset({piece}))
    table, battle = g.table, g.tables.scenario.table

    def opened() -> Table:
        fid, sector = piece.split(PART_OF, 1)
        whole = battle.feature.get(fid)
        part = guide_part(battle, whole, sector) if whole is not None else None
        features: list[Feature] = []
        for f in table.features:  # the piece as the battle has left it (a part destroyed: its pieces)
            mine = part is not None and f.id.split(PIECE_MARK, 1)[0] == fid
            features += cut_away(f, part) if mine else [f]
        return replace(table, features=tuple(features))

    return derived(table, ("guided", piece), opened)


def choose(g: Any, side: Side, fid: str) -> None:
    """The side's guide's piece written down (secret)."""
    g.state.guides[side] = fid
    if fid == NO_PIECE:
        words = said("{side}'s guide chooses no piece", side=side.title)
    elif PART_OF in fid:
        piece, sector = fid.split(PART_OF, 1)
        feature = g.tables.scenario.table.feature[piece]
        words = said("{side}'s guide leads through {piece} in {sector}", side=side.title,
                     piece=feature.name or feature.kind, sector=sector)  # fmt: skip
    else:
        feature = g.tables.scenario.table.feature[fid]
        words = said("{side}'s guide leads through {piece}", side=side.title, piece=feature.name or feature.kind)
    g.emit_secret(side, said("{side}'s guide chooses his piece of terrain", side=side.title), "guide", words,
                  "FL-SPEC-5", ("feature",), side=side.value, feature=fid)  # fmt: skip

"""Occupying boxes at the end of a player turn (NS-OCC-2..4): a side with
units in a box it does not own takes it; a box taken by cavalry alone is a
cavalry-only hold (NS-OCC-3) unless the side owned it at the start
(NS-OCC-4a); a hold with the holder's infantry in it becomes an ordinary
occupation (NS-OCC-4b). Checked for both sides, then victory (NS-WIN-3)."""

from __future__ import annotations

from gettysburg_desktop.kernel.board import EngineError
from gettysburg_desktop.kernel.said import said

from .board import NSBoard
from .sides import Side


def occupy(g: NSBoard, phasing: Side) -> None:
    st = g.state
    present: dict[str, list] = {}
    for u in st.units.values():
        if u.box is not None:
            present.setdefault(u.box, []).append(u)
    for b in g.map.boxes:
        units = present.get(b.id)
        if not units:
            continue
        sides = {u.side for u in units}
        if len(sides) != 1:
            raise EngineError(f"{b.id} holds units of both sides at the end of a player turn (NS-OCC-2)")
        side = units[0].side
        cavalry_only = all(u.kind.cavalry for u in units)
        if g.owner(b.id) is not side:
            g.set_owner(b.id, side, cavalry_only=cavalry_only)
            if b.id in st.cavalry_holds:
                text = said("{side} cavalry occupies {box}: held only while it stays", side=side.title, box=b.name)
                rule = "NS-OCC-3"
            else:
                text = said("{side} occupies {box}", side=side.title, box=b.name)
                rule = "NS-OCC-2"
            g.tell("occupied", text, rule, box=b.id, side=side.value)
        elif b.id in st.cavalry_holds and not cavalry_only:
            st.cavalry_holds.discard(b.id)
            g.tell(
                "hold-made-good",
                said("{side} infantry in {box} holds it for good", side=side.title, box=b.name),
                "NS-OCC-4",
                box=b.id,
                side=side.value,
            )
    g.ownership_changed(end_of_union_turn=phasing is Side.USA)

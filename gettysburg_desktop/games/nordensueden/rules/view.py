"""What a window draws of a game of Norden & Süden (``Ruleset.view``): the
boxes with their owners and units, the turn and its months, the phasing
side and the segment, the marches left, the pools, the army maxima and the
drafts, the battle under way (battle.py's ``battle_view``). Nothing in this
game is hidden: every side sees everything (``side`` and ``reveal`` change
nothing)."""

from __future__ import annotations

from .battle import battle_view
from .board import NSBoard
from .recruitment import placeable
from .sequence import last_turn, months_words
from .sides import Side
from .tables import DRAFT_TURNS, turn_months


def unit_view(g: NSBoard, u) -> dict:
    return {
        "id": u.id,
        "side": u.side.value,
        "code": u.kind.code,
        "value": u.kind.value,
        "reduced": u.reduced,
        "fortified": g.is_fortified(u),
        "marker": u.fortified,
        "marches": u.marches,
        "stopped": u.stopped,
    }


def view(g: NSBoard, side: Side | None, reveal: bool = False) -> dict:
    st = g.state
    boxes = {}
    for b in g.map.boxes:
        units = g.units_in(b.id)
        boxes[b.id] = {
            "owner": getattr(g.owner(b.id), "value", None),
            "flag": b.id in st.flags,
            "cavalry_hold": b.id in st.cavalry_holds,
            "units": [unit_view(g, u) for u in units],
        }
    final = last_turn(g)
    shown = min(st.turn, final)  # a game over after its last turn stays on it (NS-LEN-1, NS-SHORT-1)
    year, first, last = turn_months(shown)
    deciding = g.deciding_side() if hasattr(g, "deciding_side") else None
    return {
        "turn": st.turn,
        "last_turn": final,
        "months": months_words(shown),
        "year": year,
        "first_month": first,
        "last_month": last,
        "draft_turn": st.turn in DRAFT_TURNS,
        "phasing": st.phasing.value,
        "segment": st.segment,
        "deciding": getattr(deciding, "value", None),
        "marches_left": st.marches_left,
        "march_roll": st.march_roll,
        "landing": st.landing,
        "landing_port": st.landing_port,
        "recruits_left": st.recruits_left,
        # how many of them can be placed now, and the rule that limits them (NS-RECR-2..4, NS-DRAFT-3)
        "recruits_placeable": placeable(g, st.phasing)
        if st.segment == "recruitment" and st.recruits_left > 0
        else None,
        "boxes": boxes,
        "pools": {s.value: dict(st.pool.get(s, {})) for s in Side},
        "locked_militia": max(0, st.pool.get(Side.USA, {}).get("MI", 0) - _unlocked(g)),
        "drafts": st.drafts,
        "militia_infantry_allowed": g.militia_infantry_allowed(),
        "army_max": {s.value: g.army_max(s) for s in Side},
        "army_size": {s.value: len(g.on_map(s)) for s in Side},
        "battle": battle_view(g),
        "outcome": None
        if st.outcome is None
        else {"winner": getattr(st.outcome[0], "value", None), "why": st.outcome[1]},
    }


def _unlocked(g: NSBoard) -> int:
    """Union militia infantry in the pool that the draft limit lets recruit now (NS-DRAFT-3)."""
    on_map = sum(1 for u in g.on_map(Side.USA) if u.kind.code == "MI")
    return max(0, g.militia_infantry_allowed() - on_map)

"""What one side may see (boardgame.io's ``playerView``, R-ACT-2): everything
but the values of the opponent's command blocks."""

from __future__ import annotations

from .gateway import Gateway
from .periods import PERIODS
from .pieces import ELIMINATED, ON_CHART, Side


def view(g: Gateway, side: Side | None, reveal: bool = False) -> dict:
    """``side`` None is a spectator; ``reveal`` shows every block's value.
    Every field is documented in docs/engine-api.md ("The per-side view")."""
    st = g.state

    def sees(owner: Side) -> bool:
        return reveal or owner is side

    def unit(u) -> dict:
        d = {"id": u.id, "side": u.side.value, "kind": u.kind.value}
        if u.cubes:
            d["cubes"] = u.cubes
        if u.damaged:
            d["damaged"] = True
        return d

    places: dict[str, dict] = {}
    for place in (*g.bf.area_ids, *sorted(g.bf.entry_boxes)):
        entry: dict = {}
        units = g.units_at(place)
        if units:
            entry["units"] = [unit(u) for u in units]
        pile = {c: n for c, n in sorted(st.cubes.get(place, {}).items()) if n}
        if pile:
            entry["cubes"] = pile
        if place in st.disrupted:
            entry["disrupted"] = True
        if st.entrenchments.get(place):
            entry["entrenchments"] = list(st.entrenchments[place])
        if place in st.fire_markers:
            entry["fire_marker"] = True
        block = st.blocks.get(place)
        if block is not None:
            b = {"side": block.side.value, "discs": block.discs}
            if sees(block.side):
                b["value"] = block.value
            entry["block"] = b
        if entry:
            places[place] = entry

    def blocks(s: Side) -> dict:
        if sees(s):
            return {"available": list(st.available[s]), "set_aside": list(st.set_aside[s])}
        return {"available": len(st.available[s]), "set_aside": len(st.set_aside[s])}

    prompt = g.prompt()
    return {
        "scenario": g.scenario.id,
        "variants": sorted(g.variants),
        "period": PERIODS[st.period],
        "ply": st.ply,
        "active": st.active.value,
        "deciding": prompt.side.value if prompt.side else None,
        "step": prompt.step,
        "prompt": prompt.text,
        "rule": prompt.rule,
        "undo": {"possible": g.can_undo(), "why_not": g.undo_reason(), "redo": g.can_redo()},
        "outcome": None if st.outcome is None else {"winner": st.outcome[0].value, "reason": st.outcome[1]},
        "places": places,
        "chart": sorted(u.id for u in st.units.values() if u.location == ON_CHART),
        "eliminated": sorted(u.id for u in st.units.values() if u.location == ELIMINATED),
        "discs": {
            "csa": {"single": st.csa_single, "double": st.csa_double, "supply": st.csa_supply()},
            "usa": {"blue": st.usa_blue, "forced_pass": st.usa_black, "forced_pass_used": st.usa_black_aside},
        },
        "blocks": {s.value: blocks(s) for s in Side},
        "cube_supply": dict(sorted(st.supply.items())),
    }

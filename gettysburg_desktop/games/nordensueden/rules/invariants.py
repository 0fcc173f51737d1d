"""What must hold in every position of a game of Norden & Süden, as
sentences (empty when all hold): the random games check it after every
action, and a computer player's arena may too (the kit's ``violations``)."""

from __future__ import annotations

from .board import NSBoard
from .sides import Side


def militia(g: NSBoard) -> dict[Side, dict[str, int]]:
    """The militia counters per side and code: the set-up plus the pools
    (24 and 1 for the Union, 8 and 1 for the Confederacy: NS-COMP-4, NS-SETUP-3)."""
    sc = g.scenario
    return {
        s: {
            "MI": sum(sc.setup.get(s, {}).values()) + sc.pools.get(s, {}).get("MI", 0),
            "MC": sc.pools.get(s, {}).get("MC", 0),
        }
        for s in Side
    }


def violations(g: NSBoard) -> list[str]:
    st = g.state
    m = g.map
    out: list[str] = []
    sides_at: dict[str, set] = {}
    counts = {s: {"MI": 0, "MC": 0} for s in Side}
    total = militia(g)
    for u in st.units.values():
        if not u.id.startswith(u.side.value + "-"):
            out.append(f"{u.id} is named for the wrong side")
        if u.box is None:
            if u.fortified or u.reduced:
                out.append(f"{u.id} is off the map but fortified or reduced")
            continue
        if u.box not in m.box:
            out.append(f"{u.id} is in unknown box {u.box!r}")
            continue
        sides_at.setdefault(u.box, set()).add(u.side)
        if not 0 <= u.marches <= 2:
            out.append(f"{u.id} has taken part in {u.marches} marches (NS-MOVE-7)")
        if u.kind.code in ("MI", "MC"):
            counts[u.side][u.kind.code] += 1
    for s in Side:
        for code in ("MI", "MC"):
            pool = st.pool.get(s, {}).get(code, 0)
            if pool < 0:
                out.append(f"the {s.value} pool holds {pool} {code}")
            if counts[s][code] + pool != total[s][code]:
                out.append(f"{s.value} {code}: {counts[s][code]} on the map + {pool} in the pool != {total[s][code]}")
    if counts[Side.USA]["MI"] > g.militia_infantry_allowed():
        out.append(f"{counts[Side.USA]['MI']} Union militia infantry on the map, above the draft limit (NS-DRAFT-3)")
    if st.segment in ("promotion", "recruitment", "end") and st.outcome is None:
        both = sorted(b for b, s in sides_at.items() if len(s) == 2)
        if both:
            out.append(f"both sides in {', '.join(both)} after the combat segment (NS-CBT-1)")
        if any(u.reduced for u in st.units.values()):
            out.append("a reduced unit after the combat segment (NS-RECOV-1)")
    for box, owner in st.flags.items():
        if box not in m.box or m.box[box].owner is owner:
            out.append(f"a flag on {box} that changes nothing (NS-OCC-2)")
    for box in st.cavalry_holds:
        if box not in st.flags:
            out.append(f"a cavalry hold on {box} without a flag (NS-OCC-3)")
    if st.marches_left < 0 or st.recruits_left < 0:
        out.append("negative marches or recruits left")
    if not 1 <= st.turn <= 41:
        out.append(f"game turn {st.turn}")
    return out

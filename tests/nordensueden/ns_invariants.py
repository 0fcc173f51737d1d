"""What must hold in every position of a game of Norden & Süden, checked
after every action of the random games."""

from __future__ import annotations

from gettysburg_desktop.nordensueden.sides import Side

#: militia counters per side and code: T2 plus the pools (NS-COMP-4, NS-SETUP-3)
MILITIA = {Side.USA: {"MI": 24, "MC": 1}, Side.CSA: {"MI": 8, "MC": 1}}


def check(g) -> None:
    st = g.state
    m = g.map
    sides_at: dict[str, set] = {}
    counts = {s: {"MI": 0, "MC": 0} for s in Side}
    for u in st.units.values():
        assert u.id.startswith(u.side.value + "-")
        if u.box is None:
            assert not u.fortified and not u.reduced, u
            continue
        assert u.box in m.box, u
        sides_at.setdefault(u.box, set()).add(u.side)
        assert 0 <= u.marches <= 2, u  # NS-MOVE-7
        if u.kind.code in ("MI", "MC"):
            counts[u.side][u.kind.code] += 1
    for s in Side:
        for code in ("MI", "MC"):
            assert st.pool[s][code] >= 0
            assert counts[s][code] + st.pool[s][code] == MILITIA[s][code], (s, code)  # NS-RECR-2, NS-PROM-4
    assert counts[Side.USA]["MI"] <= g.militia_infantry_allowed()  # NS-DRAFT-3
    if st.segment in ("promotion", "recruitment", "end") and st.outcome is None:
        both = [b for b, s in sides_at.items() if len(s) == 2]
        assert not both, both  # NS-CBT-1: every battle fought
        assert not any(u.reduced for u in st.units.values())  # NS-RECOV-1
    for box, owner in st.flags.items():
        assert m.box[box].owner is not owner, box  # a flag only where the owner changed (NS-OCC-2)
    for box in st.cavalry_holds:
        assert box in st.flags, box
    assert st.marches_left >= 0 and st.recruits_left >= 0
    assert 1 <= st.turn <= 41


def check_quick_lists(g) -> None:
    """The fast legal lists agree with the rules' own tests: the boxes a march
    may start from (``can_act``) with the units' moves (``unit_moves``); the
    recruits (``recruit_actions``) with ``why_not_recruit``."""
    from gettysburg_desktop.nordensueden.movement import Movement, unit_moves
    from gettysburg_desktop.nordensueden.recruitment import Recruitment, recruit_actions, why_not_recruit

    if g.over:
        return
    top = g.state.stack[-1]
    if isinstance(top, Movement) and top.rolled and g.state.marches_left > 0:
        marches = {a.args[0] for a in g.legal_actions() if a.verb == "march"}
        assert marches == {u.box for u in g.on_map(top.side) if unit_moves(g, u)}
    if isinstance(top, Recruitment) and top.rolled:
        slow = sorted(
            f"recruit {code} {b.id}"
            for code in ("MI", "MC")
            for b in g.map.boxes
            if why_not_recruit(g, top.side, code, b.id) is None
        )
        assert sorted(str(a) for a in recruit_actions(g, top.side)) == slow

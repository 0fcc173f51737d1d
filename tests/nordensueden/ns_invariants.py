"""What must hold in every position of a game of Norden & Süden, checked
after every action of the random games."""

from __future__ import annotations

from gettysburg_desktop.games.nordensueden.rules.invariants import violations


def check(g) -> None:
    """Every invariant holds (games/nordensueden/rules/invariants.py)."""
    broken = violations(g)
    assert not broken, broken


def check_quick_lists(g) -> None:
    """The fast legal lists agree with the rules' own tests: the boxes a march
    may start from (``can_act``) with the units' moves (``unit_moves``); the
    recruits (``recruit_actions``) with ``why_not_recruit``."""
    from gettysburg_desktop.games.nordensueden.rules.choices import choices
    from gettysburg_desktop.games.nordensueden.rules.movement import Movement, unit_moves
    from gettysburg_desktop.games.nordensueden.rules.recruitment import Recruitment, recruit_actions, why_not_recruit

    if g.over:
        return
    described = choices(g)  # every legal action reads as a choice
    assert [c.action for c in described] == g.legal_actions()
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

"""Stated positions for the tests: a game at a chosen moment (the movement
segment with its marches, or any later segment) on a small map, with the
units given by id, code and box."""

from __future__ import annotations

from ns_maps import scenario

from gettysburg_desktop.games.nordensueden.rules.combat import Combat
from gettysburg_desktop.games.nordensueden.rules.game import NordenSuedenGame
from gettysburg_desktop.games.nordensueden.rules.movement import Movement
from gettysburg_desktop.games.nordensueden.rules.pieces import UnitKind
from gettysburg_desktop.games.nordensueden.rules.promotion import Promotion
from gettysburg_desktop.games.nordensueden.rules.recruitment import Recruitment
from gettysburg_desktop.games.nordensueden.rules.sequence import GameTurn, PlayerTurn
from gettysburg_desktop.games.nordensueden.rules.sides import Side
from gettysburg_desktop.games.nordensueden.rules.state import State, Unit
from gettysburg_desktop.kernel.dice import ScriptedDice

SEGMENT = {
    "movement": (1, Movement),
    "combat": (2, Combat),
    "promotion": (3, Promotion),
    "recruitment": (4, Recruitment),
}


def position(
    box_map,
    units: dict[str, tuple[str, str]],
    *,
    side: Side = Side.USA,
    segment: str = "movement",
    marches: int = 2,
    rolled: bool = True,
    turn: int = 2,
    flags: dict | None = None,
    pools: dict | None = None,
    landing: bool = False,
    dice: tuple[int, ...] = (),
    variants: tuple[str, ...] = (),
    drafts: int = 0,
    **scenario_kw,
) -> NordenSuedenGame:
    """``units``: id ("usa-1") -> (code "MI", box). The game waits in
    ``side``'s ``segment`` (movement: rolled, ``marches`` left)."""
    st = State()
    st.turn = turn
    st.phasing = side
    st.drafts = drafts
    st.pool = pools or {Side.USA: {"MI": 0, "MC": 0}, Side.CSA: {"MI": 0, "MC": 0}}
    st.flags = dict(flags or {})
    for uid, (code, box) in units.items():
        s = Side(uid.split("-")[0])
        st.units[uid] = Unit(uid, s, UnitKind.of_code(code), box)
    for s in Side:
        st.next_number[s] = 1 + max([u.number for u in st.units.values() if u.side is s], default=0)
    gt = GameTurn()
    gt.next = "csa" if side is Side.USA else "next"
    stage, cls = SEGMENT[segment]
    pt = PlayerTurn(side)
    pt.stage = stage
    frame = cls(side)
    if segment == "movement":
        frame.rolled = rolled
        st.marches_left = marches if rolled else 0
        st.landing = landing
    st.segment = segment
    st.stack = [gt, pt, frame]
    return NordenSuedenGame(scenario(box_map, **scenario_kw), ScriptedDice(dice), state=st, variants=variants)


def legal(g) -> list[str]:
    return [str(a) for a in g.legal_actions()]


END_WORDS = ("end-march", "end-movement", "no-promotion", "end-recruitment")


def finish_player_turn(g) -> None:
    """Ends the phasing side's player turn doing nothing more (no battles
    must be pending): the end actions in order until the other side's turn
    begins or the game is over."""
    side, turn = g.state.phasing, g.state.turn
    while not g.over and g.state.phasing is side and g.state.turn == turn:
        ends = [a for a in legal(g) if a in END_WORDS]
        assert ends, f"no end action among {legal(g)}"
        g.apply(ends[0])

"""The sequence of play (NS-SEQ, program outline NS-SEQ-4): game turns 1-40
(10 in the short game, NS-SHORT-1), each a Union then a Confederate player
turn of four segments, movement, combat, promotion, recruitment, then the
end of the player turn (occupation NS-OCC-2, victory NS-WIN-3); the draft
at the start of the April turns of 1862-64 (NS-DRAFT); after the last turn
NS-WIN-2(c) or NS-SHORT-2. Also the set-up (NS-SETUP)."""

from __future__ import annotations

from gettysburg_desktop.kernel.frame import Frame
from gettysburg_desktop.kernel.said import said

from .board import NSBoard
from .combat import Combat
from .movement import Movement
from .occupation import occupy
from .pieces import MILITIA_INFANTRY
from .promotion import Promotion
from .recruitment import Recruitment, draft
from .sides import Side
from .tables import DRAFT_TURNS, LAST_TURN, SHORT_LAST_TURN, turn_months
from .victory import at_the_end

SEGMENT_FRAMES = (Movement, Combat, Promotion, Recruitment)

MONTHS = (
    said("January"), said("February"), said("March"), said("April"), said("May"), said("June"),
    said("July"), said("August"), said("September"), said("October"), said("November"), said("December"),
)  # fmt: skip


def months_words(turn: int) -> str:
    """ "July 1861", "November-December 1861" (T3)."""
    year, first, last = turn_months(turn)
    if first == last:
        return said("{month} {year}", month=MONTHS[first - 1], year=year)
    return said("{first}-{last} {year}", first=MONTHS[first - 1], last=MONTHS[last - 1], year=year)


def last_turn(g: NSBoard) -> int:
    return SHORT_LAST_TURN if g.variant("short") else LAST_TURN


class GameTurn(Frame):
    """The bottom of the stack: the turn track (NS-SEQ-1, NS-SEQ-3, NS-TIME).
    A double turn is played exactly like a single one (NS-TIME-5)."""

    rule = "NS-SEQ-1"
    step = "game-turn"
    side = Side.USA

    def __init__(self) -> None:
        self.next = "start"

    def run(self, g: NSBoard) -> bool:
        st = g.state
        if self.next == "start":
            if st.turn > last_turn(g):
                g.end_game(*at_the_end(g.map, st, short=g.variant("short"), last_turn=last_turn(g)))
                return False
            st.csa_losses = 0
            g.tell(
                "turn",
                said("Game turn {n}: {months}", n=st.turn, months=months_words(st.turn)),
                "NS-SEQ-1",
                turn=st.turn,
            )
            if st.turn in DRAFT_TURNS:
                draft(g)
            self.next = "csa"
            g.push(PlayerTurn(Side.USA))
        elif self.next == "csa":
            self.next = "next"
            g.push(PlayerTurn(Side.CSA))
        else:
            st.turn += 1
            self.next = "start"
        return False


class PlayerTurn(Frame):
    """NS-SEQ-2: the four segments of ``side``'s player turn, then its end."""

    rule = "NS-SEQ-2"
    step = "player-turn"

    def __init__(self, side: Side) -> None:
        self.side = side
        self.stage = 0

    def run(self, g: NSBoard) -> bool:
        st = g.state
        if self.stage == 0:
            st.new_player_turn(self.side)
            g.tell("player-turn", said("{side} player turn", side=self.side.title), "NS-SEQ-1", side=self.side.value)
        if self.stage < len(SEGMENT_FRAMES):
            frame = SEGMENT_FRAMES[self.stage](self.side)
            self.stage += 1
            g.push(frame)
            return False
        st.segment = "end"
        g.pop(self)
        occupy(g, self.side)
        return False


def set_up(g: NSBoard) -> None:
    """NS-SETUP: T2's militia infantry on the map, full strength, numbered by
    side in T2's order; the pools (NS-SETUP-3); turn 1, July 1861."""
    st = g.state
    sc = g.scenario
    for side in (Side.USA, Side.CSA):
        st.pool[side] = dict(sc.pools.get(side, {}))
        st.next_number[side] = 1
        for box, n in sc.setup.get(side, {}).items():
            for _ in range(n):
                g.new_unit(side, MILITIA_INFANTRY, box)
    g.tell("set-up", said("The armies are set up: July 1861"), "NS-SETUP-2")
    g.push(GameTurn())

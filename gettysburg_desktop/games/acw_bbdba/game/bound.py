"""A bound (BB-SEQ-2, -3): the active player's PIP dice given to his
commands (BB-PIP-1), his movement phase (the demoralised commands'
withdrawal first, BB-WIN-3; then PIP moves, BB-MOVE, BB-TAC, BB-TYPE-7),
the shooting phase in the order the passive player chooses (BB-SHOOT-13),
the melee phase in the order the active player chooses (BB-MELEE-1), and
the end of the bound: demoralisation and the army's defeat (BB-WIN-1, -5).

**Not played yet** (listed in docs/acw-bbdba-interpretations.md): groups
(BB-MOVE-3 to -5), zones of control (BB-ZOC), breaking off (BB-BREAK),
turning to face a flank contact (BB-MOVE-10), the river's roll
(BB-RIVER-2), cover of banks and road ditches, the camp (BB-CAMP), the
line infantry's advance (BB-ADV-3) and flank attackers recoiling with
their friend (BB-MELEE-9). Artillery never chooses to ignore Jäger here.
"""

from __future__ import annotations

import itertools
import math
from typing import Any

from gettysburg_desktop.boards.table.bases import Pose
from gettysburg_desktop.kernel.frame import Frame
from gettysburg_desktop.kernel.said import said

from ..field import contact
from ..field.banks import bank_cover, ditch_cover, in_river, on_bank, on_road, rivers_entered
from ..field.command import commander_sees, reach
from ..field.contact import OVERLAP_AREA
from ..field.elements import Element
from ..field.groups import groups_of, line_infantry_groups
from ..field.movement import MoveVerdict, check_group_move, check_move
from ..field.outcomes import CAVALRY_ADVANCE, INFANTRY_ADVANCE, Moves, advance, aside, behind, flee, recoil, slide
from ..field.shooting import ShootingCombat, flank_shot, nearest, shooting_combats, target_of
from ..field.sight import height, shape_points
from ..field.terrain import in_sg, wet
from ..field.zoc import zone
from ..rules import combat
from ..rules.combat import Beaten, InMelee, ShotAt, Total, outcome
from ..rules.defeat import ArmyState, Command, result
from ..rules.pips import move_cost
from ..rules.scale import BASE_WIDTH, WITHIN_MM, mm
from ..rules.troops import Kind, move_distance
from .actions import Action, act, leg_word, legs_of
from .sides import Side
from .state import Contact

#: BB-TAC-1: a second move stays more than 1000 paces from every visible enemy
FAR = 1000
#: a move's front edge against an enemy's side or rear, in the log (the enemy turns to face it at the end of
#: the movement unless it is held front to front, BB-MOVE-10)
FLANK_CONTACT = {
    "left": said("{e} contacts {o} on its left flank"),
    "right": said("{e} contacts {o} on its right flank"),
    "rear": said("{e} contacts {o} in the rear"),
}


# ---------------------------------------------------------------------- the start of a bound
class Bound(Frame):
    """BB-PIP-1: one die for each command still on the table, given to them in the order the player
    chooses (``pips 4 1 6``: the first die to the first of his commands by id)."""

    rule = "BB-PIP-1"
    step = "pips"

    def __init__(self, side: Side) -> None:
        self.side = side
        self.rolled: list[int] | None = None

    def commands(self, g: Any) -> list[str]:
        st = g.state
        return sorted(c.id for c in st.side_commands(self.side) if st.troops(c.id))

    def run(self, g: Any) -> bool:
        if self.rolled is None:
            st = g.state
            st.bound += 1
            st.active = self.side
            st.pips, st.moved, st.dismounted, st.won, st.blocked, st.stood = {}, set(), set(), {}, set(), set()
            self.rolled = [g.die() for _ in self.commands(g)]
            g.emit("bound", said("Bound {n}, {side}: the PIP dice show {dice}", n=st.bound, side=self.side.title,
                                 dice=", ".join(map(str, self.rolled))), "BB-PIP-1")  # fmt: skip
        return True

    def options(self, g: Any) -> list[Action]:
        assert self.rolled is not None
        return sorted({act("pips", *map(str, p)) for p in itertools.permutations(self.rolled)})

    def prompt(self, g: Any) -> str:
        return said("give the dice {dice} to your commands {commands} (BB-PIP-1)",
                    dice=", ".join(map(str, self.rolled or [])), commands=", ".join(self.commands(g)))  # fmt: skip

    def apply(self, g: Any, action: Action) -> None:
        st = g.state
        st.pips = dict(zip(self.commands(g), map(int, action.args), strict=True))
        g.emit("pips", said("{side}: PIPs {pips}", side=self.side.title,
                            pips=", ".join(f"{c} {n}" for c, n in st.pips.items())), "BB-PIP-1")  # fmt: skip
        g.pop(self)
        for frame in (EndOfBound(self.side), MeleePhase(self.side), ShootingPhase(self.side), Movement(self.side)):
            g.push(frame)


# ---------------------------------------------------------------------- the movement phase
class Movement(Frame):
    """BB-MOVE, BB-TAC, BB-PIP-2, -3: PIP moves of single elements and dismounting, each paid from its
    command's PIPs (one more beyond command distance); the legal list offers a few moves an element,
    any drawn move the checks allow is legal too (``stands_in``)."""

    rule = "BB-MOVE-1"
    step = "movement"

    def __init__(self, side: Side) -> None:
        self.side = side
        self.withdrawn = False

    def run(self, g: Any) -> bool:
        if not self.withdrawn:
            self.withdrawn = True
            withdraw(g, self.side)
        return True

    def prompt(self, g: Any) -> str:
        return said("pick an element to move with your PIPs, or end the movement (BB-PIP-2)")

    def options(self, g: Any) -> list[Action]:
        engaged = {i for p in contact.melee_pairs(list(g.state.elements.values())) for i in p}
        picks = [act("pick", e.id) for e in g.state.side_elements(self.side) if movable(g, e, engaged) == ""]
        return [act("end-movement"), *group_picks(g, self.side, engaged), *picks]

    def apply(self, g: Any, action: Action) -> None:
        if action.verb == "end-movement":
            g.emit("movement-over", said("the movement of the {side} ends", side=self.side.title), "BB-SEQ-2")
            g.pop(self)
            turn_to_face(g, self.side)
            return
        if action.verb == "pick":
            g.push(MoveElement(self.side, action.args[0]))
            return
        if action.verb == "pick-group":
            g.push(MoveGroup(self.side, action.args[0]))
            return
        if action.verb == "group":
            make_group_move(g, action)
            return
        make_move(g, action)  # a move given directly (``stands_in``)


class MoveElement(Frame):
    """The element picked: its few offered moves, dismounting, or standing after all (no PIP spent).
    Picked with none of its offered moves allowed, it waits for the player (a drawn move may still be),
    its prompt saying why the farthest advance is refused (found playing: the lone "stand" was taken at
    once and the pick spent without a word)."""

    rule = "BB-MOVE-2"
    step = "movement"
    auto_single = False
    steps_back = True  # Esc drops the pick (found playing: it did nothing)

    def __init__(self, side: Side, uid: str) -> None:
        self.side = side
        self.uid = uid

    def prompt(self, g: Any) -> str:
        text = said("move {e}, or let it stand (BB-MOVE-2)", e=self.uid)
        e = g.state.elements.get(self.uid)
        offered = candidates(g, e) if e is not None else []
        refusals = [check(g, a)[0] for a in offered]
        if refusals and all(refusals):  # none allowed: why the farthest advance (the first offered) is refused
            text = said("{line} ({rules})", line=text, rules=said("straight ahead: {why}", why=refusals[0]))
        return text

    def options(self, g: Any) -> list[Action]:
        e = g.state.elements[self.uid]
        return [act("stand", self.uid), *[a for a in candidates(g, e) if check(g, a)[0] == ""]]

    def apply(self, g: Any, action: Action) -> None:
        g.pop(self)
        if action.verb == "stand":
            g.state.stood.add(self.uid)
            return
        make_move(g, action)


def group_picks(g: Any, side: Side, engaged: set[str]) -> list[Action]:
    """Each group of the side (BB-MOVE-3) none of whose elements is in melee, its command with a PIP:
    picked, it offers its moves (``MoveGroup``)."""
    st = g.state
    free = [e for e in st.side_elements(side) if e.kind not in (Kind.COMMAND, Kind.CAMP) and e.id not in engaged
            and st.pips.get(e.command, 0) > 0 and not st.commands[e.command].demoralised
            and e.id not in st.dismounted and e.id not in st.stood]  # fmt: skip
    return [act("pick-group", ",".join(e.id for e in group)) for group in groups_of(free)]


def group_candidates(g: Any, ids: str) -> list[Action]:
    """A group's offered moves: straight ahead its slowest element's full move and half of it, where the
    checks allow (wheels and any other straight move are legal too, ``stands_in``)."""
    st = g.state
    slowest = min(move_distance(st.elements[i].kind, "GG") or 0 for i in ids.split(","))
    out = []
    for leg in (leg_word("advance", mm(slowest)), leg_word("advance", mm(slowest) / 2)):
        a = act("group", ids, leg)
        if not check_group(g, a)[0]:
            out.append(a)
    return out


class MoveGroup(Frame):
    """The group picked: its offered moves, or standing after all (no PIP spent); with none allowed it
    waits for the player and says why, as ``MoveElement``."""

    rule = "BB-MOVE-4"
    step = "movement"
    auto_single = False
    steps_back = True

    def __init__(self, side: Side, ids: str) -> None:
        self.side = side
        self.ids = ids

    def prompt(self, g: Any) -> str:
        text = said("move the group {ids}, or let it stand (BB-MOVE-4)", ids=self.ids.replace(",", ", "))
        if not group_candidates(g, self.ids):
            st = g.state
            slowest = min(move_distance(st.elements[i].kind, "GG") or 0 for i in self.ids.split(","))
            why = check_group(g, act("group", self.ids, leg_word("advance", mm(slowest))))[0]
            text = said("{line} ({rules})", line=text, rules=said("straight ahead: {why}", why=why))
        return text

    def options(self, g: Any) -> list[Action]:
        return [act("stand", self.ids), *group_candidates(g, self.ids)]

    def apply(self, g: Any, action: Action) -> None:
        g.pop(self)
        if action.verb == "group":
            make_group_move(g, action)
        else:
            g.state.stood.update(self.ids.split(","))


def check_group(g: Any, action: Action) -> tuple[str, int, Any]:
    """Why the group move may not be made now ("" where it may), its PIPs and its verdict (BB-MOVE-3, -4,
    BB-PIP-3, BB-CMD-9: one more PIP if any element is beyond command distance; BB-TAC-4)."""
    st = g.state
    ids = action.args[0].split(",")
    if any(i not in st.elements for i in ids):
        return said("no such group"), 0, None
    group = [st.elements[i] for i in ids]
    for e in group:
        why = movable(g, e)
        if why:
            return why, 0, None
        if in_front_contact(g, e):
            return said("{e} is in melee: no element of a group may be (BB-MOVE-3)", e=e.id), 0, None
    command = st.commands[group[0].command]
    commander = st.elements.get(command.commander)
    reaches = [reach(g.table, commander, e) for e in group] if commander is not None else []
    cost = move_cost(reaches, commander_lost=command.commander_lost or commander is None)
    if st.pips.get(command.id, 0) < cost:
        return said("{cost} PIPs needed, {command} has {n} (BB-PIP-3)", cost=cost, command=command.id,
                    n=st.pips.get(command.id, 0)), cost, None  # fmt: skip
    try:
        (leg,) = legs_of(action.args[1:])
    except ValueError as exc:
        return str(exc), cost, None
    elements = list(st.elements.values())
    riders = [commander.id] if commander is not None and not in_front_contact(g, commander) and any(
        contact.touching(commander, e) for e in group) else []  # fmt: skip
    verdict = check_group_move(g.table, elements, ids, leg, st.rivers, riders)  # BB-CMD-2: with its commander
    if riders and not verdict.allowed:
        verdict = check_group_move(g.table, elements, ids, leg, st.rivers)
    if not verdict.allowed:
        return f"{verdict.reason} ({verdict.rule})", cost, verdict
    torrents = [r for r in rivers_entered(g.table, verdict.ground) if st.rivers.get(r) == 6 or r in st.blocked]
    if torrents:
        return said("a torrent is tried element by element, not by a group (BB-RIVER-2)"), cost, verdict
    if any(e.id in st.moved for e in group) and not all(_far(g, e, verdict.ground) for e in group):
        return said("a second move within 1000 paces of a visible enemy (BB-TAC-1, -4)"), cost, verdict
    return "", cost, verdict


def make_group_move(g: Any, action: Action) -> None:
    st = g.state
    why, cost, verdict = check_group(g, action)
    if why:  # pragma: no cover - the gateway checks first
        raise ValueError(why)
    ids = action.args[0].split(",")
    command = st.elements[ids[0]].command
    st.pips[command] -= cost
    for river in rivers_entered(g.table, verdict.ground):  # its nature, the first time (BB-RIVER-2)
        if st.rivers.get(river) is None:
            st.rivers[river] = g.die()
            g.emit("river", said("{r} is rolled: {face}", r=river, face=st.rivers[river]), "BB-RIVER-2")
    for i, pose in verdict.ends.items():
        st.elements[i] = st.elements[i].moved(pose)
        st.moved.add(i)
    g.emit("group-move", said("{ids} move as a group ({pips})", ids=", ".join(ids), pips=pips_words(cost)),
           "BB-MOVE-4", element=ids[0])  # fmt: skip
    _record_contacts(g, ids)


def cross_rivers(g: Any, e: Element, verdict: MoveVerdict, action: Action) -> Pose:
    """BB-RIVER-2, BB-RUL-3, -9, decision 43: a river a move enters is rolled for the first time any element
    tries to cross it (1-2 shallow, 3-5 slowing with banks, 6 a torrent); a torrent's crossing (any move
    entering its ground, or going on in it) first rolls 3 or more, else the move ends at the bank, its PIP
    spent, and no element tries to cross that river again this bound. Returns where the element ends."""
    st = g.state
    end = verdict.end
    for river in rivers_entered(g.table, verdict.ground):
        if st.rivers.get(river) is None:
            st.rivers[river] = g.die()
            face = st.rivers[river]
            kind = "shallow" if face in (1, 2) else "a torrent" if face == 6 else "slowing, its banks defended"
            g.emit("river", said("{r} is rolled: {face}, {kind}", r=river, face=face, kind=kind), "BB-RIVER-2")
        if st.rivers[river] != 6:
            continue
        roll = g.die()
        if roll >= 3:
            g.emit("torrent", said("{e} tries the torrent {r}: {roll}, it crosses", e=e.id, r=river, roll=roll),
                   "BB-RIVER-2")  # fmt: skip
            continue
        st.blocked.add(river)
        end = _to_bank(g, e, river, action)
        g.emit("torrent", said("{e} tries the torrent {r}: {roll}, the move ends at the bank; no more crossings of "
                               "it this bound", e=e.id, r=river, roll=roll), "BB-RIVER-2")  # fmt: skip
    return end


def _to_bank(g: Any, e: Element, river: str, action: Action) -> Pose:
    """Where a move stopped by a torrent ends: straight ahead up to the river's edge (its first leg an
    advance), else where it stood."""
    legs = legs_of(action.args[1:])
    if not legs or legs[0][0] != "advance" or legs[0][1] <= 0 or in_river(g.table, e, river):
        return e.pose
    ground = wet(g.table, g.table.feature[river])
    (fx, fy), (lx, ly) = e.pose.ahead, e.pose.left
    ahead = legs[0][1]
    aside = legs[1][1] if len(legs) > 1 and legs[1][0] == "oblique" else 0.0  # its straight leg's way

    def along(t: float) -> Pose:
        return Pose(e.pose.x + t * (fx * ahead + lx * aside), e.pose.y + t * (fy * ahead + ly * aside), e.pose.facing)

    lo, hi = 0.0, 1.0
    for _ in range(40):
        mid = (lo + hi) / 2
        lo, hi = (mid, hi) if float(e.moved(along(mid)).shape.intersection(ground).area) <= 1e-6 else (lo, mid)
    # never on a friend it was passing through (found by the random battles): back along its way until clear
    others = [o.shape for o in g.state.elements.values() if o.id != e.id and o.kind is not Kind.CAMP]
    step = 1.0 / max(1.0, math.hypot(ahead, aside))  # 1 mm of its way
    while lo > 0 and any(float(e.moved(along(lo)).shape.intersection(o).area) > OVERLAP_AREA for o in others):
        lo = max(0.0, lo - step)
    return along(lo)


def pips_words(n: int) -> str:
    """ "1 PIP", "2 PIPs": the number picks the template."""
    return said("1 PIP") if n == 1 else said("{n} PIPs", n=n)


def make_move(g: Any, action: Action) -> None:
    """A move or dismounting, paid from its command's PIPs (BB-PIP-2, -3), its contacts recorded."""
    st = g.state
    why, cost, verdict = check(g, action)
    if why:  # pragma: no cover - the gateway checks first
        raise ValueError(why)
    e = st.elements[action.args[0]]
    st.pips[e.command] -= cost
    st.moved.add(e.id)
    if action.verb == "break":
        assert verdict is not None
        enemy = next(o for o in st.elements.values() if o.side != e.side and contact.touching(e, o)
                     and contact.front_to_front(e, o))  # fmt: skip
        st.elements[e.id] = e.moved(verdict.end)
        st.contacts.pop(frozenset((e.id, enemy.id)), None)
        g.emit("break", said("{e} breaks off from {o} ({pips})", e=e.id, o=enemy.id, pips=pips_words(cost)),
               "BB-BREAK-1",
               element=e.id, target=enemy.id)  # fmt: skip
        if enemy.kind is Kind.CAVALRY:  # BB-BREAK-3: its cavalry opponent must advance
            carry_out(g, advance(g.table, list(st.elements.values()), [enemy.id], CAVALRY_ADVANCE, into_sg=False),
                      "BB-ADV-1")  # fmt: skip
            _record_contacts(g, [enemy.id])
        return
    if action.verb == "dismount":
        st.elements[e.id] = e.as_kind(Kind.DISMOUNTED)
        st.dismounted.add(e.id)
        g.emit("dismount", said("{e} dismounts ({pips})", e=e.id, pips=pips_words(cost)), "BB-TYPE-7", element=e.id)
        return
    assert verdict is not None
    end = cross_rivers(g, e, verdict, action)
    moved = e.moved(end)
    st.elements[e.id] = moved
    for cid in verdict.aside:  # BB-CMD-11: friends' command elements moved aside
        st.elements[cid] = st.elements[cid].moved(aside(st.elements[cid], moved.shape, g.table))
    g.emit("move", said("{e} moves {mm} mm ({pips})", e=e.id, mm=f"{verdict.length:.1f}", pips=pips_words(cost)),
           "BB-MOVE-2", element=e.id)  # fmt: skip
    for o in st.elements.values():
        pair = frozenset((e.id, o.id))
        touch = o.side != e.side and contact.touching(moved, o) and contact.front_to_front(moved, o)
        if touch and pair not in st.contacts:
            st.contacts[pair] = Contact(e.id, st.bound)
            g.emit("contact", said("{e} contacts {o}", e=e.id, o=o.id), "BB-MOVE-7", element=e.id, target=o.id)
        elif o.side != e.side and o.kind is not Kind.CAMP and contact.touching(moved, o):
            side = contact.flank_or_rear(moved, o)  # said, as a front contact is (found playing: a flank attack
            if side is not None:  # went unremarked in the log until the melee's "-1 (flank contact)")
                g.emit("flank-contact", said(FLANK_CONTACT[side].template, e=e.id, o=o.id), "BB-MOVE-7",
                       element=e.id, target=o.id)  # fmt: skip


def in_front_contact(g: Any, e: Element) -> bool:
    return any(o.side != e.side and contact.touching(e, o) and contact.front_to_front(e, o)
               for o in g.state.elements.values())  # fmt: skip


def cost_of(g: Any, e: Element) -> int:
    """BB-PIP-2, -3, BB-CMD-8: 1 PIP, one more beyond command distance or with the commander lost."""
    st = g.state
    command = st.commands[e.command]
    commander = st.elements.get(command.commander)
    if e.kind is Kind.COMMAND or commander is None:
        return move_cost(
            [], commander_lost=command.commander_lost or (commander is None and e.kind is not Kind.COMMAND)
        )
    return move_cost([reach(g.table, commander, e)], commander_lost=command.commander_lost)


def movable(g: Any, e: Element, engaged: set[str] | None = None) -> str:
    """Why ``e`` may make no PIP move now ("" where it may make some)."""
    st = g.state
    if e.side != st.active.value:
        return said("no element of the active side")
    if e.kind is Kind.CAMP:
        return said("the camp never moves")
    if st.commands[e.command].demoralised:
        return said("{e}'s command is demoralised: it withdraws (BB-WIN-3)", e=e.id)
    if e.id in st.dismounted:
        return said("{e} dismounted this bound: no further move (BB-TAC-1)", e=e.id)
    if e.id in st.stood:
        return said("{e} was picked and let stand this bound (BB-PIP-2)", e=e.id)
    if st.pips.get(e.command, 0) < 1:  # every move costs a PIP at least: said before anything is measured
        return said("{cost} PIPs needed, {command} has {n} (BB-PIP-3)", cost=1, command=e.command, n=0)
    if e.id in engaged if engaged is not None else in_front_contact(g, e):
        stuck = break_off(g, e)[0]
        if stuck:
            return said("{e} is in front contact and cannot break off: {why}", e=e.id, why=stuck)
    cost = cost_of(g, e)
    if st.pips.get(e.command, 0) < cost:
        return said("{cost} PIPs needed, {command} has {n} (BB-PIP-3)", cost=cost, command=e.command,
                    n=st.pips.get(e.command, 0))  # fmt: skip
    return ""


def check(g: Any, action: Action) -> tuple[str, int, MoveVerdict | None]:
    """Why the action may not be made now ("" where it may), its PIPs and the move's verdict."""
    st = g.state
    e = st.elements.get(action.args[0]) if action.args else None
    if e is None:
        return said("no element of the active side"), 0, None
    why = movable(g, e)
    if why:
        return why, 0, None
    cost = cost_of(g, e)
    engaged = in_front_contact(g, e)
    if action.verb == "break":
        if not engaged:
            return said("{e} is in no melee to break off from (BB-BREAK-1)", e=e.id), cost, None
        why, verdict = break_off(g, e)
        return why, cost, verdict
    if engaged:
        return said("{e} is in front contact: it only breaks off (BB-MOVE-9)", e=e.id), cost, None
    if action.verb == "dismount":
        if e.kind is not Kind.CAVALRY:
            return said("only mounted cavalry dismounts (BB-TYPE-7)"), cost, None
        if e.id in st.moved and not _far(g, e, e.shape):
            return said("a second move within 1000 paces of a visible enemy (BB-TAC-1)"), cost, None
        return "", cost, None
    try:
        legs = legs_of(action.args[1:])
    except ValueError as exc:
        return str(exc), cost, None
    verdict = check_move(g.table, list(st.elements.values()), e.id, legs, st.rivers)
    turning = any(verb in ("turn", "wheel") for verb, _amount in legs)
    if turning and any(float(e.front.intersection(wet(g.table, r)).length) > 1e-6
                       for r in g.table.features_touching(e.front, ("river",))):  # fmt: skip
        # BB-RIVER-1: no change of facing while its front edge is in the river bed, but to contact an enemy
        end = e.moved(verdict.end)
        if not any(o.side != e.side and contact.touching(end, o) and contact.front_to_front(end, o)
                   for o in st.elements.values()):  # fmt: skip
            return said("{e}'s front is in the river: no turn or wheel until it has left the river bed "
                        "(BB-RIVER-1)", e=e.id), cost, verdict  # fmt: skip
    if not verdict.allowed:
        return f"{verdict.reason} ({verdict.rule})", cost, verdict
    shut = [r for r in rivers_entered(g.table, verdict.ground) if r in st.blocked]
    if shut:
        return said("no element may try to cross {r} again this bound but at a bridge or ford (BB-RIVER-2, BB-RUL-9)",
                    r=shut[0]), cost, verdict  # fmt: skip
    if e.id in st.moved and not _far(g, e, verdict.ground) and not _road_march(g, e, verdict):
        return said("a second move within 1000 paces of a visible enemy (BB-TAC-1)"), cost, verdict
    return "", cost, verdict


def _road_march(g: Any, e: Element, verdict: MoveVerdict) -> bool:
    """BB-TAC-1, -3: a second move along a road that starts and ends at least 1 BW from every enemy."""
    if verdict.going != "road":
        return False
    end = e.moved(verdict.end).shape
    enemies = [o.shape for o in g.state.elements.values() if o.side != e.side and o.kind is not Kind.CAMP]
    return all(float(x.distance(o)) >= mm(BASE_WIDTH) - 1e-6 for o in enemies for x in (e.shape, end))


def _far(g: Any, e: Element, ground: Any) -> bool:
    """BB-TAC-1, -2: more than 1000 paces from every enemy element the mover can see (terrain only)."""
    for o in g.state.elements.values():
        if o.side == e.side or o.kind is Kind.CAMP:
            continue
        if float(ground.distance(o.shape)) <= mm(FAR) and commander_sees(g.table, e, o):
            return False
    return True


def break_off(g: Any, e: Element) -> tuple[str, MoveVerdict | None]:
    """BB-BREAK-1, -2: why ``e`` may not break off ("" where it may) and the move: a single foot or mounted
    element (not artillery, not a command element) in simple front contact (one enemy at its front, none
    at its sides or rear) goes straight back its full move for the worst going, facing kept, striking
    nobody, and not ending in an enemy's zone of control."""
    st = g.state
    if e.kind in (Kind.ARTILLERY, Kind.COMMAND, Kind.CAMP):
        return said("only foot and mounted troops break off (BB-BREAK-2)"), None
    enemies = [o for o in st.elements.values() if o.side != e.side and contact.touching(e, o)]
    fronts = [o for o in enemies if contact.front_to_front(e, o)]
    flanks = [o for o in enemies if contact.flank_or_rear(o, e) is not None]
    if len(fronts) != 1 or flanks:
        return said("only from simple front contact, flanks and rear free (BB-BREAK-1)"), None
    for going in ("GG", "SG"):
        distance = mm(move_distance(e.kind, going) or 0)
        others = [o for o in st.elements.values() if o.id != e.id]
        verdict = check_move(g.table, [*others, e], e.id, [("advance", -distance)], st.rivers)
        if verdict.going == going:
            break
    hits = [o.id for o in others if float(verdict.ground.intersection(o.shape).area) > OVERLAP_AREA]
    if hits or not g.table.on_table(verdict.ground):
        return said("no room to go straight back its full move (BB-BREAK-2)"), None
    end = e.moved(verdict.end).shape
    if any(float(end.intersection(zone(o)).area) > 1e-6 for o in others
           if o.side != e.side and o.kind not in (Kind.COMMAND, Kind.CAMP)):  # fmt: skip
        return said("it would end in an enemy's zone of control (BB-BREAK-1)"), None
    return "", verdict


def candidates(g: Any, e: Element) -> list[Action]:
    """A few moves an element: the farthest advance and half of it, a turn to face the nearest enemy, a
    wheel each way, the advance into front contact with the nearest enemy, and dismounting."""
    st = g.state
    if in_front_contact(g, e):
        return [act("break", e.id)]
    allowance = move_distance(e.kind, "GG")
    if allowance is None or e.kind is Kind.CAMP:
        return []
    full = mm(allowance)
    out = [act("move", e.id, leg_word("advance", d)) for d in (full, full / 2)]
    out += [act("move", e.id, leg_word("wheel", a)) for a in (30.0, -30.0)]
    enemies = [o for o in st.elements.values() if o.side != e.side and o.kind is not Kind.CAMP]
    if enemies:
        near = min(enemies, key=lambda o: float(e.shape.distance(o.shape)))
        bearing = math.degrees(math.atan2(near.pose.y - e.pose.y, near.pose.x - e.pose.x))
        turn = (bearing - e.pose.facing + 180.0) % 360.0 - 180.0
        if abs(turn) > 1.0:
            out.append(act("move", e.id, leg_word("turn", round(turn, 2))))
        legs = into_contact(e, near)
        if legs:
            out.append(act("move", e.id, *legs))
    if e.kind is Kind.CAVALRY:
        out.append(act("dismount", e.id))
    return out


def into_contact(e: Element, enemy: Element, beside: int = 0) -> list[str]:
    """Legs that bring ``e`` front to front with ``enemy``, fully (BB-MOVE-7), or beside it
    (``contact_pose``): turn to face it, slide, advance. The checks say whether it reaches."""
    return legs_to(e, contact_pose(e, enemy, beside))


def contact_pose(e: Element, enemy: Element, beside: int = 0) -> Pose:
    """Where ``e`` stands front to front with ``enemy``, middle to middle; ``beside`` -1 or +1: in the
    overlap position at the enemy's right or left front corner (as the enemy sees it), front edges in line,
    front corners meeting."""
    facing = (enemy.pose.facing + 180.0) % 360.0
    fx, fy = enemy.pose.ahead
    lx, ly = enemy.pose.left
    aside = beside * (enemy.size.width + e.size.width) / 2
    front_mid = (enemy.pose.x + fx * enemy.size.depth / 2 + lx * aside,
                 enemy.pose.y + fy * enemy.size.depth / 2 + ly * aside)  # fmt: skip
    return Pose(front_mid[0] + fx * e.size.depth / 2, front_mid[1] + fy * e.size.depth / 2, facing)


def flank_pose(e: Element, enemy: Element, side: str) -> Pose:
    """Where ``e`` stands with its front edge against ``enemy``'s ``side`` edge (BB-MOVE-7): on its "left" or
    "right" side, front corner on the enemy's front corner, facing across it; on its "rear", fully, middle to
    middle, facing the way it faces."""
    fx, fy = enemy.pose.ahead
    lx, ly = enemy.pose.left
    if side == "rear":
        off = enemy.size.depth / 2 + e.size.depth / 2
        return Pose(enemy.pose.x - fx * off, enemy.pose.y - fy * off, enemy.pose.facing)
    sign = 1.0 if side == "left" else -1.0  # the enemy's left is along +left
    corner = (enemy.pose.x + fx * enemy.size.depth / 2 + sign * lx * enemy.size.width / 2,
              enemy.pose.y + fy * enemy.size.depth / 2 + sign * ly * enemy.size.width / 2)  # fmt: skip
    x = corner[0] - fx * e.size.width / 2 + sign * lx * e.size.depth / 2
    y = corner[1] - fy * e.size.width / 2 + sign * ly * e.size.depth / 2
    return Pose(x, y, (enemy.pose.facing - sign * 90.0) % 360.0)


def legs_to(e: Element, target: Pose) -> list[str]:
    """Legs that take ``e`` to ``target``: a turn on the spot to its facing, a slide, an advance."""
    turn = (target.facing - e.pose.facing + 180.0) % 360.0 - 180.0
    turned = e.pose.turned(turn)
    (ax, ay), (lx, ly) = turned.ahead, turned.left
    dx, dy = target.x - turned.x, target.y - turned.y
    ahead, left = dx * ax + dy * ay, dx * lx + dy * ly
    legs = []
    if abs(turn) > 1e-6:
        legs.append(leg_word("turn", round(turn, 2)))
    if abs(left) > 1e-3:
        legs.append(leg_word("slide", round(left, 2)))
    if abs(ahead) > 1e-3:
        legs.append(leg_word("advance", round(ahead, 2)))
    return legs


def turn_to_face(g: Any, side: Side) -> None:
    """BB-MOVE-10, decision 5: at the end of the movement phase an enemy element whose side or rear the
    active side's front edge touches, in no front contact of its own, turns about its middle to face the
    contacting element and steps to meet its front, front edges centred; where that would stand on
    another element it stays, the contact a flank or rear contact."""
    st = g.state
    for attacker in sorted(st.side_elements(side), key=lambda e: e.id):
        for victim in sorted(st.elements.values(), key=lambda e: e.id):
            if victim.side == side.value or victim.kind in (Kind.CAMP,) or not contact.touching(attacker, victim):
                continue
            if contact.flank_or_rear(attacker, victim) is None or in_front_contact(g, victim):
                continue
            fx, fy = attacker.pose.ahead
            front = (attacker.pose.x + fx * attacker.size.depth / 2, attacker.pose.y + fy * attacker.size.depth / 2)
            pose = Pose(front[0] + fx * victim.size.depth / 2, front[1] + fy * victim.size.depth / 2,
                        (attacker.pose.facing + 180.0) % 360.0)  # fmt: skip
            turned = victim.moved(pose)
            others = [o for o in st.elements.values() if o.id not in (victim.id, attacker.id)]
            if any(
                float(turned.shape.intersection(o.shape).area) > OVERLAP_AREA for o in others
            ) or not g.table.on_table(turned.shape):
                continue
            st.elements[victim.id] = turned
            st.contacts[frozenset((attacker.id, victim.id))] = Contact(attacker.id, st.bound)
            g.emit("turn-to-face", said("{v} turns to face {a}", v=victim.id, a=attacker.id), "BB-MOVE-10",
                   element=victim.id, target=attacker.id)  # fmt: skip


def withdraw(g: Any, side: Side) -> None:
    """BB-WIN-3: each element of a demoralised command, in no melee, turns to its base edge and moves its
    full move toward it, no PIP spent; one that reaches the edge leaves the table, lost. One that has no
    room to turn in place goes back as it faces (found by the random battles: turning in a packed line
    put it on its neighbours)."""
    st = g.state
    edge_facing = (side.facing + 180.0) % 360.0
    way = (0.0, -1.0) if side is Side.UNION else (0.0, 1.0)
    for c in st.side_commands(side):
        if not c.demoralised:
            continue
        for e in list(st.troops(c.id)) + ([st.elements[c.commander]] if c.commander in st.elements else []):
            if in_front_contact(g, e):
                continue
            going = "SG" if in_sg(g.table, e.shape, st.rivers) else "GG"
            distance = mm(move_distance(e.kind, going) or 0)
            others = [o for o in st.elements.values() if o.id != e.id]
            turned = e.moved(Pose(e.pose.x, e.pose.y, edge_facing))
            if not g.table.on_table(turned.shape) or any(
                float(turned.shape.intersection(o.shape).area) > OVERLAP_AREA for o in others
            ):  # no room to turn (its neighbours, or a side edge of the table: found by the arena)
                turned = e
            _x1, y1, _x2, y2 = turned.box
            to_edge = y1 if side is Side.UNION else g.table.depth - y2
            free = slide(g.table, [turned, *others], e.id, way, distance)
            if free >= to_edge - 1e-6:  # it reaches its base edge: it leaves the table
                lose(g, e, said("{e} withdraws off the table: lost", e=e.id), "BB-WIN-3")
                continue
            st.elements[e.id] = turned.moved(_shifted(turned.pose, way, free))
            g.emit("withdraw", said("{e} withdraws toward its base edge", e=e.id), "BB-WIN-3", element=e.id)


def _shifted(pose: Pose, way: tuple[float, float], d: float) -> Pose:
    return Pose(pose.x + way[0] * d, pose.y + way[1] * d, pose.facing)


# ---------------------------------------------------------------------- losses
def lose(g: Any, e: Element, text: str, rule: str) -> None:
    """An element destroyed or off the table: gone, one more lost for its command (BB-WIN-2), never to
    come back (BB-WIN-4); its command element lost is no element's loss but the command's penalty
    (BB-CMD-8, -10). A command element fights like any element when contacted alone (BB-CMD-6)."""
    st = g.state
    st.elements.pop(e.id, None)
    st.gone.append(e.id)
    st.contacts = {p: c for p, c in st.contacts.items() if e.id not in p}
    command = st.commands.get(e.command)
    if command is not None:
        if e.kind is Kind.COMMAND:
            command.commander_lost = True
        else:
            command.lost += 1
    g.emit("lost", text, rule, element=e.id)


def carry_out(g: Any, moves: Moves, rule: str) -> None:
    """An outcome's moves on the state: new poses, the destroyed and the lost gone, told in the log."""
    st = g.state
    for eid, pose in moves.poses.items():
        if eid in st.elements:
            st.elements[eid] = st.elements[eid].moved(pose)
    for text in moves.said:  # each names its rule
        g.emit("outcome-move", text, "")
    for eid in moves.destroyed + moves.lost:
        if eid in st.elements:
            lose(g, st.elements[eid], said("{e} is lost", e=eid), rule)
    _untouch(g)


def _untouch(g: Any) -> None:
    st = g.state
    st.contacts = {p: c for p, c in st.contacts.items()
                   if all(i in st.elements for i in p)
                   and contact.front_to_front(*(st.elements[i] for i in sorted(p)))}  # fmt: skip


def suffer(g: Any, loser: Element, winner: Element, result_: combat.Outcome) -> list[str]:
    """T7's outcome on the loser; the ids of the elements that recoiled, fled or were destroyed."""
    st = g.state
    text = said("{e}: {what}", e=loser.id, what=str(result_))
    g.emit("outcome", text, result_.rule, element=loser.id)
    if result_.what == "recoil":
        carry_out(g, recoil(g.table, list(st.elements.values()), loser.id), "BB-OUT-2")
        return [loser.id]
    if result_.what == "flee":
        carry_out(g, flee(g.table, list(st.elements.values()), loser.id, winner.id, result_.paces), "BB-OUT-5")
        return [loser.id]
    if result_.what == "destroyed":
        lose(g, loser, said("{e} is destroyed", e=loser.id), "BB-OUT-6")
        return [loser.id]
    return []


def _won(g: Any, ids: list[str], won: bool) -> None:
    for i in ids:
        g.state.won[i] = g.state.won.get(i, True) and won


# ---------------------------------------------------------------------- shooting
def tell_dice(g: Any, rule: str, rolls: tuple[tuple[Element, str, Total], ...]) -> None:
    """Each side's die of a combat as a roll (the window's dice panel shows both dice, each with its total
    and the factors that made it), before the combat's line with both totals."""
    if not g.events_on:
        return
    for e, purpose, total in rolls:
        g.emit("roll", said("{e} rolls {face}", e=e.id, face=total.die), rule, side=e.side, face=total.die,
               purpose=purpose, element=e.id, result=str(total))  # fmt: skip


def covered(g: Any, shooter: Element, target: Element) -> bool:
    """T5: the target in cover of a river's banks, in the far road ditch (decision 19), or in its camp."""
    camp = g.state.camp(Side(target.side))
    in_camp = camp is not None and float(target.shape.intersection(camp.shape).area) > 1e-6
    return in_camp or bank_cover(g.table, shooter, target, g.state.rivers) or ditch_cover(g.table, shooter, target)


class IgnoreJaeger(Frame):
    """BB-SHOOT-8: artillery whose nearest target is Jäger may ignore them and shoot at the nearest other
    target in range beyond them; its owner chooses before the shooting combats are fixed."""

    rule = "BB-SHOOT-8"
    step = "shooting"

    def __init__(self, side: Side, gun: str, jaeger: str, beyond: str, phase: Any) -> None:
        self.side, self.gun, self.jaeger, self.beyond, self.phase = side, gun, jaeger, beyond, phase

    def options(self, g: Any) -> list[Action]:
        return [act("aim", self.gun, self.jaeger), act("aim", self.gun, self.beyond)]

    def prompt(self, g: Any) -> str:
        return said("{gun}: shoot at the Jäger {j}, or ignore them and shoot at {t} (BB-SHOOT-8)", gun=self.gun,
                    j=self.jaeger, t=self.beyond)  # fmt: skip

    def apply(self, g: Any, action: Action) -> None:
        g.pop(self)
        if action.args[1] == self.beyond:
            self.phase.ignoring.add(self.gun)
            g.emit("ignore", said("{gun} ignores the Jäger {j}", gun=self.gun, j=self.jaeger), "BB-SHOOT-8",
                   element=self.gun)  # fmt: skip


class ShootingPhase(Frame):
    """BB-SHOOT: the combats fixed at the start of the phase, resolved in the passive player's order."""

    rule = "BB-SHOOT-13"
    step = "shooting"

    def __init__(self, active: Side) -> None:
        self.side = active.other  # the passive player orders the shooting
        self.combats: list[ShootingCombat] | None = None
        #: BB-SHOOT-8: the artillery whose owner was asked whether it ignores the Jäger, and the answers
        self.asked: set[str] = set()
        self.ignoring: set[str] = set()

    def run(self, g: Any) -> bool:
        st = g.state
        if self.combats is None:
            elements = list(st.elements.values())
            in_melee = {i for p in contact.melee_pairs(elements) for i in p}
            for gun in sorted((e for e in elements if e.kind is Kind.ARTILLERY), key=lambda e: e.id):
                if gun.id in self.asked:
                    continue
                self.asked.add(gun.id)
                plain = target_of(g.table, gun, elements, in_melee=in_melee)
                past = target_of(g.table, gun, elements, in_melee=in_melee, ignore_jaeger=True)
                if plain is not None and past is not None and st.elements[plain.target].kind is Kind.JAEGER:
                    # its owner chooses (BB-SHOOT-8)
                    g.push(IgnoreJaeger(Side(gun.side), gun.id, plain.target, past.target, self))
                    return False
            silent = {e.id for e in elements if e.kind is Kind.CAMP and st.garrison(e)}  # BB-CAMP-2
            targets = [t for e in elements if e.id not in silent
                       and (t := target_of(g.table, e, elements, in_melee=in_melee,
                                           ignore_jaeger=e.id in self.ignoring))]  # fmt: skip
            camps = {e.id for e in elements if e.kind is Kind.CAMP}
            shared = {t.target for t in targets if t.shooter not in camps}
            targets = [t for t in targets if t.shooter not in camps or t.target not in shared]  # a camp shoots alone
            self.combats = shooting_combats(targets)
        self.combats = [c for c in self.combats if self._still(g, c)]
        if not self.combats:
            g.pop(self)
            return False
        return True

    def _still(self, g: Any, c: ShootingCombat) -> bool:
        st = g.state
        return c.target in st.elements and c.main in st.elements

    def options(self, g: Any) -> list[Action]:
        return [act("shoot", c.target) for c in self.combats or []]

    def prompt(self, g: Any) -> str:
        return said("choose the next shooting combat (BB-SHOOT-13)")

    def asks(self, g: Any, action: Any) -> bool:
        return True  # it rolls dice

    def apply(self, g: Any, action: Action) -> None:
        st = g.state
        c = next(x for x in self.combats or [] if x.target == action.args[0])
        assert self.combats is not None
        self.combats.remove(c)
        t, m = st.elements[c.target], st.elements[c.main]
        supporters = [s for s in c.supporters if s in st.elements]
        back = [s for s in c.back_supporters if s in st.elements]
        close = any(g.table.features_under(x.shape, ("wood", "bua")) for x in (m, t))
        m_terms = ShotAt(flank_shot=flank_shot(m, t), guns_within_300=nearest(m, t) <= mm(300) + WITHIN_MM,
                         target=t.kind, target_in_cover=covered(g, m, t),
                         enemy_supporters=len(back) if c.mutual else 0)  # fmt: skip
        t_terms = ShotAt(flank_shot=c.mutual and flank_shot(t, m), target=m.kind,
                         guns_within_300=c.mutual and nearest(t, m) <= mm(300) + WITHIN_MM,
                         target_in_cover=c.mutual and covered(g, t, m), enemy_supporters=len(supporters))  # fmt: skip
        mt = Total(g.die(), tuple(combat.shooting_factors(m.kind, t.kind, m_terms, shoots_back=True, skirmish=close)))
        tt = Total(g.die(), tuple(combat.shooting_factors(t.kind, m.kind, t_terms, shoots_back=c.mutual,
                                                          skirmish=close)))  # fmt: skip
        tell_dice(g, "BB-SHOOT-11", ((m, said("{e} shooting at {t}", e=m.id, t=t.id), mt),
                                     (t, said("{e} shot at by {m}", e=t.id, m=m.id), tt)))  # fmt: skip
        g.emit("shooting", said("{m} shoots at {t}: {mt} against {tt}", m=m.id, t=t.id, mt=str(mt), tt=str(tt)),
               "BB-SHOOT-11", element=m.id, target=t.id)  # fmt: skip
        if mt.total == tt.total:
            g.emit("outcome", said("equal totals: no effect"), "BB-MELEE-8")
            _won(g, [m.id, *supporters, t.id, *back], False)  # not won (BB-ADV-4)
            return
        target_lost = tt.total < mt.total
        _won(g, [m.id, *supporters], target_lost)
        _won(g, [t.id, *back], not target_lost)
        loser, winner = (t, m) if target_lost else (m, t)
        if not target_lost and not c.mutual:
            g.emit("outcome", said("{m} is not shot at by its target: it ignores the defeat", m=m.id), "BB-SHOOT-12")
            return
        rear = behind(loser, list(st.elements.values()))  # BB-OUT-9: found before the outcome
        touched = any(o.side != loser.side and contact.touching(loser, o) for o in st.elements.values())
        beaten = Beaten(loser.kind, winner.kind, shooting=True, loser_in_sg=in_sg(g.table, loser.shape, st.rivers),
                        loser_touched=touched)  # fmt: skip
        hit = suffer(g, loser, winner, outcome(beaten, min(mt.total, tt.total), max(mt.total, tt.total)))
        if hit:
            for fid in rear:
                if fid in st.elements:
                    g.emit("misfire", said("{f} recoils from the misfire", f=fid), "BB-OUT-9", element=fid)
                    carry_out(g, recoil(g.table, list(st.elements.values()), fid), "BB-OUT-9")


# ---------------------------------------------------------------------- melee
class MeleePhase(Frame):
    """BB-MELEE: every pair front to front fights once, in the active player's order."""

    rule = "BB-MELEE-1"
    step = "melee"

    def __init__(self, active: Side) -> None:
        self.side = active
        self.fought: set[frozenset[str]] = set()

    def pairs(self, g: Any) -> list[tuple[str, str]]:
        elements = list(g.state.elements.values())
        out = []
        for p in contact.melee_pairs(elements):
            if p in self.fought:
                continue
            a, b = sorted(p, key=lambda i: (g.state.elements[i].side != self.side.value, i))
            out.append((a, b))
        return sorted(out)

    def run(self, g: Any) -> bool:
        if not self.pairs(g):
            g.pop(self)
            return False
        return True

    def options(self, g: Any) -> list[Action]:
        return [act("fight", a, b) for a, b in self.pairs(g)]

    def prompt(self, g: Any) -> str:
        return said("choose the next melee (BB-MELEE-1)")

    def asks(self, g: Any, action: Any) -> bool:
        return True

    def apply(self, g: Any, action: Action) -> None:
        st = g.state
        a, b = st.elements[action.args[0]], st.elements[action.args[1]]
        pair = frozenset((a.id, b.id))
        self.fought.add(pair)
        record = st.contacts.get(pair)
        attacker = record.attacker if record else (b.id if a.kind is Kind.CAMP else a.id)
        camp = a if a.kind is Kind.CAMP else b if b.kind is Kind.CAMP else None
        if camp is not None:
            garrison = st.garrison(camp)
            if garrison:  # BB-CAMP-3: the enemy fights the garrison, which has the camp's defence
                fighter = garrison[0]
                g.emit("garrison", said("{f} defends {c}", f=fighter.id, c=camp.id), "BB-CAMP-3", element=fighter.id)
                a, b = (fighter, b) if a is camp else (a, fighter)
                attacker = b.id if a is fighter else a.id
        first = record is not None and record.bound == st.bound
        elements = list(st.elements.values())
        pairs = contact.melee_pairs(elements)
        totals = {}
        for me, them in ((a, b), (b, a)):
            mine_sg, theirs_sg = in_sg(g.table, me.shape, st.rivers), in_sg(g.table, them.shape, st.rivers)
            support = contact.rear_supporter(me, elements, pairs)
            bank = on_bank(g.table, me, st.rivers)
            own_camp = st.camp(Side(me.side))
            camp_defence = me.kind is Kind.CAMP or (
                camp is not None and own_camp is camp and float(me.shape.intersection(camp.shape).area) > 1e-6
            )
            terms = InMelee(
                in_camp=camp_defence,
                with_command=contact.with_command(me, elements),
                defender=me.id != attacker,
                defends_bank=bank is not None and in_river(g.table, them, bank),
                opponent_on_road=on_road(g.table, them),
                in_cover=not on_road(g.table, me) and on_road(g.table, them) and ditch_cover(g.table, them, me),
                higher=_higher(g, me, them),
                first_round=first,
                overlaps=contact.against(me, elements, pairs),
                in_sg=mine_sg,
                opponent_in_sg=theirs_sg,
                rear_support=support is not None
                and not mine_sg
                and not in_sg(g.table, support.shape, st.rivers)
                and them.kind in (Kind.MUSKETS, Kind.RIFLES, Kind.CAMP),
            )
            totals[me.id] = Total(g.die(), tuple(combat.melee_factors(me.kind, them.kind, terms)))
        ta, tb = totals[a.id], totals[b.id]
        tell_dice(g, "BB-MELEE-8", ((a, said("{e} in melee with {o}", e=a.id, o=b.id), ta),
                                    (b, said("{e} in melee with {o}", e=b.id, o=a.id), tb)))  # fmt: skip
        g.emit("melee", said("{a} against {b}: {ta} against {tb}", a=a.id, b=b.id, ta=str(ta), tb=str(tb)),
               "BB-MELEE-8", element=a.id, target=b.id)  # fmt: skip
        if ta.total == tb.total:
            g.emit("outcome", said("equal totals: no effect, both stay in contact"), "BB-MELEE-8")
            _won(g, [a.id, b.id], False)  # not won (BB-ADV-4)
            return
        winner, loser = (a, b) if ta.total > tb.total else (b, a)
        _won(g, [winner.id], True)
        _won(g, [loser.id], False)
        beaten = Beaten(loser.kind, winner.kind, shooting=False, loser_in_sg=in_sg(g.table, loser.shape, st.rivers),
                        loser_touched=True)  # fmt: skip
        flankers = [o.id for o in st.elements.values() if o.side == loser.side and o.id != loser.id
                    and contact.touching(o, winner) and contact.flank_or_rear(o, winner) is not None]  # fmt: skip
        if loser.kind is Kind.CAMP:  # BB-CAMP-4: sacked, the winner moves into it
            st.sacked.add(Side(loser.side))
            st.elements[winner.id] = winner.moved(Pose(loser.pose.x, loser.pose.y, winner.pose.facing))
            g.emit("sacked", said("{c} is sacked: {w} moves into it; it counts as two lost elements", c=loser.id,
                                  w=winner.id), "BB-CAMP-5", element=loser.id)  # fmt: skip
            _untouch(g)
            return
        hit = suffer(g, loser, winner, outcome(beaten, min(ta.total, tb.total), max(ta.total, tb.total)))
        retake(g)
        for fid in flankers if hit else []:  # BB-MELEE-9 [from DBA]: its friends on the winner's flank recoil
            if fid in st.elements:
                g.emit("flank-recoil", said("{f} recoils with its friend", f=fid), "BB-MELEE-9", element=fid)
                carry_out(g, recoil(g.table, list(st.elements.values()), fid), "BB-MELEE-9")
        if hit and winner.kind is Kind.CAVALRY and winner.id in st.elements:  # BB-ADV-1
            moves = advance(g.table, list(st.elements.values()), [winner.id], CAVALRY_ADVANCE, into_sg=False)
            carry_out(g, moves, "BB-ADV-1")
            _record_contacts(g, [winner.id])


def infantry_advance(g: Any) -> None:
    """BB-ADV-3, -4, BB-RUL-2: each group of two or more line infantry of one command that took part in a
    combat this bound and won every one advances 20 mm as one body, both sides', in the order of their
    elements' ids; it stops at the first touch and may enter difficult going."""
    st = g.state
    for group in line_infantry_groups(list(st.elements.values())):
        ids = [e.id for e in group]
        fought = [i for i in ids if i in st.won]
        if not fought or not all(st.won[i] for i in fought) or not all(i in st.elements for i in ids):
            continue
        moves = advance(g.table, list(st.elements.values()), ids, INFANTRY_ADVANCE, into_sg=True)
        if any(math.dist((p.x, p.y), (st.elements[i].pose.x, st.elements[i].pose.y)) >= 0.5
               for i, p in moves.poses.items()):  # (found playing: "advance 0 mm" where a friend stood close)  # fmt: skip
            g.emit("advance", said("{ids} won every combat: the group advances", ids=", ".join(ids)), "BB-ADV-3")
            carry_out(g, moves, "BB-ADV-3")
            _record_contacts(g, ids)


def _record_contacts(g: Any, ids: list[str]) -> None:
    """New front contacts made by ``ids`` moving (an advance): they are the attackers (BB-MELEE-3)."""
    st = g.state
    for i in ids:
        moved = st.elements.get(i)
        if moved is None:
            continue
        for o in st.elements.values():
            if o.side != moved.side and contact.touching(moved, o) and contact.front_to_front(moved, o):
                st.contacts.setdefault(frozenset((moved.id, o.id)), Contact(moved.id, st.bound))


def retake(g: Any) -> None:
    """BB-CAMP-5, -6: a sacked camp is retaken when an element of its side stands in it and no enemy does."""
    st = g.state
    for side in list(st.sacked):
        camp = st.camp(side)
        if camp is None:
            continue
        inside = [e for e in st.elements.values() if e.kind not in (Kind.CAMP, Kind.COMMAND)
                  and float(e.shape.intersection(camp.shape).area) > 1e-6]  # fmt: skip
        if inside and all(e.side == side.value for e in inside):
            st.sacked.discard(side)
            g.emit("retaken", said("{c} is retaken", c=camp.id), "BB-CAMP-5", element=camp.id)


def _higher(g: Any, me: Element, them: Element) -> bool:
    """BB-FIELD-10, BB-RUL-8: its base on higher ground than the opponent's (its highest point)."""
    mine = max(height(g.table, p) for p in shape_points(me.shape))
    theirs = max(height(g.table, p) for p in shape_points(them.shape))
    return mine > theirs + 1e-9


# ---------------------------------------------------------------------- the end of the bound
class EndOfBound(Frame):
    """BB-WIN-1, -5: demoralisation, then the army's defeat; else the other side's bound."""

    rule = "BB-WIN-5"
    step = "end of bound"

    def __init__(self, side: Side) -> None:
        self.side = side

    def run(self, g: Any) -> bool:
        st = g.state
        infantry_advance(g)
        retake(g)
        for c in st.commands.values():
            if not c.demoralised and 3 * c.lost >= c.size:
                c.demoralised = True
                g.emit(
                    "demoralised",
                    said("{c} has lost {n} of {size}: demoralised", c=c.id, n=c.lost, size=c.size),
                    "BB-WIN-1",
                )
        armies = {s: ArmyState(tuple(Command(c.id, c.size, c.lost) for c in st.side_commands(s)), s in st.sacked)
                  for s in Side}  # fmt: skip
        verdict = result(armies[Side.UNION], armies[Side.CONFEDERATE])
        g.pop(self)
        if verdict is None and st.limit and st.bound >= st.limit:  # decision 27: the limit reached
            lost = {s: armies[s].lost for s in Side}
            if lost[Side.UNION] == lost[Side.CONFEDERATE]:
                st.outcome = (
                    None,
                    said("{n} bounds fought, {k} lost each (decision 27)", n=st.bound, k=lost[Side.UNION]),
                )
            else:
                winner = min(Side, key=lambda s: lost[s])
                st.outcome = (winner, said("{n} bounds fought: {w} lost {a}, {l} {b} (decision 27)", n=st.bound,
                                           w=winner.title, a=lost[winner], l=winner.other.title, b=lost[winner.other]))  # fmt: skip
            return False
        if verdict is None:
            g.push(Bound(self.side.other))
            return False
        if verdict == "draw":
            st.outcome = (None, said("both armies broke with equal losses (BB-WIN-5)"))
        else:
            winner = Side.UNION if verdict == "first" else Side.CONFEDERATE
            st.outcome = (winner, armies[winner.other].why_lost())
        return False

    def options(self, g: Any) -> list[Action]:  # pragma: no cover - it never waits
        return []

    def prompt(self, g: Any) -> str:  # pragma: no cover
        return ""

    def apply(self, g: Any, action: Action) -> None:  # pragma: no cover
        raise ValueError("the end of a bound asks nothing")

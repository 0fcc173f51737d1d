"""ACW-BBDBA's kit for the shared search (kernel/kit.py; issue 25, item 7,
begun): what the computer knows of this game beyond its rules.

- **Plans**: a picked element's or group's moves scored by how much nearer
  they bring it to the nearest enemy, front contact (a melee) scoring most;
  a shooter with a target in range prefers to stand.
- **Its policy** (the rollouts, and easy): the PIP dice's highest to the
  command with the most elements left; groups moved before single
  elements, each element picked once a bound; the move scored best; the
  combats in the order offered; artillery ignores Jäger for the target
  beyond when it has one.
- **Its evaluation**: the elements each side has lost (a sacked camp two)
  and its commands demoralised, with the positions (each element's
  ``standing_score``, each commander's ``commander_score``) and how far the
  deciding side has closed on the enemy (``closing``), as a lead read like
  a chance of winning; rollouts play the rest of the deciding side's
  movement and stop before the dice (``HORIZON``).
- **Its invariants** (the arena's and the slow suite's): no two elements on
  each other (but the command elements and a camp's garrison), every base
  on the table, the losses counted right.
"""

from __future__ import annotations

import math
import random
from typing import Any

import numpy as np
import shapely

from gettysburg_desktop.kernel.kit import Kit

from ..field import contact
from ..field.command import reach
from ..field.shooting import target_of
from ..game.bound import (
    Bound,
    IgnoreJaeger,
    MeleePhase,
    MoveElement,
    MoveGroup,
    Movement,
    ShootingPhase,
    candidates,
    check,
    check_group,
    group_candidates,
)
from ..game.sides import Side
from ..rules.defeat import ArmyState, Command
from ..rules.pips import beyond_command
from ..rules.scale import BASE_WIDTH, mm
from ..rules.troops import Kind, combat_factor, profile, shoots

#: a rollout's default cut-off in changes of the deciding side: the rest of its movement, played by the
#: policy, to the other side's first choice of the shooting it brought about; the position is then scored
#: (``position``, ``closing``) before any die is rolled. Four bounds scored by losses alone rewarded standing
#: still (normal against random: 2 of 6); one bound each way, its dice in, lost to the policy (13 of 20
#: against random where easy won 88 of 100); this one won 18 of 20 (docs/computer-opponent.md)
HORIZON = 1
#: the evaluation's scale: a lead of this many lost elements reads about 76% (tanh 1)
LOSS_SCALE = 6.0
#: the evaluation's weight of the positions (``position``: the elements' ``standing_score``s; ``closing``),
#: in lost elements: a standing worth 2 (front to front at no disadvantage) counts a fifth of one
POSITION = 0.1


def nearest_enemy_distance(game: Any, e: Any) -> float:
    enemies = [o for o in game.state.elements.values() if o.side != e.side and o.kind is not Kind.CAMP]
    return min((float(e.shape.distance(o.shape)) for o in enemies), default=0.0)


#: a move's worth (in "elements" of the evaluation's scale, roughly): ending front to front with an enemy,
#: each point of combat factor it has over it there, each enemy shooter it ends in reach of while it has
#: no target of its own (or has one), having a target, and each 10 mm nearer the nearest enemy
CONTACT, EDGE, EXPOSED, TRADING, SHOOTS, NEARER = 2.0, 1.5, 1.6, 0.25, 1.0, 0.1
#: the paces within which nearing the enemy counts in the evaluation (``closing``), and its worth in lost
#: elements when every element stands in contact (at the start of a meeting engagement about half of it)
CLOSING, CLOSED = 2400, 2.0
#: the worth of picking, in the movement phase's plans: a group, a single element, ending the movement
PICKS = {"pick-group": 1.0, "pick": 0.3, "end-movement": 0.0}
#: a command element's worth: each of its troops beyond its command distance, and the paces it keeps from
#: every enemy (within them it is exposed)
COMMAND_REACH, FAR_FROM_ENEMY = 0.3, 400


def _threats(e: Any, elements: list[Any]) -> int:
    """The enemy shooters whose range and front reach ``e`` where it stands (their fields, not their sight)."""
    n = 0
    for o in elements:
        if o.side == e.side or not shoots(o.kind) or o.kind is Kind.CAMP:
            continue
        reach = profile(o.kind).range or 0
        if float(o.front.distance(e.shape)) > mm(reach) + mm(BASE_WIDTH):
            continue
        (ax, ay) = o.pose.ahead
        if (e.pose.x - o.pose.x) * ax + (e.pose.y - o.pose.y) * ay > 0:  # ahead of its front
            n += 1
    return n


def standing_score(game: Any, e: Any, elements: list[Any]) -> float:
    """What ``e`` is worth standing where it stands (or would stand): front to front with an enemy, its
    factor's edge over it (T3, the attacker's first-round +1 for cavalry); else the enemy shooters that reach
    it, less when it shoots back, and its own target."""
    for o in elements:
        if o.side != e.side and o.kind is not Kind.CAMP and contact.touching(e, o) and contact.front_to_front(e, o):
            mine = combat_factor(e.kind, o.kind, shooting=False) + (1 if e.kind is Kind.CAVALRY else 0)
            theirs = combat_factor(o.kind, e.kind, shooting=False)
            return CONTACT + EDGE * (mine - theirs)
    shoots_back = e.kind not in (Kind.COMMAND, Kind.CAVALRY) and target_of(game.table, e, elements) is not None
    return (SHOOTS if shoots_back else 0.0) - (TRADING if shoots_back else EXPOSED) * _threats(e, elements)


def position(game: Any, side: Any) -> float:
    """What ``side``'s troops are worth where they stand: the sum of their ``standing_score``s (front to front
    at an edge, shot at without shooting back...) and of its commanders' ``commander_score``s."""
    elements = list(game.state.elements.values())
    total = 0.0
    for e in elements:
        if e.side != side.value or e.kind is Kind.CAMP:
            continue
        total += commander_score(game, e, elements) if e.kind is Kind.COMMAND else standing_score(game, e, elements)
    return total


def closing(game: Any, side: Any) -> float:
    """How far ``side`` has closed on the enemy, 0 to 1: the mean over its troops of how much nearer than
    ``CLOSING`` paces each stands to its nearest enemy. The enemy closes on it by the same move, so the
    evaluation counts only the deciding side's own (a leaning to attack, as the policy's ``NEARER``, not a
    lead), worth ``CLOSED`` lost elements when all stand in contact."""
    troops: list[Any] = []
    enemies: list[Any] = []
    for e in game.state.elements.values():
        if e.kind in (Kind.CAMP, Kind.COMMAND):
            continue
        (troops if e.side == side.value else enemies).append(e.shape)
    if not troops or not enemies:
        return 0.0
    nearest = shapely.distance(np.array(troops)[:, None], np.array(enemies)[None, :]).min(axis=1)
    return float(np.maximum(1.0 - nearest / mm(CLOSING), 0.0).mean())


def commander_score(game: Any, commander: Any, elements: list[Any]) -> float:
    """What a command element is worth where it stands: each of its troops beyond its command distance
    costs (BB-CMD-8, a PIP more to move), and so does an enemy near it (found playing: the computer rode
    its commanders out ahead of their troops, the moves scoring nothing either way)."""
    troops = [e for e in elements if e.command == commander.command and e.kind not in (Kind.COMMAND, Kind.CAMP)]
    beyond = sum(1 for e in troops if beyond_command(reach(game.table, commander, e)))
    near = nearest_enemy_distance(game, commander)
    return -COMMAND_REACH * beyond - (EXPOSED if near < mm(FAR_FROM_ENEMY) else 0.0)


def _idle_commander(game: Any, action: Any) -> bool:
    """Whether ``action`` picks a command element none of whose troops is beyond its command distance."""
    if action.verb != "pick":
        return False
    st = game.state
    e = st.elements.get(action.args[0])
    if e is None or e.kind is not Kind.COMMAND:
        return False
    troops = [t for t in st.elements.values() if t.command == e.command and t.kind not in (Kind.COMMAND, Kind.CAMP)]
    return not any(beyond_command(reach(game.table, e, t)) for t in troops)


def can_move(game: Any, side: Any, pick: Any) -> bool:
    """Whether ``pick`` (an element or a group picked) has an offered move it may make: one that has
    moved this bound within 1000 paces of an enemy may not (BB-TAC-1), nor one blocked ahead; picked, it
    could only be let stand, a decision spent for nothing (the fault "picked and let stand",
    ``AcwKit.faults``). One that may move is still picked when the policy's ``move_score`` likes none of
    its moves: the search judges them once it is picked (a line far from the enemy advanced, the kit's
    tests), and some it lets stand."""
    if pick.verb == "pick-group":
        return bool(group_candidates(game, pick.args[0]))  # offered only where the checks allow
    e = game.state.elements[pick.args[0]]
    return any(check(game, a)[0] == "" for a in candidates(game, e))  # MoveElement's options, to the first


def move_score(game: Any, action: Any) -> float:
    """A move's worth for the mover(s) (``standing_score`` where they end, less where they stand now, and
    a little for each 10 mm nearer the nearest enemy); letting them stand, what standing is worth."""
    st = game.state
    elements = list(st.elements.values())
    if action.verb == "stand":
        ids = [i for i in action.args[0].split(",") if i in st.elements]
        return 0.0 if not ids else 0.0 * len(ids)
    if action.verb == "group":
        verdict = check_group_verdict(game, action)
        if verdict is None:
            return -math.inf
        ends = verdict.ends
    elif action.verb in ("move", "break"):
        _why, _cost, verdict = check(game, action)
        if verdict is None:
            return -math.inf
        ends = {action.args[0]: verdict.end}
    else:  # dismounting: only where it has a target to shoot at once dismounted
        return 0.5
    moved = {i: st.elements[i].moved(p) for i, p in ends.items() if i in st.elements}
    after = [moved.get(e.id, e) for e in elements]
    score = 0.0
    for i, m in moved.items():
        e = st.elements[i]
        if e.kind is Kind.COMMAND:
            score += commander_score(game, m, after) - commander_score(game, e, elements)
            continue
        score += standing_score(game, m, after) - standing_score(game, e, elements)
        score += NEARER * (nearest_enemy_distance(game, e) - nearest_enemy_distance(game, m)) / 10.0
    return score / max(1, len(moved))


def check_group_verdict(game: Any, action: Any) -> Any:
    why, _cost, verdict = check_group(game, action)
    return None if why else verdict


class AcwKit(Kit):
    name = "acw-bbdba"
    horizon = HORIZON
    easy_noise = 1.0
    report_sides = ("Union", "Confederates")

    def decision_kind(self, game: Any) -> str:
        top = game.state.stack[-1]
        return "turn" if isinstance(top, MoveElement | MoveGroup) else "small"

    def small_choice(self, game: Any, side: Any, rng: random.Random, weights: Any = None) -> Any:
        return self.policy_action(game, rng, noise=0.0)

    def plans(self, game: Any, side: Any, world: Any, limit: int | None = None) -> list[tuple[tuple[Any, ...], float]]:
        top = game.state.stack[-1]
        legal = game.legal_actions()
        if isinstance(top, MoveElement | MoveGroup):
            return [((a,), move_score(game, a)) for a in legal]
        if isinstance(top, Movement):  # groups before single elements; a commander only to bring his troops
            # back within command distance (found playing: normal spent its PIPs riding its commanders about);
            # none that could only stand, as the policy
            return [((a,), PICKS.get(a.verb, 0.0)) for a in legal if a.verb == "end-movement"
                    or (not _idle_commander(game, a) and can_move(game, side, a))]  # fmt: skip
        return [((a,), 0.0) for a in legal]

    def policy_action(
        self, game: Any, rng: random.Random, legal: list[Any] | None = None, noise: float | None = None
    ) -> Any:
        if legal is None:
            legal = game.legal_actions(ordered=False)
        if len(legal) == 1:
            return legal[0]
        noise = self.easy_noise * 0.5 if noise is None else noise
        st = game.state
        top = st.stack[-1]
        if isinstance(top, Bound):  # the highest die to the command with the most elements left
            commands = top.commands(game)
            order = sorted(range(len(commands)), key=lambda k: -len(st.troops(commands[k])))
            dice = sorted(top.rolled or [], reverse=True)
            wanted = [0] * len(commands)
            for rank, k in enumerate(order):
                wanted[k] = dice[rank]
            choice = next((a for a in legal if list(map(int, a.args)) == wanted), None)
            return choice if choice is not None else legal[rng.randrange(len(legal))]
        if isinstance(top, Movement):  # groups first, each once a bound, none that could only stand
            tried = top.__dict__.setdefault("_kit_tried", set())
            fresh = [a for a in legal if a.verb in ("pick-group", "pick") and not _idle_commander(game, a)]
            for verb in ("pick-group", "pick"):
                pool = [a for a in fresh if a.verb == verb]
                while pool := [a for a in pool if a.args[0] not in tried]:
                    choice = pool[rng.randrange(len(pool))] if noise else min(pool)
                    tried.add(choice.args[0])
                    if choice.verb == "pick-group":
                        tried.update(choice.args[0].split(","))
                    if can_move(game, top.side, choice):
                        return choice
            return next(a for a in legal if a.verb == "end-movement")
        if isinstance(top, MoveElement | MoveGroup):
            return max(legal, key=lambda a: move_score(game, a) + noise * rng.random())
        if isinstance(top, IgnoreJaeger):
            return max(legal, key=lambda a: a.args[1] == top.beyond)
        if isinstance(top, ShootingPhase | MeleePhase):
            return min(legal) if not noise else legal[rng.randrange(len(legal))]
        return legal[rng.randrange(len(legal))]

    def evaluate(self, game: Any, side: Any, weights: Any = None) -> float:
        if game.over:
            return float(game.returns().get(side, 0))
        st = game.state
        armies = {s: ArmyState(tuple(Command(c.id, c.size, c.lost) for c in st.side_commands(s)), s in st.sacked)
                  for s in Side}  # fmt: skip
        other = side.other
        demoralised = {s: sum(1 for c in st.side_commands(s) if c.demoralised) for s in Side}
        lead = float(armies[other].lost - armies[side].lost)
        lead += POSITION * (position(game, side) - position(game, other)) + CLOSED * closing(game, side)
        return math.tanh(lead / LOSS_SCALE + 0.5 * (demoralised[other] - demoralised[side]))

    def violations(self, game: Any) -> list[str]:
        st = game.state
        out = []
        solid = [e for e in st.elements.values() if e.kind not in (Kind.COMMAND, Kind.CAMP)]
        tree = shapely.STRtree([e.shape for e in solid])
        for i, j in tree.query([e.shape for e in solid], predicate="intersects").T:
            if i < j and float(solid[i].shape.intersection(solid[j].shape).area) > 1.0:
                out.append(f"{solid[i].id} and {solid[j].id} stand on each other")
        out += [f"{e.id} is off the table" for e in st.elements.values() if not game.table.on_table(e.shape)]
        for c in st.commands.values():
            gone = sum(1 for i in st.gone if i.startswith(c.id + "-") and i != c.commander)
            if gone != c.lost:
                out.append(f"{c.id} counts {c.lost} lost, {gone} are gone")
        return out

    def faults(self, game: Any, side: Any, action: Any) -> list[tuple[str, str]]:
        """A pick that does nothing (issue 26, item 7): an element or group picked and then let stand
        (BB-PIP-2: no PIP spent, and it may not move again this bound); "after moving" where every one
        of them had moved already this bound, the habit the window's players saw (a group moved, picked
        again, let stand)."""
        if action.verb != "stand":
            return []
        ids = action.args[0].split(",")
        if all(i in game.state.moved for i in ids):
            return [(PICKED_AFTER_MOVING, f"{action.args[0]} picked again after moving and let stand")]
        return [(PICKED_TO_STAND, f"{action.args[0]} picked and let stand without moving")]


#: the faults (``AcwKit.faults``)
PICKED_AFTER_MOVING = "picked after moving, let stand"
PICKED_TO_STAND = "picked and let stand"

KIT = AcwKit()

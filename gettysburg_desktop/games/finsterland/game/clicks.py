"""What a click means in Finsterland: the game's click rules
(kernel/clicks.py ``ClickRules``), which the window's one controller
(ui/controller.py) asks once per click and follows; the window has no rule
and no word of this game. Pure Python: the board's scene (ui/scene.py)
asks ``draggable`` and ``read_drop`` for a unit dragged on the table.

- **Orders** (FL-SETUP-5, FL-ORD-1): a click on a sector of the table
  offers the tasks for the unit whose order is written (Hold, Attack, and
  Special for the pioneers, FL-ORD-4): a button each.
- **Movement** (FL-MOVE-1): a click on one of the active player's units
  that has not moved selects it (nothing is taken yet): its actions that
  need no drawing are offered as buttons (stand, turn 90 or 180, re-form as
  block, line or skirmishers, FL-FACE-3, FL-FORM-6, and the legal list's
  sample advances and wheels); dragging it draws its move (``read_drop``:
  the legs ``check`` allows, or why not). The step ends by its button.
- **Fire** (FL-FIRE-5): a click on a unit that may fire selects it, a
  click on an enemy it may fire at fires; a click on an enemy only one of
  the player's units may fire at fires with that one. Holding fire and the
  end of the step are buttons.
- The buttons that end a step keep their places (``button_group``), so a
  second click on "End the movement" never lands on a unit's fire.
- A click that means nothing says why, with its rule.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from gettysburg_desktop.boards.table.bases import Pose
from gettysburg_desktop.kernel.clicks import Choice, Click, Drawn, HeldButton, Pick
from gettysburg_desktop.kernel.said import Said, said

from ..rules.formation import Formation
from .actions import Action, act, legs_of
from .demolition import standing
from .deployment_step import Deployment, check_place
from .fire_step import Fire
from .firing import best_sighting
from .guns_step import GUN_GROUPS, GunFire
from .messengers import why_not_setting_off
from .movement_step import Movement, MoveUnit, candidates, check, unit_named
from .orders_step import OfficerOrders, WriteOrders, needs_order, tasks_for
from .reserves import arrival_rounds
from .terrain_tasks import PART_OF
from .transport import AND
from .words import GROUP, word

#: the verbs whose second word is an enemy unit (a click on it means the action)
AIMED = frozenset({"fire", "charge", "scout"})
#: the order of a unit's buttons: what it does before what it gives up (a step's end comes last)
VERB_ORDER = (
    "deliver",
    "move",
    "rotate",
    "form",
    "load",
    "unload",
    "clear-terrain",
    "dispatch",
    "fire",
    "charge",
    "stand",
    "hold",
)
#: the buttons that end a step, in the order of the round (FL-SEQ-2), each always in its place
STEP_BUTTONS = (
    ("end-movement", said("End the movement")),
    ("end-fire", said("End the fire")),
    ("end-charges", said("End the charges")),
)

TASK_WORDS = {
    "H": said("{unit}: hold {sector}"),
    "A": said("{unit}: attack {sector}"),
    "S": said("{unit}: special task in {sector}"),
}
TURN_WORDS = {
    "90": said("{unit}: turn left (90°)"),
    "180": said("{unit}: turn about (180°)"),
    "270": said("{unit}: turn right (90°)"),
}
TASK_BUTTONS = {
    "H": said("Hold a sector..."),
    "A": said("Attack a sector..."),
    "S": said("Special task in a sector..."),
}
CLICK_SECTOR = {
    "H": said("Click the sector {unit} is to hold (FL-ORD-2); Esc to step back"),
    "A": said("Click the sector {unit} is to attack (FL-ORD-3); Esc to step back"),
    "S": said("Click the sector of the special task of {unit} (FL-ORD-4); Esc to step back"),
}
#: infantry's and cavalry's special task: to attack the battlefield objects of a sector (FL-STR-2, D26)
DEMOLISH_WORDS = said("{unit}: break the objects in {sector}")
DEMOLISH_BUTTON = said("Special task: break the objects in a sector...")
DEMOLISH_SECTOR = said(
    "Click the sector where {unit} is to break bridges, fences, bushes or woods it touches (FL-STR-2); Esc to step back"
)
#: a partial pick: the task chosen, its sector clicked next
TASK_PICK = "task"
#: a partial pick: a unit to hold in reserve and its round chosen ("reserve-S3-5"), its sector clicked next
RESERVE_PICK = "reserve"
#: a partial pick: a messenger's new order ("dispatch-N14": its unit clicked next; "dispatch-N14-N4-H": its sector)
DISPATCH_PICK = "dispatch"
SELECTED_MOVER = said("{unit}: drag it to move it, or choose one of its actions above; Esc to let go of it")
SELECTED_FIRER = said("{unit}: click the enemy it fires at, or choose above; Esc to let go of it")


@dataclass(frozen=True, slots=True)
class FlChoice(Choice):
    """A legal action of Finsterland as the window knows a choice
    (kernel/clicks.py): ``kind`` "button", "unit" (a unit to move, clicked
    on the table) or "place" (a sector); ``enemy``: the enemy unit fired
    at or charged."""

    enemy: str | None = None


# ---------------------------------------------------------------------- words
def _anywhere(g: Any, uid: str) -> Any:
    """The unit ``uid`` on the table, in a vehicle or in reserve (None: gone)."""
    try:
        return unit_named(g, uid)
    except KeyError:
        return None


def _pioneers(g: Any, uid: str) -> bool:
    """Whether ``uid`` are pioneers, whose special task is FL-SPEC-6's (others' is FL-STR-2's)."""
    u = _anywhere(g, uid)
    return u is not None and u.kind == "pioneers"


def unit_words(g: Any, uid: str) -> str:
    """A unit as the window names it: its name and its id ("1st Light (S1)"; both sides may have a 1st Light)."""
    u = _anywhere(g, uid)
    if u is not None:
        return f"{u.name} ({uid})"
    gone = next((d for d in g.tables.scenario.units if d.id == uid), None)  # a unit gone: its name at the start
    return f"{gone.name} ({uid})" if gone is not None else uid


LEG_WORDS = {
    "move": said("move {d} in toward {deg}°"),
    "turn": said("turn {deg}° on the spot"),
    "face": said("face {deg}°"),
    "rotate": said("turn the group {deg}°"),
    "advance": said("advance {d} in"),
    "left": said("wheel {deg}° left"),
    "right": said("wheel {deg}° right"),
}
FIRST_LEG_WORDS = {
    "move": said("Move {d} in toward {deg}°"),
    "turn": said("Turn {deg}° on the spot"),
    "face": said("Face {deg}°"),
    "rotate": said("Turn the group {deg}°"),
    "advance": said("Advance {d} in"),
    "left": said("Wheel {deg}° left"),
    "right": said("Wheel {deg}° right"),
}


def leg_words(legs: list[tuple[str, float]], capital: bool = False) -> Said:
    """A move's legs in words: "wheel 30.00° right, then advance 2.50 in" (FL-MOVE-6);
    ``capital``: the first word capitalised (a button's label)."""
    words = []
    for k, leg in enumerate(legs):
        table = FIRST_LEG_WORDS if capital and k == 0 else LEG_WORDS
        verb, amount = leg[0], leg[1]
        if verb == "advance":
            words.append(said(table["advance"].template, d=f"{amount:.2f}"))
        elif verb == "move":  # loose models carried straight (free_moves.py)
            dx, dy = leg[1], leg[2]
            heading = math.degrees(math.atan2(dy, dx)) % 360
            words.append(said(table["move"].template, d=f"{math.hypot(dx, dy):.2f}", deg=f"{heading:.0f}"))
        elif verb in ("turn", "face", "rotate"):
            words.append(said(table[verb].template, deg=f"{amount:.2f}"))
        elif amount >= 0:
            words.append(said(table["left"].template, deg=f"{amount:.2f}"))
        else:
            words.append(said(table["right"].template, deg=f"{-amount:.2f}"))
    if not words:
        return said("Stay") if capital else said("stay")
    out = words[0]
    for w in words[1:]:
        out = said("{first}, then {next}", first=out, next=w)
    return out


def _fire_words(g: Any, firer: str, target: str, measured: bool = True) -> Said:
    """A fire choice with its range and cover where the step has worked them out (FL-FIRE-5, FL-COVER-2)."""
    top = _top(g)
    seen = top.seen.get((firer, target)) if measured and isinstance(top, Fire) else None
    if seen is None:
        return said("{unit} fires at {target}", unit=unit_words(g, firer), target=unit_words(g, target))
    cover = (
        said(", {cover} cover {fraction}", cover=seen.cover.kind, fraction=str(seen.cover.fraction))
        if seen.cover
        else ""
    )
    return said(
        "{unit} fires at {target}: {d} in{cover}",
        unit=unit_words(g, firer),
        target=unit_words(g, target),
        d=f"{seen.distance:.2f}",
        cover=cover,
    )


#: a selected unit's own buttons, without its name (the prompt names it)
OWN_WORDS = {
    "stand": said("Stand"),
    "block": said("Form a block"),
    "line": said("Form a line {files} wide"),
    "skirmish": said("Skirmish order"),
    "90": said("Turn left (90°)"),
    "180": said("Turn about (180°)"),
    "270": said("Turn right (90°)"),
}


def own_label(g: Any, action: Action) -> Said | str:
    """A selected unit's own action, without its name: "Advance 6.00 in", "Turn left (90°)", "Stand"."""
    verb, args = action.verb, action.args
    if verb == "move":
        try:
            legs = legs_of(args[1:])
        except ValueError:
            return str(action)
        return leg_words(legs, capital=True)
    if verb == "stand":
        return OWN_WORDS["stand"]
    if verb == "rotate" and args[1] in OWN_WORDS:
        return OWN_WORDS[args[1]]
    if verb == "form" and args[1] in OWN_WORDS:
        return said(OWN_WORDS[args[1]].template, files=args[2] if len(args) > 2 else "")
    if verb == "load" and len(args) == 2 and AND in args[1]:
        return said("Get in split among {vehicles}", vehicles=_vehicles_words(g, args[1]))
    if verb == "load" and len(args) == 2:
        return said("Get into {vehicle}", vehicle=unit_words(g, args[1]))
    return label(g, action)


def _vehicles_words(g: Any, named: str) -> str:
    """The tanks a split unit gets into (FL-TRANS-5), by name."""
    return ", ".join(str(unit_words(g, v)) for v in named.split(AND))


def label(g: Any, action: Action, *, measured: bool = True) -> Said | str:
    """An action in the words of its button (kernel/clicks.py ``Choice.label``);
    ``measured``: a fire with the range and cover the step under way found."""
    verb, args = action.verb, action.args
    # a unit gone since keeps its name (found playing: the log's line of a charge whose unit then
    # collapsed read "North:  charges Stab der Legion (S1)"); unit_words takes it from the battle
    unit = unit_words(g, args[0]) if args else ""
    if verb == "pick" and args[0] in g.state.aboard:
        return said(
            "Move {unit}, carried in {vehicle}", unit=unit, vehicle=unit_words(g, g.state.aboard[args[0]].vehicle)
        )
    if verb == "pick":
        return said("Move {unit}", unit=unit)
    if verb == "load" and len(args) == 2 and AND in args[1]:
        return said("{unit} gets in split among {vehicles}", unit=unit, vehicles=_vehicles_words(g, args[1]))
    if verb == "load" and len(args) == 2:
        return said("{unit} gets into {vehicle}", unit=unit, vehicle=unit_words(g, args[1]))
    if verb == "unload" and len(args) == 2:
        return (
            said("{unit}: get out at the front", unit=unit)
            if args[1] == "front"
            else said("{unit}: get out at the rear", unit=unit)
        )
    if verb == "stand" and args[0] in g.state.aboard:
        return said("{unit} stays in", unit=unit)
    if verb == "move":
        try:
            legs = legs_of(args[1:])
        except ValueError:
            return str(action)
        return said("{unit}: {legs}", unit=unit, legs=leg_words(legs))
    if verb == "stand":
        return said("{unit} stands", unit=unit)
    if verb == "rotate" and args[1] in TURN_WORDS:
        return said(TURN_WORDS[args[1]].template, unit=unit)
    if verb == "form":
        if args[1] == "block":
            return said("{unit}: form a block", unit=unit)
        if args[1] == "line":
            return said("{unit}: form a line {files} wide", unit=unit, files=args[2] if len(args) > 2 else "")
        return said("{unit}: skirmish order", unit=unit)
    if verb == "end-movement":
        return said("End the movement")
    if verb == "fire":
        return _fire_words(g, args[0], args[1], measured)
    if verb == "hold":
        return said("{unit} holds its fire", unit=unit)
    if verb == "end-fire":
        top = _top(g)
        if isinstance(top, GunFire):  # one group's: the next is asked after it (FL-FIRE-8)
            return said("End the fire of the {group}", group=word(GROUP, GUN_GROUPS[top.group]))
        return said("End the fire")
    if verb == "order" and len(args) == 3 and args[1] in TASK_WORDS:
        words = TASK_WORDS[args[1]] if args[1] != "S" or _pioneers(g, args[0]) else DEMOLISH_WORDS
        return said(words.template, unit=unit, sector=args[2])
    if verb == "plan":
        return said("{kind} artillery on {sector}", kind=args[0], sector=args[1])
    if verb == "end-plan":
        return said("The artillery plan is written")
    if verb == "charge":
        return said("{unit} charges {target}", unit=unit, target=unit_words(g, args[1]))
    if verb == "end-charges":
        return said("End the charges")
    if verb == "scout" and len(args) == 2:
        return said("{scout} watches {unit}", scout=unit, unit=unit_words(g, args[1]))
    if verb == "scout-reserve" and len(args) == 2:
        return said("{scout} learns when {unit} arrives from the reserve", scout=unit, unit=unit_words(g, args[1]))
    if verb == "end-officers":
        return said("No more orders for the officers")
    if verb == "end-scouting":
        return said("The scouts learn nothing more")
    if verb == "end-deployment":
        return said("End the deployment")
    if verb == "clear-terrain" and len(args) == 2:
        piece = g.tables.scenario.table.feature.get(args[1])  # the battle's: the log names it once it is gone
        return said("{unit}: remove {piece}", unit=unit, piece=(piece.name or piece.kind) if piece else args[1])
    if verb == "guide" and args:
        if args[0] == "none":
            return said("The guide leads through no piece")
        fid, _at, sector = args[0].partition(PART_OF)
        piece = g.tables.scenario.table.feature.get(fid)
        name = (piece.name or piece.kind) if piece else fid
        if sector:
            return said("The guide leads through {piece} in {sector}", piece=name, sector=sector)
        return said("The guide leads through {piece}", piece=name)
    if verb == "dispatch" and len(args) == 4:
        return said("{unit} carries to {target}: {order}", unit=unit, target=unit_words(g, args[1]),
                    order=f"{args[2]} {args[3]}")  # fmt: skip
    if verb == "deliver":
        carried = g.state.dispatches.get(args[0])
        target = unit_words(g, carried.unit) if carried else ""
        return said("{unit} delivers the order to {target}", unit=unit, target=target)
    if verb == "reserve" and len(args) == 3:
        return said("{unit} in reserve: arrives in round {n} in {sector}", unit=unit, n=args[1], sector=args[2])
    if verb == "deploy" and len(args) == 4:
        return said("{unit} placed at {x}, {y}", unit=unit, x=args[1], y=args[2])
    if verb == "strip" and len(args) == 3:
        return said("{unit}, gun {n}: a strip toward {degrees} degrees", unit=unit, n=args[1], degrees=args[2])
    if verb == "strip-part" and len(args) == 4:
        called = next((p.called for p in standing(g) if p.id == args[2]), args[2])
        return said("{unit}, gun {n}: a strip at {part}", unit=unit, n=args[1], part=called)
    if verb == "disc" and len(args) == 4:
        return said("{unit}, gun {n}: a disc at {x}, {y}", unit=unit, n=args[1], x=args[2], y=args[3])
    return str(action)


def _enemy_in(g: Any, uid: str, sector: str) -> bool:
    """Whether an enemy unit of ``uid`` stands in ``sector`` (its bases' middle there): an attack
    ordered on it can't be reached but by a charge, and a unit charges only once it has reached its
    sector (D12, FL-ORD-6)."""
    unit = g.state.units.get(uid)
    if unit is None:
        return False
    return any(o.side != unit.side and g.table.sector_at(o.body.centre) == sector for o in g.state.units.values())


# ---------------------------------------------------------------------- the choices
def _top(g: Any) -> Any:
    return g.state.stack[-1] if g.state.stack and not g.over else None


def sectors_asked(g: Any) -> bool:
    """Whether the decision now names a sector, not a unit (an order, FL-ORD-1; the
    artillery's plan, FL-ART-1; the guide's part of a larger piece, FL-SPEC-5): a click on a unit's bases then means the sector under
    it, as the units fill their own zone at the start."""
    top = _top(g)
    return isinstance(top, WriteOrders) or getattr(top, "step", "") in ("artillery", "guide")


def describe(g: Any, action: Action) -> FlChoice:
    """One action as its choice: its label, the unit it names, the enemy it aims at, the sector it picks."""
    verb, args = action.verb, action.args
    words = label(g, action)
    carried = g.state.aboard.get(args[0]) if args else None
    if carried is not None and verb in AIMED:  # passengers fire from their vehicle (FL-TRANS-2)
        return FlChoice(action, "button", words, unit=carried.vehicle, units=(carried.vehicle,), aimed=True,
                        enemy=args[1])  # fmt: skip
    if carried is not None:  # a carried unit: chosen by a click on its vehicle (FL-TRANS)
        return FlChoice(action, "unit" if verb == "pick" else "button", words, unit=carried.vehicle,
                        units=(carried.vehicle,))  # fmt: skip
    if verb == "pick":
        return FlChoice(action, "unit", words, unit=args[0], units=(args[0],))
    if verb == "guide" and args and PART_OF in args[0]:  # FL-SPEC-5: the part of a larger piece, by its sector's click
        return FlChoice(action, "place", words, place=args[0].split(PART_OF, 1)[1])
    if verb in ("order", "plan"):
        sector = args[-1]
        uid = args[0] if verb == "order" else None
        if verb == "order" and args[1] == "A" and _enemy_in(g, args[0], sector):  # the button warns, the log not
            words = said(
                "{order}: an enemy stands there, and a unit charges only from its own sector (D12)", order=words
            )
        return FlChoice(action, "place", words, unit=uid, units=(uid,) if uid else (), place=sector)
    if verb in AIMED and len(args) == 2:
        return FlChoice(action, "button", words, unit=args[0], units=(args[0],), aimed=True, enemy=args[1])
    if args and args[0] in g.state.units:
        return FlChoice(action, "button", words, unit=args[0], units=(args[0],))
    top = _top(g)
    if verb == "end-deployment" and isinstance(top, Deployment):  # the units that start where they stand
        return FlChoice(action, "button", words, units=tuple(u.id for u in g.state.side_units(top.side)))
    return FlChoice(action, "button", words)


#: the ends a step shows first: its other buttons may be more than the bar shows at once (a scout
#: watching any of a dozen enemy units), and letting it be must not hide at the end of a scrolled list
END_FIRST = ("end-scouting",)


def _order_key(c: FlChoice) -> tuple[bool, int]:
    verb = c.action.verb
    last = verb.startswith("end-") and verb not in END_FIRST
    return (last, VERB_ORDER.index(verb) if verb in VERB_ORDER else -1 if verb in END_FIRST else len(VERB_ORDER))


def choices(g: Any) -> list[FlChoice]:
    """Every legal action as a choice: a unit's moves before its giving up,
    the step's end last; while an order is written, a button for each task
    that waits for its sector's click (``task_buttons``)."""
    legal = g.legal_actions()
    made = [describe(g, a) for a in legal]
    if isinstance(_top(g), MoveUnit):  # the unit moving: the prompt names it, its buttons need not
        made = [replace(c, label=own_label(g, c.action)) for c in made]
    if isinstance(_top(g), Deployment):
        made = set_up_again(g) + made
    return task_buttons(g, legal) + sorted(made, key=_order_key)


def task_buttons(g: Any, legal: list[Action]) -> list[FlChoice]:
    """While a unit's order is written (FL-ORD-1): a button for each task it
    may have; pressed, it waits for a click on the sector (its ``then``)."""
    tasks = dict.fromkeys(a.args[1] for a in legal if a.verb == "order")
    if not tasks:
        return []
    uid = next(a.args[0] for a in legal if a.verb == "order")
    return [
        FlChoice(
            Action("order", (uid, task, "?")),
            "button",
            TASK_BUTTONS[task] if task != "S" or _pioneers(g, uid) else DEMOLISH_BUTTON,
            unit=uid,
            units=(uid,),
            then=f"{TASK_PICK}-{task}",
            then_says=said(
                (CLICK_SECTOR[task] if task != "S" or _pioneers(g, uid) else DEMOLISH_SECTOR).template,
                unit=unit_words(g, uid),
            ),
        )
        for task in ("H", "A", "S")
        if task in tasks
    ]


def unit_choices(g: Any, uid: str) -> list[FlChoice]:
    """What a unit selected in the movement step may do without drawing (the
    legal list's offers for it, FL-MOVE-1: ``candidates``), as buttons."""
    unit = g.state.units[uid]
    top = _top(g)
    waiting = {u.id for u in top.waiting(g)} if isinstance(top, Movement) else {uid}
    own = candidates(g, unit) if uid in waiting else []
    made = [replace(describe(g, a), label=own_label(g, a)) for a in own]
    made += dispatch_button(g, uid)  # a messenger at the staff: a new order to carry (FL-SPEC-2)
    for a in g.state.aboard.values():  # its passengers get out from it (FL-TRANS-4), each a button with its name
        if a.vehicle == uid and a.unit.id in waiting:
            made += [describe(g, c) for c in candidates(g, a.unit)]
    return sorted(made, key=_order_key)


# ---------------------------------------------------------------------- clicks
def _chosen(pick: Pick | None) -> str | None:
    return pick.thing if pick is not None and pick.kind == "unit" else None


def read_click(
    g: Any,
    cs: Sequence[FlChoice],
    pick: Pick | None = None,
    pending: Choice | None = None,
    /,
    *,
    unit: str | None = None,
    place: str | None = None,
    border: Any = None,
    drawn: Drawn | None = None,
    alone: bool = False,
) -> Click:
    """What a click on a unit (``unit``) or on a sector of the table (``place``) means (see the module)."""
    if unit is not None:
        return _unit_click(g, cs, pick, unit)
    if place is not None:
        return _sector_click(g, cs, pick, place)
    return Click(pick=pick)


def reserve_buttons(g: Any, uid: str) -> list[FlChoice]:
    """A unit of the side deploying, clicked: a button for each round it may arrive in
    from the reserve, each waiting for the sector of the zone (FL-SETUP-4)."""
    top = _top(g)
    name = unit_words(g, uid)
    return [
        FlChoice(
            Action("reserve", (uid, str(n), "?")),
            "button",
            said("Hold in reserve: arrives in round {n}...", n=n),
            unit=uid,
            units=(uid,),
            then=f"{RESERVE_PICK}-{uid}-{n}",
            then_says=said(
                "Click the sector of your zone where {unit} arrives in round {n} (FL-SETUP-4); Esc to step back",
                unit=name,
                n=n,
            ),
        )
        for n in arrival_rounds(g, top.side)
    ]


def set_up_again(g: Any) -> list[FlChoice]:
    """While a side deploys: a button for each of its units held in reserve, to set it up where it stood."""
    top = _top(g)
    out = []
    for uid, r in sorted(g.state.reserves.items()):
        if r.unit.side != top.side.value:
            continue
        body = r.unit.body
        at = body.front if isinstance(body, Formation) else Pose(*body.centre, body.poses[0].facing)
        action = act("deploy", uid, f"{at.x:.2f}", f"{at.y:.2f}", f"{at.facing:.2f}")
        if g.is_legal(action):
            out.append(FlChoice(action, "button", said("Set up {unit} after all (it arrives in round {n} in "
                                                       "{sector})", unit=unit_words(g, uid), n=r.round,
                                                       sector=r.sector)))  # fmt: skip
    return out


def dispatch_button(g: Any, messenger: str) -> list[FlChoice]:
    """A messenger selected that may set off (FL-SPEC-2): its button, waiting for the unit the order is for."""
    if why_not_setting_off(g, messenger):
        return []
    return [
        FlChoice(
            Action("dispatch", (messenger, "?", "?", "?")),
            "button",
            said("Carry a new order..."),
            unit=messenger,
            units=(messenger,),
            then=f"{DISPATCH_PICK}-{messenger}",
            then_says=said(
                "Click the unit {unit} carries the new order to (FL-SPEC-2); Esc to step back",
                unit=unit_words(g, messenger),
            ),
        )
    ]


def _dispatch_tasks(g: Any, pick: Pick, uid: str) -> Click:
    """The unit a messenger's order is for, clicked: a button for each task it may have, each waiting for the sector."""
    messenger = pick.kind.split("-", 1)[1]
    unit = g.state.units.get(uid)
    if unit is None or unit.side != g.state.units[messenger].side or not needs_order(unit):
        return Click(
            pick=pick, why=said("{unit} is no unit of its side with an order (FL-SPEC-2)", unit=unit_words(g, uid))
        )
    return Click(
        choices=tuple(
            FlChoice(
                Action("dispatch", (messenger, uid, task.value, "?")),
                "button",
                TASK_BUTTONS[task.value],
                unit=messenger,
                units=(messenger, uid),
                then=f"{DISPATCH_PICK}-{messenger}-{uid}-{task.value}",
                then_says=said(CLICK_SECTOR[task.value].template, unit=unit_words(g, uid)),
            )
            for task in tasks_for(unit, g)
        ),
        pick=pick,
    )


def _sector_of(g: Any, uid: str) -> str | None:
    """The sector under a unit's middle: a click on a unit while a sector is asked means it."""
    unit = g.state.units.get(uid)
    return g.table.sector_at(unit.body.centre) if unit is not None else None


def _unit_click(g: Any, cs: Sequence[FlChoice], pick: Pick | None, uid: str) -> Click:
    if isinstance(_top(g), WriteOrders):  # an order names a sector, not a unit
        return Click(pick=pick, why=_why_unit(g, None, uid))
    if pick is not None and pick.kind.startswith(f"{DISPATCH_PICK}-"):
        if pick.kind.count("-") == 1:  # the messenger's order: the unit it is for
            return _dispatch_tasks(g, pick, uid)
        sector = _sector_of(g, uid)  # its sector: the one under the unit clicked
        return _sector_click(g, cs, pick, sector) if sector else Click(pick=pick)
    if pick is not None and pick.kind.startswith(f"{RESERVE_PICK}-"):
        sector = _sector_of(g, uid)
        return _sector_click(g, cs, pick, sector) if sector else Click(pick=pick)
    top = _top(g)
    if isinstance(top, OfficerOrders) and dispatch_button(g, uid):  # FL-SPEC-4: the officer's order at the set-up
        return Click(choices=tuple(dispatch_button(g, uid)), pick=Pick("unit", uid), step=True, name=uid,
                     says=said("{unit}: an order to carry", unit=unit_words(g, uid)))  # fmt: skip
    if isinstance(top, Deployment) and uid in g.state.units and g.state.units[uid].side == top.side.value:
        return Click(choices=tuple(reserve_buttons(g, uid)), pick=Pick("unit", uid), step=True, name=uid,
                     says=said("{unit}: drag it where it starts, or hold it in reserve", unit=unit_words(g, uid)))  # fmt: skip
    chosen = _chosen(pick)
    if chosen == uid:  # the selected unit clicked again: let go of it
        return Click(cancel=True)
    if chosen is not None:
        aimed = [c for c in cs if c.unit == chosen and c.enemy == uid]
        if aimed:
            return Click(choices=(aimed[0],), pick=pick)
    at_it = [c for c in cs if c.enemy == uid]
    if chosen is None and at_it:  # an enemy: fired at by the one unit that may, else a short list of who fires
        return Click(choices=tuple(at_it), pick=pick)
    mine = [c for c in cs if c.unit == uid]
    if not mine:
        return Click(pick=pick, why=_why_unit(g, chosen, uid))
    top = _top(g)
    if isinstance(top, Movement):  # select it: nothing is taken until its action is chosen or drawn
        return Click(
            choices=tuple(unit_choices(g, uid)),
            pick=Pick("unit", uid),
            step=True,
            says=said(SELECTED_MOVER.template, unit=unit_words(g, uid)),
            name=uid,
        )
    if isinstance(top, MoveUnit):
        return Click(
            choices=tuple(mine),
            pick=Pick("unit", uid),
            step=True,
            says=said(SELECTED_MOVER.template, unit=unit_words(g, uid)),
            name=uid,
        )
    if any(c.aimed for c in mine):  # a firer (or a charger): its target is clicked next
        return Click(
            choices=tuple(mine),
            pick=Pick("unit", uid),
            step=True,
            says=said(SELECTED_FIRER.template, unit=unit_words(g, uid)),
            name=uid,
        )
    return Click(choices=tuple(mine), pick=pick)


def _task(pick: Pick | None) -> str | None:
    """The task a pick waits to write, with its sector still to click."""
    return pick.kind.removeprefix(f"{TASK_PICK}-") if pick is not None and pick.kind.startswith(TASK_PICK) else None


def _sector_click(g: Any, cs: Sequence[FlChoice], pick: Pick | None, sector: str) -> Click:
    if pick is not None and pick.kind.startswith(f"{DISPATCH_PICK}-") and pick.kind.count("-") == 3:
        _word, messenger, uid, task = pick.kind.split("-", 3)  # FL-SPEC-2: the new order's sector
        action = act("dispatch", messenger, uid, task, sector)
        if g.is_legal(action):
            return Click(choices=(describe(g, action),))
        return Click(pick=pick, why=g.ruleset.why_illegal(g, action))
    if pick is not None and pick.kind.startswith(f"{RESERVE_PICK}-"):  # FL-SETUP-4: the reserve's sector
        _word, uid, n = pick.kind.split("-", 2)
        action = act("reserve", uid, n, sector)
        if g.is_legal(action):
            return Click(choices=(describe(g, action),))
        return Click(pick=pick, why=g.ruleset.why_illegal(g, action))
    task = _task(pick)
    here = [
        c for c in cs if c.kind == "place" and c.place == sector and (task is None or c.action.args[1:2] == (task,))
    ]
    if here:
        return Click(choices=tuple(here), pick=pick)
    if pick is not None and not sectors_asked(g):  # bare ground with a unit selected: let go of it
        return Click(cancel=True)
    top = _top(g)
    if hasattr(top, "why_not"):  # a sector the artillery's plan may not name: why (FL-ART-2, FL-BOMB-3)
        return Click(pick=pick, why=top.why_not(g, sector))
    return Click(pick=pick)


def hint(
    g: Any,
    cs: Sequence[FlChoice],
    pick: Pick | None = None,
    /,
    *,
    unit: str | None = None,
    place: str | None = None,
    border: Any = None,
    drawn: Drawn | None = None,
) -> list[FlChoice]:
    """What a click would find (the status bar's hint while hovering)."""
    chosen = _chosen(pick)
    if unit is not None:
        if chosen is not None:
            return [c for c in cs if c.unit == chosen and c.enemy == unit]
        return [c for c in cs if c.kind != "place" and c.then is None and (c.unit == unit or c.enemy == unit)]
    if place is not None:
        task = _task(pick)
        return [c for c in cs if c.kind == "place" and c.place == place and task in (None, c.action.args[1])]
    return []


# ---------------------------------------------------------------------- a unit dragged on the table
def draggable(g: Any, uid: str) -> bool:
    """Whether the active player may draw a move of ``uid`` now: the
    movement step waits for its next unit and ``uid`` has not moved, or
    ``uid`` is the unit moving; a block or a line (it advances and wheels,
    FL-FACE-1) or loose models (carried straight, FL-FACE-2)."""
    top = _top(g)
    unit = g.state.units.get(uid)
    if isinstance(top, Deployment):  # FL-SETUP-3: any of the deploying side's units, where it may stand
        return unit is not None and unit.side == top.side.value
    if unit is None or not unit.profile.moves:
        return False
    if isinstance(top, MoveUnit):
        return top.uid == uid
    return isinstance(top, Movement) and unit.side == top.side.value and uid not in top.done


def read_drop(g: Any, action: Action) -> Click:
    """A move drawn on the table and let go: its choice where ``check``
    allows it and the step takes it, else why not with the rule and the
    numbers (FL-MOVE-2, FL-MOVE-6)."""
    top = _top(g)
    if isinstance(top, Deployment):
        body, why = check_place(g, top.side, action)
        if body is None:
            return Click(why=why)
        return Click(choices=(describe(g, action),))
    verdict = check(g, action)
    if not verdict.allowed:
        return Click(why=said("{reason} ({rule})", reason=verdict.reason, rule=verdict.rule))
    if not g.is_legal(action):
        return Click(why=g.ruleset.why_illegal(g, action))
    return Click(choices=(describe(g, action),))


# ---------------------------------------------------------------------- why not
def _why_unit(g: Any, chosen: str | None, uid: str) -> str:
    """Why a click on ``uid`` means nothing now, with the rule."""
    st = g.state
    u = st.units.get(uid)
    top = _top(g)
    if u is None:
        return said("{unit} is not on the table", unit=uid)
    name = unit_words(g, uid)
    if isinstance(top, WriteOrders):
        waiting = top.waiting(g)
        if waiting is not None:
            return said(
                "Write the order of {unit}: click the sector it is to hold or attack on the table (FL-ORD-1)",
                unit=unit_words(g, waiting.id),
            )
    if isinstance(top, Movement | MoveUnit):
        if u.side != top.side.value:
            return said("{unit} is not yours: {side} moves now (FL-MOVE-1)", unit=name, side=top.side.title)
        if isinstance(top, MoveUnit):
            return said(
                "First finish with {unit}: draw its move, turn it, re-form it or let it stand (FL-MOVE-1)",
                unit=unit_words(g, top.uid),
            )
        return said("{unit} has had its turn to move this round (FL-MOVE-1)", unit=name)
    if isinstance(top, Fire):
        if chosen is not None and u.side != top.side.value:
            firer = st.units[chosen]
            seen = best_sighting(g.table, firer, u, top.moments(u))
            if seen is None:
                return said(
                    "{firer} may not fire at {unit}: out of range, out of its front arc or out of sight (FL-FIRE-3)",
                    firer=unit_words(g, chosen),
                    unit=name,
                )
            return said(
                "{firer} fires at the nearest enemy unit it may fire at, not at {unit} (FL-FIRE-5)",
                firer=unit_words(g, chosen),
                unit=name,
            )
        if u.side != top.side.value:
            return said(
                "No unit of {side} may fire at {unit} now (FL-FIRE-3, FL-FIRE-5)", side=top.side.title, unit=name
            )
        if u.record.fired or uid in top.done:
            return said("{unit} has fired or held its fire this round (FL-FIRE-1)", unit=name)
        if top.own_round and u.record.moved:
            return said("{unit} moved: only units that did not move fire now (FL-FIRE-7)", unit=name)
        return said("{unit} has no enemy it may fire at now (FL-FIRE-3, FL-FIRE-8)", unit=name)
    return said("Nothing for {unit} to do now: {prompt}", unit=name, prompt=g.prompt().text)


def why_nothing(g: Any) -> str:
    """A game that is over: what its prompt says (who won, and why)."""
    text: str = g.prompt().text
    return text


# ---------------------------------------------------------------------- asked first, the buttons
def confirm_reason(g: Any, action: Action) -> str:
    """Nothing a click takes is asked first: undo takes a move back until dice are rolled."""
    return ""


def ask_first(g: Any, choice: Choice) -> str:
    return ""


def confirm_words(g: Any, choice: Choice, why: str, viewer: Any) -> tuple[str, str]:
    return "", ""


def button_group(g: Any, pending: Choice | None) -> tuple[HeldButton, ...]:
    """The buttons that end a step, in the order of the round (FL-SEQ-2), each always in its place."""
    if g.over:
        return ()
    return tuple((verb, words, "") for verb, words in STEP_BUTTONS)

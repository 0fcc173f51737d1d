"""What a click means in Norden & Süden: the game's click rules
(kernel/clicks.py ``ClickRules``), which the window's one controller
(ui/controller.py) asks once per click and follows; the window has no rule
and no word of this game. The choices are the ruleset's
(choices.py), as the kernel's click vocabulary reads them.

- A box glows where a click on it does something: start a march there
  (NS-MOVE-3), fight its battle (NS-CBT-2), retreat there (NS-RET), recruit
  there (NS-RECR-3: MI or MC, a button each where both may be).
- A counter glows where its unit can act: a click selects it and its
  destinations glow (a move's box, a port by sea or a landing, NS-SEA; an
  enemy it may fire at, NS-FIRE-1); a click on a glowing box (or a counter
  in it) moves it there, several paths to that box are offered as buttons;
  what it can do without a destination (fortify NS-FORT, promote NS-PROM,
  reinforce NS-REINF) is offered as buttons above the map.
- A counter of the map may stand for several identical units (the board's
  ``drawn``): a click on it acts on the unit clicked where it can act, else
  on the first of them that can; a click on a unit's own tile in the battle
  panel (``alone``) means that very unit (the enemy fired at, NS-FIRE-1).
- Everything without a place (roll, end the march, end the movement,
  stand, fire, no promotion, end the recruitment) is a button, each always
  in its place in the order of the player turn (``button_group``).
- A click that means nothing is refused with the ruleset's reason and its
  NS- id (``why_illegal``).
- Ending the movement with marches left is asked first (NS-MOVE-7).
"""

from __future__ import annotations

from dataclasses import dataclass

from gettysburg_desktop.kernel.clicks import Choice, Click, Drawn, HeldButton, Pick
from gettysburg_desktop.kernel.said import Said, said

from .actions import Action
from .battle import battle_view
from .choices import BUTTONS
from .choices import choices as ruleset_choices
from .choices import describe as ruleset_describe

#: the verbs whose unit is clicked first and a box (or an enemy counter) next
AIMED = frozenset({"move", "sea", "land", "target"})
#: the buttons that give something up: offered after the others
GIVING_UP = frozenset({"end-movement", "end-march", "end-recruitment", "no-promotion", "stand"})
#: the verbs a click on a box means
BOX_VERBS = ("march", "battle", "retreat", "cavalry-retreat", "recruit")
#: the buttons in the order of the player turn (NS-SEQ-2), each always in its place
#: (``button_group``): the march roll, the movement's, the battles', the promotion's,
#: the recruitment roll and its end ("roll" twice: its segment's is live)
TURN_BUTTONS = (
    ("movement", "roll"),
    ("movement", "end-march"),
    ("movement", "end-movement"),
    ("combat", "stand"),
    ("combat", "fire"),
    ("", "no-promotion"),
    ("recruitment", "roll"),
    ("recruitment", "end-recruitment"),
)

CLICK_WHERE = said("{unit}: click where it goes or what it fires at (highlighted), or Esc")
WHICH_ENEMY = said("Click the enemy counter {unit} fires at (NS-FIRE-1)")
IN_BOX = said("{box}: {why}")
NOTHING_IN_BOX = said("Nothing to do in {box} now: {prompt}")
NOTHING_FOR_UNIT = said("Nothing for {unit} to do now: {prompt}")
ONLY_IN_BATTLE = said("{unit} fires only at an enemy unit in its battle (NS-FIRE-1)")
TOO_FAR = said("{box} is more than two boxes from {unit}'s box (T4, NS-MOVE-4)")
MARCH_LOST = said(
    "{what}: the march left is lost (NS-MOVE-7). Press Confirm or Enter to end the movement, Esc to step back."
)
MARCHES_LOST = said(
    "{what}: the {n} marches left are lost (NS-MOVE-7). Press Confirm or Enter to end the movement, Esc to step back."
)
MARCHES_LOST_TIP = said("The marches left are lost (NS-MOVE-7) (Enter)")


@dataclass(frozen=True, slots=True)
class NsChoice(Choice):
    """A legal action of Norden & Süden as the window knows a choice
    (kernel/clicks.py): ``kind`` "button", "place" (a box) or "unit";
    ``places`` a move's path; ``enemy`` a target's unit; ``code`` a recruit's MI/MC."""

    enemy: str | None = None
    code: str | None = None


def as_choice(c) -> NsChoice:
    """A ruleset choice (choices.py) as the window's."""
    kind = {"box": "place"}.get(c.kind, c.kind)
    return NsChoice(
        action=c.action,
        kind=kind,
        label=c.label,
        unit=c.unit,
        units=(c.unit,) if c.unit else (),
        origin=c.origin,
        place=c.place,
        places=tuple(c.path),
        aimed=c.action.verb in AIMED,
        enemy=c.target,
        code=c.code,
    )


def choices(g) -> list[NsChoice]:
    """Every legal action as a choice: the buttons that do something before
    those that give up (Roll before End the recruitment)."""
    made = [as_choice(c) for c in ruleset_choices(g)]
    made.sort(key=lambda c: c.kind == "button" and c.verb in GIVING_UP)
    return made


def describe(g, action: Action) -> NsChoice:
    """One action as its choice (Suggest says and marks it)."""
    return as_choice(ruleset_describe(g, action))


# ---------------------------------------------------------------------- the board's counters
def _stack(g, drawn: Drawn | None, uid: str) -> tuple[str, ...]:
    """The units the counter of ``uid`` stands for (``uid`` alone where the board does not say)."""
    ids = drawn(uid)[0] if drawn is not None else ()
    return ids or (uid,)


def _box_of(g, drawn: Drawn | None, uid: str) -> str | None:
    """The box the counter of ``uid`` is drawn in (else the unit's own)."""
    box = drawn(uid)[1] if drawn is not None else None
    if box:
        return box
    u = g.state.units.get(uid)
    return u.box if u is not None else None


def _chosen(pick: Pick | None) -> str | None:
    return pick.thing if pick is not None and pick.kind == "unit" else None


# ---------------------------------------------------------------------- clicks
def read_click(
    g,
    cs: list[NsChoice],
    pick: Pick | None = None,
    pending: Choice | None = None,
    /,
    *,
    unit: str | None = None,
    place: str | None = None,
    border=None,
    drawn: Drawn | None = None,
    alone: bool = False,
) -> Click:
    """What a click on a counter (``unit``; ``alone``: a panel's tile of that
    very unit) or a box (``place``) means (see the module)."""
    if unit is not None:
        return _one_click(g, cs, pick, unit, drawn) if alone else _unit_click(g, cs, pick, unit, drawn)
    if place is not None:
        return _box_click(g, cs, pick, place, drawn)
    return Click(pick=pick)


def _unit_click(g, cs: list[NsChoice], pick: Pick | None, uid: str, drawn: Drawn | None) -> Click:
    """A click on a counter (one unit, or several identical ones)."""
    chosen = _chosen(pick)
    ids = _stack(g, drawn, uid)
    if chosen is not None:
        if chosen in ids:  # the chosen unit clicked again: step back
            return Click(cancel=True)
        at_target = [c for c in cs if c.unit == chosen and c.enemy in ids]
        if at_target:  # identical enemies stand as one counter: firing at one is firing at any
            return Click(choices=(at_target[0],), pick=pick)
        box = _box_of(g, drawn, uid)
        if box is not None and any(c.unit == chosen and c.place == box and c.enemy is None and c.aimed for c in cs):
            return _box_click(g, cs, pick, box, drawn)  # a counter in the box the chosen unit may go to: the box
    shots = [c for c in cs if c.enemy is not None and c.enemy in ids]
    if chosen is None and len({c.unit for c in shots}) == 1:  # an enemy the next firer may fire at
        return Click(choices=(next((c for c in shots if c.enemy == uid), shots[0]),), pick=pick)
    # the unit clicked acts when it can (a battle counter stands for one unit); else the
    # first of the identical units its map counter stands for that can
    mover = next((i for i in (uid, *ids) if any(c.unit == i for c in cs)), None)
    if mover is None:
        box = _box_of(g, drawn, uid)
        if box is not None and any(c.kind == "place" and c.place == box for c in cs):
            return _box_click(g, cs, pick, box, drawn)  # nothing for the unit itself: its box's action
        return Click(pick=pick, why=_why_unit(g, cs, uid))
    mine = [c for c in cs if c.unit == mover]
    aimed = [c for c in mine if c.aimed]
    direct = [c for c in mine if not c.aimed]
    if not aimed:
        return Click(choices=tuple(direct))
    return Click(
        choices=tuple(direct),
        pick=Pick("unit", mover),
        step=True,
        says=said(CLICK_WHERE.template, unit=g.unit_words(g.unit(mover))),
        name=mover,
    )


def _one_click(g, cs: list[NsChoice], pick: Pick | None, uid: str, drawn: Drawn | None) -> Click:
    """A click on one unit's tile in the battle panel: that very unit, never
    an identical one the map's counter stands for with it (NS-FIRE-1: the
    enemy fired at; NS-PROM-2: the unit promoted)."""
    chosen = _chosen(pick)
    shots = [c for c in cs if c.enemy == uid and chosen in (None, c.unit)]
    if len({c.unit for c in shots}) == 1:
        return Click(choices=(shots[0],), pick=pick)
    if chosen is None and not any(c.unit == uid for c in cs):
        why = _why_not_target(g, uid)
        if why:
            return Click(pick=pick, why=why)
    return _unit_click(g, cs, pick, uid, drawn)


def _box_click(g, cs: list[NsChoice], pick: Pick | None, place: str, drawn: Drawn | None) -> Click:
    """A click on a box."""
    chosen = _chosen(pick)
    if chosen is not None:
        cands = [c for c in cs if c.unit == chosen and c.aimed and c.place == place]
        if not cands:  # an identical unit of the same counter may go there (one the rules tell apart)
            for other in _stack(g, drawn, chosen):
                cands = [c for c in cs if c.unit == other and c.aimed and c.place == place]
                if cands:
                    break
        if not cands:
            return Click(pick=pick, why=_why_not_there(g, cs, chosen, place))
        targets = [c for c in cands if c.enemy is not None]
        if targets and len({c.enemy for c in targets}) > 1:
            # several enemies in the box: the click on the counter says which
            return Click(pick=pick, why=said(WHICH_ENEMY.template, unit=chosen))
        return Click(choices=tuple(cands), pick=pick)
    cands = [c for c in cs if c.kind == "place" and c.place == place]
    if cands:
        return Click(choices=tuple(cands), pick=pick)
    # nothing for the box: a unit of it that can act is what the click means
    units = [c.unit for c in cs if c.kind == "unit" and c.unit and _box_of(g, drawn, c.unit) == place]
    if units:
        return _unit_click(g, cs, pick, units[0], drawn)
    return Click(pick=pick, why=_why_box(g, cs, place))


def hint(
    g,
    cs: list[NsChoice],
    pick: Pick | None = None,
    /,
    *,
    unit: str | None = None,
    place: str | None = None,
    border=None,
    drawn: Drawn | None = None,
) -> list[NsChoice]:
    """What a click would find (the status bar's hint while hovering)."""
    chosen = _chosen(pick)
    if unit is not None:
        ids = _stack(g, drawn, unit)
        if chosen is not None:
            box = _box_of(g, drawn, unit)
            return [c for c in cs if c.unit == chosen and (c.enemy in ids or c.place == box)]
        return [c for c in cs if c.unit in ids]
    if place is None:
        return []
    if chosen is not None:
        return [c for c in cs if c.unit == chosen and c.aimed and c.place == place]
    return [c for c in cs if c.kind == "place" and c.place == place]


# ---------------------------------------------------------------------- why not
def _why(g, text: str) -> str:
    """The ruleset's refusal of the action ``text`` (its NS- id in it), "" if none."""
    try:
        action = Action.parse(text)
    except ValueError:
        return ""
    why = g.ruleset.why_illegal(g, action)
    if isinstance(why, Said) or not why:
        return why or ""
    prefix = f"{text}: not legal: "
    return why[len(prefix) :] if why.startswith(prefix) else why


def _why_box(g, cs: list[NsChoice], place: str) -> str:
    verbs = {c.verb for c in cs}
    name = g.box_name(place)
    for verb in BOX_VERBS:
        if verb in verbs:
            text = f"recruit MI {place}" if verb == "recruit" else f"{verb} {place}"
            why = _why(g, text)
            if why:
                return said(IN_BOX.template, box=name, why=why)
    battle = battle_view(g)
    if battle and place in g.map.neighbours(battle["box"]):  # a box to retreat to? (NS-RET)
        why = _why(g, f"retreat {place}")
        if why:
            return said(IN_BOX.template, box=name, why=why)
    return said(NOTHING_IN_BOX.template, box=name, prompt=g.prompt().text)


def _why_unit(g, cs: list[NsChoice], uid: str) -> str:
    u = g.state.units.get(uid)
    verbs = {c.verb for c in cs}
    why = _why_not_target(g, uid)
    if why:
        return why
    if u is not None and u.box is not None:
        if "move" in verbs:
            for n in g.map.neighbours(u.box):
                why = _why(g, f"move {uid} {u.box}>{n}")
                if why:
                    return why
        for verb in ("fortify", "promote", "reinforce"):
            if verb in verbs:
                why = _why(g, f"{verb} {uid}")
                if why:
                    return why
    return said(NOTHING_FOR_UNIT.template, unit=uid, prompt=g.prompt().text)


def _why_not_target(g, uid: str) -> str:
    """While targets are declared (NS-FIRE-1): why a click on ``uid``
    declares nothing, in the battle's words: an enemy already fired at,
    a firer out of its army's order, every target declared ("" when no
    battle declares targets or ``uid`` is not in it)."""
    battle = battle_view(g)
    if not battle or battle.get("stage") != "declare-targets" or not battle.get("firing"):
        return ""
    firing = battle["firing"]
    armies = battle["armies"]
    own = [u["id"] for u in armies.get(firing, ()) if u.get("in_battle", True)]
    enemies = [u["id"] for side, units in armies.items() if side != firing for u in units if u.get("in_battle", True)]
    if uid in enemies:
        firer = battle.get("next_firer") or (own[0] if own else None)
        text = f"target {firer} {uid}"
    elif uid in own and enemies:
        text = f"target {uid} {enemies[0]}"
    else:
        return ""
    return "" if g.is_legal(Action.parse(text)) else _why(g, text)


def _why_not_there(g, cs: list[NsChoice], uid: str, place: str) -> str:
    """Why the chosen unit cannot go to ``place`` (the ruleset's reason for a path there)."""
    u = g.state.units.get(uid)
    verbs = {c.verb for c in cs if c.unit == uid}
    if u is None or u.box is None:
        return ""
    if "target" in verbs:
        return said(ONLY_IN_BATTLE.template, unit=uid)
    paths = []
    if place in g.map.neighbours(u.box):
        paths.append(f"{u.box}>{place}")
    paths += [f"{u.box}>{m}>{place}" for m in g.map.neighbours(u.box) if place in g.map.neighbours(m)]
    for path in paths:
        why = _why(g, f"move {uid} {path}")
        if why:
            return why
    if "sea" in verbs or "land" in verbs:
        why = _why(g, f"sea {uid} {place}")
        if why:
            return why
    return said(TOO_FAR.template, box=g.box_name(place), unit=uid)


def why_nothing(g) -> str:
    """A game that is over: what its prompt says (who won, and why)."""
    return g.prompt().text


# ---------------------------------------------------------------------- asked first, the buttons
def confirm_reason(g, action: Action) -> str:
    """No click on the board takes a step that can't be taken back in this
    game on its own (the only step asked first is a button's: ``ask_first``)."""
    return ""


def ask_first(g, choice: Choice) -> str:
    """Ending the movement with marches left is asked first, as ending a
    turn is in Gettysburg: those marches are lost (NS-MOVE-7), and nothing
    takes them back once the other side moves."""
    return "marches" if choice.verb == "end-movement" and g.state.marches_left > 0 else ""


def confirm_words(g, choice: Choice, why: str, viewer) -> tuple[str, str]:
    """What the window says while the end of the movement waits (NS-MOVE-7), and the Confirm button's tooltip."""
    if why != "marches":
        return "", ""
    n = g.state.marches_left
    text = MARCH_LOST if n == 1 else MARCHES_LOST
    return said(text.template, what=choice.label, n=n), MARCHES_LOST_TIP


def button_group(g, pending: Choice | None) -> tuple[HeldButton, ...]:
    """The buttons in the order of the player turn (``TURN_BUTTONS``),
    each always in its place, lit when it may be pressed: a button never
    takes the place of another, so a second click on "End the march" never
    lands on "End the movement", nor one on "End the movement" on "Fire"
    (issue 22, item 4). A roll is live in its own segment's place only."""
    if g.over:
        return ()
    segment = g.state.segment
    return tuple((verb if not where or where == segment else "", BUTTONS[verb], "") for where, verb in TURN_BUTTONS)

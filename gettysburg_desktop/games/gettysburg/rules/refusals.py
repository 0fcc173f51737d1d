"""Why a click means nothing now: for every step of the sequence of play,
the reason a click on a unit, a place or a border finds no legal action, in
the rules' words with the rule ids (issue 14, item 3). The window never
works the rules out itself: it asks ``refusal(g, unit=..., place=...,
border=...)`` (or ``choices.why_nothing``, the same in one line).

Every reason names at least one rule id; none is a bare "nothing to do"
(tests/rules/test_refusals.py walks every kind at random positions).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .gateway import Gateway
from .movement import MUST_STAY, MoveOrder
from .orders import OrderFrame
from .periods import is_night
from .said import Said, said
from .sequence import MUST_ORDER, Turn

#: a rule id as the rulebook writes it (R-MOVE-7, R-FPASS, R-ASLT-10)
RULE_ID = re.compile(r"\bR-[A-Z]+(?:-\d+)?\b")


@dataclass(frozen=True)
class Refusal:
    """Why a click means nothing now: ``reason`` (one sentence, its rule ids
    in brackets), ``rules`` (those ids, in order, for links), ``asked`` (what
    the deciding side is asked, with its rule id) and ``text``, the line
    ``why_nothing`` gives."""

    reason: Said
    asked: Said
    text: Said
    #: the rule ids the reason rests on (for a unit of the side not deciding:
    #: the rule of what is asked, who decides)
    cited: tuple[str, ...] = ()

    @property
    def rules(self) -> tuple[str, ...]:
        return self.cited or tuple(dict.fromkeys(RULE_ID.findall(self.reason)))


def refusal(g: Gateway, unit: str | None = None, place: str | None = None, border=None, **_) -> Refusal:
    """Why a click on ``unit``, ``place`` (or both: a unit then where it
    goes) or ``border`` (a pair of places) means nothing now."""
    if g.over:
        reason = said("The game is over: {why}", why=g.outcome[1])
        return Refusal(reason, reason, reason)
    p = g.prompt()
    question = p.text.args["question"]
    if f"({p.rule})" in question:  # the question cites its rule already (R-ACT-3): once is enough
        asked = said("{side}: {question}", side=p.side.title, question=question)
    else:
        asked = said("{side}: {question} ({rule})", side=p.side.title, question=question, rule=p.rule)
    top = g.state.stack[-1]
    if unit is not None and place is not None:
        why = getattr(top, "why_not", None)
        reason = why(g, g.state.units[unit], place) if why is not None else None
        if reason:
            text = said("{unit} cannot go to {place}: {reason}.", unit=g.name(unit), place=g.name(place), reason=reason)
            return Refusal(text, asked, text)
        reason = _unit_to_place(g, top, unit, place)
    elif unit is not None:
        u = g.state.units[unit]
        if u.side is not p.side:
            reason = said(
                "{unit} is a {side} unit, and the {deciding} side decides now",
                unit=g.name(unit),
                side=u.side.title,
                deciding=p.side.title,
            )
            text = said(
                "{unit} is a {side} unit, and the {deciding} side decides now. {asked}",
                unit=g.name(unit),
                side=u.side.title,
                deciding=p.side.title,
                asked=asked,
            )
            return Refusal(reason, asked, text, tuple(RULE_ID.findall(p.rule)))
        reason = _unit(g, top, p.step, u)
    elif border is not None:
        reason = _border(g, top, p.step, tuple(border))
    elif place is not None:
        reason = _place(g, top, p.step, place)
    else:
        return Refusal(asked, asked, asked)
    if str(reason) in str(asked):  # the prompt says it already (R-ACT-3 binding): not twice
        return Refusal(reason, asked, asked)
    cited = RULE_ID.findall(reason)
    if cited and set(cited) <= set(RULE_ID.findall(asked)):  # the reason restates what is asked, on its rule: once
        return Refusal(reason, asked, reason)
    return Refusal(reason, asked, said("{reason}. {asked}", reason=reason, asked=asked))


# ---------------------------------------------------------------- a unit


def no_order_from(g: Gateway, place: str) -> Said | None:
    """Why no order comes from the deciding side's command block in
    ``place`` now, though the block may be removed (None: one may). The
    window shows "Issue an order" greyed with it, so the removal never
    stands where the order stands at other blocks (issue 22)."""
    st = g.state
    top = st.stack[-1]
    block = st.blocks.get(place)
    if not isinstance(top, Turn) or block is None or block.side is not top.side:
        return None
    if any(a.verb in ("order", "double-order") and a.args[0] == place for a in g.legal_actions(ordered=False)):
        return None
    pl = g.name(place)
    if block.discs >= block.value:
        return said("the block in {place} holds as many discs as its value: no order from it (R-ORD-1)", place=pl)
    if top.acted:
        return said("your action this turn is taken: move units out of entry boxes, or end the turn (R-ACT-1)")
    if top.side.value == "usa":
        return said("no blue disc is left in this period's order box: no order from a block (R-DISC-1, R-ORD-1)")
    return said("the single-order box is empty and the double-order box holds fewer than 2 discs (R-DISC-2, R-ORD-2)")


def _unit(g: Gateway, top, step: str, u) -> Said:
    n = g.name
    uid, here = n(u.id), u.location
    if g.bf.is_box(here) and isinstance(top, (Turn, MoveOrder)):
        return _entry_reason(g, u, top)
    if isinstance(top, Turn):
        if top.pending and not top.acted:
            return said(
                "{unit} moves only by an order now: fight the assaults your free moves began, or issue a move order whose units join them (R-MOVE-8)",
                unit=uid,
            )
        if top.acted:
            return said(
                "{unit} can't be ordered now: your action this turn is taken; only free moves out of entry boxes are left (R-ACT-1)",
                unit=uid,
            )
        if not g.bf.is_area(here):
            return said("{unit} is not on the map (R-REIN-1)", unit=uid)
        return said(
            "{unit} moves or fights only by an order, from a command block of yours in {area} or next to it (R-ORD-1)",
            unit=uid,
            area=n(here),
        )
    if isinstance(top, OrderFrame):
        return _order_area(g, top, here, unit=u)
    if isinstance(top, MoveOrder):
        return top.why_not_unit(g, u) or said("{unit} can move: click it, then a highlighted area (R-MOVE-1)", unit=uid)
    area = getattr(top, "area", None)
    if step == "declare-fire":
        return _fire_unit(g, top, u)
    if step == "take-fire-marker":
        return said(
            "{unit}: first take an artillery-fire marker from the map: none is left in the supply (R-ART-6)", unit=uid
        )
    if step == "choose-assault":
        return said("{unit}: first choose the assault fought next: click one of the areas entered (R-MOVE-8)", unit=uid)
    if area is not None and here != area:
        return said("{unit} is not in {area}, where this decision is (R-ASLT)", unit=uid, area=n(area))
    words = {"unit": uid, "area": n(area) if area else ""}
    if step == "assign-cube":
        if u.is_artillery:
            return said("artillery never takes cubes (R-DMG-2)")
        return said(
            "{unit} can't take this cube: it goes to an infantry or cavalry unit holding the fewest cubes, never to one it would eliminate while another "
            "could take it (R-DMG-2, R-DMG-6)",
            **words,
        )
    if step == "assign-existing-cubes":
        if u.is_artillery:
            return said("artillery never takes cubes (R-DMG-2)")
        return said(
            "{unit} can't take this cube: the cubes in {area} go to the defending units of their colour, within their limits (R-DMG-2, R-DMG-8)",
            **words,
        )
    if step == "take-cube":
        return said(
            "{unit}: a long-range hit is taken as a cube of a colour whose units in {area} can hold it (R-DMG-7)",
            **words,
        )
    if step == "damage-artillery":
        return said("{unit} can't take this hit: an undamaged artillery unit in {area} takes it (R-ART-5)", **words)
    if step == "counter-attack":
        return said("{unit} can't fall back: one of the attacking units in {area} falls back (R-ASLT-5)", **words)
    if step == "retreat":
        return said(
            "{unit} is not the unit retreating now: {mover} retreats first ({rule})",
            mover=n(top.unit),
            rule=top.rule,
            **words,
        )
    if step == "withdraw-artillery":
        return said(
            "{unit} can't withdraw: only the defending artillery in {area} withdraws, to an area free of enemy units (R-ASLT-8)",
            **words,
        )
    if step == "ride-off":
        return said(
            "{unit} can't ride off: only the artillery in {area} may follow the evading cavalry (R-ASLT-10)", **words
        )
    if step == "artillery-retreat":
        return said(
            "{unit}: the artillery left in {area} rides off undamaged or retreats damaged: choose with the buttons (R-ASLT-9)",
            **words,
        )
    if step == "cube-colour":
        return said("{unit}: choose the colour of the cube the retreat leaves (R-RET-3, R-RET-4)", **words)
    if step == "remove-entrenchment":
        return said("{unit}: click the border of the entrenchment marker that goes (R-ENT-5)", **words)
    return said(
        "{unit} has no part in this decision ({rule})", unit=uid, rule=top.rule_now(g)
    )  # pragma: no cover - every step is above


def _entry_reason(g: Gateway, u, top=None) -> Said:
    """R-REIN-3 [interpretation]: why ``u`` can't leave its entry box now."""
    box = u.location
    area = g.bf.entry_boxes[box].area
    words = {"unit": g.name(u.id), "box": g.name(box), "area": g.name(area)}
    enemy = g.holds_enemy(area, u.side)
    if enemy and is_night(g.state.period):
        return said(
            "{unit} can't leave {box}: no unit enters an area holding enemy units at night (R-TIME-4, R-REIN-3)",
            **words,
        )
    if enemy and u.is_artillery:
        return said(
            "{unit} can't leave {box}: artillery never enters an area holding enemy units (R-MOVE-4, R-REIN-3)", **words
        )
    if isinstance(top, MoveOrder) and top.passing is not None:
        return said(
            "{unit} can't leave {box} now: {passing} holds more than four units: first move one of them on (R-MOVE-5)",
            passing=g.name(top.passing),
            **words,
        )
    if isinstance(top, MoveOrder) and (top.relief_reach is not None or top.must_relieve is not None):
        return said(
            "{unit} can't leave {box} now: the over-stacked area's units need the room to leave it with the second order (R-ORD-2)",
            **words,
        )
    if not g.has_room(area, u.side):
        return said(
            "{unit} can't leave {box}: {area} holds four units of its side already (R-MOVE-5, R-REIN-3)", **words
        )
    return said(
        "{unit} can't leave {box} into {area} at this moment: free moves are made during the side's own turn, before, with or after its action (R-REIN-3, R-ACT-1)",
        **words,
    )


def _fire_unit(g: Gateway, top, u) -> Said:
    uid = g.name(u.id)
    if not u.is_artillery:
        return said("only artillery fires: {unit} is not artillery (R-ART-1)", unit=uid)
    if u.id in top.fired:
        return said("{unit} has declared its fire already (R-ART-4)", unit=uid)
    if g.bf.is_box(u.location):
        return said("artillery never fires out of an entry box (R-REIN-3)")
    if is_night(g.state.period):
        return said("no artillery fires at night (R-ART-8)")
    if u.location not in g.bf.fire_reach(top.disc):
        return said(
            "{unit} is out of reach of this order: artillery fires from {area} or the areas around it (R-ART-1)",
            unit=uid,
            area=g.name(top.disc),
        )
    areas = list(dict.fromkeys(top.fired_from))
    if len(areas) >= 2 and u.location not in areas:
        return said(
            "{unit} can't join this fire: the artillery of two areas at most fires with one order (R-ART-1)", unit=uid
        )
    return said("{unit} has no target: no enemy unit in range and in sight (R-ART-2, R-ART-3)", unit=uid)


# ---------------------------------------------------------------- a place


def _place(g: Gateway, top, step: str, place: str) -> Said:
    n = g.name
    pl = n(place)
    st = g.state
    side = top.side
    if isinstance(top, Turn):
        if top.pending and not top.acted:
            return said(
                "no order can come from {place} now: fight the assaults your free moves began, or issue a move order whose units join them (R-MOVE-8)",
                place=pl,
            )
        if top.acted:
            return said("your action this turn is taken: move units out of entry boxes, or end the turn (R-ACT-1)")
        block = st.blocks.get(place)
        if top.must_order(g):
            if block is not None and block.side is side and block.discs >= block.value:
                return said(
                    "the block in {place} holds as many discs as its value (R-ORD-1), and {why}",
                    place=pl,
                    why=MUST_ORDER,
                )
            return MUST_ORDER
        enemy = [u for u in st.at.get(place, ()) if u.side is not side]
        if enemy and (block is None or block.side is not side):
            return said(
                "{place} holds {side} units: a command block goes only where no enemy unit stands (R-BLK-1)",
                place=pl,
                side=enemy[0].side.title,
            )
        if block is not None and block.side is not side:
            return said(
                "{place} holds a {side} command block: one block per place (R-BLK-1)", place=pl, side=block.side.title
            )
        if block is not None:
            return said("the block in {place} holds as many discs as its value: no order from it (R-ORD-1)", place=pl)
        if not st.available[side]:
            return said(
                "all your command blocks are on the map: remove one before you place one in {place} (R-BLK-1, R-BLK-2)",
                place=pl,
            )
        return said(
            "none of your command blocks can go to {place} now (R-BLK-1)", place=pl
        )  # pragma: no cover - the cases are above
    if isinstance(top, OrderFrame):
        return _order_area(g, top, place)
    if isinstance(top, MoveOrder):
        if top.passing is not None:
            return said("{area} holds more than four units: first move one of them on (R-MOVE-5)", area=n(top.passing))
        return said(
            "choose a unit first, then where it goes: the units of {area} move (R-MOVE-1, R-ORD-1)", area=n(top.area)
        )
    area = getattr(top, "area", None)
    if step == "declare-fire":
        return said("choose a firing artillery unit first, then its target (R-ART-1, R-ART-4)")
    if step == "take-fire-marker":
        return said("{place} holds no artillery-fire marker to take (R-ART-6)", place=pl)
    if step == "choose-assault":
        return said(
            "no assault waits in {place}: the assaults to fight are in {areas} (R-MOVE-8)",
            place=pl,
            areas=", ".join(n(a) for a in top.areas),
        )
    if step == "retreat":
        words = {"unit": n(top.unit), "place": pl, "area": n(top.area)}
        if top.role == "attacker":
            return said(
                "{unit} cannot retreat to {place}: an attacking unit retreats to the area it came from (R-RET-1)",
                **words,
            )
        return said(
            "{unit} cannot retreat to {place}: a defender retreats next to {area}, near a block of its side, not into enemy units "
            "nor where the attackers came from (R-RET-2, R-RET-3)",
            **words,
        )
    if step == "withdraw-artillery":
        return said(
            "the artillery cannot withdraw to {place}: it withdraws to an area next to {area} without enemy units, as a retreat goes (R-ASLT-8, R-RET-2)",
            place=pl,
            area=n(area),
        )
    if step == "ride-off":
        return said("the artillery follows the cavalry's own path or stays: {place} is not on it (R-ASLT-10)", place=pl)
    if step == "artillery-retreat":
        return said(
            "the artillery cannot go to {place}: it rides off with the cavalry or retreats damaged (R-ASLT-9)", place=pl
        )
    if step in ("assign-cube", "assign-existing-cubes", "damage-artillery", "counter-attack"):
        rule = {
            "assign-cube": "R-DMG-6",
            "assign-existing-cubes": "R-DMG-8",
            "damage-artillery": "R-ART-5",
            "counter-attack": "R-ASLT-5",
        }[step]
        return said("click a unit in {area}: the decision is about its units ({rule})", area=n(area), rule=rule)
    if step in ("take-cube", "cube-colour"):
        rule = "R-DMG-7" if step == "take-cube" else "R-RET-3"
        return said(
            "choose a colour (a unit of that colour in {area}, or a button): {place} is not part of it ({rule})",
            area=n(area),
            place=pl,
            rule=rule,
        )
    if step == "remove-entrenchment":
        return said("click the border of the marker in {area} that goes (R-ENT-5)", area=n(area))
    return said(
        "{place} has no part in this decision ({rule})", place=pl, rule=top.rule_now(g)
    )  # pragma: no cover - every step is above


def _order_area(g: Gateway, top, area: str, unit=None) -> Said:
    """Why the order being chosen (R-ORD-3) can't go to the units of ``area``
    (a click on the area, or on ``unit`` in it)."""
    n = g.name
    disc = top.places[top.index]
    side = top.side
    st = g.state
    who = {"what": n(unit.id) if unit is not None else n(area)}
    if area not in g.bf.order_reach(disc):
        return said(
            "{what} is out of reach of this order: it goes to the units of {disc} or of an area next to it (R-ORD-1)",
            disc=n(disc),
            **who,
        )
    if not g.bf.is_area(area):
        return said("{what} is in an entry box: its units leave it by free moves, not by an order (R-REIN-3)", **who)
    mine = [u for u in st.at.get(area, ()) if u.side is side]
    if not mine:
        return said("{area} holds none of your units to order (R-ORD-1)", area=n(area))
    if len(mine) != len(st.at[area]):
        return said("the units in {area} wait for their assault (R-MOVE-8)", area=n(area))
    movable = any(a.verb == "move" and a.args == (area,) for a in g.legal_actions(ordered=False))
    if area in st.disrupted:  # R-MOVE-7: one infantry or cavalry unit stays (with none, nobody goes)
        fighters = [u for u in mine if u.fights]
        if unit is not None and ((unit.fights and len(fighters) == 1) or not fighters):
            return said("{what} cannot leave {area}: {why}", what=n(unit.id), area=n(area), why=MUST_STAY)
        if unit is None and not movable and len(fighters) <= 1:
            return said("the units in {area} cannot leave: {why}", area=n(area), why=MUST_STAY)
    if movable:
        return said(
            "click the area {area} to order its units to move, or choose another order above (R-ORD-1, R-ORD-3)",
            area=n(area),
        )
    if top.turn.pending:
        return said(
            "a second order that joins the assaults moves units into them: the units of {area} can't (R-ORD-2, R-MOVE-8)",
            area=n(area),
        )
    return said(
        "the units in {area} have nowhere to move: every area next to it is full, or holds enemy units they may not enter (R-MOVE-2, R-MOVE-4, R-MOVE-5, R-TIME-4)",
        area=n(area),
    )


def _unit_to_place(g: Gateway, top, unit: str, place: str) -> Said:
    """A unit chosen, then a place the unit can't go to (outside a move, or
    where the move order has no reason of its own)."""
    u = g.state.units[unit]
    if g.bf.is_box(u.location) and not isinstance(top, MoveOrder):
        area = g.bf.entry_boxes[u.location].area
        if place != area:
            return said(
                "{unit} leaves {box} only into {area} (R-REIN-3)",
                unit=g.name(unit),
                box=g.name(u.location),
                area=g.name(area),
            )
        return _entry_reason(g, u, top)
    if g.prompt().step == "declare-fire":
        return said(
            "{unit} can't fire at {place}: out of range or out of sight, or no enemy unit there (R-ART-2, R-ART-3)",
            unit=g.name(unit),
            place=g.name(place),
        )
    return said(
        "{unit} cannot go to {place} now: {why}",
        unit=g.name(unit),
        place=g.name(place),
        why=_place(g, top, g.prompt().step, place),
    )


# ---------------------------------------------------------------- a border


def _border(g: Gateway, top, step: str, border: tuple[str, str]) -> Said:
    n = g.name
    a, b = border
    words = {"area": n(a), "other": n(b)}
    if isinstance(top, OrderFrame):
        st = g.state
        reach = g.bf.order_reach(top.places[top.index])
        ends = [x for x in (a, b) if x in reach and g.bf.is_area(x) and g.count(x, top.side)]
        if not ends:
            return said(
                "no entrenchment along the border of {area} and {other}: a marker goes in an area of your units this order reaches (R-ENT-1)",
                **words,
            )
        if top.turn.pending:
            return said("a second order that joins the assaults moves units: no entrenchment now (R-ORD-2)")
        if all(len(st.entrenchments.get(x, ())) >= 2 for x in ends):
            return said("{area} holds two entrenchment markers already (R-ENT-1)", area=n(ends[0]))
        return said("no entrenchment marker is left in the supply (R-ENT-1, R-COMP)")
    if step == "remove-entrenchment":
        return said(
            "no marker in {area} faces {other}: click the border of one that does (R-ENT-5)",
            area=n(getattr(top, "area", a)),
            other=n(b if a == getattr(top, "area", a) else a),
        )
    return said("borders are chosen only for entrenchments, by an order (R-ENT-1, R-ENT-2)")

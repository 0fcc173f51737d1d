"""An action in the log's words ("moves Heth: Pettigrew to Herr Ridge"):
the log, the only-choice lines of the gateway and the window's tooltips
read actions through here (re-exported by choices.py)."""

from __future__ import annotations

from .actions import Action
from .artillery import aimed_at
from .base_board import BaseBoard
from .pieces import CUBE_SUPPLY, colour_words
from .said import Said, said

#: an action in the log's words, by verb: {0}, {1}, {2} are its words as
#: players read them (names for ids); the state is not needed, so a replayed
#: or loaded game reads the same (``spoken``)
SPOKEN = {
    "place-block": (said("places a command block of value {value} in {place}"), ("value", "place")),
    "remove-block": (said("removes its command block from {place}"), ("place",)),
    "order": (said("issues an order from the block in {place}"), ("place",)),
    "double-order": (said("issues a double order from the blocks in {place} and {second}"), ("place", "second")),
    "forced-pass": (said("takes a forced pass"), ()),
    "enter": (said("brings {unit} out of its entry box"), ("unit",)),
    "end-turn": (said("ends the turn"), ()),
    "concede": (said("concedes the battle"), ()),
    "move/1": (said("orders the units in {place} to move"), ("place",)),
    "move/2": (said("moves {unit} to {dest}"), ("unit", "dest")),
    "move/3/1": (said("moves {unit} to {dest}, carrying {n} cube"), ("unit", "dest", "n")),
    "move/3": (said("moves {unit} to {dest}, carrying {n} cubes"), ("unit", "dest", "n")),
    "end-move": (said("ends the move"), ()),
    "resolve-assaults": (said("fights the assaults now"), ()),
    "fire/0": (said("orders artillery fire"), ()),
    "fire/3": (said("declares {unit} firing at the {aim} in {area}"), ("unit", "area", "aim")),
    "end-fire": (said("rolls for the declared fire"), ()),
    "reinforce": (said("moves a {colour} cube from {origin} to {dest}"), ("origin", "dest", "colour")),
    "reorganize": (said("reorganizes {place}"), ("place",)),
    "entrench": (said("entrenches in {area} facing {border}"), ("area", "border")),
    "move-entrenchment": (said("turns an entrenchment in {area} from {old} to face {new}"), ("area", "old", "new")),
    "remove-fire-marker": (said("removes the artillery-fire marker in {place}"), ("place",)),
    "pass": (said("passes"), ()),
    "assault": (said("fights the assault in {place} next"), ("place",)),
    "assign": (said("gives the cube to {unit}"), ("unit",)),
    "take-cube": (said("takes the hit as a {colour} cube"), ("colour",)),
    "evade": (said("has {unit} retreat instead of taking the cube"), ("unit",)),
    "retreat/2": (said("retreats {unit} to {dest}"), ("unit", "dest")),
    "retreat/3": (said("retreats {unit} through {via} to {dest}"), ("unit", "via", "dest")),
    "withdraw/2": (said("withdraws {unit} to {dest} undamaged"), ("unit", "dest")),
    "withdraw/3": (said("withdraws {unit} through {via} to {dest} undamaged"), ("unit", "via", "dest")),
    "keep-artillery": (said("keeps the artillery where it is"), ()),
    "fall-back": (said("has {unit} fall back"), ("unit",)),
    "damage-artillery": (said("gives the hit to {unit}"), ("unit",)),
    "cube-colour": (said("chooses a {colour} cube"), ("colour",)),
    "take-marker": (said("takes the artillery-fire marker from {place}"), ("place",)),
    "remove-entrenchment": (said("removes the marker in {area} facing {border}"), ("area", "border")),
}
#: how the aim of long-range fire reads in the log
AIMS = {
    "infantry": said("infantry"),
    "cavalry": said("cavalry"),
    "infantry and cavalry": said("infantry and cavalry"),
    "artillery": said("artillery"),
}


def spoken(g: BaseBoard, action: Action, hidden: bool = False, events=()) -> Said | str:
    """``action`` in words for the log ("moves Heth: Pettigrew to Herr
    Ridge"); ``hidden``: as the opponent reads it, a block's value unsaid
    (R-ACT-2). ``events``: those the action caused (its log entry's), which
    say what a fire declared at the ``infantry`` hits there: the infantry,
    the cavalry or both (without them the notation's word is read)."""
    v, w = action.verb, action.args
    if v == "fire" and len(w) == 3 and w[2] == "infantry":
        hits = next((e.get("hits") for e in events if e.kind == "fire-declared" and e.get("unit") == w[0]), None)
        if hits in AIMS:
            return said(SPOKEN["fire/3"][0].template, unit=g.name(w[0]), area=g.name(w[1]), aim=AIMS[hits])
    return _spoken(g, action, hidden)


def spoken_now(g: BaseBoard, action: Action) -> Said | str:
    """``action``, legal now, in the log's words read from the position
    (a fire at the ``infantry`` says what stands there)."""
    w = action.args
    if action.verb == "fire" and len(w) == 3:
        hits = aimed_at(g, w[1], w[2], g.state.units[w[0]].side)
        return said(SPOKEN["fire/3"][0].template, unit=g.name(w[0]), area=g.name(w[1]), aim=AIMS[hits])
    return _spoken(g, action, False)


def _spoken(g: BaseBoard, action: Action, hidden: bool) -> Said | str:
    v, w = action.verb, action.args
    entry = (
        (v == "move" and len(w) == 3 and str(w[2]) == "1" and SPOKEN["move/3/1"])
        or SPOKEN.get(f"{v}/{len(w)}")
        or SPOKEN.get(v)
    )
    if entry is None:  # pragma: no cover - every verb has its words
        return str(action)
    if v == "place-block" and hidden:
        return said("places a command block in {place}", place=g.name(w[1]))
    template, names = entry
    words = {
        k: colour_words(x) if x in CUBE_SUPPLY else AIMS[x] if k == "aim" else g.name(x)
        for k, x in zip(names, w, strict=False)
    }
    return said(template.template, **words) if words else template

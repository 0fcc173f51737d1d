"""Event texts, written by event kind in one place (issue 15, item 3).

Each kind of event (events.py, ``EVENT_KINDS``) that is told through
``BaseBoard.tell(kind, rule, **data)`` has here the function that words it
from its data: ``TELLING[kind](name, data, extra)`` gives the text, or for a
kind in ``SECRET`` (a side's secret, R-ACT-2) the owner's text and the text
everybody else reads. ``name`` gives a unit's, area's or entry box's name as
players read it; ``extra`` holds words the event does not keep in its data
(why a marker goes, how many cubes a unit now holds).

Quiet games never come here: ``tell`` returns before it asks for a text
when events are off (a playout, a look-ahead).

Every text is a said() literal, as it was where the event was emitted, so
``tools/translations.py`` finds the same templates.
"""

from __future__ import annotations

from collections.abc import Callable

from .periods import PART_WORDS, PERIOD_WORDS
from .pieces import Side, colour_words
from .said import Said, said

Name = Callable[[str], str]
Teller = Callable[[Name, dict, dict], "Said | tuple[Said, Said]"]

#: reasons given by more than one rule
AS_ARTILLERY_LEAVES = said("as artillery leaves")
NO_UNIT_REMAINS = said("no unit remains")
NO_UNIT_OF_COLOUR = said("no unit of their colour is left")
SUPPLY_EXHAUSTED = said("the cube supply is exhausted")


def _unit_moves(kind: str) -> Teller:
    def tell(name: Name, d: dict, x: dict) -> Said:
        unit, dest = name(d["unit"]), name(d["dest"])
        via = d.get("via")
        if kind == "move":
            return said("{unit} moves from {origin} to {dest}", unit=unit, dest=dest, origin=name(d["origin"]))
        if kind == "enter":
            return said("{unit} enters from {origin} to {dest}", unit=unit, dest=dest, origin=name(d["origin"]))
        if kind == "arrive":
            return said("{unit} arrives to {dest}", unit=unit, dest=dest)
        if kind == "set-up":
            return said("{unit} is set up in {dest}", unit=unit, dest=dest)
        origin = name(d["origin"])
        if kind == "retreat":
            if via:
                return said(
                    "{unit} retreats from {origin} through {via} to {dest}",
                    unit=unit,
                    dest=dest,
                    origin=origin,
                    via=name(via),
                )
            return said("{unit} retreats from {origin} to {dest}", unit=unit, dest=dest, origin=origin)
        if via:
            return said(
                "{unit} withdraws from {origin} through {via} to {dest}",
                unit=unit,
                dest=dest,
                origin=origin,
                via=name(via),
            )
        return said("{unit} withdraws from {origin} to {dest}", unit=unit, dest=dest, origin=origin)

    return tell


def _entrenchment_removed(name: Name, d: dict, x: dict) -> Said:
    return said(
        "the entrenchment marker in {area} facing {border} is removed as {unit} arrives",
        area=name(d["area"]),
        border=name(d["border"]),
        unit=name(x["unit"]),
    )


def _entrenchments_removed(name: Name, d: dict, x: dict) -> Said:
    return said("all entrenchment markers in {area} are removed: {why}", area=name(d["area"]), why=x["why"])


def _fire_marker_removed(name: Name, d: dict, x: dict) -> Said:
    why = x.get("why")
    if why:
        return said("the artillery-fire marker in {area} is removed {why}", area=name(d["area"]), why=why)
    return said("the artillery-fire marker in {area} is removed", area=name(d["area"]))


def _disruption_removed(name: Name, d: dict, x: dict) -> Said:
    why = x.get("why")
    if why:
        return said("the disruption marker in {area} is removed {why}", area=name(d["area"]), why=why)
    return said("the disruption marker in {area} is removed", area=name(d["area"]))


def _eliminated(name: Name, d: dict, x: dict) -> Said:
    why = x.get("why")
    if why:
        return said("{unit} is eliminated in {place}: {why}", unit=name(d["unit"]), place=name(d["place"]), why=why)
    return said("{unit} is eliminated in {place}", unit=name(d["unit"]), place=name(d["place"]))


def _cubes_untied(name: Name, d: dict, x: dict) -> Said:
    words = {"n": d["count"], "unit": name(d["unit"]), "place": name(d["place"])}
    if d["count"] > 1:
        return said("the {n} cubes of {unit} lie loose in {place} again", **words)
    return said("the {n} cube of {unit} lies loose in {place} again", **words)


def _cubes_tied(name: Name, d: dict, x: dict) -> Said:
    n = d["count"]
    words = {"n": n, "unit": name(d["unit"]), "place": name(d["place"])}
    if "held" in x:  # R-DMG-8: assigned as it defends
        if n > 1:
            return said("{n} cubes in {place} assigned to {unit}, now holding {held}", held=x["held"], **words)
        return said("{n} cube in {place} assigned to {unit}, now holding {held}", held=x["held"], **words)
    if n > 1:
        return said("{unit} takes {n} cubes along from {place}", **words)
    return said("{unit} takes {n} cube along from {place}", **words)


def _supply_exhausted(name: Name, d: dict, x: dict) -> Said:
    if "n" not in x:  # a cube hit in an assault (R-DMG-6) finds the supply empty
        return said(
            "no {colour} cube is left: {unit} is removed", colour=colour_words(d["colour"]), unit=name(d["unit"])
        )
    words = {"colour": colour_words(d["colour"]), "unit": name(d["unit"]), "n": x["n"]}
    if x["n"] == 1:
        return said("no {colour} cube is left: {unit} is removed with {n} cube", **words)
    return said("no {colour} cube is left: {unit} is removed with {n} cubes", **words)


def _cube_placed(name: Name, d: dict, x: dict) -> Said:
    return said("a {colour} cube is placed in {place}", colour=colour_words(d["colour"]), place=name(d["place"]))


def _cube_moved(name: Name, d: dict, x: dict) -> Said:
    return said(
        "a {colour} cube moves from {origin} to {place}",
        colour=colour_words(d["colour"]),
        origin=name(d["origin"]),
        place=name(d["dest"]),
    )


def _cubes_returned(name: Name, d: dict, x: dict) -> Said:
    n = d["count"]
    words = {"n": n, "colour": colour_words(d["colour"]), "place": name(d["place"])}
    why = x.get("why")
    if why:
        if n > 1:
            return said("{n} {colour} cubes in {place} go back to the supply: {why}", why=why, **words)
        return said("{n} {colour} cube in {place} goes back to the supply: {why}", why=why, **words)
    if n > 1:
        return said("{n} {colour} cubes in {place} go back to the supply", **words)
    return said("{n} {colour} cube in {place} goes back to the supply", **words)


def _no_marker(name: Name, d: dict, x: dict) -> Said:
    return said("no disruption marker is left for {area}", area=name(d["area"]))


def _disrupted(name: Name, d: dict, x: dict) -> Said:
    return said("a disruption marker is placed in {area}", area=name(d["area"]))


def _block_removed(name: Name, d: dict, x: dict) -> tuple[Said, Said]:
    words = {"side": Side(d["side"]).title, "place": name(d["place"]), "n": d["discs"]}
    if d["discs"] == 1:
        public = said("the {side} command block in {place} is removed with {n} disc and set aside", **words)
        text = said(
            "the {side} command block in {place} (value {value}) is removed with {n} disc and set aside",
            value=d["value"],
            **words,
        )
    else:
        public = said("the {side} command block in {place} is removed with {n} discs and set aside", **words)
        text = said(
            "the {side} command block in {place} (value {value}) is removed with {n} discs and set aside",
            value=d["value"],
            **words,
        )
    return text, public


def _block_placed(name: Name, d: dict, x: dict) -> tuple[Said, Said]:
    side, place = Side(d["side"]).title, name(d["place"])
    return (
        said("{side} places a command block of value {value} in {place}", side=side, value=d["value"], place=place),
        said("{side} places a command block in {place}", side=side, place=place),
    )


def _blocks_returned(name: Name, d: dict, x: dict) -> tuple[Said, Said]:
    values = d["values"]
    words = {"side": Side(d["side"]).title, "n": len(values)}
    if len(values) == 1:  # one block was set aside (R-BLK-3, R-BLK-4)
        return (
            said("{side}'s {n} set-aside command block is available again ({values})", values=values[0], **words),
            said("{side}'s {n} set-aside command block is available again", **words),
        )
    return (
        said(
            "{side}'s {n} set-aside command blocks are available again ({values})",
            values=", ".join(map(str, values)),
            **words,
        ),
        said("{side}'s {n} set-aside command blocks are available again", **words),
    )


def _order(name: Name, d: dict, x: dict) -> Said:
    side, order = Side(d["side"]).title, d["order"]
    area = name(d["area"])
    if order == "move":
        return said("{side} orders the units in {area} to move", side=side, area=area)
    if order == "fire":
        return said("{side} orders artillery fire from around {area}", side=side, area=area)
    if order == "pass":
        return said("{side} passes", side=side)
    if order == "reorganize":
        return said("{side} reorganizes {area}", side=side, area=area)
    if order == "remove-fire-marker":
        return said("{side} orders the artillery-fire marker in {area} removed", side=side, area=area)
    if order == "entrench":
        return said("{side} entrenches in {area}", side=side, area=area)
    if order == "move-entrenchment":
        return said("{side} moves an entrenchment in {area}", side=side, area=area)
    return said("{side} reinforces {dest} from {origin}", side=side, dest=area, origin=name(x["origin"]))


def _entrenchment_placed(name: Name, d: dict, x: dict) -> Said:
    words = {"area": name(d["area"]), "border": name(d["border"])}
    if x["complete"]:
        return said("an entrenchment marker is placed in {area} facing {border}: the entrenchment is complete", **words)
    return said("an entrenchment marker is placed in {area} facing {border}", **words)


def _entrenchment_moved(name: Name, d: dict, x: dict) -> Said:
    return said(
        "an entrenchment marker in {area} is moved from facing {old} to facing {new}",
        area=name(d["area"]),
        old=name(d["origin"]),
        new=name(d["dest"]),
    )


def _period(name: Name, d: dict, x: dict) -> Said:
    return said("{period} begins", period=PERIOD_WORDS[d["period"]])


def _discs_filled(name: Name, d: dict, x: dict) -> Said:
    boxes = dict(d["boxes"])
    if d["side"] == "usa":
        return said(
            "the Union fills its {part} box: {blue} blue, {black} forced-pass",
            part=PART_WORDS[x["part"]],
            blue=boxes["blue"],
            black=boxes["forced-pass"],
        )
    return said(
        "the Confederates hold {single} single and {double} double-order discs",
        single=boxes["single"],
        double=boxes["double"],
    )


def _disc_placed(name: Name, d: dict, x: dict) -> Said:
    side, place, box = Side(d["side"]).title, name(d["place"]), d["box"]
    if box == "single":
        return said("{side} places a disc from the single box on the block in {place}", side=side, place=place)
    if box == "double":
        return said("{side} places a disc from the double box on the block in {place}", side=side, place=place)
    return said("{side} places a disc from the blue box on the block in {place}", side=side, place=place)


def _forced_pass(name: Name, d: dict, x: dict) -> Said:
    return said("the Union sets a forced-pass disc aside")


def _fire_markers_cleared(name: Name, d: dict, x: dict) -> Said:
    return said("all artillery-fire markers are removed")


def _disruption_cleared(name: Name, d: dict, x: dict) -> Said:
    return said("all disruption markers are removed at the end of the afternoon")


def _artillery_damaged(name: Name, d: dict, x: dict) -> Said:
    if x.get("retreating"):
        return said("{unit} is damaged as it retreats", unit=name(d["unit"]))
    return said("{unit} is damaged", unit=name(d["unit"]))


def _disruption_moved(name: Name, d: dict, x: dict) -> Said:
    return said(
        "{unit} takes the disruption marker from {origin} to {dest}",
        unit=name(x["unit"]),
        origin=name(d["origin"]),
        dest=name(d["dest"]),
    )


def _cube_hit(name: Name, d: dict, x: dict) -> Said:
    return said("{unit} takes a cube ({n})", unit=name(d["unit"]), n=x["n"])


def _evade(name: Name, d: dict, x: dict) -> Said:
    if x.get("long_range"):  # R-ART-5: the one cube of long-range fire
        return said("{unit} retreats instead of taking the cube", unit=name(d["unit"]))
    return said("{unit} retreats instead of taking a cube", unit=name(d["unit"]))


def _fire_declared(name: Name, d: dict, x: dict) -> Said:
    unit, area, hits = name(d["unit"]), name(d["target"]), d["hits"]
    if hits == "infantry":
        return said("{unit} will fire at the infantry in {area}", unit=unit, area=area)
    if hits == "cavalry":
        return said("{unit} will fire at the cavalry in {area}", unit=unit, area=area)
    if hits == "infantry and cavalry":
        return said("{unit} will fire at the infantry and cavalry in {area}", unit=unit, area=area)
    return said("{unit} will fire at the artillery in {area}", unit=unit, area=area)


def _fire_marker_placed(name: Name, d: dict, x: dict) -> Said:
    return said("an artillery-fire marker is placed in {area}", area=name(d["area"]))


def _victory_check(name: Name, d: dict, x: dict) -> Said:
    held = d["areas"]
    period = PERIOD_WORDS[d["period"]]
    names = ", ".join(name(a) for a in held) or said("none")
    if len(held) == 1:
        return said(
            "end of {period}: the Confederates control {n} victory area ({names})", period=period, n=1, names=names
        )
    return said(
        "end of {period}: the Confederates control {n} victory areas ({names})",
        period=period,
        n=len(held),
        names=names,
    )


def _game_over(name: Name, d: dict, x: dict) -> Said:
    if d["winner"] == "csa":  # R-WIN-1, R-WIN-2: the areas they hold
        return said("the Confederates win: they control {names}", names=", ".join(name(a) for a in x["areas"]))
    if x.get("conceded"):  # R-WIN-3 [ruling]
        return said("the Confederates concede: the Union wins")
    return said("the Union wins: the afternoon of 3 July is over")


def _assault(name: Name, d: dict, x: dict) -> Said:
    words = {
        "side": Side(d["attacker"]).title,
        "area": name(d["area"]),
        "units": ", ".join(name(u) for u in d["units"]),
    }
    if d["flank"]:  # a flank attack is never against entrenchments (R-ENT-3)
        return said("{side} assaults {area} with {units} (flank attack)", **words)
    if d["entrenched"]:
        return said("{side} assaults {area} with {units} against entrenchments", **words)
    return said("{side} assaults {area} with {units}", **words)


def _assault_repulsed(name: Name, d: dict, x: dict) -> Said:
    return said("the attack on {area} is repulsed after two rounds", area=name(d["area"]))


def _counter_attack(name: Name, d: dict, x: dict) -> Said:
    return said("{unit} counter-attacks", unit=name(d["unit"]))


def _area_taken(name: Name, d: dict, x: dict) -> Said:
    return said("{side} takes {area}", side=Side(d["side"]).title, area=name(d["area"]))


def _roll(name: Name, d: dict, x: dict) -> Said:
    return said("{purpose}: rolled {face}", purpose=d["purpose"], face=d["face"])


#: the text of each kind told through ``tell``, from its data
TELLING: dict[str, Teller] = {
    **{kind: _unit_moves(kind) for kind in ("move", "enter", "arrive", "retreat", "withdraw", "set-up")},
    "entrenchment-removed": _entrenchment_removed,
    "entrenchments-removed": _entrenchments_removed,
    "fire-marker-removed": _fire_marker_removed,
    "disruption-removed": _disruption_removed,
    "eliminated": _eliminated,
    "cubes-untied": _cubes_untied,
    "cubes-tied": _cubes_tied,
    "supply-exhausted": _supply_exhausted,
    "cube-placed": _cube_placed,
    "cube-moved": _cube_moved,
    "cubes-returned": _cubes_returned,
    "no-marker": _no_marker,
    "disrupted": _disrupted,
    "block-removed": _block_removed,
    "block-placed": _block_placed,
    "blocks-returned": _blocks_returned,
    "order": _order,
    "entrenchment-placed": _entrenchment_placed,
    "entrenchment-moved": _entrenchment_moved,
    "period": _period,
    "discs-filled": _discs_filled,
    "disc-placed": _disc_placed,
    "forced-pass": _forced_pass,
    "fire-markers-cleared": _fire_markers_cleared,
    "disruption-cleared": _disruption_cleared,
    "artillery-damaged": _artillery_damaged,
    "disruption-moved": _disruption_moved,
    "cube-hit": _cube_hit,
    "evade": _evade,
    "fire-declared": _fire_declared,
    "fire-marker-placed": _fire_marker_placed,
    "victory-check": _victory_check,
    "game-over": _game_over,
    "assault": _assault,
    "assault-repulsed": _assault_repulsed,
    "counter-attack": _counter_attack,
    "area-taken": _area_taken,
    "roll": _roll,
}

#: the kinds holding a side's secret (R-ACT-2): the keys only that side sees
SECRET: dict[str, tuple[str, ...]] = {
    "block-removed": ("value",),
    "block-placed": ("value",),
    "blocks-returned": ("values",),
}

"""The 1861 campaign's checks of a box map (NS-MAP-4): a map without a
set-up of its own is played with the campaign's (T2, NS-SETUP-2) and must
fit that campaign: the boxes and lines the text names, the start sums, the
seven objectives, the four permanent fortifications, the Potomac, the
examples' paths... ``check_map(boxmap)`` gives every problem of a map: these
where they apply, with the checks every box map must pass (map_check.py),
in the order of NS-MAP-4's points (1-10) and then the sanity checks.

The examples' paths are checked as paths of the graph only: the ruleset
replays the examples with the real rules.
"""

from __future__ import annotations

from collections.abc import Iterator

from gettysburg_desktop.kernel.said import said

from .boxmap import BoxMap, Link, LinkKind
from .map_check import Problem, border_states, connected, map_problems, rivers
from .named_places import (
    COMBAT_EXAMPLE_BOX,
    COMBAT_EXAMPLE_FROM,
    CONFEDERATE_OBJECTIVES,
    EITHER_SIDE_RECRUITMENT,
    EXAMPLE_PATHS,
    LANDING_START,
    NAMED,
    PERMANENT_FORTIFICATIONS,
    POTOMAC,
    SETUP,
    START_MAXIMUM,
    T10,
    T11,
    UNION_OBJECTIVES,
    ExamplePath,
)
from .sides import Side

__all__ = ["Problem", "check_map", "example_paths"]

#: how far (degrees) a named box may lie from T10's position: nudges for
#: legibility are smaller than this
PLACEMENT_TOLERANCE = 0.5

_KIND_WORDS = {LinkKind.ROAD: said("road"), LinkKind.RIVER: said("river"), LinkKind.RAIL: said("railroad")}
#: the examples' names as the messages say them (M1, M2 are the rules file's own ids)
_EXAMPLE_WORDS = {"combat example": said("the combat example")}


def check_map(boxmap: BoxMap) -> list[Problem]:
    """Every problem of ``boxmap`` for what it is played with: a map with its
    own set-up, the checks of every box map (map_check.map_problems); else
    those and the 1861 campaign's (NS-MAP-4, points 1-10, then the sanity
    checks), in that order."""
    if boxmap.own_setup:
        return map_problems(boxmap)
    checks = (
        _named_boxes_and_links,
        _start_sums,
        _red_numbers,
        _threes,
        _permanent_fortifications,
        _cairo_and_kentucky,
        _potomac,
        rivers,
        _washington_and_setup,
        connected,
        _little_rock,
        _objectives,
        border_states,
        _starts_of_its_own,
    )
    return [problem for check in checks for problem in check(boxmap)]


def _name(boxmap: BoxMap, box_id: str) -> str:
    box = boxmap.box.get(box_id)
    if box is not None:
        return box.name
    named = NAMED.get(box_id)
    return named.name if named is not None else box_id


# --- 1: the named boxes, lines and paths ---------------------------------------------------


def _named_boxes_and_links(m: BoxMap) -> Iterator[Problem]:
    rule = "NS-MAP-4.1"
    for place in T10:
        box = m.box.get(place.id)
        if box is None:
            yield Problem(
                rule,
                said("{name} ({state}) is missing: the rules name it (T10).", name=place.name, state=place.state),
                box=place.id,
            )
            continue
        if box.state != place.state:
            yield Problem(
                rule,
                said(
                    "{name} lies in {state}, not in {found} (T10).", name=box.name, state=place.state, found=box.state
                ),
                box=box.id,
            )
        if abs(box.lat - place.lat) > PLACEMENT_TOLERANCE or abs(box.lon - place.lon) > PLACEMENT_TOLERANCE:
            yield Problem(
                rule,
                said(
                    "{name} is placed at {lat}, {lon}, more than half a degree from its town ({want_lat}, {want_lon}).",
                    name=box.name,
                    lat=f"{box.lat:.2f}",
                    lon=f"{box.lon:.2f}",
                    want_lat=f"{place.lat:.2f}",
                    want_lon=f"{place.lon:.2f}",
                ),
                box=box.id,
            )
    for named in T11:
        if named.a not in m.box or named.b not in m.box:
            continue  # said above
        if not any(link.kind is named.kind for link in m.links_between(named.a, named.b)):
            yield Problem(
                rule,
                said(
                    "There is no {kind} line between {a} and {b} ({source}, T11).",
                    kind=_KIND_WORDS[named.kind],
                    a=_name(m, named.a),
                    b=_name(m, named.b),
                    source=named.source,
                ),
                box=named.a,
            )
    for path in EXAMPLE_PATHS:
        if any(stop is not None and stop not in m.box for stop in path.stops):
            continue  # said above
        if not any(True for _ in example_paths(m, path)):
            yield Problem(
                rule,
                said(
                    "{example}: there is no path {path} by {kind} alone{downstream}.",
                    example=_EXAMPLE_WORDS.get(path.example, path.example),
                    path=_path_words(m, path),
                    kind=_KIND_WORDS[path.kind],
                    downstream=said(", downstream all the way") if path.downstream else "",
                ),
                box=path.stops[0],
            )


def _path_words(m: BoxMap, path: ExamplePath) -> str:
    if path.lines and len(path.lines) > 1:
        counts = "/".join(str(n) for n in path.lines)  # no English word in an argument
        return f"{_name(m, path.stops[0])} - {_name(m, path.stops[-1])} ({counts})"
    return " - ".join("?" if stop is None else _name(m, stop) for stop in path.stops)


def example_paths(m: BoxMap, path: ExamplePath) -> Iterator[tuple[Link, ...]]:
    """Every way along ``path`` on the map: the links, one per step, without
    passing a box twice."""
    for count in path.line_counts:
        stops: tuple[str | None, ...] = (
            path.stops if not path.lines else ((path.stops[0],) + (None,) * (count - 1) + (path.stops[-1],))
        )
        yield from _walk(m, path, stops, (stops[0],), ())


def _walk(m: BoxMap, path: ExamplePath, stops, seen: tuple[str, ...], links: tuple[Link, ...]):
    if len(seen) == len(stops):
        yield links
        return
    here, want = seen[-1], stops[len(seen)]
    for link in m.links_at(here):
        there = link.other(here)
        if link.kind is not path.kind or there in seen or (want is not None and there != want):
            continue
        if path.downstream and not link.flows_to(there):
            continue
        yield from _walk(m, path, stops, (*seen, there), (*links, link))


# --- 2-6: numbers, fortifications ----------------------------------------------------------


def _start_sums(m: BoxMap) -> Iterator[Problem]:
    for side in (Side.USA, Side.CSA):
        total, want = m.starting_sum(side), START_MAXIMUM[side]
        if total != want:
            colour = said("blue numbers in blue boxes") if side is Side.USA else said("red numbers in grey boxes")
            yield Problem(
                "NS-MAP-4.2",
                said(
                    "{side}: the {colour} total {total}, not {want} (the starting army maximum, NS-ARMY-1).",
                    side=side.title,
                    colour=colour,
                    total=total,
                    want=want,
                ),
            )


def _red_numbers(m: BoxMap) -> Iterator[Problem]:
    rule = "NS-MAP-4.3"
    for box in m.boxes:
        red = box.recruitment(Side.CSA)
        if box.id in UNION_OBJECTIVES:
            if red not in (2, 3):
                yield Problem(
                    rule,
                    said(
                        "{name} is a Union objective (NS-WIN-1): its red number must be 2 or 3, not {n}.",
                        name=box.name,
                        n=red,
                    ),
                    box=box.id,
                )
        elif red > 1:
            yield Problem(
                rule,
                said(
                    "{name} has a red number of {n}: only the seven Union objectives of NS-WIN-1 have 2 or 3; "
                    "every other red number is 1.",
                    name=box.name,
                    n=red,
                ),
                box=box.id,
            )
    for box_id in UNION_OBJECTIVES:
        if box_id not in m.box:
            yield Problem(
                rule,
                said("{name} is missing: it is a Union objective (NS-WIN-1).", name=_name(m, box_id)),
                box=box_id,
            )


def _threes(m: BoxMap) -> Iterator[Problem]:
    for side in (Side.USA, Side.CSA):
        if not any(box.recruitment(side) >= 3 for box in m.boxes):
            text = (
                said("No box has a blue number of 3 or more (historical recruiting refers to one, NS-AID-4).")
                if side is Side.USA
                else said("No box has a red number of 3 or more (historical recruiting refers to one, NS-AID-4).")
            )
            yield Problem("NS-MAP-4.4", text)


def _permanent_fortifications(m: BoxMap) -> Iterator[Problem]:
    rule = "NS-MAP-4.5"
    for box_id in PERMANENT_FORTIFICATIONS:
        box = m.box.get(box_id)
        if box is None or not box.fortress:
            yield Problem(
                rule,
                said("{name} must be a permanent fortification (NS-FORT-4).", name=_name(m, box_id)),
                box=box_id,
            )
    for box in m.boxes:
        if box.fortress and box.id not in PERMANENT_FORTIFICATIONS:
            yield Problem(
                rule,
                said(
                    "{name} is marked a permanent fortification; only Washington, Richmond, Fort Monroe and "
                    "Vicksburg are (NS-FORT-4).",
                    name=box.name,
                ),
                box=box.id,
            )


def _cairo_and_kentucky(m: BoxMap) -> Iterator[Problem]:
    rule = "NS-MAP-4.6"
    cairo = m.box.get(EITHER_SIDE_RECRUITMENT)
    if cairo is None or not (cairo.recruitment(Side.USA) and cairo.recruitment(Side.CSA)):
        yield Problem(
            rule,
            said(
                "{name} must show a number in each colour: it recruits for whichever side owns it (NS-RECR-3).",
                name=_name(m, EITHER_SIDE_RECRUITMENT),
            ),
            box=EITHER_SIDE_RECRUITMENT,
        )
    if not any(box.state == "Kentucky" and box.owner is None and box.is_recruitment_box for box in m.boxes):
        yield Problem(rule, said("No Kentucky box with a recruitment number starts white (NS-ARMY-4)."))


# --- 7, 8, 10: the Potomac, set-up colours, Little Rock -------------------------------------


def _potomac(m: BoxMap) -> Iterator[Problem]:
    rule = "NS-MAP-4.7"
    potomacs = [link for link in m.links if link.potomac]
    if len(potomacs) != 1:
        yield Problem(
            rule,
            said(
                "The map has {n} Potomac links; it must have exactly one, Washington - Fredericksburg (NS-MOVE-10).",
                n=len(potomacs),
            ),
        )
    for link in potomacs:
        if set(link.ends) != set(POTOMAC) or link.kind is not LinkKind.RIVER or not link.flows_to(POTOMAC[1]):
            yield Problem(
                rule,
                said(
                    "The Potomac must be the river from Washington downstream to Fredericksburg, not the {kind} "
                    "{a} - {b} (NS-MOVE-10).",
                    kind=_KIND_WORDS[link.kind],
                    a=_name(m, link.a),
                    b=_name(m, link.b),
                ),
                link=link.key,
            )


def _washington_and_setup(m: BoxMap) -> Iterator[Problem]:
    rule = "NS-MAP-4.8"
    washington = m.box.get(LANDING_START)
    if washington is not None and not washington.port:
        yield Problem(
            rule,
            said("{name} must be a port: sea landings start there (NS-SEA-5).", name=washington.name),
            box=washington.id,
        )
    for side, boxes in SETUP.items():
        for box_id in boxes:
            box = m.box.get(box_id)
            if box is not None and box.owner is not side:
                yield Problem(
                    rule,
                    said(
                        "{name} holds starting units of the {side} but does not start in its colour (NS-SETUP-4).",
                        name=box.name,
                        side=side.title,
                    ),
                    box=box.id,
                )


def _little_rock(m: BoxMap) -> Iterator[Problem]:
    path = next(p for p in EXAMPLE_PATHS if p.stops[-1] == COMBAT_EXAMPLE_BOX and p.stops[0] == COMBAT_EXAMPLE_FROM)
    if COMBAT_EXAMPLE_BOX not in m.box or COMBAT_EXAMPLE_FROM not in m.box:
        return
    last_lines = {links[-1] for links in example_paths(m, path)}
    for link in sorted(last_lines, key=lambda k: k.key):
        if link.crosses_into(COMBAT_EXAMPLE_BOX):
            yield Problem(
                "NS-MAP-4.10",
                said(
                    "The river {a} - {b} enters {box} across a blue side; in the combat example the units that came "
                    "down from {start} do not cross a river (NS-MOD-4).",
                    a=_name(m, link.a),
                    b=_name(m, link.b),
                    box=_name(m, COMBAT_EXAMPLE_BOX),
                    start=_name(m, COMBAT_EXAMPLE_FROM),
                ),
                box=COMBAT_EXAMPLE_BOX,
                link=link.key,
            )


# --- sanity: the objective flags, a set-up of the map's own -----------------------------------


def _objectives(m: BoxMap) -> Iterator[Problem]:
    wanted = {Side.USA: UNION_OBJECTIVES, Side.CSA: CONFEDERATE_OBJECTIVES}
    rule = {Side.USA: "NS-WIN-1", Side.CSA: "NS-WIN-2"}
    for box in m.boxes:
        should = next((side for side, ids in wanted.items() if box.id in ids), None)
        if box.objective is should:
            continue
        if should is None:
            message = said(
                "{name} is marked an objective of the {side}, but the rules name no such objective.",
                name=box.name,
                side=box.objective.title,
            )
        else:
            message = said("{name} must be marked an objective of the {side}.", name=box.name, side=should.title)
        yield Problem(rule[should or box.objective], message, box=box.id)


def _starts_of_its_own(m: BoxMap) -> Iterator[Problem]:
    for box in m.boxes:
        if box.start:
            yield Problem(
                "NS-SETUP-2",
                said(
                    "{name} sets up {n} militia infantry of its own, but the map is played with the 1861 "
                    "campaign's set-up (T2): give the map a set-up of its own, or take them away.",
                    name=box.name,
                    n=box.start,
                ),
                box=box.id,
            )

"""The checks every box map must pass, whatever it is played with
(docs/box-map-format.md): every river flows one way, every box can be
reached from every other, a box in a border state says so; and, for a map
that sets up its own armies (``BoxMap.own_setup``), that set-up: each side
sets up militia infantry in boxes of its colour, no more than its army
maximum, the Union has something to win and the Confederacy does not win at
the first change of hands (NS-SETUP-2, NS-SETUP-4, NS-ARMY-1, NS-WIN).

A map without a set-up of its own is played with the 1861 campaign's (T2)
and must fit that campaign too: ``campaign_map_check.check_map`` gives
every problem of any map, the campaign's (NS-MAP-4) where they apply.

Each ``Problem`` carries the rule (``"NS-MAP-4.9"``: point 9 of NS-MAP-4,
or the rule a check rests on), the box or link it concerns and an English
message made with ``said`` so the window can translate it. The file's own
shape (types, unknown boxes, river directions) is checked when it is read
(``games/nordensueden/boxes/box_map_file.py``).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from gettysburg_desktop.kernel.said import Said, said

from .boxmap import BORDER_STATES, BoxMap, LinkKind
from .sides import Side


@dataclass(frozen=True)
class Problem:
    """One way a map does not fit the rules."""

    rule: str  # "NS-MAP-4.2", or the rule a sanity check rests on ("NS-WIN-1")
    message: Said
    box: str | None = None  # the box it concerns (an id), if one
    link: tuple[str, str, str] | None = None  # the link it concerns (Link.key), if one

    def __str__(self) -> str:
        return f"{self.rule}: {self.message}"


def map_problems(boxmap: BoxMap) -> list[Problem]:
    """The problems any box map must not have: its rivers, its connection,
    its border states and, with a set-up of its own, that set-up."""
    checks = [rivers, connected, border_states]
    if boxmap.own_setup:
        checks.append(own_setup)
    return [problem for check in checks for problem in check(boxmap)]


def box_name(boxmap: BoxMap, box_id: str) -> str:
    box = boxmap.box.get(box_id)
    return box.name if box is not None else box_id


def rivers(m: BoxMap) -> Iterator[Problem]:
    """Every river link flows one way (NS-JUMP-2; NS-MAP-4, point 7)."""
    for link in m.links:
        if link.kind is LinkKind.RIVER and link.downstream not in link.ends:
            yield Problem(
                "NS-MAP-4.7",
                said(
                    "The river {a} - {b} has no downstream end (NS-JUMP-2).",
                    a=box_name(m, link.a),
                    b=box_name(m, link.b),
                ),
                link=link.key,
            )


def connected(m: BoxMap) -> Iterator[Problem]:
    """Every box can be reached from every other by links (NS-MAP-4, point 9)."""
    if not m.boxes:
        return
    reached = _reachable(m, m.boxes[0].id)
    left = [box for box in m.boxes if box.id not in reached]
    while left:
        part = _reachable(m, left[0].id)
        names = ", ".join(box.name for box in left if box.id in part)
        yield Problem(
            "NS-MAP-4.9",
            said(
                "{names}: not joined by any line to {first}; every box must be reachable from every other.",
                names=names,
                first=m.boxes[0].name,
            ),
            box=left[0].id,
        )
        left = [box for box in left if box.id not in part]


def _reachable(m: BoxMap, start: str) -> set[str]:
    seen, todo = {start}, [start]
    while todo:
        here = todo.pop()
        for link in m.links_at(here):
            there = link.other(here)
            if there not in seen:
                seen.add(there)
                todo.append(there)
    return seen


def border_states(m: BoxMap) -> Iterator[Problem]:
    """A box in Missouri, Kentucky or Maryland is in that border state (NS-AID-3)."""
    for box in m.boxes:
        should = box.state if box.state in BORDER_STATES else None
        if box.border_state != should:
            yield Problem(
                "NS-AID-3",
                said(
                    "{name} lies in {state}: its border state must be {should}, not {found}.",
                    name=box.name,
                    state=box.state,
                    should=should or said("none"),
                    found=box.border_state or said("none"),
                ),
                box=box.id,
            )


def own_setup(m: BoxMap) -> Iterator[Problem]:
    """The map's own set-up (``BoxMap.setup``): militia infantry only in boxes
    of a side's colour (NS-SETUP-4), some for each side (NS-SETUP-2), no more
    than its army maximum (NS-ARMY-1); a Union objective (NS-WIN-1); the
    Confederacy's army maximum not above the Union's at the start, or it wins
    at the first change of hands (NS-WIN-2b)."""
    for box in m.boxes:
        if box.start and box.owner is None:
            yield Problem(
                "NS-SETUP-4",
                said(
                    "{name} sets up {n} militia infantry but starts white: starting units stand in boxes of "
                    "their side's colour (NS-SETUP-4).",
                    name=box.name,
                    n=box.start,
                ),
                box=box.id,
            )
    setup = m.setup()
    for side in (Side.USA, Side.CSA):
        units, most = sum(setup[side].values()), m.starting_sum(side)
        if not units:
            yield Problem(
                "NS-SETUP-2",
                said(
                    "The {side} sets up no militia infantry: give a box in its colour starting militia (NS-SETUP-2).",
                    side=side.title,
                ),
            )
        elif units > most:
            yield Problem(
                "NS-ARMY-1",
                said(
                    "The {side} sets up {n} militia infantry, more than its army maximum of {most} (the numbers "
                    "in its colour in the boxes of its colour, NS-ARMY-1).",
                    side=side.title,
                    n=units,
                    most=most,
                ),
            )
    if not any(box.objective is Side.USA for box in m.boxes):
        yield Problem(
            "NS-WIN-1",
            said("No box is marked an objective of the Union: it could never win (NS-WIN-1)."),
        )
    usa, csa = m.starting_sum(Side.USA), m.starting_sum(Side.CSA)
    if csa > usa:
        yield Problem(
            "NS-WIN-2",
            said(
                "The Confederate army maximum at the start ({csa}) is higher than the Union's ({usa}): the "
                "Confederacy would win at the first change of hands (NS-WIN-2).",
                csa=csa,
                usa=usa,
            ),
        )

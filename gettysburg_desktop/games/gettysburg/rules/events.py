"""Events: what ``Game.apply`` caused, in order (architecture, convention 4).

The log writes from them and the scene animates from them; neither diffs
states. Every change of the board is exactly one event whose ``data`` says
all of it (``EVENT_KINDS`` lists every kind with its keys; docs/events.md
explains them), so a position can be rebuilt from the start position and the
events alone (``rules/tracker.py``, tested after every action of random games).

An event may hold a secret of one side (a command block's value, R-ACT-2):
``owner`` names that side, ``hidden`` the keys only it may see, and
``seen_by(side)`` gives the event as another side may see it. ``Event``
itself is the kernel's (kernel/events.py); the kinds are Gettysburg's.
"""

from __future__ import annotations

from gettysburg_desktop.kernel.events import Event as Event

#: Every kind of event: its data keys and what it changes. Kinds marked
#: ``board`` change the position; the others only tell what happened.
#: docs/events.md is written from this table; a test checks every event
#: emitted in random games against it.
EVENT_KINDS: dict[str, tuple[tuple[str, ...], bool, str]] = {
    # --- the sequence of play
    "period": (("period", "name"), True, "a period begins (R-TIME-2): the period index 0-10 and its name"),
    "discs-filled": (
        ("side", "boxes"),
        True,
        "a side's available-order boxes are filled (R-DISC-1, R-DISC-2): boxes = ((box, discs), ...) now in them; a Union filling also returns the forced-pass discs used",
    ),
    "disc-placed": (
        ("side", "place", "box"),
        True,
        "a disc goes from the box (single, double, blue) onto the block in place (R-ORD-1, R-ORD-2)",
    ),
    "forced-pass": (("side",), True, "the Union sets a forced-pass disc aside (R-FPASS)"),
    "order": (
        ("side", "order", "area"),
        False,
        "the order a disc carries: move, fire, pass, reinforce, reorganize, entrench, move-entrenchment, remove-fire-marker (R-ORD-3); area is the area it goes to, or the disc's place",
    ),
    "game-over": (("winner", "reason"), True, "the game ends (R-WIN): the winner (csa or usa) and why"),
    # --- units
    "set-up": (("unit", "origin", "dest"), True, "a unit placed at the start of a scenario"),
    "arrive": (("unit", "origin", "dest"), True, "a reinforcement arrives in its entry box (R-REIN-1)"),
    "enter": (("unit", "origin", "dest"), True, "a free move out of an entry box (R-REIN-3)"),
    "move": (("unit", "origin", "dest"), True, "an ordered move across one border (R-MOVE)"),
    "retreat": (
        ("unit", "origin", "dest", "via"),
        True,
        "a retreat (R-RET); via is the area passed through in a two-area retreat, or ''",
    ),
    "withdraw": (
        ("unit", "origin", "dest", "via"),
        True,
        "artillery withdrawn without damage (R-ASLT-8, R-ASLT-10); via as for retreat",
    ),
    "eliminated": (
        ("unit", "place", "colour", "cubes"),
        True,
        "a unit leaves the map for good; the cubes tied to it go back to the supply (R-DMG-3)",
    ),
    "artillery-damaged": (("unit",), True, "artillery laid on its side (R-ART-5, R-ASLT-9)"),
    # --- damage cubes
    "cube-hit": (("unit", "colour"), True, "a cube from the supply goes to a unit in an assault (R-DMG-6)"),
    "cube-placed": (
        ("place", "colour"),
        True,
        "a cube from the supply into a place's loose cubes (R-DMG-7, R-REINF, R-RET-3, R-RET-4)",
    ),
    "cubes-tied": (
        ("unit", "place", "colour", "count"),
        True,
        "loose cubes of a place tied to a unit that moves or fights (R-MOVE-6, R-DMG-8)",
    ),
    "cubes-untied": (
        ("unit", "place", "colour", "count"),
        True,
        "a unit's cubes become loose cubes of its place again (R-DMG-4, R-RET-5)",
    ),
    "cubes-returned": (
        ("place", "colour", "count"),
        True,
        "loose cubes go back to the supply (R-DMG-3, R-DMG-9, no unit of their colour left)",
    ),
    "cube-moved": (("origin", "dest", "colour"), True, "a loose cube moves to an adjacent area (R-REINF)"),
    # --- markers
    "disrupted": (("area",), True, "a disruption marker is placed (R-DISR-1)"),
    "disruption-removed": (("area",), True, "a disruption marker is removed (R-REORG, R-ASLT-7, R-RET-4)"),
    "disruption-moved": (
        ("origin", "dest"),
        True,
        "the last defender to leave takes the disruption marker along (R-RET-4)",
    ),
    "disruption-cleared": (("areas",), True, "all disruption markers are removed at the end of an afternoon (R-END-2)"),
    "entrenchment-placed": (
        ("area", "border"),
        True,
        "an entrenchment marker along the border with a neighbour (R-ENT-1)",
    ),
    "entrenchment-moved": (
        ("area", "origin", "dest"),
        True,
        "a marker moved from facing one neighbour to facing another (R-ENT-2)",
    ),
    "entrenchment-removed": (("area", "border"), True, "one marker removed as a friendly unit arrives (R-ENT-5)"),
    "entrenchments-removed": (("area", "borders"), True, "all markers of an area removed (R-ENT-5, R-ASLT-7)"),
    "fire-marker-placed": (("area",), True, "an artillery-fire marker is placed (R-ART-6)"),
    "fire-marker-removed": (("area",), True, "an artillery-fire marker is removed (R-ART-6, R-ART-7, R-RAF)"),
    "fire-markers-cleared": (
        ("areas",),
        True,
        "all artillery-fire markers are removed at the end of a period (R-END-1)",
    ),
    # --- command blocks (the value is the owner's secret, R-ACT-2)
    "block-placed": (
        ("side", "place", "value"),
        True,
        "a command block is placed (R-BLK-1); value hidden from the other side",
    ),
    "block-removed": (
        ("side", "place", "value", "discs"),
        True,
        "a block leaves the map and is set aside with its discs back in the supply (R-BLK-3, R-BLK-4); value hidden from the other side",
    ),
    "blocks-returned": (
        ("side", "values"),
        True,
        "the set-aside blocks are available again (R-BLK-2); values hidden from the other side",
    ),
    # --- what happened, no change of the board
    "roll": (
        ("purpose", "unit", "face", "table", "result"),
        False,
        "one die: what for, which unit rolls (or ''), the face, the table (T1-T6, or R-REIN-2 for the reinforcement road) and its result (a T1-T6 result, or the entry box)",
    ),
    "assault": (
        ("area", "attacker", "units", "flank", "entrenched"),
        False,
        "an assault begins (R-ASLT) with the attacking units",
    ),
    "assault-repulsed": (("area",), False, "the attackers fall back after the second round (R-ASLT-6)"),
    "area-taken": (("area", "side"), False, "the attacker holds the area (R-ASLT-7)"),
    "counter-attack": (("area", "unit"), False, "a T5 C: the attacker must pull one unit back"),
    "evade": (("unit",), False, "cavalry retreats instead of taking a cube (R-ASLT-10)"),
    "fire-declared": (
        ("unit", "target", "aim", "hits"),
        False,
        "one artillery unit's long-range fire is declared (R-ART-4); aim is infantry or artillery (the notation's word), hits what it is fired at there: infantry, cavalry, infantry and cavalry, or artillery",
    ),
    "only-choice": (
        ("side", "action"),
        False,
        "the engine takes a decision the rules leave no choice in, for the side (a lone legal action: a cube's unit, a retreat's one way, the one order left under R-ACT-3 ...); action in the notation, as if the player had taken it",
    ),
    "no-marker": (("area",), False, "no disruption marker left (R-COMP)"),
    "supply-exhausted": (
        ("unit", "colour"),
        False,
        "no cube of the colour left: the unit is removed instead (R-DMG-9)",
    ),
    "victory-check": (
        ("period", "areas"),
        False,
        "the end of a period's victory check (R-END-0): the victory areas the Confederates control",
    ),
}

#: the kinds that change the board
BOARD_KINDS = frozenset(k for k, (_, board, _) in EVENT_KINDS.items() if board)

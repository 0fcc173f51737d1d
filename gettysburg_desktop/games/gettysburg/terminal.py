"""Gettysburg at the terminal (``gettysburg-desktop play`` and ``playout``,
cli.py): the board as text, the menu of legal actions, the help line, and
the random playouts with their checks. The command line asks the
registration's ``TERMINAL`` module for them; it names no game."""

from __future__ import annotations

from .rules.actions import VERBS

#: typed commands asked first: (the question, what is said on a "no")
ASK_FIRST = {"concede": ("Concede the battle? (yes/no)", "  the battle goes on")}
CONCEDE_HINT = "  the Confederate player may type 'concede' at any moment (R-WIN-3)"
PLAY_HELP = (
    "a number or an action's text plays it; 'state' shows the board (your side's view); 'undo' takes back; "
    "'concede' gives up the battle (the Confederate player, at any moment); "
    "'quit' leaves (the game record is written)"
)


def state_text(v: dict) -> str:
    lines = [f"Scenario {v['scenario']}, {v['period']}, after {v['ply']} action{'' if v['ply'] == 1 else 's'}"]
    if v["outcome"]:
        lines.append(f"Outcome: {v['outcome']['winner'].upper()} wins. {v['outcome']['reason']}")
    else:
        lines.append(f"Now: {v['prompt']} [{v['rule']}]")
    lines.append("Areas and entry boxes:")
    for place, e in v["places"].items():
        parts = []
        for u in e.get("units", []):
            extra = []
            if u.get("cubes"):
                extra.append(f"{u['cubes']} cubes")
            if u.get("damaged"):
                extra.append("damaged")
            parts.append(f"{u['id']} ({u['side']} {u['kind']}{', ' + ', '.join(extra) if extra else ''})")
        line = f"  {place}: " + (", ".join(parts) if parts else "no units")
        marks = []
        if e.get("cubes"):
            marks.append("cubes " + ", ".join(f"{n} {c}" for c, n in e["cubes"].items()))
        if e.get("disrupted"):
            marks.append("disrupted")
        if e.get("entrenchments"):
            marks.append("entrenched facing " + ", ".join(e["entrenchments"]))
        if e.get("fire_marker"):
            marks.append("artillery-fire marker")
        if "block" in e:
            b = e["block"]
            value = f" value {b['value']}" if "value" in b else ""
            marks.append(f"{b['side']} block{value} with {b['discs']} disc{'' if b['discs'] == 1 else 's'}")
        if marks:
            line += " | " + "; ".join(marks)
        lines.append(line)
    d = v["discs"]
    lines.append(
        f"Discs: CSA single {d['csa']['single']}, double {d['csa']['double']}, supply {d['csa']['supply']}; "
        f"Union blue {d['usa']['blue']}, forced-pass {d['usa']['forced_pass']}"
    )
    for s, b in v["blocks"].items():
        lines.append(f"Blocks {s}: available {b['available']}, set aside {b['set_aside']}")
    if v["chart"]:
        lines.append("On the reinforcement chart: " + ", ".join(v["chart"]))
    if v["eliminated"]:
        lines.append("Eliminated: " + ", ".join(v["eliminated"]))
    return "\n".join(lines)


def menu(actions: list) -> list:
    """Print the choices: numbered, except verbs with many choices (placing a
    block: value x place), which are summed up to be typed, and conceding,
    which is typed out (the fixed hint line). Returns the numbered actions in
    their numbering."""
    by_verb: dict[str, list] = {}
    for a in actions:  # conceding is never among them: it is typed out (R-WIN-3)
        by_verb.setdefault(a.verb, []).append(a)
    numbered = []
    for verb, group in by_verb.items():
        if len(group) > 12:
            values = sorted({a.args[0] for a in group})
            print(
                f"  type: {VERBS[verb][2].split(':')[0]}  ({len(group)} choices; e.g. {group[0]}; first words: {', '.join(values[:8])})"
            )
        else:
            numbered.extend(group)
    for i, a in enumerate(numbered, 1):
        print(f"  {i:3}. {a}")
    print(CONCEDE_HINT)
    return numbered


def playout_heading(scenario) -> str:
    """What ``playout`` says of the scenario it plays: its name, areas and units."""
    return f"{scenario.name}; {len(scenario.battlefield.area_ids)} areas, {len(scenario.units)} units"


def playout(scenario, seed: int):
    """One random playout with the invariant checks (rules/playout.py): its
    ``actions``, ``winner``, ``period``, ``seconds``, ``failures``, ``seed``."""
    from .rules import playout as playouts  # looked up when called (tests replace it)

    return playouts.random_playout(scenario, seed)

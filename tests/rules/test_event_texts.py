"""Event texts pinned (issue 15, "event text written by event kind in one
place"): every event of a few seeded random games of both shipped scenarios
and of the worked assault example, with its kind, rule, data and every
side's text (the owner's and everybody else's, with their said() templates),
is compared with tests/golden/event-texts.json. Moving the wording must not
change a word; when a change is meant, regenerate with
`python tests/rules/test_event_texts.py` and review the diff."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

from rulehelp import blocks, game_at

from gettysburg_desktop.games.gettysburg.rules.dice import SeededDice
from gettysburg_desktop.games.gettysburg.rules.game import Game
from gettysburg_desktop.games.gettysburg.scenario.catalog import load_scenario_by_id
from gettysburg_desktop.scenario.record import load_record, replay

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "tests" / "golden" / "event-texts.json"
WORKED = ROOT / "examples" / "worked-assault.yaml"
#: crossroads 3, 9 and 16 bring a counter-attack, damaged artillery and a withdrawal
GAMES = [*(("crossroads", s) for s in (0, 1, 2, 3, 9, 16)), ("gettysburg-1863", 0), ("gettysburg-1863", 1)]
PLIES = 400  # the gettysburg-1863 games are long: their first plies are enough


def _text(t: object) -> object:
    if t is None:
        return None
    template = getattr(t, "template", None)
    return [str(t), template] if template is not None and template != str(t) else str(t)


def _value(v: object) -> object:
    if isinstance(v, (tuple, list)):
        return [_value(x) for x in v]
    if isinstance(v, (int, float, bool)) or v is None:
        return v
    return _text(v) if hasattr(v, "template") else str(v)


def _events(g: Game) -> list:
    out = []
    for entry in g.log:
        for e in entry.events:
            row = [e.kind, e.rule, [[k, _value(v)] for k, v in e.data], _text(e.text)]
            if e.owner is not None:
                row += [e.owner, list(e.hidden), _text(e.public_text)]
            out.append(row)
    return out


def random_game(scenario_id: str, seed: int) -> list:
    g = Game(load_scenario_by_id(scenario_id), SeededDice(seed), undo=False)
    rnd = random.Random(seed)
    for _ in range(PLIES):
        if g.over:
            break
        actions = g.legal_actions()
        g.apply(actions[rnd.randrange(len(actions))])
    return _events(g)


def conceded_game() -> list:
    """A game the Confederates concede after a few plies (R-WIN-3)."""
    g = Game(load_scenario_by_id("crossroads"), SeededDice(5), undo=False)
    rnd = random.Random(5)
    for _ in range(30):
        actions = g.legal_actions()
        g.apply(actions[rnd.randrange(len(actions))])
    g.concede()
    return _events(g)


#: positions bringing the rarer texts: a cube hit or a long-range cube with its
#: colour's supply exhausted (R-DMG-9), a cube too many (R-DMG-3)
SCRIPTED = {
    "supply-exhausted in an assault": (
        {"town": ["csa-regular-1"], "farm-south": [{"id": "usa-elite-1", "cubes": 5}]},
        ("town", "round-top"),
        [1, 6],
        ("order town", "move town", "move csa-regular-1 farm-south", "end-move"),
    ),
    "cavalry without cubes": (
        {
            "town": ["csa-regular-1"],
            "farm-south": [{"id": "usa-cavalry-1", "cubes": 2}],
            "creek": [{"id": "usa-cavalry-2", "cubes": 3}],
        },
        ("town", "round-top"),
        [1, 6],
        ("order town", "move town", "move csa-regular-1 farm-south", "end-move", "assign usa-cavalry-1"),
    ),
    "long-range cube without supply": (
        {
            "ridge-west": ["csa-artillery-1"],
            "mill": [{"id": "usa-cavalry-1", "cubes": 2}],
            "creek": [{"id": "usa-cavalry-2", "cubes": 3}],
        },
        ("ridge-west", "town"),
        [6],
        ("order ridge-west", "fire", "fire csa-artillery-1 mill infantry", "end-fire"),
    ),
    "long-range cube too many": (
        {"ridge-west": ["csa-artillery-1"], "mill": [{"id": "usa-regular-1", "cubes": 5}]},
        ("ridge-west", "town"),
        [6],
        ("order ridge-west", "fire", "fire csa-artillery-1 mill infantry", "end-fire"),
    ),
}


def scripted(units: dict, places: tuple[str, str], dice: list, actions: tuple[str, ...]) -> list:
    csa, usa = places
    g = game_at({"units": units, "blocks": blocks((csa, "csa", 5, 0), (usa, "usa", 3, 0))}, dice=dice, undo=False)
    for a in actions:
        if a in {str(x) for x in g.legal_actions()}:
            g.apply(a)
    return _events(g)


#: the ends of a period that win (R-WIN-1, R-WIN-2, R-WIN-3)
ENDINGS = {
    "two victory areas": ("1 July night", {"cemetery": ["csa-regular-1"], "hill-north": ["csa-regular-2"]}),
    "the double star in an afternoon": ("1 July afternoon", {"round-top": ["csa-regular-1"]}),
    "the last afternoon": ("3 July afternoon", {}),
}


def ending(period: str, units: dict) -> list:
    position = {
        "period": period,
        "units": {"orchard": ["csa-regular-5"], "creek": ["usa-regular-5"], **units},
        "blocks": blocks(("orchard", "csa", 5, 0), ("creek", "usa", 3, 0)),
        "discs": {"usa_blue": 1},
    }
    g = game_at(position, dice=[1], undo=False)
    for a in ("order orchard", "pass", "order creek", "pass"):
        g.apply(a)
    return _events(g)


def all_games() -> dict:
    out = {f"{sid} {seed}": random_game(sid, seed) for sid, seed in GAMES}
    out["conceded"] = conceded_game()
    out.update({name: scripted(*case) for name, case in SCRIPTED.items()})
    out.update({name: ending(*case) for name, case in ENDINGS.items()})
    out["worked-assault"] = _events(replay(load_record(WORKED), str(WORKED)))
    return out


def test_event_texts_match_the_golden_file():
    golden = json.loads(GOLDEN.read_text(encoding="utf-8"))
    got = json.loads(json.dumps(all_games()))
    assert sorted(got) == sorted(golden)
    for name, events in got.items():
        want = golden[name]
        for i, (a, b) in enumerate(zip(events, want, strict=False)):
            assert a == b, f"{name}: event {i} differs:\n got  {a}\n want {b}"
        assert len(events) == len(want), name


if __name__ == "__main__":
    out = all_games()
    # one event a line: a drift shows as the lines it changes
    lines = ",\n".join(
        f"{json.dumps(name)}: [\n" + ",\n".join(json.dumps(e, ensure_ascii=False) for e in events) + "\n]"
        for name, events in sorted(out.items())
    )
    GOLDEN.write_text("{\n" + lines + "\n}\n", encoding="utf-8")
    print(f"wrote {GOLDEN}: {sum(len(v) for v in out.values())} events", file=sys.stderr)

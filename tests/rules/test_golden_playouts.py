"""Golden playthroughs (python-chess's perft, OpenSpiel's playthrough files):
seeded random games whose every action and final position are written down.
A change of any rule's behaviour changes them; when it is meant, regenerate
with `python tests/rules/test_golden_playouts.py` and review the diff."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

from gettysburg_desktop.games.gettysburg.rules import crossroads
from gettysburg_desktop.games.gettysburg.rules.dice import SeededDice
from gettysburg_desktop.games.gettysburg.rules.game import Game

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "crossroads-playthroughs.json"
SEEDS = range(5)


def playthrough(seed: int) -> dict:
    g = Game(crossroads.scenario(), SeededDice(seed), undo=False)
    rnd = random.Random(seed)
    while not g.over:
        actions = g.legal_actions()
        g.apply(actions[rnd.randrange(len(actions))])
    view = g.view(None)
    return {
        "seed": seed,
        "actions": [str(a) for a in g.history],
        "outcome": view["outcome"],
        "places": view["places"],
        "eliminated": view["eliminated"],
    }


def test_seeded_playthroughs_match_the_golden_file():
    golden = json.loads(GOLDEN.read_text(encoding="utf-8"))
    for seed in SEEDS:
        got = playthrough(seed)
        want = golden[str(seed)]
        n = next((i for i, (a, b) in enumerate(zip(got["actions"], want["actions"], strict=False)) if a != b), None)
        assert n is None and len(got["actions"]) == len(want["actions"]), (
            f"seed {seed}: the playthrough departs from the golden one at action {n}: "
            f"{got['actions'][n] if n is not None else ''} instead of {want['actions'][n] if n is not None else ''}"
        )
        assert got == want


if __name__ == "__main__":
    out = {str(s): playthrough(s) for s in SEEDS}
    GOLDEN.write_text(json.dumps(out, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    print(f"wrote {GOLDEN}: {sum(len(v['actions']) for v in out.values())} actions", file=sys.stderr)

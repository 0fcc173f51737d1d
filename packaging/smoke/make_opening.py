"""Writes packaging/smoke/opening-1863.yaml, the game record the packaged
program's smoke test plays through its window (packaging/smoke.py): the
first 150 decisions of the 1863 battle with dice seed 7, each picked among
the legal choices at random (random.Random(7)) with moves, entries, orders
and fire preferred over passing, so that the opening reaches an assault
(dice, cubes, a retreat) and the third period. Run it again only if the
rules change what is legal: ``.venv/bin/python packaging/smoke/make_opening.py``."""

from __future__ import annotations

import random
from pathlib import Path

from gettysburg_desktop.scenario.record import save_record
from gettysburg_desktop.scenario.session import GameSession, Setup

SEED, ACTIONS = 7, 150
WEIGHTS = {
    "pass": 0.05,
    "remove-block": 0.1,
    "end-turn": 0.3,
    "entrench": 0.2,
    "place-block": 1,
    "move": 6,
    "enter": 4,
    "order": 3,
    "double-order": 1,
    "fire": 5,
    "end-move": 1,
}


def main() -> None:
    session = GameSession.new(Setup("gettysburg-1863", SEED))
    game, rng = session.game, random.Random(SEED)
    while len(game.history) < ACTIONS and not game.over:
        choices = game.choices()
        game.apply(rng.choices(choices, [WEIGHTS.get(c.verb, 2) for c in choices])[0].action)
    record = session.record()
    record.title = (
        f"An opening of the 1863 battle for the packaged program's smoke test ({ACTIONS} decisions; make_opening.py)"
    )
    out = Path(__file__).with_name("opening-1863.yaml")
    save_record(record, out)
    print(f"{out}: {len(record.actions)} actions, {game.period_name()}")


if __name__ == "__main__":
    main()

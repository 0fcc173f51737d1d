"""Writes packaging/smoke/short-game-1861.yaml, the game record of Norden &
Süden's short game (July 1861 to June 1862, variant ``short``) that the
packaged program's smoke test plays through its window to its result
(packaging/smoke.py): dice seed 5, each decision picked among the legal
choices the window offers (games/nordensueden/rules/choices.py) at random
(random.Random(5)), the buttons that end a phase less often, so that the
armies march and fight; it ends when the game is over (the Confederacy
occupies Washington, NS-WIN). Run it again only if the rules change what is
legal: ``.venv/bin/python packaging/smoke/make_short_game.py``."""

from __future__ import annotations

import random
from pathlib import Path

from gettysburg_desktop.games.nordensueden.rules.choices import choices
from gettysburg_desktop.scenario.record import save_record
from gettysburg_desktop.scenario.session import GameSession, Setup

SEED, LIMIT = 5, 2000


def main() -> None:
    session = GameSession.new(Setup("short-1861", SEED, ("short",), game="norden-sueden"))
    game, rng = session.game, random.Random(SEED)
    while not game.over and len(game.history) < LIMIT:
        offered = choices(game)
        weights = [0.3 if c.action.verb.startswith("end") else 1.0 for c in offered]
        game.apply(rng.choices(offered, weights)[0].action)
    if not game.over:
        raise SystemExit(f"not over after {LIMIT} actions")
    record = session.record()
    record.title = (
        "Norden & Süden's short game played to its result for the packaged program's smoke test (make_short_game.py)"
    )
    out = Path(__file__).with_name("short-game-1861.yaml")
    save_record(record, out)
    print(f"{out}: {len(record.actions)} actions, {game.prompt().text}")


if __name__ == "__main__":
    main()

"""Writes packaging/smoke/grauwasser-game.yaml, the game record of
Schlachten im Finsterland's shipped battle (Die Furten am Grauwasser, 12
rounds) that the packaged program's smoke test plays through its window to
its result (packaging/smoke.py): seed 7, both sides played by the computer
kit's policy without noise (games/finsterland/computer/kit.py), so that the
armies close in, fire and fight. Run it again only if the rules change what
is legal: ``.venv/bin/python packaging/smoke/make_grauwasser_game.py``."""

from __future__ import annotations

import random
from pathlib import Path

from gettysburg_desktop.games.finsterland.computer.kit import KIT
from gettysburg_desktop.scenario.record import save_record
from gettysburg_desktop.scenario.session import GameSession, Setup

SEED, LIMIT = 7, 3000


def main() -> None:
    session = GameSession.new(Setup("grauwasser", SEED, game="finsterland"))
    game, rng = session.game, random.Random(SEED)
    while not game.over and len(game.history) < LIMIT:
        game.apply(KIT.policy_action(game, rng, noise=0.0))
    if not game.over:
        raise SystemExit(f"not over after {LIMIT} actions")
    record = session.record()
    record.title = (
        "Die Furten am Grauwasser played to its result for the packaged program's smoke test (make_grauwasser_game.py)"
    )
    out = Path(__file__).with_name("grauwasser-game.yaml")
    save_record(record, out)
    print(f"{out}: {len(record.actions)} actions, {game.prompt().text}")


if __name__ == "__main__":
    main()

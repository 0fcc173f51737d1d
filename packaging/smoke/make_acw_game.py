"""Writes packaging/smoke/acw-meeting-game.yaml, the game record of ACW after
Big Battle DBA's meeting engagement of 1862 that the packaged program's
smoke test plays through its window to its result (packaging/smoke.py):
seed 7, both sides played by the computer kit's policy without noise
(games/acw_bbdba/computer/kit.py), so that the armies close in, shoot and
fight until an army breaks (BB-WIN-5). Run it again only if the rules change
what is legal: ``.venv/bin/python packaging/smoke/make_acw_game.py``."""

from __future__ import annotations

import random
from pathlib import Path

from gettysburg_desktop.games.acw_bbdba.computer.kit import KIT
from gettysburg_desktop.scenario.record import save_record
from gettysburg_desktop.scenario.session import GameSession, Setup

SEED, LIMIT = 7, 5000


def main() -> None:
    session = GameSession.new(Setup("meeting-1862", SEED, game="acw-bbdba"))
    game, rng = session.game, random.Random(SEED)
    while not game.over and len(game.history) < LIMIT:
        game.apply(KIT.policy_action(game, rng, noise=0.0))
    if not game.over:
        raise SystemExit(f"not over after {LIMIT} actions")
    record = session.record()
    record.title = (
        "The meeting engagement of 1862 played to its result for the packaged program's smoke test (make_acw_game.py)"
    )
    out = Path(__file__).with_name("acw-meeting-game.yaml")
    save_record(record, out)
    print(f"{out}: {len(record.actions)} actions, {game.prompt().text}")


if __name__ == "__main__":
    main()

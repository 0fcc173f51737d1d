"""A game's record in plain data, for any ruleset: the ruleset's name, its
rules version, the variants and every action in the notation (the
program's YAML records hold the same and more). ``replay`` plays
a record back through the gateway, so it is checked action by action."""

from __future__ import annotations

from typing import Any

from .dice import Dice
from .gateway import Gateway


class RecordError(ValueError):
    """A record that does not replay: which action, and why."""


def record(game: Any) -> dict[str, Any]:
    rs = game.ruleset
    return {
        "ruleset": rs.name,
        "rules_version": rs.rules_version,
        "variants": sorted(game.tables.variants),
        "actions": [str(a) for a in game.history],
    }


def replay(game_class: type[Gateway], scenario: Any, rec: dict[str, Any], dice: Dice, **options: Any) -> Gateway:
    """The game ``rec`` records, played again with ``dice`` (the faces it
    rolled, or its seed): a RecordError names the first action that fails,
    and says so when the record is of another rules version."""
    rs = game_class.ruleset
    if rec.get("ruleset") != rs.name:
        raise RecordError(f"a record of {rec.get('ruleset')!r}, not of {rs.name!r}")
    game = game_class(scenario, dice, variants=rec.get("variants", ()), **options)
    version = rec.get("rules_version")
    for n, text in enumerate(rec.get("actions", ()), 1):
        try:
            game.apply(text)
        except ValueError as exc:
            changed = ""
            if version != rs.rules_version:
                changed = f" (recorded under rules version {version}, played under {rs.rules_version}: {rs.rules_changes.get(rs.rules_version, '')})"
            raise RecordError(f"action {n} {text!r}: {exc}{changed}") from exc
    return game

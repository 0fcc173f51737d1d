"""What kind of file a YAML document is -- a map, a scenario, a game
record or a table -- by its top-level keys, so that a file given where another kind
is expected says what it is (issue 14, item 19) instead of a version
number or ten lines of unknown keys."""

from __future__ import annotations

from typing import Any

MAP = "map"
SCENARIO = "scenario"
RECORD = "game record"
TABLE = "table"

#: the top-level keys only that kind has (format_version, id, name, title are everybody's)
MAP_KEYS = frozenset({"areas", "board", "entry_boxes", "roads", "scenery", "background"})
SCENARIO_KEYS = frozenset({"units", "map", "start", "reinforcements", "union_order_boxes"})
TABLE_KEYS = frozenset({"depth", "sector", "zones", "features", "objectives", "unit"})
RECORD_KEYS = frozenset(
    {"actions", "seed", "dice", "position", "scenario", "rules_version", "variants", "shown_everything", "ruleset"}
)

#: what to do with each kind (commands of the installed program, docs/..)
WHAT_TO_DO = {
    MAP: "open it in the map editor (gettysburg --edit {path}) or check it (gettysburg-desktop validate {path})",
    SCENARIO: "start a game of it (gettysburg --scenario {path}) or check it (gettysburg-desktop validate {path})",
    RECORD: "open it as a saved game (gettysburg {path}) or replay it (gettysburg-desktop replay {path})",
    TABLE: "check it (gettysburg-desktop validate {path}); the games on the free table are to come",
}


def kind_of(data: Any) -> str | None:
    """MAP, SCENARIO, RECORD or TABLE by the document's keys; None when it is
    none of them recognisably (the loader then says what is wrong)."""
    if not isinstance(data, dict):
        return None
    keys = set(data)
    scores = sorted(
        (
            (len(own & keys), kind)
            for kind, own in ((MAP, MAP_KEYS), (SCENARIO, SCENARIO_KEYS), (RECORD, RECORD_KEYS), (TABLE, TABLE_KEYS))
        ),
        reverse=True,
    )
    (best, kind), (second, _) = scores[0], scores[1]
    return kind if best > second else None


def not_a(kind: str, wanted: str, path: str) -> str:
    """``this is a map, not a scenario: open it in the map editor ...``"""
    return f"this is a {kind}, not a {wanted}: {WHAT_TO_DO[kind].format(path=path)}"

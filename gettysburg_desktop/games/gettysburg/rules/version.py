"""The rules version: which reading of the rules the engine plays. A game
record names the version it was played under (docs/game-record.md); a record
of an older version is replayed, and if it no longer replays the message says
that the rules changed in between and how."""

from __future__ import annotations

RULES_VERSION = 3

#: version -> what changed from the version before (for messages and docs)
RULES_CHANGES: dict[int, str] = {
    1: "the first engine (2026-11)",
    2: (
        "the rulings of 2026-11-22: stacking counted at the end of the action (R-MOVE-5), "
        "artillery fire declared in full before rolling (R-ART-4), the artillery's fate after the step (R-ASLT-9), "
        "riding off only with the cavalry (R-ASLT-10), no falling back into entry boxes (R-ASLT-12), "
        "no retreat into the attackers' areas (R-RET-2), no eliminating cube while another unit can take it (R-DMG-2), "
        "the owner chooses the entrenchment marker (R-ENT-5), concession at any moment (R-WIN-3), "
        "assaults relieve over-stacking (R-ORD-2), and dice rolled only on an explicit decision"
    ),
    3: (
        "the ruling of 2026-11-24, no stalling (R-ACT-3): after eight block actions in a row in a period "
        "a side must issue an order with its next action if it can"
    ),
}

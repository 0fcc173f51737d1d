"""The event kinds of Norden & Süden (kernel/ruleset.py ``event_kinds``),
the battles' own merged in by the ruleset."""

from __future__ import annotations

EVENT_KINDS: dict[str, str] = {
    "set-up": "the armies set up (NS-SETUP)",
    "turn": "a game turn begins (NS-SEQ-1)",
    "player-turn": "a player turn begins (NS-SEQ-1)",
    "draft": "the Union drafts militia (NS-DRAFT)",
    "roll": "a die rolled",
    "marches": "the marches of a player turn (NS-MOVE-1, NS-MOVE-2)",
    "landing": "a sea landing is allowed (NS-SEA-3)",
    "marches-lost": "unused marches lost (NS-MOVE-7)",
    "march": "a march starts (NS-MOVE-3)",
    "moved": "a unit moves (NS-MOVE, NS-JUMP)",
    "sea-move": "a unit moves by sea (NS-SEA-2)",
    "landed": "a unit lands from the sea (NS-SEA-4)",
    "fortifying": "a unit begins fortifying (NS-FORT-2)",
    "fortified": "a unit is fortified (NS-FORT-3)",
    "reduced": "a unit is reduced (NS-FIRE-3)",
    "eliminated": "a unit is eliminated (NS-FIRE-3)",
    "promoted": "a unit is promoted (NS-PROM)",
    "replacements": "Confederate replacements (NS-AID-5)",
    "recruits": "the recruits of a player turn (NS-RECR-1)",
    "no-recruits": "nothing can be recruited (NS-RECR-4)",
    "recruited": "a militia unit recruited (NS-RECR-3)",
    "occupied": "a box changes hands (NS-OCC-2, NS-OCC-3)",
    "hold-made-good": "a cavalry-only hold made good by infantry (NS-OCC-4)",
    "hold-lost": "a cavalry-only hold reverts (NS-OCC-3)",
    "game-over": "the game is won (NS-WIN)",
    "only-choice": "a lone legal action taken",
}

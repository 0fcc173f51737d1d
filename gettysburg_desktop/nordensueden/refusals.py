"""Why an action is not legal now, with its NS- rule id (``Ruleset.why_illegal``)."""

from __future__ import annotations

from .actions import Action
from .battle import why_illegal as battle_why_illegal
from .board import NSBoard


def why_illegal(g: NSBoard, action: Action) -> str | None:
    return battle_why_illegal(g, action)

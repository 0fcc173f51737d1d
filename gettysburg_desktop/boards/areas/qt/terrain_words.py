"""The area board's terrains (shapes.TERRAINS) in the player's language,
through Qt's translation (context "Words"): what the editor's lists and a
game's status bar call them (German: Hügel, Bergrücken ...)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

# Qt's translate, by a name tools/translations.py tells pyside6-lupdate
_t = QCoreApplication.translate


def terrain_name(terrain: str) -> str:
    return {
        "clear": _t("Words", "clear"),
        "hill": _t("Words", "hill"),
        "ridge": _t("Words", "ridge"),
        "town": _t("Words", "town"),
    }[terrain]

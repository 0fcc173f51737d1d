"""Gettysburg's own words as its window shows them, through Qt's translation
(context "Words", as when they were the window's): the unit types and the
damage cubes' colours. The engine names things in English (rules/); the
window says them in the player's language (German: Elite-Infanterie ...)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gettysburg_desktop.display.words import side_name

from ..rules.pieces import Side

# Qt's translate, by a name tools/translations.py tells pyside6-lupdate
_t = QCoreApplication.translate


def unit_kind(kind: str) -> str:
    return {
        "regular": _t("Words", "infantry"),
        "elite": _t("Words", "elite infantry"),
        "inferior": _t("Words", "inferior infantry"),
        "cavalry": _t("Words", "cavalry"),
        "artillery": _t("Words", "artillery"),
    }[kind]


def cube_colour(colour: str) -> str:
    """A damage-cube colour, named by the unit type it belongs to ("Union elite")."""
    side, kind = colour.split("-", 1)
    return _t("Words", "{side} {kind}").format(
        side=side_name(Side(side)),
        kind={
            "regular": _t("Words", "regular"),
            "elite": _t("Words", "elite"),
            "inferior": _t("Words", "inferior"),
            "cavalry": _t("Words", "cavalry"),
        }[kind],
    )

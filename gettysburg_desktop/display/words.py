"""The game's own words as the window shows them, through Qt's translation
(context "Words"): the sides, the unit types, the terrains, the cube
colours. (The engine's own texts are translated by display/translate.py's shown.) The engine names things in English (rules/); the window says them in
the player's language. One place, so a translator finds the rulebook's terms
together (German: Konföderierte, Elite-Infanterie, Hügel, Bergrücken ...)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from .translate import shown

#: Qt's translate, by a name tools/translations.py tells pyside6-lupdate
_t = QCoreApplication.translate


def side_name(side) -> str:
    """A side in the words of its own game (its ``title``: Gettysburg's
    "Confederate", Norden & Süden's "Confederacy"), or a side's value alone
    ("csa", "usa") as Gettysburg's records write it."""
    title = None if type(side) is str else getattr(side, "title", None)  # a bare value has str.title
    if title is not None:
        return shown(title)
    value = getattr(side, "value", side)
    return _t("Words", "Confederate") if value == "csa" else _t("Words", "Union")


def unit_kind(kind: str) -> str:
    return {
        "regular": _t("Words", "infantry"),
        "elite": _t("Words", "elite infantry"),
        "inferior": _t("Words", "inferior infantry"),
        "cavalry": _t("Words", "cavalry"),
        "artillery": _t("Words", "artillery"),
    }[kind]


def terrain_name(terrain: str) -> str:
    return {
        "clear": _t("Words", "clear"),
        "hill": _t("Words", "hill"),
        "ridge": _t("Words", "ridge"),
        "town": _t("Words", "town"),
    }[terrain]


def cube_colour(colour: str) -> str:
    """A damage-cube colour, named by the unit type it belongs to ("Union elite")."""
    side, kind = colour.split("-", 1)
    return _t("Words", "{side} {kind}").format(
        side=side_name(side),
        kind={
            "regular": _t("Words", "regular"),
            "elite": _t("Words", "elite"),
            "inferior": _t("Words", "inferior"),
            "cavalry": _t("Words", "cavalry"),
        }[kind],
    )


def plural(n: int, one: str, many: str) -> str:
    """``one`` or ``many`` (both already translated), with ``{n}`` filled in."""
    return (one if n == 1 else many).format(n=n)

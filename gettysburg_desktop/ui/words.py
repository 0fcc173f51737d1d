"""The game's own words as the window shows them, through Qt's translation
(context "Words"): the sides, the unit types, the terrains, the parts of the
day. The engine names things in English (rules/); the window says them in
the player's language. One place, so a translator finds the rulebook's terms
together (German: Konföderierte, Elite-Infanterie, Hügel, Kamm ...)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def _t(text: str) -> str:
    return QCoreApplication.translate("Words", text)


def side_name(side) -> str:
    """"Confederate" or "Union" (a Side or its value)."""
    value = getattr(side, "value", side)
    return _t("Confederate") if value == "csa" else _t("Union")


def unit_kind(kind: str) -> str:
    return {"regular": _t("infantry"), "elite": _t("elite infantry"), "inferior": _t("inferior infantry"),
            "cavalry": _t("cavalry"), "artillery": _t("artillery")}[kind]


def terrain_name(terrain: str) -> str:
    return {"clear": _t("clear"), "hill": _t("hill"), "ridge": _t("ridge"), "town": _t("town")}[terrain]


def cube_colour(colour: str) -> str:
    """A damage-cube colour, named by the unit type it belongs to ("Union elite")."""
    side, kind = colour.split("-", 1)
    return _t("{side} {kind}").format(side=side_name(side), kind={"regular": _t("regular"), "elite": _t("elite"),
                                                                    "inferior": _t("inferior"), "cavalry": _t("cavalry")}[kind])


def plural(n: int, one: str, many: str) -> str:
    """``one`` or ``many`` (both already translated), with ``{n}`` filled in."""
    return (one if n == 1 else many).format(n=n)

"""Norden & Süden's things in the window's words: the units' kinds (T1),
a counter, a box with its owner and units, the stage of the game."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gettysburg_desktop.display.words import side_name

#: Qt's translate, by a name tools/translations.py tells pyside6-lupdate
_t = QCoreApplication.translate


def kind_name(code: str) -> str:
    """MI, VI, EI, MC, VC, EC in words (NS-COMP-2)."""
    return {
        "MI": _t("NsWords", "militia infantry"),
        "VI": _t("NsWords", "veteran infantry"),
        "EI": _t("NsWords", "elite infantry"),
        "MC": _t("NsWords", "militia cavalry"),
        "VC": _t("NsWords", "veteran cavalry"),
        "EC": _t("NsWords", "elite cavalry"),
    }.get(code, code)


def unit_words(units: list[dict], box: str | None = None) -> str:
    """One counter (one unit or several identical ones) in words, and the box it stands in."""
    u = units[0]
    bits = [f"{side_name(u['side'])} {kind_name(u['code'])} {u['value']}"]
    if u["reduced"]:
        bits.append(_t("NsWords", "reduced (NS-FIRE-3)"))
    if u["fortified"]:
        bits.append(_t("NsWords", "fortified (NS-FORT)"))
    if u.get("stopped"):
        bits.append(_t("NsWords", "stopped"))
    text = ", ".join(bits)
    ids = ", ".join(x["id"] for x in units)
    if len(units) > 1:
        words = _t("NsWords", "{n} units, each {what} ({ids})").format(n=len(units), what=text, ids=ids)
    else:
        words = f"{text} ({ids})"
    return words if box is None else _t("NsWords", "{counter}, in {box}").format(counter=words, box=box)


def box_words(name: str, entry: dict, home_owner: str | None) -> str:
    """A box under the pointer: its name, owner (a flag where it changed hands, NS-OCC-2) and units."""
    owner = entry.get("owner")
    bits = [name]
    if owner:
        bits.append(
            _t("NsWords", "held by the {side} (flag, NS-OCC-2)").format(side=side_name(owner))
            if entry.get("flag")
            else _t("NsWords", "held by the {side}").format(side=side_name(owner))
        )
    if entry.get("cavalry_hold"):
        bits.append(_t("NsWords", "held by cavalry alone (NS-OCC-3)"))
    units = entry.get("units", [])
    for side in ("usa", "csa"):
        mine = [u for u in units if u["side"] == side]
        if mine:
            counts: dict[str, int] = {}
            for u in mine:
                key = u["code"] + ("*" if u["reduced"] else "")
                counts[key] = counts.get(key, 0) + 1
            bits.append(
                side_name(side) + " " + " ".join(f"{n}\u00d7{k}" if n > 1 else k for k, n in sorted(counts.items()))
            )
    return "; ".join(bits)

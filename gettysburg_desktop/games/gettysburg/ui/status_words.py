"""What Gettysburg's status bar says of the thing under the pointer (the
window asks its WindowGame's ``describe``): the area with its terrain and
stars, its units and markers; a unit; a border; an entry box. Its texts
keep the context "StatusLine" they were first translated in."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gettysburg_desktop.boards.areas.qt.terrain_words import terrain_name

#: Qt's translate, by a name tools/translations.py tells pyside6-lupdate
_t = QCoreApplication.translate


def describe(window, pos) -> str:
    """The status bar: the area, unit, border or entry box under the pointer."""
    w = window
    thing = w.scene.thing_at(pos)
    if thing is None:
        return ""
    kind, what = thing
    g = w.session.game
    if kind == "unit":
        item = w.scene.units[what]
        return item.toolTip().replace("\n", ": ")
    if kind == "border":
        a, b = what
        return _t("StatusLine", "border of {a} and {b}").format(a=g.name(a), b=g.name(b))
    place = what
    v = w.controller.view()
    entry = v["places"].get(place, {})
    bits = []
    if g.bf.is_area(place):
        area = g.bf.areas[place]
        stars = {
            1: _t("StatusLine", ", victory area (R-WIN-1)"),
            2: _t("StatusLine", ", the double star (R-WIN-1, R-WIN-2)"),
        }.get(area.stars, "")
        bits.append(f"{area.name}: {terrain_name(area.terrain.value)}{stars}")
    else:
        box = g.bf.entry_boxes.get(place)
        bits.append(
            _t("StatusLine", "{name}: entry box of {area}").format(name=box.name, area=g.name(box.area))
            if box
            else place
        )
    units = entry.get("units", [])
    if units:
        bits.append(", ".join(g.name(u["id"]) for u in units))
    if entry.get("cubes"):
        bits.append(_t("StatusLine", "loose cubes {n}").format(n=sum(entry["cubes"].values())))
    if entry.get("disrupted"):
        bits.append(_t("StatusLine", "disrupted"))
    if entry.get("entrenchments"):
        bits.append(
            _t("StatusLine", "entrenched facing {b}").format(b=", ".join(g.name(x) for x in entry["entrenchments"]))
        )
    if entry.get("fire_marker"):
        bits.append(_t("StatusLine", "artillery-fire marker"))
    return "; ".join(bits)

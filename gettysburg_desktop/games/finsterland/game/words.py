"""The rules' words the log and the prompts put into their sentences,
each a ``said`` so that the window translates it (kernel/said.py): the
groups that fire in turn (FL-FIRE-8), the kinds of artillery (T7), the
covers (T11) and the faces of a disc (FL-BOMB-4)."""

from __future__ import annotations

from gettysburg_desktop.kernel.said import Said, said

GROUP: dict[str, Said] = {
    "infantry": said("infantry"),
    "cavalry": said("cavalry"),
    "machine guns": said("machine guns"),
    "light artillery": said("light artillery"),
    "heavy artillery": said("heavy artillery"),
}
ARTILLERY: dict[str, Said] = {"light": said("light"), "heavy": said("heavy")}
COVER: dict[str, Said] = {
    "open": said("open"),
    "bunker": said("bunker"),
    "bushes": said("bushes"),
    "building": said("building"),
    "wall": said("wall"),
    "trench": said("trench"),
    "wood": said("wood"),
    "fence": said("fence"),
    "command staff": said("command staff"),
}
FACE: dict[str, Said] = {"explosion": said("explosion"), "nothing": said("nothing")}


def word(table: dict[str, Said], key: str) -> Said | str:
    """``key``'s word, or the key itself where the table has none (a kind a table file names anew)."""
    return table.get(key, key)

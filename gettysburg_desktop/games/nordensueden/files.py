"""Norden & Süden's own files for ``gettysburg-desktop validate`` and
``topology`` (scenario/commands.py asks the registration's ``FILES``): box
maps (docs/box-map-format.md). Each answer is (stdout, the error for
stderr without "error: ", the exit code)."""

from __future__ import annotations

from pathlib import Path

from .boxes.box_map_file import is_box_map_data

#: a box map's kind, as validate and topology name it
BOXES = "boxes"


def file_kind(data) -> str | None:
    """ "boxes" for a box map's data (``kind: boxes``), else None."""
    return BOXES if is_box_map_data(data) else None


def not_for_topology(path: Path, kind: str) -> str:
    return f"{path} is a box map: its links are its topology; check it with validate"


def _counted(n: int, one: str, many: str) -> str:
    return (one if n == 1 else many).format(n=n)


def validate(path: Path, kind: str) -> tuple[str, str, int]:
    """A box map (Norden & Süden): the file's problems, else what keeps a game
    off it (errors: the rules', nordensueden.campaign_map_check) and boxes
    drawn over each other (warnings: a game plays the map anyway), as the
    box-map editor's Validation and Play-test see them (box_map_check)."""
    from .boxes.box_map_check import box_overlaps
    from .boxes.box_map_file import BoxMapError, load_box_map
    from .rules.campaign_map_check import check_map
    from .rules.sides import Side

    try:
        boxmap = load_box_map(path)
    except BoxMapError as exc:
        if exc.unreadable:
            return ("", str(exc), 2)
        n = len(exc.problems)
        return (str(exc), f"{path}: {_counted(n, '{n} problem', '{n} problems')}", 1)
    problems = check_map(boxmap)
    overlaps = box_overlaps(boxmap.boxes, str(path))
    lines = [f"error: {path}: {p}" for p in problems] + [f"warning: {p}" for p in overlaps]
    warned = _counted(len(overlaps), "{n} warning", "{n} warnings") + " about boxes drawn over each other"
    if problems:
        counted = _counted(len(problems), "{n} error", "{n} errors")
        return ("\n".join(lines), f"{path}: {counted}" + (f" and {warned}" if overlaps else ""), 1)
    kinds = {kind: sum(1 for link in boxmap.links if link.kind.value == kind) for kind in ("rail", "river", "road")}
    setup = boxmap.setup() if boxmap.own_setup else None
    played = (
        f"its own set-up: {sum(setup[Side.USA].values())} Union and {sum(setup[Side.CSA].values())} "
        "Confederate militia infantry"
        if setup is not None
        else "the 1861 campaign's set-up (T2)"
    )
    clean = (
        f"{path}: box map {boxmap.id!r} is clean: {len(boxmap.boxes)} boxes, {len(boxmap.links)} links "
        f"({kinds['rail']} railroad, {kinds['river']} river, {kinds['road']} road); start sums "
        f"{boxmap.starting_sum(Side.USA)} and {boxmap.starting_sum(Side.CSA)}; played with {played}"
    )
    if overlaps:
        clean += f"; {warned} (a game plays the map anyway)"
    return ("\n".join([*lines, clean]), "", 0)

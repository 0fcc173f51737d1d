#!/usr/bin/env python3
"""Render a map file to a PNG with the play window's own board (games/gettysburg/ui/board_scene.py),
offscreen (no window needed).

    .venv/bin/python tools/render_map.py \\
        resources/maps/gettysburg-1863.yaml docs/images/map-1863.png

The picture is the board as a player sees it before the first piece is set
up: terrain, woods and buildings, rivers, roads and the railroad, area
names, hill and ridge symbols, stars and the entry boxes, in the program's
one palette (display/palette.py). The map is loaded and checked as a game loads
it; a map with problems is refused with the checker's list (open a draft in
the editor instead).
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRectF  # noqa: E402
from PySide6.QtGui import QImage, QPainter  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from gettysburg_desktop.boards.areas.map_file import MapFormatError, load_map  # noqa: E402
from gettysburg_desktop.boards.areas.topology import build_topology  # noqa: E402
from gettysburg_desktop.boards.areas.validation import validate_map  # noqa: E402
from gettysburg_desktop.games.gettysburg.map.to_rules import to_battlefield  # noqa: E402
from gettysburg_desktop.games.gettysburg.rules.scenario import Scenario  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_MAP = ROOT / "resources/maps/gettysburg-1863.yaml"


def board_of(map_path: str | os.PathLike[str]) -> Scenario:
    """The map as a scenario without pieces, which is all the board scene needs.
    ValueError lists the map checker's problems."""
    doc = load_map(map_path)
    topology = build_topology(doc)
    problems = validate_map(doc, str(map_path), topology=topology)
    if problems:
        raise ValueError("\n".join(str(p) for p in problems))
    return Scenario(
        id=doc.id,
        name=doc.name,
        battlefield=to_battlefield(doc, topology),
        units=(),
        start={},
        reinforcements=(),
        union_order_boxes={},
        full_counts=False,
        map_document=doc,
        topology=topology,
    )


def render(scenario: Scenario, scale: float = 1.0) -> QImage:
    """The board scene of ``scenario`` drawn whole into an image."""
    from gettysburg_desktop.games.gettysburg.ui.board_scene import BoardScene

    scene = BoardScene(scenario)
    board = scenario.map_document.board
    source = QRectF(0, 0, board.width, board.height)  # the board (a "scan" of it lies on it in the editor) ...
    for box in scenario.map_document.entry_boxes:  # ... and the entry boxes drawn off its edge
        source = source.united(QRectF(*box.rect))
    img = QImage(round(source.width() * scale), round(source.height() * scale), QImage.Format.Format_ARGB32)
    img.fill(0)
    painter = QPainter(img)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    scene.render(painter, QRectF(0, 0, img.width(), img.height()), source)
    painter.end()
    return img


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("map", nargs="?", default=str(DEFAULT_MAP))
    ap.add_argument("out", nargs="?", default=str(ROOT / "docs/images/map-1863.png"))
    ap.add_argument("--scale", type=float, default=1.0)
    args = ap.parse_args(argv)
    app = QApplication.instance() or QApplication(sys.argv[:1])  # noqa: F841 - the scene's fonts and items need it
    try:
        scenario = board_of(args.map)
    except (MapFormatError, ValueError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    img = render(scenario, args.scale)
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    if not img.save(args.out):
        print(f"could not write {args.out}", file=sys.stderr)
        return 1
    print(f"wrote {args.out} ({img.width()}x{img.height()})")
    return 0


if __name__ == "__main__":
    sys.exit(main())

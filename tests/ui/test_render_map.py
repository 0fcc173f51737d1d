"""tools/render_map.py draws the README's map with the play window's own board
scene (games/gettysburg/ui/board_scene.py) and palette, not a second drawing of its own."""

from __future__ import annotations

import importlib.util
from pathlib import Path

from PySide6.QtGui import QColor, QImage

from gettysburg_desktop.display import palette as P

ROOT = Path(__file__).resolve().parents[2]


def render_map_tool():
    spec = importlib.util.spec_from_file_location("render_map", ROOT / "tools/render_map.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_map_picture_is_the_board_scene_in_the_programs_palette(qapp, tmp_path):
    tool = render_map_tool()
    out = tmp_path / "map.png"
    assert tool.main([str(ROOT / "resources/maps/gettysburg-1863.yaml"), str(out), "--scale", "0.5"]) == 0
    img = QImage(str(out))
    board = tool.board_of(ROOT / "resources/maps/gettysburg-1863.yaml").map_document.board
    assert (img.width(), img.height()) == (board.width / 2, board.height / 2)  # the board, to lay on it as a scan
    colours = {img.pixelColor(x, y).name() for x in range(0, img.width(), 7) for y in range(0, img.height(), 7)}
    assert {P.TERRAIN["clear"], P.TERRAIN["hill"], P.TERRAIN["town"]} <= colours
    assert QColor(P.BOX_FILL).name() in colours  # the entry boxes as the window draws them


def test_a_map_that_cannot_be_read_is_refused_with_its_name(qapp, tmp_path, capsys):
    bad = tmp_path / "bad.yaml"
    bad.write_text("areas: [", encoding="utf-8")
    assert render_map_tool().main([str(bad), str(tmp_path / "out.png")]) == 2
    assert str(bad) in capsys.readouterr().err
    assert not (tmp_path / "out.png").exists()

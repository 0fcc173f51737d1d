#!/usr/bin/env python3
"""Render a map file to a PNG with Qt offscreen (no window needed).

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/render_map.py \\
        resources/maps/gettysburg-1863.yaml docs/images/map-1863.png

Terrain colours, area names, stars, hill/ridge symbols, roads, the railroad
dashed, rivers blue, woods and buildings, and the entry boxes. Reads the YAML
with read_yaml only (no map checks) so it works on a draft map the loader
would still reject.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPointF, QRectF, Qt  # noqa: E402
from PySide6.QtGui import (  # noqa: E402
    QColor, QFont, QFontMetricsF, QGuiApplication, QImage, QPainter, QPainterPath, QPen, QPolygonF,
)

from gettysburg_desktop.scenario.yaml_safe import YamlReadError, read_yaml  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
TERRAIN_FILL = {
    "clear": QColor("#e9e4c8"),
    "ridge": QColor("#d6c99a"),
    "hill": QColor("#c4ad7c"),
    "town": QColor("#c9b8b0"),
}
SIDE_COLOUR = {"csa": QColor("#7a7a7a"), "usa": QColor("#3b5998"), None: QColor("#555555")}


def poly(points) -> QPolygonF:
    return QPolygonF([QPointF(float(x), float(y)) for x, y in points])


def star_path(cx: float, cy: float, r: float) -> QPainterPath:
    path = QPainterPath()
    for k in range(10):
        rr = r if k % 2 == 0 else r * 0.42
        a = -math.pi / 2 + k * math.pi / 5
        p = QPointF(cx + rr * math.cos(a), cy + rr * math.sin(a))
        path.moveTo(p) if k == 0 else path.lineTo(p)
    path.closeSubpath()
    return path


def wrap(text: str, fm: QFontMetricsF, width: float) -> list[str]:
    words, lines, cur = text.split(), [], ""
    for w in words:
        trial = f"{cur} {w}".strip()
        if cur and fm.horizontalAdvance(trial) > width:
            lines.append(cur)
            cur = w
        else:
            cur = trial
    if cur:
        lines.append(cur)
    return lines


def render(doc: dict, scale: float = 1.0) -> QImage:
    W, H = doc["board"]["width"], doc["board"]["height"]
    img = QImage(int(W * scale), int(H * scale), QImage.Format.Format_ARGB32)
    img.fill(QColor("#f4f0e0"))
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.scale(scale, scale)

    # areas
    for a in doc["areas"]:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(TERRAIN_FILL[a["terrain"]])
        p.drawPolygon(poly(a["polygon"]))
    # scenery: woods and buildings under the borders
    for s in doc.get("scenery", []):
        if s["kind"] == "woods":
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(90, 130, 70, 110))
            p.drawPolygon(poly(s["polygon"]))
        elif s["kind"] == "building":
            p.setPen(QPen(QColor("#5a4030"), 1))
            p.setBrush(QColor("#8a6a50"))
            p.drawPolygon(poly(s["polygon"]))
    # borders
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(QPen(QColor("#4a3b28"), 1.6))
    for a in doc["areas"]:
        p.drawPolygon(poly(a["polygon"]))
    # rivers over the borders they follow (river borders, scenery only)
    for s in doc.get("scenery", []):
        if s["kind"] == "river":
            p.setPen(QPen(QColor("#3a78c2"), 3, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                          Qt.PenJoinStyle.RoundJoin))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPolyline(poly(s["points"]))
    # roads
    for r in doc["roads"]:
        if r["kind"] == "railroad":
            p.setPen(QPen(QColor("#222222"), 2.5, Qt.PenStyle.DashLine, Qt.PenCapStyle.FlatCap))
            p.drawPolyline(poly(r["points"]))
        else:
            p.setPen(QPen(QColor("#6b4a2b"), 5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                          Qt.PenJoinStyle.RoundJoin))
            p.drawPolyline(poly(r["points"]))
            p.setPen(QPen(QColor("#f2dca0"), 2.5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                          Qt.PenJoinStyle.RoundJoin))
            p.drawPolyline(poly(r["points"]))
    # labels, terrain symbols, stars
    font = QFont("DejaVu Sans", 9)
    font.setBold(True)
    p.setFont(font)
    fm = QFontMetricsF(font)
    for a in doc["areas"]:
        lx, ly = a["label"]
        lines = wrap(a["name"], fm, 96)
        lh = fm.height()
        top = ly - lh * len(lines) / 2
        box_w = max(fm.horizontalAdvance(t) for t in lines) + 6
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(255, 255, 250, 170))
        p.drawRoundedRect(QRectF(lx - box_w / 2, top - 1, box_w, lh * len(lines) + 2), 3, 3)
        p.setPen(QColor("#1e1a12"))
        for i, t in enumerate(lines):
            p.drawText(QRectF(lx - 80, top + i * lh, 160, lh), Qt.AlignmentFlag.AlignCenter, t)
        sym_y = top - 10
        if a["terrain"] in ("hill", "ridge"):
            p.setPen(QPen(QColor("#5b3d16"), 1.5))
            p.setBrush(QColor("#8d6a3a"))
            if a["terrain"] == "hill":
                p.drawPolygon(poly([(lx - 7, sym_y + 5), (lx + 7, sym_y + 5), (lx, sym_y - 7)]))
            else:
                path = QPainterPath(QPointF(lx - 8, sym_y + 5))
                path.arcTo(QRectF(lx - 8, sym_y - 5, 16, 20), 180, -180)
                path.closeSubpath()
                p.drawPath(path)
        n = a.get("stars", 0)
        if n:
            p.setPen(QPen(QColor("#6b1010"), 1))
            p.setBrush(QColor("#d42a2a"))
            sy = top + lh * len(lines) + 11
            for k in range(n):
                p.drawPath(star_path(lx + (k - (n - 1) / 2) * 22, sy, 10))
    # entry boxes
    bfont = QFont("DejaVu Sans", 8)
    bfont.setBold(True)
    p.setFont(bfont)
    for b in doc["entry_boxes"]:
        x, y, w, h = b["rect"]
        col = SIDE_COLOUR.get(b.get("side"), SIDE_COLOUR[None])
        p.setPen(QPen(col.darker(140), 2))
        p.setBrush(QColor(255, 255, 255, 225))
        p.drawRect(QRectF(x, y, w, h))
        p.setPen(col.darker(150))
        p.drawText(QRectF(x + 2, y + 2, w - 4, h - 4), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                   b["name"])
    p.setPen(QPen(QColor("#2b2218"), 3))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRect(QRectF(0, 0, W, H))
    p.end()
    return img


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("map", nargs="?", default=str(ROOT / "resources/maps/gettysburg-1863.yaml"))
    ap.add_argument("out", nargs="?", default=str(ROOT / "docs/images/map-1863.png"))
    ap.add_argument("--scale", type=float, default=1.0)
    args = ap.parse_args(argv)
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841 - fonts need it
    try:
        doc = read_yaml(args.map)
    except YamlReadError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    img = render(doc, args.scale)
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    if not img.save(args.out):
        print(f"could not write {args.out}", file=sys.stderr)
        return 1
    print(f"wrote {args.out} ({img.width()}x{img.height()})")
    return 0


if __name__ == "__main__":
    sys.exit(main())

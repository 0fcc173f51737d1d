"""The program's icon for the build, rendered from
resources/art/icons/gettysburg.svg with Qt (QtSvg) at build time: PNGs at
the usual sizes, a Windows .ico and a macOS .icns. Nothing here is
committed; the SVG is the only source.

.ico and .icns are written here, not by an image plugin: both are a small
directory of PNG images (Windows Vista and later read PNG entries in an
.ico; macOS 10.7 and later read the PNG types of an .icns), so one renderer
makes all three on any platform, with no Pillow.

    python packaging/icons.py OUT_DIR    # writes gettysburg-*.png, gettysburg.ico, gettysburg.icns
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SVG = ROOT / "resources" / "art" / "icons" / "gettysburg.svg"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512, 1024)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: .icns type -> pixel size (the PNG types of Apple's icon format)
ICNS_TYPES = (("icp4", 16), ("icp5", 32), ("icp6", 64), ("ic07", 128), ("ic08", 256), ("ic09", 512), ("ic10", 1024))


def render_pngs(svg: Path = SVG) -> dict[int, bytes]:
    """The SVG drawn at each of PNG_SIZES, as PNG bytes (transparent background)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])  # noqa: F841 - QPainter wants one
    renderer = QSvgRenderer(QByteArray(svg.read_bytes()))
    if not renderer.isValid():
        raise SystemExit(f"{svg}: not a drawing QtSvg can read")
    out: dict[int, bytes] = {}
    for size in PNG_SIZES:
        image = QImage(size, size, QImage.Format_ARGB32_Premultiplied)
        image.fill(Qt.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.Antialiasing)
        renderer.render(painter)
        painter.end()
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.WriteOnly)
        if not image.save(buffer, "PNG"):
            raise SystemExit(f"could not encode the {size} px icon as PNG")
        buffer.close()
        out[size] = bytes(data.data())
    return out


def ico(pngs: dict[int, bytes]) -> bytes:
    """A Windows icon file holding the PNGs of ICO_SIZES."""
    sizes = [s for s in ICO_SIZES if s in pngs]
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, images = b"", b""
    for s in sizes:
        data = pngs[s]
        dim = 0 if s >= 256 else s  # 0 means 256
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset + len(images))
        images += data
    return header + entries + images


def icns(pngs: dict[int, bytes]) -> bytes:
    """A macOS icon file holding the PNGs of ICNS_TYPES."""
    body = b"".join(
        kind.encode("ascii") + struct.pack(">I", 8 + len(pngs[s])) + pngs[s] for kind, s in ICNS_TYPES if s in pngs
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def write_icons(out_dir: Path, svg: Path = SVG) -> dict[str, Path]:
    """Writes gettysburg-SIZE.png, gettysburg.ico and gettysburg.icns into
    ``out_dir``; returns {"png": the 256 px PNG, "ico": ..., "icns": ...}."""
    out_dir.mkdir(parents=True, exist_ok=True)
    pngs = render_pngs(svg)
    for size, data in pngs.items():
        (out_dir / f"gettysburg-{size}.png").write_bytes(data)
    (out_dir / "gettysburg.ico").write_bytes(ico(pngs))
    (out_dir / "gettysburg.icns").write_bytes(icns(pngs))
    return {
        "png": out_dir / "gettysburg-256.png",
        "ico": out_dir / "gettysburg.ico",
        "icns": out_dir / "gettysburg.icns",
    }


if __name__ == "__main__":
    written = write_icons(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "build" / "icons")
    print("\n".join(str(p) for p in written.values()))

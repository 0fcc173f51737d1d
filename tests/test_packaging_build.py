"""The packaged program's parts that can be checked without building it
(.ci/run builds it with PyInstaller and smoke-tests it: packaging/build.py,
packaging/smoke.py): the icon drawn from the SVG, what the build leaves
out, the desktop entry, the smoke test's game record, and CI's order."""

from __future__ import annotations

import configparser
import importlib.util
import os
import struct
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGING = ROOT / "packaging"


def load(name: str):
    spec = importlib.util.spec_from_file_location(f"packaging_{name}", PACKAGING / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_icon_is_drawn_from_the_svg_as_png_ico_and_icns(tmp_path, qapp):
    icons = load("icons")
    written = icons.write_icons(tmp_path)
    png = written["png"].read_bytes()
    assert png[:8] == b"\x89PNG\r\n\x1a\n" and struct.unpack(">II", png[16:24]) == (256, 256)
    ico = written["ico"].read_bytes()
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind, count) == (0, 1, len(icons.ICO_SIZES))
    for i, size in enumerate(icons.ICO_SIZES):
        w, h, _, _, _, _, length, offset = struct.unpack("<BBBBHHII", ico[6 + 16 * i : 22 + 16 * i])
        assert (w or 256, h or 256) == (size, size)
        assert ico[offset : offset + 8] == b"\x89PNG\r\n\x1a\n" and offset + length <= len(ico)
    icns = written["icns"].read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)
    kinds, at = [], 8
    while at < len(icns):
        kinds.append(icns[at : at + 4].decode())
        assert icns[at + 8 : at + 16] == b"\x89PNG\r\n\x1a\n"
        at += struct.unpack(">I", icns[at + 4 : at + 8])[0]
    assert kinds == [k for k, _ in icons.ICNS_TYPES]
    from PySide6.QtGui import QImageReader  # Qt reads both back

    for path in (written["ico"], written["icns"]):
        assert QImageReader(str(path)).imageCount() == 7


def test_the_build_keeps_the_plugins_a_desktop_needs_and_drops_the_rest():
    trim = load("trim")
    kept = trim._plugin_kept  # noqa: SLF001
    assert kept("PySide6/Qt/plugins/platforms/libqxcb.so") and kept("PySide6/Qt/plugins/platforms/libqwayland.so")
    assert kept("PySide6/Qt/plugins/platforms/libqoffscreen.so") and kept("PySide6/Qt/plugins/platforms/qwindows.dll")
    assert kept("PySide6/Qt/plugins/platforms/libqcocoa.dylib") and kept(
        "PySide6/Qt/plugins/styles/qmodernwindowsstyle.dll"
    )
    assert kept("PySide6/Qt/plugins/imageformats/libqjpeg.so") and kept("PySide6/Qt/plugins/iconengines/libqsvgicon.so")
    assert kept("PySide6/Qt/plugins/platforminputcontexts/libcomposeplatforminputcontextplugin.so")
    for dropped in (
        "platforms/libqeglfs.so",
        "platforms/libqvnc.so",
        "platformthemes/libqgtk3.so",
        "tls/libqopensslbackend.so",
        "generic/libqevdevmouseplugin.so",
        "sqldrivers/libqsqlite.so",
        "qmltooling/libqmldbg_tcp.so",
        "wayland-graphics-integration-client/libvulkan-server.so",
    ):
        assert kept(f"PySide6/Qt/plugins/{dropped}") is False, dropped
    assert kept("PySide6/Qt/lib/libQt6Core.so.6") is None and kept("numpy/_core/_multiarray_umath.so") is None
    assert trim.is_dropped_data("PySide6/Qt/translations/qt_de.qm")
    assert not trim.is_dropped_data("PySide6/Qt/translations/qtbase_de.qm")
    assert not trim.is_dropped_data("gettysburg_desktop/resources/translations/gettysburg_de.qm")  # the program's own


def test_every_qt_module_the_program_imports_is_kept_in_the_build():
    trim = load("trim")
    used = set()
    for path in (ROOT / "gettysburg_desktop").rglob("*.py"):
        if "benchmark" in path.name:
            continue  # the benchmarks run from source (cli bench), not in the build
        for line in path.read_text(encoding="utf-8").splitlines():
            words = line.split()
            if len(words) >= 2 and words[0] in ("from", "import") and words[1].startswith("PySide6."):
                used.add(words[1].split(".")[1])
    assert used == set(trim.QT_MODULES_USED)
    excluded = trim.python_excludes()
    assert "PySide6.QtNetwork" in excluded and "PySide6.QtQml" in excluded and "PySide6.QtWidgets" not in excluded


def test_the_desktop_entry_names_the_program_its_icon_and_the_editor():
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(PACKAGING / "linux" / "gettysburg-desktop.desktop", encoding="utf-8")
    main = entry["Desktop Entry"]
    assert main["Type"] == "Application" and main["Exec"] == "gettysburg %f" and main["Terminal"] == "false"
    assert main["Icon"] == "gettysburg-desktop" and "Game;" in main["Categories"]
    app = (ROOT / "gettysburg_desktop" / "app.py").read_text(encoding="utf-8")
    assert 'setDesktopFileName("gettysburg-desktop")' in app  # Wayland matches the entry by this name
    assert f'setApplicationName("{main["StartupWMClass"]}")' in app  # X11: Qt's WM_CLASS is the application name
    assert entry["Desktop Action map-editor"]["Exec"] == "gettysburg --edit"
    assert os.access(PACKAGING / "linux" / "install-desktop-entry.sh", os.X_OK)


def test_the_smoke_tests_opening_replays_from_source():
    from gettysburg_desktop.scenario.record import load_record, replay

    record = load_record(PACKAGING / "smoke" / "opening-1863.yaml")
    game = replay(record, "opening-1863.yaml")
    assert record.scenario == "gettysburg-1863" and len(game.history) == 150 and not game.over
    verbs = {str(a).split()[0] for a in game.history}
    assert {
        "place-block",
        "order",
        "move",
        "end-move",
        "assault",
        "assign",
        "retreat",
    } <= verbs  # an assault, dice and all


def test_ci_builds_and_smoke_tests_the_program_after_the_readme_test_command():
    lines = [line.strip() for line in (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()]
    test = next(i for i, line in enumerate(lines) if line.startswith("python3 -m venv .venv") and "pytest" in line)
    build = next(i for i, line in enumerate(lines) if "packaging/build.py" in line and not line.startswith("#"))
    smoke = next(i for i, line in enumerate(lines) if "packaging/smoke.py" in line and not line.startswith("#"))
    assert test < build < smoke and "xvfb-run" in lines[smoke]
    assert "binutils" in (ROOT / ".ci" / "run").read_text(encoding="utf-8")  # PyInstaller reads binaries with objdump


def test_pyinstaller_is_an_optional_dependency_pinned_for_the_build():
    extras = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["optional-dependencies"]
    assert [d for d in extras["build"] if d.lower().startswith("pyinstaller")] == ["pyinstaller==6.22.0"]
    assert not any(d.lower().startswith("pyinstaller") for d in extras["test"])


def test_the_smoke_tests_finsterland_battle_replays_from_source_to_its_result():
    """The record the smoke test plays through the built window (issue 24) still replays to
    the result smoke.py expects, with fire on the way."""
    from gettysburg_desktop.scenario.record import load_record, replay

    record = load_record(PACKAGING / "smoke" / "grauwasser-game.yaml")
    game = replay(record, "grauwasser-game.yaml")
    assert record.scenario == "grauwasser" and len(game.history) == 308 and game.over
    assert game.prompt().text == "The game is over: South wins. Victory points: South 21, North 11"
    verbs = {str(a).split()[0] for a in game.history}
    assert {"order", "pick", "move", "fire"} <= verbs

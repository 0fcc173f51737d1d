"""Saved games are the packaged program's file type on Linux (issue 14,
item 22): the desktop entry names it, install-desktop-entry.sh installs
its shared-mime-info definition, the desktop tells a saved game from a map
or a scenario, and the program opens the file it is given."""

from __future__ import annotations

import configparser
import os
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
LINUX = ROOT / "packaging" / "linux"
TYPE = "application/x-gettysburg-game"


def _magic() -> str:
    ns = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    root = ET.parse(LINUX / "gettysburg-desktop-mime.xml").getroot()
    mime = root.find("m:mime-type", ns)
    assert mime.get("type") == TYPE
    match = mime.find("m:magic/m:match", ns)
    assert match.get("offset") == "0:64"
    return match.get("value")


def test_the_desktop_entry_opens_saved_games_by_their_type():
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(LINUX / "gettysburg-desktop.desktop", encoding="utf-8")
    main = entry["Desktop Entry"]
    assert TYPE in main["MimeType"].split(";") and main["Exec"].endswith(" %f")


def test_a_saved_game_carries_the_types_mark_and_a_map_or_scenario_does_not(tmp_path):
    from gettysburg_desktop.scenario.session import GameSession, Setup

    mark = _magic()
    saved = tmp_path / "saved.yaml"
    GameSession.new(Setup("crossroads", 1)).save(saved)
    assert mark in saved.read_text(encoding="utf-8")[: 64 + len(mark)]
    for other in [ROOT / "maps" / "gettysburg-1863.yaml", *(ROOT / "resources" / "scenarios").glob("*.yaml")]:
        assert mark not in other.read_text(encoding="utf-8")[:200], other


def test_install_desktop_entry_registers_the_type_and_the_desktop_tells_a_game_from_a_map(tmp_path):
    folder, data = tmp_path / "gettysburg-desktop", tmp_path / "share"
    folder.mkdir()
    for f in LINUX.iterdir():
        shutil.copy2(f, folder)
    for name in ("gettysburg-desktop.png", "gettysburg-desktop.svg"):
        (folder / name).write_bytes(b"")
    (folder / "gettysburg").write_text("#!/bin/sh\n")
    (folder / "gettysburg").chmod(0o755)
    env = {**os.environ, "XDG_DATA_HOME": str(data)}
    done = subprocess.run(
        ["sh", str(folder / "install-desktop-entry.sh")], env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert (data / "mime" / "packages" / "gettysburg-desktop.xml").is_file()
    assert f"MimeType={TYPE};" in (data / "applications" / "gettysburg-desktop.desktop").read_text()
    if shutil.which("gio") is None or shutil.which("update-mime-database") is None:
        pytest.skip("gio or update-mime-database is not installed: the type is installed, not asked about")
    from gettysburg_desktop.scenario.session import GameSession, Setup

    saved = tmp_path / "saved.yaml"
    GameSession.new(Setup("crossroads", 1)).save(saved)

    def content_type(path: Path) -> str:
        out = subprocess.run(
            ["gio", "info", "-a", "standard::content-type", str(path)], env=env, capture_output=True, text=True
        ).stdout
        return re.search(r"content-type: (\S+)", out).group(1)

    assert content_type(saved) == TYPE
    assert content_type(ROOT / "maps" / "gettysburg-1863.yaml") != TYPE
    removed = subprocess.run(
        ["sh", str(folder / "install-desktop-entry.sh"), "--remove"], env=env, capture_output=True, text=True
    )
    assert removed.returncode == 0 and not (data / "mime" / "packages" / "gettysburg-desktop.xml").exists()

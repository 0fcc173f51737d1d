"""What an install holds: every package of the program, and the shipped data
of the top-level resources/ (maps, scenarios, the rules text, the art)."""

from __future__ import annotations

import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_every_package_of_the_program_is_listed_for_the_install():
    listed = set(tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]["packages"])
    found = {".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "gettysburg_desktop").rglob("__init__.py")}
    assert found | {"gettysburg_desktop.resources"} == listed


def test_a_built_wheel_carries_the_shipped_data(tmp_path):
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(tmp_path), str(ROOT)],
        check=True,
        capture_output=True,
    )
    wheel = next(tmp_path.glob("*.whl"))
    names = set(zipfile.ZipFile(wheel).namelist())
    shipped = {
        f"gettysburg_desktop/resources/{p.relative_to(ROOT / 'resources').as_posix()}"
        for p in (ROOT / "resources").rglob("*")
        if p.is_file() and p.suffix in (".yaml", ".md", ".svg", ".qm", ".py")
    }
    assert shipped and shipped <= names, sorted(shipped - names)
    assert "gettysburg_desktop/resources/art/pieces/elite.svg" in names


def test_every_game_and_kit_imported_by_name_is_a_hidden_import_of_the_build():
    """The registries import each installed game's registration module
    (games/__init__.py) and ai/kit.py its computer kit by their names, which
    PyInstaller can't follow: packaging/gettysburg.spec lists
    ``games/*/registration`` and ``games/*/computer/kit`` as hidden imports,
    so each such name must be a module of that pattern (else the built
    program knows no game, or the computer stops with ModuleNotFoundError)."""
    from gettysburg_desktop.ai.kit import KNOWN
    from gettysburg_desktop.games import INSTALLED, registrations

    spec = (ROOT / "packaging" / "gettysburg.spec").read_text(encoding="utf-8")
    assert 'glob("*/registration.py")' in spec and '("registration", "computer.kit", ' in spec and "*GAMES" in spec
    named = ("KIT", "TERMINAL", "BENCHMARK", "FILES")  # the modules a registration names, imported by name
    for registration in registrations():
        for attr in named:
            module = getattr(registration, attr, None)
            if module:
                tail = module.removeprefix(registration.__name__.removesuffix(".registration") + ".")
                assert f'"{tail}"' in spec, f"{registration.__name__}.{attr}: {module} is no hidden import of the build"
    for name, registration in zip(INSTALLED, registrations(), strict=True):
        assert registration.__name__ == f"gettysburg_desktop.games.{name}.registration"
        assert (ROOT / "gettysburg_desktop" / "games" / name / "registration.py").is_file()
        assert KNOWN[registration.GAME_ID] == f"gettysburg_desktop.games.{name}.computer.kit"
        assert (ROOT / "gettysburg_desktop" / "games" / name / "computer" / "kit.py").is_file()

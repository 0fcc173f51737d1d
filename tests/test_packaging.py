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


def test_every_kit_the_computer_imports_by_name_is_a_hidden_import_of_the_build():
    """ai/kit.py imports each ruleset's kit by its module name, which PyInstaller
    can't follow: packaging/gettysburg.spec lists ``ai/*_kit.py`` as hidden
    imports, so each such name must be a module of that pattern (else the
    computer stops in the built program with ModuleNotFoundError)."""
    from gettysburg_desktop.ai.kit import KNOWN

    spec = (ROOT / "packaging" / "gettysburg.spec").read_text(encoding="utf-8")
    assert 'glob("*_kit.py")' in spec and "*KITS" in spec
    for module in KNOWN.values():
        package, _, name = module.rpartition(".")
        assert package == "gettysburg_desktop.ai" and name.endswith("_kit"), module
        assert (ROOT / "gettysburg_desktop" / "ai" / f"{name}.py").is_file(), module

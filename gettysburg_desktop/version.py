"""The program's version: pyproject.toml's ``[project] version``, read from
the installed distribution's metadata (``importlib.metadata``). A
PyInstaller build carries that metadata too (packaging/gettysburg.spec
writes it from pyproject.toml), so the frozen program reports the same.
Read when asked (``--version``, Help > About), never at start-up:
importlib.metadata costs a few milliseconds to import."""

from __future__ import annotations

from functools import cache
from pathlib import Path

DISTRIBUTION = "gettysburg-desktop"


@cache
def version() -> str:
    from importlib.metadata import PackageNotFoundError
    from importlib.metadata import version as distribution_version

    try:
        return distribution_version(DISTRIBUTION)
    except PackageNotFoundError:
        pass
    # a source tree used without installing it: pyproject.toml beside the package
    try:
        import tomllib

        data = tomllib.loads((Path(__file__).resolve().parents[1] / "pyproject.toml").read_text(encoding="utf-8"))
        return str(data["project"]["version"])
    except (OSError, KeyError, ValueError):
        return "unknown"

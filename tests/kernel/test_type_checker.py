"""The type checker runs in CI over the kernel, strict (issue 23, item 3):
``.ci/run`` calls ``mypy`` after the import contracts, and pyproject.toml's
[tool.mypy] checks the kernel with every flag of mypy's --strict and the
games' real objects against the kernel's protocols (protocol_fit.py)."""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

#: what mypy's --strict turns on, per module (`mypy --help`; warn_redundant_casts is global only)
STRICT = {
    "disallow_any_generics",
    "disallow_subclassing_any",
    "disallow_untyped_calls",
    "disallow_untyped_defs",
    "disallow_incomplete_defs",
    "check_untyped_defs",
    "disallow_untyped_decorators",
    "warn_unused_ignores",
    "warn_return_any",
    "no_implicit_reexport",
    "strict_equality",
    "extra_checks",
}


def test_ci_runs_mypy_after_the_import_contracts():
    lines = [line.strip() for line in (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()]
    contracts = lines.index(".venv/bin/lint-imports")
    mypy = next(i for i, line in enumerate(lines) if line.startswith(".venv/bin/mypy"))
    assert contracts < mypy


def test_the_kernel_is_checked_strictly_and_the_games_against_its_protocols():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    mypy = config["tool"]["mypy"]
    assert "gettysburg_desktop/kernel" in mypy["files"] and "tests/kernel/protocol_fit.py" in mypy["files"]
    assert mypy["warn_redundant_casts"] is True
    (kernel,) = [o for o in mypy["overrides"] if "gettysburg_desktop.kernel.*" in o["module"]]
    assert {flag for flag, on in kernel.items() if on is True} == STRICT
    assert any(d.startswith("mypy") for d in config["project"]["optional-dependencies"]["test"])

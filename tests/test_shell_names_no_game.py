"""The shell knows no game (issue 23, docs/architecture.md): no module of the
shell, the computer players, the boards or the kernel imports a game's
package, names one (in code, docstrings or comments: what a grep finds), or
names a verb of a registered game's rules in its code. The import-linter
contracts say the first for the imports they see; this test reads every
module's text and syntax tree, imports inside functions included, and the
string constants that would be a game's verb."""

from __future__ import annotations

import ast
import importlib
import re
from pathlib import Path

import pytest

from gettysburg_desktop.games import INSTALLED, registrations

ROOT = Path(__file__).resolve().parents[1] / "gettysburg_desktop"
#: every game's package, registered or not yet (a game being written)
GAME_PACKAGES = sorted(p.name for p in (ROOT / "games").iterdir() if (p / "__init__.py").exists())
#: what knows no game: every package but games/, and the top-level modules
SHELL = sorted(
    p
    for p in ROOT.rglob("*.py")
    if p.relative_to(ROOT).parts[0] not in ("games", "resources") and "__pycache__" not in p.parts
)
#: words that are a game's verb and also the shell's or the kernel's own: a
#: mark's mode on the board ("target"), the kernel's chance event ("roll")
SHARED_WORDS = frozenset({"target", "roll", "group"})  # "group": a variant's group of choices, and ACW's verb


def _verbs() -> dict[str, str]:
    """Verb -> the game whose rules name it, for every registered game."""
    out: dict[str, str] = {}
    for r in registrations():
        kind = r.game_kind()
        notation = getattr(kind.ruleset, "notation", None)
        verbs = getattr(notation, "verbs", None) or getattr(kind.game_class, "VERBS", None)
        if verbs is None:
            module = importlib.import_module(kind.game_class.__module__.rsplit(".", 1)[0] + ".actions")
            verbs = module.VERBS
        for verb in verbs:
            out.setdefault(verb, r.GAME_ID)
    return out


VERBS = _verbs()


def test_every_registered_game_is_a_package_the_guard_reads_for():
    assert set(INSTALLED) <= set(GAME_PACKAGES) and "finsterland" in GAME_PACKAGES


def test_every_game_has_its_verbs_read():
    games = set(VERBS.values())
    assert games == {r.GAME_ID for r in registrations()}, games
    assert len(VERBS) > 20


@pytest.mark.parametrize("path", SHELL, ids=lambda p: str(p.relative_to(ROOT)))
def test_the_shell_imports_no_game_and_names_no_verb(path):
    text = path.read_text(encoding="utf-8")
    tree = ast.parse(text, str(path))
    package = re.compile(r"games[./](" + "|".join(map(re.escape, GAME_PACKAGES)) + r")\b")
    problems = [
        f"line {n}: names a game's package" for n, line in enumerate(text.splitlines(), 1) if package.search(line)
    ]
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom | ast.Import):
            names = [node.module or ""] if isinstance(node, ast.ImportFrom) else [a.name for a in node.names]
            for name in names:
                if any(name.startswith(f"gettysburg_desktop.games.{g}") for g in GAME_PACKAGES):
                    problems.append(f"line {node.lineno}: imports {name}")
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            word = node.value
            if word in VERBS and word not in SHARED_WORDS:
                problems.append(f"line {node.lineno}: names {VERBS[word]}'s verb {word!r}")
    assert not problems, "\n".join(problems)

"""Plurals in the texts the players read (issue 14, item 22: "after 1
actions", "the 1 cube of ... lie"): a template that counts ``{n}`` things
has its singular beside it (English, German and Italian have one singular
and one plural form: kernel/said.py), unless ``n`` is never 1 there."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TEMPLATE = re.compile(r"""\b(?:said|tr|_t|translate)\(\s*(?:"[^"]*",\s*)?"((?:[^"\\]|\\.)*\{n\}(?:[^"\\]|\\.)*)\"""")
COUNTED = re.compile(r"\{n\} (action|cube|disc|area|unit|game|problem|error|warning|block|step|name)s\b")
#: n is never 1 in these: a unit eliminated by cubes holds 4 or more; the armies are many
NEVER_ONE = {
    "{n} cubes",
    "{unit} takes {n} cubes",
    "{unit} takes {n} cubes along from {place}",
    "{n} cubes in {place} assigned to {unit}, now holding {held}",
    "{n} {colour} cubes in {place} go back to the supply: {why}",
    "{n} {colour} cubes in {place} go back to the supply",
    "    The armies are set up: {n} units on the map and in entry boxes",
    "Place {n} names",
}


def _templates() -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for path in [
        *(ROOT / "gettysburg_desktop" / "kernel").glob("*.py"),
        *(ROOT / "gettysburg_desktop" / "rules").glob("*.py"),
        *(ROOT / "gettysburg_desktop" / "ui").glob("*.py"),
        ROOT / "gettysburg_desktop" / "app.py",
    ]:
        text = path.read_text(encoding="utf-8")
        for m in TEMPLATE.finditer(text):
            found.setdefault(m.group(1), []).append(path.name)
    return found


def test_every_counted_template_has_its_singular():
    templates = _templates()
    assert len(templates) > 20
    missing = []
    for t, where in templates.items():
        for m in COUNTED.finditer(t):
            singular = t[: m.start()] + "{n} " + m.group(1) + t[m.end() :]
            verbs = {
                singular,
                singular.replace(" lie ", " lies "),
                singular.replace(" are ", " is "),
                singular.replace(" hit ", " hits ").replace("takes the next one", "takes it"),
            }
            if not verbs & set(templates) and t not in NEVER_ONE:
                missing.append(f"{where[0]}: {t!r}")
    assert not missing, "\n".join(missing)


def test_a_singular_template_has_a_singular_verb():
    bad = [t for t in _templates() if re.search(r"\{n\} (cube|disc|unit) of \{unit\} lie\b", t)]
    assert not bad, bad


def test_no_template_counts_with_a_bracketed_plural():
    """Not "1 cube(s) hit your units" (the damage prompt) nor "carrying 1
    cube(s)" (the log): the number picks the template."""
    bad = [f"{where[0]}: {t!r}" for t, where in _templates().items() if re.search(r"\{n\} \w+\(s\)", t)]
    assert not bad, "\n".join(bad)


def test_a_move_carrying_one_cube_is_logged_in_the_singular():
    from gettysburg_desktop.rules.actions import act
    from gettysburg_desktop.rules.spoken import SPOKEN, _spoken

    class G:
        state = None

        @staticmethod
        def name(x):
            return x

    assert str(_spoken(G, act("move", "u1", "ridge", "1"), False)) == "moves u1 to ridge, carrying 1 cube"
    assert str(_spoken(G, act("move", "u1", "ridge", "3"), False)) == "moves u1 to ridge, carrying 3 cubes"
    assert "move/3/1" in SPOKEN

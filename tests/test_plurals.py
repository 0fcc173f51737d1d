"""Plurals in the texts the players read (issue 14, item 22: "after 1
actions", "the 1 cube of ... lie"): a template that counts ``{n}`` things
has its singular beside it (English, German and Italian have one singular
and one plural form: kernel/said.py), unless ``n`` is never 1 there."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TEMPLATE = re.compile(r"""\b(?:said|tr|_t|translate)\(\s*(?:"[^"]*",\s*)?"((?:[^"\\]|\\.)*\{n\}(?:[^"\\]|\\.)*)\"""")
#: "{n} cubes", and with up to two words between: "{n} set-aside command blocks"
COUNTED = re.compile(
    r"\{n\} ((?:[\w-]+ ){0,2}?)(action|cube|disc|area|unit|game|problem|error|warning|block|step|name)s\b"
)
#: n is never 1 in these: a unit eliminated by cubes holds 4 or more; the armies are many;
#: alike units and the victory areas that win (R-WIN-1) are two or more
NEVER_ONE = {
    "{side} {what} (any of the {n} alike units would do)",
    "At the end of {period} the Confederates control {n} victory areas: {names} (R-WIN-1).",
    # games/gettysburg/ui/victory_panel.py: none and one have texts of their own
    "The Confederates hold {n} victory areas: if they still do at the end of this period, they win (R-WIN-1).",
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
        *(ROOT / "gettysburg_desktop" / "games" / "gettysburg" / "rules").glob("*.py"),
        *(ROOT / "gettysburg_desktop" / "games" / "gettysburg" / "ui").glob("*.py"),
        *(ROOT / "gettysburg_desktop" / "display").glob("*.py"),
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
            singular = t[: m.start()] + "{n} " + m.group(1) + m.group(2) + t[m.end() :]
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
    from gettysburg_desktop.games.gettysburg.rules.actions import act
    from gettysburg_desktop.games.gettysburg.rules.spoken import SPOKEN, _spoken

    class G:
        state = None

        @staticmethod
        def name(x):
            return x

    assert str(_spoken(G, act("move", "u1", "ridge", "1"), False)) == "moves u1 to ridge, carrying 1 cube"
    assert str(_spoken(G, act("move", "u1", "ridge", "3"), False)) == "moves u1 to ridge, carrying 3 cubes"
    assert "move/3/1" in SPOKEN


def test_one_set_aside_block_available_again_is_said_in_the_singular_R_BLK_2():
    """ "1 set-aside command blocks are": one block was set aside (R-BLK-3,
    R-BLK-4) when the last available one was placed, and it returns."""
    from gettysburg_desktop.games.gettysburg.rules.telling import _blocks_returned

    told, public = _blocks_returned(str, {"side": "usa", "values": [3]}, {})
    assert (str(told), str(public)) == (
        "Union's 1 set-aside command block is available again (3)",
        "Union's 1 set-aside command block is available again",
    )
    told, _ = _blocks_returned(str, {"side": "csa", "values": [2, 5]}, {})
    assert str(told) == "Confederate's 2 set-aside command blocks are available again (2, 5)"


def test_no_unit_is_named_with_a_plural_noun_batteries_moves():
    """A unit's name is the subject of the log's lines ("{unit} moves to
    {dest}"): "I Corps: Hall's and Wainwright's batteries moves" read wrong."""
    from gettysburg_desktop.games.gettysburg.scenario.catalog import load_scenario_by_id

    plural = re.compile(r"\b(batteries|regulars|guns|battalions|brigades)$")
    names = [u.name for u in load_scenario_by_id("gettysburg-1863").units]
    assert not [n for n in names if plural.search(n)]

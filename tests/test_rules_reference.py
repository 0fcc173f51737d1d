"""The project's own rules reference (docs/rules.md): every rule id the
engine cites can be looked up there (the window's reference opens at it)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
RULE_ID = re.compile(r"\bR-[A-Z]+(?:-\d+[a-z]?)?\b")


def test_every_rule_id_the_engine_cites_is_in_the_rules_reference():
    reference = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
    listed = set(re.findall(r"^- \*\*(R-[A-Z0-9a-z-]+)\*\*", reference, re.M))
    families = {
        f
        for heading in re.findall(r"^##+ .*\((R-[A-Z, -]+)\)", reference, re.M)
        for f in re.findall(r"R-[A-Z]+", heading)
    }
    cited = set()
    for path in (ROOT / "gettysburg_desktop" / "games" / "gettysburg" / "rules").glob("*.py"):
        cited |= set(RULE_ID.findall(path.read_text(encoding="utf-8")))
    assert len(listed) > 80 and len(cited) > 80  # the engine's modules are where the test looks
    missing = sorted(r for r in cited if r not in listed and r not in families)
    assert missing == []


def test_every_rule_id_appears_once_as_its_own_entry():
    reference = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
    entries = re.findall(r"^- \*\*(R-[A-Z0-9a-z-]+)\*\*", reference, re.M)
    assert len(entries) == len(set(entries))


def test_the_german_and_italian_references_have_the_english_entries_in_its_order():
    """resources/docs/rules.de.md and rules.it.md (the reference the window
    opens in German and Italian): the same rule entries in the same order,
    the same section ids, the same links; a rule added to docs/rules.md and
    not to them fails here."""
    english = (ROOT / "resources" / "docs" / "rules.md").read_text(encoding="utf-8")

    def shape(text: str):
        entries = re.findall(r"^- \*\*(R-[A-Z0-9a-z-]+)\*\*", text, re.M)
        sections = re.findall(r"^##+ .*?\((R-[A-Z, -]+)\)\s*$", text, re.M)
        cited = sorted(RULE_ID.findall(text))
        links = sorted(re.findall(r"\]\(([^)]+)\)", text))
        return entries, sections, cited, links

    for code in ("de", "it"):
        translated = (ROOT / "resources" / "docs" / f"rules.{code}.md").read_text(encoding="utf-8")
        assert shape(translated) == shape(english), code


def test_the_shipped_rules_are_the_docs_rules():
    """resources/docs/rules.md ships what docs/rules.md says, byte for
    byte (issue 14, item 17: the interpretations page was linked and not
    shipped)."""
    assert (ROOT / "resources" / "docs" / "rules.md").read_bytes() == (ROOT / "docs" / "rules.md").read_bytes()


@pytest.mark.parametrize("code", ["en", "de", "it"])
def test_the_shipped_interpretations_are_written_for_players(code):
    """The window's "rules interpretations" (F1, then the link) named test
    files, modules and action notation (issue 22, item 11): the page the
    program ships says each ruling in a player's words; docs/ keeps the
    contributors' page with the code and the tests."""
    name = "rules-interpretations.md" if code == "en" else f"rules-interpretations.{code}.md"
    page = (ROOT / "resources" / "docs" / name).read_text(encoding="utf-8")
    for contributors in ("test_", ".py", "`", "docs/", "(spec", "(engine", "(Programm", "(programma"):
        assert contributors not in page, f"{name}: {contributors}"
    assert (ROOT / "resources" / "docs" / "rules-interpretations.md").exists()
    contributors_page = (ROOT / "docs" / "rules-interpretations.md").read_text(encoding="utf-8")
    assert "test_" in contributors_page and ".py" in contributors_page


def test_the_players_interpretations_have_the_contributors_entries():
    """Every ruling and interpretation of docs/rules-interpretations.md is on
    the page the program ships, under the same heading, in the same order."""
    shipped = (ROOT / "resources" / "docs" / "rules-interpretations.md").read_text(encoding="utf-8")
    docs = (ROOT / "docs" / "rules-interpretations.md").read_text(encoding="utf-8")
    assert _interpretations_shape(shipped)[:2] == _interpretations_shape(docs)[:2]
    assert _interpretations_shape(shipped)[3] == _interpretations_shape(docs)[3]


def _interpretations_shape(text: str):
    """What a translation of rules-interpretations.md must keep: its
    headings (their rule ids), each entry's rule ids, the code spans (module,
    function and test names), the numbered gaps and the links."""
    headings = [RULE_ID.findall(h) for h in re.findall(r"^(#+ .*)$", text, re.M)]
    entries = [RULE_ID.findall(lead) for lead in re.findall(r"^(?:- |\d+\. )\*\*(.*?)\*\*", text, re.M | re.S)]
    code = sorted(re.findall(r"`([^`]+)`", text))
    numbered = re.findall(r"^(\d+)\. ", text, re.M)
    links = sorted(re.findall(r"\]\(([^)]+)\)", text))
    return headings, entries, code, numbered, links, sorted(RULE_ID.findall(text))


def test_the_german_and_italian_interpretations_have_the_english_entries():
    """resources/docs/rules-interpretations.de.md and .it.md: the English
    page's headings, entries, rule ids, code spans and links, in its order
    (the R-ACT-3 ruling of rules version 3 included)."""
    english = (ROOT / "resources" / "docs" / "rules-interpretations.md").read_text(encoding="utf-8")
    assert "**R-ACT-3" in english
    for code in ("de", "it"):
        translated = (ROOT / "resources" / "docs" / f"rules-interpretations.{code}.md").read_text(encoding="utf-8")
        assert _interpretations_shape(translated) == _interpretations_shape(english), code


def test_the_docs_name_no_file_outside_the_repository():
    """A reader of a fresh clone has no ``../shared/...`` (issue 14, item 22)."""
    found = [
        f"{p.relative_to(ROOT)}:{n}"
        for p in [
            ROOT / "README.md",
            *(ROOT / "docs").glob("*.md"),
            *(ROOT / "resources" / "docs").glob("*.md"),
            ROOT / "packaging" / "README.md",
        ]
        for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
        if "../" in line and "shared" in line
    ]
    assert not found, found

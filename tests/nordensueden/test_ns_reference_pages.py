"""The rules reference of Norden & Süden ships with the program: the rules
(resources/docs/norden-sueden.md, the rules file) and the interpretations
(resources/docs/norden-sueden-interpretations.md, a byte-for-byte copy of
docs/nordensueden-interpretations.md)."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SHARED = ROOT.parent / "shared" / "rules" / "norden-sueden.md"


def test_the_interpretations_page_ships_as_written_in_docs():
    docs = (ROOT / "docs" / "nordensueden-interpretations.md").read_bytes()
    assert (ROOT / "resources" / "docs" / "norden-sueden-interpretations.md").read_bytes() == docs


@pytest.mark.skipif(not SHARED.is_file(), reason="the shared rules file is not beside this checkout")
def test_the_shipped_rules_are_the_rules_file():
    assert (ROOT / "resources" / "docs" / "norden-sueden.md").read_bytes() == SHARED.read_bytes()


def test_every_interpretation_of_the_rules_file_is_on_the_page():
    rules = (ROOT / "resources" / "docs" / "norden-sueden.md").read_text(encoding="utf-8")
    page = (ROOT / "docs" / "nordensueden-interpretations.md").read_text(encoding="utf-8")
    import re

    interpreted = set()
    for entry in re.split(r"\n- (?=NS-[A-Z]+-\d+ )", rules):
        rid = re.match(r"(NS-[A-Z]+-\d+) ", entry)
        if rid and "[interpretation]" in entry:
            interpreted.add(rid.group(1))
    families = {r.rsplit("-", 1)[0] for r in interpreted}
    missing = sorted(r for r in interpreted if not re.search(re.escape(r) + r"(?![0-9])", page))
    assert len(interpreted) > 30 and families
    assert not missing, missing


def _shape(text: str):
    """What a translation of a page must keep, in order: its rule ids, its
    headings' leading ids, its entries' leading ids, its tables' rows (how
    many cells), its code spans and fences, its links."""
    import re

    return (
        re.findall(r"NS-[A-Z]+(?:-\d+)?", text),
        [re.findall(r"NS-[A-Z]+(?:-\d+)?", h)[:1] for h in re.findall(r"^(#+ .*)$", text, re.M)],
        re.findall(r"^\s*- (NS-[A-Z]+-\d+)", text, re.M),
        [line.count("|") for line in text.splitlines() if line.startswith("|")],
        sorted(re.findall(r"`([^`\n]+)`", text)),
        text.count("```"),
        sorted(re.findall(r"\]\(([^)]+)\)", text)),
    )


@pytest.mark.parametrize("page", ["norden-sueden", "norden-sueden-interpretations"])
@pytest.mark.parametrize("code", ["de", "it"])
def test_the_german_and_italian_pages_keep_the_english_ids_in_their_order(page, code):
    """The rules reference opens these in German and Italian (ui/rules_reference.page_text)
    and jumps to a rule by its id: a rule added to the English page and not to them fails here."""
    docs = ROOT / "resources" / "docs"
    english = (docs / f"{page}.md").read_text(encoding="utf-8")
    translated = (docs / f"{page}.{code}.md").read_text(encoding="utf-8")
    assert _shape(translated) == _shape(english)

"""The project's own rules reference (docs/rules.md): every rule id the
engine cites can be looked up there (the window's reference opens at it)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RULE_ID = re.compile(r"\bR-[A-Z]+(?:-\d+[a-z]?)?\b")


def test_every_rule_id_the_engine_cites_is_in_the_rules_reference():
    reference = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
    listed = set(re.findall(r"^- \*\*(R-[A-Z0-9a-z-]+)\*\*", reference, re.M))
    families = {f for heading in re.findall(r"^##+ .*\((R-[A-Z, -]+)\)", reference, re.M) for f in re.findall(r"R-[A-Z]+", heading)}
    cited = set()
    for path in (ROOT / "gettysburg_desktop" / "rules").glob("*.py"):
        cited |= set(RULE_ID.findall(path.read_text(encoding="utf-8")))
    assert len(listed) > 80
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

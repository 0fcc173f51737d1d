"""The rules reference of Schlachten im Finsterland, written for players:
resources/docs/finsterland.md (German .de.md, Italian .it.md). Each family
is a heading "## Title (FL-FAMILY)" and each rule a list item
"- **FL-MOVE-2** *Title.* text", the shape the program reads titles from.
Every rule id of the rules (../shared/rules/finsterland.md, outside the
repository) is an item on every page, in the rules' order, and the three
pages have the same families and items in the same order."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "resources" / "docs"
RULES = Path(__file__).resolve().parents[3] / "shared" / "rules" / "finsterland.md"
PAGES = {"en": "finsterland.md", "de": "finsterland.de.md", "it": "finsterland.it.md"}
#: the word a ruling is marked with, in each language (as the other games' pages have it)
RULING = {"en": "**Ruling:**", "de": "**Entscheidung:**", "it": "**Decisione:**"}

HEADING = re.compile(r"^## ([^(\n]+?) \((FL-[A-Z]+)\)[ \t]*$", re.M)
ITEM = re.compile(r"^- \*\*(FL-[A-Z]+-\d+)\*\* \*([^*\n]+?)\.\*", re.M)
RULE_ID = re.compile(r"\bFL-[A-Z]+-\d+\b")


def _page(code: str) -> str:
    return (DOCS / PAGES[code]).read_text(encoding="utf-8")


def _items(text: str) -> list[str]:
    return [rid for rid, _title in ITEM.findall(text)]


def _families(text: str) -> list[str]:
    return [fam for _title, fam in HEADING.findall(text)]


def _entries(text: str) -> dict[str, str]:
    """Rule id -> the text of its item, up to the next item or heading."""
    out = {}
    for chunk in re.split(r"\n(?=- \*\*FL-[A-Z]+-\d+\*\* |#)", text):
        m = ITEM.match(chunk)
        if m:
            out[m.group(1)] = chunk
    return out


def _rules() -> str:
    if not RULES.is_file():
        pytest.skip(f"the rules file is not here ({RULES}); the shared folder is not in the repository")
    return RULES.read_text(encoding="utf-8")


@pytest.mark.parametrize("code", sorted(PAGES))
def test_every_rule_id_of_the_rules_is_an_item_of_the_page(code):
    rules = _rules()
    ids = set(RULE_ID.findall(rules))
    assert len(ids) > 150
    items = _items(_page(code))
    missing = sorted(ids - set(items))
    assert missing == [], f"{code}: {missing}"
    assert sorted(set(items) - ids) == [], f"{code}: ids the rules do not have"
    assert len(items) == len(set(items)), f"{code}: an id is an item twice"
    defined = list(dict.fromkeys(re.findall(r"^- (FL-[A-Z]+-\d+) ", rules, re.M)))
    assert items == defined, f"{code}: not in the rules' order"


@pytest.mark.parametrize("code", sorted(PAGES))
def test_every_family_of_the_rules_is_a_heading_of_the_page(code):
    rules = _rules()
    # the families of the rules' ids, in order (FL-RUL's rulings have a heading of their own there)
    families = list(dict.fromkeys(rid.rsplit("-", 1)[0] for rid in re.findall(r"^- (FL-[A-Z]+-\d+) ", rules, re.M)))
    assert len(families) > 25
    page = _page(code)
    assert _families(page) == families
    for rid in _items(page):  # each item under the heading of its family
        family = rid.rsplit("-", 1)[0]
        before = page[: page.index(f"- **{rid}** ")]
        assert _families(before)[-1] == family, f"{code}: {rid}"


@pytest.mark.parametrize("code", sorted(PAGES))
def test_every_rule_line_has_the_shape_the_program_reads(code):
    """A line that starts a rule has its id in bold and a short title in
    italics ending with a period; no other line names a family in a heading."""
    page = _page(code)
    starts = re.findall(r"^- \*\*FL-.*$", page, re.M)
    assert starts and all(ITEM.match(line) for line in starts), [s for s in starts if not ITEM.match(s)]
    headings = re.findall(r"^#+ .*\(FL-[A-Z]+\).*$", page, re.M)
    assert all(HEADING.match(h) for h in headings), headings


def test_the_three_pages_have_the_same_ids_in_the_same_order():
    pages = {code: _page(code) for code in PAGES}
    assert len(_items(pages["en"])) > 150
    for code in ("de", "it"):
        assert _items(pages[code]) == _items(pages["en"]), code
        assert _families(pages[code]) == _families(pages["en"]), code


def test_the_three_pages_mark_the_same_rulings_and_tables():
    entries = {code: _entries(_page(code)) for code in PAGES}
    ruled = {code: [rid for rid, text in entries[code].items() if RULING[code] in text] for code in PAGES}
    assert len(ruled["en"]) > 100
    assert ruled["de"] == ruled["en"]
    assert ruled["it"] == ruled["en"]
    for code in PAGES:
        other = [word for c, word in RULING.items() if c != code]
        assert not any(word in _page(code) for word in other), code
    rows = {code: len(re.findall(r"^\|", _page(code), re.M)) for code in PAGES}
    assert rows["de"] == rows["en"] and rows["it"] == rows["en"], rows
    for n in range(1, 17):  # the tables T1-T16, each named on every page
        for code in PAGES:
            assert f"(T{n})" in _page(code), f"{code}: T{n}"

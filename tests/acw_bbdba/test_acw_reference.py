"""The rules reference of ACW after Big Battle DBA, written for players:
resources/docs/acw-bbdba.md (German and Italian pages to follow). Each
family is a heading "## Title (BB-FAMILY)" and each rule a list item
"- **BB-MOVE-2** *Title.* text", the shape the program reads titles from.
Every rule id of the rules (../shared/rules/acw-bbdba.md, outside the
repository) is an item on every page, in the rules' order; every reading
the rules mark as an interpretation or a ruling is a ruling on every page;
the tables T1, T1a, T2 ... are Markdown tables in the rule they belong to;
and all pages have the same families, items, rulings and table rows in the
same order. A translation is added by naming it in PAGES."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "resources" / "docs"
RULES = Path(__file__).resolve().parents[3] / "shared" / "rules" / "acw-bbdba.md"
PAGES = {"en": "acw-bbdba.md", "de": "acw-bbdba.de.md", "it": "acw-bbdba.it.md"}
#: the word a ruling is marked with, in each language (as the other games' pages have it)
RULING = {"en": "**Ruling:**", "de": "**Entscheidung:**", "it": "**Decisione:**"}
#: what belongs to the rules' restatement or to the code, not to a page for players
NOT_FOR_PLAYERS = ("`", "../", "docs/", "seeds/", ".py", ".md", ".yaml", "[interpretation]", "[from DBA", "[ruling]")

HEADING = re.compile(r"^## ([^(\n]+?) \((BB-[A-Z]+)\)[ \t]*$", re.M)
ITEM = re.compile(r"^- \*\*(BB-[A-Z]+-\d+)\*\* \*([^*\n]+?)\.\*", re.M)
RULE_ID = re.compile(r"\bBB-[A-Z]+-\d+\b")
TABLE = re.compile(r"\bT\d+[a-z]?\b")
#: what in a rule of the rules file makes it a ruling on the pages
INTERPRETED = re.compile(r"\[interpretation\]|\[ruling\]|\bruling BB-RUL-\d+")


def _page(code: str) -> str:
    return (DOCS / PAGES[code]).read_text(encoding="utf-8")


def _items(text: str) -> list[str]:
    return [rid for rid, _title in ITEM.findall(text)]


def _families(text: str) -> list[str]:
    return [fam for _title, fam in HEADING.findall(text)]


def _entries(text: str) -> dict[str, str]:
    """Rule id -> the text of its item, up to the next item or heading (its tables included)."""
    out = {}
    for chunk in re.split(r"\n(?=- \*\*BB-[A-Z]+-\d+\*\* |#)", text):
        m = ITEM.match(chunk)
        if m:
            out[m.group(1)] = chunk
    return out


def _captions(text: str) -> list[str]:
    """The tables named in the items' titles ("*Shooting factors (T5).*"), in the page's order."""
    return [name for _rid, title in ITEM.findall(text) for name in re.findall(r"\((T\d+[a-z]?)\)", title)]


def _rows(text: str) -> list[int]:
    """Each table row's number of cells, in the page's order."""
    return [line.count("|") for line in text.splitlines() if line.startswith("|")]


def _rules() -> str:
    if not RULES.is_file():
        pytest.skip(f"the rules file is not here ({RULES}); the shared folder is not in the repository")
    return RULES.read_text(encoding="utf-8")


def _defined(rules: str) -> list[str]:
    return list(dict.fromkeys(re.findall(r"^- (BB-[A-Z]+-\d+) ", rules, re.M)))


def _rule_entries(rules: str) -> dict[str, str]:
    """Rule id -> its text in the rules file, up to the next rule or section."""
    out = {}
    for chunk in re.split(r"\n- (?=BB-[A-Z]+-\d+ )", rules):
        m = re.match(r"(BB-[A-Z]+-\d+) ", chunk)
        if m:
            out[m.group(1)] = chunk.split("\n## ")[0]
    return out


@pytest.mark.parametrize("code", sorted(PAGES))
def test_every_rule_id_of_the_rules_is_an_item_of_the_page(code):
    rules = _rules()
    ids = set(RULE_ID.findall(rules))
    assert len(ids) > 140
    items = _items(_page(code))
    missing = sorted(ids - set(items))
    assert missing == [], f"{code}: {missing}"
    assert sorted(set(items) - ids) == [], f"{code}: ids the rules do not have"
    assert len(items) == len(set(items)), f"{code}: an id is an item twice"
    assert items == _defined(rules), f"{code}: not in the rules' order"


@pytest.mark.parametrize("code", sorted(PAGES))
def test_every_family_of_the_rules_is_a_heading_of_the_page(code):
    rules = _rules()
    # the families of the rules' ids, in order (BB-RUL's rulings have a heading of their own there)
    families = list(dict.fromkeys(rid.rsplit("-", 1)[0] for rid in _defined(rules)))
    assert len(families) > 20
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
    starts = re.findall(r"^- \*\*BB-.*$", page, re.M)
    assert starts and all(ITEM.match(line) for line in starts), [s for s in starts if not ITEM.match(s)]
    headings = re.findall(r"^#+ .*\(BB-[A-Z]+\).*$", page, re.M)
    assert all(HEADING.match(h) for h in headings), headings
    assert page.startswith("# ")


@pytest.mark.parametrize("code", sorted(PAGES))
def test_every_table_of_the_rules_is_a_table_of_its_rule(code):
    """Each table the rules number (T1, T1a, T2 ...) is named once, in the
    title of the rule it belongs to, and that rule's item holds it as a
    Markdown table."""
    rules = _rules()
    tables = sorted(set(TABLE.findall(rules)), key=lambda t: (int(re.sub(r"\D", "", t)), t))
    assert len(tables) > 7
    owner = {
        name: rid
        for rid, text in _rule_entries(rules).items()
        for name in re.findall(r"\bTable\s+(T\d+[a-z]?)\b", text)
    }
    assert sorted(owner, key=tables.index) == tables
    page = _page(code)
    assert sorted(_captions(page), key=tables.index) == tables, f"{code}: {_captions(page)}"
    assert len(_captions(page)) == len(tables), f"{code}: a table named twice"
    entries = _entries(page)
    for name, rid in owner.items():
        title = ITEM.match(entries[rid]).group(2)
        assert f"({name})" in title, f"{code}: {name} is not named in {rid}'s title"
        assert re.search(r"^\|---(\|---)+\|$", entries[rid], re.M), f"{code}: {rid} holds no table"


@pytest.mark.parametrize("code", sorted(PAGES))
def test_every_reading_of_the_rules_is_a_ruling_on_the_page(code):
    """Where the rules mark an interpretation or a ruling, the page says
    what the program does, marked as a ruling in its language."""
    rules = _rules()
    interpreted = [rid for rid, text in _rule_entries(rules).items() if INTERPRETED.search(text)]
    assert len(interpreted) > 90
    entries = _entries(_page(code))
    missing = [rid for rid in interpreted if RULING[code] not in entries[rid]]
    assert missing == [], f"{code}: {missing}"
    for rid in _defined(rules):
        if rid.startswith("BB-RUL-"):  # the rulings after review each begin with the word
            body = ITEM.sub("", entries[rid], count=1).strip()
            assert body.startswith(RULING[code]), f"{code}: {rid}"


@pytest.mark.parametrize("code", sorted(PAGES))
def test_the_page_is_written_for_players(code):
    """No file, module or code names, no path outside the repository, none
    of the rules file's marks for contributors, no other language's ruling word."""
    page = _page(code)
    found = [what for what in NOT_FOR_PLAYERS if what in page]
    assert found == [], f"{code}: {found}"
    other = [word for c, word in RULING.items() if c != code]
    assert not any(word in page for word in other), code
    assert page.count(RULING[code]) > 90


def test_the_pages_have_the_same_ids_families_rulings_and_tables_in_the_same_order():
    english = _page("en")
    entries = _entries(english)
    shape = (
        _items(english),
        _families(english),
        [rid for rid, text in entries.items() if RULING["en"] in text],
        _captions(english),
        _rows(english),
    )
    assert len(shape[0]) > 140 and len(shape[2]) > 90 and len(shape[4]) > 60
    for code in sorted(set(PAGES) - {"en"}):
        page = _page(code)
        translated = _entries(page)
        assert _items(page) == shape[0], code
        assert _families(page) == shape[1], code
        assert [rid for rid, text in translated.items() if RULING[code] in text] == shape[2], code
        assert _captions(page) == shape[3], code
        assert _rows(page) == shape[4], code
        assert page.count(RULING[code]) == english.count(RULING["en"]), code

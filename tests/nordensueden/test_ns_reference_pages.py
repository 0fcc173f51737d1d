"""The rules reference of Norden & Süden that ships with the program is
written for players (issue 22, item 11): resources/docs/norden-sueden.md
(German .de.md, Italian .it.md) states every rule of the project's
specification (docs/nordensueden-specification.md, for contributors) with
its id, the tables and the worked examples, and every reading the program
takes as a plain **Ruling:**; the specification's source file, its
instructions to programmers, its evidence and confidence columns and its
"What a program must decide" stay in docs/."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "resources" / "docs"
SPEC = ROOT / "docs" / "nordensueden-specification.md"
#: the word a ruling is marked with, in each language
RULING = {"en": "**Ruling:**", "de": "**Entscheidung:**", "it": "**Decisione:**"}
#: what belongs to the specification, not to a page for players, in each language
NOT_FOR_PLAYERS = {
    "en": ("seeds/", "What a program must decide", "code comments", "confidence", "evidence", "[interpretation]"),
    "de": ("seeds/", "Was ein Programm", "Code-Kommentar", "Sicherheit", "Beleg", "[Auslegung]"),
    "it": ("seeds/", "Cosa deve decidere", "commenti del codice", "affidabilità", "prove nel testo", "[interpret"),
}


def _page(code: str) -> str:
    return (DOCS / ("norden-sueden.md" if code == "en" else f"norden-sueden.{code}.md")).read_text(encoding="utf-8")


def _entries(text: str) -> dict[str, str]:
    """Rule id -> its entry's text, on a page for players (``- **NS-MOVE-1** ...``)."""
    out = {}
    for chunk in re.split(r"\n- (?=\*\*NS-[A-Z]+-\d+\*\*)", text):
        m = re.match(r"\*\*(NS-[A-Z]+-\d+)\*\*", chunk)
        if m:
            out[m.group(1)] = re.split(r"\n#", chunk)[0]
    return out


@pytest.mark.parametrize("code", ["en", "de", "it"])
def test_the_shipped_page_is_for_players_not_the_specification(code):
    page = _page(code)
    found = [what for what in NOT_FOR_PLAYERS[code] if what.lower() in page.lower()]
    assert found == [], f"{code}: {found}"
    assert "`" not in page  # no file, module or test names


def test_every_rule_of_the_specification_is_an_entry_of_the_players_page_in_its_order():
    spec = SPEC.read_text(encoding="utf-8")
    specified = re.findall(r"^- (NS-[A-Z]+-\d+) ", spec, re.M)
    assert len(specified) > 110
    assert list(_entries(_page("en"))) == specified
    families = re.findall(r"^#+ (NS-[A-Z]+) ", spec, re.M)
    headed = re.findall(r"^#+ .*\((NS-[A-Z]+)\)$", _page("en"), re.M)
    assert headed == families
    tables = sorted(set(re.findall(r"\bT(\d+)\b", spec)), key=int)
    assert tables == [str(n) for n in range(1, 12)]
    for n in tables:  # every table of the specification is on the page, a Markdown table where it was one
        assert f"(T{n})" in _page("en"), f"T{n}"


def test_every_interpretation_of_the_specification_is_a_ruling_on_the_players_page():
    spec = SPEC.read_text(encoding="utf-8")
    interpreted = [
        m.group(1)
        for entry in re.split(r"\n- (?=NS-[A-Z]+-\d+ )", spec)
        if (m := re.match(r"(NS-[A-Z]+-\d+) ", entry)) and "[interpretation]" in entry
    ]
    assert len(interpreted) > 30
    for code in ("en", "de", "it"):
        entries = _entries(_page(code))
        missing = [rule for rule in interpreted if RULING[code] not in entries[rule]]
        assert missing == [], f"{code}: {missing}"


def test_the_worked_examples_are_on_the_page_in_every_language():
    for code, words in (
        ("en", ("Evansville", "Shreveport", "Little Rock", "E rolls 1")),
        ("de", ("Evansville", "Shreveport", "Little Rock", "E würfelt eine 1")),
        ("it", ("Evansville", "Shreveport", "Little Rock", "E tira 1")),
    ):
        page = _page(code)
        assert all(w in page for w in words), code


def test_every_interpretation_of_the_specification_is_on_the_contributors_page():
    spec = SPEC.read_text(encoding="utf-8")
    page = (ROOT / "docs" / "nordensueden-interpretations.md").read_text(encoding="utf-8")
    interpreted = set()
    for entry in re.split(r"\n- (?=NS-[A-Z]+-\d+ )", spec):
        rid = re.match(r"(NS-[A-Z]+-\d+) ", entry)
        if rid and "[interpretation]" in entry:
            interpreted.add(rid.group(1))
    families = {r.rsplit("-", 1)[0] for r in interpreted}
    missing = sorted(r for r in interpreted if not re.search(re.escape(r) + r"(?![0-9])", page))
    assert len(interpreted) > 30 and families
    assert not missing, missing


def test_every_rule_id_the_program_cites_is_in_the_reference():
    """A rule id the window shows is a link into the reference: it must lead
    to an entry or a family heading (``reduced (NS-HIT-2)`` led nowhere)."""
    page = _page("en")
    known = set(_entries(page)) | set(re.findall(r"^#+ .*\((NS-[A-Z]+)\)$", page, re.M))
    cited = set()
    for path in (ROOT / "gettysburg_desktop").rglob("*.py"):
        cited |= set(re.findall(r"(?<![\w-])NS-[A-Z]+(?:-\d+)?(?![\w-])", path.read_text(encoding="utf-8")))
    assert len(cited) > 80
    assert sorted(cited - known) == []


def _shape(text: str):
    """What a translation of the page must keep, in order: its rule ids, its
    headings' leading ids, its entries' ids, its tables' rows (how many
    cells), its code spans and fences, its links, its rulings."""
    return (
        re.findall(r"NS-[A-Z]+(?:-\d+)?", text),
        [re.findall(r"NS-[A-Z]+(?:-\d+)?", h)[:1] for h in re.findall(r"^(#+ .*)$", text, re.M)],
        re.findall(r"^\s*- \*\*(NS-[A-Z]+-\d+)\*\*", text, re.M),
        [line.count("|") for line in text.splitlines() if line.startswith("|")],
        sorted(re.findall(r"`([^`\n]+)`", text)),
        text.count("```"),
        sorted(re.findall(r"\]\(([^)]+)\)", text)),
    )


@pytest.mark.parametrize("code", ["de", "it"])
def test_the_german_and_italian_pages_keep_the_english_ids_in_their_order(code):
    """The rules reference opens these in German and Italian (display/rules_reference.page_text)
    and jumps to a rule by its id: a rule added to the English page and not to them fails here."""
    english, translated = _page("en"), _page(code)
    assert _shape(translated) == _shape(english)
    assert translated.count(RULING[code]) == english.count(RULING["en"])


def test_what_the_page_says_of_the_programs_map_is_the_map():
    """NS-MAP-5, NS-ARMY-4, NS-RECR-3 describe the map the program ships: its
    counts and the boxes they name follow the map file, in every language."""
    from gettysburg_desktop.games.nordensueden.boxes.box_map_file import load_box_map
    from gettysburg_desktop.games.nordensueden.rules.sides import Side

    bmap = load_box_map(ROOT / "resources" / "maps" / "norden-sueden-1861.yaml")
    boxes = list(bmap.boxes.values()) if isinstance(bmap.boxes, dict) else list(bmap.boxes)
    ports = sum(b.port for b in boxes)
    both = sorted(b.name for b in boxes if b.recruit.get(Side.USA) and b.recruit.get(Side.CSA))
    white = sorted(b.name for b in boxes if b.owner is None and b.recruit and b.state == "Kentucky")
    assert both == ["Cairo", "Louisville"] and white == ["Lexington", "Louisville"]
    for code, counts in (
        ("en", (f"{len(boxes)} boxes and {len(bmap.links)} lines", f"{ports} sea ports")),
        ("de", (f"{len(boxes)} Boxen und {len(bmap.links)} Linien", f"{ports} Hafen-Boxen")),
        ("it", (f"{len(boxes)} caselle e {len(bmap.links)} linee", f"{ports} porti")),
    ):
        page = _page(code)
        assert all(c in " ".join(page.split()) for c in counts), (code, counts)
        entries = _entries(page)
        assert "Louisville" in entries["NS-RECR-3"] and "Cairo" in entries["NS-RECR-3"]
        assert "Louisville" in entries["NS-ARMY-4"] and "Lexington" in entries["NS-ARMY-4"]

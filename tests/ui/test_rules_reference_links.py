"""Every link in the rules reference leads somewhere, in all three
languages, and Back, F1 and Find always bring the text back (issue 14,
item 17: "rules interpretations" blanked the reference until a restart)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt, QUrl
from PySide6.QtGui import QDesktopServices, QTextCursor
from PySide6.QtTest import QTest

from gettysburg_desktop.display.rules_reference import RulesReference
from gettysburg_desktop.display.translate import LANGS


@pytest.fixture
def language():
    def use(code: str) -> None:
        assert LANGS.install(code)

    yield use
    LANGS.install("en")


def links(ref: RulesReference) -> list[tuple[str, int, str]]:
    """(href, a position inside the link, its text) for every link shown."""
    out = []
    block = ref.browser.document().begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            frag = it.fragment()
            if frag.isValid() and frag.charFormat().isAnchor():
                out.append((frag.charFormat().anchorHref(), frag.position() + frag.length() // 2, frag.text()))
            it += 1
        block = block.next()
    return out


def click_at(qtbot, ref: RulesReference, position: int) -> None:
    """A real mouse click on the character at ``position`` (scrolled into view)."""
    cursor = QTextCursor(ref.browser.document())
    cursor.setPosition(position)
    ref.browser.setTextCursor(cursor)
    ref.browser.ensureCursorVisible()
    rect = ref.browser.cursorRect(cursor)
    QTest.mouseClick(ref.browser.viewport(), Qt.LeftButton, Qt.NoModifier, rect.center() + QPoint(2, 0))


@pytest.mark.parametrize("code", ["en", "de", "it"])
def test_every_link_of_the_reference_leads_somewhere_and_back_returns(qtbot, language, code, monkeypatch):
    opened: list[str] = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: opened.append(url.toString()) or True)
    language(code)
    ref = RulesReference()
    qtbot.addWidget(ref)
    ref.show()
    qtbot.waitExposed(ref)
    seen = {}
    for page in ("rules", "rules-interpretations"):
        ref.load(page)
        ref.history.clear()
        found = links(ref)
        seen[page] = len(found)
        for href, position, text in found:
            scrolled_before = None
            click_at(qtbot, ref, position)
            url = QUrl(href)
            assert ref.browser.toPlainText().strip(), f"{code} {page}: {text!r} ({href}) left the reference blank"
            if url.scheme() in ("http", "https", "mailto"):
                assert opened[-1] == href and ref.page == page
                continue
            target = href.split("#")[0].rsplit("/", 1)[-1].split(".")[0] or page
            assert ref.page == target, f"{code} {page}: {text!r} ({href}) led to {ref.page}"
            assert ref.back.isEnabled()
            scrolled_before = ref.history[-1][1]
            QTest.mouseClick(ref.back, Qt.LeftButton)
            assert ref.page == page and ref.browser.verticalScrollBar().value() == scrolled_before
            assert ref.browser.toPlainText().strip()
    assert seen["rules"] >= 25 and seen["rules-interpretations"] >= 1, seen


def test_f1_and_find_bring_the_rules_back_from_the_interpretations(qtbot, open_window):
    w = open_window()
    QTest.keyClick(w, Qt.Key_F1)
    ref = w.reference
    assert ref is not None and ref.isVisible() and ref.page == "rules"
    _href, position, _ = next(link for link in links(ref) if "interpretations" in link[0])
    click_at(qtbot, ref, position)
    assert ref.page == "rules-interpretations" and "R-MOVE-5" in ref.browser.toPlainText()
    ref.search.setText("R-ART-4")
    QTest.keyClick(ref.search, Qt.Key_Return)  # Find: a rule id is looked up in the rules
    assert ref.page == "rules" and "R-ART-4" in ref.current_line()
    ref.load("rules-interpretations")
    w.show_rule("")  # F1 (Help > Rules reference)
    assert ref.page == "rules" and ref.browser.toPlainText().startswith("Gettysburg")
    w.show_rule("R-MOVE-5")  # a rule a prompt cites
    assert ref.page == "rules" and "R-MOVE-5" in ref.current_line()
    QTest.mouseClick(ref.back, Qt.LeftButton)
    assert ref.browser.toPlainText().strip()


def test_an_anchor_and_a_web_address_lead_where_they_say(qtbot, monkeypatch):
    opened: list[str] = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: opened.append(url.toString()) or True)
    ref = RulesReference()
    qtbot.addWidget(ref)
    ref.follow(QUrl("rules-interpretations.md#movement-r-move"))
    assert ref.page == "rules-interpretations" and ref.current_line().startswith("Movement (R-MOVE)")
    ref.follow(QUrl("#victory-r-win-and-terms"))
    assert ref.current_line().startswith("Victory (R-WIN)")
    ref.follow(QUrl("https://example.org/gettysburg"))
    assert opened == ["https://example.org/gettysburg"] and ref.browser.toPlainText().strip()
    ref.follow(QUrl("nowhere.md"))
    assert ref.page == "rules-interpretations" and "not part of the rules reference" in ref.status.text()
    ref.go_back()
    ref.go_back()
    assert ref.page == "rules" and not ref.back.isEnabled()


def test_the_rules_opened_from_the_welcome_page_take_clicks(qtbot, open_window):
    """A new user's first start: "Read the rules" on the welcome page opened
    a reference the welcome page's modality left dead (no link, no Find)."""
    from PySide6.QtWidgets import QApplication, QPushButton

    w = open_window()
    w.show_welcome()
    welcome = w.welcome
    qtbot.waitExposed(welcome)
    button = next(b for b in welcome.findChildren(QPushButton) if b.text() == "Read the rules")
    QTest.mouseClick(button, Qt.LeftButton)
    ref = w.reference
    assert ref is not None and ref.isVisible()
    modal = QApplication.activeModalWidget()
    assert modal is None or modal is ref or ref.isAncestorOf(modal), f"{modal} blocks the reference"
    _, position, _ = next(link for link in links(ref) if "interpretations" in link[0])
    click_at(qtbot, ref, position)
    assert ref.page == "rules-interpretations"


@pytest.mark.parametrize(
    ("code", "title", "entry"),
    [
        ("en", "Norden & Süden — rules reference", "NS-MOVE-7 Two marches at most."),
        ("de", "Norden & Süden — Regelübersicht", "NS-MOVE-7 Höchstens zwei Märsche."),
        ("it", "Norden & Süden — guida alle regole", "NS-MOVE-7 Al massimo due marce."),
    ],
)
def test_f1_in_norden_sueden_opens_the_players_reference_at_the_rule(qtbot, open_window, language, code, title, entry):
    """Issue 22, item 11: F1 opened the project's specification (its
    source file, "cite them in code comments", evidence and confidence
    columns, "What a program must decide"); a player reads the rules, the
    tables and the rulings, and a family id opens at its heading."""
    from gettysburg_desktop.scenario.session import GameSession, Setup

    language(code)
    w = open_window(GameSession.new(Setup("campaign-1861", 3, game="norden-sueden")))
    QTest.keyClick(w, Qt.Key_F1)
    ref = w.reference
    assert ref is not None and ref.isVisible() and ref.pages == ("norden-sueden",)
    text = ref.browser.toPlainText()
    assert text.startswith(title)
    for spec in ("seeds/", "code comment", "Code-Kommentar", "What a program must decide", "confidence", "evidence"):
        assert spec not in text, spec
    w.show_rule("NS-MOVE-7")  # a rule a prompt cites
    assert ref.current_line().startswith(entry)
    w.show_rule("NS-MOVE")  # a family: its heading, not a citation "(NS-MOVE, NS-JUMP, ...)" before it
    assert ref.current_line().endswith("(NS-MOVE)")
    w.show_rule("NS-FIRE-3")  # the rule "reduced" cites on a counter's description
    assert ref.current_line().startswith("NS-FIRE-3 ")

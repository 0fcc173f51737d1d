"""The rules reference inside the program: the project's rules text
(docs/rules.md, shipped as resources/docs/rules.md; German and Italian in
resources/docs/rules.de.md and rules.it.md) rendered, searchable,
opened at the rule a prompt, a refusal or a log line cites.

Its links all lead somewhere (issue 14, item 17): a rule id to its entry,
the other page of the reference (the rules interpretations,
resources/docs/rules-interpretations[.LANG].md, and back), an anchor
(``#heading``) to its heading, a web address to the system's browser.
Back returns to where a link was followed; the text is never blank."""

from __future__ import annotations

import re
from importlib.resources import files

from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices, QKeySequence, QShortcut, QTextCursor, QTextDocument
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QLineEdit, QPushButton, QTextBrowser, QVBoxLayout

#: a rule id: Gettysburg's (R-MOVE-5), Norden & Süden's (NS-COMP, NS-MAP-4), Finsterland's (FL-MOVE-2) and
#: ACW-BBDBA's (BB-MOVE-2)
RULE_ID = re.compile(r"(?<![A-Za-z-])(?:NS|R|FL|BB)-[A-Z]+(?:-\d+[a-z]?)?")


CITATION = re.compile(r"\s*\(([^()]*)\)")


def cited_once(text: str) -> str:
    """``text`` citing each rule once: a rule cited again in parentheses is
    dropped, and so is a family id (R-MOVE) where a rule of it (R-MOVE-5) is
    cited ("... (R-MOVE-5) (R-MOVE)" says "... (R-MOVE-5)"). Rule ids in the
    running text are kept; a parenthesis left empty goes."""
    every = set(RULE_ID.findall(text))
    seen: set[str] = set()

    def redundant(rule: str) -> bool:
        return rule in seen or any(other.startswith(rule + "-") for other in every)

    def tidy(m: re.Match) -> str:
        parts = m.group(1).split(", ")
        kept = []
        for part in parts:
            rule = RULE_ID.fullmatch(part.split(" [")[0].strip())
            if rule is not None and redundant(rule.group(0)):
                continue
            if rule is not None:
                seen.add(rule.group(0))
            kept.append(part)
        if not kept:
            return ""
        return m.group(0) if kept == parts else m.group(0)[: m.start(1) - m.start(0)] + ", ".join(kept) + ")"

    out, at = [], 0
    for m in CITATION.finditer(text):  # the running text's ids count as cited where they stand
        seen.update(RULE_ID.findall(text[at : m.start()]))
        out.append(text[at : m.start()] + tidy(m))
        at = m.end()
    return "".join(out) + text[at:]


def with_rule_links(text: str, rule: str = "") -> str:
    """``text`` as rich text with every rule id it cites a link into the
    rules reference (``rule:R-...``), each rule cited once (``cited_once``);
    ``rule`` is added at the end unless the text cites a rule already."""
    text = cited_once(text)
    html = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    if rule and not RULE_ID.search(text):
        html += f" ({rule})"
    return RULE_ID.sub(lambda m: f"<a href='rule:{m.group(0)}'>{m.group(0)}</a>", html)


#: the reference's pages: the rules, and the rulings and interpretations they link to
PAGES = ("rules", "rules-interpretations")


def page_text(page: str, language: str = "en") -> str:
    """A page of the reference in ``language`` where we have it
    (resources/docs/PAGE.LANG.md), else in English (PAGE.md)."""
    docs = files("gettysburg_desktop.resources").joinpath("docs")
    translated = docs.joinpath(f"{page}.{language}.md")
    return (translated if language != "en" and translated.is_file() else docs.joinpath(f"{page}.md")).read_text(
        encoding="utf-8"
    )


def page_of(target: str, pages: tuple[str, ...] = PAGES) -> str | None:
    """The reference page a link's file names (``rules-interpretations.md``,
    ``rules.de.md``, ``docs/rules.md``), None if it is none of ``pages``."""
    name = target.rsplit("/", 1)[-1]
    if not name.endswith(".md"):
        return None
    stem = re.sub(r"\.(en|de|it)$", "", name[:-3])
    return stem if stem in pages else None


def slug(heading: str) -> str:
    """A heading's anchor as Markdown renderers make it (``## Movement (R-MOVE)`` -> ``movement-r-move``)."""
    text = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return text.replace(" ", "-")


def names_rule(block, rule: str) -> bool:
    """Whether the text block is ``rule``'s own place in the reference: its
    entry (``- **NS-MOVE-1** *March roll.*`` starts with the id) or, for a
    family id, its heading (``Movement (NS-MOVE)``, ``... (R-ACT, R-BLK)``);
    not a citation in the running text ("(NS-MOVE-2)", "(NS-MOVE, NS-JUMP)")."""
    text = block.text()
    own = re.escape(rule) + r"(?![\w-])"
    if re.match(own, text):
        return True
    return bool(block.blockFormat().headingLevel()) and re.search(r"[(, ]" + own, text) is not None


class RulesReference(QDialog):
    def __init__(self, parent=None, pages: tuple[str, ...] = PAGES) -> None:
        super().__init__(parent)
        self.setObjectName("RulesReference")
        #: the game's pages (scenario/games.py: rules_pages), its rules first
        self.pages = tuple(pages)
        self.first = self.pages[0]
        self.setWindowTitle(
            self.tr("Gettysburg: rules reference") if self.pages == PAGES else self.tr("Rules reference")
        )
        self.resize(760, 820)
        lay = QVBoxLayout(self)
        bar = QHBoxLayout()
        bar.addWidget(QLabel(self.tr("Find:")))
        self.search = QLineEdit()
        self.search.setObjectName("RulesSearch")
        self.search.setPlaceholderText(self.tr("a word or a rule id, e.g. R-MOVE-5; Enter for the next match"))
        self.search.returnPressed.connect(self.find_next)
        bar.addWidget(self.search, 1)
        nxt = QPushButton(self.tr("Next"))
        nxt.clicked.connect(self.find_next)
        bar.addWidget(nxt)
        self.back = QPushButton(self.tr("Back"))
        self.back.setObjectName("RulesBack")
        self.back.setToolTip(self.tr("Back to where the last link was followed (Alt+Left)"))
        self.back.clicked.connect(self.go_back)
        bar.addWidget(self.back)
        QShortcut(QKeySequence.StandardKey.Back, self, self.go_back)
        lay.addLayout(bar)
        self.browser = QTextBrowser()
        self.browser.setObjectName("RulesText")
        self.browser.setOpenLinks(False)  # every link is followed here (follow): none may blank the text
        self.browser.anchorClicked.connect(self.follow)
        self.page = ""
        self.history: list[tuple[str, int]] = []  # (page, scroll position) to go back to
        lay.addWidget(self.browser, 1)
        self.status = QLabel()
        self.status.setWordWrap(True)
        lay.addWidget(self.status)
        self.load(self.first)

    # --- pages and links -------------------------------------------------------
    def load(self, page: str) -> None:
        """Show a page of the reference (in the language of the moment)."""
        from gettysburg_desktop.display.translate import LANGS

        self.browser.setMarkdown(page_text(page, LANGS.current))
        self.page = page
        self.browser.moveCursor(QTextCursor.MoveOperation.Start)
        self.browser.verticalScrollBar().setValue(0)
        self._update_back()

    def _go(self, page: str) -> None:
        """To ``page``, remembering where we were for Back."""
        self.history.append((self.page, self.browser.verticalScrollBar().value()))
        if page != self.page:
            self.load(page)
        self._update_back()

    def go_back(self) -> None:
        if not self.history:
            return
        page, scrolled = self.history.pop()
        if page != self.page:
            self.load(page)
        self.browser.verticalScrollBar().setValue(scrolled)
        self.status.setText("")
        self._update_back()

    def _update_back(self) -> None:
        self.back.setEnabled(bool(self.history))

    def follow(self, url: QUrl) -> None:
        """A link clicked in the text: see the module's docstring."""
        scheme = url.scheme()
        if scheme == "rule":
            self.show_rule(url.path())
        elif scheme in ("http", "https", "mailto"):
            QDesktopServices.openUrl(url)
            self.status.setText(self.tr("Opened in your web browser: {url}").format(url=url.toString()))
        elif not url.path() and url.fragment():
            self._go(self.page)
            self.to_anchor(url.fragment())
        elif (page := page_of(url.path(), self.pages)) is not None:
            self._go(page)
            if url.fragment():
                self.to_anchor(url.fragment())
            self.status.setText("")
        else:
            self.status.setText(self.tr("{link} is not part of the rules reference").format(link=url.toString()))

    def to_anchor(self, anchor: str) -> bool:
        """Scroll to the heading whose anchor is ``anchor``. True if found."""
        block = self.browser.document().begin()
        while block.isValid():
            if block.blockFormat().headingLevel() and slug(block.text()) == anchor.lower():
                cursor = QTextCursor(block)
                self.browser.setTextCursor(cursor)
                self._to_top(cursor)
                return True
            block = block.next()
        self.status.setText(self.tr("{link} is not in this page").format(link=anchor))
        return False

    def show_rule(self, rule: str) -> bool:
        """Scroll to the rule's entry (a family id: its section) in the rules
        page (gone to from the interpretations). True if found. Without a
        rule: the rules page as it is, never a blank one."""
        if self.page != self.first:
            self._go(self.first)
        if not rule:
            return True
        self.search.setText(rule)
        doc = self.browser.document()
        found = doc.find(rule, 0, QTextDocument.FindFlag.FindCaseSensitively)
        first = found
        while not found.isNull() and not names_rule(found.block(), rule):
            found = doc.find(rule, found, QTextDocument.FindFlag.FindCaseSensitively)
        if found.isNull():
            found = first  # cited only in the text: where it is first cited
        if found.isNull():
            self.status.setText(self.tr("{rule} is not in the rules text").format(rule=rule))
            return False
        self.browser.setTextCursor(found)
        self.browser.ensureCursorVisible()
        self._to_top(found)
        self.status.setText(self.tr("{rule}: {line}").format(rule=rule, line=found.block().text()[:90]))
        return True

    def _to_top(self, cursor: QTextCursor) -> None:
        bar = self.browser.verticalScrollBar()
        rect = self.browser.cursorRect(cursor)
        bar.setValue(bar.value() + rect.top() - 20)

    def find_next(self) -> None:
        text = self.search.text().strip()
        if not text:
            return
        if RULE_ID.fullmatch(text) and self.show_rule(text):
            return
        if not self.browser.find(text):
            self.browser.moveCursor(QTextCursor.MoveOperation.Start)
            if not self.browser.find(text):
                self.status.setText(self.tr("'{text}' is not in the rules text").format(text=text))
                return
        self.status.setText("")

    def current_line(self) -> str:
        return self.browser.textCursor().block().text()

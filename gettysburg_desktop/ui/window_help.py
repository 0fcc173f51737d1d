"""The play window's help: the rules reference of the game on screen (a
rule id clicked anywhere opens it there), How to play (at the first start
too, until the player says no more) and About."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMessageBox

from gettysburg_desktop.display.rules_reference import RulesReference
from gettysburg_desktop.scenario import games


class HelpPages(QObject):
    """The rules reference open (``reference``, None if none) and the last
    How to play page (``welcome``)."""

    def __init__(self, window) -> None:
        super().__init__(window)
        self.w = window
        self.reference: RulesReference | None = None

    def show_rule(self, rule: str, game: str | None = None) -> None:
        """The rules reference of the game on screen (scenario/games.py: rules_pages), at ``rule``;
        ``game``: another game's (How to play's "Read the rules" on that game's page)."""
        pages = (games.game(game) if game else games.game_of(self.w.session.game)).rules_pages
        if not pages:  # a game without a rules reference in the program
            return
        if self.reference is not None and self.reference.pages != pages:  # another game's rules
            self.close_reference()
        if self.reference is None:
            self.reference = RulesReference(self.w, pages=pages)
        self.reference.show()
        self.reference.raise_()
        self.reference.show_rule(rule)

    def close_reference(self) -> None:
        """The rules reference closed and let go (another game's rules, another language)."""
        if self.reference is not None:
            self.reference.close()
            self.reference.deleteLater()
            self.reference = None

    def show_welcome(self, *, at_start: bool = False) -> None:
        """How to play (ui/welcome.py), open at the game on the board; the
        player decides whether it comes again at the next start."""
        from .welcome import Welcome

        w = self.w
        if w.kind.how_to_play is None:  # a game without a page (the other games' pages are not its help)
            return

        dialog = Welcome(
            w,
            shown_at_start=w.settings.value("welcome/at-start", True, type=bool),
            game=w.kind.id,
            at_start=at_start,
        )

        # the welcome page is modal: it steps aside, or the reference would take no click (issue 14)
        def rules_requested(game: str) -> None:
            dialog.accept()
            self.show_rule("", game=game)

        dialog.rules_requested.connect(rules_requested)
        self.welcome = dialog
        dialog.dont_show.toggled.connect(lambda on: w.settings.setValue("welcome/at-start", not on))
        dialog.finished.connect(lambda _result: w.activateWindow())  # the keys back to the game (Ctrl+N ...)
        dialog.open()

    def welcome_at_start(self) -> bool:
        """At the first start (and until the player says no more): how to play."""
        w = self.w
        if w.kind.how_to_play is None or not w.settings.value("welcome/at-start", True, type=bool):
            return False
        self.show_welcome(at_start=True)
        return True

    def about(self) -> None:
        from gettysburg_desktop.version import version

        QMessageBox.about(
            self.w,
            self.tr("About Gettysburg Desktop"),
            self.tr(
                "Gettysburg Desktop: Martin Wallace's Gettysburg (Treefrog, 2010) with every rule enforced. "
                "The board is the program's own map of the 1863 battlefield."
            )
            + "\n\n"
            + self.tr("Version {version}").format(version=version()),
        )

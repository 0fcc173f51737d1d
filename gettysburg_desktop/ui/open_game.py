"""Opening a saved game in the window, for File > Open and the command line
(app.py) alike: a record that can't be opened says why; a truncated or
damaged one offers its valid part -- the set-up and the actions up to the
last legal one -- instead of refusing the whole game (issue 14, item 19).
The valid part opens as an unsaved game: the damaged file is never written
over unasked."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from gettysburg_desktop.scenario.record import RecordError, valid_part
from gettysburg_desktop.scenario.session import GameSession

from .game_kinds import not_shown_here, shown_here, stage

#: Qt's translate, by a name tools/translations.py tells pyside6-lupdate
_t = QCoreApplication.translate


def open_saved_game(parent, path: str) -> tuple[GameSession | None, bool]:
    """(the game, whether it is the whole file). (None, False) if the file
    can't be opened or the player declined its valid part."""
    try:
        session = GameSession.open(path)
    except RecordError as exc:
        problem, failure = str(exc), exc
    else:
        if shown_here(session.game):
            return session, True
        QMessageBox.warning(parent, _t("MainWindow", "The game can't be opened"), not_shown_here(session.game, path))
        return None, False
    part = valid_part(path, failure)  # one pass; a file too big was refused unread and is not read now
    if part is not None and not shown_here(part.game):
        part = None
    if part is None:
        QMessageBox.warning(parent, _t("MainWindow", "The game can't be opened"), problem)
        return None, False
    n, found = len(part.record.actions), part.found
    question = (
        _t(
            "OpenGame",
            "{problem}\n\nThe game is valid up to its first {n} action (of {found}), {period}. "
            "Open that part? It opens as an unsaved game; the file is left as it is.",
        )
        if n == 1
        else _t(
            "OpenGame",
            "{problem}\n\nThe game is valid up to its first {n} actions (of {found}), {period}. "
            "Open that part? It opens as an unsaved game; the file is left as it is.",
        )
    )
    text = question.format(problem=problem, n=n, found=found, period=stage(part.game))
    answer = QMessageBox.question(
        parent,
        _t("OpenGame", "Open the valid part of the game?"),
        text,
        QMessageBox.StandardButton.Open | QMessageBox.StandardButton.Cancel,
        QMessageBox.StandardButton.Open,
    )
    if answer != QMessageBox.StandardButton.Open:
        return None, False
    part.game.set_undo(True, "the game was just opened")
    return GameSession(part.game, part.record), False


def scenario_refused(parent, exc: Exception) -> None:
    """A scenario that can't be played: the dialog the New game dialog gives
    (MainWindow.start), also for a bad ``--scenario`` on the command line."""
    QMessageBox.warning(parent, _t("MainWindow", "The scenario can't be played"), str(exc))

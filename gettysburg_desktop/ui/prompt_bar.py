"""The prompt bar above the map (Rally the Troops' habit): who decides, what
is asked and under which rule (a link into the rules reference), the buttons
the current legal actions call for, the short list a click left to choose
from, the step waiting for a confirming click, the Hand over button after a
roll in the hot seat, and Undo/Redo with the reason when undo is not possible.

Its height never changes (two lines of text, two rows of buttons; more
buttons scroll), so the board below it holds still: a click in the same
place lands on the same thing (issue 14)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from gettysburg_desktop.display import palette as P
from gettysburg_desktop.display.flow_layout import FlowLayout
from gettysburg_desktop.display.rules_reference import with_rule_links
from gettysburg_desktop.display.translate import shown
from gettysburg_desktop.display.words import result_title, side_name
from gettysburg_desktop.kernel.clicks import BAR_KINDS, Choice

from .controller import Controller
from .game_kinds import said_by, spoken, window_game

TEXT_LINES = 2  # the prompt's lines kept free (a longer text is set smaller to fit)
SMALLEST_PT = 6.5  # the smallest the prompt's text is set
BUTTON_ROWS = 2  # the rows of buttons kept free (more scroll)
#: the side's label when the side has no colours of its own (palette.SIDE_FILL), or there is no side
NO_SIDE_STYLE = "background:#555;color:white;"


def side_style(side: object, own: dict[str, tuple[str, str]] | None = None) -> str:
    """The side label's colours: the side's fill and mark (palette.py, or the
    game's own ``side_colours``: its window part's), by its value."""
    value = getattr(side, "value", side)
    if own and value in own:
        fill, mark = own[value]  # type: ignore[index]
        return f"background:{fill};color:{mark};"
    if value not in P.SIDE_FILL:
        return NO_SIDE_STYLE
    return f"background:{P.SIDE_FILL[value]};color:{P.SIDE_MARK[value]};"


class PromptBar(QWidget):
    #: a rule id was clicked: open the rules reference there
    rule_clicked = Signal(str)
    #: the game is over: the players want to see it again, or a new one
    replay_requested = Signal()
    new_game_requested = Signal()

    def __init__(self, controller: Controller, parent=None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("PromptBar")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(6, 4, 6, 4)
        outer.setSpacing(3)
        top = QHBoxLayout()
        self.side = QLabel()
        self.side.setObjectName("PromptSide")
        self.side.setMargin(4)
        self.text = QLabel()
        self.text.setObjectName("PromptText")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.text.linkActivated.connect(lambda link: self.rule_clicked.emit(link.removeprefix("rule:")))
        # the computer's turn (ui/computer.py): thinking, Next, Pause; Suggest for the player
        self.computer = None
        self.thinking = QProgressBar()
        self.thinking.setObjectName("ComputerThinking")
        self.thinking.setRange(0, 100)
        self.thinking.setFixedWidth(200)
        self.thinking.hide()
        self.next_button = QToolButton()
        self.next_button.setObjectName("ComputerNext")
        self.next_button.setText(self.tr("Next (N)"))
        self.next_button.setToolTip(self.tr("Carry out the computer's decision (step by step)"))
        self.next_button.hide()
        self.pause_button = QToolButton()
        self.pause_button.setObjectName("ComputerPause")
        self.pause_button.hide()
        self.suggest_button = QToolButton()
        self.suggest_button.setObjectName("Suggest")
        self.suggest_button.setText(self.tr("Suggest"))
        self.suggest_button.setToolTip(
            self.tr("Ask the computer what you might do now (Ctrl+H); it is shown, never played")
        )
        self.suggest_button.clicked.connect(controller.suggest_requested)
        self.suggest_button.hide()
        self.undo = QToolButton()
        self.undo.setText(self.tr("Undo"))
        self.undo.clicked.connect(controller.undo)
        self.redo = QToolButton()
        self.redo.setText(self.tr("Redo"))
        self.redo.clicked.connect(controller.redo)
        top.addWidget(self.side)
        top.addWidget(self.text, 1)
        for widget in (self.thinking, self.next_button, self.pause_button, self.suggest_button):
            top.addWidget(widget)
        top.addWidget(self.undo)
        top.addWidget(self.redo)
        outer.addLayout(top)
        self.buttons = QWidget()
        self.buttons.setObjectName("PromptButtons")
        self.flow = FlowLayout(self.buttons, spacing=4)
        self.scroll_area = QScrollArea()
        self.scroll_area.setObjectName("PromptButtonRows")
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll_area.setWidget(self.buttons)
        outer.addWidget(self.scroll_area)
        self._fix_height()
        controller.changed.connect(self.refresh)
        self.refresh()

    def _fix_height(self) -> None:
        """The same height whatever is asked: the board below never moves."""
        lines = self.text.fontMetrics().lineSpacing() * TEXT_LINES + 2
        self.text.setFixedHeight(lines)
        row = QPushButton("Xg").sizeHint().height()
        self.scroll_area.setFixedHeight(row * BUTTON_ROWS + self.flow.spacing() * (BUTTON_ROWS - 1))
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.setFixedHeight(self.sizeHint().height())

    def refresh(self) -> None:
        c = self.controller
        g = c.game
        p = g.prompt()
        side = p.side.value if p.side else None
        question = ""  # what is asked, where the player may click (a greyed button's tooltip says it)
        if c.waiting_for is not None:
            self.side.setText(self.tr("Hand over"))
            self.text.setText(
                self.tr("The {side} player takes over: click the curtain when ready.").format(
                    side=side_name(c.waiting_for)
                )
            )
        elif c.handing_to is not None:
            side = c.viewer.value if c.viewer else None
            self.side.setText(side_name(c.viewer) if c.viewer else self.tr("Hand over"))
            self.text.setText(
                self.tr(
                    "The dice are rolled: the result is in the Dice panel and the log, the board shows what it did. "
                    "The {side} player decides next: hand over when you have seen it."
                ).format(side=side_name(c.handing_to))
            )
        elif c.computer_decides:
            self.side.setText(side_name(p.side))
            self.text.setText(self._computer_text())
        elif c.pending is not None:  # what the click would do, and that it waits for a second click or Enter
            self.side.setText(side_name(p.side))
            self.text.setText(with_rule_links(c.confirm_text(c.pending, c.pending_why), p.rule))
        else:
            self.side.setText(side_name(p.side) if p.side else self.tr("Game over"))
            body = question = shown(p.text.args["question"] if p.side else p.text)
            if g.over:
                winner = g.outcome[0]
                side = getattr(winner, "value", winner)  # None: a draw
                self.side.setText(result_title(winner))
            rule = p.rule
            self.text.setText(with_rule_links(body, rule))
        style = side_style(side, window_game(g).side_colours) + "font-weight:bold;border-radius:3px;"
        if self.side.styleSheet() != style:
            self.side.setStyleSheet(style)
        self.undo.setEnabled((g.can_undo() and c.can_act) or c.can_take_back or c.can_take_back_from_computer)
        self.undo.setToolTip(
            self.tr("Take back your last decision and the computer's replies since (Ctrl+Z)")
            if c.can_take_back_from_computer
            else self.tr("Take back the last action (Ctrl+Z)")
            if g.can_undo()
            else self.tr("Undo is not possible: {why}").format(why=c.undo_reason())
        )
        self.redo.setEnabled(g.can_redo() and c.can_act)
        self.redo.setToolTip(self.tr("Apply again the action last taken back (Ctrl+Shift+Z)"))
        while self.flow.count():
            item = self.flow.takeAt(0)
            old = item.widget() if item is not None else None
            if old is not None:
                # hidden, then deleted by Qt once the event that led here is over: never
                # setParent(None), which hands the button to Python and lets it be
                # destroyed at once, maybe inside its own clicked signal (a silent crash)
                old.hide()
                old.setObjectName("")  # no longer found by its action's name
                old.deleteLater()
        self.text.setToolTip(self.text.text())
        self._fit_text()
        choices: list[Choice] = []
        placed = self._button_group(question)
        if c.handing_to is not None:
            button = self._button(
                self.tr("Hand over to the {side} player (Enter)").format(side=side_name(c.handing_to)), "hand-over"
            )
            secrets = window_game(c.game).secrets
            if secrets is not None:
                button.setToolTip(secrets.hand_over_tip())
            button.setDefault(True)
            button.clicked.connect(c.hand_over)
        elif c.pending is not None:
            ch = c.pending
            button = self._button(self.tr("Confirm: {what}").format(what=shown(ch.label)), "confirm:" + str(ch.action))
            button.setToolTip(c.confirm_tip(ch, c.pending_why))  # the rules' words: what the step does
            button.setDefault(True)
            button.clicked.connect(c.confirm)
        elif c.offered:
            choices = list(c.offered)
        elif c.can_act and c.pick is None:
            # buttons, and cube colours (a unit of that colour on the board means the same)
            choices = [ch for ch in c.choices() if ch.kind in BAR_KINDS]
        heading = self._heading(choices)
        for ch in choices:
            if ch.kind == "button" and ch.verb in placed:
                continue  # in its place in the game's row
            self._choice_button(ch, short=bool(heading))
        if g.over and not c.replaying:
            for name, text, signal in (
                ("replay", self.tr("Replay this game"), self.replay_requested),
                ("new-game", self.tr("New game"), self.new_game_requested),
            ):
                self._button(text, "choice:" + name).clicked.connect(signal)
        if c.offered or c.pick is not None or c.pending is not None or (c.can_act and g.steps_back()):
            self._button(self.tr("Cancel (Esc)"), "choice:cancel").clicked.connect(c.step_back)
        self.scroll_area.verticalScrollBar().setValue(0)
        self.refresh_computer()

    def _heading(self, choices: list[Choice]) -> str:
        """Where the offered choices have one heading in common (kernel/clicks.py
        ``Choice.heading``: the block values offered for one place), the heading
        as a label first in the row, and it is returned: each choice's button
        then says only its own words ("3"), so four values fit one row."""
        headings = {ch.heading for ch in choices}
        if len(choices) < 2 or len(headings) != 1 or "" in headings or not all(ch.short for ch in choices):
            return ""
        heading = shown(headings.pop())
        label = QLabel(heading)
        label.setObjectName("PromptHeading")
        self.flow.addWidget(label)
        return heading

    def _choice_button(self, ch: Choice, short: bool = False) -> QPushButton:
        """The button of an offered choice; its tooltip as the log will say it.
        ``short``: its short words under the heading (``_heading``)."""
        c = self.controller
        g = c.game
        side = g.prompt().side
        button = self._button(shown(ch.short) if short else shown(ch.label), "choice:" + str(ch.action))
        button.setToolTip(said_by(g, side_name(side), shown(spoken(g, ch.action))) if side else "")
        button.clicked.connect(lambda _=False, ch=ch: c.choose(ch))
        return button

    def _button_group(self, question: str) -> set[str]:
        """The game's buttons that keep their places (``Controller.button_group``,
        issue 22, item 4), first in the row: each where it always stands, greyed
        while it is not offered (its tooltip says what is asked instead), up to
        the last one offered (all of them while one waits for its confirmation).
        So a button never takes the place of another: "End the movement" never
        comes where "End the march" was a click before. Returns the verbs placed."""
        c = self.controller
        if c.handing_to is not None or not (c.can_act or c.pending is not None):
            return set()
        group = c.button_group()
        if not group:
            return set()
        live = {ch.verb: ch for ch in c.choices() if ch.kind == "button"} if c.pending is None else {}
        waiting = c.pending.verb if c.pending is not None else None
        last = max((i for i, (verb, _, _) in enumerate(group) if verb and verb in live), default=-1)
        if waiting is not None:  # all of them, Confirm after: it never comes where one of them may come next
            last = len(group) - 1
        for verb, label, why in group[: last + 1]:
            ch = live.get(verb) if verb else None
            if ch is not None:
                self._choice_button(ch)
                continue
            button = self._button(label, "")
            button.setEnabled(False)
            button.setToolTip(
                why or (self.tr("Not offered now: {question}").format(question=question) if question else "")
            )
        return {verb for verb, _, _ in group[: last + 1]}

    # ------------------------------------------------------------------ the computer
    def set_computer(self, turns) -> None:
        """The computer's turns (ui/computer.py) this bar shows and controls."""
        self.computer = turns
        turns.changed.connect(self.refresh_computer)
        self.pause_button.clicked.connect(turns.toggle_pause)
        self.next_button.clicked.connect(turns.next_decision)
        self.refresh_computer()

    def _computer_text(self) -> str:
        from .computer import level_name

        c, t = self.controller, self.computer
        side = side_name(c.game.deciding_side())
        name = level_name(c.computer_decides)
        if t is not None and t.error:
            return self.tr("The computer ({level}) stopped: {why}. Resume (Ctrl+P) asks it again.").format(
                level=name, why=t.error
            )
        if t is not None and t.paused:
            return self.tr(
                "The computer ({level}) plays the {side} and is paused: Resume (Ctrl+P) lets it go on."
            ).format(level=name, side=side)
        if t is not None and t.ready is not None and t.pace == "step":
            return self.tr("The computer ({level}) has decided for the {side}: Next (N) carries it out.").format(
                level=name, side=side
            )
        return self.tr(
            "The computer ({level}) decides for the {side}; its decisions show on the map and in the log."
        ).format(level=name, side=side)

    def refresh_computer(self) -> None:
        """The thinking indicator, Next, Pause/Resume and Suggest as the computer's turn stands."""
        from .computer import level_name

        c, t = self.controller, self.computer
        against = t is not None and c.against_computer and not c.game.over
        self.pause_button.setVisible(against)
        if t is None:
            return
        self.pause_button.setText(self.tr("Resume (Ctrl+P)") if t.paused else self.tr("Pause (Ctrl+P)"))
        self.pause_button.setToolTip(
            self.tr("Let the computer go on")
            if t.paused
            else self.tr("Stop the computer: the decision it is thinking about is asked again on Resume")
        )
        thinking = against and t.thinking is not None and c.computer_decides is not None
        self.thinking.setVisible(thinking)
        if thinking:
            self.thinking.setFormat(self.tr("{level} thinking... %p%").format(level=level_name(t.thinking)))
            self.thinking.setValue(int(100 * t.fraction))
        self.next_button.setVisible(against and t.ready is not None and t.pace == "step")
        self.suggest_button.setVisible(against and c.can_act)  # in the hot seat: Computer > Suggest (Ctrl+H)
        self.suggest_button.setEnabled(not t.suggesting)
        if c.computer_decides:
            text = self._computer_text()
            if self.text.text() != text:
                self.text.setText(text)
                self.text.setToolTip(text)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_text()

    def fits(self) -> bool:
        """Whether all of the prompt's text shows in its lines."""
        return self.text.heightForWidth(self.text.width()) <= self.text.height()

    def _fit_text(self) -> None:
        """All of the prompt in its lines: a text too long for them (a
        narrow window) is set a little smaller, never cut off."""
        font = self.font()
        size = font.pointSizeF()
        self.text.setFont(font)
        while not self.fits() and size > SMALLEST_PT:
            size -= 0.5
            font.setPointSizeF(size)
            self.text.setFont(font)

    def _button(self, text: str, name: str) -> QPushButton:
        """A button in the rows under the prompt; it takes no keyboard focus,
        so Enter and Esc still reach the board after it is pressed."""
        button = QPushButton(text)
        button.setObjectName(name)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.flow.addWidget(button)
        return button

    def button_for(self, action_text: str) -> QPushButton | None:
        """The button that carries out ``action_text`` (for tests and shortcuts)."""
        return self.buttons.findChild(QPushButton, "choice:" + action_text)

    def hand_over_button(self) -> QPushButton | None:
        """The Hand over button after a roll in the hot seat (None when not offered)."""
        return self.buttons.findChild(QPushButton, "hand-over")

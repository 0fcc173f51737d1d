"""What Gettysburg hides and how the window words it (the WindowGame's
``secrets`` and ``concede_words``): the command-block values of the other
side (R-ACT-2), and the Confederates' concession (R-WIN-3). The texts keep
the contexts they were first translated in (the window's parts that said
them before the window knew no game)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gettysburg_desktop.display.window_part import Secrets

#: Qt's translate, by a name tools/translations.py tells pyside6-lupdate
_t = QCoreApplication.translate


def concede_words() -> tuple[str, str, str]:
    """Game > Concede's entry, its question's title and its question (R-WIN-3)."""
    return (
        _t("PlayMenus", "&Concede the battle (Confederates)..."),
        _t("PlayMenus", "Concede the battle?"),
        _t("PlayMenus", "The Confederate player gives up: the Union wins (R-WIN-3)."),
    )


SECRETS = Secrets(
    curtain_note=lambda: _t("Curtain", "The other player's command-block values stay hidden (R-ACT-2)."),
    replay_revealed=lambda: _t(
        "ReplayMode", "A replay: every block is shown. Back to the game (Esc) returns to the game you were playing."
    ),
    replay_spectator=lambda: _t(
        "ReplayMode",
        "A replay as a spectator sees it: no command-block value is shown (R-ACT-2; View > Show "
        "everything shows them). Back to the game (Esc) returns to the game you were playing.",
    ),
    replay_side=lambda side: _t(
        "ReplayMode",
        "A replay as the {side} player sees it: the other side's command-block values stay hidden "
        "(R-ACT-2; View > Show everything shows them). Back to the game (Esc) returns to the game "
        "you were playing.",
    ).format(side=side),
    ask_show_everything=lambda: _t(
        "HotSeat",
        "Both sides' command-block values will be on the screen: the hot seat keeps no secret "
        "from here on (R-ACT-2). The switch is written in the log and in the saved game.",
    ),
    written=lambda: _t(
        "HotSeat", "Show everything: written in the log and the record of the game you were playing (R-ACT-2)"
    ),
    shown_in_log=lambda: _t(
        "LogPanel",
        "    Show everything switched on: from here both sides' command-block values are on the screen (R-ACT-2)",
    ),
    switched_here=lambda: _t("ReplayBar", "the players switched to Show everything here (R-ACT-2)"),
    hand_over_tip=lambda: _t("PromptBar", "The curtain falls and the next player takes the screen (R-ACT-2)"),
    new_game_choice=lambda: _t(
        "NewGameDialog", "Show everything (solo study: both sides' command blocks, no hand-over curtain)"
    ),
)

"""What Schlachten im Finsterland hides and how the window words it (the
WindowGame's ``secrets``): each unit's order (FL-ORD-1) and the artillery
plan (FL-ART-4), kept from the other side until they are carried out, and
with the fog of war the units it does not see (FL-MOVE-8)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from gettysburg_desktop.display.window_part import Secrets

#: Qt's translate, by a name tools/translations.py tells pyside6-lupdate
_t = QCoreApplication.translate

SECRETS = Secrets(
    curtain_note=lambda: _t(
        "FlWindow",
        "The other player's orders and artillery plan stay hidden, and with the fog of war the units you don't "
        "see (FL-ORD-1, FL-ART-4, FL-MOVE-8).",
    ),
    replay_revealed=lambda: _t(
        "FlWindow", "A replay: every order is shown. Back to the game (Esc) returns to the game you were playing."
    ),
    replay_spectator=lambda: _t(
        "FlWindow",
        "A replay as a spectator sees it: no order and no artillery sector is shown (FL-ORD-1; View > Show "
        "everything shows them). Back to the game (Esc) returns to the game you were playing.",
    ),
    replay_side=lambda side: _t(
        "FlWindow",
        "A replay as the {side} player sees it: the other side's orders and artillery sectors stay hidden, and "
        "with the fog of war the units it did not see (FL-ORD-1, FL-MOVE-8; View > Show everything shows them). Back to the game (Esc) returns to the game you were playing.",
    ).format(side=side),
    ask_show_everything=lambda: _t(
        "FlWindow",
        "Both sides' orders and artillery plans will be on the screen: the hot seat keeps no secret from here on "
        "(FL-ORD-1). The switch is written in the log and in the saved game.",
    ),
    written=lambda: _t(
        "FlWindow", "Show everything: written in the log and the record of the game you were playing (FL-ORD-1)"
    ),
    shown_in_log=lambda: _t(
        "FlWindow", "    Show everything switched on: from here both sides' orders are on the screen (FL-ORD-1)"
    ),
    switched_here=lambda: _t("FlWindow", "the players switched to Show everything here (FL-ORD-1)"),
    hand_over_tip=lambda: _t("FlWindow", "The curtain falls and the next player takes the screen (FL-ORD-1)"),
    new_game_choice=lambda: _t(
        "FlWindow", "Show everything (solo study: both sides' orders and artillery plans, no hand-over curtain)"
    ),
)

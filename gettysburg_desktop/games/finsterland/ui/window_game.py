"""Finsterland's part of the window (ui/window_game_kind.py): its table
scene (scene.py), its click rules (game/clicks.py, which the window's one
controller asks what a click means, and which read a unit dragged on the
table), what glows (marks.py), its actions in the log's words, its stage of
play (the round, its step and the active player) and the status bar's
words for the unit or sector under the pointer."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from gettysburg_desktop.display.translate import shown
from gettysburg_desktop.display.window_part import WindowGame

from ..game import clicks
from . import army_builder
from .looks import SIDE_FILL
from .secrets import SECRETS

_t = QCoreApplication.translate

#: FL-SEQ-2: the steps of a round in words (the frames' step names)
STEPS = {  # (str: QT_TRANSLATE_NOOP gives its text back for lupdate to find, its stub says object)
    "orders": str(QT_TRANSLATE_NOOP("FlWindow", "writing the orders")),
    "guide": str(QT_TRANSLATE_NOOP("FlWindow", "the local guide's piece of terrain")),
    "scouting": str(QT_TRANSLATE_NOOP("FlWindow", "the scouts")),
    "plan": str(QT_TRANSLATE_NOOP("FlWindow", "the artillery plan")),
    "artillery": str(QT_TRANSLATE_NOOP("FlWindow", "artillery")),
    "movement": str(QT_TRANSLATE_NOOP("FlWindow", "movement")),
    "beschuss": str(QT_TRANSLATE_NOOP("FlWindow", "Beschuss (fire at the movers)")),
    "schiessen": str(QT_TRANSLATE_NOOP("FlWindow", "Schießen (fire)")),
    "charges": str(QT_TRANSLATE_NOOP("FlWindow", "charges")),
    "melee": str(QT_TRANSLATE_NOOP("FlWindow", "melee")),
    "morale": str(QT_TRANSLATE_NOOP("FlWindow", "morale")),
}


def scene(game, parent):
    from .scene import FlScene

    return FlScene(game, parent)


def marks(controller) -> dict:
    from .marks import marks as glowing

    return glowing(controller)


def spoken(game, action, hidden: bool = False, events=()) -> str:
    """An action as the log says it: its button's words ("1st Light (S1): wheel 30.00° right, then
    advance 2.50 in"), without the numbers of the step under way; a hidden order, a unit placed in the
    hidden set-up or held in reserve, a unit's move out of its sight, as the other side reads it (FL-ORD-1,
    FL-SETUP-3, FL-SETUP-4, FL-MOVE-8)."""
    gone = next((e for e in events if e.kind == "hidden-move"), None) if hidden else None
    if gone is not None:  # FL-MOVE-8: nobody saw where it went; nor which it was, unless it was in sight
        if gone.get("watched"):
            return _t("FlWindow", "{unit} moves out of sight").format(unit=clicks.unit_words(game, gone.get("unit")))
        return _t("FlWindow", "moves a unit out of sight")
    if hidden and game.ruleset.secret(action):
        if action.verb == "plan":  # FL-ART-4: the sector stays secret until it falls
            kind = _t("FlWindow", "light") if action.args[0] == "light" else _t("FlWindow", "heavy")
            return _t("FlWindow", "writes a sector for its {kind} artillery").format(kind=kind)
        unit = clicks.unit_words(game, action.args[0])
        if action.verb == "deploy":  # FL-SETUP-3: the set-up is hidden
            return _t("FlWindow", "places {unit}").format(unit=unit)
        if action.verb == "reserve":  # FL-SETUP-4: which unit, not when nor where
            return _t("FlWindow", "holds {unit} in reserve").format(unit=unit)
        if action.verb == "guide":  # FL-SPEC-5: not which piece
            return _t("FlWindow", "writes its local guide's piece of terrain")
        if action.verb == "dispatch":  # FL-SPEC-2: not for whom, nor what
            return _t("FlWindow", "sends {unit} off with an order").format(unit=unit)
        return _t("FlWindow", "writes the order of {unit}").format(unit=unit)
    return shown(clicks.label(game, action, measured=False))


def choice(game, action):
    """A legal action as the window's choice (Suggest says and marks it)."""
    return clicks.describe(game, action)


def stage(game) -> str:
    """The round, its step and the active player: "round 3: movement, South"."""
    if game.over:
        return _t("FlWindow", "the battle is over")
    p = game.prompt()
    step = _t("FlWindow", STEPS.get(p.step, p.step))
    rnd = game.state.round
    if not rnd:
        return _t("FlWindow", "before the battle: {step}").format(step=step)
    return _t("FlWindow", "round {n} of {rounds}: {step}, {side} active").format(
        n=rnd, rounds=game.tables.scenario.rounds, step=step, side=shown(game.state.active.title)
    )


def describe(window, pos) -> str:
    """The status bar's words for the unit or the sector under the pointer (with the terrain there and the point)."""
    from gettysburg_desktop.boards.table.qt.items import from_scene

    scene = window.scene
    thing = scene.thing_at(pos)
    if thing is None:
        return ""
    kind, what = thing
    if kind == "unit":
        return scene.unit_words(what)
    x, y = from_scene(scene.table, pos)
    import shapely

    here = [f.name or f.kind for f in scene.table.features_touching(shapely.Point(x, y))]
    ground = ", ".join(here) if here else _t("FlWindow", "open ground")
    return _t("FlWindow", "sector {sector}: {ground} ({x}, {y})").format(
        sector=what, ground=ground, x=f"{x:.2f}", y=f"{y:.2f}"
    )


def how_to_play(welcome):
    """The game's page in Help > How to play (ui/welcome.py)."""
    from .how_to_play import FlHowToPlay

    return FlHowToPlay(welcome)


def window_part() -> WindowGame:
    """Finsterland's ``WindowGame`` (display/window_part.py), for the window's registry."""
    return WindowGame(
        id="finsterland",
        scene=scene,
        clicks=clicks,
        marks=marks,
        panels=("LogDock",),
        spoken=spoken,
        said_by=lambda side, words: f"{side}: {words}",
        stage=stage,
        describe=describe,
        choice=choice,
        roll_result=lambda game, result: str(result),
        side_colours={side: (fill, "#ffffff") for side, fill in SIDE_FILL.items()},
        how_to_play=how_to_play,
        secrets=SECRETS,
        tools=((army_builder.label, army_builder.open_army_builder),),
    )

"""ACW-BBDBA's part of the window (ui/window_game_kind.py): its table scene
(scene.py), its click rules (game/clicks.py, which the window's one
controller asks what a click means, and which read an element or a group
dragged on the table), what glows (marks.py), the commands' panel in the
Battle dock (commands_panel.py), both dice of each combat in the Dice dock
with the factors that made each total, its actions in the log's words, its
stage of play (the bound, its phase and the active side) and the status
bar's words for the element or the ground under the pointer."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from gettysburg_desktop.display.translate import shown
from gettysburg_desktop.display.window_part import WindowGame

from ..game import clicks
from . import army_builder
from .looks import SIDE_FILL, SIDE_INK

_t = QCoreApplication.translate

#: BB-SEQ-1: the phases of a bound in words (the frames' step names)
STEPS = {  # (str: QT_TRANSLATE_NOOP gives its text back for lupdate to find, its stub says object)
    "pips": str(QT_TRANSLATE_NOOP("AcwWindow", "the PIP dice")),
    "movement": str(QT_TRANSLATE_NOOP("AcwWindow", "movement")),
    "aim": str(QT_TRANSLATE_NOOP("AcwWindow", "artillery and Jäger")),
    "shooting": str(QT_TRANSLATE_NOOP("AcwWindow", "shooting")),
    "melee": str(QT_TRANSLATE_NOOP("AcwWindow", "melee")),
}


def scene(game, parent):
    from .scene import AcwScene

    return AcwScene(game, parent)


def marks(controller) -> dict:
    from .marks import marks as glowing

    return glowing(controller)


def battle_panel(controller):
    from .commands_panel import battle_dock

    return battle_dock(controller)


def spoken(game, action, hidden: bool = False, events=()) -> str:
    """An action as the log says it: its button's words ("U1-3 (rifles): advance 50.0 mm")."""
    return shown(clicks.label(game, action, now=False))


def choice(game, action):
    """A legal action as the window's choice (Suggest says and marks it)."""
    return clicks.describe(game, action)


def stage(game) -> str:
    """The bound, its phase and the active side: "bound 3: movement, Union active"."""
    if game.over:
        return _t("AcwWindow", "the battle is over")
    st = game.state
    if not st.bound:
        return _t("AcwWindow", "before the battle")
    p = game.prompt()
    step = _t("AcwWindow", STEPS.get(p.step, p.step))
    return _t("AcwWindow", "bound {n}: {step}, {side} active").format(n=st.bound, step=step,
                                                                        side=shown(st.active.title))  # fmt: skip


def describe(window, pos) -> str:
    """The status bar's words for the element under the pointer, else the ground there (and the point)."""
    from gettysburg_desktop.boards.table.qt.items import from_scene

    from .scene import SCALE, terrain_words

    scene = window.scene
    eid = scene.unit_at(pos)
    if eid is not None:
        return scene.unit_words(eid)
    x, y = from_scene(scene.table, pos, SCALE)
    if not (0 <= x <= scene.table.width and 0 <= y <= scene.table.depth):
        return ""
    import shapely

    here = [f.name or terrain_words(f.kind) for f in scene.table.features_touching(shapely.Point(x, y))]
    ground = ", ".join(here) if here else _t("AcwWindow", "open ground")
    return _t("AcwWindow", "{ground} ({x} mm, {y} mm)").format(ground=ground, x=f"{x:.0f}", y=f"{y:.0f}")


def title(session) -> str:
    """The battle's name in the window's title: New game's words for an offered battle, else the
    battle's own name (a battlefield of any seed, an army file's meeting engagement)."""
    offered = session.kind.scenario_title(session.setup.scenario)
    if offered != session.setup.scenario:
        return shown(offered)
    return str(session.game.tables.scenario.name)


def how_to_play(welcome):
    """The game's page in Help > How to play (ui/welcome.py)."""
    from .how_to_play import AcwHowToPlay

    return AcwHowToPlay(welcome)


def window_part() -> WindowGame:
    """ACW-BBDBA's ``WindowGame`` (display/window_part.py), for the window's registry."""
    return WindowGame(
        id="acw-bbdba",
        scene=scene,
        clicks=clicks,
        marks=marks,
        panels=("BattleDock", "DiceDock", "LogDock"),
        battle_panel=battle_panel,
        spoken=spoken,
        said_by=lambda side, words: f"{side}: {words}",
        stage=stage,
        describe=describe,
        choice=choice,
        roll_result=lambda game, result: str(result),
        side_colours={side: (fill, SIDE_INK[side]) for side, fill in SIDE_FILL.items()},
        how_to_play=how_to_play,
        title=title,
        tools=((army_builder.label, army_builder.open_army_builder),),
    )

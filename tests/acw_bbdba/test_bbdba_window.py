"""ACW after Big Battle DBA played in the real play window as a player plays
it (pytest-qt, offscreen): the whole table with every element, the
commands panel with each command's losses and break point; the PIP dice
given by a button (BB-PIP-1); an element dragged with the mouse, its ghost
and a live ruler in millimetres and paces (BB-MOVE-1), red with the rule
where it may not go; a group picked by a rubber band and moved as one body
(BB-MOVE-3, -4); an element let go short of an enemy's front lining up
flush (BB-MOVE-7, decision 4), then the melee fought by a click on it with
both dice in the dice panel (BB-MELEE-8). Screenshots go to
/tmp/acw-window-*.png."""

from __future__ import annotations

import os
from contextlib import contextmanager
from dataclasses import replace

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402
from PySide6.QtCore import QCoreApplication, QSettings, Qt  # noqa: E402
from PySide6.QtGui import QTransform  # noqa: E402
from PySide6.QtWidgets import QApplication, QPushButton  # noqa: E402

from gettysburg_desktop.boards.table.qt.items import to_scene  # noqa: E402
from gettysburg_desktop.boards.table.table import Feature, Table  # noqa: E402
from gettysburg_desktop.games.acw_bbdba import battles  # noqa: E402
from gettysburg_desktop.games.acw_bbdba.field.elements import at as element_at  # noqa: E402
from gettysburg_desktop.games.acw_bbdba.field.elements import bounds  # noqa: E402
from gettysburg_desktop.games.acw_bbdba.game.scenario import Scenario  # noqa: E402
from gettysburg_desktop.games.acw_bbdba.game.sides import Side  # noqa: E402
from gettysburg_desktop.games.acw_bbdba.rules.troops import Kind  # noqa: E402
from gettysburg_desktop.games.acw_bbdba.ui.scene import SCALE  # noqa: E402
from gettysburg_desktop.scenario import games  # noqa: E402
from gettysburg_desktop.scenario.session import GameSession, Setup  # noqa: E402

SHOTS = "/tmp"
GAME_ID = "acw-bbdba"
U, C = "union", "confederate"


def contact_battle() -> Scenario:
    """Union cavalry 30 mm short of Confederate Jäger (test 8's), a line of three Union muskets side by side
    far to the left, each side's command element behind its own."""
    wood = Feature("w", "wood", ((380, 325), (460, 325), (460, 405), (380, 405)))
    elements = [
        element_at("UC", U, Kind.CAVALRY, (400, 440), (240, 270), "N", "U1"),
        element_at("CJ", C, Kind.JAEGER, (400, 440), (300, 320), "S", "C1"),
        element_at("UK", U, Kind.COMMAND, (410, 430), (150, 190), "N", "U1"),
        element_at("CK", C, Kind.COMMAND, (410, 430), (420, 460), "S", "C1"),
    ]
    for k in range(3):
        elements.append(element_at(f"UM{k}", U, Kind.MUSKETS, (100 + 40 * k, 140 + 40 * k), (100, 120), "N", "U1"))
    for k in range(5):
        elements.append(element_at(f"CM{k}", C, Kind.MUSKETS, (800 + 40 * k, 840 + 40 * k), (560, 580), "S", "C1"))
    table = Table(1200, 600, (wood,), unit="mm")
    return Scenario("contact", "Cavalry at the Jäger", table, tuple(elements), (("U1", U, "UK"), ("C1", C, "CK")))


def wood_edge_battle() -> Scenario:
    """The contact battle with a wood 5 mm ahead of the Union's line of three muskets: the line may not go
    into it as a group (BB-MOVE-5)."""
    contact = contact_battle()
    wood = Feature("edge", "wood", ((90, 125), (240, 125), (240, 200), (90, 200)))
    table = Table(1200, 600, (*contact.table.features, wood), unit="mm")
    return replace(contact, id="edge", table=table)


TEST_BATTLES = {"contact": contact_battle, "edge": wood_edge_battle}


@contextmanager
def with_test_battle():
    """The game's kind with the test battles beside the shipped ones, while the block runs."""
    before = next(k for k in games.games() if k.id == GAME_ID)
    battles_before = before.load_scenario
    games.register(
        replace(before, load_scenario=lambda s: TEST_BATTLES[s]() if s in TEST_BATTLES else battles_before(s))
    )
    try:
        yield
    finally:
        games.register(before)


@contextmanager
def opened(qtbot, tmp_path, scenario: str, seed: int = 1):
    """A shown play window on a new battle (hot seat, nothing hidden: decision 30)."""
    from gettysburg_desktop.ui.window import MainWindow

    QCoreApplication.setOrganizationName("Gettysburg Desktop Tests")
    QCoreApplication.setApplicationName("Gettysburg Desktop Tests")
    QSettings.setDefaultFormat(QSettings.IniFormat)
    QSettings.setPath(QSettings.IniFormat, QSettings.UserScope, str(tmp_path / "settings"))
    with with_test_battle():
        w = MainWindow(GameSession.new(Setup(scenario, seed, (), game=GAME_ID)), data_dir=tmp_path / "data",
                       reveal=True)  # fmt: skip
        qtbot.addWidget(w)
        w.resize(1500, 950)
        w.show()
        qtbot.waitExposed(w)
        w.view.fit()
        yield w
        w.close()


def union_first(scenario: str) -> int:
    """A seed whose attacker's roll gives the Union the first bound (BB-SETUP-1)."""
    with with_test_battle():
        for seed in range(1, 50):
            if GameSession.new(Setup(scenario, seed, (), game=GAME_ID)).game.state.active is Side.UNION:
                return seed
    raise AssertionError("no seed gives the Union the first bound")


def at(w, x: float, y: float):
    """The viewport's pixel over the table point (x, y) mm."""
    return w.view.mapFromScene(to_scene(w.session.game.table, (x, y), SCALE))


def click(qtbot, w, x: float, y: float, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    qtbot.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton, modifier, pos=at(w, x, y))


def drag(qtbot, w, start, path, release: bool = True, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    """Press at ``start``, move the pointer along ``path`` (table points), let go at its end."""
    vp = w.view.viewport()
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, modifier, pos=at(w, *start))
    for point in path:
        qtbot.mouseMove(vp, pos=at(w, *point))
    if release:
        qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, modifier, pos=at(w, *path[-1]))


def close_up(w, x: float, y: float, zoom: float = 2.0) -> None:
    """The table at ``zoom`` scene pixels a millimetre, (x, y) in the middle: the pointer lands where the test says."""
    w.view.zoom_by(1.0)
    w.view.setTransform(QTransform.fromScale(zoom, zoom))
    w.view.centerOn(to_scene(w.session.game.table, (x, y), SCALE))


def buttons(w) -> list[str]:
    QApplication.processEvents()
    return [b.text() for b in w.prompt.buttons.findChildren(QPushButton) if not b.isHidden()]


def press(qtbot, w, text: str) -> None:
    QApplication.processEvents()
    button = next(b for b in w.prompt.buttons.findChildren(QPushButton) if not b.isHidden() and b.text() == text)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def log_text(w) -> str:
    return w.log.text.toPlainText()


def give_pips(qtbot, w) -> None:
    """The PIP dice given by the first button (BB-PIP-1): the movement phase follows."""
    g = w.session.game
    if g.prompt().step == "pips":
        press(qtbot, w, next(b for b in buttons(w) if b.startswith("PIPs:")))
    assert g.prompt().step == "movement"


def small_game(troops, dice=(6, 1, 3), commander_y=(300, 340)):
    """A game on an open table of ``troops`` and the two command elements (U1's behind the Union, C1's
    ``commander_y`` up the table), the PIP dice ``dice`` first: the Union moves."""
    from gettysburg_desktop.games.acw_bbdba.game.ruleset import AcwGame
    from gettysburg_desktop.kernel.dice import ScriptedChance

    commanders = (element_at("UK", U, Kind.COMMAND, (410, 430), (40, 80), "N", "U1"),
                  element_at("CK", C, Kind.COMMAND, (390, 410), commander_y, "S", "C1"))  # fmt: skip
    battle = Scenario("t", "t", Table(1200, 600, (), unit="mm"), (*troops, *commanders),
                      (("U1", U, "UK"), ("C1", C, "CK")))  # fmt: skip
    return AcwGame(battle, ScriptedChance(list(dice)))


def test_the_table_opens_with_every_element_and_the_commands_panel(qtbot, qapp, tmp_path):
    """The whole table at once, each element of both armies drawn with its type and id; the commands panel
    names each command's losses and when it and its army break (BB-WIN-1, -5); the PIP dice as buttons."""
    with opened(qtbot, tmp_path, "meeting-1862") as w:
        g = w.session.game
        assert set(w.scene.units) == set(g.state.elements) and len(g.state.elements) == 80
        assert all(item.isVisible() for item in w.scene.units.values())
        assert w.scene.units["U1-1"].words == ("Mus", "U1-1")
        view_rect = w.view.mapToScene(w.view.viewport().rect()).boundingRect()
        assert view_rect.contains(w.scene.home_rect().adjusted(30, 30, -30, -30))
        panel = w.panels.battle
        union = panel.armies[Side.UNION].text()
        assert "U1</a>: lost 0 of 12, demoralised at 4" in union
        assert "it breaks at 19 lost or 2 commands demoralised" in union
        assert sum(b.startswith("PIPs: ") for b in buttons(w)) == 6  # three dice, three commands: 3! ways
        assert "rule:BB-PIP-1" in w.prompt.text.text()  # the rule, a link into the rules reference
        w.grab().save(f"{SHOTS}/acw-window-opening.png")


def test_an_element_dragged_ahead_moves_with_a_ghost_and_a_ruler_in_paces(qtbot, qapp, tmp_path):
    """BB-MOVE-1, -2: the ghost follows the pointer, the ruler says the distance in mm and paces, the going
    and the PIPs; let go, the element moves and its command's PIPs go down."""
    seed = union_first("meeting-1862")
    with opened(qtbot, tmp_path, "meeting-1862", seed) as w:
        g = w.session.game
        give_pips(qtbot, w)
        e = g.state.elements["U1-2"]
        pips = g.state.pips["U1"]
        close_up(w, e.pose.x, e.pose.y + 30)
        drag(qtbot, w, (e.pose.x, e.pose.y), [(e.pose.x, e.pose.y + 10), (e.pose.x, e.pose.y + 30)], release=False)
        ruler = w.scene.ruler_text().splitlines()
        assert ruler[0] == "30.0 mm = 120 paces, good going, 1 PIP (BB-MOVE-1)", ruler
        assert ruler[1] == "advance 30.0 mm"
        assert w.scene.ghosts[0].isVisible()
        w.grab().save(f"{SHOTS}/acw-window-drag.png")
        qtbot.mouseRelease(w.view.viewport(), Qt.MouseButton.LeftButton, pos=at(w, e.pose.x, e.pose.y + 30))
        assert str(g.history[-1]) == "move U1-2 a30.00"
        assert g.state.elements["U1-2"].pose.y == pytest.approx(e.pose.y + 30)
        assert g.state.pips["U1"] == pips - 1
        assert not w.scene.ghosts[0].isVisible() and not w.scene.ruler_text()
        assert "Union: U1-2 (muskets): advance 30.0 mm" in log_text(w)
        left = "1 PIP left" if pips == 2 else f"{pips - 1} PIPs left"
        assert f'U1">U1</a>: lost 0 of 12, demoralised at 4, {left}' in w.panels.battle.armies[Side.UNION].text()


def test_a_drag_too_far_is_red_with_its_rule_and_refused(qtbot, qapp, tmp_path):
    """BB-MOVE-1: muskets move 200 paces (50 mm); dragged 80 mm the ruler is red with the rule and the numbers,
    and let go there nothing moves."""
    seed = union_first("meeting-1862")
    with opened(qtbot, tmp_path, "meeting-1862", seed) as w:
        g = w.session.game
        give_pips(qtbot, w)
        before = len(g.history)
        e = g.state.elements["U1-2"]
        close_up(w, e.pose.x, e.pose.y + 40)
        drag(qtbot, w, (e.pose.x, e.pose.y), [(e.pose.x, e.pose.y + 40), (e.pose.x, e.pose.y + 80)], release=False)
        ruler = w.scene.ruler_text()
        assert "80.00 mm of 50.00" in ruler and "(BB-MOVE-1)" in ruler, ruler
        assert w.scene.ghosts[0].fill != w.scene.units["U1-2"].fill  # the refused ghost's red
        qtbot.mouseRelease(w.view.viewport(), Qt.MouseButton.LeftButton, pos=at(w, e.pose.x, e.pose.y + 80))
        assert len(g.history) == before
        assert "BB-MOVE-1" in w.status.text()
        assert g.state.elements["U1-2"].pose == e.pose


def test_a_group_picked_by_a_rubber_band_moves_as_one_body(qtbot, qapp, tmp_path):
    """BB-MOVE-3, -4: Shift and a drag round three muskets side by side pick them as a group (they glow as
    selected); a drag of one of them moves all three as one body for one PIP."""
    seed = union_first("contact")
    with opened(qtbot, tmp_path, "contact", seed) as w:
        g = w.session.game
        give_pips(qtbot, w)
        close_up(w, 160, 130, zoom=2.5)
        shift = Qt.KeyboardModifier.ShiftModifier
        drag(qtbot, w, (90, 90), [(150, 110), (230, 130)], modifier=shift)
        assert {u for u, m in w.scene.marked.items() if m == "selected"} == {"UM0", "UM1", "UM2"}
        assert "drag one of its elements to move it as one body" in w.status.text()
        pips = g.state.pips["U1"]
        drag(qtbot, w, (160, 110), [(160, 120), (160, 135)], release=False)
        assert sum(ghost.isVisible() for ghost in w.scene.ghosts) == 3
        assert (
            w.scene.ruler_text().startswith("the group: ") and "good going, 1 PIP (BB-MOVE-4)" in w.scene.ruler_text()
        )
        qtbot.mouseRelease(w.view.viewport(), Qt.MouseButton.LeftButton, pos=at(w, 160, 135))
        move = g.history[-1]
        assert move.verb == "group" and move.args[0] == "UM0,UM1,UM2"
        assert float(move.args[1][1:]) == pytest.approx(25, abs=0.5)  # the pointer's travel, to its pixel
        assert [g.state.elements[f"UM{k}"].pose.y for k in range(3)] == [
            110 + float(move.args[1][1:])
        ] * 3  # their middles
        assert g.state.pips["U1"] == pips - 1
        assert "UM0, UM1, UM2 move as a group (1 PIP)" in log_text(w)
        w.grab().save(f"{SHOTS}/acw-window-group.png")


def test_an_element_let_go_short_of_an_enemy_lines_up_and_the_melee_is_fought_by_a_click(qtbot, qapp, tmp_path):
    """Decision 4, BB-MOVE-7: the cavalry let go 6 mm short of the Jäger's front, a little aside, lines up
    flush, front to front and middle to middle; after the movement the melee is fought by a click on it,
    both dice in the dice panel with the totals and factors (BB-MELEE-8)."""
    seed = union_first("contact")
    with opened(qtbot, tmp_path, "contact", seed) as w:
        g = w.session.game
        give_pips(qtbot, w)
        close_up(w, 420, 285, zoom=3.0)
        drag(qtbot, w, (420, 255), [(425, 265), (427, 279)])
        assert str(g.history[-1]) == "move UC a30.00"
        assert bounds(g.state.elements["UC"]) == (400, 270, 440, 300)
        assert "UC contacts CJ" in log_text(w)
        press(qtbot, w, "End the movement")
        assert g.prompt().step == "melee"
        assert w.scene.marked.get("CJ") == "target"
        click(qtbot, w, 420, 310)
        assert g.history[-1].verb == "fight"
        faces = w.panels.dice.faces()
        assert len(faces) == 2
        dice_text = " ".join(label.text() for label in w.panels.dice.findChildren(type(w.status)))
        assert "UC in melee with CJ" in dice_text and "CJ in melee with UC" in dice_text
        assert "cavalry against foot" in dice_text
        assert "UC against CJ: die" in log_text(w)
        w.grab().save(f"{SHOTS}/acw-window-melee.png")


def test_a_click_on_an_enemy_in_the_movement_says_whose_turn_it_is(qtbot, qapp, tmp_path):
    seed = union_first("contact")
    with opened(qtbot, tmp_path, "contact", seed) as w:
        give_pips(qtbot, w)
        close_up(w, 420, 310)
        click(qtbot, w, 420, 310)
        assert "CJ (Jäger) is not yours: Union move now (BB-SEQ-1)" in w.status.text()


def test_the_battles_new_game_offers_open_and_the_generated_field_is_the_seeds(qtbot, qapp, tmp_path):
    """New game's battles of this game: the meeting engagements and the battlefields from the dice, each
    a table by the generator's rules (BB-FIELD, decision 29) with both armies on it."""
    kind = next(k for k in games.games() if k.id == GAME_ID)
    offered = [s.id for s in kind.scenarios()]
    assert offered == list(battles.BATTLES)
    field = battles.load_scenario("field-1862")
    assert field.table.features and field.periods == ("early", "early")
    assert battles.load_scenario("field-1864-3").table == battles.load_scenario("field-1864-3").table
    with pytest.raises(LookupError, match="field-1862-<seed>"):
        battles.load_scenario("nowhere")


def test_the_log_says_a_past_pip_action_without_the_other_sides_commands(qtbot, qapp, tmp_path):
    """Found playing: once the Confederates rolled their dice, the log's line of the Union's PIPs named the
    Confederate commands (it was said from the dice being given now). A past PIP action says its dice in the
    commands' order; the line below names the commands."""
    seed = union_first("meeting-1862")
    with opened(qtbot, tmp_path, "meeting-1862", seed) as w:
        give_pips(qtbot, w)
        press(qtbot, w, "End the movement")
        g = w.session.game
        while g.prompt().step != "pips":  # the shooting, if any, to the Confederates' dice
            w.controller.apply(g.legal_actions()[0])
        text = log_text(w)
        union_line = next(line for line in text.splitlines() if line.startswith("1. Union: PIPs: "))
        assert union_line.endswith("to the commands in their order") and " C1" not in union_line
        assert "Union: PIPs U1 " in text


def test_a_move_let_go_short_of_an_enemy_lines_up_ahead_first_where_sliding_first_meets_a_neighbour():
    """Found playing: the lined-up move slid first and ran into the friend beside the mover, so the drawn
    move stood, 6 mm short of the enemy. Ahead first, then sideways, it lines up (decision 4, BB-MOVE-7)."""
    from gettysburg_desktop.games.acw_bbdba.game import clicks

    elements = (
        element_at("A", U, Kind.MUSKETS, (400, 440), (100, 120), "N", "U1"),
        element_at("B", U, Kind.MUSKETS, (360, 400), (100, 120), "N", "U1"),
        element_at("E", C, Kind.MUSKETS, (380, 420), (140, 160), "S", "C1"),
    )
    g = small_game(elements)
    assert g.prompt().step == "movement" and g.deciding_side() is Side.UNION
    action = clicks.drawn_move(g, ("A",), (-20.0, 10.0))  # let go 10 mm short of E's front
    assert str(action) == "move A a20.00 s20.00"  # ahead to the enemy's front, then aside to its middle
    g.apply(action)
    assert bounds(g.state.elements["A"]) == (380, 120, 420, 140)
    assert "A contacts E" in "\n".join(g.log_text(None))


def test_a_group_let_go_short_of_an_enemy_advances_on_into_contact():
    """Found playing: a line let go 5 mm short of the enemy's front stood there, and one let go 2 mm beyond
    it was refused "through C1-8"; within 12 mm either way it advances just into contact (decision 4)."""
    from gettysburg_desktop.games.acw_bbdba.game import clicks

    elements = (
        element_at("A", U, Kind.MUSKETS, (400, 440), (100, 120), "N", "U1"),
        element_at("B", U, Kind.MUSKETS, (440, 480), (100, 120), "N", "U1"),
        element_at("E", C, Kind.MUSKETS, (400, 440), (160, 180), "S", "C1"),
    )
    g = small_game(elements)
    assert str(clicks.drawn_move(g, ("A", "B"), (0.0, 35.0))) == "group A,B a40.00"  # 5 mm short: on to E
    assert str(clicks.drawn_move(g, ("A", "B"), (0.0, 20.0))) == "group A,B a20.00"  # 20 mm short: as drawn
    assert str(clicks.drawn_move(g, ("A", "B"), (0.0, 42.0))) == "group A,B a40.00"  # 2 mm beyond: to E's front


def test_a_group_let_go_a_little_beyond_its_move_goes_its_full_move():
    """Found playing: a line let go 0.73 mm beyond its 50 mm was refused ("U1-2: 50.73 mm of 50.00"); up
    to 12 mm beyond, it goes its full move (the rules still refuse 50.01 mm, BB-RUL-7); further beyond, the
    drag stays as drawn and is refused with its reason."""
    from gettysburg_desktop.games.acw_bbdba.game import clicks

    elements = (
        element_at("A", U, Kind.MUSKETS, (400, 440), (100, 120), "N", "U1"),
        element_at("B", U, Kind.MUSKETS, (440, 480), (100, 120), "N", "U1"),
    )
    g = small_game(elements, commander_y=(500, 540))
    assert str(clicks.drawn_move(g, ("A", "B"), (0.0, 50.73))) == "group A,B a50.00"
    assert str(clicks.drawn_move(g, ("A", "B"), (0.0, 61.5))) == "group A,B a50.00"
    beyond = clicks.drawn_move(g, ("A", "B"), (0.0, 63.0))
    assert (
        str(beyond) == "group A,B a63.00"
        and clicks.check_group(g, beyond)[0] == "A: 63.00 mm of 50.00 (200 paces in GG) (BB-MOVE-4)"
    )


def test_a_move_let_go_by_an_engaged_enemys_front_corner_lines_up_in_the_overlap_position():
    """Found playing: let go a few mm off the overlap spot beside an enemy a friend fights, the element
    touched the enemy's side and was refused (rules version 4); it lines up front edges in line, corners
    meeting (BB-MELEE-4's overlap, decision 4)."""
    from gettysburg_desktop.games.acw_bbdba.game import clicks

    elements = (
        element_at("A", U, Kind.MUSKETS, (400, 440), (120, 140), "N", "U1"),
        element_at("B", U, Kind.MUSKETS, (440, 480), (100, 120), "N", "U1"),
        element_at("E", C, Kind.MUSKETS, (400, 440), (140, 160), "S", "C1"),
    )
    g = small_game(elements)
    # as drawn its side runs 3 mm along E's side: no contact (rules version 5), allowed, but not an overlap
    assert not clicks.check(g, clicks.act("move", "B", "a23.00"))[0]
    action = clicks.drawn_move(g, ("B",), (0.0, 23.0))
    assert str(action) == "move B a20.00"
    g.apply(action)
    assert bounds(g.state.elements["B"]) == (440, 120, 480, 140)


def test_a_jaeger_turned_and_let_go_by_an_engaged_enemys_flank_lines_up_on_it_and_the_melee_counts_it():
    """Found playing: a flank contact had to be placed to half a millimetre by hand (no snap): a Jäger
    turned by Q/E and let go within 12 mm of where it would stand on the flank of an enemy a friend
    fights front to front lines up there, front corner on its front corner (BB-MOVE-7, decision 4); the
    enemy, engaged, does not turn to face (BB-MOVE-10) and fights at -1 for the flank contact (T3)."""
    from gettysburg_desktop.games.acw_bbdba.field import contact
    from gettysburg_desktop.games.acw_bbdba.game import clicks

    elements = (
        element_at("F", U, Kind.MUSKETS, (400, 440), (120, 140), "N", "U1"),  # in front contact with E
        element_at("E", C, Kind.MUSKETS, (400, 440), (140, 160), "S", "C1"),
        element_at("J", U, Kind.JAEGER, (445, 485), (140, 160), "N", "U1"),  # beside E's flank, facing north
    )
    g = small_game(elements, dice=[6, 1, 3, 4, 4, 4, 4, 4, 4, 4, 4])
    on_flank = clicks.flank_pose(g.state.elements["J"], g.state.elements["E"], "left")
    assert (round(on_flank.x, 2), round(on_flank.y, 2), on_flank.facing) == (450.0, 160.0, 180.0)  # facing west
    # wheeled a quarter to the left (Q) and its ghost let go 5 mm east and 4 mm north of that spot
    from gettysburg_desktop.games.acw_bbdba.field.movement import check_move

    wheeled = check_move(g.table, list(g.state.elements.values()), "J", [("wheel", 90.0)]).end
    action = clicks.drawn_move(g, ("J",), (on_flank.x + 5 - wheeled.x, on_flank.y + 4 - wheeled.y), wheel=90.0)
    assert action is not None and not clicks.check(g, action)[0], action
    assert action.args[1].startswith("t")  # turned about its middle (35 mm), not wheeled (70 mm of its 75)
    g.apply(action)
    there = g.state.elements["J"]
    assert contact.flank_or_rear(there, g.state.elements["E"]) == "left"
    g.apply("end-movement")
    assert g.state.elements["E"].pose.facing == 270.0  # engaged with F: it does not turn to face J
    while g.prompt().step != "melee":
        g.apply(g.legal_actions()[0])
    g.apply(next(a for a in g.legal_actions() if "E" in a.args))
    assert "-1 (1 overlap or flank contact)" in "\n".join(g.log_text(None))


def test_a_battlefield_of_any_seed_is_named_in_the_windows_title(qtbot, qapp, tmp_path):
    with opened(qtbot, tmp_path, "field-1864-42") as w:
        assert "A battlefield from the dice (seed 42), 1864" in w.windowTitle()
        assert w.scene.board  # its terrain drawn


def test_a_shift_click_on_an_element_picks_its_whole_group(qtbot, qapp, tmp_path):
    """BB-MOVE-3: Shift and a click on one of three muskets side by side picks all three (they glow as
    selected, the status bar says how to move them)."""
    seed = union_first("contact")
    with opened(qtbot, tmp_path, "contact", seed) as w:
        give_pips(qtbot, w)
        close_up(w, 160, 130, zoom=2.5)
        before = len(w.session.game.history)
        click(qtbot, w, 140, 110, Qt.KeyboardModifier.ShiftModifier)
        assert {u for u, m in w.scene.marked.items() if m == "selected"} == {"UM0", "UM1", "UM2"}
        assert "drag one of its elements to move it as one body" in w.status.text()
        assert len(w.session.game.history) == before  # nothing taken: picked to drag


def test_a_group_that_cannot_go_ahead_waits_and_says_why_then_stands_by_its_button(qtbot, qapp, tmp_path):
    """Found playing (rules version 3): picked by its button at the edge of a wood, a line whose offered
    advances the rules refuse (a group enters difficult going only as a column, BB-MOVE-5) was let stand at
    once, the pick spent without a word. Now the prompt says why and waits; its button lets it stand."""
    seed = union_first("edge")
    with opened(qtbot, tmp_path, "edge", seed) as w:
        give_pips(qtbot, w)
        press(qtbot, w, next(b for b in buttons(w) if b.startswith("Move the group of U1: UM0")))
        text = w.prompt.text.text()  # what the prompt bar shows
        assert "straight ahead: into difficult going only as a column one element wide" in text
        assert "Let UM0, UM1, UM2 stand this bound (no PIP spent)" in buttons(w)
        press(qtbot, w, "Let UM0, UM1, UM2 stand this bound (no PIP spent)")
        assert w.session.game.prompt().step == "movement"
        assert str(w.session.game.history[-1]) == "stand UM0,UM1,UM2"
        assert w.session.game.state.elements["UM0"].pose.y == pytest.approx(110.0)


def test_esc_drops_a_picked_group_and_its_elements_may_still_move_this_bound(qtbot, qapp, tmp_path):
    """Found playing: a line picked by its button and found unable to go ahead (into a wood) could not be
    put down: Esc did nothing, and its "stand" button kept every element still for the bound, when a part
    of the line could have gone on beside the wood. Esc, or the Cancel button, takes the pick back."""
    seed = union_first("edge")
    with opened(qtbot, tmp_path, "edge", seed) as w:
        give_pips(qtbot, w)
        g = w.session.game
        group = next(b for b in buttons(w) if b.startswith("Move the group of U1: UM0"))
        press(qtbot, w, group)
        assert "Cancel (Esc)" in buttons(w)
        qtbot.keyClick(w.view, Qt.Key.Key_Escape)
        assert g.prompt().step == "movement" and "pick an element to move" in w.prompt.text.text()
        assert group in buttons(w)  # offered again: nothing spent, nothing kept still
        assert "Undone: Move the group of U1" in w.status.text()
        press(qtbot, w, group)
        press(qtbot, w, "Cancel (Esc)")
        assert group in buttons(w) and "UM0" not in g.state.stood


def test_a_rifle_a_base_depth_ahead_of_an_engaged_enemy_turns_into_its_flank_along_a_straight_leg():
    """Found playing (rules version 5): U1-10 stood a base depth ahead of its friend U1-9, which fought
    C1-9 front to front, its rear corner on C1-9's; turned and let go by C1-9's flank it was refused, "55.12
    mm of 50.00": the turn (35.12 mm) then 10 mm aside and 10 mm ahead measured as two legs. Pushed
    straight there, as along a ruler, its corners travel 14.14 mm (BB-MOVE-2): 49.26 mm, a flank attack."""
    from gettysburg_desktop.games.acw_bbdba.field import contact
    from gettysburg_desktop.games.acw_bbdba.field.movement import check_move
    from gettysburg_desktop.games.acw_bbdba.game import clicks

    elements = (
        element_at("F", U, Kind.MUSKETS, (400, 440), (120, 140), "N", "U1"),  # in front contact with E
        element_at("E", C, Kind.MUSKETS, (400, 440), (140, 160), "S", "C1"),
        element_at("M", U, Kind.RIFLES, (440, 480), (160, 180), "N", "U1"),  # its rear corner on E's
    )
    g = small_game(elements, dice=[6, 1, 3, 4, 4, 4, 4, 4, 4, 4, 4])
    two_legs = clicks.check(g, clicks.act("move", "M", "t90.00", "s10.00", "a10.00"))[0]
    assert two_legs == "55.12 mm of 50.00 (200 paces in GG) (BB-MOVE-1)"
    on_flank = clicks.flank_pose(g.state.elements["M"], g.state.elements["E"], "left")
    wheeled = check_move(g.table, list(g.state.elements.values()), "M", [("wheel", 90.0)]).end
    action = clicks.drawn_move(g, ("M",), (on_flank.x + 3 - wheeled.x, on_flank.y - 2 - wheeled.y), wheel=90.0)
    assert str(action) == "move M t90.00 a10.00 o10.00" and not clicks.check(g, action)[0]
    assert str(clicks.leg_words([("turn", 90.0), ("advance", 10.0), ("oblique", 10.0)])) == (
        "turn 90° left, then go 14.1 mm straight, 10.0 mm ahead and 10.0 mm left"
    )
    events = g.apply(action)
    assert contact.flank_or_rear(g.state.elements["M"], g.state.elements["E"]) == "left"
    # said in the log as a front contact is (found playing: a flank attack went unremarked until the melee)
    assert [(e.kind, e.text, e.rule) for e in events if e.kind == "flank-contact"] == [
        ("flank-contact", "M contacts E on its left flank", "BB-MOVE-7")
    ]

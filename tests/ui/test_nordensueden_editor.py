"""The box-map editor's Play-test (issue 17, items 3 and 4): the author
opens the map of 1861, changes a link, validates, and play-tests: a game of
Norden & Süden with the rules' set-up (NS-SETUP) starts on the edited map
in a play window, where the change is what the rules move along."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSettings

import gettysburg_desktop.editor.window  # noqa: F401 - the program's editor: the play window the box editor's play-tests open
from gettysburg_desktop.games.nordensueden.campaign import map_1861
from gettysburg_desktop.games.nordensueden.rules.boxmap import LinkKind


def test_play_test_starts_a_game_on_the_edited_map(qtbot, qapp, tmp_path, player):
    from gettysburg_desktop.games.nordensueden.editor.box_window import BoxEditorWindow
    from gettysburg_desktop.games.nordensueden.editor.model.box_map import LINK

    QCoreApplication.setOrganizationName("Gettysburg Desktop Tests")
    QSettings.setDefaultFormat(QSettings.IniFormat)
    QSettings.setPath(QSettings.IniFormat, QSettings.UserScope, str(tmp_path / "settings"))
    w = BoxEditorWindow(map_1861(), None, data_dir=tmp_path / "data")
    w.resize(1400, 900)
    w.show()
    assert w.play_action.isEnabled()
    rail = w.bmap.link_between("washington", "manassas-junction", LinkKind.RAIL)
    w.select((LINK, rail))
    combo = w.properties.link_kind
    combo.setCurrentIndex(combo.findData("road"))
    combo.activated.emit(combo.currentIndex())
    assert w.bmap.links[rail].kind is LinkKind.ROAD
    qtbot.waitUntil(lambda: w.last_check is not None and w.last_check.revision == w.bmap.revision, timeout=10000)
    assert not w.last_check.problems
    w.play_action.trigger()
    assert len(w.game_windows) == 1
    game_window = w.game_windows[0]
    g = game_window.session.game
    assert g.ruleset.name == "norden-sueden"
    (link,) = g.map.links_between("washington", "manassas-junction")
    assert link.kind is LinkKind.ROAD  # the edited map, not the shipped one
    assert game_window.session.record().scenario.endswith("box-map.yaml")
    # played by clicks: a march from Washington; infantry goes one box by road (T4)
    game_window.resize(1500, 950)
    qtbot.waitExposed(game_window)
    game_window.view.fit()
    p = player(game_window)
    p.click_place("washington")
    p.click_unit("usa-1")
    p.click_place("manassas-junction")
    assert g.unit("usa-1").box == "manassas-junction"
    game_window.close()
    w.undo_stack.setClean()  # closed without the question about the unsaved change
    w.close()


# --- a box map of the author's own (issue 22, item 19) ---------------------------------------

#: twelve towns in a grid of four columns and three rows (column, row): name, colour,
#: blue and red numbers, starting militia (NS-SETUP-2)
TOWNS = [
    ("Northport", "usa", 3, 0, 2),
    ("Millbrook", "usa", 2, 0, 1),
    ("Ashford", "usa", 2, 0, 1),
    ("Dunmore", "usa", 1, 0, 0),
    ("Fairview", "usa", 1, 0, 0),
    ("Glendale", "usa", 1, 0, 0),
    ("Hollins", "csa", 0, 1, 0),
    ("Ironton", "csa", 0, 1, 0),
    ("Jasper", "csa", 0, 1, 0),
    ("Kingsley", "csa", 0, 1, 1),
    ("Laurel", "csa", 0, 2, 1),
    ("Southgate", "csa", 0, 3, 2),
]


def _click(qtbot, w, point):
    from PySide6.QtCore import QPointF, Qt

    pos = w.view.mapFromScene(QPointF(*point))
    assert w.view.viewport().rect().contains(pos), f"{point} is not on screen"
    qtbot.mouseMove(w.view.viewport(), pos)
    qtbot.mouseClick(w.view.viewport(), Qt.LeftButton, pos=pos)


def _key(qtbot, w, key):
    w.view.setFocus()
    qtbot.keyClick(w.view, key)


def _type(qtbot, field, text):
    """Type ``text`` into a field (a line edit or a spin box) and press Enter."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QAbstractSpinBox

    field.setFocus()
    line = field.lineEdit() if isinstance(field, QAbstractSpinBox) else field
    line.selectAll()
    qtbot.keyClicks(line, text)
    qtbot.keyClick(line, Qt.Key_Return)


def _choose(combo, data):
    """Choose the entry ``data`` of a drop-down, as a click in its list does."""
    combo.setCurrentIndex(combo.findData(data))
    combo.activated.emit(combo.currentIndex())


def test_a_new_box_map_of_twelve_boxes_validates_and_plays_a_turn(qtbot, qapp, tmp_path, capsys):
    """File > New box map starts with no demand of the 1861 campaign's (NS-MAP-4);
    twelve boxes placed, named, coloured, numbered and set up in Properties and
    joined by roads validate clean, as `validate` says of the saved file, and
    Play-test starts a game on the map's own set-up that plays a whole turn."""
    from ns_clicks import take
    from PySide6.QtCore import Qt

    from gettysburg_desktop.cli import main
    from gettysburg_desktop.games.nordensueden.editor.box_window import BoxEditorWindow
    from gettysburg_desktop.games.nordensueden.editor.model.box_map import BOX
    from gettysburg_desktop.games.nordensueden.rules.sides import Side

    QCoreApplication.setOrganizationName("Gettysburg Desktop Tests")
    QSettings.setDefaultFormat(QSettings.IniFormat)
    QSettings.setPath(QSettings.IniFormat, QSettings.UserScope, str(tmp_path / "settings"))
    w = BoxEditorWindow(map_1861(), None, data_dir=tmp_path / "data")
    w.resize(1400, 900)
    w.show()
    qtbot.waitExposed(w)
    file_menu = w.menuBar().actions()[0].menu()
    next(a for a in file_menu.actions() if a.text() == "&New box map").trigger()
    assert not w.bmap.boxes

    def checked():
        qtbot.waitUntil(lambda: w.last_check is not None and w.last_check.revision == w.bmap.revision, timeout=10000)
        return w.last_check.problems

    # a new map asks nothing of the 1861 campaign: only for a set-up and an objective of its own
    assert sorted(str(p.message) for p in checked()) == [
        "No box is marked an objective of the Union: it could never win (NS-WIN-1).",
        "The Confederacy sets up no militia infantry: give a box in its colour starting militia (NS-SETUP-2).",
        "The Union sets up no militia infantry: give a box in its colour starting militia (NS-SETUP-2).",
    ]
    # its id, set in Properties (nothing selected: the map's page)
    _type(qtbot, w.properties.map_id, "twelve-towns")
    assert w.bmap.attributes.id == "twelve-towns"
    _type(qtbot, w.properties.map_name, "Twelve towns")

    rect = w.view.mapToScene(w.view.viewport().rect()).boundingRect()
    spots = {}
    _key(qtbot, w, Qt.Key_B)  # Place box
    assert w.tool.name == "box-place"
    for k, (name, *_rest) in enumerate(TOWNS):
        column, row = k % 4, k // 4
        spot = (rect.left() + rect.width() * (0.2 + 0.2 * column), rect.top() + rect.height() * (0.25 + 0.25 * row))
        _click(qtbot, w, spot)
        assert w.properties.box_name.hasFocus()  # Properties waits for its name
        _type(qtbot, w.properties.box_name, name)
        spots[name] = spot
    ids = {name: w.bmap.boxes[next(b for b in w.bmap.boxes if w.bmap.boxes[b].name == name)].id for name in spots}
    assert ids["Northport"] == "northport" and len(w.bmap.boxes) == 12

    _key(qtbot, w, Qt.Key_V)  # Select
    p = w.properties
    for name, colour, blue, red, start in TOWNS:
        _click(qtbot, w, spots[name])
        assert w.selection == (BOX, ids[name])
        _choose(p.owner, colour)
        _type(qtbot, p.recruit_usa, str(blue))
        _type(qtbot, p.recruit_csa, str(red))
        _type(qtbot, p.start, str(start))
    _click(qtbot, w, spots["Southgate"])
    _choose(p.objective, "usa")  # the Union's objective
    _click(qtbot, w, spots["Northport"])
    _choose(p.objective, "csa")  # the Confederacy's: sea landings start here too
    p.port.click()

    _key(qtbot, w, Qt.Key_R)  # Road: each town to the next in its row and the one below it
    assert w.tool.name == "link-road"
    for k, (name, *_rest) in enumerate(TOWNS):
        for other in ([k + 1] if k % 4 < 3 else []) + ([k + 4] if k + 4 < len(TOWNS) else []):
            _click(qtbot, w, spots[name])
            _click(qtbot, w, spots[TOWNS[other][0]])
    assert len(w.bmap.links) == 17

    assert checked() == ()
    assert w.validation.summary.text().startswith("No problems: the map can be played.")
    boxmap = w.bmap.to_boxmap()
    assert boxmap.own_setup and boxmap.setup() == {
        Side.USA: {"northport": 2, "millbrook": 1, "ashford": 1},
        Side.CSA: {"kingsley": 1, "laurel": 1, "southgate": 2},
    }
    # validate agrees: the saved file is clean
    path = tmp_path / "twelve.yaml"
    assert w.write(str(path))
    assert main(["validate", str(path)]) == 0
    assert "box map 'twelve-towns' is clean: 12 boxes, 17 links" in capsys.readouterr().out

    w.play_action.trigger()
    assert len(w.game_windows) == 1
    game_window = w.game_windows[0]
    g = game_window.session.game
    assert sorted(u.box for u in g.state.units.values()) == sorted(
        ["northport"] * 2 + ["millbrook", "ashford", "kingsley", "laurel"] + ["southgate"] * 2
    )
    c = game_window.controller
    clicks = 0
    while g.state.turn == 1 and not g.over:
        take(game_window, c.choices()[0])
        clicks += 1
        assert clicks < 400
    assert g.state.turn == 2
    game_window.close()
    w.undo_stack.setClean()
    w.close()


def test_the_balance_report_of_the_edited_map_plays_norden_und_sueden(qtbot, qapp, tmp_path):
    """File > Balance report on the box map: the dialog that would play the
    game of the map as it is (editor/balance_dialog.py)."""
    from gettysburg_desktop.games.nordensueden.editor.box_window import BoxEditorWindow

    QCoreApplication.setOrganizationName("Gettysburg Desktop Tests")
    QSettings.setDefaultFormat(QSettings.IniFormat)
    QSettings.setPath(QSettings.IniFormat, QSettings.UserScope, str(tmp_path / "settings"))
    w = BoxEditorWindow(map_1861(), None, data_dir=tmp_path / "data")
    w.show()
    qtbot.waitUntil(lambda: w.last_check is not None and w.last_check.revision == w.bmap.revision, timeout=10000)
    file = next(a.menu() for a in w.menuBar().actions() if a.text() == "&File")
    next(a for a in file.actions() if a.text() == "&Balance report...").trigger()
    dialog = w._playtests.reports[-1]  # noqa: SLF001 - the tester holds the reports open
    assert dialog.kind.id == "norden-sueden" and dialog.isVisible()
    kind, scenario = dialog.prepare()  # what Start plays: the map as it is, written and read again
    assert kind is dialog.kind and scenario is not None
    dialog.close()
    w.undo_stack.setClean()
    w.close()

"""The box-map editor's Play-test (issue 17, items 3 and 4): the author
opens the map of 1861, changes a link, validates, and play-tests: a game of
Norden & Süden with the rules' set-up (NS-SETUP) starts on the edited map
in a play window, where the change is what the rules move along."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSettings

from gettysburg_desktop.nordensueden.boxmap import LinkKind
from gettysburg_desktop.scenario.ns_campaign import map_1861


def test_play_test_starts_a_game_on_the_edited_map(qtbot, qapp, tmp_path, player):
    from gettysburg_desktop.editor.box_window import BoxEditorWindow
    from gettysburg_desktop.editor.model.box_map import LINK

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

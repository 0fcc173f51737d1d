"""Finsterland's army builder (issue 24, item 6; ui/army_builder.py) as a
player uses it (pytest-qt, offscreen): lines added through the kind combo,
the models spin box and the Add button; the totals and the problems read
as shown (FL-ARMY-1, -2, -4, -5, FL-LIST-7); the command staff always there
(FL-ARMY-3); an army saved and read back byte for byte; the shipped army
opened; a bad file refused with its problems and nothing overwritten; the
Tools menu of a window holding a Finsterland game opens it. A screenshot
goes to /tmp/fl-army-builder.png (one with
problems to /tmp/fl-army-builder-problems.png)."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path  # noqa: E402

import pytest  # noqa: E402
from PySide6.QtWidgets import QApplication, QMessageBox  # noqa: E402

from gettysburg_desktop.games.finsterland.army_file import army_text, load_army  # noqa: E402
from gettysburg_desktop.games.finsterland.rules.army import kinds_to_buy, line_sizes, may_join  # noqa: E402
from gettysburg_desktop.games.finsterland.ui.army_builder import FlArmyBuilder  # noqa: E402

SHIPPED = Path(__file__).resolve().parents[2] / "resources" / "finsterland" / "legion-grauwasser.yaml"


@pytest.fixture
def builder(qtbot):
    d = FlArmyBuilder()
    qtbot.addWidget(d)
    d.show()
    return d


def add(d, kind: str, models: int, name: str = "", joined: tuple[str, ...] = ()) -> None:
    """A line added as a player adds it: the kind chosen, the models typed, the name, the boxes, Add."""
    d.table.clearSelection()
    d.kind_combo.setCurrentIndex(d.kind_combo.findData(kind))
    d.models_spin.setValue(models)
    d.line_name.setText(name)
    for s, box in d.joined_boxes.items():
        box.setChecked(s in joined)
    d.add_button.click()


def shown_problems(d) -> list[str]:
    return [d.problems.item(i).text() for i in range(d.problems.count())]


def rows(d) -> list[list[str]]:
    return [[d.table.item(r, c).text() for c in range(d.table.columnCount())] for r in range(d.table.rowCount())]


def test_the_model_says_sizes_joiners_and_kinds_fl_army_5_fl_list_7():
    """FL-ARMY-5, FL-LIST-7, FL-ARMY-3: what the builder asks the model."""
    assert line_sizes("light infantry") == (12, 36)
    assert line_sizes("light artillery") == (1, 5)
    assert line_sizes("pioneers") == (12, 12)
    assert line_sizes("command staff") == (6, 6)
    assert line_sizes("sniper") == (1, 1)
    assert may_join("light cavalry") == ("standard bearer",)
    assert may_join("storm troops") == ("standard bearer", "medic", "NCO")
    assert may_join("tank") == ()
    assert "command staff" not in kinds_to_buy() and "NCO" not in kinds_to_buy() and "sniper" in kinds_to_buy()


def test_a_new_army_has_its_command_staff_and_3000_points_fl_army_1_fl_army_3(builder):
    """FL-ARMY-1: 3000 agreed by default; FL-ARMY-3: the staff is there, free, and can't be removed."""
    d = builder
    assert d.size_spin.value() == 3000
    assert rows(d) == [["command staff", "6", "", "", "0"]]
    d.table.selectRow(0)
    assert not d.remove_button.isEnabled() and not d.kind_combo.isEnabled()
    assert d.points_label.text() == "0 of 3000 points"
    assert d.specialists_label.text() == "Specialists: 0 of 6"
    assert shown_problems(d) == ["No problem: the army keeps to the army list."]


def test_lines_added_by_their_widgets_show_totals_and_a_short_unit_fl_army_5(builder):
    """FL-ARMY-5: 8 light infantry are too few, said with the line and its rule; FL-ARMY-2, -4 totals."""
    d = builder
    assert d.models_spin.maximum() == 36  # light infantry, the combo's first kind to buy
    add(d, "light infantry", 24, "1st Rifles", ("NCO",))
    add(d, "light infantry", 8, "Stragglers")
    assert rows(d)[1] == ["light infantry", "24", "1st Rifles", "NCO", "290"]
    assert rows(d)[2][4] == "80"
    assert d.points_label.text() == "370 of 3000 points"
    assert d.foot_label.text() == "Infantry and cavalry: 370 (100%; at least half)"
    assert d.specialists_label.text() == "Specialists: 1 of 6"
    problems = shown_problems(d)
    assert problems == ["line 3 (Stragglers): 8 models: infantry and cavalry units have 12 to 36 (FL-ARMY-5)"]
    assert not d.save_button.isEnabled()
    d.table.selectRow(2)  # the short line chosen, made 12 and changed
    assert d.line_name.text() == "Stragglers" and d.models_spin.value() == 8
    d.models_spin.setValue(12)
    d.change_button.click()
    assert shown_problems(d) == ["No problem: the army keeps to the army list."]
    assert d.save_button.isEnabled()


def test_the_spin_box_and_the_boxes_follow_the_kind_fl_army_5_fl_list_7(builder):
    """FL-ARMY-5: the models up to the kind's most; FL-LIST-7: only who may join that kind."""
    d = builder
    d.kind_combo.setCurrentIndex(d.kind_combo.findData("light cavalry"))
    assert (d.models_spin.maximum(), d.models_spin.value()) == (36, 12)
    assert [s for s, b in d.joined_boxes.items() if b.isEnabled()] == ["standard bearer"]
    d.kind_combo.setCurrentIndex(d.kind_combo.findData("heavy artillery"))
    assert (d.models_spin.minimum(), d.models_spin.maximum()) == (1, 5)
    assert not any(b.isEnabled() for b in d.joined_boxes.values())
    d.kind_combo.setCurrentIndex(d.kind_combo.findData("pioneers"))
    assert (d.models_spin.value(), d.models_spin.isEnabled()) == (12, False)
    assert "120 P a model" in d.kind_combo.itemText(d.kind_combo.findData("heavy machine gun"))


def test_too_many_guns_show_the_fl_army_2_problem(builder):
    """FL-ARMY-2: more than half in guns and vehicles, and less than half in infantry and cavalry."""
    d = builder
    add(d, "light infantry", 12, "Rifles")  # 120
    add(d, "heavy artillery", 3, "Big guns")  # 360
    assert d.guns_label.text() == "Guns and vehicles: 360 (75%; at most half)"
    problems = shown_problems(d)
    assert any("in guns and vehicles: at most half may be (FL-ARMY-2)" in p for p in problems)
    assert any("in infantry and cavalry: at least half must be (FL-ARMY-2)" in p for p in problems)
    add(d, "light infantry", 8, "Stragglers")
    QApplication.processEvents()  # the layout follows the totals, as it does between a player's clicks
    d.grab().save("/tmp/fl-army-builder-problems.png")
    d.table.selectRow(3)
    d.remove_button.click()
    d.table.selectRow(2)
    d.remove_button.click()
    assert [r[2] for r in rows(d)] == ["", "Rifles"]
    assert shown_problems(d) == ["No problem: the army keeps to the army list."]


def test_too_many_specialists_and_points_fl_army_1_fl_army_4(builder):
    """FL-ARMY-4: 1000 points allow 2 specialists; FL-ARMY-1: more than the size agreed."""
    d = builder
    d.size_spin.setValue(1000)
    add(d, "heavy infantry", 36, "Grenadiers", ("NCO", "medic"))  # 540 + 100
    add(d, "sniper", 1, "Kell")  # 100
    add(d, "heavy cavalry", 12, "Cuirassiers")  # 480
    assert d.points_label.text() == "1220 of 1000 points"
    assert d.specialists_label.text() == "Specialists: 3 of 2"
    problems = shown_problems(d)
    assert "costs 1220 points, more than the 1000 agreed (FL-ARMY-1)" in problems
    assert "3 specialists; 1000 points allow 2 (one per full 500) (FL-ARMY-4)" in problems


def test_an_army_saved_reads_back_the_same(builder, tmp_path):
    """army_file.py: the army saved by Save... is read back, and written again byte for byte."""
    d = builder
    d.name_edit.setText("Die Eiserne Legion")
    add(d, "storm troops", 18, "Sturm", ("standard bearer",))
    add(d, "light machine gun", 3, "MG")
    add(d, "scout", 1, "Späher Nied")
    path = tmp_path / "legion.yaml"
    assert d.save_file(str(path))
    text = path.read_text(encoding="utf-8")
    army = load_army(path)
    assert army == d.army() and army.id == "die-eiserne-legion"
    assert army_text(army) == text


def test_the_shipped_army_opens_with_2900_of_3000_points(builder):
    """resources/finsterland/legion-grauwasser.yaml: 2900 of 3000 points, 3 + 3 specialists of 6, no problem."""
    d = builder
    assert d.open_file(str(SHIPPED))
    assert d.name_edit.text() == "Legion von Grauwasser"
    assert d.points_label.text() == "2900 of 3000 points"
    assert d.specialists_label.text() == "Specialists: 6 of 6"
    assert shown_problems(d) == ["No problem: the army keeps to the army list."]
    assert d.table.rowCount() == 14 and rows(d)[1][3] == "NCO"
    d.resize(1100, 640)
    QApplication.processEvents()
    d.grab().save("/tmp/fl-army-builder.png")


def test_a_bad_file_shows_its_problems_and_replaces_nothing(builder, tmp_path, monkeypatch):
    """ArmyFileError's lines are said; the army in the dialog and the file on disk stay as they were."""
    d = builder
    warned = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: warned.append(text))
    add(d, "light infantry", 20, "Kept")
    bad = tmp_path / "bad.yaml"
    bad_text = SHIPPED.read_text(encoding="utf-8").replace('models: 24, name: "2. Jäger"', "models: 40, name: x")
    bad.write_text(bad_text, encoding="utf-8")
    assert not d.open_file(str(bad))
    assert len(warned) == 1 and "units[4]" in warned[0] and "FL-ARMY-5" in warned[0]
    assert [r[2] for r in rows(d)] == ["", "Kept"]
    assert bad.read_text(encoding="utf-8") == bad_text
    assert not d.open_file(str(tmp_path / "missing.yaml"))
    assert len(warned) == 2


def test_the_tools_menu_of_a_finsterland_window_opens_the_builder(qtbot, qapp, tmp_path):
    """window_part().tools: the window's Tools menu has the entry, and it opens the dialog."""
    from fl_window import GAME_ID, SCENARIO, registered
    from PySide6.QtCore import QCoreApplication, QSettings

    from gettysburg_desktop.scenario.session import GameSession, Setup
    from gettysburg_desktop.ui.window import MainWindow

    QCoreApplication.setOrganizationName("Gettysburg Desktop Tests")
    QCoreApplication.setApplicationName("Gettysburg Desktop Tests")
    QSettings.setDefaultFormat(QSettings.IniFormat)
    QSettings.setPath(QSettings.IniFormat, QSettings.UserScope, str(tmp_path / "settings"))
    with registered():
        w = MainWindow(GameSession.new(Setup(SCENARIO, 1, game=GAME_ID)), data_dir=tmp_path / "data", reveal=True)
        qtbot.addWidget(w)
        menus = {a.text(): a.menu() for a in w.menuBar().actions()}
        tools = [a for a in menus["&Tools"].actions() if a.text() == "Finsterland &army builder..."]
        assert len(tools) == 1
        tools[0].trigger()
        dialog = w.findChild(FlArmyBuilder)
        assert dialog is not None and dialog.isVisible()
        assert dialog.points_label.text() == "0 of 3000 points"
        dialog.close()
        w.close()


def test_the_army_lists_problems_read_in_the_players_language(builder):
    """Found open since an earlier session: the builder's problem texts stayed English under German."""
    from gettysburg_desktop.display.translate import LANGS

    d = builder
    d.size_spin.setValue(1000)
    add(d, "heavy infantry", 36, "Grenadiers", ("NCO", "medic"))  # 640
    add(d, "heavy cavalry", 12, "Cuirassiers")  # 480
    try:
        assert LANGS.install("de")
        d.refresh()
        problems = shown_problems(d)
    finally:
        LANGS.install("en")
        d.refresh()
    assert "kostet 1120 Punkte, mehr als die vereinbarten 1000 (FL-ARMY-1)" in problems

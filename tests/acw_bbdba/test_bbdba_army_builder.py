"""ACW-BBDBA's army builder (ui/army_builder.py) as a player uses it
(pytest-qt, offscreen): a new army is the list's own contingent three
times and keeps its list (BB-ARMY); a spin box past the list's limit shows
the problem with its rule and greys Save; the army saved is read back the
same, and New game's From a file... plays it, the meeting engagement
against the other side's shipped army of its period; a broken file shows
its problems and replaces nothing."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt  # noqa: E402

from gettysburg_desktop.games.acw_bbdba.army_file import load_army  # noqa: E402
from gettysburg_desktop.games.acw_bbdba.battles import load_scenario  # noqa: E402
from gettysburg_desktop.games.acw_bbdba.rules.troops import Kind  # noqa: E402
from gettysburg_desktop.games.acw_bbdba.ui.army_builder import AcwArmyBuilder  # noqa: E402


def problems(d) -> list[str]:
    return [d.problems.item(i).text() for i in range(d.problems.count())]


def test_a_new_army_keeps_its_list_and_a_spin_box_past_it_shows_the_rule(qtbot):
    d = AcwArmyBuilder()
    qtbot.addWidget(d)
    d.show()
    assert d.headings[Kind.CAVALRY].text() == "cavalry\n0-1"  # the Union's list of 1861-62 (T1a)
    assert problems(d) == ["The army keeps its list: it may be saved and played (BB-ARMY)."]
    assert d.save_button.isEnabled()
    d.contingents[0][Kind.CAVALRY].setValue(3)
    shown = problems(d)
    assert "Contingent 1: 3 cavalry: Union 1861-62 has 0-1 (BB-ARMY-3)" in shown
    assert "Contingent 1: 14 elements: a contingent has exactly 12 (BB-ARMY-1)" in shown
    assert not d.save_button.isEnabled()
    d.side.setCurrentIndex(d.side.findData("confederate"))  # the Confederates' list allows three
    assert d.headings[Kind.CAVALRY].text() == "cavalry\n0-3"
    assert "Contingent 1: 3 cavalry: Confederates 1861-63 has 0-3 (BB-ARMY-3)" not in problems(d)


def test_an_army_saved_is_read_back_and_played_against_the_shipped_army(qtbot, tmp_path):
    d = AcwArmyBuilder()
    qtbot.addWidget(d)
    d.side.setCurrentIndex(d.side.findData("confederate"))
    d.new_army()
    d.name_edit.setText("Hood's Division")
    d.command_names[0].setText("Law's Brigade")
    path = tmp_path / "hood.yaml"
    assert d.save_file(str(path))
    army = load_army(path)
    assert army == d.army() and army.name == "Hood's Division" and army.commands[0].name == "Law's Brigade"
    battle = load_scenario(str(path))  # New game, From a file...
    assert battle.name == "Meeting engagement: Army of the Potomac, 1862 against Hood's Division"
    confederates = [e for e in battle.elements if e.side == "confederate" and e.kind not in (Kind.COMMAND, Kind.CAMP)]
    assert len(confederates) == 36 and sum(e.kind is Kind.CAVALRY for e in confederates) == 6  # 2 a contingent


def test_a_broken_file_shows_its_problems_and_replaces_nothing(qtbot, tmp_path, monkeypatch):
    d = AcwArmyBuilder()
    qtbot.addWidget(d)
    bad = tmp_path / "bad.yaml"
    bad.write_text("format_version: 1\nkind: acw-bbdba-army\nid: x\nname: X\nside: union\nperiod: early\n"
                   "contingents: []\ncommands: []\n", encoding="utf-8")  # fmt: skip
    said = []
    monkeypatch.setattr("PySide6.QtWidgets.QMessageBox.warning", lambda parent, title, text: said.append(text))
    before = d.army()
    assert not d.open_file(str(bad))
    assert said and str(bad) in said[0] and "BB-ARMY" in said[0]
    assert d.army() == before
    qtbot.mouseClick(d.new_button, Qt.MouseButton.LeftButton)
    assert d.save_button.isEnabled()

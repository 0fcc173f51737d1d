"""FL-GEN-2, FL-RUL-8 [ruling] in New game: the length of a game of
Finsterland is chosen at set-up, 6 to 12 rounds in even numbers; the
battle's own length (12) first. The choice is a variant kept in the record."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from gettysburg_desktop.scenario.session import GameSession, Setup


def test_new_game_offers_the_length_and_the_game_is_played_for_it(open_window, monkeypatch, tmp_path):
    from gettysburg_desktop.ui.dialogs import NewGameDialog

    w = open_window(GameSession.new(Setup("grauwasser", 3, game="finsterland")))
    chosen = {}

    def exec_(dialog):
        dialog.show()
        QApplication.processEvents()
        length = dialog.variant_groups["Length"]
        assert [length.itemText(k) for k in range(length.count())] == [
            "as the scenario sets it",
            "6 rounds, 3 turns each (FL-RUL-8)",
            "8 rounds, 4 turns each (FL-RUL-8)",
            "10 rounds, 5 turns each (FL-RUL-8)",
            "12 rounds, 6 turns each (FL-RUL-8)",
        ]
        assert dialog.setup().variants == ("fog-of-war",)  # the battle's own length; the fog of war ticked (D13)
        length.setCurrentIndex(length.findData("rounds-8"))
        chosen["setup"] = dialog.setup()
        return NewGameDialog.Rejected

    monkeypatch.setattr(NewGameDialog, "exec", exec_)
    w.new_game()
    setup = chosen["setup"]
    assert setup.variants == ("fog-of-war", "rounds-8")
    assert w.start(setup)
    assert w.session.game.tables.scenario.rounds == 8
    path = tmp_path / "eight.yaml"
    w.session.save(path)
    assert "rounds-8" in path.read_text(encoding="utf-8")  # the record keeps it: a replay plays 8 rounds

"""Each side is said in its own game's words (display/words.py
``side_name``): the log's headings of Norden & Süden name the Confederacy,
as the rest of that game does, and Gettysburg's the Confederate player."""

from __future__ import annotations

from gettysburg_desktop.display.words import side_name
from gettysburg_desktop.games.gettysburg.rules.pieces import Side as GettysburgSide
from gettysburg_desktop.games.nordensueden.rules.sides import Side as NsSide


def test_a_side_is_said_in_its_own_games_words():
    assert side_name(GettysburgSide.CSA) == "Confederate" and side_name(GettysburgSide.USA) == "Union"
    assert side_name(NsSide.CSA) == "Confederacy" and side_name(NsSide.USA) == "Union"
    assert side_name("csa") == "Confederate" and side_name("usa") == "Union"  # a record's bare value

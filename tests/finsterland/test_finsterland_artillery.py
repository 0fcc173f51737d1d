"""Artillery discs (games/finsterland/rules/artillery.py, field/discs.py; FL-BOMB-3 to
FL-BOMB-5, D23): eight that explode and two that do not, drawn without
replacement by the kernel's seeded chance, reshuffled at two but for those
lying on the table; a light gun's 6" to 20"; models more than half under a
disc are hit."""

from __future__ import annotations

from collections import Counter

from gettysburg_desktop.boards.table.bases import Pose, Size
from gettysburg_desktop.boards.table.shapes import polygon
from gettysburg_desktop.games.finsterland.field.discs import in_light_range, models_hit
from gettysburg_desktop.games.finsterland.rules.artillery import HIT, MISS, draw_disc, stack
from gettysburg_desktop.kernel.dice import ScriptedChance, SeededDice


def test_a_stack_is_eight_explosions_and_two_blanks_drawn_without_replacement():
    deck = stack("south", "light")
    faces = [draw_disc(deck, SeededDice(7)) for _ in range(8)]
    assert len(deck) == 2 and Counter(faces) + Counter(deck.left) == Counter({HIT: 8, MISS: 2})
    # the same seed draws the same discs: a record replays them
    again = stack("south", "light")
    assert [draw_disc(again, SeededDice(7)) for _ in range(8)] == faces


def test_at_two_discs_the_stack_is_reshuffled_but_for_the_discs_lying_on_the_table_D23():
    deck = stack("north", "heavy")
    script = ScriptedChance([HIT] * 7 + [MISS])
    for _ in range(8):
        draw_disc(deck, script)
    assert Counter(deck.left) == Counter({HIT: 1, MISS: 1})
    draw_disc(deck, ScriptedChance([MISS]), on_table=[HIT, HIT])  # two explosions still lie on the table
    assert len(deck) == 7 and Counter(deck.left) == Counter({HIT: 6, MISS: 1})


def test_a_light_guns_disc_lies_6_to_20_inches_away_FL_BOMB_3():
    gun = polygon(Pose(10, 10, 90), Size(2, 2))  # y 9 to 11
    assert in_light_range(gun, (10, 18), 1.0)  # from y 11 to the disc's edge at 17: 6"
    assert not in_light_range(gun, (10, 17.9), 1.0)
    assert in_light_range(gun, (10, 32), 1.0) and not in_light_range(gun, (10, 32.1), 1.0)


def test_a_disc_hits_the_models_more_than_half_under_it_FL_BOMB_5():
    bases = {f"m{k}": polygon(Pose(k + 0.5, 0.5, 90), Size(1, 1)) for k in range(6)}
    hit = models_hit((3.0, 0.5), 1.0, bases)  # a 1" disc centred on the line between m2 and m3
    assert hit == ["m2", "m3"]
    assert models_hit((3.5, 0.5), 1.0, bases) == ["m3"]  # m2 and m4 lie less than half under it
    assert models_hit((3.5, 0.5), 2.0, bases) == ["m2", "m3", "m4"]

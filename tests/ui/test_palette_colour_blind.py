"""The palette stays readable for a red-green colour-blind player
(display/palette.py: deuteranopia by Viénot, Brettel & Mollon; CIE76 differences,
about 2.3 just noticeable, 20 plainly different)."""

from itertools import combinations

from gettysburg_desktop.display import palette as P
from gettysburg_desktop.games.gettysburg.ui import colours as C


def seen_apart(a: str, b: str) -> float:
    return P.difference(P.deuteranopia(a), P.deuteranopia(b))


def test_damage_cubes_stay_apart_for_a_deuteranope_R_COMP():
    for a, b in combinations(C.CUBE, 2):
        assert seen_apart(C.CUBE[a], C.CUBE[b]) >= 20, (a, b)


def test_the_sides_and_the_highlights_stay_apart_for_a_deuteranope():
    assert seen_apart(P.SIDE_FILL["usa"], P.SIDE_FILL["csa"]) >= 40
    for a, b in combinations((P.LEGAL, P.SELECTED, P.TARGET), 2):
        assert seen_apart(a, b) >= 15, (a, b)


def test_a_deuteranope_sees_red_and_green_alike_but_not_blue_and_yellow():
    """The projection itself: red-green fades, blue-yellow stays."""
    assert seen_apart("#cc3333", "#339933") < seen_apart("#3333cc", "#cccc33") / 2

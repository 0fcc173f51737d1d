"""Small box maps built in code for the rules' examples and hand-counted
positions (NS-MAP-2), and a small campaign map with every box T2 names and
the start sums 34/29 (NS-MAP-4), so the whole game runs without the real
map."""

from __future__ import annotations

from gettysburg_desktop.games.nordensueden.rules.boxmap import Box, BoxMap, Link, LinkKind
from gettysburg_desktop.games.nordensueden.rules.scenario import Scenario
from gettysburg_desktop.games.nordensueden.rules.sides import Side

U, C = Side.USA, Side.CSA
ROAD, RIVER, RAIL = LinkKind.ROAD, LinkKind.RIVER, LinkKind.RAIL


def bx(id, owner=None, *, port=False, usa=0, csa=0, fortress=False, objective=None, lat=35.0, lon=-85.0) -> Box:
    recruit = {}
    if usa:
        recruit[U] = usa
    if csa:
        recruit[C] = csa
    name = " ".join(w.capitalize() for w in id.split("-"))
    return Box(id, name, "", lat, lon, owner, port, recruit, fortress, objective)


def ln(a, b, kind, *, down=None, cross=(), potomac=False) -> Link:
    return Link(a, b, kind, downstream=down, crossing=frozenset(cross), potomac=potomac)


def make(id, boxes, links) -> BoxMap:
    return BoxMap(id, id, tuple(boxes), tuple(links))


def scenario(box_map: BoxMap, setup=None, **kw) -> Scenario:
    return Scenario("test", "test", box_map, setup or {U: {}, C: {}}, **kw)


def m1_map(louisville_owner=U) -> BoxMap:
    """Example M1 (§4.0): Evansville's river to Paducah and Cairo, its railroads
    to Bloomington and on to Indianapolis and Louisville; a Confederate far box."""
    return make(
        "m1",
        [
            bx("evansville", U),
            bx("paducah", None),
            bx("cairo", U, usa=1, csa=1),
            bx("bloomington", U),
            bx("indianapolis", U, usa=2),
            bx("louisville", louisville_owner, usa=1),
            bx("nashville", C, csa=1),
        ],
        [
            ln("evansville", "paducah", RIVER, down="paducah"),
            ln("paducah", "cairo", RIVER, down="cairo"),
            ln("evansville", "bloomington", RAIL),
            ln("bloomington", "indianapolis", RAIL),
            ln("bloomington", "louisville", RAIL),
            ln("paducah", "nashville", ROAD),
        ],
    )


def m2_map() -> BoxMap:
    """Example M2 (§4.1): Shreveport road Monroe rail Vicksburg; Vicksburg
    river Natchez river Alexandria (Red River); Vicksburg rail Jackson rail
    McComb; a Union box far away. The boxes between are not named by the
    text (Natchez and Jackson here). Confederate-owned throughout."""
    return make(
        "m2",
        [
            bx("shreveport", C),
            bx("monroe", C),
            bx("vicksburg", C, fortress=True, csa=1),
            bx("natchez", C),
            bx("alexandria", C),
            bx("jackson", C, csa=1),
            bx("mccomb", C),
            bx("memphis", U, usa=1),
        ],
        [
            ln("shreveport", "monroe", ROAD),
            ln("monroe", "vicksburg", RAIL),
            ln("vicksburg", "natchez", RIVER, down="natchez"),
            ln("natchez", "alexandria", RIVER, down="natchez"),
            ln("vicksburg", "jackson", RAIL),
            ln("jackson", "mccomb", RAIL),
            ln("memphis", "vicksburg", RIVER, down="vicksburg"),
        ],
    )


def mini_campaign() -> BoxMap:
    """Every box T2 names plus the seven Union objectives and the four
    permanent fortifications, linked in a rough east/west net; starting sums
    34 (blue in blue boxes) and 29 (red in grey boxes)."""
    boxes = [
        # Union: blue numbers 34 in blue boxes
        bx("washington", U, port=True, usa=6, fortress=True, objective=C),
        bx("chicago", U, usa=5, port=False),
        bx("fort-wayne", U, usa=3),
        bx("harpers-ferry", U),
        bx("pittsburgh", U, usa=5),
        bx("canton", U, usa=2),
        bx("columbus", U, usa=4),
        bx("st-louis", U, usa=4),
        bx("cairo", U, usa=2, csa=1),
        bx("new-york", U, port=True, usa=3),
        # white
        bx("louisville", None, usa=1, csa=1),
        bx("paducah", None),
        # Confederacy: red numbers 29 in grey boxes
        bx("manassas-junction", C),
        bx("fredericksburg", C),
        bx("front-royal", C),
        bx("richmond", C, csa=3, fortress=True, objective=U),
        bx("fort-monroe", U, port=True, fortress=True),
        bx("wilmington", C, port=True, csa=2, objective=U),
        bx("charleston", C, port=True, csa=3, objective=U),
        bx("atlanta", C, csa=3, objective=U),
        bx("mobile", C, port=True, csa=2, objective=U),
        bx("new-orleans", C, port=True, csa=3, objective=U),
        bx("memphis", C, csa=2, objective=U),
        bx("vicksburg", C, fortress=True, csa=1),
        bx("nashville", C, csa=1),
        bx("chattanooga", C, csa=1),
        bx("jefferson-city", C, csa=1),
        bx("little-rock", C, csa=1),
        bx("lynchburg", C, csa=1),
        bx("raleigh", C, csa=1),
        bx("montgomery", C, csa=1),
        bx("jackson", C, csa=1),
        bx("knoxville", C, csa=1),
        bx("savannah", C, port=True, csa=1),
    ]
    links = [
        ln("washington", "fredericksburg", RIVER, down="fredericksburg", potomac=True),
        ln("washington", "manassas-junction", RAIL),
        ln("washington", "harpers-ferry", RAIL),
        ln("harpers-ferry", "front-royal", ROAD),
        ln("harpers-ferry", "pittsburgh", RAIL),
        ln("pittsburgh", "canton", RAIL),
        ln("canton", "columbus", RAIL),
        ln("columbus", "fort-wayne", RAIL),
        ln("fort-wayne", "chicago", RAIL),
        ln("chicago", "st-louis", RAIL),
        ln("st-louis", "jefferson-city", RAIL),
        ln("st-louis", "cairo", RIVER, down="cairo"),
        ln("pittsburgh", "new-york", RAIL),
        ln("columbus", "louisville", RAIL),
        ln("louisville", "paducah", RIVER, down="paducah"),
        ln("paducah", "cairo", RIVER, down="cairo"),
        ln("louisville", "nashville", RAIL),
        ln("cairo", "memphis", RIVER, down="memphis"),
        ln("memphis", "vicksburg", RIVER, down="vicksburg"),
        ln("vicksburg", "new-orleans", RIVER, down="new-orleans"),
        ln("vicksburg", "jackson", RAIL),
        ln("jackson", "mobile", RAIL),
        ln("mobile", "montgomery", RIVER, down="mobile"),
        ln("montgomery", "atlanta", RAIL),
        ln("atlanta", "chattanooga", RAIL),
        ln("chattanooga", "nashville", RAIL),
        ln("chattanooga", "knoxville", RAIL),
        ln("knoxville", "lynchburg", RAIL),
        ln("lynchburg", "richmond", RAIL),
        ln("manassas-junction", "front-royal", RAIL),
        ln("manassas-junction", "fredericksburg", ROAD),
        ln("fredericksburg", "richmond", RAIL, cross=("fredericksburg",)),
        ln("richmond", "fort-monroe", ROAD),
        ln("richmond", "raleigh", RAIL),
        ln("raleigh", "wilmington", RAIL),
        ln("wilmington", "charleston", RAIL),
        ln("charleston", "savannah", RAIL),
        ln("savannah", "atlanta", RAIL),
        ln("memphis", "little-rock", ROAD),
        ln("jefferson-city", "little-rock", ROAD),
        ln("memphis", "jackson", RAIL),
    ]
    return make("mini-campaign", boxes, links)


def jump_map() -> BoxMap:
    """a -river-> b -river-> c (downstream toward c); a -road- d -rail- e,
    d -road- f, d -river- g (downstream toward g). a is the Union's, the rest
    the Confederacy's."""
    return make(
        "jumps",
        [bx("a", U), bx("b", C), bx("c", C), bx("d", C), bx("e", C), bx("f", C), bx("g", C)],
        [
            ln("a", "b", RIVER, down="b"),
            ln("b", "c", RIVER, down="c"),
            ln("a", "d", ROAD),
            ln("d", "e", RAIL),
            ln("d", "f", ROAD),
            ln("d", "g", RIVER, down="g"),
        ],
    )


def sea_map() -> BoxMap:
    """Ports: Washington (Union, permanent fortification), New York (Union,
    recruitment 3), Norfolk (Union, no number), Charleston and Wilmington
    (Confederate), Savannah (white); Baltimore (Union, no port) by rail to
    Washington and New York."""
    return make(
        "sea",
        [
            bx("washington", U, port=True, fortress=True, usa=6, objective=C),
            bx("new-york", U, port=True, usa=3),
            bx("norfolk", U, port=True),
            bx("baltimore", U, usa=2),
            bx("charleston", C, port=True, csa=3),
            bx("wilmington", C, port=True, csa=2),
            bx("savannah", None, port=True),
            bx("richmond", C, fortress=True, csa=3),
        ],
        [
            ln("washington", "baltimore", RAIL),
            ln("baltimore", "new-york", RAIL),
            ln("norfolk", "richmond", ROAD),
            ln("richmond", "wilmington", RAIL),
            ln("wilmington", "charleston", RAIL),
            ln("charleston", "savannah", ROAD),
            ln("washington", "richmond", ROAD),
        ],
    )


def occupation_map() -> BoxMap:
    """u1 (Union, blue 2) - u2 (Union) - w (white, blue 1 and red 1, a
    Kentucky-like box) - c2 (Confederate, red 1) - c1 (Confederate, red 2),
    all by road, and u2 - c2 by road."""
    return make(
        "occupation",
        [bx("u1", U, usa=2), bx("u2", U), bx("w", None, usa=1, csa=1), bx("c2", C, csa=1), bx("c1", C, csa=2)],
        [ln("u1", "u2", ROAD), ln("u2", "w", ROAD), ln("w", "c2", ROAD), ln("c2", "c1", ROAD), ln("u2", "c2", ROAD)],
    )


def recruitment_map() -> BoxMap:
    """Union: ny (blue 20), bos (blue 1), cairo (Union, blue 1 and red 1);
    Confederacy: ric (red 3), ral (red 1); army maxima 22 and 4 (+1 for
    Cairo when the Confederacy owns it)."""
    return make(
        "recruitment",
        [
            bx("ny", U, usa=20),
            bx("bos", U, usa=1),
            bx("cairo", U, usa=1, csa=1),
            bx("ric", C, csa=3),
            bx("ral", C, csa=1),
        ],
        [ln("ny", "bos", RAIL), ln("bos", "cairo", RAIL), ln("cairo", "ric", ROAD), ln("ric", "ral", RAIL)],
    )


def numbers_map(usa: int, csa: int) -> BoxMap:
    """Two boxes joined by a road: the Union's with blue ``usa``, the
    Confederacy's with red ``csa`` (the army maxima, NS-ARMY-1)."""
    return make("numbers", [bx("north", U, usa=usa), bx("south", C, csa=csa)], [ln("north", "south", ROAD)])

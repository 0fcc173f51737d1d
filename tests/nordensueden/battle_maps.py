"""Small box maps built in code for the battle tests (NS-RET, NS-CAVRET,
NS-REINF, the combat example). ``small_map(boxes, links)``: boxes as
(id, owner, recruit) or ids, links as (a, b, kind, *flags)."""

from __future__ import annotations

from gettysburg_desktop.nordensueden.boxmap import Box, BoxMap, Link, LinkKind
from gettysburg_desktop.nordensueden.sides import Side

USA, CSA = Side.USA, Side.CSA


def box(
    id: str, owner: Side | None = None, recruit: dict | None = None, *, fortress: bool = False, port: bool = False
) -> Box:
    return Box(id, id.replace("-", " ").title(), "Test", 35.0, -90.0, owner, port, dict(recruit or {}), fortress)


def link(
    a: str,
    b: str,
    kind: str = "road",
    *,
    crossing: tuple[str, ...] = (),
    downstream: str | None = None,
    potomac: bool = False,
) -> Link:
    k = LinkKind(kind)
    if k is LinkKind.RIVER and downstream is None:
        downstream = b
    return Link(a, b, k, downstream, frozenset(crossing), potomac)


def small_map(boxes: list[Box], links: list[Link]) -> BoxMap:
    return BoxMap("test", "a test map", tuple(boxes), tuple(links))


def star(
    centre_owner: Side | None, around: dict[str, tuple[Side | None, dict]], kinds: dict[str, str] | None = None
) -> BoxMap:
    """A battle box "battle" joined by a road (or ``kinds[name]``) to each box of ``around``."""
    boxes = [box("battle", centre_owner)] + [box(n, o, r) for n, (o, r) in around.items()]
    links = [link("battle", n, (kinds or {}).get(n, "road")) for n in around]
    return small_map(boxes, links)


def combat_example_map() -> BoxMap:
    """The combat example's corner (§5): Fort Smith - Little Rock by river,
    downstream to Little Rock, not across a blue side; Little Rock not a
    permanent fortification; a road on to Pine Bluff (Confederate) and a
    road to Batesville (white), so both sides have somewhere to go."""
    return small_map(
        [
            box("fort-smith", CSA),
            box("little-rock", CSA, {CSA: 1}),
            box("pine-bluff", CSA),
            box("batesville", None),
        ],
        [
            link("fort-smith", "little-rock", "river", downstream="little-rock"),
            link("little-rock", "pine-bluff", "road"),
            link("little-rock", "batesville", "road"),
        ],
    )

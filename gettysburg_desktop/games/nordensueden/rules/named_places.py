"""Every place and line the rules of Norden & Süden name, as data, in one
place (NS-MAP-1, NS-MAP-2, NS-SETUP-2): the 1861 campaign's map checker
(campaign_map_check.py) tests a map against them and the ruleset sets up from them.

Box ids are those of the campaign map (resources/maps/norden-sueden-1861.yaml);
a map for these rules must use them for the boxes the rules name.
"""

from __future__ import annotations

from dataclasses import dataclass

from .boxmap import LinkKind
from .sides import Side


@dataclass(frozen=True)
class NamedPlace:
    """A row of table T10: a place the text names."""

    id: str
    name: str
    state: str  # the 1861 state, as printed or from real geography
    lat: float  # approximate (NS-MAP-1), for checking a map's placement
    lon: float


#: Table T10 (NS-MAP-1), in the rules file's order
T10: tuple[NamedPlace, ...] = (
    NamedPlace("washington", "Washington", "D.C.", 38.90, -77.04),
    NamedPlace("chicago", "Chicago", "Illinois", 41.88, -87.63),
    NamedPlace("fort-wayne", "Fort Wayne", "Indiana", 41.08, -85.14),
    NamedPlace("harpers-ferry", "Harper's Ferry", "Virginia", 39.32, -77.74),
    NamedPlace("pittsburgh", "Pittsburgh", "Pennsylvania", 40.44, -80.00),
    NamedPlace("canton", "Canton", "Ohio", 40.80, -81.38),
    NamedPlace("columbus", "Columbus", "Ohio", 39.96, -83.00),
    NamedPlace("st-louis", "St. Louis", "Missouri", 38.63, -90.20),
    NamedPlace("manassas-junction", "Manassas Junction", "Virginia", 38.75, -77.48),
    NamedPlace("fredericksburg", "Fredericksburg", "Virginia", 38.30, -77.46),
    NamedPlace("front-royal", "Front Royal", "Virginia", 38.92, -78.19),
    NamedPlace("charleston", "Charleston", "South Carolina", 32.78, -79.93),
    NamedPlace("mobile", "Mobile", "Alabama", 30.69, -88.04),
    NamedPlace("jefferson-city", "Jefferson City", "Missouri", 38.58, -92.17),
    NamedPlace("atlanta", "Atlanta", "Georgia", 33.75, -84.39),
    NamedPlace("new-orleans", "New Orleans", "Louisiana", 29.95, -90.07),
    NamedPlace("richmond", "Richmond", "Virginia", 37.54, -77.44),
    NamedPlace("fort-monroe", "Fort Monroe", "Virginia", 37.00, -76.31),
    NamedPlace("vicksburg", "Vicksburg", "Mississippi", 32.35, -90.88),
    NamedPlace("memphis", "Memphis", "Tennessee", 35.15, -90.05),
    NamedPlace("wilmington", "Wilmington", "North Carolina", 34.24, -77.95),
    NamedPlace("cairo", "Cairo", "Illinois", 37.00, -89.18),
    NamedPlace("evansville", "Evansville", "Indiana", 37.97, -87.57),
    NamedPlace("paducah", "Paducah", "Kentucky", 37.08, -88.60),
    NamedPlace("bloomington", "Bloomington", "Indiana", 39.17, -86.53),
    NamedPlace("indianapolis", "Indianapolis", "Indiana", 39.77, -86.16),
    NamedPlace("louisville", "Louisville", "Kentucky", 38.25, -85.76),
    NamedPlace("shreveport", "Shreveport", "Louisiana", 32.53, -93.75),
    NamedPlace("monroe", "Monroe", "Louisiana", 32.51, -92.12),
    NamedPlace("alexandria", "Alexandria", "Louisiana", 31.31, -92.45),
    NamedPlace("mccomb", "McComb", "Mississippi", 31.24, -90.45),
    NamedPlace("fort-smith", "Fort Smith", "Arkansas", 35.39, -94.40),
    NamedPlace("little-rock", "Little Rock", "Arkansas", 34.75, -92.29),
)

#: T10 by box id
NAMED = {place.id: place for place in T10}

#: Table T2 (NS-SETUP-2): militia infantry set up in each box, by side
SETUP: dict[Side, dict[str, int]] = {
    Side.USA: {
        "washington": 3,
        "chicago": 2,
        "fort-wayne": 2,
        "harpers-ferry": 1,
        "pittsburgh": 1,
        "canton": 1,
        "columbus": 1,
        "st-louis": 1,
    },
    Side.CSA: {
        "manassas-junction": 1,
        "fredericksburg": 1,
        "front-royal": 1,
        "charleston": 1,
        "mobile": 1,
        "jefferson-city": 1,
        "atlanta": 1,
        "new-orleans": 1,
    },
}

#: the starting army maxima (NS-ARMY-1, NS-SETUP-1)
START_MAXIMUM: dict[Side, int] = {Side.USA: 34, Side.CSA: 29}

#: the seven Confederate cities with a red number of 2 or 3 the Union must
#: own at once to win (NS-WIN-1)
UNION_OBJECTIVES = ("new-orleans", "mobile", "atlanta", "memphis", "charleston", "wilmington", "richmond")

#: the box whose occupation wins for the Confederacy (NS-WIN-2a)
CONFEDERATE_OBJECTIVES = ("washington",)

#: the four permanent fortifications (NS-FORT-4)
PERMANENT_FORTIFICATIONS = ("washington", "richmond", "fort-monroe", "vicksburg")

#: the Potomac (NS-MOVE-10): a river from Washington downstream to Fredericksburg
POTOMAC = ("washington", "fredericksburg")

#: the box with numbers in both colours, a recruitment city for whoever owns it (NS-RECR-3)
EITHER_SIDE_RECRUITMENT = "cairo"

#: the start box of sea landings (NS-SEA-4), a port (NS-SEA-5)
LANDING_START = "washington"


@dataclass(frozen=True)
class NamedLink:
    """A row of table T11: one line the rules or an example imply."""

    a: str
    b: str
    kind: LinkKind
    source: str  # "M1", "M2", "NS-MOVE-10"


#: Table T11's single lines (NS-MAP-2)
T11: tuple[NamedLink, ...] = (
    NamedLink("evansville", "paducah", LinkKind.RIVER, "M1"),
    NamedLink("paducah", "cairo", LinkKind.RIVER, "M1"),
    NamedLink("evansville", "bloomington", LinkKind.RAIL, "M1"),
    NamedLink("bloomington", "indianapolis", LinkKind.RAIL, "M1"),
    NamedLink("bloomington", "louisville", LinkKind.RAIL, "M1"),
    NamedLink("shreveport", "monroe", LinkKind.ROAD, "M2"),
    NamedLink("monroe", "vicksburg", LinkKind.RAIL, "M2"),
    NamedLink("washington", "fredericksburg", LinkKind.RIVER, "NS-MOVE-10"),
)


@dataclass(frozen=True)
class ExamplePath:
    """A path an example of the rules moves along (NS-MAP-2): from ``stops[0]``
    to ``stops[-1]`` by lines of ``kind`` only, one line per step; a stop of
    None is a box the text does not name. ``lines`` lists the numbers of
    lines allowed when the text leaves it open (the combat example: one or
    two); then ``stops`` holds the two ends only. ``downstream``: every line
    runs downstream in the direction of travel."""

    example: str  # "M1", "M2", "combat example"
    stops: tuple[str | None, ...]
    kind: LinkKind
    downstream: bool = False
    lines: tuple[int, ...] = ()

    @property
    def line_counts(self) -> tuple[int, ...]:
        return self.lines or (len(self.stops) - 1,)


#: the examples' paths (NS-MOVE M1, M2; the worked combat example)
EXAMPLE_PATHS: tuple[ExamplePath, ...] = (
    ExamplePath("M1", ("evansville", "paducah", "cairo"), LinkKind.RIVER, downstream=True),
    ExamplePath("M1", ("evansville", "bloomington", "indianapolis"), LinkKind.RAIL),
    ExamplePath("M1", ("evansville", "bloomington", "louisville"), LinkKind.RAIL),
    ExamplePath("M2", ("shreveport", "monroe"), LinkKind.ROAD),
    ExamplePath("M2", ("monroe", "vicksburg"), LinkKind.RAIL),
    ExamplePath("M2", ("vicksburg", None, "alexandria"), LinkKind.RIVER),
    ExamplePath("M2", ("vicksburg", None, "mccomb"), LinkKind.RAIL),
    ExamplePath("combat example", ("fort-smith", "little-rock"), LinkKind.RIVER, downstream=True, lines=(1, 2)),
)

#: the worked combat example's battle box and where its attackers came from (NS-MAP-4.10)
COMBAT_EXAMPLE_BOX = "little-rock"
COMBAT_EXAMPLE_FROM = "fort-smith"

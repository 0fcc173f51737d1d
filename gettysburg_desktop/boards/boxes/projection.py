"""Where a box stands on screen: box maps are drawn from geography.

A box's position is geographic (WGS84 latitude and longitude, degrees): it is
drawn where its town is, nudged only for legibility. ``to_scene`` /
``from_scene`` turn positions into the scene units the play window and the
editor draw in (x right, y down), the same way in both: an equirectangular
projection, the longitude scaled by the cosine of a middle latitude, which is
true enough over the few hundred miles a box map covers.
"""

from __future__ import annotations

import math

#: scene units per degree of latitude, the longitude scaled by
#: cos(MID_LATITUDE), origin at (ORIGIN_LAT, ORIGIN_LON) in the scene's
#: top-left corner (a frame around eastern North America; any place on Earth
#: projects, only farther from the origin)
SCALE = 160.0
MID_LATITUDE = 36.0
ORIGIN_LAT = 43.5
ORIGIN_LON = -96.5
_COS = math.cos(math.radians(MID_LATITUDE))

#: a box's plate on screen at its least (scene units, width and height): the
#: window and the editor draw it so, the editor warns of boxes drawn over each other
BOX_SIZE = (70.0, 26.0)


def to_scene(lat: float, lon: float) -> tuple[float, float]:
    """A geographic position in scene units (x right, y down)."""
    return (lon - ORIGIN_LON) * SCALE * _COS, (ORIGIN_LAT - lat) * SCALE


def from_scene(x: float, y: float) -> tuple[float, float]:
    """``to_scene`` undone: (lat, lon) of a scene position."""
    return ORIGIN_LAT - y / SCALE, ORIGIN_LON + x / (SCALE * _COS)

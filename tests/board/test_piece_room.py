"""Room for an area's pieces (boards/areas/piece_room.py): a free rectangle inside
the area, clear of its name, nearest to where the eye looks."""

import shapely

from gettysburg_desktop.boards.areas.piece_room import room_for


def inside(poly, centre, w, h, margin=2.0):
    x, y = centre
    return poly.buffer(-margin).contains(shapely.box(x - w / 2, y - h / 2, x + w / 2, y + h / 2))


def test_the_stack_goes_under_the_name_when_there_is_room():
    area = shapely.Polygon([(0, 0), (200, 0), (200, 200), (0, 200)])
    name = (60, 60, 140, 90)
    centre = room_for(area, 100, 50, (100, 120), (name,))
    assert inside(area, centre, 100, 50)
    assert centre[1] - 25 >= 90 and abs(centre[0] - 100) <= 4  # just under the name, centred


def test_a_narrow_area_puts_the_stack_where_it_fits_not_over_the_border():
    # an L: the name fills the foot, the stack must go up the narrow leg
    area = shapely.Polygon([(0, 0), (60, 0), (60, 140), (220, 140), (220, 200), (0, 200)])
    name = (70, 150, 200, 190)
    centre = room_for(area, 50, 60, (135, 200), (name,))
    assert inside(area, centre, 50, 60) and centre[0] < 60
    x, y = centre
    assert not shapely.box(x - 25, y - 30, x + 25, y + 30).intersects(shapely.box(*name))


def test_no_room_is_said_plainly():
    area = shapely.Polygon([(0, 0), (40, 0), (40, 40), (0, 40)])
    assert room_for(area, 100, 20, (20, 20)) is None
    assert room_for(area, 20, 20, (20, 20), ((0, 0, 40, 40),)) is None


def test_a_full_stack_keeps_clear_of_the_name_its_symbol_block_and_markers():
    from gettysburg_desktop.boards.areas.piece_room import FULL_STACK, name_clearance, stack_room

    area = shapely.Polygon([(0, 0), (300, 0), (300, 200), (0, 200)])
    name = (110, 30, 190, 60)
    x, y = stack_room(area, name)
    w, h = FULL_STACK
    assert (w, h) == (108, 66)
    assert inside(area, (x, y), w, h)
    assert (
        shapely.box(x - w / 2, y - h / 2, x + w / 2, y + h / 2).intersection(shapely.box(*name_clearance(name))).area
        == 0
    )
    assert abs(x - 150) <= 4 and y - h / 2 >= 62  # just under the name
    # a name in the middle of a small area leaves no room for a full stack
    small = shapely.Polygon([(0, 0), (140, 0), (140, 110), (0, 110)])
    assert stack_room(small, (40, 40, 100, 70)) is None


def test_a_name_is_placed_where_it_lies_inside_and_a_full_stack_has_room():
    from gettysburg_desktop.boards.areas.piece_room import FULL_STACK, label_findings, place_label, stack_room

    # a strip 300 x 130: a name across its middle leaves no room for a stack above or below
    strip = shapely.box(0, 0, 300, 130)
    offsets = (-40.0, -9.0, 40.0, 9.0)  # an 80 x 18 name drawn at (0, 0)

    def box_at(p):
        return (p[0] + offsets[0], p[1] + offsets[1], p[0] + offsets[2], p[1] + offsets[3])

    assert stack_room(strip, box_at((150, 65))) is None
    assert label_findings(strip, box_at((150, 65)), (150, 65)) == ("label-room",)
    point, size = place_label(strip, offsets)
    assert size == FULL_STACK and stack_room(strip, box_at(point)) is not None
    assert strip.buffer(-1).contains(shapely.box(*box_at(point)))
    assert label_findings(strip, box_at(point), point) == ()
    # a hill's symbol and stars go above the name: they must fit too
    hill, _ = place_label(strip, offsets, terrain="hill", stars=2)
    assert hill[1] + offsets[1] - 16 >= 1
    # clear of a road when it can be
    road = shapely.LineString([(0, 30), (300, 30)]).buffer(4)
    clear, _ = place_label(strip, offsets, clutter=road)
    assert not shapely.box(*box_at(clear)).intersects(road)
    # too small for the name: nowhere; for a stack only: the place, no stack
    assert place_label(shapely.box(0, 0, 60, 60), offsets) == (None, None)
    small = shapely.box(0, 0, 120, 60)
    point, size = place_label(small, offsets)
    assert point is not None and size is None
    assert label_findings(small, box_at((300, 300)), (300, 300)) == ("label-outside", "label-room")

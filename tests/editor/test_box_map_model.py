"""The box-map editor's model, free of Qt (NS-MAP-3): every edit undoes bit
for bit, ids stay unique, renaming an id carries the links along."""

from __future__ import annotations

import pytest
from box_maps import CSA, USA, little_map

from gettysburg_desktop.editor.model import EditRefused, UndoStack
from gettysburg_desktop.games.nordensueden.editor.model.box_edits import (
    add_box,
    add_link,
    change_box_id,
    delete_box,
    delete_link,
    move_box,
    reverse_river,
    set_box,
    set_link,
    toggle_crossing,
)
from gettysburg_desktop.games.nordensueden.editor.model.box_map import BOX, LINK, EditableBoxMap
from gettysburg_desktop.games.nordensueden.rules.boxmap import LinkKind, to_scene


@pytest.fixture
def bmap() -> EditableBoxMap:
    return EditableBoxMap.from_boxmap(little_map())


def test_round_trip_keeps_order_and_records(bmap):
    assert bmap.to_boxmap() == little_map()
    assert list(bmap.links) == ["link-1", "link-2", "link-3", "link-4", "link-5"]


def test_add_box_gets_a_unique_id_and_its_place_from_the_scene(bmap):
    stack = UndoStack()
    stack.push(add_box(bmap, "Washington", to_scene(38.0, -78.0)))
    box = bmap.boxes["washington-2"]
    assert (box.lat, box.lon) == pytest.approx((38.0, -78.0), abs=1e-4)
    assert box.owner is None and box.name == "Washington"
    stack.undo()
    assert "washington-2" not in bmap.boxes
    with pytest.raises(EditRefused):
        add_box(bmap, "  ", (0, 0))


def test_a_drag_merges_into_one_step_and_undoes_to_the_old_place(bmap):
    stack = UndoStack()
    old = bmap.boxes["manassas"]
    x, y = old.position
    for k in range(1, 4):
        stack.push(move_box(bmap, "manassas", (x + 10 * k, y), merge_key=("drag", 1)))
    assert len(stack) == 1
    assert bmap.boxes["manassas"].position[0] == pytest.approx(x + 30, abs=0.02)
    stack.undo()
    assert bmap.boxes["manassas"] is old


def test_properties_of_a_box(bmap):
    stack = UndoStack()
    stack.push(set_box(bmap, "manassas", owner="csa", recruit={"usa": 0, "csa": 2}, port=True, note="rail junction"))
    box = bmap.boxes["manassas"]
    assert box.owner is CSA and box.recruit == {CSA: 2} and box.port and box.note == "rail junction"
    with pytest.raises(EditRefused):
        set_box(bmap, "manassas", recruit={USA: -1})
    with pytest.raises(EditRefused):
        set_box(bmap, "manassas", border_state="Texas")
    stack.undo()
    assert bmap.boxes["manassas"] == little_map().box["manassas"]


def test_changing_an_id_carries_the_links_along(bmap):
    stack = UndoStack()
    stack.push(change_box_id(bmap, "fredericksburg", "fburg"))
    assert "fredericksburg" not in bmap.boxes and bmap.boxes["fburg"].name == "Fredericksburg"
    potomac = bmap.links["link-1"]
    assert (potomac.b, potomac.downstream, potomac.crossing) == ("fburg", "fburg", frozenset({"fburg"}))
    assert bmap.to_boxmap().connected()
    stack.undo()
    assert bmap.to_boxmap() == little_map()
    with pytest.raises(EditRefused, match="taken"):
        change_box_id(bmap, "fredericksburg", "richmond")
    with pytest.raises(EditRefused, match="not a box id"):
        change_box_id(bmap, "fredericksburg", "Fred Burg")


def test_delete_a_box_takes_its_links_and_undo_puts_them_back_in_order(bmap):
    stack = UndoStack()
    stack.push(delete_box(bmap, "washington"))
    assert set(bmap.links) == {"link-2", "link-4"}
    stack.undo()
    assert bmap.to_boxmap() == little_map()


def test_links_drawn_changed_reversed_and_crossed(bmap):
    stack = UndoStack()
    stack.push(add_link(bmap, "richmond", "manassas", "river"))
    new = bmap.link_between("richmond", "manassas", LinkKind.RIVER)
    assert bmap.links[new].downstream == "manassas"  # drawn downstream
    with pytest.raises(EditRefused, match="already joined"):
        add_link(bmap, "manassas", "richmond", LinkKind.RIVER)
    with pytest.raises(EditRefused):
        add_link(bmap, "richmond", "richmond", LinkKind.ROAD)
    stack.push(reverse_river(bmap, new))
    assert bmap.links[new].downstream == "richmond"
    stack.push(toggle_crossing(bmap, new, "manassas"))
    assert bmap.links[new].crossing == {"manassas"}
    stack.push(set_link(bmap, new, kind="road"))
    assert bmap.links[new].kind is LinkKind.ROAD and bmap.links[new].downstream is None
    stack.push(add_link(bmap, "fredericksburg", "richmond", "road"))
    road = bmap.link_between("fredericksburg", "richmond", LinkKind.ROAD)
    with pytest.raises(EditRefused, match="already joined"):
        set_link(bmap, road, kind="rail")  # link-2 is the railroad between them
    stack.push(delete_link(bmap, new))
    assert new not in bmap.links
    for _ in range(6):
        stack.undo()
    assert bmap.to_boxmap() == little_map()


def test_a_link_made_a_river_flows_to_its_second_end(bmap):
    stack = UndoStack()
    stack.push(set_link(bmap, "link-2", kind="river"))
    assert bmap.links["link-2"].downstream == "richmond"
    with pytest.raises(EditRefused):
        reverse_river(bmap, "link-3")


def test_listeners_hear_what_changed(bmap):
    heard = []
    bmap.subscribe(heard.append)
    UndoStack().push(delete_box(bmap, "harpers-ferry"))
    assert heard[-1].boxes == {"harpers-ferry"} and heard[-1].links == {"link-5"}
    assert bmap.get((BOX, "harpers-ferry")) is None and bmap.get((LINK, "link-5")) is None


def test_a_placeholders_id_follows_the_first_real_name_and_its_links_follow(bmap):
    from gettysburg_desktop.games.nordensueden.editor.model.box_edits import rename_box

    stack = UndoStack()
    stack.push(add_box(bmap, "Box 6", to_scene(37.2, -77.4)))
    stack.push(add_link(bmap, "box-6", "richmond", "rail"))
    stack.push(rename_box(bmap, "box-6", "Richmond"))  # taken: the id gets a number
    assert bmap.boxes["richmond-2"].name == "Richmond"
    assert bmap.link_between("richmond-2", "richmond", LinkKind.RAIL) is not None
    stack.push(rename_box(bmap, "richmond-2", "Petersburg"))
    assert "richmond-2" in bmap.boxes  # an id made from a real name stays
    stack.undo()
    stack.undo()
    assert "box-6" in bmap.boxes and bmap.link_between("box-6", "richmond", LinkKind.RAIL) is not None


def test_a_set_up_of_its_own_starts_from_t2_and_goes_back_whole(bmap):
    """The little map (Washington, Fredericksburg... played with T2) given a
    set-up of its own: T2's numbers in the boxes of their side's colour, for
    the author to edit; back to the campaign's, the starts go (issue 22, item 19)."""
    from gettysburg_desktop.games.nordensueden.editor.model.box_edits import set_own_setup

    stack = UndoStack()
    before = bmap.to_boxmap()
    stack.push(set_own_setup(bmap, True))
    m = bmap.to_boxmap()
    assert m.own_setup and m.setup() == {USA: {"washington": 3, "harpers-ferry": 1}, CSA: {"fredericksburg": 1}}
    assert stack.undo_text() == "Give the map a set-up of its own"
    stack.push(set_box(bmap, "richmond", start=2))
    assert stack.undo_text() == "Richmond: starting militia 0 \u2192 2"
    stack.push(set_own_setup(bmap, False))
    assert not any(b.start for b in bmap.boxes.values()) and not bmap.attributes.own_setup
    for _ in range(3):
        stack.undo()
    assert bmap.to_boxmap() == before


def test_the_undo_history_names_the_field_changed(bmap):
    stack = UndoStack()
    stack.push(set_box(bmap, "fredericksburg", owner="usa"))
    assert stack.undo_text() == "Fredericksburg: owner csa \u2192 usa"
    stack.push(set_box(bmap, "fredericksburg", port=True, fortress=True))
    assert stack.undo_text() == "Change box Fredericksburg"


def test_the_maps_id_is_the_authors_to_set(bmap):
    from gettysburg_desktop.games.nordensueden.editor.model.box_edits import set_box_map_id

    stack = UndoStack()
    stack.push(set_box_map_id(bmap, "little-virginia"))
    assert bmap.to_boxmap().id == "little-virginia"
    with pytest.raises(EditRefused, match="not a map id"):
        set_box_map_id(bmap, "Little Virginia")
    stack.undo()
    assert bmap.attributes.id == "little"

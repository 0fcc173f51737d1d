"""The crossroads test battlefield drawn as a map has exactly the rules' hand-written graph."""

from gettysburg_desktop.boards.areas.validation import validate_map
from gettysburg_desktop.games.gettysburg.map.to_rules import to_battlefield
from gettysburg_desktop.games.gettysburg.rules import crossroads
from gettysburg_desktop.games.gettysburg.scenario.catalog import load_scenario_by_id
from gettysburg_desktop.games.gettysburg.scenario.crossroads_map import crossroads_map


def test_the_drawn_crossroads_map_has_the_rules_graph():
    doc = crossroads_map()
    assert validate_map(doc) == []
    drawn, rules = to_battlefield(doc), crossroads.battlefield()
    assert drawn.borders == rules.borders
    assert drawn.vertex_contacts == rules.vertex_contacts
    assert drawn.road_borders == rules.road_borders
    assert {b: e.area for b, e in drawn.entry_boxes.items()} == {b: e.area for b, e in rules.entry_boxes.items()}
    assert {a: (x.terrain, x.stars) for a, x in drawn.areas.items()} == {
        a: (x.terrain, x.stars) for a, x in rules.areas.items()
    }


def test_the_catalogs_crossroads_carries_its_drawing():
    sc = load_scenario_by_id("crossroads")
    assert sc.map_document is not None and sc.topology is not None
    assert sc.battlefield.borders == crossroads.battlefield().borders

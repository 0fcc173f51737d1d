"""Scenario files (docs/scenario-format.md): the 1863 scenario loads clean, and
a broken file is rejected with every problem named by file and path."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from gettysburg_desktop.games.gettysburg.rules.periods import period_index
from gettysburg_desktop.games.gettysburg.rules.pieces import UNIT_COUNTS, Kind, Side
from gettysburg_desktop.games.gettysburg.scenario.catalog import load_scenario_by_id
from gettysburg_desktop.games.gettysburg.scenario.scenario_file import (
    ScenarioFormatError,
    ScenarioProblem,
    find_builtin_scenario,
    load_scenario,
)

BUILTIN = find_builtin_scenario("gettysburg-1863")
MAP = (BUILTIN.parent / "../maps/gettysburg-1863.yaml").resolve()


@pytest.fixture(scope="module")
def scenario():
    return load_scenario(BUILTIN)


def base_data() -> dict:
    data = yaml.safe_load(BUILTIN.read_text(encoding="utf-8"))
    data["map"] = str(MAP)
    return data


def write(tmp_path: Path, data: dict, name: str = "broken.yaml") -> Path:
    path = tmp_path / name
    path.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    return path


def typed_problems_of(path: Path) -> list[ScenarioProblem]:
    with pytest.raises(ScenarioFormatError) as info:
        load_scenario(path)
    text = str(info.value)
    for line in text.splitlines():
        assert line.startswith(f"{path}: "), line  # every line names the file
    assert len(text.splitlines()) == len(info.value.problems)
    return info.value.problems


def problems_of(path: Path) -> list[tuple[str, str]]:
    """(subject, text) of each problem: where in the file and what a person reads."""
    return [(p.subject, p.text) for p in typed_problems_of(path)]


# --- the shipped scenario --------------------------------------------------------------


def test_builtin_1863_scenario_loads_without_problems(scenario):
    assert scenario.id == "gettysburg-1863"
    assert scenario.problems() == []


def test_1863_scenario_has_exactly_the_rulebook_pieces_R_COMP(scenario):
    for side, counts in UNIT_COUNTS.items():
        for kind in Kind:
            have = sum(1 for u in scenario.units if u.side is side and u.kind is kind)
            assert have == counts.get(kind, 0), (side, kind)


def test_1863_opening_position_follows_the_rulebook_examples(scenario):
    at = {}
    units = {u.id: u for u in scenario.units}
    for uid, where in scenario.start.items():
        at.setdefault(where, []).append(units[uid])
    herr = at["herr-ridge"]
    assert scenario.battlefield.entry_boxes["chambersburg-pike-box"].area == "herr-ridge"
    assert sorted(u.kind.value for u in herr) == ["artillery", "artillery", "regular", "regular"]
    assert all(u.side is Side.CSA for u in herr)
    assert at["chambersburg-pike-box"]  # more units in the box
    cavalry = [w for w, us in at.items() for u in us if u.kind is Kind.CAVALRY]
    assert sorted(cavalry) == ["mcpherson-ridge-herbst-woods", "oak-ridge"]
    assert sorted(u.kind.value for u in at["seminary-ridge-lutheran-seminary"]) == ["artillery", "regular", "regular"]


def test_1863_reinforcement_roads_match_the_chart_R_REIN(scenario):
    chart = {}
    for r in scenario.reinforcements:
        for _, _, box in r.roads:
            chart.setdefault((r.period, r.side), set()).add(box)
    csa, usa = Side.CSA, Side.USA
    p = period_index
    assert chart == {
        (p("1 July midday"), csa): {"mummasburg-road-box", "carlisle-road-box", "harrisburg-road-box"},
        (p("1 July midday"), usa): {"tanneytown-road-box"},
        (p("1 July afternoon"), csa): {"chambersburg-pike-box"},
        (p("1 July afternoon"), usa): {"tanneytown-road-box", "baltimore-pike-box", "emmitsburg-road-box"},
        (p("1 July night"), csa): {"chambersburg-pike-box"},
        (p("1 July night"), usa): {"tanneytown-road-box"},
        (p("2 July morning"), csa): {"chambersburg-pike-box"},
        (p("2 July morning"), usa): {"baltimore-road-box", "tanneytown-road-box"},
        (p("2 July midday"), csa): {"chambersburg-pike-box"},
        (p("2 July afternoon"), usa): {"baltimore-road-box"},
    }
    rolled = [r for r in scenario.reinforcements if r.rolled]
    assert len(rolled) == 1  # R-REIN-2
    assert rolled[0].box_for(2) == "mummasburg-road-box" and rolled[0].box_for(5) == "carlisle-road-box"


def test_union_order_boxes_come_from_the_file_R_DISC_1(scenario):
    assert scenario.union_order_boxes == {"morning": 10, "midday": 10, "afternoon": 10, "night": 6}


def test_catalog_finds_the_1863_scenario_through_package_resources():
    assert load_scenario_by_id("gettysburg-1863").name == "Gettysburg 1863"


def test_unknown_builtin_scenario_is_a_lookup_error():
    with pytest.raises(LookupError):
        find_builtin_scenario("no-such-battle")


def test_a_copy_in_another_folder_loads_with_its_map_path_relative_to_the_file(tmp_path):
    data = base_data()
    folder = tmp_path / "scenarios"
    folder.mkdir()
    maps = tmp_path / "maps"
    maps.mkdir()
    (maps / "m.yaml").write_text(MAP.read_text(encoding="utf-8"), encoding="utf-8")
    data["map"] = "../maps/m.yaml"
    assert load_scenario(write(folder, data, "ok.yaml")).problems() == []


# --- broken files ------------------------------------------------------------------------


def test_unknown_unit_in_a_reinforcement_group_is_named_by_path(tmp_path):
    data = base_data()
    data["reinforcements"][2]["units"][1] = "usa-xi-99"
    problems = problems_of(write(tmp_path, data))
    assert ("reinforcements[2].units[1]", "unknown unit 'usa-xi-99' (not in units)") in problems
    # the real unit it displaced is now missing from the chart: reported too
    assert any(path.startswith("units[") and "usa-xi-2" in msg for path, msg in problems)


def test_unknown_entry_box_is_named_by_path(tmp_path):
    data = base_data()
    data["reinforcements"][1]["road"] = "york-pike-box"
    data["reinforcements"][0]["roads"]["4-6"] = "carlisle-pike-box"
    paths = {path for path, _ in problems_of(write(tmp_path, data))}
    assert {"reinforcements[1].road", "reinforcements[0].roads.4-6"} <= paths


def test_unknown_start_area_is_named_by_path(tmp_path):
    data = base_data()
    data["start"]["little-big-top"] = data["start"].pop("oak-ridge")
    problems = problems_of(write(tmp_path, data))
    assert [p for p, _ in problems] == ["start.little-big-top"]


def test_wrong_piece_counts_are_reported_with_the_file_R_COMP(tmp_path):
    data = base_data()
    data["units"] = [u for u in data["units"] if u["id"] != "csa-pickett-2"]
    data["reinforcements"][12]["units"].remove("csa-pickett-2")
    problems = problems_of(write(tmp_path, data))
    assert problems == [("units", "Confederate has 16 regular units; R-COMP requires 17")]


def test_bad_period_names_the_path_and_the_accepted_spellings(tmp_path):
    data = base_data()
    data["reinforcements"][3]["period"] = "4 July morning"
    ((path, message),) = problems_of(write(tmp_path, data))
    assert path == "reinforcements[3].period"
    assert "4 July morning" in message and "1 July midday" in message


def test_a_unit_placed_twice_is_reported_R_COMP(tmp_path):
    data = base_data()
    data["reinforcements"][13]["units"].append("csa-heth-1")
    problems = problems_of(write(tmp_path, data))
    assert [p for p, _ in problems] == ["reinforcements[13].units[4]"]
    assert "placed twice" in problems[0][1] and "start.herr-ridge[0]" in problems[0][1]


def test_die_ranges_must_cover_one_to_six_R_REIN_2(tmp_path):
    data = base_data()
    data["reinforcements"][0]["roads"] = {"1-3": "mummasburg-road-box", "5-6": "carlisle-road-box"}
    assert [p for p, _ in problems_of(write(tmp_path, data))] == ["reinforcements[0].roads"]


def test_all_problems_are_reported_at_once(tmp_path):
    data = base_data()
    data["units"][0]["kind"] = "grenadier"
    data["units"][1]["side"] = "prussia"
    data["reinforcements"][4]["period"] = "midsummer"
    data["union_order_boxes"]["night"] = 0
    data["colour"] = "grey"
    paths = [p for p, _ in problems_of(write(tmp_path, data))]
    for want in ("units[0].kind", "units[1].side", "reinforcements[4].period", "union_order_boxes.night", "colour"):
        assert want in paths


def test_a_newer_format_version_is_refused(tmp_path):
    data = base_data()
    data["format_version"] = 2
    assert problems_of(write(tmp_path, data)) == [("format_version", "version 2 is newer than this program reads (1)")]


def test_invalid_yaml_names_line_and_column(tmp_path):
    path = tmp_path / "bad.yaml"
    path.write_text("id: x\nunits: [a, b\n", encoding="utf-8")
    ((where, message),) = problems_of(path)
    assert where.startswith("line ") and "not valid YAML" in message


def test_a_unit_of_the_wrong_side_in_a_group_is_reported(tmp_path):
    data = base_data()
    data["reinforcements"][3]["units"].append(data["reinforcements"][2]["units"].pop())
    problems = problems_of(write(tmp_path, data))
    assert ("reinforcements[3].units[4]", "unit 'usa-xi-art' is usa, but this group is csa") in problems


def test_a_loaded_scenario_keeps_its_map_document_and_topology_built_once(monkeypatch):
    from gettysburg_desktop.boards.areas import topology as topology_module
    from gettysburg_desktop.games.gettysburg.scenario import scenario_file, scenario_sections

    calls = []
    real = topology_module.build_topology
    monkeypatch.setattr(
        scenario_sections, "build_topology", lambda doc, *a, **k: calls.append(doc) or real(doc, *a, **k)
    )
    sc = scenario_file.load_scenario(scenario_file.find_builtin_scenario("gettysburg-1863"))
    assert len(calls) == 1  # validation and the rules' graph share it
    assert sc.map_document is calls[0] and sc.topology.area_ids == sc.battlefield.area_ids
    assert sorted(tuple(sorted(p)) for p in sc.topology.edge_pairs()) == sorted(
        tuple(sorted(p)) for p in sc.battlefield.borders
    )


def test_a_scenario_may_switch_on_a_variant_and_an_unknown_one_is_named(tmp_path):
    data = base_data()
    data["variants"] = ["entry-box-fallback"]
    from gettysburg_desktop.games.gettysburg.scenario.scenario_file import load_scenario

    assert load_scenario(write(tmp_path, data)).variants == ("entry-box-fallback",)
    data["variants"] = ["entry-box-fallback", "free-beer"]
    assert problems_of(write(tmp_path, data)) == [
        ("variants[1]", "unknown variant 'free-beer' (known: entry-box-fallback)")
    ]


# --- typed problems (issue 15, item 6) ---------------------------------------------------


def test_each_problem_carries_a_code_and_its_place_in_the_file(tmp_path):
    data = base_data()
    data["reinforcements"][2]["units"][1] = "usa-xi-99"  # displaces usa-xi-2: now placed nowhere
    data["reinforcements"][1]["road"] = "york-pike-box"
    data["reinforcements"][0]["roads"] = {"1-3": "mummasburg-road-box", "5-6": "carlisle-road-box"}
    data["units"][0]["kind"] = "grenadier"  # csa-heth-1: one regular short of R-COMP
    data["variants"] = ["free-beer"]
    found = {(p.code, p.subject) for p in typed_problems_of(write(tmp_path, data))}
    unit_of_xi_2 = next(f"units[{i}]" for i, u in enumerate(data["units"]) if u["id"] == "usa-xi-2")
    assert found == {
        ("unknown-unit", "reinforcements[2].units[1]"),
        ("not-placed", unit_of_xi_2),
        ("unknown-box", "reinforcements[1].road"),
        ("die-range", "reinforcements[0].roads"),
        ("unknown-kind", "units[0].kind"),
        ("unknown-variant", "variants[0]"),
        ("counts", "units"),
    }


def test_piece_counts_are_checked_even_when_the_map_is_missing_R_COMP(tmp_path):
    data = base_data()
    del data["map"]
    data["units"] = [u for u in data["units"] if u["id"] != "csa-pickett-2"]
    data["reinforcements"][12]["units"].remove("csa-pickett-2")
    problems = typed_problems_of(write(tmp_path, data))
    assert [(p.code, p.subject, p.text) for p in problems] == [
        ("missing-key", "", "missing key 'map'"),
        ("counts", "units", "Confederate has 16 regular units; R-COMP requires 17"),
    ]


def test_the_parser_never_recovers_codes_from_wording():
    """Problems are typed where they are found (scenario_sections), not matched by their words afterwards."""
    source = (Path(__file__).parents[2] / "gettysburg_desktop/games/gettysburg/scenario/scenario_file.py").read_text(
        encoding="utf-8"
    )
    assert "re.match" not in source and "startswith(" not in source and "R-COMP requires" not in source

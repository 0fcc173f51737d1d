"""`cli bench` times every shipped map: Gettysburg's area maps and Norden &
Süden's box map alike (it broke on the box map, reading it as an area map)."""

from __future__ import annotations

from gettysburg_desktop.benchmark import shipped_map_lines


def test_bench_times_every_shipped_map_the_box_map_included():
    lines = shipped_map_lines()
    area = [line for line in lines if line.startswith("map gettysburg-1863.yaml: 47 areas")]
    boxes = [line for line in lines if line.startswith("map norden-sueden-1861.yaml: 146 boxes, 280 links")]
    assert len(area) == 1 and area[0].endswith(" 0 problems")
    assert len(boxes) == 1 and " ms, NS-MAP-4 check " in boxes[0]
    assert boxes[0].endswith(", 0 problems")

"""``cli bench --ui`` plays a random game through the window: after a roll
in the hot seat the player who rolled presses Hand over (issue 14, item 4),
as the benchmark must too (it stopped with "empty range for randrange()")."""

from __future__ import annotations

from gettysburg_desktop.ui.benchmark import ui_benchmark_lines


def test_the_window_benchmark_plays_past_the_rolls_and_the_hand_over(qapp):
    lines = ui_benchmark_lines(max_actions=320, starts=0)
    assert any("a click to the highlights updated" in line and "clicks)" in line for line in lines)
    assert any("320 actions, hot seat" in line for line in lines)

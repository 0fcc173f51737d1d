"""Full garbage collections wait for a moment nobody sees (ui/idle_gc.py)."""

import gc

from gettysburg_desktop.ui import idle_gc


def test_full_collections_run_when_due_and_only_when_asked():
    before = gc.get_threshold()
    try:
        idle_gc.install()
        assert gc.get_threshold()[2] >= 1 << 30  # Python starts none itself
        gc.collect()
        assert not idle_gc.collect_if_due()  # nothing due right after one
        for _ in range(idle_gc.FULL_AFTER):
            gc.collect(1)
        assert not idle_gc.collect_if_due(overdue=True)  # due, not yet overdue
        assert idle_gc.collect_if_due() and gc.get_count()[2] == 0
    finally:
        gc.set_threshold(*before)
        gc.unfreeze()
    assert not idle_gc.collect_if_due()  # not installed: Python's own rules

"""The arena on a Dask cluster (issue 26, item 8): a local cluster started
by the test itself plays the same games, with the same results, as this
process; a cluster that can't be used is refused with the reason."""

from __future__ import annotations

import pytest

distributed = pytest.importorskip("distributed")

from gettysburg_desktop.ai import arena_cluster  # noqa: E402
from gettysburg_desktop.ai.arena import run_match  # noqa: E402
from gettysburg_desktop.ai.arena_cluster import ClusterError, source_fingerprint  # noqa: E402
from gettysburg_desktop.ai.arena_report import report_text, summary  # noqa: E402
from gettysburg_desktop.ai.sequential import Sprt  # noqa: E402


@pytest.fixture(scope="module")
def cluster():
    """Two worker processes, one thread each, on this machine."""
    with distributed.LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None, silence_logs=50
    ) as local:
        yield local.scheduler_address


def _key(m):
    return [(r.seed, r.first, r.second, r.winner, r.rule, r.period, r.actions, r.forced) for r in m.results]


def test_a_cluster_plays_the_games_one_process_plays(cluster):
    here = run_match(["policy", "random"], "crossroads", 2, seed=3, jobs=1, check_every=0)
    there = run_match(["policy", "random"], "crossroads", 2, seed=3, check_every=0, cluster=cluster)
    assert _key(there) == _key(here)
    assert all(r.failure is None for r in there.results)
    s = summary(there)
    assert s["cluster"] == cluster and s["time_limit"] is None
    text = report_text(s)
    assert f"played by the workers of the cluster at {cluster}" in text
    assert "no time limit on a decision (a cluster's workers play in threads" in text


def test_a_sequential_test_stops_a_cluster_match_where_one_process_stops(cluster):
    test = Sprt(0.5, 0.6, min_pairs=3)
    here = run_match(["policy", "random"], "crossroads", 12, seed=1, jobs=1, check_every=0, sprt=test)
    there = run_match(["policy", "random"], "crossroads", 12, seed=1, check_every=0, sprt=test, cluster=cluster)
    assert there.decision == here.decision and there.seeds_played == here.seeds_played
    assert _key(there) == _key(here)


def test_workers_running_other_code_are_refused(cluster, monkeypatch):
    """The workers' source is compared with this process's: a changed rule
    would make other games."""
    source_fingerprint.cache_clear()
    monkeypatch.setattr(arena_cluster, "source_fingerprint", lambda: "not-this-program")
    with pytest.raises(ClusterError, match="2 of the cluster's 2 workers run other code than this program"):
        run_match(["random", "random"], "crossroads", 1, cluster=cluster)


def test_no_scheduler_is_a_clear_error(monkeypatch):
    monkeypatch.setattr(arena_cluster, "CONNECT_TIMEOUT", 1)
    with pytest.raises(ClusterError, match=r"no Dask scheduler answers at tcp://127\.0\.0\.1:9"):
        run_match(["random", "random"], "crossroads", 1, cluster="tcp://127.0.0.1:9")


def test_the_fingerprint_is_the_programs_source():
    a = source_fingerprint()
    assert len(a) == 16 and a == source_fingerprint()

"""The arena beyond one machine (issue 26, item 8): a match's games played
by the workers of a Dask cluster (``distributed``, the optional extra
``cluster``) instead of this machine's processes: the same tasks, seeds and
results, so the same figures and intervals.

Why Dask and not Ray (measured on a 2-core machine, docs/performance.md,
"The arena on a cluster"): both start a local cluster and run a game as a
task; Dask's ``distributed`` is pure Python, 24 MB installed against Ray's
240 MB, starts a local cluster in about 1 s against 4 s, costs about 2 ms a
task against 15, and its futures are those of ``concurrent.futures`` (the
arena's local pool) in all but name. A game lasts seconds to minutes: any of
them would do; the smaller, simpler one is chosen.

A cluster is started by whoever owns the machines:

    dask scheduler                          # prints its address, tcp://HOST:8786
    dask worker tcp://HOST:8786 --nthreads 1 --nworkers 16    # on each machine

with this program installed (``pip install '.[cluster]'``) at the same
version on every worker. Before the first game the arena asks every worker
for the fingerprint of its source (``source_fingerprint``) and refuses a
cluster whose workers run other code: their games would not be this
program's games.

A worker plays a game in one of its threads, where a decision can't be
interrupted: the arena's time limit does not apply on a cluster (the report
says so). The games already under way when the sequential test decides are
cancelled.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence
from functools import cache
from pathlib import Path
from typing import Any

#: seconds to wait for the scheduler to answer
CONNECT_TIMEOUT = 10


class ClusterError(RuntimeError):
    """A cluster that can't be used: the message says why and what to do."""


@cache
def source_fingerprint() -> str:
    """A digest of the program's Python source (every ``.py`` file of the
    package, by its path): two installations play the same games when it is
    the same. A build without its source (frozen) gives its version."""
    root = Path(__file__).resolve().parents[1]
    digest = hashlib.sha256()
    files = sorted(root.rglob("*.py"))
    if not files:
        from gettysburg_desktop.version import version

        return f"version {version()}"
    for path in files:
        digest.update(str(path.relative_to(root)).encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def _worker_fingerprint() -> str:
    """``source_fingerprint`` as a worker finds it (sent by name: the worker's own)."""
    return source_fingerprint()


def _client(address: str) -> Any:
    try:
        from distributed import Client
    except ImportError:
        raise ClusterError(
            "a cluster needs Dask's distributed, the optional extra 'cluster': pip install 'gettysburg-desktop[cluster]'"
        ) from None
    try:
        return Client(address, timeout=CONNECT_TIMEOUT, set_as_default=False)
    except (OSError, TimeoutError) as exc:
        raise ClusterError(f"no Dask scheduler answers at {address}: {exc}") from None


def check_workers(client: Any) -> int:
    """The number of workers, each running this program's source; raises
    ClusterError for none or for one that runs other code."""
    mine = source_fingerprint()
    theirs = client.run(_worker_fingerprint)
    if not theirs:
        raise ClusterError("the cluster has no worker yet: start one with dask worker ADDRESS")
    other = sorted(worker for worker, found in theirs.items() if found != mine)
    if other:
        raise ClusterError(
            f"{len(other)} of the cluster's {len(theirs)} workers run other code than this program "
            f"({other[0]}: {theirs[other[0]]}, here: {mine}); install the same version on every worker"
        )
    return len(theirs)


def run_on_cluster(
    address: str,
    play: Callable[[Any], Any],
    tasks: Sequence[Any],
    todo: Sequence[int],
    finished: Callable[[int, Any], bool],
    failed: Callable[[int, BaseException], Any],
) -> None:
    """Play ``tasks[i]`` for every ``i`` in ``todo`` on the cluster at
    ``address``; ``finished(i, result)`` is told each game as it ends and
    True from it ends the match (the games left are cancelled);
    ``failed(i, exc)`` makes the result of a game whose worker failed."""
    from distributed import as_completed

    client = _client(address)
    futures: dict[Any, int] = {}
    try:
        check_workers(client)
        futures = {client.submit(play, tasks[i], pure=False): i for i in todo}
        for future in as_completed(list(futures), loop=client.loop):
            i = futures[future]
            try:
                result = future.result()
            except Exception as exc:  # noqa: BLE001 - a worker that died, a result that would not travel
                result = failed(i, exc)
            if finished(i, result):
                break
    finally:
        pending = [f for f in futures if not f.done()]
        if pending:
            client.cancel(pending)
        client.close()

"""Nothing outlives what it belongs to (issue 25, finding 9): no lock file
after its solve, no metrics files per solver process, no solver process
after the API worker that started it."""

from __future__ import annotations

import os
import signal
import tempfile
import time
from pathlib import Path

import httpx
import pytest

from harness.live import alive, children_of, gunicorn_process
from service import create_app
from tests.waiting import PATIENCE, wait_for

pytestmark = pytest.mark.live

SMALL = {"odd": [1, 3, 5, 7], "even": [2, 4, 6, 8]}


def test_no_lock_file_outlives_its_solve(tmp_path: Path) -> None:
    client = create_app(
        {"TESTING": True, "VARIANTS_DIR": str(tmp_path), "SOLVE_WAIT_SECONDS": 0}
    ).test_client()
    for target in (11, 12, 13):
        asked = client.post("/v1/solves", json={"rules": {"target": target, "numbers": SMALL}})
        assert asked.status_code in (200, 202)
        if asked.status_code == 202:
            assert wait_for(client, asked.headers["Location"])["state"] == "done"
    assert len(list(tmp_path.glob("*.table"))) == 3
    locks = [path.name for path in tmp_path.glob(".*.lock")]
    assert [name for name in locks if not name.startswith(".slot-")] == []


def follow(http: httpx.Client, answer: httpx.Response) -> None:
    """Follow a solve's Location until it is done."""
    deadline = time.monotonic() + PATIENCE
    while answer.status_code == 202 or answer.json()["state"] not in ("done", "failed"):
        assert time.monotonic() < deadline
        time.sleep(0.1)
        answer = http.get(answer.headers.get("Location") or str(answer.url))
    assert answer.json()["state"] == "done"


def test_solver_processes_leave_no_metrics_files(tmp_path: Path) -> None:
    """Without Redis, each solve runs in a process of the local pool; the
    Prometheus folder holds the API's files only, however many solves ran."""
    metrics = tmp_path / "metrics"
    env = {
        "PROMETHEUS_MULTIPROC_DIR": str(metrics),
        "FIFTEEN_VARIANTS_DIR": str(tmp_path / "variants"),
        "FIFTEEN_SOLVE_WAIT": "0",
    }
    with gunicorn_process(env=env) as (url, _), httpx.Client(base_url=url, timeout=30) as http:
        assert http.get("/metrics").status_code == 200
        before = sorted(path.name for path in metrics.iterdir())
        for target in (11, 12, 13, 14):
            rules = {"target": target, "numbers": SMALL}
            follow(http, http.post("/v1/solves", json={"rules": rules}))
        assert http.get("/metrics").status_code == 200
        after = sorted(path.name for path in metrics.iterdir())
    assert after == before


def test_a_worker_killed_mid_solve_takes_its_solver_processes_with_it(tmp_path: Path) -> None:
    env = {
        "PROMETHEUS_MULTIPROC_DIR": str(tmp_path / "metrics"),
        "FIFTEEN_VARIANTS_DIR": str(tmp_path / "variants"),
        "FIFTEEN_SOLVE_WAIT": "0",
        "FIFTEEN_WORKERS": "1",
    }
    with gunicorn_process(env=env) as (url, master), httpx.Client(base_url=url) as http:
        (worker,) = children_of(master.pid)
        asked = http.post("/v1/solves", json={"rules": {"target": 20}})  # about 7 s of solving
        assert asked.status_code == 202
        deadline = time.monotonic() + PATIENCE
        while http.get(asked.headers["Location"]).json()["state"] != "solving":
            assert time.monotonic() < deadline
            time.sleep(0.05)
        solvers = children_of(worker)
        assert solvers
        os.kill(worker, signal.SIGKILL)
        while any(alive(pid) for pid in solvers):
            assert time.monotonic() < deadline, "a solver process outlived its worker"
            time.sleep(0.05)
    # Killed with its worker, not left to finish: the solve kept no table
    # (it runs again when next asked for).
    assert list((tmp_path / "variants").glob("*.table")) == []


def test_a_server_removes_the_metrics_folder_it_made_when_it_stops(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Without PROMETHEUS_MULTIPROC_DIR, gunicorn.conf.py makes one in the
    temporary folder, named by the master's pid; it goes with the server
    (issue 44, finding 5: 19 were left in 40 minutes)."""
    monkeypatch.delenv("PROMETHEUS_MULTIPROC_DIR", raising=False)
    with gunicorn_process() as (url, master):
        folder = Path(tempfile.gettempdir()) / f"fifteen-metrics-{master.pid}"
        assert httpx.get(url + "/metrics").status_code == 200
        assert folder.is_dir()
    assert not folder.exists()

"""A proof spread over real RQ proof workers and a real Redis: every
subproblem proven once, whichever worker takes it; a worker killed mid-job
loses nothing (its subproblem is queued again once its beat goes quiet); a
worker added mid-run takes work; the assembled certificate is verified by
the independent checker."""

from __future__ import annotations

import json
import signal
import time
from collections.abc import Callable

import redis

from harness.live import RedisServer, rq_workers
from service.proofs import runs
from solver.tictactoe import Player, Position, Rules
from solver.tictactoe.proof import certificate_json, prove
from tests.tictactoe.certificates import check
from tests.waiting import PATIENCE

FOUR = Rules.from_spec(size=4)
ROOT = Position.from_board(
    [None, None, None, None, None, None, 9, None, 3, None, None, None, 14, None, 5, 10], FOUR
)
"""Even to move wins; split one ply down: 66 subproblems of 10 empty cells,
Odd to move (up to 200,000 positions each: long enough to be caught
mid-proof); Even wins 2 of them, which is all it needs."""
BUDGET = 2_000_000


def wait_for(what: str, ready: Callable[[], object], seconds: float = PATIENCE) -> None:
    deadline = time.monotonic() + seconds
    while not ready():
        assert time.monotonic() < deadline, f"waited {seconds} s for {what}"
        time.sleep(0.25)


def test_a_proof_survives_a_killed_worker_and_takes_an_added_one(
    redis_server: RedisServer,
) -> None:
    client = redis.Redis.from_url(redis_server.url)
    settings = runs.Settings(depth=1, nodes=BUDGET, winner=Player.EVEN)
    assert runs.start(client, "ten", ROOT, settings) == 66
    with rq_workers(redis_server.url, 1, module="service.proofs.worker") as (first,):
        wait_for("a subproblem to be proving", lambda: client.hlen(runs.key("ten", "beats")))
        killed = {runs.text(k) for k in client.hkeys(runs.key("ten", "beats"))}
        first.send_signal(signal.SIGKILL)
        first.wait()
        unfinished = killed - set(runs.results(client, "ten"))
    with rq_workers(redis_server.url, 2, module="service.proofs.worker"):
        requeued = 0

        def finished() -> bool:
            nonlocal requeued
            requeued += runs.resume(client, "ten")
            return runs.progress(client, "ten").done == 66

        wait_for("every subproblem", finished)
    assert requeued >= len(unfinished)  # the killed worker's subproblem, queued again
    progress = runs.progress(client, "ten")
    assert (progress.won, progress.drawn, progress.unproven) == (2, 64, 0)
    assert progress.shared > 0  # the facts the workers shared
    certificate = runs.assemble_run(client, "ten")
    assert certificate.winner is prove(ROOT, nodes=BUDGET).winner is Player.EVEN
    assert check(json.loads(json.dumps(certificate_json(certificate)))) >= certificate.size


def test_a_run_name_is_taken_once(redis_server: RedisServer) -> None:
    client = redis.Redis.from_url(redis_server.url)
    runs.start(client, "once", ROOT, runs.Settings(nodes=BUDGET))
    try:
        runs.start(client, "once", ROOT, runs.Settings(nodes=BUDGET))
    except ValueError as error:
        assert "exists" in str(error)
    else:
        raise AssertionError("a second run of one name was started")

"""What RQ, the engine the variant solves run on, would add to a search: the
round trip of a job through a real redis-server and a real ``rq worker``,
against the job's own time, for the forking worker (a work horse per job,
RQ's default) and ``SimpleWorker`` (the job in the worker itself).

Run: ``.venv/bin/python -m bench.rq_search_bench [--jobs 50]``

Each job sleeps 150 ms (a Sum 15 suggestion's default budget) or 0; the
caller enqueues it and blocks on its result (``Job.latest_result(timeout)``,
RQ's blocking read of the result stream).  Prints the overhead (round trip
minus the job's time): p50, p95, worst, per worker class.  The search
processes of ``service/searches`` add a pipe's round trip (under 1 ms).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import redis
from rq import Queue

from harness.live import ROOT, RedisServer, stop

QUEUE = "fifteen-bench-searches"


def overheads(queue: Queue, jobs: int, seconds: float) -> list[float]:
    found = []
    for _ in range(jobs):
        began = time.perf_counter()
        job = queue.enqueue("time.sleep", seconds)
        result = job.latest_result(timeout=30)
        assert result is not None and result.type == result.Type.SUCCESSFUL, result
        found.append(time.perf_counter() - began - seconds)
    return sorted(found)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--jobs", type=int, default=50)
    args = parser.parse_args(argv)
    print(f"RQ round trip minus the job's time (ms), {args.jobs} jobs a row")
    with tempfile.TemporaryDirectory() as tmp:
        server = RedisServer(Path(tmp))
        server.start()
        try:
            connection = redis.Redis.from_url(server.url)
            queue = Queue(QUEUE, connection=connection)
            for worker_class in ("rq.Worker", "rq.SimpleWorker"):
                command = [sys.executable, "-m", "rq.cli", "worker", "--url", server.url]
                command += ["--worker-class", worker_class, QUEUE]
                worker = subprocess.Popen(
                    command, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
                )
                try:
                    overheads(queue, 2, 0)  # the worker is up
                    for seconds in (0.0, 0.15):
                        found = overheads(queue, args.jobs, seconds)
                        print(
                            f"{worker_class:16} job {seconds * 1000:4.0f} ms: overhead p50 "
                            f"{found[len(found) // 2] * 1000:6.1f}  p95 "
                            f"{found[int(0.95 * (len(found) - 1))] * 1000:6.1f}  worst "
                            f"{found[-1] * 1000:6.1f}",
                            flush=True,
                        )
                finally:
                    stop(worker, 10)
        finally:
            server.stop()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

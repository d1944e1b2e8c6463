"""An RQ worker for the solve queue that rides out a Redis outage.

``python -m service.variants.worker --url redis://... [--worker-ttl N]``
works the ``fifteen-solves`` queue like ``rq worker``.  RQ retries a lost
connection while it waits for a job, but its bookkeeping elsewhere (the
heartbeat, cleaning its registries) ends the worker on the first
connection error; here the worker is started again once Redis answers,
after waits that grow from 0.5 s to 2 s, until it is asked to stop
(SIGTERM or SIGINT, as ``rq worker``).  RQ's own waits, while it waits for
a job, grow to 2 s as well (a minute in RQ): a worker is back within about
2 s of Redis, however long Redis was away.
"""

from __future__ import annotations

import argparse
import logging
import signal
import time
from collections.abc import Callable, Sequence
from types import FrameType

import redis
from rq import Queue, Worker
from rq.worker import BaseWorker

from service.variants.records import QUEUE_NAME

log = logging.getLogger(__name__)

FIRST_WAIT, LONGEST_WAIT = 0.5, 2.0


class Stop:
    """Whether this process was asked to stop, however the worker took it."""

    def __init__(self) -> None:
        self.requested = False
        self.install()

    def install(self) -> None:
        """Handle SIGTERM and SIGINT here (the worker installs its own while
        it works)."""
        for sign in (signal.SIGTERM, signal.SIGINT):
            signal.signal(sign, self._handle)

    def _handle(self, signum: int, frame: FrameType | None) -> None:
        self.requested = True
        raise SystemExit(0)


class RidesOut:
    """For RQ's worker classes: note a request to stop in ``stop`` (RQ marks
    one only while busy), and wait at most ``LONGEST_WAIT`` between tries
    to reach Redis while waiting for a job."""

    stop: Stop | None = None
    max_connection_wait_time = LONGEST_WAIT

    def request_stop(self, signum: int, frame: FrameType | None) -> None:
        if self.stop is not None:
            self.stop.requested = True
        super().request_stop(signum, frame)  # type: ignore[misc]


class SolveWorker(RidesOut, Worker):
    """RQ's worker, riding out Redis outages (``RidesOut``)."""


def reachable(client: redis.Redis) -> bool:
    try:
        return bool(client.ping())
    except (redis.ConnectionError, redis.TimeoutError):
        return False


def ride_out(client: redis.Redis, build: Callable[[], BaseWorker], stop: Stop) -> None:
    """Run the worker ``build`` makes until this process is asked to stop,
    waiting for Redis (0.5 s, growing to 2 s) whenever it is away and
    building a new worker once it answers."""
    wait = FIRST_WAIT
    while not stop.requested:
        if not reachable(client):
            log.warning("Redis unreachable; trying again in %.1f s", wait)
            time.sleep(wait)
            wait = min(wait * 2, LONGEST_WAIT)
            continue
        wait = FIRST_WAIT
        worker = build()
        try:
            worker.work()
        except (redis.ConnectionError, redis.TimeoutError):
            log.warning("the worker lost Redis; starting another once it answers")
        if stop.requested:
            break
        stop.install()


def serve_queue(
    argv: Sequence[str] | None,
    *,
    description: str,
    queue: str,
    worker_class: type[BaseWorker],
    worker_ttl: int,
) -> int:
    """Work ``queue`` with ``worker_class`` (one that is ``RidesOut``) until
    asked to stop, riding out Redis outages; ``--url`` (the Redis) and
    ``--worker-ttl`` from ``argv``."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--url", required=True, help=f"the Redis holding the {queue} queue")
    parser.add_argument("--worker-ttl", type=int, default=worker_ttl)
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(message)s")
    client = redis.Redis.from_url(args.url)
    stop = Stop()

    def build() -> BaseWorker:
        worker = worker_class(
            [Queue(queue, connection=client)], connection=client, worker_ttl=args.worker_ttl
        )
        if isinstance(worker, RidesOut):
            worker.stop = stop
        return worker

    ride_out(client, build, stop)
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    return serve_queue(
        argv,
        description=__doc__.splitlines()[0],
        queue=QUEUE_NAME,
        worker_class=SolveWorker,
        worker_ttl=420,
    )


if __name__ == "__main__":
    raise SystemExit(main())

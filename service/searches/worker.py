"""An RQ worker for the search queue (``FIFTEEN_SEARCHES=rq``), on any host.

``python -m service.searches.worker --url redis://...`` works the
``fifteen-searches`` queue with RQ's ``SimpleWorker`` (each search in the
worker itself: no process forked per job), at the search processes'
priority (``FIFTEEN_SEARCH_NICE``, 5: below an API worker on the same
host), warmed before its first job, and riding out Redis outages as the
solve worker does.  Run one per core; compose's ``searcher`` service
(``--scale searcher=N``).
"""

from __future__ import annotations

import argparse
import logging
import os
from collections.abc import Sequence
from types import FrameType

import redis
from rq import Queue, SimpleWorker
from rq.worker import BaseWorker

from service.searches import tasks
from service.searches.remote import QUEUE
from service.variants.worker import Stop, ride_out


class SearchWorker(SimpleWorker):
    """RQ's simple worker, noting a request to stop."""

    stop: Stop | None = None

    def request_stop(self, signum: int, frame: FrameType | None) -> None:
        if self.stop is not None:
            self.stop.requested = True
        super().request_stop(signum, frame)  # type: ignore[no-untyped-call]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", required=True, help="the Redis holding the search queue")
    parser.add_argument("--worker-ttl", type=int, default=60)
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(message)s")
    os.nice(int(os.environ.get("FIFTEEN_SEARCH_NICE") or 5))
    tasks.warm()
    client = redis.Redis.from_url(args.url)
    stop = Stop()

    def build() -> BaseWorker:
        worker = SearchWorker(
            [Queue(QUEUE, connection=client)], connection=client, worker_ttl=args.worker_ttl
        )
        worker.stop = stop
        return worker

    ride_out(client, build, stop)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

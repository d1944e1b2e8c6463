"""Searches run by RQ workers on any host (``FIFTEEN_SEARCHES=rq``): the
search capacity of a deployment then grows by adding search workers
(``python -m service.searches.worker``, compose's ``searcher``), apart from
the API replicas.

A place of the worker's ``SearchPool`` is then a ``RemoteSearcher``: the
search is queued in Redis on ``QUEUE``, run by an RQ ``SimpleWorker`` (the
job in the worker itself: about 3 ms a job, ``bench/rq_search_bench.py``,
against about 12 ms for a work horse forked per job), and waited for
(RQ's blocking read of the job's result).  The pool in front still bounds
each worker's searches, their queue and their wait, and takes callers in
turn; a job not begun within its longest time is dropped by RQ (``ttl``).
While Redis cannot be reached, a search runs on a search process of the
API worker's own, as without Redis.
"""

from __future__ import annotations

import logging
import math
from collections.abc import Callable
from typing import Any

import redis
from rq import Queue
from rq.results import Result

from service.searches.process import SearchFailedError, SearchProcess

log = logging.getLogger(__name__)

QUEUE = "fifteen-searches"
RESULT_SECONDS = 60
"""How long a search's result (or failure) stays in Redis once read."""


class RemoteSearcher:
    """One place for a search run by an RQ search worker; used by one
    thread at a time (as a ``SearchProcess``)."""

    def __init__(self, client: redis.Redis, local: Callable[[], SearchProcess]) -> None:
        self.queue = Queue(QUEUE, connection=client)
        self.local = local
        self._process: SearchProcess | None = None

    def call(
        self, function: Callable[..., Any], args: tuple[Any, ...], timeout: float
    ) -> tuple[Any, float]:
        """``function(*args)`` run by a search worker: its result and the
        seconds it ran for.  ``SearchFailedError`` if no worker ran it
        within ``timeout`` seconds, or it failed there."""
        seconds = max(1, math.ceil(timeout))
        try:
            job = self.queue.enqueue_call(
                function,
                args,
                timeout=seconds,
                ttl=seconds,
                result_ttl=RESULT_SECONDS,
                failure_ttl=RESULT_SECONDS,
            )
            result = job.latest_result(timeout=seconds)
        except (redis.ConnectionError, redis.TimeoutError):
            log.warning("searches: Redis unreachable, searching on this host meanwhile")
            if self._process is None:
                self._process = self.local()
            return self._process.call(function, args, timeout)
        if result is None:
            raise SearchFailedError(f"no search worker answered within {seconds} s")
        if result.type is not Result.Type.SUCCESSFUL:
            log.error("a search failed on its worker: %s", result.exc_string)
            raise SearchFailedError("the search failed on its worker; try again shortly")
        took = 0.0
        try:
            job.refresh()  # type: ignore[no-untyped-call]
        except (redis.ConnectionError, redis.TimeoutError):
            pass  # its time is then not known: 0
        if job.started_at is not None and job.ended_at is not None:
            took = (job.ended_at - job.started_at).total_seconds()
        return result.return_value, took

    def stop(self) -> None:
        if self._process is not None:
            self._process.stop()

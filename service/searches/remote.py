"""Searches run by RQ workers on any host (``FIFTEEN_SEARCHES=rq``): the
search capacity of a deployment then grows by adding search workers
(``python -m service.searches.worker``, compose's ``searcher``), apart from
the API replicas.

A place of the worker's ``SearchPool`` is then a ``RemoteSearcher``: the
search waits its turn in the deployment's fair admission (``fleet``: no
more searches sent than workers beating, a freed worker to the client
refused first), is queued in Redis on ``QUEUE``, run at once by an RQ
``SimpleWorker`` (the job in the worker itself: about 3 ms a job,
``bench/rq_search_bench.py``, against about 12 ms for a work horse forked
per job), and its result polled for.  It fails fast: a worker that stops
beating while it runs the search fails it within ``SILENT_SECONDS``
(503 ``search-failed``); with no worker beating, or Redis unreachable or
paused (every read is bounded by ``SOCKET_SECONDS``), the search runs on a
search process of the API worker's own, as without Redis.
"""

from __future__ import annotations

import logging
import math
import time
import uuid
from collections.abc import Callable
from typing import Any

import redis
from rq import Queue
from rq.job import Job, JobStatus
from rq.results import Result

from service.searches import tasks
from service.searches.claims import RETRY_AFTER_SECONDS, SearchBusyError
from service.searches.fleet import Admission, Fleet
from service.searches.process import SearchFailedError, SearchProcess

log = logging.getLogger(__name__)

QUEUE = "fifteen-searches"
RESULT_SECONDS = 60
"""How long a search's result (or failure) stays in Redis once read."""
SOCKET_SECONDS = 0.5
"""The longest one read from Redis may take: a paused Redis is given up
on within it."""
POLL_SECONDS = 0.02
"""How often a search's result, and its worker's beat, are looked for."""
LIVENESS_SECONDS = 0.25
"""How often the worker running a search is checked for its beat."""


class RemoteSearcher:
    """One place for a search run by an RQ search worker; used by one
    thread at a time (as a ``SearchProcess``)."""

    def __init__(
        self, client: redis.Redis, local: Callable[[], SearchProcess], wait_seconds: float
    ) -> None:
        self.queue = Queue(QUEUE, connection=client)
        self.fleet = Fleet(client)
        self.local = local
        self.wait_seconds = wait_seconds
        self._process: SearchProcess | None = None

    def call(
        self,
        function: Callable[..., Any],
        args: tuple[Any, ...],
        timeout: float,
        client: str = "",
    ) -> tuple[Any, float]:
        """``function(*args)`` for ``client``, run by a search worker: its
        result and the seconds it ran for.  ``SearchBusyError`` if no worker
        is free for it in its turn; ``SearchFailedError`` if its worker
        fell silent, failed it, or did not answer within ``timeout``
        seconds.  On this host's own search process if no worker beats or
        Redis cannot be reached."""
        token = uuid.uuid4().hex
        try:
            if not self._admitted(client, token, timeout):
                return self._here(function, args, timeout)
            try:
                job = self.queue.enqueue_call(
                    tasks.refusals_kept,
                    (function, args),
                    timeout=max(1, math.ceil(timeout)),
                    ttl=max(1, math.ceil(timeout)),
                    result_ttl=RESULT_SECONDS,
                    failure_ttl=RESULT_SECONDS,
                )
                return self._result(job, timeout)
            finally:
                self.fleet.release(client, token)
        except (redis.ConnectionError, redis.TimeoutError):
            log.warning("searches: Redis unreachable, searching on this host meanwhile")
            return self._here(function, args, timeout)

    def _admitted(self, client: str, token: str, timeout: float) -> bool:
        """Wait for the fleet to admit the search (True), or to say no
        worker beats (False: search here); ``SearchBusyError`` when the
        client already searches while others wait, or the wait ran out."""
        deadline = time.monotonic() + self.wait_seconds
        while True:
            said = self.fleet.admit(client, token, timeout)
            if said is Admission.ADMITTED:
                return True
            if said is Admission.NO_WORKERS:
                return False
            if said is Admission.SEARCHING:
                raise SearchBusyError(
                    "this address already has a search running while others wait; send the "
                    f"next once it is answered (try again in {RETRY_AFTER_SECONDS} second)"
                )
            if time.monotonic() + POLL_SECONDS > deadline:
                raise SearchBusyError(
                    f"no search worker came free within {self.wait_seconds:g} s "
                    f"(try again in {RETRY_AFTER_SECONDS} second)"
                )
            time.sleep(POLL_SECONDS)

    def _result(self, job: Job, timeout: float) -> tuple[Any, float]:
        """The result of ``job`` and the seconds it ran, polled for until
        ``timeout``, the worker running it checked for its beat."""
        deadline = time.monotonic() + timeout
        checked = time.monotonic()
        while True:
            result = job.latest_result()
            if result is not None:
                return self._value(job, result)
            now = time.monotonic()
            if now > deadline:
                raise SearchFailedError(f"no search worker answered within {timeout:.0f} s")
            if now - checked >= LIVENESS_SECONDS:
                checked = now
                self._check_alive(job)
            time.sleep(POLL_SECONDS)

    def _check_alive(self, job: Job) -> None:
        """``SearchFailedError`` if ``job`` started on a worker that has
        since fallen silent (killed, paused, cut off from Redis), or waits
        in the queue with no worker beating to take it."""
        job.refresh()  # type: ignore[no-untyped-call]
        status = job.get_status(refresh=False)
        if status is JobStatus.QUEUED and self.fleet.beating() == 0:
            log.error("no search worker is left to take a queued search")
            raise SearchFailedError("no search worker is left to run it; try again shortly")
        if status is not JobStatus.STARTED or not job.worker_name:
            return
        if self.fleet.silent(job.worker_name):
            log.error("search worker %s fell silent while searching", job.worker_name)
            raise SearchFailedError("the search worker running it was lost; try again shortly")

    def _value(self, job: Job, result: Result) -> tuple[Any, float]:
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
        if isinstance(result.return_value, tasks.Refused):
            raise result.return_value.error
        return result.return_value, took

    def _here(
        self, function: Callable[..., Any], args: tuple[Any, ...], timeout: float
    ) -> tuple[Any, float]:
        if self._process is None:
            self._process = self.local()
        return self._process.call(function, args, timeout)

    def stop(self) -> None:
        if self._process is not None:
            self._process.stop()

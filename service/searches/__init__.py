"""The searches a request asks for, run below the lookups.

Math Scrabble's move search, Sum 15's suggestion and a batch's analyses
take real CPU: they run in search processes of their own (``pool``,
``process``), ``FIFTEEN_SEARCH_PROCESSES`` per API worker (by default one a
core across the host's workers), at a lower CPU priority than the API
workers, with a short queue in front (``FIFTEEN_SEARCH_QUEUE`` searches,
one per client, each waiting at most ``FIFTEEN_SEARCH_WAIT``; past that 503
``search-busy`` with ``Retry-After``).  So a lookup never waits for a
search, on the interpreter lock or on a core, and each search has a core
for its budget.  A search process that dies, or runs far past its budget,
answers its request 503 ``search-failed`` and is replaced.

Batches are also held per client (``BatchSlots``): one client runs at most
one batch at a time in a worker, and all clients together
``FIFTEEN_BATCH_SLOTS``; one more is refused at once with 503
``batch-busy``.
"""

from __future__ import annotations

import functools
import os
import threading
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager
from dataclasses import dataclass
from typing import Any

from flask import Flask, Response, current_app, g, has_request_context, request

from service.config import ServerConfig
from service.redis_store import connect
from service.searches import tasks
from service.searches.claims import RETRY_AFTER_SECONDS, SearchBusyError
from service.searches.pool import SearchPool
from service.searches.process import SearchFailedError
from service.searches.remote import SOCKET_SECONDS
from solver.core.errors import SearchUnfinishedError

__all__ = [
    "RETRY_AFTER_SECONDS",
    "BatchBusyError",
    "SearchBusyError",
    "SearchFailedError",
    "SearchUnfinishedError",
    "batch_slot",
    "check_room",
    "init_app",
    "run_search",
    "start",
    "work_seconds",
]

GRACE_SECONDS = 5.0
"""How long past its longest allowed run a search is waited for before its
process is taken to be stuck, stopped and replaced."""
WORK_CEILING_SECONDS = 25.0
"""The longest a budget of work (Math Scrabble's steps, Sum 15's samples,
a larger board's nodes) may run before its search is taken to be stuck
(with ``GRACE_SECONDS``, under nginx's 35 s wait for an answer)."""
WORK_HEADROOM = 10
"""How many times its expected time a budget of work may take."""


def work_seconds(expected_seconds: float) -> float:
    """The longest a budget of work expected to take ``expected_seconds``
    may run: ``WORK_HEADROOM`` times that, at least a second and at most
    ``WORK_CEILING_SECONDS``.  The work is never cut short by the clock:
    a machine too slow to do it in that time answers 503 ``search-failed``,
    never another answer.

    >>> work_seconds(0.01), work_seconds(0.5), work_seconds(60.0)
    (1.0, 5.0, 25.0)
    """
    return min(WORK_CEILING_SECONDS, max(1.0, WORK_HEADROOM * expected_seconds))


class BatchBusyError(SearchBusyError):
    """This client already runs a batch on this worker, or every batch slot
    is in use; try again shortly."""

    slug = "batch-busy"


class BatchSlots:
    """At most one batch per client and ``slots`` in all at once; thread safe."""

    def __init__(self, slots: int) -> None:
        self.free = threading.BoundedSemaphore(slots)
        self.clients: set[str] = set()
        self._lock = threading.Lock()

    @contextmanager
    def held(self, client: str) -> Iterator[None]:
        """Hold a batch slot for ``client``, or raise ``BatchBusyError``."""
        with self._lock:
            if client in self.clients:
                raise BatchBusyError(
                    "this address already has a batch running on this worker; send the next "
                    f"once it is answered (try again in {RETRY_AFTER_SECONDS} second)"
                )
            if not self.free.acquire(blocking=False):
                raise BatchBusyError(
                    f"every batch slot of this worker is in use; try again in "
                    f"{RETRY_AFTER_SECONDS} second"
                )
            self.clients.add(client)
        try:
            yield
        finally:
            with self._lock:
                self.clients.discard(client)
                self.free.release()


def default_processes() -> int:
    """One search process a core across the host's API workers."""
    return max(1, (os.cpu_count() or 1) // ServerConfig().workers)


@functools.cache
def pool_for(
    processes: int, queue: int, wait_seconds: float, nice: int, redis_url: str | None
) -> SearchPool:
    """The process's one search pool for these settings: the search processes
    belong to the API worker, whichever of its apps (the tests build many)
    asks for them.  With ``redis_url``, searches run on RQ search workers."""
    client = None
    if redis_url:
        client = connect(redis_url, SOCKET_SECONDS)
    return SearchPool(processes, queue, wait_seconds, nice=nice, warm=tasks.warm, remote=client)


KEY = "fifteen.searches"
"""The app's extension key."""


@dataclass(frozen=True)
class Searches:
    """An app's searches: the worker's search pool and the app's batch slots."""

    pool: SearchPool
    batch_slots: BatchSlots


def searches(app: Flask | None = None) -> Searches:
    """The searches of ``app`` (by default the app handling the request)."""
    found: Searches = (app or current_app).extensions[KEY]
    return found


def init_app(app: Flask) -> None:
    pool = pool_for(
        app.config["SEARCH_PROCESSES"] or default_processes(),
        app.config["SEARCH_QUEUE"],
        app.config["SEARCH_WAIT_SECONDS"],
        app.config["SEARCH_NICE"],
        app.config["REDIS_URL"] if app.config["SEARCHES"] == "rq" else None,
    )
    app.extensions[KEY] = Searches(pool, BatchSlots(app.config["BATCH_SLOTS"]))
    app.after_request(_server_timing)


def start(app: Flask) -> None:
    """Start this worker's search processes (gunicorn's ``post_fork``)."""
    searches(app).pool.start()


def close(app: Flask) -> None:
    """Stop this worker's search processes (gunicorn's ``worker_exit``)."""
    searches(app).pool.close()


def run_search(function: Callable[..., Any], *args: Any, longest_seconds: float) -> Any:
    """``function(*args)`` on one of this worker's search processes for the
    request's client, the search allowed to run ``longest_seconds``; the
    answer says how long it waited and ran (``Server-Timing``)."""
    timeout = longest_seconds + GRACE_SECONDS
    ran = searches().pool.run(function, args, client=_client(), timeout=timeout)
    if has_request_context():
        g.search_timing = f"queue;dur={ran.waited * 1000:.1f}, search;dur={ran.took * 1000:.1f}"
    return ran.value


def check_room() -> None:
    """Refuse the request's search now (``SearchBusyError``) if it would be
    refused once prepared: so that a batch's thousand items are not read
    for nothing."""
    searches().pool.check_room(_client())


def _client() -> str:
    """Whom the request's search is for: its client's address."""
    return (request.remote_addr or "") if has_request_context() else ""


def _server_timing(response: Response) -> Response:
    timing = g.get("search_timing")
    if timing:
        response.headers["Server-Timing"] = timing
    return response


def batch_slot(client: str) -> AbstractContextManager[None]:
    """A batch slot for ``client`` in this worker (see ``BatchSlots.held``)."""
    slots = searches().batch_slots
    return slots.held(client)

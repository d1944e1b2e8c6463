"""The searches of one API worker: a fixed number of search processes and a
short queue in front of them, taken in turn.

A search runs on a process of its own (``process.SearchProcess``), so it
holds neither the worker's interpreter lock nor, at its lower priority, a
core a lookup wants.  A search finding every process busy waits its turn,
first come first served, for at most ``wait_seconds``, with at most
``queue`` searches waiting and at most one of them per client; past any of
these it is refused at once with ``SearchBusyError`` (503 and
``Retry-After``).  A client refused holds a claim for ``CLAIM_SECONDS``:
a place that comes free goes to the clients refused before one refused
later or never.  So a caller sending searches over many connections, or
again the moment it is refused, holds one process and one place in the
queue, never the turn of a caller who waits as ``Retry-After`` asks.
"""

from __future__ import annotations

import threading
import time
from collections import deque
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import redis

from service.searches.claims import RETRY_AFTER_SECONDS, Claims, SearchBusyError
from service.searches.process import NICE, SearchProcess, start_all
from service.searches.remote import RemoteSearcher

Searcher = SearchProcess | RemoteSearcher
"""Where one search runs: a search process of this worker's, or an RQ
search worker on any host."""

@dataclass(frozen=True, slots=True)
class Ran:
    """A search's result, how long it waited for a process, and how long it
    then ran there (seconds)."""

    value: Any
    waited: float
    took: float


class _Waiter:
    """One search waiting for a process, for ``client``."""

    __slots__ = ("client",)

    def __init__(self, client: str) -> None:
        self.client = client


class SearchPool:
    """``processes`` search processes for this worker, started on first use
    (or by ``start``), and the queue in front of them; thread safe."""

    def __init__(
        self,
        processes: int,
        queue: int,
        wait_seconds: float,
        *,
        nice: int = NICE,
        warm: Callable[[], Any] | None = None,
        remote: redis.Redis | None = None,
    ) -> None:
        self.processes = processes
        self.queue = queue
        self.wait_seconds = wait_seconds
        self.nice = nice
        self.warm = warm
        self.remote = remote
        """With a Redis client, searches are run by RQ search workers."""
        self._idle: list[Searcher] = []
        self._all: list[Searcher] = []
        self._waiting: deque[_Waiter] = deque()
        self._claims = Claims()
        self._changed = threading.Condition()
        self._starting = threading.Lock()
        self._closed = False

    def start(self) -> None:
        """Start the processes now, if not yet started (a worker does this
        as it boots, so that no caller waits for it)."""
        with self._starting:
            if self._all or self._closed:
                return
            started: list[Searcher]
            if self.remote is not None:
                client = self.remote
                started = [
                    RemoteSearcher(
                        client, lambda: SearchProcess(self.nice, self.warm), self.wait_seconds
                    )
                    for _ in range(self.processes)
                ]
            else:
                started = list(start_all(self.processes, self.nice, self.warm))
            with self._changed:
                self._all = started
                self._idle = list(started)
                self._changed.notify_all()

    def run(
        self, function: Callable[..., Any], args: tuple[Any, ...], *, client: str, timeout: float
    ) -> Ran:
        """``function(*args)`` run on a search process for ``client``: its
        result (or its exception, raised) and times.  ``SearchBusyError``
        when it cannot have a process in its turn; ``SearchFailedError``
        when the process dies or has not answered within ``timeout`` seconds."""
        self.start()
        asked = time.perf_counter()
        with self._process_for(client) as process:
            waited = time.perf_counter() - asked
            value, took = process.call(function, args, timeout, client)
            return Ran(value, waited, took)

    def check_room(self, client: str) -> None:
        """Raise ``SearchBusyError`` now if a search for ``client`` would be
        refused now (before the work of preparing it)."""
        with self._changed:
            self._admit(client)

    @contextmanager
    def _process_for(self, client: str) -> Iterator[Searcher]:
        with self._changed:
            self._admit(client)
            if self._waiting or not self._idle:
                self._wait_turn(client)
            process = self._idle.pop()
            self._claims.drop(client)
        try:
            yield process
        finally:
            with self._changed:
                self._idle.append(process)
                self._changed.notify_all()

    def _admit(self, client: str) -> None:
        """Refuse ``client`` (holding ``_changed``) unless a place is free
        for it: a process idle or room in the queue, not promised to the
        clients refused before it, nor held by a search of its own waiting."""
        now = time.monotonic()
        self._claims.forget(now)
        if any(waiter.client == client for waiter in self._waiting):
            raise SearchBusyError(
                "this address already has a search waiting here; send the next once it is "
                f"answered (try again in {RETRY_AFTER_SECONDS} second)"
            )
        free = max(0, len(self._idle) - len(self._waiting)) + self.queue - len(self._waiting)
        waiting = {waiter.client for waiter in self._waiting}
        if self._claims.ahead_of(client, waiting) < free:
            return  # its claim, if any, is kept until it has a process
        self._claims.note(client, now)
        why = "the queue is full" if free == 0 else "the free places are promised to others"
        raise SearchBusyError(
            f"every search process is busy and {why}; try again in {RETRY_AFTER_SECONDS} second"
        )

    def _wait_turn(self, client: str) -> None:
        """Wait (holding ``_changed``) until a process is idle and this
        search is first in the queue, or refuse it when the wait runs out."""
        waiter = _Waiter(client)
        self._waiting.append(waiter)
        deadline = time.monotonic() + self.wait_seconds
        try:
            while not (self._idle and self._waiting[0] is waiter):
                left = deadline - time.monotonic()
                if left <= 0 or self._closed:
                    self._claims.note(client, time.monotonic())
                    raise SearchBusyError(
                        f"no search process came free within {self.wait_seconds:g} s "
                        f"(try again in {RETRY_AFTER_SECONDS} second)"
                    )
                self._changed.wait(left)
        finally:
            self._waiting.remove(waiter)
            self._changed.notify_all()

    def counts(self) -> tuple[int, int]:
        """Searches waiting, and processes busy."""
        with self._changed:
            return len(self._waiting), len(self._all) - len(self._idle)

    def close(self) -> None:
        """Stop every search process (the worker is exiting)."""
        with self._changed:
            self._closed = True
            processes, self._all, self._idle = self._all, [], []
            self._changed.notify_all()
        for process in processes:
            process.stop()

"""The searches of one API worker: a fixed number of search processes and a
short queue in front of them, taken in turn.

A search runs on a process of its own (``process.SearchProcess``), so it
holds neither the worker's interpreter lock nor, at its lower priority, a
core a lookup wants.  A search finding every process busy waits its turn,
first come first served, for at most ``wait_seconds``, with at most
``queue`` searches waiting and at most one of them per client; past any of
these it is refused at once with ``SearchBusyError`` (503 and
``Retry-After``).  So a caller sending searches over many connections holds
one process and one place in the queue, never the others' turns.
"""

from __future__ import annotations

import threading
import time
from collections import deque
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from service.searches.process import NICE, SearchProcess, start_all

RETRY_AFTER_SECONDS = 1


class SearchBusyError(RuntimeError):
    """Every search process is busy and the queue is full, or the wait ran
    out; try again shortly."""


@dataclass(frozen=True, slots=True)
class Ran:
    """A search's result, how long it waited for a process, and how long it
    then took (seconds)."""

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
    ) -> None:
        self.processes = processes
        self.queue = queue
        self.wait_seconds = wait_seconds
        self.nice = nice
        self.warm = warm
        self._idle: list[SearchProcess] = []
        self._all: list[SearchProcess] = []
        self._waiting: deque[_Waiter] = deque()
        self._changed = threading.Condition()
        self._starting = threading.Lock()
        self._closed = False

    def start(self) -> None:
        """Start the processes now, if not yet started (a worker does this
        as it boots, so that no caller waits for it)."""
        with self._starting:
            if self._all or self._closed:
                return
            started = start_all(self.processes, self.nice, self.warm)
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
            began = time.perf_counter()
            value = process.call(function, args, timeout)
            return Ran(value, began - asked, time.perf_counter() - began)

    @contextmanager
    def _process_for(self, client: str) -> Iterator[SearchProcess]:
        with self._changed:
            if self._waiting or not self._idle:
                self._wait_turn(client)
            process = self._idle.pop()
        try:
            yield process
        finally:
            with self._changed:
                self._idle.append(process)
                self._changed.notify_all()

    def _wait_turn(self, client: str) -> None:
        """Wait (holding ``_changed``) until a process is idle and this
        search is first in the queue, or refuse it."""
        if any(waiter.client == client for waiter in self._waiting):
            raise SearchBusyError(
                "this address already has a search waiting here; send the next once it is "
                f"answered (try again in {RETRY_AFTER_SECONDS} second)"
            )
        if len(self._waiting) >= self.queue:
            raise SearchBusyError(
                f"every search process is busy and {len(self._waiting)} searches are "
                f"waiting; try again in {RETRY_AFTER_SECONDS} second"
            )
        waiter = _Waiter(client)
        self._waiting.append(waiter)
        deadline = time.monotonic() + self.wait_seconds
        try:
            while not (self._idle and self._waiting[0] is waiter):
                left = deadline - time.monotonic()
                if left <= 0 or self._closed:
                    raise SearchBusyError(
                        f"no search process came free within {self.wait_seconds:g} s; "
                        f"try again in {RETRY_AFTER_SECONDS} second"
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

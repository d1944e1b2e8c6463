"""Room for the searches that run inside a request.

Math Scrabble's move search and Sum 15's suggestion think for up to their
budget (3 s and 250 ms at most) on the worker thread that took the request.
Each kind may run ``FIFTEEN_SEARCH_SLOTS`` searches at once in a worker
process (default 1); one more is refused at once, before any work, with 503
and ``Retry-After`` (``SearchBusyError``), never queued.  So a burst of
searches, from one caller or many, leaves a worker's other threads free to
answer everything else, and cannot make a search wait behind others.

Batches (up to 1,000 positions each) are held the same way, per client:
one client runs at most one batch at a time in a worker, and all clients
together ``FIFTEEN_BATCH_SLOTS`` (default 2 of a worker's 4 threads); one
more is refused at once with 503 ``batch-busy`` and ``Retry-After``
(``BatchBusyError``).  So one caller's batches, however many connections
carry them, cannot take the threads that answer everyone else.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager

from flask import Flask, current_app

RETRY_AFTER_SECONDS = 1


class SearchBusyError(RuntimeError):
    """Every slot for this kind of search is in use; try again shortly."""


class BatchBusyError(SearchBusyError):
    """This client already runs a batch on this worker, or every batch slot
    is in use; try again shortly."""


class SearchUnfinishedError(RuntimeError):
    """A search that may still find an answer found none within the time it
    may take: not "there is none" (answered as such), but "none yet"."""


class SearchSlots:
    """At most ``slots`` searches of each kind at once; thread safe."""

    def __init__(self, slots: int) -> None:
        self.slots = slots
        self._kinds: dict[str, threading.BoundedSemaphore] = {}
        self._lock = threading.Lock()

    def _free(self, kind: str) -> threading.BoundedSemaphore:
        with self._lock:
            free = self._kinds.get(kind)
            if free is None:
                free = self._kinds[kind] = threading.BoundedSemaphore(self.slots)
            return free

    @contextmanager
    def held(self, kind: str) -> Iterator[None]:
        """Hold a slot for a ``kind`` search, or raise ``SearchBusyError``."""
        free = self._free(kind)
        if not free.acquire(blocking=False):
            raise SearchBusyError(
                f"every {kind} slot of this worker is in use; try again in "
                f"{RETRY_AFTER_SECONDS} second"
            )
        try:
            yield
        finally:
            free.release()


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


def init_app(app: Flask) -> None:
    app.extensions["fifteen.search_slots"] = SearchSlots(app.config["SEARCH_SLOTS"])
    app.extensions["fifteen.batch_slots"] = BatchSlots(app.config["BATCH_SLOTS"])


def batch_slot(client: str) -> AbstractContextManager[None]:
    """A batch slot for ``client`` in this worker (see ``BatchSlots.held``)."""
    slots: BatchSlots = current_app.extensions["fifteen.batch_slots"]
    return slots.held(client)


def search_slot(kind: str) -> AbstractContextManager[None]:
    """A slot for a ``kind`` search in this worker (see ``SearchSlots.held``)."""
    slots: SearchSlots = current_app.extensions["fifteen.search_slots"]
    return slots.held(kind)

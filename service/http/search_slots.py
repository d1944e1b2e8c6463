"""Room for the searches that run inside a request.

Math Scrabble's move search and Sum 15's suggestion think for up to their
budget (3 s and 250 ms at most) on the worker thread that took the request.
Each kind may run ``FIFTEEN_SEARCH_SLOTS`` searches at once in a worker
process (default 1); one more is refused at once, before any work, with 503
and ``Retry-After`` (``SearchBusyError``), never queued.  So a burst of
searches, from one caller or many, leaves a worker's other threads free to
answer everything else, and cannot make a search wait behind others.

A freed slot goes by turns: a client refused a slot holds a *claim* for
``CLAIM_SECONDS``, and while another client's claim is pending, a client
served more recently than that claimant (the one that just finished, say)
is refused in its turn.  So a caller who sends its next search the moment
the last is answered, over as many connections as it likes, cannot keep a
slot from a caller who retries after ``Retry-After``.

Batches (up to 1,000 positions each) are held the same way, per client:
one client runs at most one batch at a time in a worker, and all clients
together ``FIFTEEN_BATCH_SLOTS`` (default 2 of a worker's 4 threads); one
more is refused at once with 503 ``batch-busy`` and ``Retry-After``
(``BatchBusyError``).  So one caller's batches, however many connections
carry them, cannot take the threads that answer everyone else.
"""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager

from flask import Flask, current_app, has_request_context, request

RETRY_AFTER_SECONDS = 1


class SearchBusyError(RuntimeError):
    """Every slot for this kind of search is in use; try again shortly."""


class BatchBusyError(SearchBusyError):
    """This client already runs a batch on this worker, or every batch slot
    is in use; try again shortly."""


class SearchUnfinishedError(RuntimeError):
    """A search that may still find an answer found none within the time it
    may take: not "there is none" (answered as such), but "none yet"."""


CLAIM_SECONDS = 2 * RETRY_AFTER_SECONDS
"""How long a client refused a search slot keeps its claim to the next
one: long enough to come back after ``Retry-After``, short enough that a
client that gave up, or whose retry another worker took, holds nobody back
for long."""


class _Turns:
    """Who may take a free slot of one kind: the clients refused lately
    (``claims``) and when each client last gave a slot back (``served``),
    both forgotten after ``CLAIM_SECONDS``, so both stay as small as the
    clients of the last few seconds."""

    def __init__(self, slots: int) -> None:
        self.free = slots
        self.claims: dict[str, float] = {}
        self.served: dict[str, float] = {}

    def forget(self, now: float) -> None:
        for times in (self.claims, self.served):
            while times and next(iter(times.values())) < now - CLAIM_SECONDS:
                del times[next(iter(times))]  # oldest first: insertion order

    def may_take(self, client: str) -> bool:
        """Whether ``client`` may take a free slot: fewer other clients with
        a pending claim, served less lately than it (never served is least),
        than there are slots free."""
        mine = self.served.get(client, -math.inf)
        ahead = sum(
            1
            for other in self.claims
            if other != client and self.served.get(other, -math.inf) < mine
        )
        return ahead < self.free

    @staticmethod
    def note(times: dict[str, float], client: str, now: float) -> None:
        times.pop(client, None)  # kept in the order of their times
        times[client] = now


class SearchSlots:
    """At most ``slots`` searches of each kind at once, a freed slot going
    to the clients refused lately before one served since; thread safe.
    ``clock`` (``time.monotonic``) is for the tests."""

    def __init__(self, slots: int, clock: Callable[[], float] = time.monotonic) -> None:
        self.slots = slots
        self.clock = clock
        self._kinds: dict[str, _Turns] = {}
        self._lock = threading.Lock()

    @contextmanager
    def held(self, kind: str, client: str = "") -> Iterator[None]:
        """Hold a slot for a ``kind`` search for ``client``, or raise
        ``SearchBusyError`` (every slot in use, or it is another client's turn)."""
        with self._lock:
            turns = self._kinds.get(kind)
            if turns is None:
                turns = self._kinds[kind] = _Turns(self.slots)
            now = self.clock()
            turns.forget(now)
            if not turns.free or not turns.may_take(client):
                turns.note(turns.claims, client, now)
                why = "in use" if not turns.free else "promised to callers waiting longer"
                raise SearchBusyError(
                    f"every {kind} slot of this worker is {why}; try again in "
                    f"{RETRY_AFTER_SECONDS} second"
                )
            turns.free -= 1
            turns.claims.pop(client, None)
        try:
            yield
        finally:
            with self._lock:
                turns.free += 1
                turns.note(turns.served, client, self.clock())


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
    """A slot for a ``kind`` search in this worker for the request's client
    (see ``SearchSlots.held``)."""
    slots: SearchSlots = current_app.extensions["fifteen.search_slots"]
    client = (request.remote_addr or "") if has_request_context() else ""
    return slots.held(kind, client)

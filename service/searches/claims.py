"""Who is owed the next free place: the clients refused lately, first
refused first served (a host's ``pool``, and the deployment's ``fleet``)."""

from __future__ import annotations

import math

from solver.core.errors import Refusal

RETRY_AFTER_SECONDS = 1
"""What a refused search is told to wait before asking again."""


class SearchBusyError(Refusal, RuntimeError):
    """Every search process is busy and the queue is full, or the wait ran
    out; try again shortly."""

    slug = "search-busy"
    retry_after_seconds = RETRY_AFTER_SECONDS


CLAIM_SECONDS = 4 * RETRY_AFTER_SECONDS
"""How long a client refused keeps its claim to a place: long enough to come
back after ``Retry-After`` twice (a retry may reach another worker), short
enough that one that gave up holds nobody back for long."""


MOST_CLAIMS = 256
"""Claims held at once: past them a client refused holds none (it is behind
every claimant anyway), so a flood from many addresses costs each
admission a bounded count."""


class Claims:
    """The clients refused lately, in the order they were first refused;
    each forgotten ``CLAIM_SECONDS`` after its last refusal."""

    def __init__(self) -> None:
        self.first: dict[str, float] = {}
        self.last: dict[str, float] = {}

    def forget(self, now: float) -> None:
        for client in [c for c, at in self.last.items() if at < now - CLAIM_SECONDS]:
            self.drop(client)

    def note(self, client: str, now: float) -> None:
        if client in self.first or len(self.first) < MOST_CLAIMS:
            self.first.setdefault(client, now)
            self.last[client] = now

    def drop(self, client: str) -> None:
        self.first.pop(client, None)
        self.last.pop(client, None)

    def ahead_of(self, client: str, waiting: set[str]) -> int:
        """The other clients refused before ``client`` (all of them, if it
        was not refused), but for those ``waiting`` in the queue already."""
        mine = self.first.get(client, math.inf)
        return sum(
            1
            for other, at in self.first.items()
            if other != client and at < mine and other not in waiting
        )

"""What the variant engines are told and what they answer with besides an
engine: their settings, who asks, their refusals, and the breaker that
leaves a failing Redis alone (``engines`` uses them)."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path

from service.variants.records import (
    SolveStatus,
)
from service.variants.sandbox import Limits
from solver.core.errors import Refusal
from solver.tictactoe.variants import (
    Root,
)

FAILED_RETRY_SECONDS = 3600.0
"""A solve that failed on a ceiling is not tried again for this long."""


@dataclass(frozen=True)
class VariantSettings:
    variants_dir: Path
    solve_limit: int
    wait_seconds: float
    waiters: int
    """Requests of one worker that may wait for a solve at once."""
    memory_bytes: int
    """Table bytes one worker keeps open, least recently used closed first."""
    disk_bytes: int
    """Table bytes the variants folder keeps, the oldest deleted first."""
    limits: Limits
    processes: int
    """Local solver processes per worker (without Redis)."""
    queue_size: int
    redis_url: str | None
    max_solutions: int
    """Solutions kept in Redis, least recently used evicted."""
    ttl_seconds: int
    """How long a solution stays in Redis."""
    socket_timeout: float
    """How long a lookup waits on Redis."""
    solver_socket_timeout: float
    """How long a solver process waits on Redis."""
    estimates_per_request: int
    """Distinct solves one request may have priced (each estimate costs ~10 ms)."""
    breaker_seconds: float = 2.0


@dataclass
class Caller:
    """Who asks (their address, for the queue's shares), and the rule sets
    the request has priced so far (each estimate costs ~10 ms, so one
    request prices a bounded number).  One per request; its views make it."""

    address: str = ""
    priced: set[Root] = field(default_factory=set)


class EstimatesSpentError(Refusal):
    """This request has already priced as many rule sets as one request may:
    a batch of rule sets too large to solve costs a bounded time."""

    slug = "too-many-rule-sets"
    retry_after_seconds = 1  # another request prices it at once

    def __init__(self, most: int) -> None:
        super().__init__(
            f"this request asked about more new rule sets than one request may price ({most}); "
            "ask about this one in another request"
        )


class SolvePendingError(Exception):
    """The position's rule set is being solved; ``status`` says how far."""

    def __init__(self, status: SolveStatus) -> None:
        super().__init__(f"{status.rules_id} is {status.state.value}")
        self.status = status


class SolveFailedError(Refusal, ValueError):
    """The solve this position needs failed on a ceiling; ``status`` says why."""

    slug = "solve-failed"
    part = "rules"

    def __init__(self, status: SolveStatus) -> None:
        super().__init__(
            f"this rule set could not be solved from this position: {status.error}; "
            "give players fewer numbers or place more numbers first"
        )
        self.status = status


class Breaker:
    """After a failure, leave Redis alone for ``seconds``."""

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self.open_until = 0.0

    @property
    def closed(self) -> bool:
        return time.monotonic() >= self.open_until

    def trip(self) -> None:
        self.open_until = time.monotonic() + self.seconds

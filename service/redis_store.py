"""How the service reaches Redis: one way to build a client, with the
timeouts its caller can afford (an API worker's, a solver's, a search
worker's), so that a stalled Redis costs each a bounded wait.  An app holds
one client (``service.app``), which its variant engines and rate limiter
share; each worker's search pool, solver process and RQ worker holds its own.
"""

from __future__ import annotations

import redis


def connect(url: str, timeout: float) -> redis.Redis:
    """A client of the Redis at ``url`` whose every connect and read gives
    up after ``timeout`` seconds (never retried: callers have a fallback)."""
    return redis.Redis.from_url(
        url, socket_timeout=timeout, socket_connect_timeout=timeout, retry_on_timeout=False
    )

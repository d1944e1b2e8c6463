"""Per-client rate limits in the app, for callers that reach gunicorn directly
(the proxy in front has its own, ``deploy/nginx.conf``).

One limit per client (its address, after ``FIFTEEN_PROXY_HOPS``) for all
of its ``/v1/`` requests together, whatever the route: ``FIFTEEN_RATE_LIMIT``
(30000 per minute by default, "off" to turn it off), in windows aligned to
the clock.  A request costs what it may make the service do: 1, counted
as it arrives (so that a client over its limit is refused before its body
is read), and the rest of its price counted by its view (``charge``) once
its schema has loaded what it asks for, before any engine works on it:
each view prices its own request (``service.api.prices``).  A request the service
refuses before any engine works on it, for what it says or for want of a
free search process or solve place (``UNWORKED``), costs 1: the rest of
its price is given back once it is answered.

Counts live in Redis when ``REDIS_URL`` is set (shared by workers and
replicas), counted in one round trip per request that also gives the
answer's headers; without it, and while Redis cannot be reached, in a table
shared by the host's workers (``host_counts``: made before they fork), and
Redis is tried again after ``REDIS_RETRY_SECONDS``: the bookkeeping never
fails a request.  Answers carry the IETF httpapi draft's
``RateLimit-Limit``, ``RateLimit-Remaining``, ``RateLimit-Reset`` (seconds)
and ``RateLimit-Policy``; past the limit, 429 with ``Retry-After`` as a
problem document, and without it for a request that costs more than the
whole limit (no window ever holds it: it must be split).  Built on
``limits``, the library flask-limiter uses.
"""

from __future__ import annotations

import logging
import math
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import wraps
from typing import Any, TypeVar

import redis
from flask import Flask, Response, abort, g, request
from limits import RateLimitItem, parse
from limits.storage import RedisStorage, Storage

from service.http.framing import drain
from service.http.host_counts import HostCounts
from service.http.problems import PROBLEM_JSON, problem

log = logging.getLogger(__name__)

OFF = "off"
KEY_PREFIX = "fifteen:v1:limits"
REDIS_RETRY_SECONDS = 2.0
"""After a failure, how long a worker counts in memory before trying Redis again."""
UNWORKED = frozenset(
    {
        "bad-request",
        "malformed-json",
        "empty-body",
        "malformed-framing",
        "unexpected-body",
        "not-found",
        "method-not-allowed",
        "request-timeout",
        "body-too-large",
        "unsupported-media-type",
        "validation-error",
        "invalid-position",
        "unreachable-position",
        "not-your-turn",
        "search-busy",
        "batch-busy",
        "solve-queue-full",
    }
)
"""The problems answered before any engine works on the request: for what
it says, or because no search process or solve place is free for it
(a caller asking again at once is held back by the claims, ``searches``,
not by its count).  Such a request costs 1, whatever it was priced."""
MS_A_REQUEST = 100
"""A search costs 1 more for each this many milliseconds of its budget (a
Math Scrabble search at its default second: 11), whatever the game."""
LIMITED_PREFIX = "/v1/"
"""The paths the limit counts (and whose answers carry its headers)."""


@dataclass(frozen=True)
class Count:
    """A client's count after a request: whether it is within the limit, what
    is left of it, and the seconds until the window resets."""

    allowed: bool
    remaining: int
    reset: int


class ClientLimit:
    """One limit per client, counted in Redis or, without it (or while it is
    away), in the host's shared table; thread safe, and shared with the
    processes forked after it is made."""

    def __init__(
        self, rate: RateLimitItem, store: redis.Redis | None = None, url: str = ""
    ) -> None:
        """``store``: the app's Redis client at ``url`` (its connections and
        timeouts are shared), or None to count on this host only."""
        self.rate = rate
        self.memory = HostCounts()
        self.redis: Storage | None = None
        if store is not None:
            pool = store.connection_pool
            self.redis = RedisStorage(url, connection_pool=pool, key_prefix=KEY_PREFIX)
        self._lock = threading.Lock()
        self._redis_back_at = 0.0

    def hit(self, client: str, cost: int) -> Count:
        """Count ``cost`` for ``client`` in the current window; a request
        refused for going past the limit is given back (it did no work)."""
        window = self.rate.get_expiry()
        now = time.time()
        number = int(now // window)
        count = self._incr(client, number, window, cost)
        reset = max(1, math.ceil((number + 1) * window - now))
        if count > self.rate.amount:
            count = self._incr(client, number, window, -cost)
            return Count(False, max(0, self.rate.amount - count), reset)
        return Count(True, self.rate.amount - count, reset)

    def give_back(self, client: str, amount: int) -> Count:
        """Take ``amount`` off ``client``'s count in the current window."""
        window = self.rate.get_expiry()
        now = time.time()
        number = int(now // window)
        count = self._incr(client, number, window, -amount)
        reset = max(1, math.ceil((number + 1) * window - now))
        return Count(True, max(0, self.rate.amount - count), reset)

    def _incr(self, client: str, number: int, window: int, cost: int) -> int:
        """``cost`` added to ``client``'s count in window ``number`` (of
        ``window`` seconds), and the count."""
        if self.redis is not None and time.monotonic() >= self._redis_back_at:
            try:
                return self.redis.incr(f"{client}:{number}", window, amount=cost)
            except Exception:  # any failure of Redis: count here meanwhile
                log.warning("rate limit: Redis unreachable, counting on the host", exc_info=True)
                with self._lock:
                    self._redis_back_at = time.monotonic() + REDIS_RETRY_SECONDS
        return self.memory.add(client, number, cost)


def _unworked(response: Response) -> bool:
    """Whether ``response`` is a problem answered before any engine worked."""
    if response.mimetype != PROBLEM_JSON:
        return False
    document = response.get_json(silent=True)
    kind = document.get("type") if isinstance(document, dict) else None
    return isinstance(kind, str) and kind.rsplit(":", 1)[-1] in UNWORKED


def _too_many(limit: RateLimitItem, count: Count) -> Response:
    return problem(
        429,
        f"Too many requests from this address: at most {limit}; retry after {count.reset} s.",
        slug="rate-limited",
        headers={"Retry-After": str(count.reset)},
    )


def _never_allowed(limit: RateLimitItem, cost: int) -> Response:
    return problem(
        429,
        f"This request counts {cost} against a limit of {limit} for this address, more "
        "than a whole window allows: send it in smaller parts (a batch's positions "
        "count one each, a variant's or a move search's more; see RateLimit-Policy).",
        slug="rate-limited",
    )


def time_price(ms: float) -> int:
    """What a search whose budget is ``ms`` milliseconds costs: 1, and 1
    more for each ``MS_A_REQUEST`` of it.

    >>> time_price(0), time_price(1000), time_price(2999)
    (1, 11, 30)
    """
    return 1 + int(ms) // MS_A_REQUEST


def charge(price: int) -> None:
    """Count the rest of ``price`` (its first 1 was counted as the request
    arrived) against the client, from a view whose schema has loaded what
    the request asks for, before any engine works on it.  Past the limit,
    a 429 problem with ``Retry-After`` (the 1 stays counted, for reading
    the request); a price no window ever holds, a 429 without it.  A
    request answered with a problem before any engine worked on it
    (``UNWORKED``) is given back all but 1.  Without a limit, nothing."""
    limit: ClientLimit | None = g.get("rate_limiter")
    if limit is None or price <= 1:
        return
    if price > limit.rate.amount:
        # No window ever holds it: refused for good, without Retry-After
        # (the clients wait out a Retry-After, and would wait forever).
        abort(_never_allowed(limit.rate, price))
    count = limit.hit(request.remote_addr or "", price - 1)
    g.rate_limit_count = count
    if not count.allowed:
        abort(_too_many(limit.rate, count))
    g.rate_limit_price = price


View = TypeVar("View", bound=Callable[..., Any])


def priced(price: Callable[[Any], int]) -> Callable[[View], View]:
    """A view method (``self, args, ...``: ``args`` as its schema loaded
    them) that is charged ``price(args)`` before it runs; the decorator
    closest to the function, under flask-smorest's."""

    def decorate(view: View) -> View:
        @wraps(view)
        def charged(self: Any, args: Any, *rest: Any, **named: Any) -> Any:
            charge(price(args))
            return view(self, args, *rest, **named)

        return charged  # type: ignore[return-value]

    return decorate


def init_app(app: Flask, store: redis.Redis | None) -> ClientLimit | None:
    """Limit ``app``'s ``/v1/`` requests per client, unless turned off;
    counted in ``store`` (the app's Redis), or without it on this host."""
    rate = str(app.config["RATE_LIMIT"]).strip()
    if rate.lower() == OFF:
        return None
    limit = ClientLimit(parse(rate), store, app.config["REDIS_URL"])
    policy = f"{limit.rate.amount};w={limit.rate.get_expiry()}"

    @app.before_request
    def count_the_request() -> Response | None:
        if not request.path.startswith(LIMITED_PREFIX):
            return None
        # A request is counted as 1 before its body is read: a client over
        # its limit is refused without the work of reading what it sent.
        count = limit.hit(request.remote_addr or "", 1)
        g.rate_limit_count = count
        if count.allowed:
            g.rate_limiter = limit  # for the view's ``charge``
            return None
        drain(request)  # so that a client still sending it reads the 429
        return _too_many(limit.rate, count)

    @app.after_request
    def rate_limit_headers(response: Response) -> Response:
        count: Count | None = g.get("rate_limit_count")
        if count is None and request.path.startswith(LIMITED_PREFIX):
            # Refused before it was counted (its framing): it counts as 1,
            # and says so, as every /v1/ answer does.
            count = limit.hit(request.remote_addr or "", 1)
        price = g.get("rate_limit_price", 1)
        if price > 1 and _unworked(response):
            count = limit.give_back(request.remote_addr or "", price - 1)
        if count is not None:
            response.headers["RateLimit-Limit"] = str(limit.rate.amount)
            response.headers["RateLimit-Remaining"] = str(count.remaining)
            response.headers["RateLimit-Reset"] = str(count.reset)
            response.headers["RateLimit-Policy"] = policy
        return response

    return limit

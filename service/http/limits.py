"""Per-client rate limits in the app, for callers that reach gunicorn directly
(the proxy in front has its own, ``deploy/nginx.conf``).

Every ``/v1/`` request of a client (its address, after ``FIFTEEN_PROXY_HOPS``)
counts against ``FIFTEEN_RATE_LIMIT`` (30000 per minute by default, "off"
to turn it off); a request that can start a variant solve (a rule set spelled
out), and a Math Scrabble move search, counts ``FIFTEEN_VARIANT_COST``
times.  Counts live in Redis when
``REDIS_URL`` is set (shared by workers and replicas; in memory while Redis
is down), in each worker's memory otherwise.  Answers carry the IETF
httpapi draft's ``RateLimit-Limit``, ``RateLimit-Remaining``,
``RateLimit-Reset`` (seconds) and ``RateLimit-Policy``; past the limit, 429
with ``Retry-After`` as a problem document.
"""

from __future__ import annotations

import math
import re
import time

from flask import Flask, Response, current_app, request
from flask_limiter import Limiter, RateLimitExceeded, RequestLimit
from flask_limiter.util import get_remote_address

from service.http.problems import problem

OFF = "off"
SEARCH_PATH = "/v1/math-scrabble/moves"
"""A move search that may run for its whole budget: it counts as a variant."""
POSITION_PATHS = frozenset({"/v1/status", "/v1/move", "/v1/analysis", "/v1/solves"})


SPELLED_OUT_RULES = re.compile(rb'"rules"\s*:\s*\{')
"""A rule set spelled out, found without parsing the body (parsing it twice
would cost more than the lookup; a false match only costs the caller)."""


POSITIONS = re.compile(rb'"(board|picks)"\s*:')
"""A position in a batch, counted without parsing the body."""


def request_cost() -> int:
    """What a request counts: ``FIFTEEN_VARIANT_COST`` when it may start a
    solve (a rule set spelled out, or a body not read here: chunked or too
    large; a GET naming a variant's rules_id), else 1.  A batch counts what
    its positions would count one by one."""
    variant_cost: int = current_app.config["VARIANT_COST"]
    if request.path == SEARCH_PATH:
        return variant_cost
    if request.method == "GET":
        return variant_cost if ":" in request.args.get("rules", "") else 1
    batch = request.path.startswith("/v1/batch/")
    if request.method != "POST" or not (batch or request.path in POSITION_PATHS):
        return 1
    length = request.content_length
    if length is None or length > (request.max_content_length or 0):
        return variant_cost
    try:
        body = request.get_data(cache=True)
    except OSError:
        return variant_cost
    if batch:
        positions = len(POSITIONS.findall(body))
        spelled = len(SPELLED_OUT_RULES.findall(body))
        return max(1, positions + spelled * (variant_cost - 1))
    return variant_cost if SPELLED_OUT_RULES.search(body) else 1


def _exempt() -> bool:
    return not request.path.startswith("/v1/")


def _seconds_to_reset(limit: RequestLimit) -> int:
    return min(limit.limit.get_expiry(), max(0, math.ceil(limit.reset_at - time.time())))


def _too_many(limiter: Limiter) -> Response:
    current = limiter.current_limit
    retry = max(1, _seconds_to_reset(current)) if current is not None else 1
    what = f"at most {current.limit}" if current is not None else "over the limit"
    return problem(
        429,
        f"Too many requests from this address: {what}; retry after {retry} s.",
        slug="rate-limited",
        headers={"Retry-After": str(retry)},
    )


def init_app(app: Flask) -> Limiter | None:
    """Limit ``app``'s ``/v1/`` requests per client, unless turned off."""
    rate = str(app.config["RATE_LIMIT"]).strip()
    if rate.lower() == OFF:
        return None
    redis_url = app.config["REDIS_URL"]
    timeout = app.config["LIMITS_REDIS_TIMEOUT_SECONDS"]
    limiter = Limiter(
        get_remote_address,
        app=app,
        default_limits=[rate],
        default_limits_cost=request_cost,
        default_limits_exempt_when=_exempt,
        storage_uri=redis_url or "memory://",
        storage_options=(
            {"socket_timeout": timeout, "socket_connect_timeout": timeout} if redis_url else {}
        ),
        strategy="fixed-window",
        swallow_errors=True,
        in_memory_fallback_enabled=bool(redis_url),
        headers_enabled=False,
        key_prefix="fifteen:v1:limits",
    )
    app.register_error_handler(RateLimitExceeded, lambda _: _too_many(limiter))

    @app.after_request
    def rate_limit_headers(response: Response) -> Response:
        current = limiter.current_limit
        if current is not None:
            amount = current.limit.amount
            response.headers["RateLimit-Limit"] = str(amount)
            response.headers["RateLimit-Remaining"] = str(max(0, current.remaining))
            response.headers["RateLimit-Reset"] = str(_seconds_to_reset(current))
            response.headers["RateLimit-Policy"] = f"{amount};w={current.limit.get_expiry()}"
        return response

    return limiter

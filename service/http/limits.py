"""Per-client rate limits in the app, for callers that reach gunicorn directly
(the proxy in front has its own, ``deploy/nginx.conf``).

One limit per client (its address, after ``FIFTEEN_PROXY_HOPS``) for all
of its ``/v1/`` requests together, whatever the route: ``FIFTEEN_RATE_LIMIT``
(30000 per minute by default, "off" to turn it off), in windows aligned to
the clock.  A request costs what it may make the service do, priced from
the request as parsed (never from its bytes), once it has been counted as 1
(so that a client over its limit is refused before its body is read): 1, or
``FIFTEEN_VARIANT_COST``
for a position whose rule set is spelled out (it may start a solve), and
at least what its search's budget of ``nodes`` buys (a larger board's: at
the time they take, about, as a search's budget below); a batch costs
what its positions would cost one by one; a Math Scrabble game
replayed, 1 and 1 more for every 10 moves; a search (a Math Scrabble move
search, a Sum 15 suggestion), 1 and 1 more for every 100 ms of its budget
(a budget of work at the time it takes, about).
A body that cannot be read costs 1, and so does a request the service
refuses for what it says, before any engine works on it (``UNWORKED``:
the rest of its price is given back once it is answered).

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
from decimal import Decimal
from typing import Any

from flask import Flask, Response, current_app, g, request
from limits import RateLimitItem, parse
from limits.storage import RedisStorage, Storage
from werkzeug.exceptions import HTTPException

from service.http.bodies import load_json
from service.http.framing import drain
from service.http.host_counts import HostCounts
from service.http.problems import PROBLEM_JSON, problem
from service.schemas.fields import MAX_POSITIONS
from service.schemas.mathscrabble import DEFAULT_BUDGET_MS as DEFAULT_MOVES_MS
from service.schemas.mathscrabble import MAX_BUDGET_MS as MAX_MOVES_MS
from service.schemas.mathscrabble import MAX_STEPS
from service.schemas.mathscrabble import expected_seconds as steps_seconds
from service.schemas.sum15 import MAX_BUDGET_MS as MAX_SUGGESTION_MS
from service.schemas.sum15 import MAX_SAMPLES
from solver.mathscrabble.record import MAX_TURNS
from solver.sum15.selfplay import MAX_PLAYERS, MIN_PLAYERS
from solver.sum15.suggest import DEFAULT_BUDGET_SECONDS, default_budget_seconds, expected_seconds
from solver.tictactoe.search import MAX_NODES
from solver.tictactoe.search import expected_seconds as nodes_seconds

log = logging.getLogger(__name__)

OFF = "off"
KEY_PREFIX = "fifteen:v1:limits"
REDIS_RETRY_SECONDS = 2.0
"""After a failure, how long a worker counts in memory before trying Redis again."""
POSITION_PATHS = frozenset({"/v1/status", "/v1/move", "/v1/analysis", "/v1/solves"})
BATCH_PREFIX = "/v1/batch/"
NODES_DIGITS = len(str(MAX_NODES))
"""The most digits a ``nodes`` query parameter the schema takes has."""


def _suggestion_default_ms(body: dict[str, Any]) -> int:
    """A suggestion's budget without ``budget_ms``, by the table its body
    names: the time its ``samples`` take, about, or its default time."""
    players = body.get("players")
    if type(players) is not int or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        return round(DEFAULT_BUDGET_SECONDS * 1000)
    samples = body.get("samples")
    if type(samples) is int and 1 <= samples <= MAX_SAMPLES:
        return round(expected_seconds(players, samples) * 1000)
    return round(default_budget_seconds(players) * 1000)


def _moves_default_ms(body: dict[str, Any]) -> int:
    """A move search's budget without ``budget_ms``: the time its
    ``steps`` take, about, or the default time."""
    steps = _whole(body.get("steps"))
    if steps is not None and 1 <= steps <= MAX_STEPS:
        return round(steps_seconds(steps) * 1000)
    return DEFAULT_MOVES_MS


SEARCHES: dict[str, tuple[Callable[[dict[str, Any]], int], int]] = {
    "/v1/math-scrabble/moves": (_moves_default_ms, MAX_MOVES_MS),
    "/v1/sum15/move": (_suggestion_default_ms, MAX_SUGGESTION_MS),
}
"""The searches, priced by the time they may take: the budget a body
without ``budget_ms`` asks for (its budget of work's time, or the default)
and the largest ``budget_ms``."""
MS_A_REQUEST = 100
"""A search costs 1 more for each this many milliseconds of budget (a Math
Scrabble search at its default second: 11)."""
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
    }
)
"""The problems answered before any engine works on the request, for what
it says: such a request costs 1, whatever it was priced.  Not a busy
search's (``search-busy``, ``batch-busy``): its body was read and priced,
and a caller asking again at once pays for it, as it makes the service
read it again."""
REPLAY_PATH = "/v1/math-scrabble/games"
"""A game replayed: every play in it is scored again."""
MOVES_A_REQUEST = 10
"""A replay costs 1 more for each this many moves it replays: a lookup's
worth of work (a play is scored in about a millisecond)."""
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

    def __init__(self, rate: RateLimitItem, redis_url: str | None, timeout: float) -> None:
        self.rate = rate
        self.memory = HostCounts()
        self.redis: Storage | None = None
        if redis_url:
            self.redis = RedisStorage(
                redis_url,
                key_prefix=KEY_PREFIX,
                socket_timeout=timeout,
                socket_connect_timeout=timeout,
            )
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


def request_cost() -> int:
    """What the request costs (see the module's docstring)."""
    variant_cost: int = current_app.config["VARIANT_COST"]
    # The route the request reached, however its path was spelled (a
    # trailing slash reaches the same view).
    route = request.url_rule.rule if request.url_rule is not None else request.path
    if request.method in ("GET", "HEAD"):
        cost = variant_cost if _names_a_variant(request.args.get("rules", "")) else 1
        return max(cost, _nodes_cost(_query_nodes(request.args.get("nodes", ""))))
    batch = route.startswith(BATCH_PREFIX)
    if request.method == "POST" and route == REPLAY_PATH:
        return _replay_cost()
    if request.method == "POST" and route in SEARCHES:
        return _search_cost(*SEARCHES[route])
    if request.method != "POST" or not (batch or route in POSITION_PATHS):
        return 1
    try:
        body = load_json(request)
    except (HTTPException, ValueError):
        return 1  # refused by the view, at the cost of any request
    if not batch:
        return _position_cost(body, variant_cost)
    positions = body.get("positions") if isinstance(body, dict) else None
    if not isinstance(positions, list) or len(positions) > MAX_POSITIONS:
        return 1  # refused by the view before any item is read
    return max(1, sum(_position_cost(item, variant_cost) for item in positions))


def _search_cost(default_ms: Callable[[dict[str, Any]], int], most_ms: int) -> int:
    """1, and 1 more for each ``MS_A_REQUEST`` of the budget a search asks
    for (its default for the body when it names none; a budget the schema
    refuses costs 1, as any refused request)."""
    try:
        body = load_json(request)
    except (HTTPException, ValueError):
        return 1
    if isinstance(body, dict) and "budget_ms" not in body:
        return 1 + default_ms(body) // MS_A_REQUEST
    budget = _whole(body.get("budget_ms")) if isinstance(body, dict) else None
    if budget is None or not 1 <= budget <= most_ms:
        return 1
    return 1 + budget // MS_A_REQUEST


def _whole(value: Any) -> int | None:
    """``value`` as the whole number the schema takes it for (``150.0`` is
    150), or None."""
    if isinstance(value, Decimal) and value.is_finite() and value == int(value):
        return int(value)
    return value if type(value) is int else None


def _query_nodes(text: str) -> int | None:
    """A ``nodes`` query parameter as the number its digits write, or None."""
    return int(text) if text.isascii() and text.isdigit() and len(text) <= NODES_DIGITS else None


def _nodes_cost(nodes: int | None) -> int:
    """What a search's budget of ``nodes`` buys: 1, and 1 more for each
    ``MS_A_REQUEST`` of the time they take, about (1 for a budget the
    schema refuses, or none)."""
    if nodes is None or not 1 <= nodes <= MAX_NODES:
        return 1
    return 1 + round(nodes_seconds(nodes) * 1000) // MS_A_REQUEST


def _replay_cost() -> int:
    """1, and 1 more for each ``MOVES_A_REQUEST`` moves a replay lists
    (counted up to what the schema takes)."""
    try:
        body = load_json(request)
    except (HTTPException, ValueError):
        return 1
    moves = body.get("moves") if isinstance(body, dict) else None
    if not isinstance(moves, list):
        return 1
    return 1 + min(len(moves), MAX_TURNS) // MOVES_A_REQUEST


def _position_cost(body: Any, variant_cost: int) -> int:
    """A variant's price for a rule set spelled out or given by its
    ``rules_id``; a named game's, named as a string or as a listed rule set
    (whose parts must be the game's); at least what its ``nodes`` buy."""
    if not isinstance(body, dict):
        return 1
    rules = body.get("rules")
    if isinstance(rules, str):
        variant = _names_a_variant(rules)
    else:
        variant = isinstance(rules, dict) and "name" not in rules
    return max(variant_cost if variant else 1, _nodes_cost(_whole(body.get("nodes"))))


def _names_a_variant(rules: str) -> bool:
    """Whether ``rules``, as a request writes it, may name a variant (a
    ``rules_id`` has parts separated by colons; a named game has none)."""
    return ":" in rules


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


def init_app(app: Flask) -> ClientLimit | None:
    """Limit ``app``'s ``/v1/`` requests per client, unless turned off."""
    rate = str(app.config["RATE_LIMIT"]).strip()
    if rate.lower() == OFF:
        return None
    limit = ClientLimit(
        parse(rate), app.config["REDIS_URL"], app.config["LIMITS_REDIS_TIMEOUT_SECONDS"]
    )
    policy = f"{limit.rate.amount};w={limit.rate.get_expiry()}"

    @app.before_request
    def count_the_request() -> Response | None:
        if not request.path.startswith(LIMITED_PREFIX):
            return None
        client = request.remote_addr or ""
        # A request is counted as 1 before its body is read: a client over
        # its limit is refused without the work of pricing what it sent.
        count = limit.hit(client, 1)
        cost = request_cost() if count.allowed else 1
        if cost > limit.rate.amount:
            # No window ever holds it: refused for good, without Retry-After
            # (the clients wait out a Retry-After, and would wait forever).
            g.rate_limit_count = count
            return _never_allowed(limit.rate, cost)
        if count.allowed and cost > 1:
            count = limit.hit(client, cost - 1)  # refused: the 1 stays, for reading the body
            if count.allowed:
                g.rate_limit_price = cost  # given back but 1 if refused unworked
        g.rate_limit_count = count
        if count.allowed:
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

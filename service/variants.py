"""Variant solutions shared by every worker and replica through Redis.

Redis holds each solution's table, compressed, under
``fifteen:v1:solution:<rules id>:<root key>``, the roots solved for a rule set
under ``fifteen:v1:roots:<rules id>``, and a sorted set ``fifteen:v1:index``
of all solutions by last use, which caps how many are kept
(``FIFTEEN_CACHE_MAX_SOLUTIONS``; the least recently used go first) besides
their time to live (``FIFTEEN_CACHE_TTL``).  A solve holds the lock
``fifteen:v1:lock:<rules id>:<root key>``, so concurrent first requests for a
rule set, from any worker or replica, wait for one solve.

Redis is a cache, never a dependency: every call has a short timeout, a
failure opens a circuit breaker for a few seconds, and meanwhile solutions are
solved and kept in process.  Answers are the same either way.
"""

from __future__ import annotations

import logging
import threading
import time
import zlib
from dataclasses import dataclass
from typing import cast

import redis

from service.observability import CACHE
from solver import Engine, Position
from solver.symmetry import symmetries_of
from solver.variants import Root, Solutions, check_solvable, root_for, root_of

log = logging.getLogger(__name__)

PREFIX = "fifteen:v1:"


@dataclass
class CacheSettings:
    url: str | None
    max_solutions: int = 32
    ttl_seconds: int = 86_400
    socket_timeout: float = 0.25
    lock_seconds: float = 120.0
    lock_wait_seconds: float = 60.0
    breaker_seconds: float = 2.0


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


class SharedSolutions:
    """Engines for variants: in process first, then Redis, then a solve."""

    def __init__(self, local: Solutions, settings: CacheSettings) -> None:
        self.local = local
        self.settings = settings
        self.breaker = Breaker(settings.breaker_seconds)
        self.client: redis.Redis | None = None
        if settings.url:
            self.client = redis.Redis.from_url(
                settings.url,
                socket_timeout=settings.socket_timeout,
                socket_connect_timeout=settings.socket_timeout,
                retry_on_timeout=False,
            )
        self.hits = 0
        self.misses = 0
        self.errors = 0
        self._lock = threading.Lock()

    @property
    def uses_redis(self) -> bool:
        return self.client is not None

    def ping(self) -> bool:
        """Whether Redis answers now (False without Redis)."""
        if self.client is None:
            return False
        try:
            return bool(self.client.ping())
        except redis.RedisError:
            return False

    def engine_for(self, position: Position, wait: float | None = None) -> Engine:
        """An engine that answers for ``position``, waiting at most ``wait``
        seconds for a solve; raises ``TooLargeToSolveError`` or
        ``SolveTimeoutError``."""
        engine = self.local.find(position)
        if engine is not None:
            return engine
        check_solvable(position, self.local.limit)
        if self.client is not None and self.breaker.closed:
            try:
                engine = self._from_redis(position)
            except redis.RedisError as error:
                self._failed(error)
            else:
                if engine is not None:
                    return engine
                start = root_for(position)
                root = root_of(start)
                job = self.local.submit(root, lambda: self._solve_shared(root, start))
                return self.local.wait_for(job, wait)
        return self.local.engine_for(position, wait)

    def _failed(self, error: redis.RedisError) -> None:
        self._count("errors")
        self.breaker.trip()
        log.warning("redis unavailable, working in process: %s", error)

    def _count(self, what: str) -> None:
        """Count a Redis hit, miss or error, here and in the metrics."""
        with self._lock:
            setattr(self, what, getattr(self, what) + 1)
        CACHE.labels(what.removesuffix("s")).inc()

    def _from_redis(self, position: Position) -> Engine | None:
        assert self.client is not None
        rules_id = position.rules.id
        keys = symmetries_of(position.rules).keys(position.board)
        members = cast(set[bytes], self.client.smembers(PREFIX + f"roots:{rules_id}"))
        for member in sorted(members):
            root = Root(rules_id, int(member))
            if not root.covers(keys):
                continue
            blob = self.client.get(_solution_key(root))
            if not isinstance(blob, bytes):  # expired or evicted
                self._forget(root)
                continue
            self.client.zadd(PREFIX + "index", {_member(root): time.time()}, xx=True)
            self._count("hits")
            return self.local.add(root, position.rules, zlib.decompress(blob))
        self._count("misses")
        return None

    def _solve_shared(self, root: Root, start: Position) -> Engine:
        """On the solver thread: solve under the Redis lock, unless another
        worker or replica did meanwhile, and share the solution."""
        assert self.client is not None
        lock = self.client.lock(
            PREFIX + f"lock:{root.rules_id}:{root.key}",
            timeout=self.settings.lock_seconds,
            blocking_timeout=self.settings.lock_wait_seconds,
        )
        try:
            if not lock.acquire():
                log.warning("waited too long for another solve of %s; solving here", root)
                return self.local.solve_into(root, start)
        except redis.RedisError as error:
            self._failed(error)
            return self.local.solve_into(root, start)
        try:
            engine = self._from_redis(start)
            if engine is None:
                table = self.local.solve(start)
                engine = self.local.add(root, start.rules, table)
                self._store(root, table)
            return engine
        except redis.RedisError as error:
            self._failed(error)
            return self.local.solve_into(root, start)
        finally:
            try:
                lock.release()
            except redis.RedisError:
                pass  # the lock expires by itself

    def _store(self, root: Root, table: bytes) -> None:
        assert self.client is not None
        ttl = self.settings.ttl_seconds
        roots = PREFIX + f"roots:{root.rules_id}"
        with self.client.pipeline() as pipe:
            pipe.set(_solution_key(root), zlib.compress(table, 1), ex=ttl)
            pipe.sadd(roots, str(root.key))
            pipe.expire(roots, ttl)
            pipe.zadd(PREFIX + "index", {_member(root): time.time()})
            pipe.execute()
        excess = int(self.client.zcard(PREFIX + "index")) - self.settings.max_solutions
        if excess > 0:
            evicted = cast(list[tuple[bytes, float]], self.client.zpopmin(PREFIX + "index", excess))
            for member, _ in evicted:
                rules_id, key = member.decode().rsplit("|", 1)
                self._forget(Root(rules_id, int(key)))

    def _forget(self, root: Root) -> None:
        assert self.client is not None
        with self.client.pipeline() as pipe:
            pipe.delete(_solution_key(root))
            pipe.srem(PREFIX + f"roots:{root.rules_id}", str(root.key))
            pipe.zrem(PREFIX + "index", _member(root))
            pipe.execute()


def _solution_key(root: Root) -> str:
    return PREFIX + f"solution:{root.rules_id}:{root.key}"


def _member(root: Root) -> str:
    return f"{root.rules_id}|{root.key}"

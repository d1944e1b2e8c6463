"""Engines for variants, found or solved on the side, never in a request.

A request for a variant position looks, in order, in this worker's open
tables, in the variants folder (table files every worker on the host maps),
then in Redis (solutions from other hosts, written to the folder when
fetched).  If none answers and no solve of it is under way, the solve is
bounded first (an estimate of its size against ``FIFTEEN_SOLVE_LIMIT``, 422
above it), then queued as a job
(``service.variants.queues``), and the request waits at most ``FIFTEEN_SOLVE_WAIT``
seconds, if one of the worker's few waiting places is free, before it
answers 202 with the solve's record.

Redis is shared state, never a dependency: every call has a short timeout,
a failure opens a circuit breaker for a few seconds, and meanwhile jobs run
in the local process pool and records live in the variants folder.
"""

from __future__ import annotations

import logging
import threading
import time
import zlib
from collections import OrderedDict
from dataclasses import replace
from typing import cast

import redis

from service import metrics
from service.variants.jobs import SolveJob
from service.variants.queues import LocalQueue, QueueFullError, RqQueue
from service.variants.records import (
    INDEX_KEY,
    FileRecords,
    RedisRecords,
    SolveState,
    SolveStatus,
    forget_in_redis,
    index_member,
    roots_key,
    solution_key,
)
from service.variants.terms import (
    FAILED_RETRY_SECONDS,
    Breaker,
    Caller,
    EstimatesSpentError,
    SolveFailedError,
    SolvePendingError,
    VariantSettings,
)
from solver.tictactoe import Engine, Position, Rules
from solver.tictactoe.errors import TooLargeToSolveError
from solver.tictactoe.store import open_variant, prune_variants, variant_roots, write_variant
from solver.tictactoe.symmetry import symmetries_of
from solver.tictactoe.variants import (
    Root,
    check_solvable,
    estimate_positions,
    root_for,
    root_of,
    tableless_engine,
)

log = logging.getLogger(__name__)

class VariantEngines:
    """Engines for variant positions for one API worker; thread safe."""

    def __init__(self, settings: VariantSettings, client: redis.Redis | None = None) -> None:
        """``client``: the app's Redis (at ``settings.redis_url``), or None
        without Redis."""
        self.settings = settings
        self.breaker = Breaker(settings.breaker_seconds)
        self.client = client
        self.rq: RqQueue | None = None
        if client is not None:
            self.rq = RqQueue(client, settings.queue_size, settings.limits.cpu_seconds)
        self.local = LocalQueue(settings.processes, settings.queue_size)
        self.files = FileRecords(settings.variants_dir)
        self._open: OrderedDict[Root, Engine] = OrderedDict()
        self._open_bytes = 0
        self._lock = threading.Lock()
        self._waiting = threading.BoundedSemaphore(max(settings.waiters, 1))

    @property
    def uses_redis(self) -> bool:
        return self.client is not None

    def ping(self) -> bool:
        """Whether Redis answers now (False without Redis, or while the
        breaker is open: a stalled Redis does not hold a probe)."""
        if self.client is None or not self.breaker.closed:
            return False
        try:
            return bool(self.client.ping())
        except redis.RedisError as error:
            self._failed(error)
            return False

    # -- answering positions ------------------------------------------------

    def engine_for(
        self, position: Position, *, wait: bool = True, caller: Caller | None = None
    ) -> Engine:
        """An engine that answers ``position``.  Raises
        ``TooLargeToSolveError`` (before any work), ``QueueFullError``,
        ``SolveFailedError`` or ``SolvePendingError`` (with ``wait``, after
        waiting up to ``wait_seconds`` for the solve)."""
        engine = tableless_engine(position) or self.find(position)
        if engine is not None:
            return engine
        start = root_for(position)
        status = self.solve(start, caller)
        if wait and not status.finished and self.settings.wait_seconds > 0:
            status = self._wait(root_of(start), status)
        if status.state is SolveState.DONE:
            solved = self.find(position)
            if solved is not None:
                return solved
        raise SolvePendingError(status)

    def find(self, position: Position) -> Engine | None:
        """An open, kept or shared solution that answers ``position``."""
        keys = symmetries_of(position.rules).keys(position.board)
        rules = position.rules
        with self._lock:
            for root, engine in reversed(self._open.items()):
                if root.rules_id == rules.name and root.covers(keys):
                    self._open.move_to_end(root)
                    return engine
        for root in variant_roots(rules, self.settings.variants_dir):
            if root.covers(keys):
                kept = self._open_kept(root, rules)
                if kept is not None:
                    return kept
        return self._from_redis(rules, keys)

    def _open_kept(self, root: Root, rules: Rules) -> Engine | None:
        table = open_variant(root, rules, self.settings.variants_dir)
        if table is None:
            return None
        with self._lock:
            engine = self._open.get(root)
            if engine is not None:  # another thread opened it meanwhile
                return engine
            engine = self._open[root] = Engine(rules, table)
            self._open_bytes += table.nbytes
            while self._open_bytes > self.settings.memory_bytes and len(self._open) > 1:
                _, closed = self._open.popitem(last=False)
                self._open_bytes -= closed.table.nbytes
        return engine

    def _from_redis(self, rules: Rules, keys: list[int]) -> Engine | None:
        client = self.client
        if client is None or not self.breaker.closed:
            return None
        try:
            members = cast(set[bytes], client.smembers(roots_key(rules.name)))
            for member in sorted(members):
                root = Root(rules.name, int(member))
                if not root.covers(keys):
                    continue
                blob = client.get(solution_key(root))
                if not isinstance(blob, bytes):  # expired or evicted
                    forget_in_redis(client, root)
                    continue
                client.zadd(INDEX_KEY, {index_member(root): time.time()}, xx=True)
                metrics.CACHE.labels("hit").inc()
                write_variant(root, zlib.decompress(blob), self.settings.variants_dir)
                prune_variants(self.settings.disk_bytes, self.settings.variants_dir)
                return self._open_kept(root, rules)
        except redis.RedisError as error:
            self._failed(error)
            return None
        metrics.CACHE.labels("miss").inc()
        return None

    def _spend_an_estimate(self, caller: Caller, root: Root) -> None:
        """Count a solve the caller's request has priced;
        ``EstimatesSpentError`` past ``estimates_per_request`` distinct ones."""
        priced = caller.priced
        if root not in priced and len(priced) >= self.settings.estimates_per_request:
            metrics.SOLVE_REJECTIONS.labels("estimates_spent").inc()
            raise EstimatesSpentError(self.settings.estimates_per_request)
        priced.add(root)

    def _failed(self, error: redis.RedisError) -> None:
        metrics.CACHE.labels("error").inc()
        self.breaker.trip()
        log.warning("redis unavailable, working on this host: %s", error)

    # -- solves -------------------------------------------------------------

    def solve(self, start: Position, caller: Caller | None = None) -> SolveStatus:
        """Start solving from ``start`` unless that is done or under way;
        return the solve's record.  Raises ``TooLargeToSolveError`` (before
        any work), ``SolveFailedError`` for a solve that failed on a ceiling
        lately, ``QueueFullError``.  The record is looked up first, then the
        queue's room: only a solve that can start has its size estimated (so
        while the queue is full, a rule set too large to solve gets 503, and
        422 once there is room).  Without a ``caller``, nothing is bounded
        per request."""
        client = caller.address if caller is not None else ""
        root = root_of(start)
        status = self.status(root)
        stale = status is not None and status.is_stale()
        # A stale "solving" record: the process that held it (its heartbeat
        # stopped) is gone, so whatever RQ still holds of it as started is dead.
        lost = stale and status is not None and status.state is SolveState.SOLVING
        if status is not None and not stale:
            if status.state is SolveState.FAILED:
                if time.time() - status.updated < FAILED_RETRY_SECONDS:
                    metrics.SOLVE_REJECTIONS.labels("failed").inc()
                    raise SolveFailedError(status)
            elif status.state is not SolveState.DONE or self.find(start) is not None:
                return status
        # Shed load before the estimate, the one costly step here.
        refused = self._queue_full(client)
        if refused is not None:
            metrics.SOLVE_REJECTIONS.labels("queue_full").inc()
            raise refused
        if caller is not None:
            self._spend_an_estimate(caller, root)
        try:
            check_solvable(start, self.settings.solve_limit)
        except TooLargeToSolveError:
            metrics.SOLVE_REJECTIONS.labels("too_large").inc()
            raise
        job = SolveJob(
            rules=start.rules,
            board=start.board,
            estimate=estimate_positions(start),
            limits=self.settings.limits,
            variants_dir=str(self.settings.variants_dir),
            redis_url=self.settings.redis_url if self._redis_up() else None,
            cache_ttl=self.settings.ttl_seconds,
            cache_cap=self.settings.max_solutions,
            disk_bytes=self.settings.disk_bytes,
            redis_timeout=self.settings.solver_socket_timeout,
        )
        queued = job.queued()
        try:
            self._submit(job, queued, lost=lost, client=client)
        except QueueFullError:
            metrics.SOLVE_REJECTIONS.labels("queue_full").inc()
            raise
        metrics.SOLVES_QUEUED.inc()
        return queued

    def _queue_full(self, client: str) -> QueueFullError | None:
        """Why the queue ``_submit`` would use now refuses ``client``'s
        solve (a Redis error says it would not: ``_submit`` then meets it
        and falls back)."""
        if self.rq is not None and self._redis_up():
            try:
                return self.rq.full(client)
            except redis.RedisError:
                return None
        return self.local.full(client)

    def _redis_up(self) -> bool:
        return self.client is not None and self.breaker.closed

    def _submit(self, job: SolveJob, queued: SolveStatus, *, lost: bool, client: str) -> None:
        """Record the job as queued and queue it; a job the queue refuses
        leaves no record (nobody would ever take it off ``queued``).
        ``lost``: the job's last record went stale, so whatever the queue
        still holds of it as started is dead."""
        if job.redis_url and self.rq is not None and self.client is not None:
            records = RedisRecords(self.client)
            try:
                records.write(job.root, queued)
                try:
                    self.rq.submit(replace(job, variants_dir=None), lost=lost, client=client)
                except QueueFullError:
                    records.delete(job.root)
                    raise
                return
            except redis.RedisError as error:
                self._failed(error)
                job = replace(job, redis_url=None)
        self.files.write(job.root, queued)
        try:
            self.local.submit(job, lost=lost, client=client)
        except QueueFullError:
            self.files.delete(job.root)
            raise

    def status(self, root: Root) -> SolveStatus | None:
        """The record of the solve from ``root``, wherever it is kept."""
        if self._redis_up():
            assert self.client is not None
            try:
                status = RedisRecords(self.client).read(root)
                if status is not None:
                    return status
            except redis.RedisError as error:
                self._failed(error)
        return self.files.read(root)

    def _wait(self, root: Root, status: SolveStatus) -> SolveStatus:
        """Wait for the solve at most ``wait_seconds``, if a waiting place is free."""
        if not self._waiting.acquire(blocking=False):
            metrics.SOLVE_REJECTIONS.labels("no_wait").inc()
            return status
        try:
            deadline = time.monotonic() + self.settings.wait_seconds
            while time.monotonic() < deadline:
                time.sleep(0.05)
                status = self.status(root) or status
                if status.finished:
                    break
            return status
        finally:
            self._waiting.release()

    def close(self) -> None:
        """Stop this worker's solver processes (when the worker exits)."""
        self.local.close()

    def solve_counts(self) -> tuple[int, int]:
        """Solves waiting and running that this worker can see: its own local
        jobs and, with Redis, the shared queue's."""
        waiting, running = self.local.counts()
        if self.rq is not None and self._redis_up():
            try:
                shared_waiting, shared_running = self.rq.counts()
            except redis.RedisError as error:
                self._failed(error)
            else:
                waiting, running = waiting + shared_waiting, running + shared_running
        return waiting, running

"""Where solve jobs run: one small interface, two ways to run them.

- ``LocalQueue`` (no Redis, the embedded default): a pool of solver
  processes that this API worker starts, each process solving one job and
  then replaced by a fresh one; at most ``queue_size`` jobs waiting.
- ``RqQueue`` (with ``REDIS_URL``): an RQ queue in Redis, worked by
  ``rq worker`` processes that run as their own service (``solver`` in
  ``docker-compose.yml``), on any number of hosts.

Either way the job is ``service.variants.jobs.run`` and its progress is the record
it writes (``service.variants.records.Records``); ``submit`` never waits for a solve.
"""

from __future__ import annotations

import logging
import multiprocessing
import os
import threading
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path
from typing import Protocol

import redis
from rq import Queue
from rq.exceptions import NoSuchJobError
from rq.job import Job, JobStatus
from rq.registry import StartedJobRegistry

from service import metrics
from service.variants import jobs
from service.variants.jobs import SolveJob
from service.variants.records import QUEUE_NAME, FileRecords, SolveStatus, abandoned
from service.variants.sandbox import die_with_parent
from solver.core.errors import Refusal
from solver.tictactoe.variants import Root

log = logging.getLogger(__name__)


RETRY_AFTER_SECONDS = 2
"""When a caller refused a solve, or told one is under way, should ask again."""


class QueueFullError(Refusal, RuntimeError):
    """No room for another solve now, or for another of this client's; try
    again later.  Its message is the caller's."""

    slug = "solve-queue-full"
    retry_after_seconds = RETRY_AFTER_SECONDS


CLIENT_SHARE = 4
"""The share of the queue one client's waiting solves may take: a quarter."""


def client_share(queue_size: int) -> int:
    """How many solves one client may have waiting in a queue of ``queue_size``.

    >>> client_share(16), client_share(2)
    (4, 1)
    """
    return max(1, queue_size // CLIENT_SHARE)


def queue_full(waiting: int, mine: int, queue_size: int) -> QueueFullError | None:
    """Why a solve may not wait in a queue holding ``waiting`` solves,
    ``mine`` of them its client's (None: it may)."""
    if waiting >= queue_size:
        return QueueFullError("too many variant solves are waiting; try again shortly")
    share = client_share(queue_size)
    if mine >= share:
        return QueueFullError(
            f"this address has {mine} variant solves waiting, its share of the queue; "
            "ask for another once one of them has started"
        )
    return None


class SolveQueue(Protocol):
    def submit(self, job: SolveJob, *, lost: bool = False, client: str = "") -> None:
        """Queue ``job`` for ``client``; raises ``QueueFullError`` when the
        queue, or the client's share of it, is full.  ``lost``: the job's
        record went stale, so a run of it the queue still holds as started
        is dead and must not stop a new one."""

    def counts(self) -> tuple[int, int]:
        """Jobs waiting, and jobs running."""

    def full(self, client: str = "") -> QueueFullError | None:
        """Why ``submit`` would refuse a job of ``client`` now (None: it would not)."""


class LocalQueue:
    """A bounded pool of solver processes owned by this API worker."""

    def __init__(self, processes: int, queue_size: int) -> None:
        self.processes = processes
        self.queue_size = queue_size
        self._pool: ProcessPoolExecutor | None = None
        self._pending: set[Future[SolveStatus]] = set()
        self._latest: dict[Root, Future[SolveStatus]] = {}
        self._clients: dict[Future[SolveStatus], str] = {}
        """Each root's latest job: only it may write that root's record."""
        self._lock = threading.Lock()

    def full(self, client: str = "") -> QueueFullError | None:
        with self._lock:
            return self._full(client)

    def _full(self, client: str) -> QueueFullError | None:
        mine = sum(
            1
            for future, owner in self._clients.items()
            if owner == client and not future.running()
        )
        return queue_full(len(self._pending), mine, self.queue_size)

    def submit(self, job: SolveJob, *, lost: bool = False, client: str = "") -> None:
        with self._lock:
            refused = self._full(client)
            if refused is not None:
                raise refused
            try:
                future = self._pool_or_new().submit(jobs.run, job)
            except BrokenProcessPool:  # a solver process died: a fresh pool
                log.warning("the solver pool broke (a solver process died); starting another")
                self._new_pool()
                future = self._pool_or_new().submit(jobs.run, job)
            self._pending.add(future)
            self._clients[future] = client
            self._latest[job.root] = future
            future.add_done_callback(lambda done: self._done(done, job))

    def _new_pool(self) -> None:
        """Drop the broken pool (its waiting jobs are cancelled, and their
        records left to go stale, as a dead solver's are)."""
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
        self._pool = None

    def _pool_or_new(self) -> ProcessPoolExecutor:
        pool = self._pool
        if pool is None:
            # Created after gunicorn forks; "spawn": a clean process, not a
            # copy of a threaded server.  One job per process: memory
            # ceilings and leftovers go with it.
            pool = ProcessPoolExecutor(
                self.processes,
                mp_context=multiprocessing.get_context("spawn"),
                max_tasks_per_child=1,
                initializer=die_with_parent,
                initargs=(os.getpid(),),
            )
            self._pool = pool
        return pool

    def _done(self, future: Future[SolveStatus], job: SolveJob) -> None:
        with self._lock:
            self._pending.discard(future)
            self._clients.pop(future, None)
            latest = self._latest.get(job.root) is future
            if latest:
                del self._latest[job.root]
        error = None if future.cancelled() else future.exception()
        if future.cancelled() or error is not None:
            # The job never finished (cancelled, or its process died): its
            # record is left as a dead solver leaves one (``is_stale``), so
            # that whoever follows its Location reads it failed, "ask again",
            # and the next request for it queues it again.
            if error is not None and not isinstance(error, BrokenProcessPool):
                log.error("a solve job failed", exc_info=error)
            # A job asked for again since (its Location read failed) owns
            # the record now: a late word of this one must not fail it.
            if job.variants_dir and latest:
                records = FileRecords(Path(job.variants_dir))
                status = records.read(job.root)
                if status is not None and not status.finished:
                    records.write(job.root, abandoned(status))
            if error is not None:
                metrics.SOLVES_FINISHED.labels("failed").inc()
            return
        status = future.result()
        metrics.SOLVES_FINISHED.labels(status.state.value).inc()
        if status.seconds is not None:
            metrics.SOLVE_SECONDS.observe(status.seconds)

    def counts(self) -> tuple[int, int]:
        """Jobs waiting, and jobs a solver process has taken."""
        with self._lock:
            running = sum(1 for future in self._pending if future.running())
            return len(self._pending) - running, running

    def close(self) -> None:
        """Cancel waiting jobs; a running solve's process dies with this
        worker (``PR_SET_PDEATHSIG``, set as it starts), which is exiting."""
        pool = self._pool
        if pool is not None:
            pool.shutdown(wait=False, cancel_futures=True)


SLOWDOWN = 10
"""How many times slower than its CPU time a solve may run on a busy host
before RQ stops it: the solve's ceiling is CPU time (``RLIMIT_CPU``), and
RQ's wall-clock timeout only a net for a job that hangs."""


def wall_seconds(cpu_seconds: int) -> int:
    """RQ's timeout for a solve of at most ``cpu_seconds`` of CPU time.

    >>> wall_seconds(120)
    1260
    """
    return cpu_seconds * SLOWDOWN + 60


class RqQueue:
    """Solve jobs in an RQ queue in Redis, run by ``rq worker`` processes."""

    def __init__(self, client: redis.Redis, queue_size: int, cpu_seconds: int) -> None:
        self.queue = Queue(QUEUE_NAME, connection=client)
        self.queue_size = queue_size
        self.job_timeout = wall_seconds(cpu_seconds)

    def full(self, client: str = "") -> QueueFullError | None:
        waiting = self.queue.get_jobs()
        mine = sum(1 for job in waiting if job.meta.get("client") == client)
        return queue_full(len(waiting), mine, self.queue_size)

    def submit(self, job: SolveJob, *, lost: bool = False, client: str = "") -> None:
        refused = self.full(client)
        if refused is not None:
            raise refused
        try:
            existing = Job.fetch(job.job_id, connection=self.queue.connection)
        except NoSuchJobError:
            existing = None
        if existing is not None:
            state = existing.get_status()
            if state is JobStatus.QUEUED:
                return  # it will run
            if state is JobStatus.STARTED:
                if not lost:
                    return
                # Its worker and work horse were killed: RQ holds it as
                # started until its registry's timeout; run it again now.
                log.warning("solve %s was started by a process now gone; queued again", job.job_id)
                existing.delete()
        self.queue.enqueue(
            jobs.run,
            job,
            job_id=job.job_id,
            job_timeout=self.job_timeout,
            result_ttl=600,
            failure_ttl=3600,
            meta={"client": client},
        )

    def counts(self) -> tuple[int, int]:
        """Jobs waiting in the queue, and jobs RQ workers have started."""
        return self.queue.count, StartedJobRegistry(queue=self.queue).count

"""Solve jobs: what a solver process runs.

A job solves one variant from one root and keeps the table file in the
variants folder (and, with Redis, in Redis for other hosts).  It runs in a
process of its own, never in a request thread: a local process pool's or an
RQ worker's (``service.variants.queues``), inside ``service.variants.sandbox``'s
priority, slot and ceilings; a solve that hits a ceiling ends as ``failed``
with the reason, and the process that ran it exits.  Its progress and fate
are written to its record (``service.variants.records``).
"""

from __future__ import annotations

import logging
import os
import socket
import threading
import time
from dataclasses import dataclass, replace
from functools import cached_property
from pathlib import Path

import redis

from service.redis_store import connect
from service.variants.records import (
    HEARTBEAT_SECONDS,
    FileRecords,
    Records,
    RedisRecords,
    SolveState,
    SolveStatus,
    abandoned,
    store_in_redis,
)
from service.variants.sandbox import NICE, CeilingError, Limits, ceilings, file_lock, solve_slot
from solver.tictactoe import Position, Rules
from solver.tictactoe.notation import board_text
from solver.tictactoe.store import (
    prune_variants,
    rules_digest,
    variant_path,
    variants_dir,
    write_variant,
)
from solver.tictactoe.table import Table
from solver.tictactoe.variants import Root, root_of, solve_table

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class SolveJob:
    """Everything a solver process needs: plain data, picklable."""

    rules: Rules
    board: tuple[int, ...]
    estimate: int
    limits: Limits
    variants_dir: str | None
    """Where to keep the table: the submitter's folder for a local job; None
    for a queued job, which any host may run into its own
    ``FIFTEEN_VARIANTS_DIR``."""
    redis_url: str | None
    cache_ttl: int
    cache_cap: int
    disk_bytes: int
    redis_timeout: float

    @cached_property
    def root(self) -> Root:
        return root_of(self.start)

    @cached_property
    def start(self) -> Position:
        return Position.from_board(self.board, self.rules)

    @property
    def job_id(self) -> str:
        """A name for the job that queues and files accept."""
        root = self.root
        return f"solve-{rules_digest(root.rules_id)}-{root.key}"

    def queued(self) -> SolveStatus:
        return SolveStatus(
            self.rules.name,
            board_text(self.board),
            SolveState.QUEUED,
            positions=self.estimate,
            host=socket.gethostname(),
            pid=os.getpid(),
            updated=time.time(),
        )


def run(job: SolveJob) -> SolveStatus:
    """Solve ``job`` in this (solver) process and keep the table; return the
    final record.  Never raises for a failed solve: the record says why."""
    os.nice(NICE)
    directory = Path(job.variants_dir) if job.variants_dir else variants_dir()
    directory.mkdir(parents=True, exist_ok=True)
    client = connect(job.redis_url, job.redis_timeout) if job.redis_url else None
    records: Records = RedisRecords(client) if client else FileRecords(directory)
    root = job.root
    status = replace(job.queued(), state=SolveState.SOLVING, pid=os.getpid(), updated=time.time())
    started = time.monotonic()
    with Heartbeat(records, root, status) as record:
        with solve_slot(directory, job.limits.slots), file_lock(directory / f".{job.job_id}.lock"):
            if Path(variant_path(root, directory)).exists():
                # Solved meanwhile (a job for it queued twice, as when a busy
                # machine's heartbeat looked stale): this job's own time.
                final = replace(
                    status,
                    state=SolveState.DONE,
                    progress=1.0,
                    seconds=round(time.monotonic() - started, 3),
                    updated=time.time(),
                )
                if client is not None:
                    _share(job, client, root, variant_path(root, directory).read_bytes())
            else:
                final = _solve(job, root, status, record, client, directory)
        # Written once the lock and its file are gone: whoever reads the
        # final record finds nothing of the job left behind.
        record.write(final)
    return final


class Heartbeat:
    """A running job's record, kept fresh: written at once, and rewritten
    every ``HEARTBEAT_SECONDS`` by a thread of its own until the job ends,
    whatever the solve is doing (waiting for a slot, in a long search step,
    sharing its table).  So a ``solving`` record untouched for
    ``STALE_SECONDS`` means the process that held it is gone."""

    def __init__(self, records: Records, root: Root, status: SolveStatus) -> None:
        self.records, self.root, self.status = records, root, status
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._beat, daemon=True)

    def __enter__(self) -> Heartbeat:
        self.write(self.status)
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._stop.set()
        self._thread.join()

    def write(self, status: SolveStatus) -> None:
        with self._lock:
            self.status = status
            _write(self.records, self.root, status)

    def _beat(self) -> None:
        while not self._stop.wait(HEARTBEAT_SECONDS):
            with self._lock:
                if self.status.finished:
                    return
                self.status = replace(self.status, updated=time.time())
                _write(self.records, self.root, self.status)


def _solve(
    job: SolveJob,
    root: Root,
    status: SolveStatus,
    record: Heartbeat,
    client: redis.Redis | None,
    directory: Path,
) -> SolveStatus:
    """Solve and keep the table; the job's final record, for ``run`` to write."""
    started = time.monotonic()
    shown = [time.monotonic()]

    def progress(fraction: float) -> None:
        now = time.monotonic()
        if now - shown[0] >= 0.5:
            shown[0] = now
            record.write(replace(status, progress=round(fraction, 3), updated=time.time()))

    try:
        with ceilings(job.limits):
            table = solve_table(job.start, progress)
    except (MemoryError, SystemError):
        # CPython out of address space mostly raises MemoryError, and now and
        # then "SystemError: error return without exception set".
        reason = f"the solve needed more than {job.limits.memory_bytes >> 20} MiB of memory"
    except CeilingError:
        reason = f"the solve took more than {job.limits.cpu_seconds} s of CPU time"
    except Exception:
        # Not the rule set's doing (RQ's wall-clock net on a host slowed
        # tenfold, a fault): left as a dead solver leaves its record, so
        # that it reads failed, "ask again", and the next request solves it
        # again, never a solve-failed answer for good.
        log.exception("solve of %s from %s stopped", root.rules_id, status.root)
        return abandoned(status)
    else:
        write_variant(root, table, directory)
        prune_variants(job.disk_bytes, directory)
        if client is not None:
            _share(job, client, root, table)
        done = replace(
            status,
            state=SolveState.DONE,
            progress=1.0,
            positions=Table(table).count,
            seconds=round(time.monotonic() - started, 3),
            updated=time.time(),
        )
        return done
    log.warning("solve of %s from %s failed: %s", root.rules_id, status.root, reason)
    failed = replace(
        status,
        state=SolveState.FAILED,
        error=reason,
        seconds=round(time.monotonic() - started, 3),
        updated=time.time(),
    )
    return failed


def _write(records: Records, root: Root, status: SolveStatus) -> None:
    try:
        records.write(root, status)
    except (redis.RedisError, OSError) as error:
        log.warning("could not record the solve of %s: %s", root.rules_id, error)


def _share(job: SolveJob, client: redis.Redis, root: Root, table: bytes) -> None:
    try:
        store_in_redis(client, root, table, job.cache_ttl, job.cache_cap)
    except redis.RedisError as error:
        log.warning("could not share the solution of %s: %s", root.rules_id, error)

"""Solve jobs: what a solver process runs, and the record every caller reads.

A job solves one variant from one root and keeps the table file in the
variants folder (and, with Redis, in Redis for other hosts).  It runs in a
process of its own, never in a request thread: a local process pool's or an
RQ worker's (``service.variants.queues``).  There it lowers its priority below the
API's, takes one of the host's solve slots, and puts ceilings on its memory
(``RLIMIT_AS``) and CPU time (``RLIMIT_CPU``); a solve that hits either ends
as ``failed`` with the reason, and the process that ran it exits.

Every job's state is one small JSON record (``SolveStatus``), in the
variants folder beside the tables or, with Redis, in Redis, so that any
worker on any host can report it.  A record that says ``solving`` but has
not been touched for ``STALE_SECONDS`` belongs to a solver that died.
"""

from __future__ import annotations

import enum
import fcntl
import json
import logging
import os
import resource
import signal
import socket
import time
import zlib
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass, replace
from functools import cached_property
from pathlib import Path
from types import FrameType
from typing import Protocol, cast

import redis

from solver.tictactoe import Position, Rules
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

PREFIX = "fifteen:v1:"
NICE = 10
"""How much lower than the API's a solver process's CPU priority is."""
STALE_SECONDS = 15.0
"""A running job touches its record at least this often (every progress step)."""
RECORD_TTL = 86_400
REDIS_TIMEOUT = 0.5


class SolveState(enum.Enum):
    QUEUED = "queued"
    SOLVING = "solving"
    DONE = "done"
    FAILED = "failed"


@dataclass(frozen=True)
class SolveStatus:
    """What a caller can know of a solve (AIP-151's long-running operation)."""

    rules_id: str
    root: str
    """The board the solve starts from, ``_`` for an empty cell."""
    state: SolveState
    progress: float = 0.0
    positions: int | None = None
    """While queued or solving, the estimate; once done, the positions stored."""
    seconds: float | None = None
    error: str | None = None
    host: str = ""
    pid: int = 0
    """The process that last wrote the record (the submitter while queued)."""
    updated: float = 0.0

    def to_json(self) -> str:
        return json.dumps({**asdict(self), "state": self.state.value})

    @classmethod
    def from_json(cls, text: str | bytes) -> SolveStatus:
        data = json.loads(text)
        return cls(**{**data, "state": SolveState(data["state"])})

    @property
    def finished(self) -> bool:
        return self.state in (SolveState.DONE, SolveState.FAILED)

    def is_stale(self, now: float | None = None) -> bool:
        """Whether the process this record waits on is gone: a solver that
        stopped touching it, or a submitter on this host that exited."""
        if self.finished:
            return False
        now = time.time() if now is None else now
        if self.state is SolveState.SOLVING:
            return now - self.updated > STALE_SECONDS
        if self.host == socket.gethostname() and not _alive(self.pid):
            return True
        return now - self.updated > RECORD_TTL


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def board_text(board: tuple[int, ...]) -> str:
    """``_,_,_,_,5,_,_,_,8``: cells separated by commas, ``_`` for empty."""
    return ",".join(str(token) if token else "_" for token in board)


@dataclass(frozen=True)
class Limits:
    """The ceilings of one solve, and the host's share of solving."""

    memory_bytes: int
    cpu_seconds: int
    slots: int
    """How many solves may run at once on one host."""


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
    redis_url: str | None = None
    cache_ttl: int = RECORD_TTL
    cache_cap: int = 32
    disk_bytes: int = 1 << 30

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


class Records(Protocol):
    """Where job records live: files on one host, or Redis for every host."""

    def read(self, root: Root) -> SolveStatus | None: ...

    def write(self, root: Root, status: SolveStatus) -> None: ...

    def delete(self, root: Root) -> None: ...


class FileRecords:
    """Job records as JSON files beside the variant tables."""

    def __init__(self, directory: Path) -> None:
        self.directory = directory

    def path(self, root: Root) -> Path:
        return variant_path(root, self.directory).with_suffix(".status")

    def read(self, root: Root) -> SolveStatus | None:
        try:
            return SolveStatus.from_json(self.path(root).read_text())
        except (FileNotFoundError, ValueError, TypeError, KeyError):
            return None

    def write(self, root: Root, status: SolveStatus) -> None:
        path = self.path(root)
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(f".tmp{os.getpid()}")
        tmp.write_text(status.to_json())
        tmp.replace(path)

    def delete(self, root: Root) -> None:
        self.path(root).unlink(missing_ok=True)


class RedisRecords:
    """Job records in Redis under ``fifteen:v1:job:<rules id>:<root key>``."""

    def __init__(self, client: redis.Redis) -> None:
        self.client = client

    def read(self, root: Root) -> SolveStatus | None:
        raw = self.client.get(record_key(root))
        if not isinstance(raw, bytes):
            return None
        try:
            return SolveStatus.from_json(raw)
        except (ValueError, TypeError, KeyError):
            return None

    def write(self, root: Root, status: SolveStatus) -> None:
        self.client.set(record_key(root), status.to_json(), ex=RECORD_TTL)

    def delete(self, root: Root) -> None:
        self.client.delete(record_key(root))


def record_key(root: Root) -> str:
    return PREFIX + f"job:{root.rules_id}:{root.key}"


def solution_key(root: Root) -> str:
    return PREFIX + f"solution:{root.rules_id}:{root.key}"


def roots_key(rules_id: str) -> str:
    return PREFIX + f"roots:{rules_id}"


INDEX_KEY = PREFIX + "index"


def index_member(root: Root) -> str:
    return f"{root.rules_id}|{root.key}"


def redis_client(url: str, timeout: float = REDIS_TIMEOUT) -> redis.Redis:
    return redis.Redis.from_url(
        url, socket_timeout=timeout, socket_connect_timeout=timeout, retry_on_timeout=False
    )


def store_in_redis(client: redis.Redis, root: Root, table: bytes, ttl: int, cap: int) -> None:
    """Share a solution with every host; keep at most ``cap`` solutions, the
    least recently used going first."""
    with client.pipeline() as pipe:
        pipe.set(solution_key(root), zlib.compress(table, 1), ex=ttl)
        pipe.sadd(roots_key(root.rules_id), str(root.key))
        pipe.expire(roots_key(root.rules_id), ttl)
        pipe.zadd(INDEX_KEY, {index_member(root): time.time()})
        pipe.execute()
    excess = int(client.zcard(INDEX_KEY)) - cap
    if excess > 0:
        evicted = cast(list[tuple[bytes, float]], client.zpopmin(INDEX_KEY, excess))
        for member, _ in evicted:
            rules_id, key = member.decode().rsplit("|", 1)
            forget_in_redis(client, Root(rules_id, int(key)))


def forget_in_redis(client: redis.Redis, root: Root) -> None:
    with client.pipeline() as pipe:
        pipe.delete(solution_key(root))
        pipe.srem(roots_key(root.rules_id), str(root.key))
        pipe.zrem(INDEX_KEY, index_member(root))
        pipe.execute()


@contextmanager
def _flock(path: Path) -> Iterator[None]:
    """Hold an exclusive lock on ``path`` (released if the process dies)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("a") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


@contextmanager
def _slot(directory: Path, slots: int) -> Iterator[None]:
    """One of the host's ``slots`` solve slots, waiting for a free one."""
    handles = [(directory / f".slot-{i}.lock").open("a") for i in range(max(1, slots))]
    try:
        while True:
            for handle in handles:
                try:
                    fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
                except BlockingIOError:
                    continue
                try:
                    yield
                finally:
                    fcntl.flock(handle, fcntl.LOCK_UN)
                return
            time.sleep(0.05)
    finally:
        for handle in handles:
            handle.close()


class CeilingError(Exception):
    """The solve hit its memory or time ceiling."""


def _out_of_time(signum: int, frame: FrameType | None) -> None:
    raise CeilingError("time")


@contextmanager
def _ceilings(limits: Limits) -> Iterator[None]:
    """Cap this process's address space and CPU time for the solve, and lift
    the caps after it (the soft limits only: the process must be able to
    record the outcome and, under RQ, report the job once the solve let go
    of its memory)."""
    with open("/proc/self/statm") as statm:
        in_use = int(statm.read().split()[0]) * resource.getpagesize()
    saved_memory = resource.getrlimit(resource.RLIMIT_AS)
    saved_cpu = resource.getrlimit(resource.RLIMIT_CPU)
    used = resource.getrusage(resource.RUSAGE_SELF)
    cpu = int(used.ru_utime + used.ru_stime) + limits.cpu_seconds
    signal.signal(signal.SIGXCPU, _out_of_time)
    resource.setrlimit(resource.RLIMIT_AS, (in_use + limits.memory_bytes, saved_memory[1]))
    resource.setrlimit(resource.RLIMIT_CPU, (cpu, saved_cpu[1]))
    try:
        yield
    finally:
        resource.setrlimit(resource.RLIMIT_AS, saved_memory)
        resource.setrlimit(resource.RLIMIT_CPU, saved_cpu)


def run(job: SolveJob) -> SolveStatus:
    """Solve ``job`` in this (solver) process and keep the table; return the
    final record.  Never raises for a failed solve: the record says why."""
    os.nice(NICE)
    directory = Path(job.variants_dir) if job.variants_dir else variants_dir()
    directory.mkdir(parents=True, exist_ok=True)
    client = redis_client(job.redis_url) if job.redis_url else None
    records: Records = RedisRecords(client) if client else FileRecords(directory)
    root = job.root
    status = replace(job.queued(), pid=os.getpid())
    with _slot(directory, job.limits.slots), _flock(directory / f".{job.job_id}.lock"):
        if Path(variant_path(root, directory)).exists():
            done = replace(status, state=SolveState.DONE, progress=1.0, updated=time.time())
            _write(records, root, done)
            if client is not None:
                _share(job, client, root, variant_path(root, directory).read_bytes())
            return done
        return _solve(job, root, status, records, client, directory)


def _solve(
    job: SolveJob,
    root: Root,
    status: SolveStatus,
    records: Records,
    client: redis.Redis | None,
    directory: Path,
) -> SolveStatus:
    started = time.monotonic()
    status = replace(status, state=SolveState.SOLVING, updated=time.time())
    _write(records, root, status)
    shown = [time.monotonic()]

    def progress(fraction: float) -> None:
        now = time.monotonic()
        if now - shown[0] >= 0.5:
            shown[0] = now
            _write(records, root, replace(status, progress=round(fraction, 3), updated=time.time()))

    try:
        with _ceilings(job.limits):
            table = solve_table(job.start, progress)
    except (MemoryError, SystemError):
        # CPython out of address space mostly raises MemoryError, and now and
        # then "SystemError: error return without exception set".
        reason = f"the solve needed more than {job.limits.memory_bytes >> 20} MiB of memory"
    except CeilingError:
        reason = f"the solve took more than {job.limits.cpu_seconds} s of CPU time"
    except Exception:
        log.exception("solve of %s from %s failed", root.rules_id, status.root)
        reason = "the solve failed unexpectedly; the failure has been logged"
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
        _write(records, root, done)
        return done
    log.warning("solve of %s from %s failed: %s", root.rules_id, status.root, reason)
    failed = replace(
        status,
        state=SolveState.FAILED,
        error=reason,
        seconds=round(time.monotonic() - started, 3),
        updated=time.time(),
    )
    _write(records, root, failed)
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

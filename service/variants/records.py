"""A solve's record, the one small JSON document every caller reads, and where it is kept.

Every job's state is a ``SolveStatus``, in the variants folder beside the
tables (``FileRecords``) or, with Redis, in Redis (``RedisRecords``), so
that any worker on any host can report it.  A record that says ``solving``
but has not been touched for ``STALE_SECONDS`` belongs to a solver that
died.  The Redis keys of records, shared solutions and their index are
named here, once.
"""

from __future__ import annotations

import enum
import json
import os
import socket
import time
import zlib
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any, Protocol, cast

import redis

from solver.core.files import write_atomically
from solver.tictactoe.store import record_path
from solver.tictactoe.variants import Root

PREFIX = "fifteen:v1:"
QUEUE_NAME = "fifteen-solves"
"""The RQ queue of solve jobs."""


STALE_SECONDS = 15.0
"""A running job touches its record far more often than this (every
``HEARTBEAT_SECONDS``): a ``solving`` record untouched this long is dead."""
HEARTBEAT_SECONDS = 3.0


RECORD_TTL = 86_400


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
        """The record as kept (on disk or in Redis)."""
        return json.dumps({**asdict(self), "state": self.state.value})

    def answer(self) -> dict[str, Any]:
        """The record as ``/v1/solves`` answers it (``SolveStatus`` in the
        OpenAPI document): what it kept, but who runs it and when."""
        return {
            "rules_id": self.rules_id,
            "root": self.root,
            "state": self.state.value,
            "progress": self.progress,
            "positions": self.positions,
            "seconds": self.seconds,
            "error": self.error,
        }

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


def abandoned(status: SolveStatus) -> SolveStatus:
    """``status`` as a solver that died leaves it: solving, and untouched
    for longer than ``STALE_SECONDS`` (``is_stale``)."""
    return replace(status, state=SolveState.SOLVING, updated=0.0)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


class Records(Protocol):
    """Where job records live: files on one host, or Redis for every host."""

    def read(self, root: Root) -> SolveStatus | None: ...

    def write(self, root: Root, status: SolveStatus) -> None: ...

    def delete(self, root: Root) -> None: ...


class FileRecords:
    """Job records as JSON files in the variants folder's ``records``."""

    def __init__(self, directory: Path) -> None:
        self.directory = directory

    def path(self, root: Root) -> Path:
        return record_path(root, self.directory)

    def read(self, root: Root) -> SolveStatus | None:
        try:
            return SolveStatus.from_json(self.path(root).read_text())
        except (FileNotFoundError, ValueError, TypeError, KeyError):
            return None

    def write(self, root: Root, status: SolveStatus) -> None:
        path = self.path(root)
        path.parent.mkdir(parents=True, exist_ok=True)
        write_atomically(path, status.to_json().encode())

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

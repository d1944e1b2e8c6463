"""A proof run in Redis: its plan, its subproblems' results and beats, and
the jobs that prove them.

Keys (``fifteen:v1:proof:<name>:...``): ``meta`` (the rules, the root and
the run's ``Settings``), ``leaves`` (the
subproblems' boards, in order), ``results`` (board -> its result as JSON:
the winner or a draw and the winner's strategy, or unproven within its
budget; positions searched and CPU seconds), ``beats`` (board -> the Redis
time its job last beat: a job beats every ``BEAT_SECONDS`` while it
proves), ``jobs`` (board -> its RQ job's id) and ``known`` (the facts the
workers share: ``store``).  A subproblem with no
result whose job is neither waiting nor beating was lost (its worker died):
``resume`` queues it again.
"""

from __future__ import annotations

import json
import statistics
from dataclasses import dataclass
from typing import Any

import redis
from rq import Queue
from rq.exceptions import NoSuchJobError
from rq.job import Job, JobStatus

from solver.tictactoe.notation import board_text, read_board
from solver.tictactoe.position import Position
from solver.tictactoe.proof import Certificate
from solver.tictactoe.proof_search import STORE_ENTRIES, STORE_FROM, TABLE_LIMIT
from solver.tictactoe.proof_split import Outcome, Split, assemble, split
from solver.tictactoe.rules import Player, rules_from_id

QUEUE = "fifteen-proofs"
PREFIX = "fifteen:v1:proof:"
BEAT_SECONDS = 1.0
"""How often a proving job says it is alive."""
STALE_SECONDS = 5.0
"""A job silent this long is lost (its worker died or stopped)."""
JOB_TIMEOUT = 30 * 24 * 3600
"""The longest RQ lets one subproblem's proof run: a month."""


def key(name: str, part: str) -> str:
    return f"{PREFIX}{name}:{part}"


def text(value: bytes | str | None) -> str:
    """A Redis reply as text ("" for none)."""
    if value is None:
        return ""
    return value.decode() if isinstance(value, bytes) else value


def now(client: redis.Redis) -> float:
    """Redis's clock: every host reads the same one."""
    seconds, micros = client.time()
    return float(seconds) + micros / 1e6


@dataclass(frozen=True)
class Progress:
    """Where a run stands."""

    leaves: int
    won: int
    drawn: int
    unproven: int
    proving: int
    """Subproblems whose jobs beat now (about the workers at work)."""
    nodes: int
    cpu_seconds: float
    median_cpu_seconds: float
    shared: int
    """Boards whose facts the workers share (``store``)."""
    sought: Player | None
    """The side whose win the run seeks alone (then ``drawn`` counts the
    subproblems it does not win, drawn or lost), or None for both."""

    @property
    def done(self) -> int:
        return self.won + self.drawn

    @property
    def projected_seconds(self) -> float | None:
        """The time the rest needs at the median subproblem's CPU time on
        as many workers as are proving now (None without either)."""
        if not self.done or not self.proving:
            return None
        return (self.leaves - self.done) * self.median_cpu_seconds / self.proving


def plan_of(client: redis.Redis, name: str) -> Split:
    """The run's split, made again from its ``meta`` (the same every time)."""
    meta = meta_of(client, name)
    rules = rules_from_id(meta["rules"])
    root = Position.from_board(read_board(meta["root"], rules.size * rules.size), rules)
    return split(root, Settings.from_meta(meta).depth)


@dataclass(frozen=True)
class Settings:
    """How a run proves: ``depth`` plies split off the root, each
    subproblem within ``nodes`` positions; with ``winner``, only that
    side's win sought (a subproblem it does not win is then recorded as
    no win, whether drawn or won by the other side); each worker's table
    of ``table`` positions; the facts of positions with at least
    ``store_from`` empty cells shared by every worker, ``store_entries``
    boards at most (``store.RedisStore``)."""

    depth: int = 1
    nodes: int = 10**9
    winner: Player | None = None
    table: int = TABLE_LIMIT
    store_from: int = STORE_FROM
    store_entries: int = STORE_ENTRIES

    def as_meta(self) -> dict[str, str]:
        return {
            "depth": str(self.depth),
            "nodes": str(self.nodes),
            "winner": "" if self.winner is None else self.winner.value,
            "table": str(self.table),
            "store_from": str(self.store_from),
            "store_entries": str(self.store_entries),
        }

    @classmethod
    def from_meta(cls, meta: dict[str, str]) -> Settings:
        return cls(
            depth=int(meta["depth"]),
            nodes=int(meta["nodes"]),
            winner=Player(meta["winner"]) if meta["winner"] else None,
            table=int(meta["table"]),
            store_from=int(meta["store_from"]),
            store_entries=int(meta["store_entries"]),
        )


def meta_of(client: redis.Redis, name: str) -> dict[str, str]:
    """The run's ``meta`` as text; ``KeyError`` for no such run."""
    meta = {text(k): text(v) for k, v in client.hgetall(key(name, "meta")).items()}
    if not meta:
        raise KeyError(f"no proof run named {name!r}")
    return meta


def start(client: redis.Redis, name: str, position: Position, settings: Settings) -> int:
    """Plan a run (refused if ``name`` is taken) and queue its subproblems;
    how many there are."""
    plan = split(position, settings.depth)
    if not client.hsetnx(key(name, "meta"), "rules", position.rules.name):
        raise ValueError(f"a proof run named {name!r} exists: resume it, or choose another name")
    meta = {"root": board_text(position.board), **settings.as_meta()}
    client.hset(key(name, "meta"), mapping=meta)  # type: ignore[arg-type]  # invariant keys
    leaves = [board_text(leaf) for leaf in plan.leaves]
    if leaves:
        client.rpush(key(name, "leaves"), *leaves)
    for leaf in leaves:
        _enqueue(client, name, leaf, settings.nodes)
    return len(leaves)


def _enqueue(client: redis.Redis, name: str, leaf: str, nodes: int) -> None:
    job = Queue(QUEUE, connection=client).enqueue(
        "service.proofs.jobs.prove_leaf",
        name,
        leaf,
        nodes,
        job_timeout=JOB_TIMEOUT,
        result_ttl=3600,
        failure_ttl=7 * 24 * 3600,
    )
    client.hset(key(name, "jobs"), leaf, job.id)


def results(client: redis.Redis, name: str) -> dict[str, dict[str, Any]]:
    """Each subproblem's result (board text -> as its job wrote it)."""
    return {text(k): json.loads(v) for k, v in client.hgetall(key(name, "results")).items()}


def progress(client: redis.Redis, name: str) -> Progress:
    found = results(client, name)
    leaves = client.llen(key(name, "leaves"))
    settled = [r for r in found.values() if not r.get("unproven")]
    cpu = [r["cpu_seconds"] for r in found.values()]
    return Progress(
        leaves=leaves,
        won=sum(1 for r in settled if r["winner"] is not None),
        drawn=sum(1 for r in settled if r["winner"] is None),
        unproven=len(found) - len(settled),
        proving=len(_beating(client, name)),
        nodes=sum(r["nodes"] for r in found.values()),
        cpu_seconds=sum(cpu),
        median_cpu_seconds=statistics.median(cpu) if cpu else 0.0,
        shared=client.hlen(key(name, "known")),
        sought=Settings.from_meta(meta_of(client, name)).winner,
    )


def _beating(client: redis.Redis, name: str) -> set[str]:
    """The subproblems whose jobs beat within ``STALE_SECONDS``."""
    clock = now(client)
    beats = client.hgetall(key(name, "beats"))
    return {text(k) for k, v in beats.items() if clock - float(v) < STALE_SECONDS}


def resume(client: redis.Redis, name: str, nodes: int | None = None) -> int:
    """Queue again each subproblem with no result whose job is lost (not
    waiting, not beating) and, given ``nodes`` larger than the run's,
    each left unproven by its budget, with ``nodes``; how many."""
    meta_nodes = int(client.hget(key(name, "meta"), "nodes") or 0)
    if nodes is not None and nodes > meta_nodes:
        client.hset(key(name, "meta"), "nodes", nodes)
    budget = max(nodes or 0, meta_nodes)
    found = results(client, name)
    beating = _beating(client, name)
    jobs = {text(k): text(v) for k, v in client.hgetall(key(name, "jobs")).items()}
    queued = 0
    for raw in client.lrange(key(name, "leaves"), 0, -1):
        leaf = text(raw)
        result = found.get(leaf)
        retry = result is not None and result.get("unproven") and result["nodes"] < budget
        if result is not None and not retry:
            continue
        if leaf in beating or (result is None and _waiting(client, jobs.get(leaf))):
            continue
        client.hdel(key(name, "results"), leaf)
        _enqueue(client, name, leaf, budget)
        queued += 1
    return queued


def _waiting(client: redis.Redis, job_id: str | None) -> bool:
    """Whether the job is queued, or started and not yet beating."""
    if job_id is None:
        return False
    try:
        status = Job.fetch(job_id, connection=client).get_status()
    except NoSuchJobError:
        return False
    return status in (JobStatus.QUEUED, JobStatus.SCHEDULED, JobStatus.DEFERRED)


def assemble_run(client: redis.Redis, name: str) -> Certificate:
    """The root's certificate from every subproblem's result; ``ValueError``
    while any has none or is unproven, or for a draw."""
    plan = plan_of(client, name)
    found = results(client, name)
    outcomes = {}
    for leaf in plan.leaves:
        result = found.get(board_text(leaf))
        if result is None or result.get("unproven"):
            raise ValueError(f"subproblem {board_text(leaf)} is not proven yet")
        winner = None if result["winner"] is None else Player(result["winner"])
        strategy = {
            tuple(t or 0 for t in read_board(board, len(leaf))): (move[0], move[1])
            for board, move in result["strategy"].items()
        }
        outcomes[leaf] = Outcome(winner, strategy)
    nodes = sum(r["nodes"] for r in found.values())
    sought = Settings.from_meta(meta_of(client, name)).winner
    try:
        return assemble(plan, outcomes, nodes)
    except ValueError:
        if sought is None:
            raise
        raise ValueError(f"the root is no win for {sought.value}") from None

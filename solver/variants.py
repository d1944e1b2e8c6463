"""Rule sets without a precomputed table, solved on demand.

A *solution* is the table of every open position that can follow a *root*:
the empty board, or the position asked about once two or more numbers are
placed (its subtree solves in well under a second, the whole game in about
10 s).  A solution answers for every position that contains its root in some
orientation of the board, since play from the root reaches all of those.

``Solutions`` keeps solutions in process, bounded, least recently used
first out; the HTTP service puts a shared cache (Redis) in front of it.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from dataclasses import dataclass
from math import comb, perm

from solver.engine import Engine
from solver.errors import SolveTimeoutError, TooLargeToSolveError
from solver.position import CELLS, Position
from solver.rules import EMPTY, Rules
from solver.solve import solve
from solver.symmetry import BITS_PER_CELL, symmetries_of
from solver.table import Table, encode

SUBTREE_FROM = 2
"""Positions with at least this many numbers placed solve only their subtree."""

DEFAULT_SOLVE_LIMIT = 12_000_000
"""Largest game tree solved on demand, in boards (Graham's whole game: 9.3 million)."""


@dataclass(frozen=True)
class Root:
    """Where a solution starts: a rule set and a canonical board key."""

    rules_id: str
    key: int

    def covers(self, keys: list[int]) -> bool:
        """Whether a position, given the keys of its images, contains this root."""
        mask = 0
        for cell in range(CELLS):
            if (self.key >> (BITS_PER_CELL * cell)) & 31:
                mask |= 31 << (BITS_PER_CELL * cell)
        return any(k & mask == self.key for k in keys)


def root_for(position: Position) -> Position:
    """The position to solve from so that ``position`` is answered."""
    placed = CELLS - position.board.count(EMPTY)
    return position if placed >= SUBTREE_FROM else Position.empty(position.rules)


def game_tree_size(position: Position) -> int:
    """An upper bound on the boards that can follow ``position`` (Markowsky's count)."""
    mover = position.status.to_move
    if mover is None:
        return 1
    empty = position.board.count(EMPTY)
    mine = len(position.remaining(mover))
    theirs = len(position.remaining(mover.opponent))
    total = 0
    for moves in range(empty + 1):
        mover_moves, other_moves = (moves + 1) // 2, moves // 2
        if mover_moves > mine or other_moves > theirs:
            break
        total += (
            comb(empty, moves)
            * comb(moves, mover_moves)
            * perm(mine, mover_moves)
            * perm(theirs, other_moves)
        )
    return total


def check_solvable(position: Position, limit: int = DEFAULT_SOLVE_LIMIT) -> None:
    """Raise ``TooLargeToSolveError`` if solving for ``position`` would take too long."""
    size = game_tree_size(root_for(position))
    if size > limit:
        raise TooLargeToSolveError(
            f"this rule set is too large to solve from this position: up to {size:,} boards "
            f"follow it and the limit is {limit:,}; give players fewer numbers or place "
            f"more numbers first"
        )


def solve_table(root: Position) -> bytes:
    """The table file bytes of the solution from ``root``."""
    return encode(solve(root.rules, start=root, count_layers=False))


def root_of(position: Position) -> Root:
    key, _ = symmetries_of(position.rules).canonical(position.board)
    return Root(position.rules.id, key)


class Solutions:
    """Engines for solved variants, in process: bounded, thread safe.

    Solves run one at a time on a background thread, one per root however
    many callers ask; a caller waits at most ``wait`` seconds for its solve
    (``SolveTimeoutError`` then) while the solve goes on and is kept.
    """

    def __init__(
        self,
        capacity: int = 8,
        limit: int = DEFAULT_SOLVE_LIMIT,
        solver: Callable[[Position], bytes] = solve_table,
    ) -> None:
        self.capacity = capacity
        self.limit = limit
        self.solver = solver
        self._engines: OrderedDict[Root, Engine] = OrderedDict()
        self._lock = threading.Lock()
        self._pending: dict[Root, Future[Engine]] = {}
        self._executor: ThreadPoolExecutor | None = None
        self.solves = 0

    def find(self, position: Position) -> Engine | None:
        """A cached engine that answers for ``position``, if any."""
        keys = symmetries_of(position.rules).keys(position.board)
        rules_id = position.rules.id
        with self._lock:
            for root, engine in reversed(self._engines.items()):
                if root.rules_id == rules_id and root.covers(keys):
                    self._engines.move_to_end(root)
                    return engine
        return None

    def add(self, root: Root, rules: Rules, table: bytes) -> Engine:
        engine = Engine(rules, Table(table))
        with self._lock:
            self._engines[root] = engine
            self._engines.move_to_end(root)
            while len(self._engines) > self.capacity:
                self._engines.popitem(last=False)
        return engine

    def engine_for(self, position: Position, wait: float | None = None) -> Engine:
        """An engine that answers for ``position``, solving if needed."""
        engine = self.find(position)
        if engine is not None:
            return engine
        check_solvable(position, self.limit)
        start = root_for(position)
        root = root_of(start)
        return self.wait_for(self.submit(root, lambda: self.solve_into(root, start)), wait)

    def submit(self, root: Root, job: Callable[[], Engine]) -> Future[Engine]:
        """Run ``job`` for ``root`` on the solver thread, unless it already runs."""
        with self._lock:
            future = self._pending.get(root)
            if future is None:
                if self._executor is None:  # created lazily: after gunicorn forks
                    self._executor = ThreadPoolExecutor(1, thread_name_prefix="solver")
                future = self._executor.submit(job)
                self._pending[root] = future
                future.add_done_callback(lambda _: self._done(root))
        return future

    def _done(self, root: Root) -> None:
        with self._lock:
            self._pending.pop(root, None)

    @staticmethod
    def wait_for(future: Future[Engine], wait: float | None) -> Engine:
        try:
            return future.result(timeout=wait)
        except FutureTimeout:
            raise SolveTimeoutError(
                f"this rule set is still being solved (more than {wait:g} s so far); "
                "the answer is kept when ready: retry in a few seconds"
            ) from None

    def solve_into(self, root: Root, start: Position) -> Engine:
        """Solve from ``start`` (unless done meanwhile) and keep the engine."""
        engine = self.find(start)
        if engine is None:
            engine = self.add(root, start.rules, self.solve(start))
        return engine

    def solve(self, start: Position) -> bytes:
        table = self.solver(start)
        with self._lock:
            self.solves += 1
        return table

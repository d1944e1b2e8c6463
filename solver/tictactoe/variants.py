"""Rule sets without a precomputed table: what to solve, and what it costs.

A *solution* is the table of every open position that can follow a *root*:
the empty board, or the position asked about once two or more numbers are
placed (its subtree solves in well under a second, the whole game in a few
seconds).  A solution answers for every position that contains its root in
some orientation of the board, since play from the root reaches all of those.

Before anything is solved, ``check_solvable`` bounds the cost with an
estimate of the positions the solve will store; a rule set in which no line
can ever win needs no solve at all (``can_be_won``).  Where and when solves
run is the caller's business: this module only says what to solve.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache
from math import comb, perm

from solver.tictactoe.engine import DrawnEngine, Engine
from solver.tictactoe.errors import TooLargeToSolveError
from solver.tictactoe.parts import line_values
from solver.tictactoe.position import Position
from solver.tictactoe.rules import CELLS, EMPTY, LINES, Rules
from solver.tictactoe.solve import Progress, solve
from solver.tictactoe.symmetry import BITS_PER_CELL, symmetries_of
from solver.tictactoe.table import Table, encode

SUBTREE_FROM = 2
"""Positions with at least this many numbers placed solve only their subtree."""

DEFAULT_SOLVE_LIMIT = 2_200_000
"""Most positions a solve on demand may store (Graham's whole game: 419,000;
target 14 with Graham's numbers: 845,000; the largest shared-numbers game
of the survey, 2-10 with lines of 10: 2,090,000, 0.8 GB and 24 s, within
the solve's 1 GiB memory ceiling)."""

ESTIMATE_SAMPLES = 256
"""Random boards drawn per number of tokens placed, to estimate a solve's size."""


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


def root_of(position: Position) -> Root:
    """The ``Root`` of a solution that starts at ``position``."""
    key, _ = symmetries_of(position.rules).canonical(position.board)
    return Root(position.rules.name, key)


@lru_cache(maxsize=1024)
def can_be_won(rules: Rules) -> bool:
    """Whether any line could ever win: a line's worth of the game's numbers
    that make the target, or, when parity wins, as many of one parity.
    When none can, every game is a draw and nothing needs solving.

    >>> can_be_won(Rules.from_spec(target=250))
    False
    """
    numbers = rules.pool
    size = rules.size
    if rules.parity_wins and any(
        sum(1 for n in numbers if n % 2 == parity) >= size for parity in (0, 1)
    ):
        return True
    return rules.target in line_values(numbers, size, rules.line, rules.target)


@lru_cache(maxsize=1024)
def estimate_positions(root: Position) -> int:
    """About how many positions a solve from ``root`` stores (see ``solve``).

    A stored position is one that can follow ``root`` with no line won, an
    empty cell and a number left for the side to move.  Boards with no won
    line are exactly those reachable in play, so the estimate counts the
    boards of each size (Markowsky's formula), scales each count by the
    share of ``ESTIMATE_SAMPLES`` random boards of that size with no won
    line, and divides by the symmetries that fold positions together.  It is
    the same for the same root (the sampling is seeded by it).
    """
    mover = root.status.to_move
    if mover is None:
        return 0
    rules = root.rules
    board = root.board
    empty = [cell for cell, token in enumerate(board) if token == EMPTY]
    mine = root.remaining(mover)
    theirs = root.remaining(mover.opponent)
    rng = random.Random(f"{rules.name}|{board}")
    total = 0.0
    for moves in range(len(empty)):
        if rules.shared:  # one pool: the mover's and the other's are the same numbers
            placed: tuple[int, int] = (moves, 0)
            if moves >= len(mine):
                break
            boards = comb(len(empty), moves) * perm(len(mine), moves)
            pools: tuple[tuple[int, ...], tuple[int, ...]] = (mine, ())
        else:
            placed = ((moves + 1) // 2, moves // 2)
            if placed[0] > len(mine) or placed[1] > len(theirs):
                break
            left = len(mine) - placed[0] if moves % 2 == 0 else len(theirs) - placed[1]
            if left == 0:
                continue
            boards = count_boards(len(empty), len(mine), len(theirs), moves)
            pools = mine, theirs
        total += boards * _open_share(rng, rules, board, empty, pools, placed)
    keys = symmetries_of(rules).keys(board)
    folded = keys.count(min(keys))  # the symmetries that map the root onto itself
    return round(total / folded) + 1


def count_boards(empty: int, mine: int, theirs: int, moves: int) -> int:
    """Markowsky's count of the boards ``moves`` more numbers make: ``moves``
    of ``empty`` cells filled alternately from ``mine`` numbers (first) and
    ``theirs``, won lines or not.

    >>> count_boards(9, 5, 4, 2)  # Graham's game, two numbers placed
    1440
    """
    placed_mine, placed_theirs = (moves + 1) // 2, moves // 2
    return (
        comb(empty, moves)
        * comb(moves, placed_mine)
        * perm(mine, placed_mine)
        * perm(theirs, placed_theirs)
    )


def _open_share(
    rng: random.Random,
    rules: Rules,
    board: tuple[int, ...],
    empty: list[int],
    numbers: tuple[tuple[int, ...], tuple[int, ...]],
    placed: tuple[int, int],
) -> float:
    """The share of random extensions of ``board`` by ``placed`` numbers
    from each of ``numbers`` (the mover's, the other's) that have no won line."""
    placed_mine, placed_theirs = placed
    moves = placed_mine + placed_theirs
    fullest = max(sum(board[cell] != EMPTY for cell in line) for line in LINES)
    if fullest + moves < 3:
        return 1.0  # no line can be full, let alone won
    cells = list(board)
    pools = list(numbers[0]), list(numbers[1]), list(empty)
    completes = rules.completes
    draw = rng.random
    open_boards = 0
    for _ in range(ESTIMATE_SAMPLES):
        for pool, count in zip(pools, (placed_mine, placed_theirs, moves), strict=True):
            # A partial Fisher-Yates shuffle: the first ``count`` are a random
            # draw in random order (several times quicker than ``rng.sample``).
            size = len(pool)
            for index in range(count):
                other = index + int(draw() * (size - index))
                pool[index], pool[other] = pool[other], pool[index]
        tokens = pools[0][:placed_mine] + pools[1][:placed_theirs]
        chosen = pools[2][:moves]
        for cell, token in zip(chosen, tokens, strict=True):
            cells[cell] = token
        for a, b, c in LINES:
            if cells[a] and cells[b] and cells[c] and completes(cells[a], cells[b], cells[c]):
                break
        else:
            open_boards += 1
        for cell in chosen:
            cells[cell] = EMPTY
    return open_boards / ESTIMATE_SAMPLES


def check_solvable(position: Position, limit: int = DEFAULT_SOLVE_LIMIT) -> None:
    """Raise ``TooLargeToSolveError`` if answering ``position`` would mean a
    solve storing more than ``limit`` positions (see ``estimate_positions``)."""
    if not can_be_won(position.rules):
        return
    size = estimate_positions(root_for(position))
    if size > limit:
        raise TooLargeToSolveError(
            f"this rule set is too large to solve from this position: about {size:,} "
            f"positions follow it and the limit is {limit:,}; give players fewer numbers "
            f"or place more numbers first"
        )


def solve_table(root: Position, progress: Progress | None = None) -> bytes:
    """The table file bytes of the solution from ``root``."""
    return encode(solve(root.rules, progress, start=root, count_layers=False))


@lru_cache(maxsize=256)
def drawn_engine(rules: Rules) -> Engine:
    return DrawnEngine(rules)


def tableless_engine(position: Position) -> Engine | None:
    """The engine that answers ``position`` with no table: a drawn engine
    when nobody can win under its rules or the game is over; None when it
    needs a solution."""
    if not can_be_won(position.rules) or position.is_over:
        return drawn_engine(position.rules)
    return None


def solve_engine(position: Position, limit: int = DEFAULT_SOLVE_LIMIT) -> Engine:
    """An engine for ``position``'s rule set that answers ``position``,
    solved here and now (within ``limit``): for scripts and tests."""
    engine = tableless_engine(position)
    if engine is not None:
        return engine
    check_solvable(position, limit)
    return Engine(position.rules, Table(solve_table(root_for(position))))

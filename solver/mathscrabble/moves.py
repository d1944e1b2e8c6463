"""Every legal play for a board and a rack, best first.

The generator follows Appel and Jacobson's anchor-and-cross-check method,
with the equation grammar in place of a lexicon (see ``search``).
``best_plays`` keeps the best ``limit`` plays (score, then squares, faces
and blanks, so the order is deterministic) and stops at a deadline or after
a number of steps.
"""

from __future__ import annotations

import heapq
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

from solver.mathscrabble.board import SIZE, Board, BoardError, Direction
from solver.mathscrabble.equation import Bonus
from solver.mathscrabble.scoring import Play, Tile
from solver.mathscrabble.search import Budget, LineSearch, OutOfTime
from solver.mathscrabble.tiles import over_issue


@dataclass(frozen=True)
class Found:
    """The best plays found, how many legal plays there are, and whether the
    search finished before its deadline (if not, the count is a floor)."""

    plays: tuple[Play, ...]
    count: int
    finished: bool


def generate(
    board: Board,
    rack: Counter[str],
    bonus: Bonus = Bonus.SQRT,
    emit: Callable[[Play], None] = lambda play: None,
    *,
    deadline: float | None = None,
    max_steps: int | None = None,
) -> bool:
    """Call ``emit`` once for every legal play of tiles from ``rack`` (faces,
    ``?`` for a blank) on ``board``; ``BoardError`` if the two hold more of a
    tile than the set has.  False if ``deadline`` (a ``time.monotonic()``
    instant) came first, or the search took ``max_steps`` steps (a budget
    that, unlike time, repeats exactly)."""
    issue = over_issue(board.counts() + rack)
    if issue:
        raise BoardError(f"the board and the rack hold {issue}", part="rack")
    budget = Budget(deadline, max_steps)
    if board.is_empty():
        # The premiums are symmetric about the diagonal: each first play down
        # is a first play across, transposed, with the same score.
        searches = [LineSearch(board, rack, bonus, Direction.ACROSS, _and_transposed(emit), budget)]
    else:
        searches = [LineSearch(board, rack, bonus, way, emit, budget) for way in Direction]
    # The lines where a play may earn the most word premiums first, so that a
    # search its budget stops has seen the likeliest best plays; a line no
    # play can reach from the board not at all.
    lines = [
        (search.promise(line), index, line)
        for index, search in enumerate(searches)
        for line in range(SIZE)
    ]
    try:
        for promise, index, line in sorted(lines, key=lambda entry: -entry[0]):
            if promise:
                searches[index].run_line(line)
    except OutOfTime:
        return False
    return True


def _and_transposed(emit: Callable[[Play], None]) -> Callable[[Play], None]:
    def both(play: Play) -> None:
        emit(play)
        tiles = tuple(
            Tile((t.at % SIZE) * SIZE + t.at // SIZE, t.face, t.blank) for t in play.tiles
        )
        emit(Play(tiles, Direction.DOWN, play.score))

    return both


def best_plays(
    board: Board,
    rack: Counter[str],
    bonus: Bonus = Bonus.SQRT,
    *,
    limit: int = 10,
    budget_seconds: float | None = None,
    max_steps: int | None = None,
) -> Found:
    """The best ``limit`` plays, best first, and how many there are."""
    deadline = None if budget_seconds is None else time.monotonic() + budget_seconds
    heap: list[tuple[_Worse, Play]] = []  # the root is the worst play kept
    count = 0

    def keep(play: Play) -> None:
        nonlocal count
        count += 1
        if len(heap) < limit:
            heapq.heappush(heap, (_Worse(play.key()), play))
        elif play.score >= heap[0][1].score and play.key() < heap[0][0].key:
            heapq.heapreplace(heap, (_Worse(play.key()), play))

    finished = generate(board, rack, bonus, keep, deadline=deadline, max_steps=max_steps)
    return Found(tuple(sorted((play for _, play in heap), key=Play.key)), count, finished)


class _Worse:
    """A play's key, ordered so that a min-heap's root is the worst play."""

    __slots__ = ("key",)

    def __init__(self, key: tuple[int, tuple[tuple[int, str, bool], ...]]) -> None:
        self.key = key

    def __lt__(self, other: _Worse) -> bool:
        return self.key > other.key

"""Every legal play for a board and a rack, or the best ones, proven.

The generator follows Appel and Jacobson's anchor-and-cross-check method,
with the equation grammar in place of a lexicon (see ``search``), and
searches best-first against admissible bounds (see ``bounds``).
``generate`` emits every legal play; ``best_plays`` keeps the best
``limit`` (score, then squares, faces and blanks, so the order is
deterministic), skips what cannot beat them, says whether they are proven,
and stops at a deadline or after a number of steps.
"""

from __future__ import annotations

import heapq
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import NamedTuple

from solver.mathscrabble.board import SIZE, Board, Direction
from solver.mathscrabble.bounds import Floor
from solver.mathscrabble.budget import Budget, OutOfTime
from solver.mathscrabble.equation import Bonus
from solver.mathscrabble.errors import BoardError
from solver.mathscrabble.scoring import Play, Tile
from solver.mathscrabble.search import LineSearch
from solver.mathscrabble.tiles import BLANK, over_issue


@dataclass(frozen=True)
class Found:
    """The best plays found, best first; how many legal plays were found;
    whether the search went through everything (if not, the count is a
    floor); whether the plays are proven: no play left out can outscore
    the last one listed; and how many steps the search took (what
    ``max_steps`` counts; 0 where not counted)."""

    plays: tuple[Play, ...]
    count: int
    finished: bool
    proven: bool
    steps: int = 0


@dataclass(frozen=True)
class Searched:
    """How a search ended: whether it emitted every legal play, and the
    most that any play it did not reach could score (-1 if it reached
    everything it did not skip; what it skipped could not beat its floor)."""

    finished: bool
    unreached: int


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
    return search(board, rack, bonus, emit, Budget(deadline, max_steps)).finished


def search(
    board: Board,
    rack: Counter[str],
    bonus: Bonus,
    emit: Callable[[Play], None],
    budget: Budget,
    floor: Floor | None = None,
    until_floor: bool = False,
) -> Searched:
    """Emit the legal plays that may beat ``floor`` (every one by default),
    searching from the squares where a main run may start: until a floor
    is held, those where the most can be scored first, whatever their line
    (by the bound of ``bounds``), each with the rest of its line in order
    (a first play soonest); then those where the most may likely be scored
    first (``LineSearch.starts``), skipping every square whose bound is
    below the floor; stopping when the budget runs out, or once a floor
    is held if ``until_floor``."""
    issue = over_issue(board.counts() + rack)
    if issue:
        raise BoardError(f"the board and the rack hold {issue}", part="rack")
    floor = Floor() if floor is None else floor
    if board.is_empty():
        # The premiums are symmetric about the diagonal: each first play down
        # is a first play across, transposed, with the same score.
        ways = [
            LineSearch(board, rack, bonus, Direction.ACROSS, _and_transposed(emit), budget, floor)
        ]
    else:
        ways = [LineSearch(board, rack, bonus, way, emit, budget, floor) for way in Direction]
    # Every square where a main run may start (most, likely, promise, way,
    # line, square): a line no play can reach from the board is not
    # searched at all.
    starts = [
        Start(most, likely, promise, index, line, square)
        for index, way in enumerate(ways)
        for line in range(SIZE)
        if (promise := way.promise(line))
        for most, likely, square in way.starts(line)
    ]
    starts.sort(key=Start.most_first)
    lines: dict[tuple[int, int], list[Start]] = {}
    for entry in sorted(starts, key=lambda s: s.square):
        lines.setdefault((entry.way, entry.line), []).append(entry)
    done: set[Start] = set()

    def run(entry: Start) -> bool:
        """Search from ``entry`` (False if the budget ran out)."""
        try:
            ways[entry.way].run_start(entry.line, entry.square)
        except OutOfTime:
            return False
        done.add(entry)
        return True

    def unreached() -> Searched:
        return Searched(False, max((s.most for s in starts if s not in done), default=-1))

    for entry in starts:
        if floor.score >= 0:
            break
        for step in lines[entry.way, entry.line]:
            if step in done:
                continue
            if floor.score >= 0:
                break
            if not run(step):
                return unreached()
    if until_floor and floor.score >= 0:
        return unreached()
    for entry in sorted(starts, key=Start.likeliest_first):
        if entry in done:
            continue
        if entry.most < floor.score:
            floor.skipped = True
            done.add(entry)  # nothing from it can beat the floor
            continue
        if not run(entry):
            return unreached()
    return Searched(not floor.skipped, -1)


class Start(NamedTuple):
    """A square where a main run may start, and what the search orders the
    starts by."""

    most: int
    """The most a play from it can score."""
    likely: int
    """What a play from it may likely score."""
    promise: int
    """Its line's promise (``LineSearch.promise``)."""
    way: int
    """Which of the searches' directions (an index into ``ways``)."""
    line: int
    square: int

    def most_first(self) -> tuple[int, ...]:
        """The order a floor is searched for in: the most a play may score first."""
        return (-self.most, -self.promise, self.way, self.line, self.square)

    def likeliest_first(self) -> tuple[int, ...]:
        """The order the rest is searched in: what a play likely scores first."""
        return (-self.likely, -self.most, -self.promise, self.way, self.line, self.square)


def _and_transposed(emit: Callable[[Play], None]) -> Callable[[Play], None]:
    def both(play: Play) -> None:
        emit(play)
        tiles = tuple(
            Tile((t.at % SIZE) * SIZE + t.at // SIZE, t.face, t.blank) for t in play.tiles
        )
        emit(Play(tiles, Direction.DOWN, play.score))

    return both


MAX_OVERRUN = 4
"""How many budgets a search may take in all while it has found no play yet."""


def best_plays(
    board: Board,
    rack: Counter[str],
    bonus: Bonus = Bonus.SQRT,
    *,
    limit: int = 10,
    budget_seconds: float | None = None,
    max_steps: int | None = None,
    seen: Callable[[Play], None] | None = None,
    overrun: float = MAX_OVERRUN,
) -> Found:
    """The best ``limit`` plays, best first, and how many there are;
    ``seen``, if given, is called with each play as it is found (the
    search's anytime view: it may raise to stop the search); with a blank on
    the rack, a play found without the blank first may be seen again.

    The search skips what cannot beat the ``limit`` plays it holds, so the
    plays are exact even when ``count`` is not.  If the budget (seconds or
    steps) runs out before any play is found, the search goes on for a
    first one until ``overrun`` budgets have passed; ``plays`` is empty
    only when there is no legal play (``finished``) or none was found in
    that time (not ``finished``)."""
    started = time.monotonic()
    budget = Budget(
        None if budget_seconds is None else started + budget_seconds,
        max_steps,
        overrun=overrun,
    )
    heap: list[tuple[_Worse, Play]] = []  # the root is the worst play kept
    kept: set[tuple[int, tuple[tuple[int, str, bool], ...]]] = set()
    floor = Floor()
    count = 0

    def keep(play: Play) -> None:
        nonlocal count
        if seen is not None:
            seen(play)
        count += 1
        budget.found = True
        key = play.key()
        if key in kept:
            return
        if len(heap) < limit:
            heapq.heappush(heap, (_Worse(key), play))
            kept.add(key)
        elif play.score >= heap[0][1].score and key < heap[0][0].key:
            kept.discard(heapq.heapreplace(heap, (_Worse(key), play))[0].key)
            kept.add(key)
        if len(heap) == limit:
            floor.score = heap[0][1].score

    if rack[BLANK]:
        # Without its blanks a rack searches many times faster: its plays
        # are the rack's plays too, and its first ones set a floor for the
        # whole search soon.  Searched on once a floor is held, it took
        # longer than the floor it raised saved.
        search(
            board,
            rack - Counter({BLANK: rack[BLANK]}),
            bonus,
            keep,
            budget,
            floor,
            until_floor=True,
        )
        # The whole search finds those plays again: they count, and what
        # the floor skipped, from there.
        count, floor.skipped = 0, False
    searched = search(board, rack, bonus, keep, budget, floor)
    plays = tuple(sorted((play for _, play in heap), key=Play.key))
    proven = searched.finished or (len(plays) == limit and searched.unreached <= plays[-1].score)
    return Found(plays, max(count, len(plays)), searched.finished, proven, budget.steps)


class _Worse:
    """A play's key, ordered so that a min-heap's root is the worst play."""

    __slots__ = ("key",)

    def __init__(self, key: tuple[int, tuple[tuple[int, str, bool], ...]]) -> None:
        self.key = key

    def __lt__(self, other: _Worse) -> bool:
        return self.key > other.key

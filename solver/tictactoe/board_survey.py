"""The 4x4 board surveyed by the anytime search (``python -m solver survey``).

Random late positions (random play from the empty board, stopped with a
given number of empty cells and no line completed; seeded) searched to the
end of play: how many the side to move wins, draws and loses, and the
deepest such position the search proves within a minute.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from dataclasses import dataclass

from solver.tictactoe.notation import board_text
from solver.tictactoe.position import Position, random_play
from solver.tictactoe.rules import Rules
from solver.tictactoe.search import Search

FOUR = Rules.from_spec(size=4)
EMPTIES = range(6, 12)
"""The empty cells at which late positions are counted."""
MINUTE = 60.0


@dataclass(frozen=True)
class LateRow:
    """At ``empty`` empty cells: the side to move's proven outcomes over
    ``positions`` positions (``unproven`` within the budget)."""

    empty: int
    positions: int
    won: int
    drawn: int
    lost: int
    unproven: int

    def markdown(self) -> str:
        return (
            f"| {self.empty} | {self.positions} | {self.won} | {self.drawn} | {self.lost} "
            f"| {self.unproven} |"
        )


@dataclass(frozen=True)
class Deepest:
    """The most empty cells at which a random position was proven within a
    minute, its board and the seconds it took."""

    empty: int
    board: tuple[int, ...]
    outcome: str
    seconds: float


def late_position(rules: Rules, empty: int, number: int) -> Position:
    """The ``number``-th random open position with ``empty`` empty cells."""
    attempt = 0
    while True:
        rng = random.Random(f"{rules.name}|{empty}|{number}|{attempt}")
        attempt += 1
        position = random_play(rules, rng, rules.geometry.cells - empty)
        if position.status.to_move is not None and position.board.count(0) == empty:
            return position


def late_rows(positions: int, budget_seconds: float) -> list[LateRow]:
    """One row per number of empty cells in ``EMPTIES``."""
    rows = []
    for empty in EMPTIES:
        counts = {"win": 0, "draw": 0, "loss": 0, None: 0}
        for number in range(positions):
            position = late_position(FOUR, empty, number)
            result = Search(position).run(time.perf_counter() + budget_seconds)
            value = result.value
            counts[value.outcome.value if value else None] += 1
        rows.append(
            LateRow(
                empty, positions, counts["win"], counts["draw"], counts["loss"], counts[None]
            )
        )
    return rows


def deepest_within_a_minute(start: int = 11, seconds: float = MINUTE) -> Deepest | None:
    """From ``start`` empty cells up: the first random position at each
    number that two plies do not decide (no win or forced loss in sight),
    searched for ``seconds``; the last proven before the first that is not."""
    found = None
    for empty in range(start, FOUR.geometry.cells + 1):
        position = next(
            candidate
            for number in range(1000)
            if not _decided_at_once(candidate := late_position(FOUR, empty, number))
        )
        started = time.perf_counter()
        result = Search(position).run(started + seconds)
        took = time.perf_counter() - started
        if result.value is None:
            break
        found = Deepest(empty, position.board, result.value.outcome.value, took)
    return found


def _decided_at_once(position: Position) -> bool:
    """Whether a search of two plies already proves the position."""
    search = Search(position)
    search.node_limit = 0  # the first ply only, and whatever it proves
    return search.run(float("inf")).proven


def render(rows: Sequence[LateRow], deepest: Deepest | None, budget_seconds: float) -> str:
    """The 4x4 section of ``docs/variants.md``."""
    table = "\n".join(row.markdown() for row in rows)
    if deepest is None:
        reach = "No random position with 11 or more empty cells was proven within a minute."
    else:
        reach = (
            "Searching the first random position at each number of empty cells that one "
            "ply does not decide, for a minute each: the deepest proven had "
            f"{deepest.empty} empty cells (`{board_text(deepest.board)}`, a "
            f"{deepest.outcome} for the side to move, in {deepest.seconds:.0f} s); the one "
            "with a cell more was not proven within the minute."
        )
    return f"""
## The 4x4 board

Markowsky: "What happens on larger grids such as 4x4 and 5x5?" Sandlund,
Staley, Dixon and Butler ("Numerical 4x4 tic-tac-toe", COCOON 2014) proved
the 4x4 game (numbers 1-16, Odd holding the odd ones and moving first, a line
of four summing to 34 wins) a win for Even, the second player, by a
backtracking search over the board's 32 symmetries that prunes every move
leaving the opponent an immediate win. Here the anytime search (the same
pruning, alpha-beta with a transposition table) answers 4x4 and 5x5
positions within a request's budget. A proof of a whole game is a
certificate: the winner's strategy (`python -m solver prove` writes it for
one position; `python -m service.proofs` splits a proof into subproblems,
one per class of the board's 32 symmetries, proves them on RQ workers on
any number of hosts and assembles them), which a checker written from the
rules alone verifies (`tests/tictactoe/certificates.py`). The empty 4x4
board is not proven here yet: how far proofs reach, their rate and the
projected cost of the whole game are in `bench/RESULTS.md`
(`bench/proof_bench.py`).

Random late positions of that game (random play from the empty board,
stopped with no line completed), each searched for up to
{budget_seconds:.0f} s; outcomes for the side to move:

| empty cells | positions | won | drawn | lost | not proven |
| ---: | ---: | ---: | ---: | ---: | ---: |
{table}

{reach}
"""

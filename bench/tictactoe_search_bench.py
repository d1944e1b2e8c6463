"""The anytime search on 4x4 and 5x5 boards: share proven and time a position.

Run: ``.venv/bin/python -m bench.tictactoe_search_bench [--positions 100]
[--empties 6-11] [--budget-ms 2000] [--five 100] [--baseline 10] [--quick]``

Positions come from random play on the 4x4 board (Graham's rules grown to
it: Odd 1,3,...,15 first, Even 2,...,16, lines of 34), stopped with
``e`` cells empty and no line completed, ``--positions`` at each ``e`` of
``--empties``, seeded by ``e`` and their number.  Each is searched once at
``--budget-ms`` (by default the service's): the share whose value is proven,
and the time a position, p50 and p95.  ``--five N``: N 5x5 positions at 9
empty cells, the same figures.  The baseline, timed in the same run on
``--baseline`` positions with 7 empty cells, is a plain minimax with a memo
(no alpha-beta, no symmetry, no threat pruning): the ratio of its time to
the search's.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from functools import cache

from solver.tictactoe.position import Position, random_play
from solver.tictactoe.rules import Rules
from solver.tictactoe.search import DEFAULT_BUDGET_SECONDS, Search


def late_positions(rules: Rules, empty: int, count: int) -> list[Position]:
    """``count`` open positions of random play with ``empty`` empty cells."""
    found: list[Position] = []
    attempt = 0
    while len(found) < count:
        rng = random.Random(f"{rules.name}|{empty}|{attempt}")
        attempt += 1
        position = random_play(rules, rng, rules.geometry.cells - empty)
        if position.status.to_move is not None and position.board.count(0) == empty:
            found.append(position)
    return found


def percentile(samples: list[float], fraction: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def searched(positions: list[Position], budget: float) -> tuple[float, list[float]]:
    """The share proven within ``budget`` and each search's seconds."""
    times, proven = [], 0
    for position in positions:
        started = time.perf_counter()
        result = Search(position).run(started + budget)
        times.append(time.perf_counter() - started)
        proven += result.proven
    return proven / len(positions), times


def row(label: str, positions: list[Position], budget: float) -> None:
    share, times = searched(positions, budget)
    print(
        f"{label}: {len(positions)} positions, proven {share:.0%}, "
        f"p50 {statistics.median(times):.3f} s, p95 {percentile(times, 0.95):.3f} s",
        flush=True,
    )


def plain_minimax(position: Position) -> int:
    """The value by a plain minimax with a memo: the baseline."""

    @cache
    def score(here: Position) -> int:
        best = -100
        for move in here.legal_moves():
            after = here.play(move)
            if after.status.to_move is None:
                value = 99 if after.status.winner else 0
            else:
                child = score(after)
                value = 1 - child if child > 0 else -child - 1 if child < 0 else 0
            best = max(best, value)
        return best

    return score(position)


def baseline_row(rules: Rules, count: int) -> None:
    positions = late_positions(rules, 7, count)
    started = time.perf_counter()
    for position in positions:
        plain_minimax(position)
    plain = time.perf_counter() - started
    started = time.perf_counter()
    for position in positions:
        Search(position).run(float("inf"))
    ours = time.perf_counter() - started
    print(
        f"baseline, {count} positions with 7 empty cells solved to the end: plain minimax "
        f"{plain:.2f} s, the search {ours:.2f} s, {plain / max(ours, 1e-9):.0f}x faster"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--positions", type=int, default=100)
    parser.add_argument("--empties", default="6-11")
    parser.add_argument("--budget-ms", type=int, default=int(DEFAULT_BUDGET_SECONDS * 1000))
    parser.add_argument("--five", type=int, default=100)
    parser.add_argument("--baseline", type=int, default=10)
    parser.add_argument("--quick", action="store_true", help="a few positions, for the tests")
    args = parser.parse_args(argv)
    if args.quick:
        args.positions, args.empties, args.five, args.baseline = 3, "6-7", 2, 1
        args.budget_ms = min(args.budget_ms, 300)
    low, _, high = args.empties.partition("-")
    budget = args.budget_ms / 1000
    four = Rules.from_spec(size=4)
    print(f"4x4, {four.name}, budget {args.budget_ms} ms")
    for empty in range(int(low), int(high or low) + 1):
        row(f"{empty} empty", late_positions(four, empty, args.positions), budget)
    if args.five:
        five = Rules.from_spec(size=5)
        print(f"5x5, {five.name}, budget {args.budget_ms} ms")
        row("9 empty", late_positions(five, 9, args.five), budget)
    if args.baseline:
        baseline_row(four, args.baseline)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

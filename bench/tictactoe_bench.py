"""Solver figures: build time, table bytes, load time, best-move latency.

Run: ``.venv/bin/python -m bench.tictactoe_bench [--positions 20000] [--skip-build]``

Latency is timed per call with ``perf_counter_ns`` over random open positions
(random legal play of 0-8 plies); the baseline, timed in the same run over the
same positions, is ``Position.from_board`` (validating the board), so the
ratio says how the lookup compares to the work any request does anyway.
"""

from __future__ import annotations

import argparse
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from bench.positions import random_open
from solver.tictactoe import GRAHAM, NYGAARD, Player, Position, Rules, open_engine
from solver.tictactoe.store import build, table_path


def percentile(samples: Sequence[int], fraction: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))] / 1000


def time_each(call: Callable[[Position], object], positions: Sequence[Position]) -> list[int]:
    timings = []
    clock = time.perf_counter_ns
    for position in positions:
        start = clock()
        call(position)
        timings.append(clock() - start)
    return timings


def open_positions(rules: Rules, count: int, rng: random.Random) -> list[Position]:
    return [random_open(rules, rng, rng.randint(0, 8)) for _ in range(count)]


def load_seconds(rules: Rules) -> float:
    """Open the table in a fresh interpreter, as a worker does at start."""
    code = (
        "import time; t = time.perf_counter();"
        "from solver.tictactoe import open_engine, rules_by_name;"
        f"open_engine(rules_by_name({rules.name!r}));"
        "print(time.perf_counter() - t)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return float(out.stdout)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--positions", type=int, default=20_000)
    parser.add_argument("--skip-build", action="store_true")
    args = parser.parse_args(argv)
    rng = random.Random(2026)

    if not args.skip_build:
        started = time.perf_counter()
        for rules in (GRAHAM, NYGAARD):
            t = time.perf_counter()
            build(rules)
            print(f"build {rules.name:8} {time.perf_counter() - t:6.1f} s")
        print(f"build both      {time.perf_counter() - started:6.1f} s   (target <= 60 s)")

    for rules in (GRAHAM, NYGAARD):
        size = Path(table_path(rules)).stat().st_size
        print(f"table {rules.name:8} {size:>10,} bytes")
        loads = [load_seconds(rules) for _ in range(5)]
        print(
            f"load  {rules.name:8} {statistics.median(loads) * 1000:6.1f} ms median of 5 "
            "(fresh interpreter, import included; target <= 500 ms)"
        )

    for rules in (GRAHAM, NYGAARD):
        engine = open_engine(rules)
        positions = open_positions(rules, args.positions, rng)
        boards = [list(p.board) for p in positions]

        def best(position: Position, engine=engine) -> object:  # type: ignore[no-untyped-def]
            return engine.best_move(position, position.status.to_move or Player.ODD)

        def validate(position: Position, rules: Rules = rules) -> object:
            return Position.from_board(list(position.board), rules)

        baseline = time_each(validate, positions)
        lookup = time_each(best, positions)
        full = [0] * len(boards)
        clock = time.perf_counter_ns
        for i, cells in enumerate(boards):
            start = clock()
            position = Position.from_board(cells, rules)
            engine.best_move(position, position.status.to_move or Player.ODD)
            full[i] = clock() - start
        b50 = percentile(baseline, 0.5)
        print(f"\n{rules.name}: {len(positions):,} random open positions (times in microseconds)")
        print(f"  {'':34}{'median':>8}{'p99':>8}{'ratio':>8}")
        for label, samples in (
            ("baseline: validate board", baseline),
            ("best move (validated position)", lookup),
            ("validate + best move", full),
        ):
            p50 = percentile(samples, 0.5)
            print(f"  {label:34}{p50:8.2f}{percentile(samples, 0.99):8.2f}{p50 / b50:8.2f}")
    print("\ntarget: best move <= 20 us median")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Math Scrabble figures: time to every legal play, and to the best play.

Run: ``.venv/bin/python -m bench.mathscrabble_bench [--cap 30] [--boards N]``

The boards are 50 mid-game positions from seeded self-play games (game
``i`` seeded with ``i``, stopped after ``8 + i % 8`` turns; the player to
move holds a full nine-tile rack), stored in ``bench/data/mathscrabble_boards.json``
so that the figures compare across versions of the generator (self-play
itself depends on it); ``--make-boards`` writes them again.

For each board: the time to the complete list of legal plays, and the time
until the play that ends up best was first found.  A search still running
after ``--cap`` seconds is stopped and counted at the cap (so p95 is then a
floor).  Printed: p50 and p95 of both, and the same for each board's times
divided by the time of a fixed calibration task (1,000 equation checks, the
median of three) run just before that board, since these machines' speed
drifts within a run.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from collections import Counter
from pathlib import Path
from typing import Any

from solver.mathscrabble.board import Board
from solver.mathscrabble.equation import check
from solver.mathscrabble.game import Game
from solver.mathscrabble.moves import generate
from solver.mathscrabble.scoring import Play
from solver.mathscrabble.tiles import RACK_SIZE, rack_counts, rack_text

BOARDS = Path(__file__).parent / "data" / "mathscrabble_boards.json"
GAMES = 50


def make_boards() -> list[dict[str, Any]]:
    boards: list[dict[str, Any]] = []
    seed = 0
    while len(boards) < GAMES:
        game = Game(seed=seed)
        for _ in range(8 + seed % 8):
            if not game.over:
                game.turn()
        rack = game.racks[game.to_move]
        if not game.over and rack.total() == RACK_SIZE:
            boards.append(
                {
                    "seed": seed,
                    "board": game.board.rows(),
                    "blanks": [[at // 15, at % 15] for at in sorted(game.board.blanks)],
                    "rack": rack_text(rack),
                }
            )
        seed += 1
    return boards


def calibration() -> float:
    """Seconds for a fixed task: 1,000 checks of distinct equations."""
    started = time.perf_counter()
    for number in range(1000):
        check(f"{number}×{number}-{number}={number * number - number}")
    return time.perf_counter() - started


def measure(board: Board, rack: Counter[str], cap: float) -> tuple[float, float, int, bool]:
    """Seconds to every play and to the best one, the count, and whether it finished."""
    best: list[tuple[int, float]] = [(-1, 0.0)]
    count = 0
    started = time.perf_counter()

    def seen(play: Play) -> None:
        nonlocal count
        count += 1
        if play.score > best[-1][0]:
            best.append((play.score, time.perf_counter() - started))

    finished = generate(board, rack, emit=seen, deadline=time.monotonic() + cap)
    return time.perf_counter() - started, best[-1][1], count, finished


def _p(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--cap", type=float, default=30.0)
    parser.add_argument("--boards", type=int, default=GAMES)
    parser.add_argument("--make-boards", action="store_true")
    args = parser.parse_args()
    if args.make_boards or not BOARDS.exists():
        BOARDS.write_text(json.dumps(make_boards(), indent=1, ensure_ascii=False) + "\n")
    positions = json.loads(BOARDS.read_text())[: args.boards]
    complete, best, units, unfinished = [], [], [], 0
    for position in positions:
        board = Board.from_rows(position["board"], position["blanks"])
        # The machine's speed drifts within a run: calibrate next to each board.
        units.append(statistics.median(calibration() for _ in range(3)))
        total, to_best, count, finished = measure(board, rack_counts(position["rack"]), args.cap)
        complete.append(total)
        best.append(to_best)
        unfinished += not finished
        print(
            f"  game {position['seed']:3d}  rack {position['rack']}  {count:6d} plays  "
            f"{total:7.3f} s  best at {to_best:7.3f} s{'' if finished else '  (capped)'}",
            flush=True,
        )
    print(
        f"{len(positions)} mid-game boards, full racks; calibration "
        f"{min(units) * 1000:.1f} to {max(units) * 1000:.1f} ms (median "
        f"{statistics.median(units) * 1000:.1f})"
    )
    for name, values in (("complete list", complete), ("best play", best)):
        ratios = [value / unit for value, unit in zip(values, units, strict=True)]
        print(
            f"{name:14s} p50 {_p(values, 0.5):7.3f} s  p95 {_p(values, 0.95):7.3f} s  "
            f"(p50 {_p(ratios, 0.5):6.0f}x, p95 {_p(ratios, 0.95):6.0f}x the calibration "
            "measured next to each board)"
        )
    print(f"capped at {args.cap:.0f} s: {unfinished}")
    print("targets: complete list p50 <= 1 s, p95 <= 3 s")


if __name__ == "__main__":
    main()

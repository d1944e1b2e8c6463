"""Math Scrabble equity figures: equity against score, and the time a move
takes when ranked by equity.

Run: ``.venv/bin/python -m bench.mathscrabble_equity_bench [--games 1000]
[--jobs 2] [--seed 0] [--steps 20000] [--skip-games] [--skip-times]
[--boards 100] [--quick]``

1. **Equity against score**: ``solver.mathscrabble.tournament`` plays
   ``--games`` games (each deal twice, seats swapped), both sides held to the
   same budget a turn in search steps, and prints the equity side's win rate
   and spread with their 95% intervals.
2. **Time a move** through gunicorn (``harness.live``): ``POST
   /v1/math-scrabble/moves`` at the API's defaults (``limit`` 10, 1 s) on the
   100 stored mid-game boards of ``bench.mathscrabble_bench``, ranked by
   score and by equity, and on endgame positions from seeded self-play
   (``bag`` 0, ranked by equity: the two-ply endgame), each as p50 / p95 /
   p99 and as a ratio to the score ranking's time measured in the same run.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from typing import Any

import httpx

from bench.mathscrabble_bench import BLANK_BOARDS, BOARDS
from harness.live import gunicorn
from solver.mathscrabble.league import Player
from solver.mathscrabble.selfplay import Game
from solver.mathscrabble.tiles import rack_text
from solver.mathscrabble.tournament import TOURNAMENT_STEPS, run

ENDGAME_SEEDS = range(30)


def _quantiles(times: list[float]) -> str:
    ordered = sorted(times)

    def at(share: float) -> float:
        return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]

    return f"p50 {at(0.5):6.3f} s  p95 {at(0.95):6.3f} s  p99 {at(0.99):6.3f} s"


def endgames(most: int | None = None) -> list[dict[str, Any]]:
    """The first position with the bag empty in each seeded self-play game
    that reaches one (the tournament's budget a turn); the first ``most``."""
    found: list[dict[str, Any]] = []
    for seed in ENDGAME_SEEDS:
        if most is not None and len(found) >= most:
            break
        game = Game(seed, max_steps=TOURNAMENT_STEPS)
        while game.bag and not game.over:
            game.turn()
        if game.over:
            continue
        written = json.loads(game.board.written())
        found.append({**written, "rack": rack_text(game.racks[game.to_move]), "bag": 0})
    return found


def time_moves(url: str, bodies: list[dict[str, Any]]) -> list[float]:
    times = []
    with httpx.Client(timeout=60) as client:
        for body in bodies:
            started = time.perf_counter()
            answer = client.post(url + "/v1/math-scrabble/moves", json=body)
            times.append(time.perf_counter() - started)
            if answer.status_code not in (200, 503):
                raise RuntimeError(f"{answer.status_code}: {answer.text[:300]}")
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--steps", type=int, default=TOURNAMENT_STEPS)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--skip-games", action="store_true")
    parser.add_argument("--skip-times", action="store_true")
    parser.add_argument("--boards", type=int, default=100, help="mid-game boards timed")
    parser.add_argument("--quick", action="store_true", help="2 games, 2 boards: that it runs")
    args = parser.parse_args(argv)
    if args.quick:
        args.games, args.steps, args.jobs, args.boards = 2, 300, 1, 2
    if not args.skip_times:
        boards = json.loads(BOARDS.read_text()) + json.loads(BLANK_BOARDS.read_text())
        middle = [
            {"board": b["board"], "blanks": b["blanks"], "rack": b["rack"]}
            for b in boards[: args.boards]
        ]
        ends = endgames(1 if args.quick else None)
        with gunicorn(env={"FIFTEEN_RATE_LIMIT": "off"}) as url:
            by_score = time_moves(url, [b | {"rank": "score"} for b in middle])
            by_equity = time_moves(url, [b | {"rank": "equity"} for b in middle])
            end_score = time_moves(url, [b | {"rank": "score"} for b in ends])
            end_equity = time_moves(url, [b | {"rank": "equity"} for b in ends])
        base = statistics.median(by_score)
        print(f"time a move through gunicorn at the defaults (limit 10, 1 s), {len(middle)} boards")
        for name, times in (
            ("mid-game, by score ", by_score),
            ("mid-game, by equity", by_equity),
            (f"endgame ({len(ends)}), score ", end_score),
            (f"endgame ({len(ends)}), equity", end_equity),
        ):
            ratio = statistics.median(times) / base
            print(f"  {name}  {_quantiles(times)}  (median {ratio:.2f}x by score's)")
    if not args.skip_games:
        started = time.perf_counter()
        result = run(
            args.games,
            args.seed,
            first=Player.EQUITY,
            second=Player.SCORE,
            steps=args.steps,
            jobs=args.jobs,
        )
        print("\n".join(result.lines()))
        print(
            f"  ({time.perf_counter() - started:.0f} s, {args.steps} steps a turn, "
            f"{args.jobs} processes; target: equity wins >= 60%)"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())

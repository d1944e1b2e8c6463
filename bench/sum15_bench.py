"""Sum 15 figures: the suggester against baselines, and its time per move.

Run: ``.venv/bin/python -m bench.sum15_bench [--deals 10000] [--samples 48] [--jobs 2]``

For 2, 4 and 6 players, the suggester against random players and against
greedy players (the card that picks up the most now, else the lowest) over
``--deals`` seeded deals (deal ``i`` seeded with ``i``; the suggester's seat
rotates): win rate and mean cards picked up with 95% intervals.  The
tournament suggester uses ``--samples`` sampled deals a move (by default the
API's 48); its time per move is then measured at the API's defaults (48
samples, 150 ms budget) on every move of the suggester's seat in 200
four-player deals against greedy players: p50 and p95.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from solver.sum15 import tournament
from solver.sum15.game import Deal
from solver.sum15.knowledge import View
from solver.sum15.players import greedy_card
from solver.sum15.suggest import DEFAULT_SAMPLES, suggest


def move_times(deals: int) -> list[float]:
    times = []
    for number in range(deals):
        rng = random.Random(number)
        deal = Deal.shuffled(4, rng)
        seat = number % 4
        while not deal.over:
            if deal.turn == seat:
                started = time.perf_counter()
                card = suggest(View.of(deal), seed=number).card
                times.append(time.perf_counter() - started)
            else:
                card = greedy_card(deal, rng)
            deal.play(card)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=10_000)
    parser.add_argument("--samples", type=int, default=DEFAULT_SAMPLES)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--players", type=int, nargs="+", default=[2, 4, 6])
    args = parser.parse_args()
    for players in args.players:
        for opponents in ("random", "greedy"):
            started = time.perf_counter()
            result = tournament.run(players, opponents, args.deals, args.samples, args.jobs)
            print("\n".join(result.lines()), flush=True)
            print(f"  ({time.perf_counter() - started:.0f} s, {args.samples} samples a move)")
    times = sorted(move_times(200))
    p50 = statistics.median(times) * 1000
    p95 = times[int(0.95 * (len(times) - 1))] * 1000
    print(
        f"time per move at the API's defaults (4 players vs greedy, {len(times)} moves): "
        f"p50 {p50:.1f} ms, p95 {p95:.1f} ms (target p95 <= 200 ms)"
    )


if __name__ == "__main__":
    main()

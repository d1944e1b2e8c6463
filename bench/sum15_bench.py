"""Sum 15 figures: the suggester against baselines, and its time per move.

Run: ``.venv/bin/python -m bench.sum15_bench [--deals 10000] [--other-deals 2000]
[--samples 500] [--objective wins] [--jobs 2] [--timed-deals 200]
[--house-rules N] [--big-table N] [--quick]``

``--house-rules N`` plays N four-player deals against greedy players under
each of the eight sets of house rules (the seed's words first; ``--rule-sets``
picks some of them by index, to share the rows between processes);
``--big-table N`` times the suggester's moves at 14 players on 2 decks
(N / 50 deals) and plays N such deals against 13 greedy players.

The suggester against greedy players (the card that picks up the most now,
else the lowest) and against random players, over seeded deals (deal ``i``
seeded with ``i``; the suggester's seat rotates): win rate and mean cards
picked up with 95% intervals.  The target row, four players against three
greedy players, plays ``--deals`` deals; the others (four players against
random players, and 2 and 6 players) ``--other-deals``.  The tournament
suggester uses ``--samples`` sampled deals a move and ranks by
``--objective`` (by default the API's: 500, wins); its time per move is then
measured at the API's defaults (500 samples, 150 ms budget) on every move of
the suggester's seat in 200 four-player deals against greedy players: p50
and p95.

``--ceiling N`` also plays N four-player deals against greedy players with
a suggester that is *shown the others' hands* (only the stock is sampled):
no player can do that, but it measures how much of the gap to a strong
player is what a seat cannot see.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time

from solver.core.stats import mean_and_interval
from solver.sum15 import tournament
from solver.sum15.belief import Belief
from solver.sum15.knowledge import View
from solver.sum15.players import greedy_card
from solver.sum15.rules import EVERY_RULES, HouseRules
from solver.sum15.selfplay import Deal, win_share
from solver.sum15.suggest import (
    DEFAULT_OBJECTIVE,
    DEFAULT_SAMPLES,
    Objective,
    default_budget_seconds,
    suggest,
    suggest_from,
)


def move_times(deals: int) -> list[float]:
    times = []
    for number in range(deals):

        def timed(deal: Deal, rng: random.Random, number: int = number) -> int:
            started = time.perf_counter()
            card = suggest(View.of(deal), seed=number).card
            times.append(time.perf_counter() - started)
            return card

        tournament.play_deal(4, number, timed, greedy_card)
    return times


def rules_label(rules: HouseRules) -> str:
    """The options on, or "the seed's words"."""
    return ", ".join(key for key, on in rules.named().items() if on) or "the seed's words"


def house_rule_rows(
    deals: int, samples: int, jobs: int, objective: Objective, which: list[int]
) -> None:
    """4 players against 3 greedy under each set of house rules in ``which``
    (indices into ``EVERY_RULES``)."""
    for rules in (EVERY_RULES[index] for index in which):
        started = time.perf_counter()
        result = tournament.run(4, "greedy", deals, samples, jobs, objective, rules)
        ratio = result.win_rate / 0.25
        print(
            f"house rules {rules_label(rules)}: win rate {result.win_rate:.1%} "
            f"+- {result.win_interval:.1%} ({ratio:.2f}x a fair share; target >= 1.15x), "
            f"{result.deals:,} deals, {time.perf_counter() - started:.0f} s",
            flush=True,
        )


def big_table(deals: int, samples: int, jobs: int, objective: Objective) -> None:
    """14 players on 2 decks against 13 greedy, and the time a move there."""
    times = []
    for number in range(max(1, deals // 50)):

        def timed(deal: Deal, rng: random.Random, number: int = number) -> int:
            started = time.perf_counter()
            view = View.of(deal)
            card = suggest(view, seed=number, budget_seconds=default_budget_seconds(14)).card
            times.append(time.perf_counter() - started)
            return card

        tournament.play_deal(14, number, timed, greedy_card, decks=2)
    times.sort()
    p95 = times[int(0.95 * (len(times) - 1))] * 1000
    print(
        f"14 players on 2 decks: time a move at the default budget, {len(times)} moves: "
        f"p50 {statistics.median(times) * 1000:.1f} ms, p95 {p95:.1f} ms (target p95 <= 300 ms)",
        flush=True,
    )
    result = tournament.run(14, "greedy", deals, samples, jobs, objective, decks=2)
    print("\n".join(result.lines()), flush=True)
    print(f"  (target: win rate >= 8.9%, 1.25x a fair share of {1 / 14:.2%})", flush=True)


def seeing(deal: Deal) -> Belief:
    """The belief of a seat shown every hand: each other seat may hold
    exactly the cards it holds."""
    view = View.of(deal)
    unseen = tuple(view.unseen())
    free = list(range(len(unseen)))
    may_hold = []
    for seat, hand in enumerate(deal.hands):
        mine = []
        for card in [] if seat == view.seat else hand:
            index = next(i for i in free if unseen[i] == card)
            free.remove(index)
            mine.append(index)
        may_hold.append(tuple(mine))
    order = tuple(s for s, hand in enumerate(deal.hands) if hand and s != view.seat)
    return Belief(view, unseen, tuple(may_hold), order)


def ceiling(deals: int) -> tuple[float, float]:
    """Win rate and 95% interval of the seeing suggester, 4 players vs greedy."""

    def shown(deal: Deal, rng: random.Random) -> int:
        return suggest_from(seeing(deal), seed=rng.getrandbits(32)).card

    wins = []
    for number in range(deals):
        deal, seat = tournament.play_deal(4, number, shown, greedy_card)
        wins.append(win_share(deal.picked, seat))
    return mean_and_interval(wins)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=10_000)
    parser.add_argument("--other-deals", type=int, default=2_000)
    parser.add_argument("--samples", type=int, default=DEFAULT_SAMPLES)
    parser.add_argument(
        "--objective", choices=[o.value for o in Objective], default=DEFAULT_OBJECTIVE.value
    )
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--players", type=int, nargs="*", default=[4, 2, 6])
    parser.add_argument("--ceiling", type=int, default=0, help="deals for the seeing suggester")
    parser.add_argument("--timed-deals", type=int, default=200, help="deals timed a move")
    parser.add_argument(
        "--house-rules", type=int, default=0, help="deals for each set of house rules"
    )
    parser.add_argument(
        "--rule-sets",
        type=int,
        nargs="*",
        choices=range(len(EVERY_RULES)),
        default=list(range(len(EVERY_RULES))),
        help="which sets of house rules --house-rules plays (0, the seed's words, to 7, all three)",
    )
    parser.add_argument("--big-table", type=int, default=0, help="deals at 14 players on 2 decks")
    parser.add_argument("--quick", action="store_true", help="a few deals of each: that it runs")
    args = parser.parse_args(argv)
    if args.quick:
        args.deals, args.other_deals, args.samples, args.timed_deals = 4, 2, 8, 2
        args.jobs, args.players = 1, [4]
        args.house_rules, args.big_table = 1, 1
    if args.ceiling:
        rate, interval = ceiling(args.ceiling)
        print(
            f"shown the others' hands, 4 players vs greedy, {args.ceiling:,} deals: "
            f"win rate {rate:.1%} +- {interval:.1%}",
            flush=True,
        )
    times = sorted(move_times(args.timed_deals))
    p50 = statistics.median(times) * 1000
    p95 = times[int(0.95 * (len(times) - 1))] * 1000
    print(
        f"time per move at the API's defaults (4 players vs greedy, {len(times)} moves): "
        f"p50 {p50:.1f} ms, p95 {p95:.1f} ms (target p95 <= 200 ms)",
        flush=True,
    )
    objective = Objective(args.objective)
    if args.house_rules:
        house_rule_rows(args.house_rules, args.samples, args.jobs, objective, args.rule_sets)
    if args.big_table:
        big_table(args.big_table, args.samples, args.jobs, objective)
    for players in args.players:
        for opponents in ("greedy", "random"):
            deals = args.deals if (players, opponents) == (4, "greedy") else args.other_deals
            started = time.perf_counter()
            result = tournament.run(players, opponents, deals, args.samples, args.jobs, objective)
            print("\n".join(result.lines()), flush=True)
            print(
                f"  ({time.perf_counter() - started:.0f} s, {args.samples} samples a move, "
                f"ranked by {objective.value})",
                flush=True,
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())

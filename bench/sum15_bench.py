"""Sum 15 figures: the suggester against the league, and its time a move.

Run: ``.venv/bin/python -m bench.sum15_bench [--deals 2000] [--players 4 14]
[--tables greedy careful fifteens sets random mixed] [--self-deals N]
[--samples 500] [--others table] [--jobs 2] [--timed-deals 200]
[--house-rules N] [--ceiling N] [--quick]``

The suggester against each table of the league (``solver.sum15.league``:
every other seat greedy, careful, a 15-seeker, a set-seeker or random, or
the mixed table, ``tournament.MIXED``), at 4 players and at 14 on 2 decks,
over seeded deals (deal ``i`` seeded with ``i``; the suggester's seat
rotates): win rate with its 95% interval, as a multiple of a fair share.
The suggester plays ``--samples`` sampled deals a move (a budget of work,
so the figures repeat on any machine), reading the others as ``--others``
(by default the table: each seat's style inferred from its plays).
``--self-deals`` plays copies of itself (a check of the harness: each seat
should win a fair share).  ``--timed-deals`` times the suggester's moves at
the API's defaults (the default time budget) at each ``--players``: p50 and
p95.  ``--house-rules N`` plays N four-player deals at the mixed table under
each set of house rules (``--rule-sets`` picks them by index).

``--ceiling N`` plays N four-player deals against careful players with a
suggester that is *shown the others' hands* (only the stock is sampled):
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
from solver.sum15.belief import Belief, Reading
from solver.sum15.cards import DECK_PLAYERS
from solver.sum15.knowledge import View
from solver.sum15.league import PLAYERS, Style
from solver.sum15.rules import EVERY_RULES, HouseRules
from solver.sum15.selfplay import Deal
from solver.sum15.suggest import (
    DEFAULT_OBJECTIVE,
    DEFAULT_SAMPLES,
    Objective,
    default_budget_seconds,
    suggest,
    suggest_from,
)
from solver.sum15.table import win_share

ALONE = [style.value for style in Style]
"""A table of each style alone."""


def move_times(deals: int, players: int = 4) -> list[float]:
    """The suggester's time a move at the API's defaults (the default
    budget, reading the table), at a table of ``players`` careful players."""
    times = []
    table = tournament.Table(players, ("careful",), decks=2 if players > DECK_PLAYERS else None)
    budget = default_budget_seconds(players)
    for number in range(deals):

        def timed(deal: Deal, rng: random.Random, number: int = number) -> int:
            started = time.perf_counter()
            card = suggest(View.of(deal), seed=number, budget_seconds=budget).card
            times.append(time.perf_counter() - started)
            return card

        seat = number % players
        seated = tournament.seat_players(table, seat, timed, {"careful": PLAYERS[Style.CAREFUL]})
        tournament.play_deal(table, number, seated)
    return times


def print_times(players: int, deals: int) -> None:
    times = sorted(move_times(deals, players))
    p50 = statistics.median(times) * 1000
    p95 = times[int(0.95 * (len(times) - 1))] * 1000
    print(
        f"time a move at the API's defaults ({players} players vs careful, {len(times)} moves): "
        f"p50 {p50:.1f} ms, p95 {p95:.1f} ms",
        flush=True,
    )


def rules_label(rules: HouseRules) -> str:
    """The options on, or "the seed's words"."""
    return ", ".join(key for key, on in rules.named().items() if on) or "the seed's words"


def play_row(
    table: tournament.Table,
    deals: int,
    settings: tournament.Settings,
    jobs: int,
    first: int,
    label: str = "",
) -> None:
    started = time.perf_counter()
    result = tournament.run(table, deals, settings, jobs, first)
    low = (result.win_rate - result.win_interval) * table.players
    print(
        f"{table.players} players{f' on {table.decks} decks' if table.decks else ''}"
        f"{label}, suggester vs {table.label}: win rate {result.win_rate:.1%} "
        f"+- {result.win_interval:.1%} = {result.share:.2f}x a fair share "
        f"(interval from {low:.2f}x), cards {result.mean_cards:.2f} vs "
        f"{result.opponent_mean_cards:.2f}, {result.deals:,} deals from {first}, "
        f"{time.perf_counter() - started:.0f} s",
        flush=True,
    )


def league_rows(
    players: int,
    deals: int,
    settings: tournament.Settings,
    jobs: int,
    first: int,
    tables: list[str],
) -> None:
    """The suggester against each table in ``tables`` at ``players``."""
    decks = 2 if players > DECK_PLAYERS else None
    for text in tables:
        table = tournament.Table(players, tournament.table_players(text), decks=decks)
        play_row(table, deals, settings, jobs, first)


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
    styles = tuple(Style.CAREFUL if s != view.seat else Style.GREEDY for s in range(len(may_hold)))
    return Belief(view, unseen, tuple(may_hold), order, styles)


def ceiling(deals: int) -> tuple[float, float]:
    """Win rate and 95% interval of the seeing suggester, 4 players vs careful."""

    def shown(deal: Deal, rng: random.Random) -> int:
        return suggest_from(seeing(deal), seed=rng.getrandbits(32)).card

    table = tournament.Table(4, ("careful",))
    wins = []
    for number in range(deals):
        seat = number % 4
        seated = tournament.seat_players(table, seat, shown, {"careful": PLAYERS[Style.CAREFUL]})
        deal = tournament.play_deal(table, number, seated)
        wins.append(win_share(deal.picked, seat))
    return mean_and_interval(wins)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=2_000, help="deals a table")
    parser.add_argument("--first", type=int, default=0, help="the first deal's number")
    parser.add_argument("--players", type=int, nargs="*", default=[4, 14])
    parser.add_argument(
        "--tables",
        nargs="*",
        default=[*ALONE, "mixed"],
        help="tables of the league: a player, players joined by +, or mixed",
    )
    parser.add_argument("--self-deals", type=int, default=0, help="deals against copies of itself")
    parser.add_argument("--samples", type=int, default=DEFAULT_SAMPLES)
    parser.add_argument(
        "--objective", choices=[o.value for o in Objective], default=DEFAULT_OBJECTIVE.value
    )
    parser.add_argument("--others", choices=[r.value for r in Reading], default="table")
    parser.add_argument("--own-style", choices=[s.value for s in Style], default=None)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--ceiling", type=int, default=0, help="deals for the seeing suggester")
    parser.add_argument("--timed-deals", type=int, default=0, help="deals timed a move")
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
    parser.add_argument("--quick", action="store_true", help="a few deals of each: that it runs")
    args = parser.parse_args(argv)
    if args.quick:
        args.deals, args.self_deals, args.samples, args.timed_deals = 2, 2, 8, 1
        args.jobs, args.players, args.house_rules, args.rule_sets = 1, [4, 14], 1, [0, 7]
        args.ceiling = 1
    settings = tournament.Settings(
        samples=args.samples,
        objective=Objective(args.objective),
        reading=Reading(args.others),
        own_style=Style(args.own_style) if args.own_style else None,
    )
    if args.ceiling:
        rate, interval = ceiling(args.ceiling)
        print(
            f"shown the others' hands, 4 players vs careful, {args.ceiling:,} deals: "
            f"win rate {rate:.1%} +- {interval:.1%}",
            flush=True,
        )
    for players in args.players if args.timed_deals else []:
        print_times(players, args.timed_deals)
    for index in args.rule_sets if args.house_rules else []:
        rules = EVERY_RULES[index]
        table = tournament.Table(4, tournament.MIXED, rules)
        play_row(
            table, args.house_rules, settings, args.jobs, args.first, f" ({rules_label(rules)})"
        )
    for players in args.players:
        league_rows(players, args.deals, settings, args.jobs, args.first, args.tables)
    if args.self_deals:
        table = tournament.Table(4, (tournament.SUGGESTER,))
        play_row(table, args.self_deals, settings, args.jobs, args.first)
    return 0


if __name__ == "__main__":
    sys.exit(main())

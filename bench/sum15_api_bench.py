"""Sum 15's suggester against the league as a caller sees it: whole deals
through the HTTP API.

Run: ``.venv/bin/python -m bench.sum15_api_bench [--deals 400] [--players 4]
[--tables careful mixed] [--samples N] [--first 0] [--jobs 1] [--quick]``

Each deal (seeded with its number; the suggester's seat rotates, as in
``solver.sum15.tournament``) is played against a gunicorn
(``harness.live``): the other seats by the league's players in this
process, the suggester's seat by the official Python client's deal layer
(``fifteen_client.engine``: the deal replayed by ``POST /v1/sum15/games``,
the card from ``POST /v1/sum15/move``), at the API's default time budget,
or with ``--samples`` a budget of work (seeded by the deal: the figures
then repeat on any machine).  Prints the suggester's win rate with its 95%
interval as a multiple of a fair share, and the samples its suggestions
played (median and least) with the share that finished.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

from fifteen_client.engine import Engine

from harness.live import gunicorn
from solver.core.stats import mean_and_interval
from solver.sum15 import tournament
from solver.sum15.cards import DECK_PLAYERS, name, parse
from solver.sum15.league import PLAYERS, Policy, Style
from solver.sum15.selfplay import Deal
from solver.sum15.table import win_share


@dataclass(frozen=True)
class Played:
    """One deal: the suggester's share of the win, and each suggestion's
    samples and whether it finished."""

    share: float
    samples: tuple[int, ...]
    finished: tuple[bool, ...]


def play(url: str, table: tournament.Table, number: int, samples: int | None) -> Played:
    """Deal ``number`` at ``table``, the suggester's seat through the API."""
    seat = number % table.players
    counts: list[int] = []
    finished: list[bool] = []
    with Engine(url) as engine:

        def through_api(deal: Deal, rng: random.Random) -> int:
            held = engine.sum15.deal(
                number, table.players, decks=deal.decks, plays=[name(c) for c in deal.plays]
            )
            found = held.suggest(samples=samples, seed=rng.getrandbits(32) if samples else None)
            counts.append(found.samples)
            finished.append(found.finished)
            return parse(found.card)

        others: dict[str, Policy] = {style.value: PLAYERS[style] for style in Style}
        seated = tournament.seat_players(table, seat, through_api, others)
        deal = tournament.play_deal(table, number, seated)
    return Played(win_share(deal.picked, seat), tuple(counts), tuple(finished))


def row(url: str, table: tournament.Table, args: argparse.Namespace) -> None:
    started = time.perf_counter()
    numbers = range(args.first, args.first + args.deals)
    with ThreadPoolExecutor(args.jobs) as pool:
        played = list(pool.map(lambda n: play(url, table, n, args.samples), numbers))
    rate, interval = mean_and_interval([p.share for p in played])
    counts = [count for p in played for count in p.samples]
    finished = [done for p in played for done in p.finished]
    budget = f"{args.samples} samples" if args.samples else "the default time budget"
    print(
        f"{table.players} players through the API at {budget}, suggester vs {table.label}: "
        f"win rate {rate:.1%} +- {interval:.1%} = {rate * table.players:.2f}x a fair share "
        f"(interval from {(rate - interval) * table.players:.2f}x), {len(played):,} deals "
        f"from {args.first}; samples a suggestion: median {statistics.median(counts):.0f}, "
        f"least {min(counts)}, {sum(finished) / len(finished):.0%} finished; "
        f"{time.perf_counter() - started:.0f} s",
        flush=True,
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=400)
    parser.add_argument("--first", type=int, default=0, help="the first deal's number")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--tables", nargs="*", default=["careful", "mixed"])
    parser.add_argument("--samples", type=int, help="a budget of work (default: of time)")
    parser.add_argument("--jobs", type=int, default=1, help="deals at once")
    parser.add_argument("--quick", action="store_true", help="a deal of each: that it runs")
    args = parser.parse_args(argv)
    if args.quick:
        args.deals, args.tables, args.samples = 1, ["careful"], 8
    decks = 2 if args.players > DECK_PLAYERS else None
    with gunicorn() as url:
        for text in args.tables:
            table = tournament.Table(args.players, tournament.table_players(text), decks=decks)
            row(url, table, args)
    return 0


if __name__ == "__main__":
    sys.exit(main())

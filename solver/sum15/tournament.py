"""The suggester against baselines, over many seeded deals.

In deal ``i`` the suggester sits at seat ``i mod players`` (every seat as
often) and the other seats play the baseline.  A tie for most cards shares
the win.  Figures come with 95% intervals (normal approximation).
"""

from __future__ import annotations

import random
import statistics
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from solver.core.stats import interval
from solver.sum15.players import POLICIES, Policy
from solver.sum15.rules import SEED_RULES, HouseRules
from solver.sum15.selfplay import Deal, win_share
from solver.sum15.suggest import DEFAULT_OBJECTIVE, Objective, suggester


@dataclass(frozen=True)
class Result:
    players: int
    opponents: str
    deals: int
    win_rate: float
    win_interval: float
    mean_cards: float
    cards_interval: float
    opponent_mean_cards: float

    def lines(self) -> list[str]:
        fair = 1 / self.players
        return [
            f"{self.players} players, suggester vs {self.players - 1} {self.opponents}, "
            f"{self.deals:,} deals",
            f"  win rate {self.win_rate:.1%} +- {self.win_interval:.1%} "
            f"(fair share {fair:.1%}; {self.win_rate / fair:.2f}x)",
            f"  cards picked up: suggester {self.mean_cards:.2f} +- {self.cards_interval:.2f}, "
            f"each opponent {self.opponent_mean_cards:.2f}",
        ]


def play_deal(
    players: int,
    number: int,
    me: Policy,
    other: Policy,
    rules: HouseRules = SEED_RULES,
    decks: int | None = None,
) -> tuple[Deal, int]:
    """Deal ``number`` (seeded with it) played out under ``rules``, ``me``
    at seat ``number mod players`` and ``other`` at every other seat; the
    finished deal and ``me``'s seat."""
    rng = random.Random(number)
    deal = Deal.shuffled(players, rng, decks, rules)
    seat = number % players
    while not deal.over:
        policy = me if deal.turn == seat else other
        deal.play(policy(deal, rng))
    return deal, seat


_Chunk = tuple[int, str, int, int, int, Objective, HouseRules, float, int | None]
"""Players, opponents, the first and past-the-last deal, samples, the
objective, the rules, the budget a move and the decks."""


def _deals(args: _Chunk) -> list[tuple[float, int, float]]:
    players, opponents, start, stop, samples, objective, rules, budget, decks = args
    me = suggester(samples=samples, objective=objective, budget_seconds=budget)
    other = POLICIES[opponents]
    rows = []
    for number in range(start, stop):
        deal, seat = play_deal(players, number, me, other, rules, decks)
        others = [c for s, c in enumerate(deal.picked) if s != seat]
        rows.append((win_share(deal.picked, seat), deal.picked[seat], statistics.fmean(others)))
    return rows


def run(
    players: int,
    opponents: str,
    deals: int,
    samples: int,
    jobs: int = 1,
    objective: Objective = DEFAULT_OBJECTIVE,
    rules: HouseRules = SEED_RULES,
    budget_seconds: float = 10.0,
    decks: int | None = None,
) -> Result:
    """Play ``deals`` deals (deal ``i`` seeded with ``i``) under ``rules``
    from ``decks`` on ``jobs`` processes, the suggester held to
    ``budget_seconds`` a move."""
    chunks = max(jobs * 4, 1)
    bounds = [deals * k // chunks for k in range(chunks + 1)]
    spans = zip(bounds, bounds[1:], strict=False)
    work: list[_Chunk] = [
        (players, opponents, a, b, samples, objective, rules, budget_seconds, decks)
        for a, b in spans
        if b > a
    ]
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            rows = [row for part in pool.map(_deals, work) for row in part]
    else:
        rows = [row for part in map(_deals, work) for row in part]
    wins = [r[0] for r in rows]
    cards = [r[1] for r in rows]
    return Result(
        players,
        opponents,
        len(rows),
        statistics.fmean(wins),
        interval(wins),
        statistics.fmean(cards),
        interval(cards),
        statistics.fmean(r[2] for r in rows),
    )

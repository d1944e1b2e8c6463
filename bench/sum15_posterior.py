"""Sum 15: would drawing the others' hands from the exact posterior pick
better cards?

The suggester draws the others' hands seat by seat, the most constrained
first, each uniformly from what is left of the cards it may hold
(``belief.Belief``): quick, but not the uniform distribution over the deals
that fit every seat's reading.  Swapping two cards between hands or the
stock whenever both still fit their new places is a Markov chain whose
stationary distribution is that uniform one (``Swapped`` below); a few
hundred swaps mix it.  This bench measures, at random points of deals played
greedily:

- how far apart the two draws are: for each position, the largest
  difference, over the other seats and the ranks, in the chance that the
  seat holds a card of that rank, against the same figure for two runs of
  the suggester's own draw (what sampling alone moves);
- what it changes in play: the card each draw's suggestion picks (500
  samples, ranked by the share of wins), each valued on the *true* deal (that
  card, then everyone greedy, the seat itself too): the paired difference in
  the share of the win and in cards, with 95% intervals.

``--against margin`` compares instead, on the suggester's draw, ranking the
cards by the margin over the best other seat (the seat's cards less the
most any other seat has, capped at 3: a win by more counts as much) with
the suggester's ranking by the share of wins.

Run: ``.venv/bin/python -m bench.sum15_posterior [--players 14] [--decks 2]
[--positions 1500] [--drawn 40] [--swaps 300] [--against margin] [--quick]``
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property

from solver.core.stats import mean_and_interval
from solver.sum15.belief import Belief
from solver.sum15.cards import rank
from solver.sum15.knowledge import View
from solver.sum15.league import greedy_card
from solver.sum15.playout import Ranked, play_out
from solver.sum15.selfplay import Deal
from solver.sum15.suggest import DEFAULT_SAMPLES, suggest_from
from solver.sum15.table import win_share

MARGIN_CAP = 3
"""A margin over the best other seat counts up to this many cards."""
SWAPS = 300
"""Swaps a draw: the marginals stop moving past about 300 at 14 players."""


@dataclass(frozen=True)
class Swapped(Belief):
    """The suggester's draw, then ``swaps`` swaps that keep every seat's
    reading: close to the uniform posterior over the deals that fit it."""

    swaps: int = SWAPS

    @classmethod
    def of_belief(cls, belief: Belief, swaps: int = SWAPS) -> Swapped:
        return cls(belief.view, belief.unseen, belief.may_hold, belief.order, belief.styles, swaps)

    @cached_property
    def fitting(self) -> dict[int, frozenset[int]]:
        """Per other seat, the cards it may hold."""
        return {s: frozenset(self.unseen[i] for i in self.may_hold[s]) for s in self.order}

    def sample_ranked(self, rng: random.Random) -> Ranked:
        deal = self.sample(rng)
        places = [deal.stock] + [deal.hands[seat] for seat in self.order]
        fits: list[frozenset[int] | None] = [None] + [self.fitting[s] for s in self.order]
        read = zip(places[1:], fits[1:], strict=True)
        if all(fit is not None and set(hand) <= fit for hand, fit in read):
            slots = [(p, k) for p, cards in enumerate(places) for k in range(len(cards))]
            for _ in range(self.swaps):
                (a, i), (b, j) = rng.choice(slots), rng.choice(slots)
                if a == b:
                    continue
                x, y = places[a][i], places[b][j]
                fit_a, fit_b = fits[a], fits[b]
                if (fit_b is None or x in fit_b) and (fit_a is None or y in fit_a):
                    places[a][i], places[b][j] = y, x
        return Ranked.of(deal)


@dataclass(frozen=True)
class Table:
    players: int
    decks: int

    def __str__(self) -> str:
        return f"{self.players} players on {self.decks} deck(s)"


Choose = Callable[[Belief, int, int], int]
"""A way to choose a card from a belief, a seed and a number of samples."""


def margin_card(belief: Belief, seed: int, samples: int) -> int:
    """The card whose play-outs on ``samples`` deals drawn from ``belief``
    leave the seat the widest margin over the best other seat (capped at
    ``MARGIN_CAP``), then the lower card."""
    rng = random.Random(seed)
    view, seat = belief.view, belief.view.seat
    ranks = sorted({rank(card) for card in view.hand})
    margins = dict.fromkeys(ranks, 0)
    for _ in range(samples):
        sampled = belief.sample_ranked(rng)
        for played in ranks:
            final = play_out(sampled, played)
            best_other = max(cards for other, cards in enumerate(final) if other != seat)
            margins[played] += min(final[seat] - best_other, MARGIN_CAP)
    best = max(ranks, key=lambda r: (margins[r], -r))
    return min(card for card in view.hand if rank(card) == best)


def position(number: int, players: int, decks: int) -> Deal:
    """Deal ``number`` played greedily to a random point before its last plays."""
    rng = random.Random(number)
    deal = Deal.shuffled(players, rng, decks)
    for _ in range(rng.randrange(players * 6 - 2)):
        deal.play(greedy_card(deal, rng))
    return deal


def held_ranks(belief: Belief, draws: int, seed: int) -> dict[tuple[int, int], float]:
    """The chance that each other seat holds a card of each rank, over ``draws``."""
    rng = random.Random(seed)
    counts: Counter[tuple[int, int]] = Counter()
    for _ in range(draws):
        sampled = belief.sample_ranked(rng)
        for seat in belief.order:
            counts.update((seat, r) for r in set(sampled.hands[seat]))
    return {key: count / draws for key, count in counts.items()}


def largest_gap(a: dict[tuple[int, int], float], b: dict[tuple[int, int], float]) -> float:
    return max(abs(a.get(key, 0.0) - b.get(key, 0.0)) for key in a.keys() | b.keys())


def compare_draws(table: Table, positions: int, draws: int, swaps: int) -> None:
    """How far the swapped draw is from the suggester's, against sampling alone."""
    own, apart = [], []
    for number in range(positions):
        belief = Belief.of(View.of(position(number, table.players, table.decks)))
        first = held_ranks(belief, draws, 1)
        own.append(largest_gap(first, held_ranks(belief, draws, 2)))
        swapped = Swapped.of_belief(belief, swaps)
        apart.append(largest_gap(first, held_ranks(swapped, draws, 3)))
    print(
        f"{table}, {positions} positions, {draws} draws each: the largest gap in a seat's "
        f"chance to hold a rank, swapped against the suggester's draw: median "
        f"{statistics.median(apart):.3f}, max {max(apart):.3f} (two runs of the suggester's "
        f"draw: median {statistics.median(own):.3f}, max {max(own):.3f})",
        flush=True,
    )


def compare_decisions(
    table: Table, positions: int, samples: int, name: str, choose: Choose
) -> None:
    """The suggester's card against ``choose``'s (called ``name``), each
    valued on the true deal."""
    wins, cards, differ = [], [], 0
    for number in range(positions):
        deal = position(number, table.players, table.decks)
        belief = Belief.of(View.of(deal))
        shipped = suggest_from(belief, seed=number, samples=samples, budget_seconds=60).card
        other = choose(belief, number, samples)
        truth, seat = Ranked.of(deal), deal.turn
        a, b = play_out(truth, rank(shipped)), play_out(truth, rank(other))
        wins.append(win_share(b, seat) - win_share(a, seat))
        cards.append(b[seat] - a[seat])
        differ += rank(shipped) != rank(other)
    win, win_ci = mean_and_interval(wins)
    card, card_ci = mean_and_interval(cards)
    print(
        f"{table}, {positions} decisions ({differ} differ): {name} minus the "
        f"suggester, valued on the true deal: share of the win {win * 100:+.2f} "
        f"+- {win_ci * 100:.2f} points, cards {card:+.3f} +- {card_ci:.3f}",
        flush=True,
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--players", type=int, default=14)
    parser.add_argument("--decks", type=int, default=2)
    parser.add_argument("--positions", type=int, default=1500, help="decisions compared")
    parser.add_argument("--drawn", type=int, default=40, help="positions whose draws are compared")
    parser.add_argument("--swaps", type=int, default=SWAPS)
    parser.add_argument("--against", choices=["posterior", "margin"], default="posterior")
    parser.add_argument("--quick", action="store_true", help="a few positions: that it runs")
    args = parser.parse_args(argv)
    samples, draws = DEFAULT_SAMPLES, 2000
    if args.quick:
        args.positions, args.drawn, args.swaps, samples, draws = 3, 2, 30, 20, 50
    table = Table(args.players, args.decks)
    if args.against == "margin":
        compare_decisions(table, args.positions, samples, "ranking by the margin", margin_card)
        return 0
    compare_draws(table, args.drawn, draws, args.swaps)
    swaps = args.swaps

    def posterior(belief: Belief, seed: int, samples: int) -> int:
        swapped = Swapped.of_belief(belief, swaps)
        return suggest_from(swapped, seed=seed, samples=samples, budget_seconds=60).card

    compare_decisions(table, args.positions, samples, "the swapped draw", posterior)
    return 0


if __name__ == "__main__":
    sys.exit(main())

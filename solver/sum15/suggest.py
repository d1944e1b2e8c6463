"""The suggester: the card with the best expected outcome for what one
player can know.

Determinized sampling ("perfect information Monte Carlo"): deal the cards
the player has not seen (the others' hands and the stock) many times,
consistently with everything it has seen (``belief``: by default the others'
past plays are read as a greedy player's); on each sampled deal play every
candidate card, then the rest of the deal out with every player greedy (the
card that picks up the most now, else the lowest); average over the samples.
Every candidate sees the same sampled deals.  The best card is the one with
the most cards expected by the end of the deal, then the highest chance of
winning it (a tie for most cards shares the win), then the lowest.  Seeded:
the same view, seed and sample count give the same answer;
``budget_seconds`` only ever stops it early.

Measured choices (``docs/sum15.md``): ranking by expected cards beat ranking
by win chance or by the margin over the best other seat, and playing the
last plays exactly (``endgame.solve``) on the sampled deals made the
suggester no stronger and three times slower (a sampled deal shows every
hand, which the player will not see).
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

from solver.sum15.belief import Belief, Reading
from solver.sum15.game import Deal, win_share
from solver.sum15.knowledge import View
from solver.sum15.players import Policy, greedy_card

DEFAULT_SAMPLES = 48
DEFAULT_BUDGET_SECONDS = 0.15


@dataclass(frozen=True)
class CardValue:
    card: int
    expected_cards: float
    """Cards the player is expected to have picked up at the end of the deal."""
    win_probability: float


@dataclass(frozen=True)
class Suggestion:
    card: int
    cards: tuple[CardValue, ...]
    """Every distinct card in hand, best first."""
    samples: int
    finished: bool
    """False when the budget ran out before every sample was played."""


def play_out(deal: Deal) -> tuple[int, ...]:
    """The final cards picked up, everyone playing greedily."""
    while not deal.over:
        deal.play(greedy_card(deal, _NO_RNG))
    return tuple(deal.picked)


_NO_RNG = random.Random(0)  # greedy play draws nothing


def suggest(
    view: View,
    *,
    seed: int = 0,
    samples: int = DEFAULT_SAMPLES,
    budget_seconds: float = DEFAULT_BUDGET_SECONDS,
    reading: Reading = Reading.GREEDY,
) -> Suggestion:
    """The best card for ``view`` and the value of every card in hand."""
    return suggest_from(
        Belief.of(view, reading), seed=seed, samples=samples, budget_seconds=budget_seconds
    )


def suggest_from(
    belief: Belief,
    *,
    seed: int = 0,
    samples: int = DEFAULT_SAMPLES,
    budget_seconds: float = DEFAULT_BUDGET_SECONDS,
) -> Suggestion:
    """``suggest`` on deals sampled from ``belief``."""
    started = time.perf_counter()
    rng = random.Random(seed)
    view = belief.view
    candidates = sorted(set(view.hand))
    cards = dict.fromkeys(candidates, 0.0)
    wins = dict.fromkeys(candidates, 0.0)
    done = 0
    finished = True
    for _ in range(samples):
        sampled = belief.sample(rng)
        for card in candidates:
            deal = sampled.copy()
            deal.play(card)
            final = play_out(deal)
            cards[card] += final[view.seat]
            wins[card] += win_share(final, view.seat)
        done += 1
        if time.perf_counter() - started > budget_seconds and done < samples:
            finished = False
            break
    values = sorted(
        (CardValue(card, cards[card] / done, wins[card] / done) for card in candidates),
        key=lambda v: (-v.expected_cards, -v.win_probability, v.card),
    )
    return Suggestion(values[0].card, tuple(values), done, finished)


def suggester(
    samples: int = DEFAULT_SAMPLES,
    budget_seconds: float = 10.0,
    reading: Reading = Reading.GREEDY,
) -> Policy:
    """The suggester as a tournament policy (seeded by the deal's random source)."""

    def choose(deal: Deal, rng: random.Random) -> int:
        seed = rng.getrandbits(32)
        view = View.of(deal)
        return suggest(
            view, seed=seed, samples=samples, budget_seconds=budget_seconds, reading=reading
        ).card

    return choose

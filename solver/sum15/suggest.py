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
winning it (a tie for most cards shares the win), then the lowest, or
with ``Objective.WINS`` (the default) the other way round.  Seeded:
the same view, seed and sample count give the same answer;
``budget_seconds`` only ever stops it early.

Measured choices (``docs/sum15.md``): at 500 samples, ranking by the
chance of winning beat ranking by expected cards (31.9% of four-player
deals won against three greedy players, against 29.3%), while at 32-48
samples it was the other way round: the win chance needs more samples to be
estimated well.  Playing the last plays exactly (``endgame.solve``) on the
sampled deals made the suggester no stronger and three times slower (a
sampled deal shows every hand, which the player will not see).
"""

from __future__ import annotations

import enum
import random
import time
from dataclasses import dataclass

from solver.sum15.belief import Belief, Reading
from solver.sum15.cards import DECK_PLAYERS, rank
from solver.sum15.knowledge import View
from solver.sum15.players import Policy
from solver.sum15.playout import play_out
from solver.sum15.selfplay import Deal, win_share

DEFAULT_SAMPLES = 500
"""Sampled deals a suggestion plays out: p95 about 60 ms a move on the
bench's 2-core machine (the target is 200 ms), where the win objective
overtakes the cards one (docs/sum15.md)."""
DEFAULT_BUDGET_SECONDS = 0.15
"""The time a suggestion may take at a table of up to ``DECK_PLAYERS``."""
BIG_TABLE_BUDGET_SECONDS = 0.25
"""The time a suggestion may take at a larger table, whose play-outs cost
more: at 14 players 150 ms cut most suggestions short."""


def default_budget_seconds(players: int) -> float:
    """The time a suggestion may take by default at a table of ``players``.

    >>> default_budget_seconds(4), default_budget_seconds(14)
    (0.15, 0.25)
    """
    return DEFAULT_BUDGET_SECONDS if players <= DECK_PLAYERS else BIG_TABLE_BUDGET_SECONDS


class Objective(enum.Enum):
    """What the suggester ranks cards by (then the other, then the lower card)."""

    CARDS = "cards"
    """The cards expected at the end of the deal."""
    WINS = "wins"
    """The chance of winning the deal (a tie for most cards shares it)."""


DEFAULT_OBJECTIVE = Objective.WINS


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


def suggest(
    view: View,
    *,
    seed: int = 0,
    samples: int = DEFAULT_SAMPLES,
    budget_seconds: float = DEFAULT_BUDGET_SECONDS,
    reading: Reading = Reading.GREEDY,
    objective: Objective = DEFAULT_OBJECTIVE,
) -> Suggestion:
    """The best card for ``view`` and the value of every card in hand."""
    return suggest_from(
        Belief.of(view, reading),
        seed=seed,
        samples=samples,
        budget_seconds=budget_seconds,
        objective=objective,
    )


def suggest_from(
    belief: Belief,
    *,
    seed: int = 0,
    samples: int = DEFAULT_SAMPLES,
    budget_seconds: float = DEFAULT_BUDGET_SECONDS,
    objective: Objective = DEFAULT_OBJECTIVE,
) -> Suggestion:
    """``suggest`` on deals sampled from ``belief``."""
    started = time.perf_counter()
    rng = random.Random(seed)
    view = belief.view
    candidates = sorted(set(view.hand))
    # Cards of one rank pick up alike: each rank is played out once.
    ranks = sorted({rank(card) for card in candidates})
    cards = dict.fromkeys(ranks, 0.0)
    wins = dict.fromkeys(ranks, 0.0)
    seat = view.seat
    done = 0
    finished = True
    for _ in range(samples):
        sampled = belief.sample_ranked(rng)
        for played in ranks:
            final = play_out(sampled, played)
            cards[played] += final[seat]
            wins[played] += win_share(final, seat)
        done += 1
        elapsed = time.perf_counter() - started
        if done < samples and elapsed + elapsed / done > budget_seconds:
            finished = False  # the next sample would likely end past the budget
            break
    values = sorted(
        (CardValue(card, cards[rank(card)] / done, wins[rank(card)] / done) for card in candidates),
        key=(
            (lambda v: (-v.expected_cards, -v.win_probability, v.card))
            if objective is Objective.CARDS
            else (lambda v: (-v.win_probability, -v.expected_cards, v.card))
        ),
    )
    return Suggestion(values[0].card, tuple(values), done, finished)


def suggester(
    samples: int = DEFAULT_SAMPLES,
    budget_seconds: float = 10.0,
    reading: Reading = Reading.GREEDY,
    objective: Objective = DEFAULT_OBJECTIVE,
) -> Policy:
    """The suggester as a tournament policy (seeded by the deal's random source)."""

    def choose(deal: Deal, rng: random.Random) -> int:
        seed = rng.getrandbits(32)
        view = View.of(deal)
        return suggest(
            view,
            seed=seed,
            samples=samples,
            budget_seconds=budget_seconds,
            reading=reading,
            objective=objective,
        ).card

    return choose

"""The suggester: the card with the best expected outcome for what one
player can know.

Determinized sampling ("perfect information Monte Carlo"): deal the cards
the player has not seen (the others' hands and the stock) many times,
consistently with everything it has seen and with how it reads the others
(``belief``: by default each seat's style of play is inferred from its
plays, among the league's, ``league.Style``, and it holds only cards that
style would not have played before); on each sampled deal play every
candidate card, then the rest of the deal out with every other seat in the
style drawn for it, and the player's own later plays in ``own_style``;
average over the samples.  Every candidate sees the same sampled deals.
The best card is the one with the highest chance of winning the deal (a
tie for most cards shares the win), then the most cards expected, then the
lowest, or with ``Objective.CARDS`` cards first.

The budget is work: ``samples`` sampled deals, seeded, so the same view,
seed and sample count give the same answer on any machine;
``budget_seconds``, if given, may stop it early, but never before
``MIN_SAMPLES`` samples (or all of them, if fewer are asked for): a
suggestion is always an estimate, however busy the machine.

Measured choices (``docs/sum15.md``): at 500 samples, ranking by the
chance of winning beat ranking by expected cards, while at 32-48 samples
it was the other way round: the win chance needs more samples to be
estimated well.  Playing the last plays exactly (``endgame.solve``) on the
sampled deals made the suggester no stronger and three times slower (a
sampled deal shows every hand, which the player will not see).
"""

from __future__ import annotations

import dataclasses
import enum
import math
import random
import statistics
import time
from dataclasses import dataclass
from typing import Protocol

from solver.sum15.belief import Reading, TableBelief
from solver.sum15.cards import DECK_PLAYERS, rank
from solver.sum15.knowledge import View
from solver.sum15.league import Policy, Spot, Style, choose_rank
from solver.sum15.playout import Ranked, play_out
from solver.sum15.selfplay import Deal
from solver.sum15.table import win_share

DEFAULT_SAMPLES = 500
"""Sampled deals a suggestion plays out: p95 about 60 ms a move on the
bench's 2-core machine (the target is 200 ms), where the win objective
overtakes the cards one (docs/sum15.md)."""
DEFAULT_BUDGET_SECONDS = 0.15
"""The time a suggestion may take at a table of up to ``DECK_PLAYERS``."""
BIG_TABLE_BUDGET_SECONDS = 0.25
"""The time a suggestion may take at a larger table, whose play-outs cost
more: at 14 players 150 ms cut most suggestions short."""


def default_own_style(players: int) -> Style:
    """The style the suggester plays its own later plays in, and prefers
    unless its search sees better: careful at a table of up to
    ``DECK_PLAYERS``; at a bigger table, where thirteen hidden hands leave
    the search little to see, the fifteen-seeker's (a multiple of 15
    first, else its highest card), which took more deals than careful play
    there (``bench/RESULTS.md``, 2026-11-28).

    >>> default_own_style(4).value, default_own_style(14).value
    ('careful', 'fifteens')
    """
    return Style.CAREFUL if players <= DECK_PLAYERS else Style.FIFTEENS


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


SAMPLE_SECONDS_A_SEAT = 0.0002
"""What a sample costs for each seat at the table, about, on the bench's
2-core machine with the other core busy (``bench.sum15_bench
--timed-deals``: 0.15-0.22 ms early in a deal, less later): what a
budget of samples is priced at."""


def expected_seconds(players: int, samples: int) -> float:
    """About how long ``samples`` samples take at a table of ``players``.

    >>> round(expected_seconds(14, 2000), 2)
    5.6
    """
    return samples * players * SAMPLE_SECONDS_A_SEAT


MIN_SAMPLES = 50
"""Samples a time budget cannot cut a suggestion below."""
PRUNE_EVERY = 50
"""Samples between looks for ranks clearly worse than the best."""
PRUNE_Z = 3.0
"""How many standard errors worse a rank must be to be played out no more."""
PRIOR_Z = 1.0
"""How many standard errors better than the card the seat's own style
would play the best card must be to be suggested instead."""


@dataclass(frozen=True)
class CardValue:
    card: int
    expected_cards: float
    """Cards the player is expected to have picked up at the end of the deal."""
    win_probability: float
    win_interval: float = 1.0
    """The 95% interval's half-width of ``win_probability`` over the
    samples (1 from fewer than two)."""


@dataclass(frozen=True)
class Suggestion:
    card: int
    cards: tuple[CardValue, ...]
    """Every distinct card in hand, best first."""
    samples: int
    finished: bool
    """False when the budget ran out before every sample was played."""
    styles: tuple[dict[Style, float], ...] = ()
    """How likely each style is, for each seat (empty for the viewer's and
    for seats with no cards left): how the suggester read the table."""


def suggest(
    view: View,
    *,
    seed: int = 0,
    samples: int = DEFAULT_SAMPLES,
    budget_seconds: float | None = DEFAULT_BUDGET_SECONDS,
    reading: Reading = Reading.TABLE,
    objective: Objective = DEFAULT_OBJECTIVE,
    own_style: Style | None = None,
    prior_z: float | None = PRIOR_Z,
) -> Suggestion:
    """The best card for ``view``, the value of every card in hand, and how
    the others were read.  The card ``own_style`` (None: the table's
    ``default_own_style``) would play is suggested unless the best card
    beats it by ``prior_z`` standard errors (None: the best card, always)."""
    if own_style is None:
        own_style = default_own_style(len(view.hand_sizes))
    table = TableBelief.of(view, reading, own_style)
    rules = view.rules
    spot = Spot.of_cards(view.middle, view.starter, rules.starter_in_sets, rules.runs_any_order)
    prior = None
    if prior_z is not None and own_style is not Style.RANDOM:
        prior = choose_rank(own_style, spot, [rank(card) for card in view.hand], random.Random(0))
    found = suggest_from(
        table,
        seed=seed,
        samples=samples,
        budget_seconds=budget_seconds,
        objective=objective,
        prior=prior,
        prior_z=PRIOR_Z if prior_z is None else prior_z,
    )
    styles = tuple(table.weights(seat) for seat in range(len(view.hand_sizes)))
    return dataclasses.replace(found, styles=styles)


class Sampler(Protocol):
    """Where the suggester draws its deals from (a ``TableBelief``, or one
    fixed ``Belief``)."""

    @property
    def view(self) -> View: ...

    def sample_ranked(self, rng: random.Random) -> Ranked: ...


class _Tally:
    """What one rank's play-outs came to, sample by sample."""

    __slots__ = ("cards", "shares")

    def __init__(self) -> None:
        self.cards: list[float] = []
        self.shares: list[float] = []

    def measure(self, objective: Objective) -> list[float]:
        return self.cards if objective is Objective.CARDS else self.shares

    def value(self, card: int) -> CardValue:
        count = len(self.shares)
        return CardValue(
            card, sum(self.cards) / count, sum(self.shares) / count, _interval(self.shares)
        )


def suggest_from(
    belief: Sampler,
    *,
    seed: int = 0,
    samples: int = DEFAULT_SAMPLES,
    budget_seconds: float | None = DEFAULT_BUDGET_SECONDS,
    objective: Objective = DEFAULT_OBJECTIVE,
    prior: int | None = None,
    prior_z: float = PRIOR_Z,
) -> Suggestion:
    """``suggest`` on deals sampled from ``belief``; the card of rank
    ``prior``, if given, unless the best card beats it by ``prior_z``
    standard errors of their paired difference.  Every
    ``PRUNE_EVERY`` samples, a rank whose play-outs are clearly worse than
    the best rank's on the same deals (by ``PRUNE_Z`` standard errors of
    their paired difference) is played out no more: its figures stay
    those of the samples it had."""
    started = time.perf_counter()
    rng = random.Random(seed)
    view = belief.view
    candidates = sorted(set(view.hand))
    # Cards of one rank pick up alike: each rank is played out once.
    tallies = {rank(card): _Tally() for card in candidates}
    alive = sorted(tallies)
    seat = view.seat
    floor = min(samples, MIN_SAMPLES)
    done = 0
    finished = True
    for _ in range(samples):
        sampled = belief.sample_ranked(rng)
        # Seats that play at random draw alike for every candidate card.
        chance = rng.getrandbits(32) if Style.RANDOM in sampled.styles else None
        for played in alive:
            final = play_out(sampled, played, None if chance is None else random.Random(chance))
            tallies[played].cards.append(final[seat])
            tallies[played].shares.append(win_share(final, seat))
        done += 1
        if done % PRUNE_EVERY == 0 and len(alive) > 1:
            alive = _survivors(alive, tallies, objective)
        if budget_seconds is None or done < floor:
            continue
        elapsed = time.perf_counter() - started
        if done < samples and elapsed + elapsed / done > budget_seconds:
            finished = False  # the next sample would likely end past the budget
            break
    values = sorted(
        (tallies[rank(card)].value(card) for card in candidates),
        key=(
            (lambda v: (-v.expected_cards, -v.win_probability, v.card))
            if objective is Objective.CARDS
            else (lambda v: (-v.win_probability, -v.expected_cards, v.card))
        ),
    )
    best = rank(values[0].card)
    if prior in tallies and prior != best:
        measured = (tallies[best].measure(objective), tallies[prior].measure(objective))
        if _standard_errors(*measured) <= prior_z:
            values.sort(key=lambda v: rank(v.card) != prior)  # stable: the rest stay in order
    return Suggestion(values[0].card, tuple(values), done, finished)


def _standard_errors(better: list[float], worse: list[float]) -> float:
    """How many standard errors of their paired difference the mean of
    ``better`` is above ``worse``'s, on the samples both have."""
    differences = [a - b for a, b in zip(better, worse, strict=False)]
    if len(differences) < 2:
        return 0.0
    spread = statistics.stdev(differences) / math.sqrt(len(differences))
    mean = statistics.fmean(differences)
    return math.inf if spread == 0 and mean > 0 else mean / spread if spread else 0.0


def _survivors(alive: list[int], tallies: dict[int, _Tally], objective: Objective) -> list[int]:
    """The ranks in ``alive`` not clearly worse than the best of them on
    the deals they all were played out on."""
    best = max(alive, key=lambda r: statistics.fmean(tallies[r].measure(objective)))
    leader = tallies[best].measure(objective)
    return [
        r
        for r in alive
        if r == best or _standard_errors(leader, tallies[r].measure(objective)) <= PRUNE_Z
    ]


def _interval(values: list[float]) -> float:
    """The 95% interval's half-width of the mean of ``values`` (1 below two)."""
    if len(values) < 2:
        return 1.0
    return min(1.0, 1.96 * statistics.stdev(values) / math.sqrt(len(values)))


def suggester(
    samples: int = DEFAULT_SAMPLES,
    budget_seconds: float | None = None,
    reading: Reading = Reading.TABLE,
    objective: Objective = DEFAULT_OBJECTIVE,
    own_style: Style | None = None,
    prior_z: float | None = PRIOR_Z,
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
            own_style=own_style,
            prior_z=prior_z,
        ).card

    return choose

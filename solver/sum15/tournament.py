"""The suggester against tables of the league, over many seeded deals.

In deal ``i`` the suggester sits at seat ``i mod players`` (every seat as
often) and the other seats, from the suggester's left, play the table's
players in turn (``("careful",)``: every other seat careful;
``("greedy", "sets")``: greedy, sets, greedy, ...).  A player is a
``league.Style``'s name or ``"suggester"`` (another copy of the suggester,
with the same settings).  A tie for most cards shares the win.  Figures
come with 95% intervals (``core.stats``).
"""

from __future__ import annotations

import random
import statistics
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from solver.core.stats import interval
from solver.sum15.belief import Reading
from solver.sum15.league import PLAYERS, Policy, Style
from solver.sum15.rules import SEED_RULES, HouseRules
from solver.sum15.selfplay import Deal
from solver.sum15.suggest import (
    DEFAULT_OBJECTIVE,
    DEFAULT_SAMPLES,
    PRIOR_Z,
    Objective,
    suggester,
)
from solver.sum15.table import win_share

SUGGESTER = "suggester"
LEAGUE = (*(style.value for style in Style), SUGGESTER)
"""Every player a table may seat, by name."""
MIXED = ("careful", "fifteens", "sets", "greedy", "random")
"""The mixed table: the league's fixed styles in turn round the table."""


def table_players(text: str) -> tuple[str, ...]:
    """The players a table's text names: ``careful``, ``greedy+sets``, or
    ``mixed`` (``MIXED``)."""
    return MIXED if text == "mixed" else tuple(text.split("+"))


@dataclass(frozen=True)
class Settings:
    """How the suggester plays a tournament: sampled deals a move, what it
    ranks by, how it reads the others, its own style in the play-outs, and
    the longest a move may take (a safety net: the samples are the budget)."""

    samples: int = DEFAULT_SAMPLES
    objective: Objective = DEFAULT_OBJECTIVE
    reading: Reading = Reading.TABLE
    own_style: Style | None = None
    """None: the table's default (``suggest.default_own_style``)."""
    budget_seconds: float | None = None
    prior_z: float | None = PRIOR_Z

    def policy(self) -> Policy:
        return suggester(
            self.samples,
            self.budget_seconds,
            self.reading,
            self.objective,
            self.own_style,
            self.prior_z,
        )


@dataclass(frozen=True)
class Table:
    """Who the suggester plays against, under which rules, from which decks."""

    players: int
    opponents: tuple[str, ...]
    rules: HouseRules = SEED_RULES
    decks: int | None = None

    def __post_init__(self) -> None:
        unknown = [name for name in self.opponents if name not in LEAGUE]
        if unknown or not self.opponents:
            raise ValueError(f"players are {', '.join(LEAGUE)}; got {self.opponents}")

    @property
    def label(self) -> str:
        return "+".join(self.opponents)


@dataclass(frozen=True)
class Result:
    table: Table
    deals: int
    win_rate: float
    win_interval: float
    mean_cards: float
    cards_interval: float
    opponent_mean_cards: float
    settings: Settings = field(default_factory=Settings)

    @property
    def share(self) -> float:
        """The win rate as a multiple of a fair share."""
        return self.win_rate * self.table.players

    def lines(self) -> list[str]:
        players = self.table.players
        return [
            f"{players} players, suggester vs {self.table.label}, {self.deals:,} deals",
            f"  win rate {self.win_rate:.1%} +- {self.win_interval:.1%} "
            f"(fair share {1 / players:.1%}; {self.share:.2f}x)",
            f"  cards picked up: suggester {self.mean_cards:.2f} +- {self.cards_interval:.2f}, "
            f"each opponent {self.opponent_mean_cards:.2f}",
        ]


def seat_players(table: Table, seat: int, me: Policy, others: dict[str, Policy]) -> list[Policy]:
    """Each seat's player when the suggester sits at ``seat``."""
    seated = [me] * table.players
    for k in range(1, table.players):
        name = table.opponents[(k - 1) % len(table.opponents)]
        seated[(seat + k) % table.players] = others[name]
    return seated


def play_deal(table: Table, number: int, players: Sequence[Policy]) -> Deal:
    """Deal ``number`` (seeded with it) played out at ``table``, each seat
    by its player."""
    rng = random.Random(number)
    deal = Deal.shuffled(table.players, rng, table.decks, table.rules)
    while not deal.over:
        deal.play(players[deal.turn](deal, rng))
    return deal


_Chunk = tuple[Table, Settings, int, int]
"""The table, the suggester's settings, the first and past-the-last deal."""


def _deals(chunk: _Chunk) -> list[tuple[float, int, float]]:
    table, settings, start, stop = chunk
    me = settings.policy()
    others: dict[str, Policy] = {style.value: PLAYERS[style] for style in Style}
    others[SUGGESTER] = settings.policy()
    rows = []
    for number in range(start, stop):
        seat = number % table.players
        deal = play_deal(table, number, seat_players(table, seat, me, others))
        rest = [c for s, c in enumerate(deal.picked) if s != seat]
        rows.append((win_share(deal.picked, seat), deal.picked[seat], statistics.fmean(rest)))
    return rows


def run(
    table: Table, deals: int, settings: Settings | None = None, jobs: int = 1, first: int = 0
) -> Result:
    """Play deals ``first`` to ``first + deals`` (deal ``i`` seeded with
    ``i``) at ``table`` on ``jobs`` processes."""
    settings = settings or Settings()
    chunks = max(jobs * 4, 1)
    bounds = [first + deals * k // chunks for k in range(chunks + 1)]
    work: list[_Chunk] = [
        (table, settings, a, b) for a, b in zip(bounds, bounds[1:], strict=False) if b > a
    ]
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            rows = [row for part in pool.map(_deals, work) for row in part]
    else:
        rows = [row for part in map(_deals, work) for row in part]
    wins = [r[0] for r in rows]
    cards = [r[1] for r in rows]
    return Result(
        table,
        len(rows),
        statistics.fmean(wins),
        interval(wins),
        statistics.fmean(cards),
        interval(cards),
        statistics.fmean(r[2] for r in rows),
        settings,
    )

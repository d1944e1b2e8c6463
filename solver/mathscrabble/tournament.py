"""Two rankings play each other: equity against score, say.

Game ``i`` is dealt from seed ``seed + i // 2`` and the first ranking takes
the first seat when ``i`` is even, the second seat when it is odd: each
deal is played twice, seats swapped, so neither the tiles nor the first move
favour a side.  Every turn has the same budget in search steps, so the
same arguments play the same games on any machine.  Figures come with 95%
intervals (normal approximation); a tie counts half a win.
"""

from __future__ import annotations

import statistics
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from solver.core.stats import interval
from solver.mathscrabble.equity import Ranking
from solver.mathscrabble.leave import LeaveModel, shipped
from solver.mathscrabble.selfplay import Game

TOURNAMENT_STEPS = 20_000
"""The generator's budget per turn, in steps, for both sides."""


@dataclass(frozen=True)
class Result:
    """How ``first`` fared against ``second`` over ``games`` games."""

    first: Ranking
    second: Ranking
    games: int
    win_rate: float
    win_interval: float
    spread: float
    spread_interval: float
    score: float
    """The first ranking's mean score a game."""

    def lines(self) -> list[str]:
        return [
            f"{self.first.value} against {self.second.value}, {self.games} games "
            "(seats swapped on every deal):",
            f"  win rate {self.win_rate:.1%} +- {self.win_interval:.1%} (ties count half)",
            f"  spread {self.spread:+.1f} +- {self.spread_interval:.1f} points a game; "
            f"{self.first.value} scores {self.score:.1f} a game",
        ]


def play(
    number: int, seed: int, first: Ranking, second: Ranking, steps: int, model: LeaveModel
) -> tuple[float, int, int]:
    """Game ``number``: the first ranking's win (1, 0.5 or 0), its spread
    and its score."""
    seat = number % 2
    rankings = (first, second) if seat == 0 else (second, first)
    game = Game(seed + number // 2, max_steps=steps, rankings=rankings, model=model)
    for _ in game.play_out():
        pass
    mine, theirs = game.scores[seat], game.scores[1 - seat]
    win = 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0
    return win, mine - theirs, mine


def _play(args: tuple[int, int, Ranking, Ranking, int, LeaveModel]) -> tuple[float, int, int]:
    return play(*args)


def run(
    games: int,
    seed: int,
    *,
    first: Ranking = Ranking.EQUITY,
    second: Ranking = Ranking.SCORE,
    steps: int = TOURNAMENT_STEPS,
    model: LeaveModel | None = None,
    jobs: int = 1,
) -> Result:
    """Play ``games`` games of ``first`` against ``second`` (see the module)."""
    model = shipped() if model is None else model
    tasks = [(number, seed, first, second, steps, model) for number in range(games)]
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            rows = list(pool.map(_play, tasks, chunksize=4))
    else:
        rows = [_play(task) for task in tasks]
    return summary(first, second, rows)


def summary(first: Ranking, second: Ranking, rows: list[tuple[float, int, int]]) -> Result:
    """The figures of games played: each row the first ranking's win (1,
    0.5 or 0), its spread and its score."""
    wins = [row[0] for row in rows]
    spreads = [row[1] for row in rows]
    return Result(
        first,
        second,
        len(rows),
        statistics.fmean(wins),
        interval(wins),
        statistics.fmean(spreads),
        interval(spreads),
        statistics.fmean(row[2] for row in rows),
    )

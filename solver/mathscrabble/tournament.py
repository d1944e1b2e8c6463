"""Two league players play each other: equity against score, say.

Game ``i`` is dealt from seed ``seed + i // 2`` and the first player takes
the first seat when ``i`` is even, the second seat when it is odd: each
deal is played twice, seats swapped (paired deals), so neither the tiles nor
the first move favour a side.  A player against itself would play the same
game from both seats, so it plays each deal once: game ``i`` is dealt from
``seed + i``, seen from the first seat.  Every turn has the same budget in search
steps, so the same arguments play the same games on any machine.  Figures
come with 95% intervals (``core.stats``, normal approximation); a tie counts
half a win.  Beside them, how the games ended: on six scoreless turns, with
a rack's worth or more still in the bag, 0-0, and the exchanges each side
took.
"""

from __future__ import annotations

import statistics
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from solver.core.stats import interval
from solver.mathscrabble.equity import Ranking
from solver.mathscrabble.league import Player
from solver.mathscrabble.leave import LeaveModel, shipped
from solver.mathscrabble.record import EndReason
from solver.mathscrabble.selfplay import Game
from solver.mathscrabble.state import Kind
from solver.mathscrabble.tiles import EQUALS, RACK_SIZE, may_exchange

TOURNAMENT_STEPS = 20_000
"""The generator's budget per turn, in steps, for both sides."""


@dataclass(frozen=True)
class Played:
    """One game, seen from the first player's side: its win (1, 0.5 or 0),
    the spread and its score; how the game ended and the tiles left in the
    bag; the exchanges each side took (first's, second's); and the ``=``
    left on both racks."""

    win: float
    spread: int
    score: int
    reason: EndReason
    bag: int
    exchanges: tuple[int, int]
    equals_left: int

    @property
    def stuck(self) -> bool:
        """Ended on six scoreless turns with a rack's worth or more in the
        bag: the players could still have exchanged, or played."""
        return self.reason is EndReason.SCORELESS_TURNS and may_exchange(self.bag)

    @property
    def nil(self) -> bool:
        """Ended 0-0."""
        return self.score == 0 and self.spread == 0


@dataclass(frozen=True)
class Result:
    """How ``first`` fared against ``second`` over ``games`` games, and how
    the games ended."""

    first: str
    second: str
    games: int
    win_rate: float
    win_interval: float
    spread: float
    spread_interval: float
    score: float
    """The first player's mean score a game."""
    scoreless_ends: int
    stuck: int
    """Games ended on six scoreless turns with 9 or more tiles in the bag."""
    nil: int
    """Games ended 0-0."""
    exchanges: tuple[float, float]
    """Exchanges a game, the first player's and the second's."""
    equals_left: float
    """``=`` left on both racks a game."""
    rows: tuple[Played, ...]
    """Each game, in order."""

    def lines(self) -> list[str]:
        return [
            f"{self.first} against {self.second}, {self.games} games "
            + ("(one a deal)" if self.first == self.second else "(seats swapped on every deal)")
            + ":",
            f"  win rate {self.win_rate:.1%} +- {self.win_interval:.1%} (ties count half)",
            f"  spread {self.spread:+.1f} +- {self.spread_interval:.1f} points a game; "
            f"{self.first} scores {self.score:.1f} a game",
            f"  ended on six scoreless turns: {self.scoreless_ends}, of which {self.stuck} "
            f"with {RACK_SIZE}+ tiles in the bag; 0-0: {self.nil}",
            f"  exchanges a game: {self.first} {self.exchanges[0]:.1f}, "
            f"{self.second} {self.exchanges[1]:.1f}; '=' left on the racks "
            f"{self.equals_left:.1f} a game",
        ]


def play(
    number: int, seed: int, first: Player, second: Player, steps: int, model: LeaveModel
) -> Played:
    """Game ``number`` of a tournament (see the module), from ``first``'s side."""
    deal, seat = (number, 0) if first is second else divmod(number, 2)
    players = (first, second) if seat == 0 else (second, first)
    game = Game(seed + deal, max_steps=steps, players=players, model=model)
    exchanges = [0, 0]
    for turn in game.play_out():
        if turn.action is Kind.EXCHANGE:
            exchanges[turn.player] += 1
    mine, theirs = game.scores[seat], game.scores[1 - seat]
    ending = game.table.ending
    assert ending is not None
    return Played(
        1.0 if mine > theirs else 0.5 if mine == theirs else 0.0,
        mine - theirs,
        mine,
        ending.reason,
        len(game.bag),
        (exchanges[seat], exchanges[1 - seat]),
        sum(rack[EQUALS] for rack in game.racks),
    )


def _play(args: tuple[int, int, Player, Player, int, LeaveModel]) -> Played:
    return play(*args)


def run(
    games: int,
    seed: int,
    *,
    first: Player | Ranking = Player.EQUITY,
    second: Player | Ranking = Player.SCORE,
    steps: int = TOURNAMENT_STEPS,
    model: LeaveModel | None = None,
    jobs: int = 1,
) -> Result:
    """Play ``games`` games of ``first`` against ``second`` (see the
    module); a ranking stands for the league player of its name."""
    model = shipped() if model is None else model
    one, two = Player(first.value), Player(second.value)
    tasks = [(number, seed, one, two, steps, model) for number in range(games)]
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            rows = list(pool.map(_play, tasks, chunksize=4))
    else:
        rows = [_play(task) for task in tasks]
    return summary(one.value, two.value, rows)


def summary(first: str, second: str, rows: list[Played]) -> Result:
    """The figures of the games ``rows`` played, ``first`` against ``second``."""
    wins = [row.win for row in rows]
    spreads = [float(row.spread) for row in rows]
    return Result(
        first,
        second,
        len(rows),
        statistics.fmean(wins),
        interval(wins),
        statistics.fmean(spreads),
        interval(spreads),
        statistics.fmean(row.score for row in rows),
        sum(row.reason is EndReason.SCORELESS_TURNS for row in rows),
        sum(row.stuck for row in rows),
        sum(row.nil for row in rows),
        (
            statistics.fmean(row.exchanges[0] for row in rows),
            statistics.fmean(row.exchanges[1] for row in rows),
        ),
        statistics.fmean(row.equals_left for row in rows),
        tuple(rows),
    )

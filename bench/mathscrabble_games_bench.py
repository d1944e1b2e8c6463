"""Math Scrabble's equity against the league as a caller sees it: whole
games through the HTTP API, at a time budget or a budget of work.

Run: ``.venv/bin/python -m bench.mathscrabble_games_bench [--deals 100]
[--against score tiles equity] [--seed 0] [--budget-ms 1000 | --steps N]
[--jobs 1]``

Each deal (seed ``--seed + i``) is played twice, seats swapped (once
against itself), by the official Python client's game layer
(``fifteen_client.engine``) against a gunicorn (``harness.live``): the game
held by ``POST /v1/math-scrabble/games``, each turn within ``--budget-ms``
(by default the API's default, 1 s) or ``--steps`` (a budget of work: the
games then repeat on any machine at any load).  The equity side plays the
client's ``best`` by equity; its opponent ``best`` by score, by equity, or
the tile-dumper: of the 100 best plays by score ``/moves`` lists, the one
laying the most tiles, then the highest score (with none listed, as
``best`` does).  Prints, per opponent, the equity side's win rate and
spread with their 95% intervals, how the games ended (on six scoreless
turns, of which with nine or more tiles in the bag, and 0-0), the turns by
kind, and the time a replay of a whole game takes (``POST .../games`` with
every move, p50 / p95).  ``--jobs`` plays that many games at once on as
many gunicorn workers: each search then shares the machine's cores.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

from fifteen_client.engine import Engine, ScrabbleGame
from fifteen_client.models import PlayRanking
from fifteen_client.waiting import ProblemError

from harness.live import gunicorn
from solver.mathscrabble.record import EndReason
from solver.mathscrabble.tiles import EQUALS
from solver.mathscrabble.tournament import Played, summary

REPLAYS = 3
"""Replays timed per game; the median counts."""

OPPONENTS = ("score", "tiles", "equity")
"""The league players the equity side can face through the API."""

LISTED = 100
"""The plays by score the tile-dumper chooses among (``/moves``' most)."""


@dataclass(frozen=True)
class Budget:
    """A turn's budget: milliseconds, or search steps (None: not given)."""

    budget_ms: int | None
    steps: int | None

    def words(self) -> str:
        if self.steps is not None:
            return f"steps {self.steps}"
        return f"budget_ms {self.budget_ms or 'default'}"


@dataclass(frozen=True)
class ApiGame:
    """One game: the equity side's seat, the final scores, how it ended, the
    tiles left in the bag, the turns by kind, the exchanges by seat, the
    tiles left, and the median time of a replay of the whole game."""

    seat: int
    scores: tuple[int, int]
    reason: str
    bag: int
    kinds: Counter[str]
    exchanges: tuple[int, int]
    left: Counter[str]
    """The tiles left on both racks at the end."""
    replay_seconds: float

    def row(self) -> Played:
        """The game from the equity side, as a tournament counts it."""
        mine, theirs = self.scores[self.seat], self.scores[1 - self.seat]
        return Played(
            1.0 if mine > theirs else 0.5 if mine == theirs else 0.0,
            mine - theirs,
            mine,
            EndReason(self.reason),
            self.bag,
            (self.exchanges[self.seat], self.exchanges[1 - self.seat]),
            self.left[EQUALS],
        )


def dump_tiles(game: ScrabbleGame, budget: Budget) -> str:
    """The tile-dumper's move (see the module)."""
    try:
        listed = game.hints(
            rank="score", limit=LISTED, budget_ms=budget.budget_ms, steps=budget.steps
        ).plays
    except ProblemError as error:
        if error.problem.status != 503:  # search-unfinished: no play found
            raise
        listed = []
    if not listed:
        return game.best(rank="score", budget_ms=budget.budget_ms, steps=budget.steps)
    return max(listed, key=lambda play: (len(play.placement), play.total)).written


def play(url: str, seed: int, seat: int, against: str, budget: Budget) -> ApiGame:
    """Deal ``seed`` with the equity side in ``seat`` against ``against``."""
    with Engine(url) as engine:
        game = engine.math_scrabble.game(seed)
        while not game.over:
            if game.to_move != seat and against == "tiles":
                move = dump_tiles(game, budget)
            else:
                ours = game.to_move == seat or against == "equity"
                rank: PlayRanking = "equity" if ours else "score"
                move = game.best(rank=rank, budget_ms=budget.budget_ms, steps=budget.steps)
            game.play(move)
        times = []
        for _ in range(REPLAYS):
            started = time.perf_counter()
            engine.math_scrabble.game(seed, game.moves)
            times.append(time.perf_counter() - started)
        end = game.state.end
        assert end is not None
        turns = game.state.turns
        kinds = Counter(str(turn.kind) for turn in turns)
        exchanges = Counter(turn.player for turn in turns if str(turn.kind) == "exchange")
        scores = (game.scores[0], game.scores[1])
        left = Counter("".join(game.state.racks))
        return ApiGame(
            seat,
            scores,
            str(end.reason),
            game.state.bag,
            kinds,
            (exchanges[0], exchanges[1]),
            left,
            statistics.median(times),
        )


def _quantile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def report(games: list[ApiGame], against: str, budget: Budget, seconds: float) -> list[str]:
    result = summary("equity", against, [game.row() for game in games])
    kinds = sum((game.kinds for game in games), Counter())
    turns = sum(kinds.values())
    replays = [game.replay_seconds for game in games]
    stuck = [game for game in games if game.reason == "scoreless_turns"]
    left = sum((game.left for game in stuck), Counter())
    left_text = (
        ", ".join(f"{face} {count / len(stuck):.1f}" for face, count in left.most_common(6))
        + " a game (both racks)"
        if stuck
        else "none"
    )
    return [
        f"Through the API at {budget.words()} ({seconds:.0f} s):",
        *result.lines(),
        f"  turns: {turns} ({kinds['play']} plays, {kinds['exchange']} exchanges, "
        f"{kinds['pass']} passes), {turns / len(games):.1f} a game",
        f"  left on the racks when six scoreless turns ended a game: {left_text}",
        "  replay of a whole game (POST /v1/math-scrabble/games): "
        f"p50 {_quantile(replays, 0.5) * 1000:.0f} ms, "
        f"p95 {_quantile(replays, 0.95) * 1000:.0f} ms",
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--against", choices=OPPONENTS, nargs="+", default=["score"])
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--budget-ms", type=int, help="a turn's time (default: the API's)")
    parser.add_argument("--steps", type=int, help="a turn's budget of work, in search steps")
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    budget = Budget(args.budget_ms, args.steps)
    with gunicorn("--workers", str(args.jobs)) as url, ThreadPoolExecutor(args.jobs) as pool:
        for against in args.against:
            seats = (0,) if against == "equity" else (0, 1)
            tasks = [(args.seed + deal, seat) for deal in range(args.deals) for seat in seats]
            started = time.perf_counter()
            seeds, seated = [seed for seed, _ in tasks], [seat for _, seat in tasks]
            games = list(
                pool.map(
                    play,
                    [url] * len(tasks),
                    seeds,
                    seated,
                    [against] * len(tasks),
                    [budget] * len(tasks),
                )
            )
            print("\n".join(report(games, against, budget, time.perf_counter() - started)))
            print(flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

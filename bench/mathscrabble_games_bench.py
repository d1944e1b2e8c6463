"""Math Scrabble equity against score as a caller sees it: whole games
through the HTTP API at a time budget.

Run: ``.venv/bin/python -m bench.mathscrabble_games_bench [--deals 200]
[--seed 0] [--budget-ms 1000] [--jobs 1]``

Each deal (seed ``--seed + i``) is played twice, seats swapped, by the
official Python client's game layer (``fifteen_client.engine``) against a
gunicorn (``harness.live``): the game held by ``POST
/v1/math-scrabble/games``, each turn ``best`` at ``--budget-ms`` (the API's
default, 1 s), one player ranking by equity, the other by score.  Prints
the equity side's win rate and spread with their 95% intervals, how the
games ended (the share on six scoreless turns, and the exchanges and passes
taken), and the time a replay of a whole game takes (``POST .../games``
with every move, p50 / p95).  ``--jobs`` plays that many games at once on
as many gunicorn workers: each search then shares the machine's cores.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

from fifteen_client.engine import Engine

from harness.live import gunicorn
from solver.mathscrabble.record import EndReason
from solver.mathscrabble.tiles import EQUALS
from solver.mathscrabble.tournament import Played, summary

REPLAYS = 3
"""Replays timed per game; the median counts."""


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


def play(url: str, seed: int, seat: int, budget_ms: int) -> ApiGame:
    """Deal ``seed`` with the equity side in ``seat``."""
    with Engine(url) as engine:
        game = engine.math_scrabble.game(seed)
        while not game.over:
            rank = "equity" if game.to_move == seat else "score"
            game.play(game.best(rank=rank, budget_ms=budget_ms))
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


def report(games: list[ApiGame], budget_ms: int, seconds: float) -> list[str]:
    result = summary("equity", "score", [game.row() for game in games])
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
        f"Through the API at budget_ms {budget_ms} ({seconds:.0f} s):",
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
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--budget-ms", type=int, default=1000)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    tasks = [(args.seed + deal, seat) for deal in range(args.deals) for seat in (0, 1)]
    started = time.perf_counter()
    with gunicorn("--workers", str(args.jobs)) as url, ThreadPoolExecutor(args.jobs) as pool:
        games = list(pool.map(lambda task: play(url, task[0], task[1], args.budget_ms), tasks))
    print("\n".join(report(games, args.budget_ms, time.perf_counter() - started)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

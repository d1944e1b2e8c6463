"""The leave model's data: seeded self-play, and the fit over it.

Games ``seed``, ``seed + 1``, ... are played by the score ranking at a
fixed step budget (so the same seed gives the same games on any machine);
for every turn taken while the bag held a rack's worth, the sample is the
tiles the turn kept, the pool they were refilled from (the tiles the
player could not see, and the bag's size, before the turn) and the points
the same player scored on its next turn (a turn the game ended before
gives none).  The games may be played in several processes (``jobs``):
the samples, and so the model, are the same.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor

from solver.mathscrabble.equity import unseen
from solver.mathscrabble.leave import LeaveModel, Pool, fit
from solver.mathscrabble.selfplay import Game
from solver.mathscrabble.state import Kind
from solver.mathscrabble.tiles import RACK_SIZE, rack_left

Sample = tuple[Counter[str], Pool, int]
"""A leave, the pool that refilled it, and the points the next turn scored."""

TRAINING_STEPS = 20_000
"""The generator's budget per turn in the games the model is fitted to."""


def samples(game: Game) -> Iterator[Sample]:
    """Play ``game`` out, yielding each sample as soon as it is known."""
    waiting: dict[int, tuple[Counter[str], Pool]] = {}
    while not game.over:
        bag = len(game.bag)
        rack = Counter(game.racks[game.to_move])
        pool = Pool.of(unseen(game.board, rack), bag)
        turn = game.turn()
        if turn.player in waiting:
            kept, refill = waiting.pop(turn.player)
            yield kept, refill, turn.score
        if bag < RACK_SIZE:
            continue
        if turn.play is not None:
            kept = rack_left(rack, ((t.face, t.blank) for t in turn.play.tiles))
        elif turn.action is Kind.EXCHANGE:
            kept = Counter()  # the score ranking returns every tile
        else:
            kept = rack
        waiting[turn.player] = (kept, pool)


def game_samples(seed: int, max_steps: int) -> list[Sample]:
    """Every sample of the game seeded ``seed``."""
    return list(samples(Game(seed, max_steps=max_steps)))


def fitted(
    games: int,
    seed: int,
    *,
    max_steps: int = TRAINING_STEPS,
    jobs: int = 1,
    progress: Callable[[int, int], None] = lambda done, samples: None,
) -> LeaveModel:
    """The leave model fitted to ``games`` seeded games (see the module),
    played in ``jobs`` processes."""
    found: list[Sample] = []
    seeds = range(seed, seed + games)
    if jobs <= 1:
        played: Iterator[list[Sample]] = (game_samples(s, max_steps) for s in seeds)
        for number, rows in enumerate(played, start=1):
            found.extend(rows)
            progress(number, len(found))
        return fit(found, seed=seed, games=games)
    with ProcessPoolExecutor(jobs) as pool:
        steps = [max_steps] * games
        for number, rows in enumerate(pool.map(game_samples, seeds, steps), start=1):
            found.extend(rows)
            progress(number, len(found))
    return fit(found, seed=seed, games=games)

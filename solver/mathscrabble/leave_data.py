"""The leave model's data: seeded self-play, and the fit over it.

Games ``seed``, ``seed + 1``, ... are played by the score ranking at a
fixed step budget (so the same seed gives the same games on any machine);
for every turn taken while the bag held a rack's worth, the sample is the
tiles the turn kept and the points the same player scored on its next turn
(a turn the game ended before gives none).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator

from solver.mathscrabble.equity import Action
from solver.mathscrabble.leave import LeaveModel, fit
from solver.mathscrabble.selfplay import Game
from solver.mathscrabble.tiles import RACK_SIZE, rack_left

TRAINING_STEPS = 20_000
"""The generator's budget per turn in the games the model is fitted to."""


def samples(game: Game) -> Iterator[tuple[Counter[str], int]]:
    """Play ``game`` out, yielding each sample as soon as it is known."""
    waiting: dict[int, Counter[str]] = {}
    while not game.over:
        full_bag = len(game.bag) >= RACK_SIZE
        rack = Counter(game.racks[game.to_move])
        turn = game.turn()
        if turn.player in waiting:
            yield waiting.pop(turn.player), turn.score
        if not full_bag:
            continue
        if turn.play is not None:
            waiting[turn.player] = rack_left(rack, ((t.face, t.blank) for t in turn.play.tiles))
        elif turn.action is Action.EXCHANGE:
            waiting[turn.player] = Counter()  # the score ranking returns every tile
        else:
            waiting[turn.player] = rack


def fitted(
    games: int,
    seed: int,
    *,
    max_steps: int = TRAINING_STEPS,
    progress: Callable[[int, int], None] = lambda done, samples: None,
) -> LeaveModel:
    """The leave model fitted to ``games`` seeded games (see the module)."""
    found: list[tuple[Counter[str], int]] = []
    for number in range(games):
        found.extend(samples(Game(seed + number, max_steps=max_steps)))
        progress(number + 1, len(found))
    return fit(found, seed=seed, games=games)

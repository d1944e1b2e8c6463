"""Random open positions, the workload of every benchmark."""

from __future__ import annotations

import random

from solver.tictactoe import Position, Rules
from solver.tictactoe.position import random_play


def random_open(rules: Rules, rng: random.Random, plies: int) -> Position:
    """A position after ``plies`` random legal moves in which the game goes on."""
    while True:
        position = random_play(rules, rng, plies)
        if not position.is_over:
            return position

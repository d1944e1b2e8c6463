"""Random open positions, the workload of every benchmark."""

from __future__ import annotations

import random

from solver import Position, Rules


def random_open(rules: Rules, rng: random.Random, plies: int) -> Position:
    """A position after ``plies`` random legal moves in which the game goes on."""
    while True:
        position = Position.empty(rules)
        for _ in range(plies):
            if position.is_over:
                break
            position = position.play(rng.choice(list(position.legal_moves())))
        if not position.is_over:
            return position

"""Play helpers every game uses: a bot's choice by skill and seed, the
principal variation, random play.  Written once, over ``solver.core.game``'s
interface.

>>> from solver.tictactoe import Position
>>> position = random_play(Position.empty(), random.Random(7), plies=3)
>>> sum(1 for cell in position.board if cell)
3
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Final, TypeVar

from solver.core.game import CHANCE, State, sample_chance

MAX_SEED: Final = 2**63 - 1
"""The largest seed a caller may give (seeds are 0 to ``MAX_SEED``)."""

A = TypeVar("A")
C = TypeVar("C")
S = TypeVar("S", bound=State)  # type: ignore[type-arg]


def check_skill(skill: float) -> None:
    """``ValueError`` unless ``skill`` is a probability."""
    if not 0.0 <= skill <= 1.0:
        raise ValueError(f"skill must be between 0 and 1, got {skill!r}")


def choose_by_skill(
    best: Callable[[random.Random | None], C],
    legal: Callable[[], Sequence[C]],
    *,
    seed: int | None,
    skill: float,
    skill_first: bool = False,
) -> C:
    """A bot's choice: with probability ``skill`` a best one, otherwise a
    uniformly random legal one.

    ``best`` is given the seeded generator (None without a seed: then it
    answers the first of the equally best, with it a uniform, reproducible
    choice among them) and is asked first, so a seed gives the same best
    choice at every skill; the skill is drawn from the same generator after
    it (from a fresh one without a seed).  ``skill_first`` draws the skill
    before the best choice instead: Number Scrabble's order, kept so that a
    seed gives the answers it always gave.
    """
    check_skill(skill)
    rng = random.Random(seed) if seed is not None else None
    if skill_first and skill < 1.0:
        rng = rng or random.Random()
        if rng.random() >= skill:
            return rng.choice(list(legal()))
        return best(rng)
    chosen = best(rng)
    if skill < 1.0:
        rng = rng or random.Random()
        if rng.random() >= skill:
            return rng.choice(list(legal()))
    return chosen


def principal_variation(state: S, best: Callable[[S], A]) -> list[A]:
    """The line of play where every seat plays ``best`` to the end (for
    games without chance)."""
    line = []
    while not state.is_terminal():
        action = best(state)
        line.append(action)
        state = state.apply_action(action)
    return line


def random_play(state: S, rng: random.Random, plies: int) -> S:
    """The state after ``plies`` uniformly random legal actions (chance by
    its probabilities, not counted as a ply), or fewer if the game ends
    first: for tests and benchmarks."""
    played = 0
    while played < plies and not state.is_terminal():
        if state.current_player() == CHANCE:
            state = state.apply_action(sample_chance(state, rng))
            continue
        state = state.apply_action(rng.choice(state.legal_actions()))
        played += 1
    return state

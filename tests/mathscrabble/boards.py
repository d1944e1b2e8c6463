"""Boards, racks and placements for the Math Scrabble tests, written as the rules say them."""

from __future__ import annotations

import random
from collections import Counter

from solver.mathscrabble.board import SIZE, Board, square
from solver.mathscrabble.moves import generate
from solver.mathscrabble.scoring import Play, Tile
from solver.mathscrabble.selfplay import Game
from solver.mathscrabble.tiles import BAG, rack_counts
from tests.mathscrabble import reference


def row(text: str, at: int = 0) -> str:
    return ("." * at + text).ljust(SIZE, ".")


def board_of(*lines: tuple[int, int, str]) -> Board:
    rows = ["." * SIZE] * SIZE
    for r, c, text in lines:
        rows[r] = rows[r][:c] + text + rows[r][c + len(text) :]
    return Board.from_rows(rows)


def across(r: int, c: int, text: str, blanks: str = "") -> list[Tile]:
    return [Tile(square(r, c + i), f, str(i) in blanks) for i, f in enumerate(text)]


def down(r: int, c: int, text: str) -> list[Tile]:
    return [Tile(square(r + i, c), f) for i, f in enumerate(text)]


SEED_BOARD = (7, 5, "3+3=6")


def midgame(seed: int, turns: int) -> Board:
    game = Game(seed=seed, max_steps=30_000)
    for _ in range(turns):
        if not game.over:
            game.turn()
    return game.board


def rack_of(board: Board, rng: random.Random, size: int, *, blank: bool = True) -> Counter[str]:
    """A rack of ``size`` tiles, one an '=', from those not on ``board``;
    with ``blank`` false, no blank (the complete list of a large rack with a
    blank takes minutes, and the boards come from self-play, which any
    change to the search's order changes)."""
    left = Counter(BAG) - board.counts() - Counter("=") - (Counter() if blank else Counter("?"))
    return Counter(rng.sample(sorted(left.elements()), size - 1) + ["="])


def as_brute_force_finds(board: Board, rack: str) -> list[Play]:
    """The generator's plays, each once and exactly those brute force finds."""
    plays: list[Play] = []
    assert generate(board, rack_counts(rack), emit=plays.append)
    found = [(p.tiles, p.score) for p in plays]
    assert len(found) == len(set(found)), "a play was found twice"
    assert set(found) == reference.all_plays(board, rack_counts(rack))
    return plays


SEED_ROWS = [row("3+3=6", 5) if r == 7 else "." * SIZE for r in range(SIZE)]

"""The symmetries of any board (3x3, 4x4, 5x5): maps of its cells, and of
its numbers where the rules allow ``a -> k - a``, that carry every game
onto a game of the same rules; and a board's class under them.

(The 3x3 tables key boards their own way: ``symmetry``.)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from solver.tictactoe.rules import Rules

Board = tuple[int, ...]
Move = tuple[int, int]


@dataclass(frozen=True)
class Symmetry:
    """A map of the board's cells and of the numbers that maps every game
    onto a game of the same rules."""

    cells: tuple[int, ...]
    tokens: Mapping[int, int]

    def board(self, board: Board) -> Board:
        image = [0] * len(board)
        for cell, token in enumerate(board):
            if token:
                image[self.cells[cell]] = self.tokens[token]
        return tuple(image)

    def move(self, move: Move) -> Move:
        return self.cells[move[0]], self.tokens[move[1]]

    def inverse(self) -> Symmetry:
        cells = [0] * len(self.cells)
        for cell, image in enumerate(self.cells):
            cells[image] = cell
        return Symmetry(tuple(cells), {image: token for token, image in self.tokens.items()})


def symmetries(rules: Rules) -> list[Symmetry]:
    """Every symmetry of ``rules``' games, the identity first."""
    token_maps = [{t: t for t in rules.pool}]
    if rules.reflection is not None:
        k = rules.reflection
        token_maps.append({t: k - t for t in rules.pool})
    return [Symmetry(cells, tokens) for cells in rules.geometry.symmetries for tokens in token_maps]


def canonical(board: Board, maps: list[Symmetry]) -> tuple[Board, Symmetry]:
    """The least image of ``board`` (its class's name) and a symmetry that
    maps ``board`` onto it."""
    return min(((s.board(board), s) for s in maps), key=lambda found: found[0])

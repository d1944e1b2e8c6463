"""The boards: 3x3, 4x4 and 5x5 squares, their lines and their symmetries.

A board of size ``n`` is a flat tuple of ``n * n`` cells indexed row-major.
Its lines are its ``n`` rows, ``n`` columns and two diagonals, each of ``n``
cells.  A symmetry is a map of cells that carries every line onto a line:
besides the 8 rotations and reflections of the square, the 4x4 and 5x5
squares have more, 32 in all (Sandlund et al.: the rows permuted, and the
columns likewise, by any order that keeps mirrored rows mirrored; with or
without a transposition).

>>> len(geometry(4).symmetries)
32
>>> geometry(3).lines[-1]
(2, 4, 6)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from itertools import permutations
from typing import Final

Index = int
"""A board cell, row-major from 0."""

SIZES: Final = (3, 4, 5)
"""The boards a rule set may be played on."""


@dataclass(frozen=True)
class Geometry:
    """The ``size`` x ``size`` board: its cells, lines and symmetries."""

    size: int
    cells: int = field(init=False)
    lines: tuple[tuple[Index, ...], ...] = field(init=False)
    """Rows, then columns, then the two diagonals (top left first)."""
    lines_through: tuple[tuple[int, ...], ...] = field(init=False)
    """Per cell, the places in ``lines`` of the lines through it."""
    symmetries: tuple[tuple[Index, ...], ...] = field(init=False)
    """Maps cell -> image cell that carry lines onto lines, identity first."""

    def __post_init__(self) -> None:
        n = self.size
        rows = [tuple(r * n + c for c in range(n)) for r in range(n)]
        columns = [tuple(r * n + c for r in range(n)) for c in range(n)]
        diagonals = [tuple(i * n + i for i in range(n)), tuple(i * n + n - 1 - i for i in range(n))]
        lines = tuple(rows + columns + diagonals)
        through = tuple(
            tuple(k for k, line in enumerate(lines) if cell in line) for cell in range(n * n)
        )
        object.__setattr__(self, "cells", n * n)
        object.__setattr__(self, "lines", lines)
        object.__setattr__(self, "lines_through", through)
        object.__setattr__(self, "symmetries", _symmetries(n))


def _symmetries(n: int) -> tuple[tuple[Index, ...], ...]:
    """Every map of cells that carries lines onto lines (see the module)."""
    mirror = tuple(n - 1 - i for i in range(n))
    orders = [
        order
        for order in permutations(range(n))
        if all(order[mirror[i]] == mirror[order[i]] for i in range(n))
    ]
    maps: list[tuple[Index, ...]] = []
    for rows in orders:
        for columns in (rows, tuple(mirror[i] for i in rows)):
            for transpose in (False, True):
                image = tuple(
                    (columns[c] * n + rows[r]) if transpose else (rows[r] * n + columns[c])
                    for r in range(n)
                    for c in range(n)
                )
                if image not in maps:
                    maps.append(image)
    identity = tuple(range(n * n))
    maps.remove(identity)
    return (identity, *maps)


@cache
def geometry(size: int) -> Geometry:
    """The board of ``size`` (one of ``SIZES``), built once."""
    if size not in SIZES:
        raise ValueError(f"a board is 3x3, 4x4 or 5x5, not {size}x{size}")
    return Geometry(size)

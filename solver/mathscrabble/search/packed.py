"""Tiles packed in one int, counted by kind (``bounds.KINDS``, ``bounds.BITS``
bits a kind; ``bounds.unpack`` counts them again): the kinds the search
asks about by name, and packing."""

from __future__ import annotations

from collections.abc import Sequence

from solver.mathscrabble.bounds import BITS, KINDS
from solver.mathscrabble.tiles import (
    BLANK,
    DIGITS,
    DIVIDE,
    EQUALS,
    OPERATORS,
    ROOT,
    SQUARE,
    TIMES,
)

UNIT = tuple(1 << (BITS * kind) for kind in range(len(KINDS)))
"""One tile of each kind, packed."""

BLANK_KIND = KINDS.index(BLANK)
EQUALS_KIND = KINDS.index(EQUALS)
SQUARE_KIND = KINDS.index(SQUARE)
DIVIDE_KIND = KINDS.index(DIVIDE)
TIMES_KIND = KINDS.index(TIMES)
ZERO_KIND = KINDS.index("0")
ROOT_KIND = KINDS.index(ROOT)

# The operators, like the digits, are next to each other among the kinds.
OPERATOR_KINDS = slice(KINDS.index(OPERATORS[0]), KINDS.index(OPERATORS[-1]) + 1)
DIGIT_KINDS = slice(KINDS.index(DIGITS[0]), KINDS.index(DIGITS[-1]) + 1)

SCALER_KINDS = tuple(KINDS.index(face) for face in (TIMES, DIVIDE, BLANK))
"""The kinds that may scale a sum: ``×``, ``÷`` and the blank."""


def pack(counts: Sequence[int]) -> int:
    """The tiles ``counts`` (by kind) hold, packed.

    >>> from solver.mathscrabble.bounds import unpack
    >>> unpack(pack([2, 0, 1] + [0] * (len(KINDS) - 3)))[:4]
    [2, 0, 1, 0]
    """
    return sum(count * UNIT[kind] for kind, count in enumerate(counts))

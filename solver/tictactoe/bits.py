"""Bit sets as Python ints: bit ``i`` set means member ``i`` is in the set.

Tables store best moves as such masks (see ``solver.tictactoe.solve.move_width``).

>>> list(set_bits(0b10110))
[1, 2, 4]
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence


def set_bits(mask: int) -> Iterator[int]:
    """The positions of the set bits of ``mask`` (not negative), ascending."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def map_bits(mask: int, images: Sequence[int]) -> int:
    """``mask`` with each set bit ``i`` replaced by the bits of ``images[i]``
    (a one-bit mask, to move bit ``i`` elsewhere).

    >>> bin(map_bits(0b011, [0b100, 0b001, 0b010]))
    '0b101'
    """
    mapped = 0
    while mask:  # inline, not over set_bits: engines call this for every answer
        low = mask & -mask
        mapped |= images[low.bit_length() - 1]
        mask ^= low
    return mapped

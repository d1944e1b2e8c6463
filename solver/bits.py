"""Bit sets as Python ints: bit ``i`` set means member ``i`` is in the set.

Tables store best moves as such masks (see ``solver.solve.move_width``).

>>> list(set_bits(0b10110)), lowest_bit(0b10100)
([1, 2, 4], 2)
"""

from __future__ import annotations

from collections.abc import Iterator


def set_bits(mask: int) -> Iterator[int]:
    """The positions of the set bits of ``mask`` (not negative), ascending."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def lowest_bit(mask: int) -> int:
    """The position of the lowest set bit of ``mask`` (positive)."""
    return (mask & -mask).bit_length() - 1

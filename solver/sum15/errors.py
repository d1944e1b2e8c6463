"""What can be wrong with what a caller sends Sum 15's engine, apart from
the errors every game shares (``solver.core.errors``)."""

from __future__ import annotations


class CardError(ValueError):
    """Text that is not a card."""

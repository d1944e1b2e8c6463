"""What can be wrong with a numeric tic-tac-toe position, rule set or table.

The shared shapes (``part``, ``index``) are ``solver.core.errors``'.
"""

from __future__ import annotations

from collections.abc import Iterable

from solver.core.errors import PositionError, Refusal


class BoardSizeError(PositionError):
    """The board does not have as many cells as the rules' board (9, 16 or 25)."""


class InvalidTokenError(PositionError):
    """A cell holds something that is not one of the game's numbers."""


class DuplicateTokenError(PositionError):
    """A number appears on the board more than once."""


class TurnOrderError(PositionError):
    """The count of each player's numbers cannot occur in alternating play."""


class TokensMismatchError(PositionError):
    """The remaining numbers given do not match those left off the board."""

    part = "tokens"


class UnknownRulesError(ValueError):
    """A rule set name the engine does not know."""

    part = "rules"

    def __init__(self, name: str, known: Iterable[str], canonical: str | None = None) -> None:
        """``canonical``: how the rules id should have been written, when
        ``name`` is another spelling of a rule set's."""
        super().__init__(f"unknown rules {name!r}: expected one of {', '.join(known)}")
        self.index = None
        self.canonical = canonical


class InvalidRulesError(ValueError):
    """A rule set object that does not describe a playable game: ``part`` is
    the part of the rule set at fault (``target``, ``numbers.odd``, ...)."""

    def __init__(self, part: str, message: str) -> None:
        super().__init__(f"{part}: {message}")
        self.part = part
        self.reason = message
        self.index = None


class TooLargeToSolveError(Refusal, ValueError):
    """A variant position whose game tree is too large to solve on demand."""

    slug = "too-large-to-solve"
    part = "rules"


class TableMissingError(RuntimeError):
    """The precomputed table for a rule set has not been built."""

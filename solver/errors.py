"""What can be wrong with a position or a request to the engine.

Every error is a ``ValueError`` whose message quotes the bad input.  Each
carries ``field`` (the part of the position at fault: ``board``, ``tokens``,
``player``, ``rules``, ``move``) and, for board problems, ``index``, the cell,
so that callers such as the HTTP service can point at it.
"""

from __future__ import annotations

from collections.abc import Iterable


class PositionError(ValueError):
    """A position that is malformed or cannot arise in legal play."""

    field = "board"

    def __init__(self, message: str, *, index: int | None = None, field: str | None = None) -> None:
        super().__init__(message)
        self.index = index
        if field is not None:
            self.field = field


class BoardSizeError(PositionError):
    """The board does not have exactly 9 cells."""


class InvalidTokenError(PositionError):
    """A cell holds something that is not one of the game's numbers."""


class DuplicateTokenError(PositionError):
    """A number appears on the board more than once."""


class TurnOrderError(PositionError):
    """The count of each player's numbers cannot occur in alternating play."""


class UnreachablePositionError(PositionError):
    """The position is well formed but no legal game reaches it."""


class TokensMismatchError(PositionError):
    """The remaining numbers given do not match those left off the board."""

    field = "tokens"


class UnknownRulesError(ValueError):
    """A rule set name the engine does not know."""

    field = "rules"

    def __init__(self, name: str, known: Iterable[str]) -> None:
        super().__init__(f"unknown rules {name!r}: expected one of {', '.join(known)}")
        self.index = None


class InvalidRulesError(ValueError):
    """A rule set object that does not describe a playable game."""

    def __init__(self, part: str, message: str) -> None:
        super().__init__(f"{part}: {message}")
        self.part = part
        self.reason = message
        self.field = f"rules.{part}"
        self.index = None


class TooLargeToSolveError(ValueError):
    """A variant position whose game tree is too large to solve on demand."""

    field = "rules"

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.index = None


class WrongPlayerError(ValueError):
    """A player asked for a move when it is not their turn."""

    field = "player"

    def __init__(self, player: str, to_move: str | None) -> None:
        if to_move is None:
            message = f"the game is over: it is nobody's turn, not {player}'s"
        else:
            message = f"it is {to_move}'s turn, not {player}'s"
        super().__init__(message)
        self.index = None
        self.to_move = to_move


def check_turn(player: str | None, to_move: str | None) -> None:
    """Raise ``WrongPlayerError`` when ``player`` is named while the game goes
    on and it is not their turn (once it is over, any player may ask)."""
    if player is not None and to_move is not None and player != to_move:
        raise WrongPlayerError(player, to_move)


class IllegalMoveError(ValueError):
    """A move that cannot be played in the position."""

    field = "move"

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.index = None


class TableMissingError(RuntimeError):
    """The precomputed table for a rule set has not been built."""

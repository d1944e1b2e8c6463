"""What can be wrong with what a caller sends Math Scrabble's engine, apart
from the errors every game shares (``solver.core.errors``: a move written
in no notation is a ``MoveNotationError``, one the rules refuse an
``IllegalMoveError``)."""

from __future__ import annotations

from solver.core.errors import PositionError


class TileError(ValueError):
    """Text that is not a tile, or more tiles than the set holds."""


class NotInRackError(TileError):
    """A play's tile that its rack does not hold: ``index`` is its place in
    the play, ``face`` what it shows; ``blank_held``: the rack holds a
    blank that could stand for it, had the play named it."""

    def __init__(self, message: str, index: int, face: str = "", blank_held: bool = False) -> None:
        super().__init__(message)
        self.index, self.face, self.blank_held = index, face, blank_held


class BoardError(PositionError):
    """A board, blank list, placement or rack that no game can hold: ``part``
    names the request field (``board[3]``, ``blanks[0]``, ``placement[2]``)."""

"""What can be wrong with a position or a request to any game's engine.

Every error is a ``ValueError`` whose message quotes the bad input.  Each
carries ``part``, what is at fault in the game's own terms (``board``,
``tokens``, ``player``, ``rules``, ``move``; in Number Scrabble ``first`` or
``second``, a side's picks), and ``index``, the board cell at fault or None.
Callers such as the HTTP service map parts to their own field names.  Each
game's own errors subclass these, in its package.
"""

from __future__ import annotations

import enum


class PositionError(ValueError):
    """A position that is malformed or cannot arise in legal play."""

    part = "board"

    def __init__(self, message: str, *, index: int | None = None, part: str | None = None) -> None:
        super().__init__(message)
        self.index = index
        if part is not None:
            self.part = part


class UnreachablePositionError(PositionError):
    """The position is well formed but no legal game reaches it."""


class WrongPlayerError(ValueError):
    """A player asked for a move when it is not their turn."""

    part = "player"

    def __init__(self, player: str | int, to_move: str | int | None) -> None:
        """``player`` and ``to_move`` are a side's name, or a seat's number."""
        if to_move is None:
            message = f"the game is over: it is nobody's turn, not {_named(player)}'s"
        else:
            message = f"it is {_named(to_move)}'s turn, not {_named(player)}'s"
        super().__init__(message)
        self.index = None
        self.to_move = to_move


def _named(who: str | int) -> str:
    """A side by its name, a seat (a number) as ``seat N``."""
    return f"seat {who}" if isinstance(who, int) else who


def check_turn(player: enum.Enum | None, to_move: enum.Enum | None) -> None:
    """Raise ``WrongPlayerError`` when ``player`` (a side of any game) is
    named while the game goes on and it is not their turn (once it is over,
    any player may ask)."""
    if player is not None and to_move is not None and player is not to_move:
        raise WrongPlayerError(str(player.value), str(to_move.value))


class IllegalMoveError(ValueError):
    """A move that cannot be played in the position."""

    part = "move"

    def __init__(self, message: str, *, index: int | None = None) -> None:
        """``index``: the move's place in a list of moves, where it is one."""
        super().__init__(message)
        self.index = index


class SearchUnfinishedError(RuntimeError):
    """A search that may still find an answer found none within the time it
    may take: not "there is none" (answered as such), but "none yet"."""

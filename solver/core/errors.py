"""What can be wrong with a position or a request to any game's engine.

Every error is a ``ValueError`` whose message quotes the bad input.  Each
carries ``part``, what is at fault in the game's own terms (``board``,
``tokens``, ``player``, ``rules``, ``move``; in Number Scrabble ``first`` or
``second``, a side's picks), and ``index``, the board cell at fault or None.
Callers such as the HTTP service map parts to their own field names.  Each
game's own errors subclass these, in its package.

Every error a caller can cause is a ``Refusal``: it names itself (``slug``),
the part at fault, and when asking again may help, so that a caller maps any
of them to an answer the same way, knowing no game.
"""

from __future__ import annotations

import enum
from typing import Any, ClassVar


class Refusal(Exception):
    """An answer refused for a reason the caller can act on.

    ``slug`` names the reason for every caller (the service's problem
    ``type`` ends with it); ``part`` and ``index`` say what is at fault,
    None when nothing the caller sent is; ``retry_after_seconds``, when the
    same request may succeed later, says when."""

    slug: ClassVar[str]
    part: str | None = None
    index: int | None = None
    retry_after_seconds: ClassVar[int | None] = None

    def extra(self) -> dict[str, Any]:
        """What the refusal adds to its answer beyond its message."""
        return {}


class PositionError(Refusal, ValueError):
    """A position that is malformed or cannot arise in legal play."""

    slug = "invalid-position"
    part = "board"

    def __init__(self, message: str, *, index: int | None = None, part: str | None = None) -> None:
        super().__init__(message)
        self.index = index
        if part is not None:
            self.part = part


class UnreachablePositionError(PositionError):
    """The position is well formed but no legal game reaches it."""

    slug = "unreachable-position"


class WrongPlayerError(Refusal, ValueError):
    """A player asked for a move when it is not their turn."""

    slug = "not-your-turn"
    part = "player"

    def __init__(self, player: str | int, to_move: str | int | None) -> None:
        """``player`` and ``to_move`` are a side's name, or a seat's number."""
        if to_move is None:
            message = f"the game is over: it is nobody's turn, not {_named(player)}'s"
        else:
            message = f"it is {_named(to_move)}'s turn, not {_named(player)}'s"
        super().__init__(message)
        self.to_move = to_move

    def extra(self) -> dict[str, Any]:
        return {"to_move": self.to_move}


def _named(who: str | int) -> str:
    """A side by its name, a seat (a number) as ``seat N``."""
    return f"seat {who}" if isinstance(who, int) else who


def check_turn(player: enum.Enum | None, to_move: enum.Enum | None) -> None:
    """Raise ``WrongPlayerError`` when ``player`` (a side of any game) is
    named while the game goes on and it is not their turn (once it is over,
    any player may ask)."""
    if player is not None and to_move is not None and player is not to_move:
        raise WrongPlayerError(str(player.value), str(to_move.value))


class IllegalMoveError(Refusal, ValueError):
    """A move that cannot be played in the position."""

    slug = "illegal-move"
    part = "move"

    def __init__(self, message: str, *, index: int | None = None) -> None:
        """``index``: the move's place in a list of moves, where it is one."""
        super().__init__(message)
        self.index = index

    def of_move(self, written: str, index: int | None = None) -> IllegalMoveError:
        """The same refusal (of the same kind) said of the move ``written``,
        at ``index`` of a list of moves (None: the request's one move)."""
        return type(self)(f"{written}: {self}" if written else str(self), index=index)


class MoveNotationError(IllegalMoveError):
    """A move not written in the game's notation (no such square, tile,
    card or number; a blank named wrongly): apart from a move written well
    that the rules do not allow now."""

    slug = "unreadable-move"


class SearchUnfinishedError(Refusal, RuntimeError):
    """A search that may still find an answer found none within the time it
    may take: not "there is none" (answered as such), but "none yet".

    No retry advice: the same request would most likely meet the same end,
    and a caller that retries what says when would send it again and again;
    what helps is a larger budget, which is the caller's."""

    slug = "search-unfinished"

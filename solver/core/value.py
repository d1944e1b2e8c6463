"""Game values: the outcome under perfect play and how many plies it takes.

Values are always from the point of view of one player (the side to move,
or the player making a move).  The winner hurries and the loser delays, so
among wins fewer plies are better and among losses more plies are better; a
draw runs until the game ends by itself.

The engine compares values by ``score``: win in ``p`` plies is ``100 - p``,
draw is 0, loss in ``p`` plies is ``p - 100``; higher is better.  A table
stores a value in one byte, ``outcome code * 16 + plies``.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

WIN_SCORE = 100


class Outcome(enum.Enum):
    """The result of perfect play for the player the value belongs to."""

    LOSS = "loss"
    DRAW = "draw"
    WIN = "win"


_CODES = {Outcome.LOSS: 0, Outcome.DRAW: 1, Outcome.WIN: 2}
_BY_BYTE: dict[int, Value] = {}
_OUTCOMES = {code: outcome for outcome, code in _CODES.items()}


@dataclass(frozen=True, order=False)
class Value:
    """``outcome`` reached after ``plies`` more moves under perfect play.

    >>> Value.from_score(97, draw_plies=0)
    Value(outcome=<Outcome.WIN: 'win'>, plies=3)
    """

    outcome: Outcome
    plies: int

    @property
    def score(self) -> int:
        if self.outcome is Outcome.WIN:
            return WIN_SCORE - self.plies
        if self.outcome is Outcome.LOSS:
            return self.plies - WIN_SCORE
        return 0

    @classmethod
    def from_score(cls, score: int, *, draw_plies: int) -> Value:
        if score > 0:
            return cls(Outcome.WIN, WIN_SCORE - score)
        if score < 0:
            return cls(Outcome.LOSS, score + WIN_SCORE)
        return cls(Outcome.DRAW, draw_plies)

    def to_byte(self) -> int:
        return _CODES[self.outcome] * 16 + self.plies

    @classmethod
    def from_byte(cls, byte: int) -> Value:
        value = _BY_BYTE.get(byte)
        if value is None:  # values are immutable: one per byte, made once
            value = _BY_BYTE[byte] = cls(_OUTCOMES[byte >> 4], byte & 15)
        return value

    def before(self) -> Value:
        """The value, for the opponent, of the move that led here: a win in
        ``p`` plies is a loss in ``p + 1`` (``parent_score``)."""
        return Value.from_score(parent_score(self.score), draw_plies=self.plies + 1)


def parent_score(child_score: int) -> int:
    """The score of a move for its player, given the score of the position it
    leads to for the opponent: a win in ``p`` becomes a loss in ``p + 1``."""
    if child_score > 0:
        return 1 - child_score
    if child_score < 0:
        return -child_score - 1
    return 0


def draw_plies(empty_cells: int, mover_numbers: int, other_numbers: int) -> int:
    """Plies until a drawn game ends: when the board is full or the player to
    move has no number left, whichever comes first."""
    return min(empty_cells, 2 * mover_numbers, 2 * other_numbers + 1)


def score_byte(score: int, draw_plies: int) -> int:
    """``Value.from_score(score, draw_plies=draw_plies).to_byte()``, without
    building the value: the solver calls it for every position.

    >>> score_byte(97, 0) == Value.from_score(97, draw_plies=0).to_byte()
    True
    """
    if score > 0:
        return _WIN_BYTE + WIN_SCORE - score
    if score < 0:
        return _LOSS_BYTE + score + WIN_SCORE
    return _DRAW_BYTE + draw_plies


_WIN_BYTE = _CODES[Outcome.WIN] * 16
_LOSS_BYTE = _CODES[Outcome.LOSS] * 16
_DRAW_BYTE = _CODES[Outcome.DRAW] * 16

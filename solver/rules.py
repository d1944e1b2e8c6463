"""Rule sets: who holds which numbers, who moves first and what wins.

Every game here is played on a 3x3 board, a flat tuple of 9 cells indexed
0-8 row-major.  Two players take turns placing one of their own unused
numbers on an empty cell.  A player wins by completing a line (row, column or
diagonal) whose three numbers sum to the target; with ``parity_wins`` a line
of three numbers of the same parity wins too.  The winner is always the
player who made the last move.  A full board, or a player to move with no
number left, is a draw.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Final

Index = int
"""A board cell, 0-8 row-major."""

Token = int
"""A number placed on the board. ``EMPTY`` (0) marks an empty cell."""

EMPTY: Final = 0

LINES: Final[tuple[tuple[Index, Index, Index], ...]] = (
    (0, 1, 2),
    (3, 4, 5),
    (6, 7, 8),
    (0, 3, 6),
    (1, 4, 7),
    (2, 5, 8),
    (0, 4, 8),
    (2, 4, 6),
)
"""The 8 lines of the board: rows, columns, then diagonals."""


class Player(enum.Enum):
    """One of the two sides, named after the numbers of Graham's game."""

    ODD = "odd"
    EVEN = "even"

    @property
    def opponent(self) -> Player:
        return Player.EVEN if self is Player.ODD else Player.ODD


@dataclass(frozen=True)
class Rules:
    """A rule set, generic enough for Graham's, Nygaard's and their variants.

    ``odd`` and ``even`` are the numbers each player holds (sorted, distinct,
    disjoint); the names are those of the classic games even where a variant
    gives a player other numbers.
    """

    name: str
    target: int
    odd: tuple[Token, ...]
    even: tuple[Token, ...]
    first: Player = Player.ODD
    parity_wins: bool = False
    description: str = ""

    def numbers(self, player: Player) -> tuple[Token, ...]:
        """The numbers ``player`` holds at the start of the game."""
        return self.odd if player is Player.ODD else self.even

    def owner(self, token: Token) -> Player | None:
        """The player who holds ``token``, or None if nobody does."""
        if token in self.odd:
            return Player.ODD
        if token in self.even:
            return Player.EVEN
        return None

    def completes(self, a: Token, b: Token, c: Token) -> bool:
        """Whether a full line of these three numbers is a winning line."""
        if a + b + c == self.target:
            return True
        return self.parity_wins and a % 2 == b % 2 == c % 2

    @property
    def reflection(self) -> int | None:
        """The ``k`` for which ``a -> k - a`` preserves every win, if any.

        ``a + b + c = t`` holds exactly when ``(k-a) + (k-b) + (k-c) = t``
        for ``k = 2t/3``; the map must also carry each player's numbers onto
        themselves and, when parity wins, keep parities.  For Graham's and
        Nygaard's games ``k`` is 10.
        """
        if (2 * self.target) % 3:
            return None
        k = 2 * self.target // 3
        if self.parity_wins and k % 2:
            return None
        for numbers in (self.odd, self.even):
            if set(numbers) != {k - n for n in numbers}:
                return None
        return k


GRAHAM: Final = Rules(
    name="graham",
    target=15,
    odd=(1, 3, 5, 7, 9),
    even=(2, 4, 6, 8),
    description=("Graham's game (Numeric Tic-Tac-Toe): complete a line summing to 15."),
)

NYGAARD: Final = Rules(
    name="nygaard",
    target=15,
    odd=(1, 3, 5, 7, 9),
    even=(2, 4, 6, 8),
    parity_wins=True,
    description=(
        "Nygaard's game (Odd and Even): complete a line summing to 15 "
        "or a line of three numbers of the same parity."
    ),
)

NAMED_RULES: Final[dict[str, Rules]] = {r.name: r for r in (GRAHAM, NYGAARD)}
"""The rule sets answered from the precomputed tables, by name."""


def rules_by_name(name: str) -> Rules:
    """The named rule set; raises ``UnknownRulesError`` for other names."""
    from solver.errors import UnknownRulesError

    try:
        return NAMED_RULES[name.lower()]
    except KeyError:
        raise UnknownRulesError(name, tuple(NAMED_RULES)) from None

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
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, Final

from solver.core.text import ascii_lower
from solver.tictactoe.errors import InvalidRulesError, UnknownRulesError

Index = int
"""A board cell, 0-8 row-major."""

Token = int
"""A number placed on the board. ``EMPTY`` (0) marks an empty cell."""

EMPTY: Final = 0

CELLS: Final = 9
"""Cells on the board."""

MAX_NUMBERS: Final = 9
"""The most numbers a player may hold in a variant."""
MAX_NUMBER: Final = 99
MAX_TARGET: Final = 300

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

LINES_THROUGH: Final[tuple[tuple[tuple[Index, Index], ...], ...]] = tuple(
    tuple(
        (a, c) if b == cell else (b, c) if a == cell else (a, b)
        for a, b, c in LINES
        if cell in (a, b, c)
    )
    for cell in range(CELLS)
)
"""Per cell, the other two cells of each line through it (in ``LINES`` order)."""


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

    ``name`` is the rule set's one identifier (the API's ``rules_id``): a
    named game's name, else the rules spelled out canonically (``spelling``),
    the same however they were written.  ``odd`` and ``even`` are the numbers
    each player holds (sorted, distinct, disjoint); the names are those of the
    classic games even where a variant gives a player other numbers.  Two rule
    sets are equal when they play the same game.
    """

    name: str = field(compare=False)
    target: int
    odd: tuple[Token, ...]
    even: tuple[Token, ...]
    first: Player = Player.ODD
    parity_wins: bool = False
    description: str = field(default="", compare=False)

    @classmethod
    def from_spec(
        cls,
        *,
        target: int = 15,
        odd: Iterable[Token] = (1, 3, 5, 7, 9),
        even: Iterable[Token] = (2, 4, 6, 8),
        first: Player = Player.ODD,
        parity_wins: bool = False,
    ) -> Rules:
        """A rule set from its parts, Graham's where not given, checked.

        Raises ``InvalidRulesError`` unless each player holds at most
        ``MAX_NUMBERS`` distinct positive numbers up to ``MAX_NUMBER``, the
        two sets are disjoint and the target is between 1 and ``MAX_TARGET``.
        A named game spelled out comes back under its name.

        >>> Rules.from_spec(parity_wins=True).name
        'nygaard'
        >>> Rules.from_spec(target=14).name
        't14:odd=1,3,5,7,9:even=2,4,6,8:first=odd'
        """
        if not 1 <= target <= MAX_TARGET:
            raise InvalidRulesError("target", f"must be from 1 to {MAX_TARGET}, got {target}")
        sets = {"odd": list(odd), "even": list(even)}
        for player, numbers in sets.items():
            where = f"numbers.{player}"
            if len(numbers) > MAX_NUMBERS:
                raise InvalidRulesError(
                    where, f"a player holds at most {MAX_NUMBERS} numbers, got {len(numbers)}"
                )
            for index, n in enumerate(numbers):
                if not 1 <= n <= MAX_NUMBER:
                    raise InvalidRulesError(
                        f"{where}[{index}]", f"{n} is not a number from 1 to {MAX_NUMBER}"
                    )
            if len(set(numbers)) != len(numbers):
                again = next(i for i, n in enumerate(numbers) if n in numbers[:i])
                raise InvalidRulesError(
                    f"{where}[{again}]", f"{numbers[again]} is listed more than once"
                )
        shared = set(sets["odd"]) & set(sets["even"])
        if shared:
            index = next(i for i, n in enumerate(sets["even"]) if n in shared)
            number = sets["even"][index]
            raise InvalidRulesError(
                f"numbers.even[{index}]", f"{number} is odd's too: each number is one player's"
            )
        parts = (
            target,
            tuple(sorted(sets["odd"])),
            tuple(sorted(sets["even"])),
            first,
            parity_wins,
        )
        for named in NAMED_RULES.values():
            if (named.target, named.odd, named.even, named.first, named.parity_wins) == parts:
                return named
        return cls(spelling(*parts), *parts, description="A variant.")

    @classmethod
    def from_parts(cls, parts: Mapping[str, Any]) -> Rules:
        """A rule set from the parts of a rule set object (``target``,
        ``numbers`` with ``odd`` and ``even``, ``first``, ``parity_wins``),
        Graham's where one is missing; checked as ``from_spec`` checks.

        >>> Rules.from_parts({"numbers": {"even": [2, 4, 6]}}).name
        't15:odd=1,3,5,7,9:even=2,4,6:first=odd'
        """
        unknown = sorted(set(parts) - {"target", "numbers", "first", "parity_wins"})
        if unknown:
            raise InvalidRulesError(str(unknown[0]), "is not a part of a rule set")
        numbers = parts.get("numbers", {})
        first = parts.get("first", GRAHAM.first)
        return cls.from_spec(
            target=parts.get("target", GRAHAM.target),
            odd=numbers.get("odd", GRAHAM.odd),
            even=numbers.get("even", GRAHAM.even),
            first=first if isinstance(first, Player) else Player(first),
            parity_wins=parts.get("parity_wins", GRAHAM.parity_wins),
        )

    @cached_property
    def in_play(self) -> frozenset[Token]:
        """Every number either player holds."""
        return frozenset(self.odd + self.even)

    @cached_property
    def odd_set(self) -> frozenset[Token]:
        """Odd's numbers, for membership tests."""
        return frozenset(self.odd)

    @cached_property
    def is_named(self) -> bool:
        """Whether this is a named game, answered from a precomputed table
        (every other rule set is a variant, solved on demand)."""
        return NAMED_RULES.get(self.name) == self

    def numbers(self, player: Player) -> tuple[Token, ...]:
        """The numbers ``player`` holds at the start of the game."""
        return self.odd if player is Player.ODD else self.even

    def completes(self, a: Token, b: Token, c: Token) -> bool:
        """Whether a full line of these three numbers is a winning line."""
        if a + b + c == self.target:
            return True
        return self.parity_wins and a % 2 == b % 2 == c % 2

    def completing(self, a: Token, b: Token) -> frozenset[Token]:
        """The numbers (of either player) that complete a winning line with
        ``a`` and ``b``."""
        return frozenset(n for n in self.odd + self.even if self.completes(a, b, n))

    def wins_on(self, board: tuple[Token, ...], index: Index, token: Token) -> bool:
        """Whether placing ``token`` on the empty cell ``index`` of ``board``
        completes a winning line."""
        for a, b in LINES_THROUGH[index]:
            x, y = board[a], board[b]
            if x and y and self.completes(x, y, token):
                return True
        return False

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


def spelling(
    target: int, odd: tuple[Token, ...], even: tuple[Token, ...], first: Player, parity: bool
) -> str:
    """A variant's name: its parts spelled out, ``rules_from_id``'s inverse."""
    parts = [
        f"t{target}",
        "odd=" + ",".join(map(str, odd)),
        "even=" + ",".join(map(str, even)),
        f"first={first.value}",
    ]
    if parity:
        parts.append("parity")
    return ":".join(parts)


def rules_by_name(name: str) -> Rules:
    """The named rule set; raises ``UnknownRulesError`` for other names."""
    try:
        return NAMED_RULES[ascii_lower(name)]
    except KeyError:
        raise UnknownRulesError(name, tuple(NAMED_RULES)) from None


def rules_from_id(rules_id: str) -> Rules:
    """The rule set a rules id (``Rules.name``) names: the inverse of ``name``.

    Raises ``UnknownRulesError`` for text that is neither a name nor an id.

    >>> rules_from_id("t14:odd=1,3,5,7,9:even=2,4,6,8:first=odd").target
    14
    """
    if ascii_lower(rules_id) in NAMED_RULES:
        return NAMED_RULES[ascii_lower(rules_id)]
    parts = rules_id.split(":")
    try:
        if len(parts) not in (4, 5) or not parts[0].startswith("t"):
            raise ValueError
        spelled = dict(part.split("=", 1) for part in parts[1:4])
        if list(spelled) != ["odd", "even", "first"] or parts[4:] not in ([], ["parity"]):
            raise ValueError
        rules = Rules.from_spec(
            target=int(parts[0][1:]),
            odd=[int(n) for n in spelled["odd"].split(",") if n],
            even=[int(n) for n in spelled["even"].split(",") if n],
            first=Player(spelled["first"]),
            parity_wins=len(parts) == 5,
        )
    except (ValueError, InvalidRulesError):
        raise UnknownRulesError(rules_id[:200], tuple(NAMED_RULES)) from None
    if rules.name != rules_id:  # not the canonical spelling
        raise UnknownRulesError(rules_id[:200], tuple(NAMED_RULES), canonical=rules.name)
    return rules

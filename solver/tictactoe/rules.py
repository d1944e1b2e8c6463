"""Rule sets: the board, who holds which numbers, who moves first and what wins.

A game is played on a square board of ``size`` 3, 4 or 5 (``geometry``), a
flat tuple of ``size * size`` cells indexed row-major.  Two players take
turns placing one of their unused numbers on an empty cell: each their own
(Odd's and Even's), or, with ``shared``, any number neither has placed yet.
A player wins by completing a line (row, column or diagonal) whose numbers
sum to the target, or with ``line`` ``product`` multiply to it; with
``parity_wins`` a full line of numbers of one parity wins too.  The winner
is always the player who made the last move.  A full board, or a player to
move with no number left, is a draw.

Graham's game is the 3x3 board, Odd holding 1,3,5,7,9 and moving first, Even
2,4,6,8, lines of 15.  The larger boards default the same way: the numbers 1
to ``n * n`` split by parity, Odd first, lines of the magic sum
``n (n * n + 1) / 2`` (34 on 4x4, as Sandlund et al. play it; 65 on 5x5).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from math import prod
from typing import Any, Final

from solver.core.text import ascii_lower
from solver.tictactoe.errors import InvalidRulesError, UnknownRulesError
from solver.tictactoe.geometry import SIZES, Geometry, geometry
from solver.tictactoe.parts import (
    MAX_NUMBER,
    MAX_NUMBERS,
    MAX_TARGET,
    LineRule,
    Parts,
    Player,
    check_numbers,
    check_reachable,
    checked_target,
    max_numbers,
    max_target,
    spelling,
)

__all__ = [
    "CELLS",
    "EMPTY",
    "GRAHAM",
    "LINES",
    "LINES_THROUGH",
    "MAX_NUMBER",
    "MAX_NUMBERS",
    "MAX_TARGET",
    "NAMED_RULES",
    "NYGAARD",
    "LineRule",
    "Player",
    "Rules",
    "max_numbers",
    "max_target",
    "rules_by_name",
    "rules_from_id",
]

Index = int
"""A board cell, row-major from 0."""

Token = int
"""A number placed on the board. ``EMPTY`` (0) marks an empty cell."""

EMPTY: Final = 0

CELLS: Final = 9
"""Cells on the 3x3 board (the exact solver's and the tables' board)."""

LINES: Final[tuple[tuple[Index, ...], ...]] = geometry(3).lines
"""The 8 lines of the 3x3 board: rows, columns, then diagonals."""

LINES_THROUGH: Final[tuple[tuple[tuple[Index, Index], ...], ...]] = tuple(
    tuple(
        (a, c) if b == cell else (b, c) if a == cell else (a, b)
        for a, b, c in LINES
        if cell in (a, b, c)
    )
    for cell in range(CELLS)
)
"""Per 3x3 cell, the other two cells of each line through it (in ``LINES`` order)."""


@dataclass(frozen=True)
class Rules:
    """A rule set, generic enough for Graham's, Nygaard's and their variants.

    ``name`` is the rule set's one identifier (the API's ``rules_id``): a
    named game's name, else the rules spelled out canonically (``spelling``),
    the same however they were written.  ``odd`` and ``even`` are the numbers
    each player holds (sorted, distinct, disjoint); the names are those of the
    classic games even where a variant gives a player other numbers.  With
    ``shared``, both play from their union, which is then kept split by
    parity (so that a game has one spelling).  Two rule sets are equal when
    they play the same game.
    """

    name: str = field(compare=False)
    target: int
    odd: tuple[Token, ...]
    even: tuple[Token, ...]
    first: Player = Player.ODD
    parity_wins: bool = False
    description: str = field(default="", compare=False)
    size: int = 3
    shared: bool = False
    line: LineRule = LineRule.SUM

    @classmethod
    def from_spec(
        cls,
        *,
        target: int | None = None,
        odd: Iterable[Token] | None = None,
        even: Iterable[Token] | None = None,
        first: Player = Player.ODD,
        parity_wins: bool = False,
        size: int = 3,
        shared: bool = False,
        line: LineRule = LineRule.SUM,
    ) -> Rules:
        """A rule set from its parts, the board's defaults where not given, checked.

        Raises ``InvalidRulesError`` naming the part unless the board is one
        of ``SIZES``, each player holds at most a cell's worth of distinct
        positive numbers up to ``MAX_NUMBER``, the two sets are disjoint and
        the target is from 1 to ``max_target``.  A product line needs its
        target; on a 4x4 or 5x5 board, or with product lines, a target no
        line of the game's numbers can make is refused (unless parity wins).
        A named game spelled out comes back under its name.

        >>> Rules.from_spec(parity_wins=True).name
        'nygaard'
        >>> Rules.from_spec(target=14).name
        't14:odd=1,3,5,7,9:even=2,4,6,8:first=odd'
        >>> Rules.from_spec(size=4).name
        't34:odd=1,3,5,7,9,11,13,15:even=2,4,6,8,10,12,14,16:first=odd:size=4'
        """
        if size not in SIZES:
            raise InvalidRulesError("size", f"must be 3, 4 or 5 (the board's side), got {size}")
        cells = size * size
        target = checked_target(target, size, line)
        sets = {
            "odd": list(range(1, cells + 1, 2)) if odd is None else list(odd),
            "even": list(range(2, cells + 1, 2)) if even is None else list(even),
        }
        for player, numbers in sets.items():
            check_numbers(f"numbers.{player}", numbers, size)
        both = set(sets["odd"]) & set(sets["even"])
        if both:
            index = next(i for i, n in enumerate(sets["even"]) if n in both)
            number = sets["even"][index]
            raise InvalidRulesError(
                f"numbers.even[{index}]", f"{number} is odd's too: each number is listed once"
            )
        if shared:
            pool = sets["odd"] + sets["even"]
            sets = {"odd": [n for n in pool if n % 2], "even": [n for n in pool if not n % 2]}
        parts = Parts(
            target,
            tuple(sorted(sets["odd"])),
            tuple(sorted(sets["even"])),
            first,
            parity_wins,
            size,
            shared,
            line,
        )
        if (size > 3 or line is LineRule.PRODUCT) and not parity_wins:
            check_reachable(parts)
        for named in NAMED_RULES.values():
            if parts_of(named) == parts:
                return named
        return cls(
            spelling(parts),
            target,
            parts.odd,
            parts.even,
            first,
            parity_wins,
            "A variant.",
            size,
            shared,
            line,
        )

    @classmethod
    def from_parts(cls, parts: Mapping[str, Any]) -> Rules:
        """A rule set from the parts of a rule set object (``size``,
        ``target``, ``numbers`` with ``odd`` and ``even``, ``first``,
        ``parity_wins``, ``shared``, ``line``), the board's defaults where
        one is missing; checked as ``from_spec`` checks.

        >>> Rules.from_parts({"numbers": {"even": [2, 4, 6]}}).name
        't15:odd=1,3,5,7,9:even=2,4,6:first=odd'
        """
        unknown = sorted(set(parts) - set(PART_NAMES))
        if unknown:
            raise InvalidRulesError(str(unknown[0]), "is not a part of a rule set")
        numbers = parts.get("numbers", {})
        first = parts.get("first", Player.ODD)
        line = parts.get("line", LineRule.SUM)
        return cls.from_spec(
            target=parts.get("target"),
            odd=numbers.get("odd"),
            even=numbers.get("even"),
            first=first if isinstance(first, Player) else Player(first),
            parity_wins=parts.get("parity_wins", False),
            size=parts.get("size", 3),
            shared=parts.get("shared", False),
            line=line if isinstance(line, LineRule) else LineRule(line),
        )

    @cached_property
    def geometry(self) -> Geometry:
        """The board: its cells, lines and symmetries."""
        return geometry(self.size)

    @cached_property
    def in_play(self) -> frozenset[Token]:
        """Every number either player holds."""
        return frozenset(self.odd + self.even)

    @cached_property
    def odd_set(self) -> frozenset[Token]:
        """Odd's numbers, for membership tests."""
        return frozenset(self.odd)

    @cached_property
    def pool(self) -> tuple[Token, ...]:
        """Every number of the game, ascending."""
        return tuple(sorted(self.odd + self.even))

    @cached_property
    def is_named(self) -> bool:
        """Whether this is a named game, answered from a precomputed table
        (every other rule set is a variant, solved on demand)."""
        return NAMED_RULES.get(self.name) == self

    @property
    def has_tables(self) -> bool:
        """Whether the exact solver and its tables answer this rule set (the
        3x3 board); larger boards are answered by a search."""
        return self.size == 3

    def numbers(self, player: Player) -> tuple[Token, ...]:
        """The numbers ``player`` may place in the game: their own, or with
        ``shared`` every number."""
        if self.shared:
            return self.pool
        return self.odd if player is Player.ODD else self.even

    def completes(self, *tokens: Token) -> bool:
        """Whether a full line of these numbers is a winning line."""
        if self.line is LineRule.SUM:
            if sum(tokens) == self.target:
                return True
        elif prod(tokens) == self.target:
            return True
        if not self.parity_wins:
            return False
        parity = tokens[0] % 2
        return all(t % 2 == parity for t in tokens)

    def completing(self, *others: Token) -> frozenset[Token]:
        """The numbers (of either player) that complete a winning line with
        ``others`` (a line's other numbers)."""
        return frozenset(n for n in self.pool if self.completes(*others, n))

    def wins_on(self, board: Sequence[Token], index: Index, token: Token) -> bool:
        """Whether placing ``token`` on the empty cell ``index`` of ``board``
        completes a winning line."""
        lines = self.geometry.lines
        for k in self.geometry.lines_through[index]:
            others = [board[c] for c in lines[k] if c != index]
            if all(others) and self.completes(*others, token):
                return True
        return False

    @property
    def reflection(self) -> int | None:
        """The ``k`` for which ``a -> k - a`` preserves every win, if any.

        On a line of ``n`` numbers ``a + b + ... = t`` holds exactly when
        ``(k-a) + (k-b) + ... = t`` for ``k = 2t/n``; the map must also carry
        each player's numbers onto themselves (with ``shared``, all of them)
        and, when parity wins, keep parities.  A product has no such map.
        For Graham's and Nygaard's games ``k`` is 10.
        """
        if self.line is not LineRule.SUM or (2 * self.target) % self.size:
            return None
        k = 2 * self.target // self.size
        if self.parity_wins and k % 2:
            return None
        for numbers in (self.pool,) if self.shared else (self.odd, self.even):
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

PART_NAMES: Final = ("size", "target", "numbers", "first", "parity_wins", "shared", "line")
"""The parts of a rule set object."""


def parts_of(rules: Rules) -> Parts:
    return Parts(
        rules.target,
        rules.odd,
        rules.even,
        rules.first,
        rules.parity_wins,
        rules.size,
        rules.shared,
        rules.line,
    )


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
    >>> rules_from_id("t34:odd=1,3,5,7,9,11,13,15:even=2,4,6,8,10,12,14,16:first=odd:size=4").size
    4
    """
    if ascii_lower(rules_id) in NAMED_RULES:
        return NAMED_RULES[ascii_lower(rules_id)]
    words = rules_id.split(":")
    try:
        if len(words) < 4 or not words[0].startswith("t"):
            raise ValueError
        spelled = dict(word.split("=", 1) for word in words[1:4])
        if list(spelled) != ["odd", "even", "first"]:
            raise ValueError
        flags = words[4:]
        sizes = [flag for flag in flags if flag.startswith("size=")]
        if set(flags) - {"parity", "shared", "product", *sizes} or len(sizes) > 1:
            raise ValueError
        rules = Rules.from_spec(
            target=int(words[0][1:]),
            odd=[int(n) for n in spelled["odd"].split(",") if n],
            even=[int(n) for n in spelled["even"].split(",") if n],
            first=Player(spelled["first"]),
            parity_wins="parity" in flags,
            size=int(sizes[0][5:]) if sizes else 3,
            shared="shared" in flags,
            line=LineRule.PRODUCT if "product" in flags else LineRule.SUM,
        )
    except (ValueError, InvalidRulesError):
        raise UnknownRulesError(rules_id[:200], tuple(NAMED_RULES)) from None
    if rules.name != rules_id:  # not the canonical spelling
        raise UnknownRulesError(rules_id[:200], tuple(NAMED_RULES), canonical=rules.name)
    return rules

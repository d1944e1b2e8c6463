"""The parts of a rule set, checked and spelled: what ``Rules`` is made of.

``Player`` and ``LineRule`` are the parts' enums; ``check_numbers`` and
``check_reachable`` refuse parts that make no game, naming the part;
``spelling`` writes a variant's one identifier.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from solver.tictactoe.errors import InvalidRulesError

Token = int
"""A number placed on the board."""

MAX_NUMBERS: Final = 25
"""The most numbers a player may hold on any board (``max_numbers`` per board)."""
MAX_NUMBER: Final = 99
MAX_TARGET: Final = 300
"""The largest sum a 3x3 line may be asked to make (``max_target`` for the others)."""


def max_numbers(size: int) -> int:
    """The most numbers a player may hold on a board of ``size``: its cells."""
    return size * size


def max_target(size: int, line: LineRule) -> int:
    """The largest target a line of ``size`` cells may be asked to make."""
    if line is LineRule.PRODUCT:
        return int((MAX_NUMBER + 1) ** size)
    return 100 * size


def checked_target(target: int | None, size: int, line: LineRule) -> int:
    """The target a rule set gives, or its board's magic sum; refused
    (naming ``target``) when out of range, or missing for a product line."""
    if target is None:
        if line is LineRule.PRODUCT:
            raise InvalidRulesError("target", "a product line needs its target")
        return size * (size * size + 1) // 2
    if not 1 <= target <= max_target(size, line):
        raise InvalidRulesError(
            "target", f"must be from 1 to {max_target(size, line)}, got {target}"
        )
    return target


class Player(enum.Enum):
    """One of the two sides, named after the numbers of Graham's game."""

    ODD = "odd"
    EVEN = "even"

    @property
    def opponent(self) -> Player:
        return Player.EVEN if self is Player.ODD else Player.ODD


class LineRule(enum.Enum):
    """What a full line's numbers must make to win: their sum or their product."""

    SUM = "sum"
    PRODUCT = "product"


@dataclass(frozen=True)
class Parts:
    """What makes a rule set the game it is (all but its name and description)."""

    target: int
    odd: tuple[Token, ...]
    even: tuple[Token, ...]
    first: Player
    parity_wins: bool
    size: int
    shared: bool
    line: LineRule


def check_numbers(where: str, numbers: list[Token], size: int) -> None:
    """Refuse a player's numbers that are too many, out of range or repeated."""
    if len(numbers) > max_numbers(size):
        raise InvalidRulesError(
            where,
            f"a player holds at most {max_numbers(size)} numbers on a {size}x{size} board, "
            f"got {len(numbers)}",
        )
    for index, n in enumerate(numbers):
        if not 1 <= n <= MAX_NUMBER:
            raise InvalidRulesError(
                f"{where}[{index}]", f"{n} is not a number from 1 to {MAX_NUMBER}"
            )
    if len(set(numbers)) != len(numbers):
        again = next(i for i, n in enumerate(numbers) if n in numbers[:i])
        raise InvalidRulesError(f"{where}[{again}]", f"{numbers[again]} is listed more than once")


def check_reachable(parts: Parts) -> None:
    """Refuse a target that no line of ``size`` distinct numbers of the game makes."""
    pool = parts.odd + parts.even
    if parts.target not in line_values(pool, parts.size, parts.line, parts.target):
        how = "sum" if parts.line is LineRule.SUM else "product"
        raise InvalidRulesError(
            "target",
            f"no line of {parts.size} of the game's numbers has the {how} {parts.target}, "
            "so nobody could ever win",
        )


@lru_cache(maxsize=256)
def line_values(pool: tuple[Token, ...], size: int, line: LineRule, target: int) -> frozenset[int]:
    """The sums (or products) up to ``target`` that ``size`` distinct numbers
    of ``pool`` make (a count-limited subset sum; products only through
    divisors of ``target``)."""
    reach: list[set[int]] = [{0 if line is LineRule.SUM else 1}] + [set() for _ in range(size)]
    for n in pool:
        for count in range(size, 0, -1):
            for value in reach[count - 1]:
                made = value + n if line is LineRule.SUM else value * n
                if made <= target and (line is LineRule.SUM or target % made == 0):
                    reach[count].add(made)
    return frozenset(reach[size])


def spelling(parts: Parts) -> str:
    """A variant's name: its parts spelled out, ``rules_from_id``'s inverse.

    The 3x3 board's sum rules keep the spelling they always had; the other
    parts are appended when not the default: ``:parity``, ``:size=4``,
    ``:shared``, ``:product``.
    """
    words = [
        f"t{parts.target}",
        "odd=" + ",".join(map(str, parts.odd)),
        "even=" + ",".join(map(str, parts.even)),
        f"first={parts.first.value}",
    ]
    if parts.parity_wins:
        words.append("parity")
    if parts.size != 3:
        words.append(f"size={parts.size}")
    if parts.shared:
        words.append("shared")
    if parts.line is LineRule.PRODUCT:
        words.append("product")
    return ":".join(words)

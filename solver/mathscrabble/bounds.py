"""Upper bounds on what a play can still score: how the search puts the
likeliest best plays first, skips what cannot beat the plays it holds, and
proves that nothing it skipped or did not reach outscores them.

A play reading along a line places its tiles on the empty squares of one
stretch of that line.  From a square on, with some tiles left, the tiles
still to come cover at most the next ``k`` empty squares (``k`` the tiles
left), so they add at most:

- the largest tile points matched with the largest letter premiums there
  (matching largest with largest gives the largest sum);
- the product of the word premiums there, and the best cross equation each
  of those squares can score;
- the bingo, if they can be all nine tiles of a rack;
- at most one ``=`` among them, since a play places at most one: the
  others stay on the rack;
- to the main equation's bonus: a part holding ``d`` digits is smaller than
  ``10^d`` in size, or ``10^2d`` when a ``²`` squares a number in it (a
  product of numbers is smaller than ``10`` to their digits, a sum no
  larger, and roots and divisions by terms of size 1 or more shrink).  The
  value is the value of both the part before the first ``=`` and the part
  after it, so it is below the smaller of their two bounds, whichever way
  the digits still to come (on the rack or on the board within reach) and
  the squares that may be laid (``²`` tiles, blanks, ``²`` on the board)
  are shared between them.  Once the part before the first ``=`` is laid,
  its value, hence the bonus, is known exactly.

Every bound here is admissible: no play is ever worth more than the bound of
any partial play it extends.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache

from solver.mathscrabble.board import EMPTY, LETTER, WORD, Square
from solver.mathscrabble.equation import Bonus
from solver.mathscrabble.scoring import BINGO
from solver.mathscrabble.tiles import BLANK, DIGITS, EQUALS, FACES, RACK_SIZE, SQUARE, TILES

KINDS = FACES + BLANK
"""A rack's kinds of tile: every face, then the blank (as the search packs them)."""
BITS = 5
"""Bits per kind in a packed rack: a count of up to 31."""
_POINTS = tuple(TILES[kind].points for kind in KINDS)
_DIGIT_KINDS = tuple(KINDS.index(digit) for digit in DIGITS)
_SQUARE_KIND = KINDS.index(SQUARE)
_BLANK_KIND = KINDS.index(BLANK)
_EQUALS_KIND = KINDS.index(EQUALS)


@dataclass
class Floor:
    """The score a play must beat to be kept: the worst of the plays held
    once as many are held as were asked for (else -1, and nothing is
    skipped).  ``skipped`` says whether the search left anything out
    because of it."""

    score: int = -1
    skipped: bool = field(default=False)


@lru_cache(maxsize=256)
def bonus_below_power(bonus: Bonus, exponent: int) -> int:
    """The largest bonus a value smaller than ``10**exponent`` in size earns."""
    return bonus.of(10**exponent)


@lru_cache(maxsize=65536)
def value_bound(
    base: int, laid: int, squared: bool, digits: int, squares: int, blanks: int = 0
) -> int:
    """An ``M`` such that the main equation's value is smaller than ``M`` in
    size: ``value_exponent``'s bound, where the part before the first ``=``
    is so far a prefix worth at most ``base - 1`` in size, then an
    operator and a last term holding ``laid`` digits (and a ``²`` if
    ``squared``).  Evaluated left to right, each term ``x`` after that
    prefix turns a running value ``r`` into one whose size plus 1 is at
    most ``(|r| + 1)(|x| + 1)`` (a term, whole or a root, is 0 or at least
    1 in size, and dividing by it shrinks), and a term of ``d`` digits is
    below ``10^d`` (``10^2d`` squared); so the part's size plus 1 is at
    most ``base`` times ``10`` to the digits after the prefix.

    >>> value_bound(1, 0, False, 6, 0) == 10 ** value_exponent(0, False, 6, 0)
    True
    >>> value_bound(27, 0, False, 4, 0)  # 52÷2×, then 4 digits to share
    270
    """
    best = 0
    for as_digits in range(blanks + 1):
        total = digits + as_digits
        extra = squares + blanks - as_digits
        for more in range(total):
            after = total - more
            for left_squares in range(min(extra, 1) + 1):
                left = base * 10 ** ((laid + more) * (2 if squared or left_squares else 1))
                right = 10 ** (after * (2 if extra - left_squares > 0 else 1))
                best = max(best, min(left, right))
    return best


@lru_cache(maxsize=4096)
def value_exponent(laid: int, squared: bool, digits: int, squares: int, blanks: int = 0) -> int:
    """An ``e`` such that the main equation's value is smaller than ``10^e``:
    the part before the first ``=`` holds ``laid`` digits so far (and a
    ``²`` if ``squared``), and ``digits`` digits and ``squares`` squares may
    still be laid, besides ``blanks`` blanks, each a digit or a square (or
    neither), shared between it (``a`` digits) and the part after it (``b``
    digits, at least one).

    >>> [value_exponent(0, False, 6, squares) for squares in (0, 1, 2)]
    [3, 4, 6]
    >>> value_exponent(0, False, 5, 0, blanks=1)  # 6 digits, or 5 and a square
    3
    """
    best = 0
    for as_digits in range(blanks + 1):
        total = digits + as_digits
        extra = squares + blanks - as_digits
        for more in range(total):
            after = total - more
            for left_squares in range(min(extra, 1) + 1):
                left = (laid + more) * (2 if squared or left_squares else 1)
                right = after * (2 if extra - left_squares > 0 else 1)
                best = max(best, min(left, right))
    return best


def unpack(packed: int) -> list[int]:
    """How many tiles of each kind a packed rack holds."""
    mask = (1 << BITS) - 1
    return [(packed >> (BITS * kind)) & mask for kind in range(len(KINDS))]


class LineBounds:
    """What the tiles still to come can add to a play along one line, from
    each square, by the tiles left: see the module's docstring."""

    def __init__(
        self,
        faces: Sequence[str],
        squares: Sequence[Square],
        best_cross: Sequence[int],
        rack_size: int,
        bonus: Bonus,
    ) -> None:
        """``faces`` and ``squares`` along the line; ``best_cross``, per
        offset, the most a cross equation there can score with the rack's
        tiles; ``rack_size``, the tiles the rack held at the start."""
        self.faces, self.squares, self.bonus = faces, squares, bonus
        self.best_cross, self.rack_size = best_cross, rack_size
        size = len(faces)
        self.empties = [
            tuple(o for o in range(offset, size) if faces[o] == EMPTY) for offset in range(size + 1)
        ]
        self.cache: dict[tuple[int, int], tuple[int, int, int, int, int, int, int]] = {}

    def ahead(self, offset: int, remaining: int) -> tuple[int, int, int, int, int, int, int]:
        """For tiles laid from ``offset`` on with the ``remaining`` tiles
        (packed): the most they add in letter points, word multiplier and
        cross equations; how many digits and squares they may lay or pass
        over, besides the blanks, each one or the other (not counting a
        blank that must be the ``=`` a part before it still needs, when no
        other ``=`` is within reach); and the bingo."""
        key = (offset, remaining)
        found = self.cache.get(key)
        if found is None:
            found = self.cache[key] = self._ahead(offset, remaining)
        return found

    def _ahead(self, offset: int, remaining: int) -> tuple[int, int, int, int, int, int, int]:
        kinds = unpack(remaining)
        tiles = sum(kinds)
        # A play places at most one '=': the others cannot be laid.
        kinds[_EQUALS_KIND] = min(kinds[_EQUALS_KIND], 1)
        usable = sum(kinds)
        empties = self.empties[offset]
        covered = empties[:usable]
        points = sorted(
            (_POINTS[kind] for kind, count in enumerate(kinds) for _ in range(count)),
            reverse=True,
        )
        premiums = sorted((LETTER[self.squares[o]] for o in covered), reverse=True)
        letters = sum(p * m for p, m in zip(points, premiums, strict=False))
        word = 1
        for o in covered:
            word *= WORD[self.squares[o]]
        crossing = sum(self.best_cross[o] for o in covered)
        reach_end = empties[usable] if usable < len(empties) else len(self.faces)
        within = self.faces[offset:reach_end]
        blanks = kinds[_BLANK_KIND]
        if blanks and not kinds[_EQUALS_KIND] and EQUALS not in within:
            blanks -= 1  # the '=' still to come can only be a blank
        digits = sum(kinds[kind] for kind in _DIGIT_KINDS)
        digits += sum(face in DIGITS for face in within)
        squares = kinds[_SQUARE_KIND] + within.count(SQUARE)
        placed_before = self.rack_size - tiles
        bingo = BINGO if placed_before + len(covered) == RACK_SIZE else 0
        return letters, word, crossing, digits, squares, blanks, bingo

    def most(
        self,
        offset: int,
        remaining: int,
        letters: int,
        word: int,
        crossing: int,
        *,
        bonus: int = -1,
        base: int = 1,
        laid: int = 0,
        squared: bool = False,
    ) -> int:
        """The most a play can score that has new tiles worth ``letters``
        (letter points), ``word`` (word multiplier) and ``crossing`` (cross
        equations) so far and goes on from ``offset`` with the
        ``remaining`` tiles (packed).  ``bonus``: the main equation's bonus
        when its value is known; else it is bounded (``value_bound``), the
        part before the first ``=`` being so far a prefix worth at most
        ``base - 1`` and a last term of ``laid`` digits (and a ``²`` if
        ``squared``)."""
        more_letters, more_word, more_crossing, digits, squares, blanks, bingo = self.ahead(
            offset, remaining
        )
        if bonus < 0:
            if base == 1:
                exponent = value_exponent(laid, squared, digits, squares, blanks)
                bonus = bonus_below_power(self.bonus, exponent)
            else:
                bonus = self.bonus.of(value_bound(base, laid, squared, digits, squares, blanks))
        return (
            (letters + more_letters + bonus) * word * more_word + crossing + more_crossing + bingo
        )

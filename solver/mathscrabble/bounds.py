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
- to the main equation's bonus: the digits still to come (on the rack, or
  on the board within reach) are shared between the part before the first
  ``=`` and the part after it, whose values are equal; a part's size is
  below the number its digits read in decreasing order (plus 1), squared
  when a ``²`` (a tile, a blank, or on the board) may square a number in it
  (a product of terms is below the number their digits read together, a
  sum no larger, and roots and divisions by terms of size 1 or more
  shrink), so the value is below the smaller of the two, for the best way
  to share the digits (``value_bound``).  Once the part before the first
  ``=`` is begun, its prefix's value bounds it, and once it is laid, its
  value, hence the bonus, is known exactly.

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
from solver.mathscrabble.tiles import (
    BLANK,
    DIGITS,
    DIVIDE,
    EQUALS,
    FACES,
    MINUS,
    PLUS,
    RACK_SIZE,
    ROOT,
    SQUARE,
    TILES,
    TIMES,
)

KINDS = FACES + BLANK
"""A rack's kinds of tile: every face, then the blank (as the search packs them)."""
BITS = 5
"""Bits per kind in a packed rack: a count of up to 31."""
_POINTS = tuple(TILES[kind].points for kind in KINDS)
_DIGIT_KINDS = tuple(KINDS.index(digit) for digit in DIGITS)
_SQUARE_KIND = KINDS.index(SQUARE)
_BLANK_KIND = KINDS.index(BLANK)
_EQUALS_KIND = KINDS.index(EQUALS)
_JOINER_KINDS = tuple(KINDS.index(face) for face in (PLUS, TIMES, DIVIDE))
_MINUS_KIND = KINDS.index(MINUS)
_ROOT_KIND = KINDS.index(ROOT)


TYPICAL_BONUS = 10
"""The bonus of a typical equation (a value up to 100): what a start square
may likely score is its bound with this bonus, which orders the search once
a floor is held (the best plays come sooner, so the floor rises sooner).
Never used to skip: that is the bound's alone."""


@dataclass
class Floor:
    """The score a play must beat to be kept: the worst of the plays held
    once as many are held as were asked for (else -1, and nothing is
    skipped).  ``skipped`` says whether the search left anything out
    because of it."""

    score: int = -1
    skipped: bool = field(default=False)


@lru_cache(maxsize=65536)
def value_bound(
    base: int, term: int, squared: bool, digits: tuple[int, ...], squares: int, blanks: int = 0
) -> int:
    """An ``M`` such that the main equation's value is smaller than ``M`` in
    size.  The part before the first ``=`` is so far a prefix worth at most
    ``base - 1`` in size, then (after an operator) a term whose digits so
    far read ``term - 1`` (``term`` 0: none yet), squared if ``squared``;
    ``digits`` (largest first) may still be laid, and ``squares`` squares,
    besides ``blanks`` blanks, each a ``9`` or a square; some of the digits
    go to the part before the ``=`` and the rest (at least one) to the part
    after it, whose values are equal.

    Evaluated left to right, a term ``x`` turns a running value ``r`` into
    one whose size plus 1 is at most ``(|r| + 1)(|x| + 1)`` (a term, whole
    or a root, is 0 or at least 1 in size, and dividing by it shrinks).  For
    terms written with digits ``s1``, ``s2``, ... the product of their
    sizes plus 1 is at most the number ``s1 s2 ...`` read as one, plus 1
    (``(a + 1)(b + 1) <= a·10^len(b) + b + 1``), so at most the digits in
    decreasing order plus 1; a square at most squares that, a root or a
    sign does not enlarge it.  A term still growing is below ``term``
    times 10 to the digits appended.

    >>> value_bound(1, 0, False, (9, 9, 9, 9, 9, 9), 0)  # 999 = 999
    1000
    >>> value_bound(1, 0, False, (5, 5, 4, 2, 2), 0, blanks=1)  # 922 = 554 at most
    555
    >>> value_bound(27, 0, False, (9, 9, 9, 9), 0)  # 52÷2×, then 4 digits to share
    270
    """
    best = 0
    for as_digits in range(blanks + 1):
        pool = (9,) * as_digits + digits
        extra = squares + blanks - as_digits
        growing = term and not squared
        shares = _shares(pool)[1 if growing else 0]
        for left, right in shares:
            for left_squares in range(min(extra, 1) + 1):
                right_size = right + 1
                if extra - left_squares > 0:
                    right_size *= right_size
                # left: the digits it takes, or the number they read.
                left_size = term * 10**left if growing else left + 1
                if left_squares:
                    left_size *= left_size
                if squared:
                    left_size *= term * term
                best = max(best, min(base * left_size, right_size))
    return best


@lru_cache(maxsize=4096)
def _shares(
    pool: tuple[int, ...],
) -> tuple[tuple[tuple[int, int], ...], tuple[tuple[int, int], ...]]:
    """The ways to share ``pool`` (digits, largest first) between the two
    parts of an equation that matter to ``value_bound``, the part after the
    ``=`` getting at least one: as the numbers the two shares read (largest
    first), only those that no other way beats in both; and, for each count
    of digits the first part takes, the largest number the rest reads."""
    # Digit by digit, largest first: for each count of digits the first
    # part has taken, the pairs of numbers no other pair beats in both (a
    # pair beaten so stays beaten, the same digits being appended to both).
    found: dict[int, list[tuple[int, int]]] = {0: [(0, 0)]}
    for value in sorted(set(pool), reverse=True):
        count = pool.count(value)
        grown: dict[int, list[tuple[int, int]]] = {}
        for taken, pairs in found.items():
            for take in range(count + 1):
                into = grown.setdefault(taken + take, [])
                left_block, right_block = _repeat(value, take), _repeat(value, count - take)
                for left, right in pairs:
                    into.append(
                        (
                            left * 10**take + left_block,
                            right * 10 ** (count - take) + right_block,
                        )
                    )
        found = {taken: _unbeaten(pairs) for taken, pairs in grown.items()}
    # The part after the '=' needs a digit.
    shared = {taken: pairs for taken, pairs in found.items() if taken < len(pool)}
    frontier = _unbeaten([pair for pairs in shared.values() for pair in pairs])
    by_count = tuple(sorted((taken, max(r for _, r in pairs)) for taken, pairs in shared.items()))
    return tuple(frontier), by_count


def _repeat(digit: int, times: int) -> int:
    """The number ``digit`` written ``times`` times."""
    return int(str(digit) * times) if times else 0


def _unbeaten(pairs: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The pairs that no other pair beats in both, largest first."""
    kept: list[tuple[int, int]] = []
    for left, right in sorted(set(pairs), reverse=True):
        if not kept or right > kept[-1][1]:
            kept.append((left, right))
    return kept


def _terms_needed(kinds: list[int]) -> int:
    """The fewest terms that laying every tile of ``kinds`` (counts) makes:
    each ``+``, ``×`` or ``÷`` begins a term of its own; a ``-`` begins one
    or is the sign of one, and a term has one sign at most, so the ``+``,
    ``×``, ``÷`` and ``-`` are at most two to a term; and a term takes one
    ``²`` and one ``√`` at most, where one ``²`` may square the number
    already laid.  Each term needs a digit (a tile, a blank, or one on the
    board), so a bingo with fewer digits than that is none.

    >>> _terms_needed(["+÷÷-".count(kind) for kind in KINDS])  # as in ÷2÷-3+4
    3
    >>> _terms_needed(["--".count(kind) for kind in KINDS])  # as in 1--2
    1
    >>> _terms_needed(["=²".count(kind) for kind in KINDS])  # as in 3² = 9, after the 3
    0
    """
    joiners = sum(kinds[kind] for kind in _JOINER_KINDS)
    return max(
        joiners,
        (joiners + kinds[_MINUS_KIND] + 1) // 2,
        kinds[_SQUARE_KIND] - 1,
        kinds[_ROOT_KIND],
    )


def unpack(packed: int) -> list[int]:
    """How many tiles of each kind a packed rack holds."""
    mask = (1 << BITS) - 1
    return [(packed >> (BITS * kind)) & mask for kind in range(len(KINDS))]


@dataclass(slots=True)
class Ahead:
    """What the tiles still to come may add (see ``LineBounds.ahead``): a
    dataclass with slots, which the search reads as fast as a tuple (see
    ``search.records``)."""

    letters: int
    word: int
    crossing: int
    digits: tuple[int, ...]
    squares: int
    blanks: int
    bingo: int


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
        self.cache: dict[tuple[int, int, bool], Ahead] = {}
        self.bonuses: dict[int, int] = {}

    def _bonus_below(self, size: int) -> int:
        """The most bonus a value smaller than ``size`` in size earns."""
        found = self.bonuses.get(size)
        if found is None:
            found = self.bonuses[size] = self.bonus.of(size)
        return found

    def ahead(self, offset: int, remaining: int, equals_placed: bool = False) -> Ahead:
        """For tiles laid from ``offset`` on with the ``remaining`` tiles
        (packed): the most they add in letter points, word multiplier and
        cross equations; the digits (largest first) and how many squares they
        may lay or pass over, besides the blanks, each one or the other (not counting a
        blank that must be the ``=`` a part before it still needs, when no
        other ``=`` is within reach); and the bingo.  ``equals_placed``: the
        play has placed its ``=``, so none of the ``=`` left can be laid."""
        key = (offset, remaining, equals_placed)
        found = self.cache.get(key)
        if found is None:
            found = self.cache[key] = self._ahead(offset, remaining, equals_placed)
        return found

    def _ahead(self, offset: int, remaining: int, equals_placed: bool) -> Ahead:
        kinds = unpack(remaining)
        tiles = sum(kinds)
        # A play places at most one '=': the others cannot be laid.
        kinds[_EQUALS_KIND] = 0 if equals_placed else min(kinds[_EQUALS_KIND], 1)
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
        if blanks and not equals_placed and not kinds[_EQUALS_KIND] and EQUALS not in within:
            blanks -= 1  # the '=' still to come can only be a blank
        digits = tuple(
            sorted(
                [int(KINDS[kind]) for kind in _DIGIT_KINDS for _ in range(kinds[kind])]
                + [int(face) for face in within if face in DIGITS],
                reverse=True,
            )
        )
        squares = kinds[_SQUARE_KIND] + within.count(SQUARE)
        placed_before = self.rack_size - tiles
        bingo = 0
        if (
            placed_before + len(covered) == RACK_SIZE
            and _terms_needed(kinds) <= len(digits) + kinds[_BLANK_KIND]
        ):
            bingo = BINGO
        return Ahead(letters, word, crossing, digits, squares, blanks, bingo)

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
        term: int = 0,
        squared: bool = False,
        equals_placed: bool = False,
    ) -> int:
        """The most a play can score that has new tiles worth ``letters``
        (letter points), ``word`` (word multiplier) and ``crossing`` (cross
        equations) so far and goes on from ``offset`` with the
        ``remaining`` tiles (packed).  ``bonus``: the main equation's bonus
        when its value is known; else it is bounded (``value_bound``), the
        part before the first ``=`` being so far a prefix worth at most
        ``base - 1`` and a last term whose digits read ``term - 1`` (none
        if ``term`` is 0), squared if ``squared``.  ``equals_placed``: the
        play has placed its ``=`` (see ``ahead``)."""
        ahead = self.ahead(offset, remaining, equals_placed)
        if bonus < 0:
            bound = value_bound(base, term, squared, ahead.digits, ahead.squares, ahead.blanks)
            bonus = self._bonus_below(bound)
        return (
            (letters + ahead.letters + bonus) * word * ahead.word
            + crossing
            + ahead.crossing
            + ahead.bingo
        )

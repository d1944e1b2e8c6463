"""The values of parts of a main run, as the search meets them (worked out
once and kept), and what a value can still come to."""

from __future__ import annotations

from solver.mathscrabble.equation import joined, part_value
from solver.mathscrabble.search.blanks import WILD, as_face
from solver.mathscrabble.search.records import Case
from solver.mathscrabble.surds import Surd, Value, magnitude_below
from solver.mathscrabble.tiles import DIGITS, DIVIDE, MINUS, PLUS, SQUARE, TIMES

TERM_ENDS = DIGITS + SQUARE + WILD
"""What a term may end with: a ``-`` after one is a binary operator."""


class PartValues:
    """``equation.part_value`` of the parts the search meets, kept."""

    __slots__ = ("known",)

    def __init__(self) -> None:
        self.known: dict[str, Value | None] = {}

    def of(self, part: str) -> Value | None:
        """``part_value(part)``: worked out from the value of the part before
        its last binary operator when that is kept (the evaluation is left
        to right), else from the text."""
        known = self.known
        try:
            return known[part]
        except KeyError:
            pass
        at = last_joiner(part)
        prefix = part[:at]
        if at > 0 and prefix in known:
            before, term = known[prefix], part_value(part[at + 1 :])
            found = None if before is None or term is None else joined(before, part[at], term)
        else:
            found = part_value(part)
        known[part] = found
        return found

    def by_digit(self, text: str, cases: tuple[Case, ...]) -> dict[str, Value | None]:
        """The value of ``text`` for each digit its ``WILD`` is in ``cases``."""
        return {digit: self.of(as_face(text, digit)) for digit in {case.digit for case in cases}}


def last_joiner(part: str) -> int:
    """Where the last binary operator of a part is (-1 if it has none): a
    ``-`` after a term's end, not a sign.

    >>> last_joiner("12+-3"), last_joiner("4×5-6"), last_joiner("7")
    (2, 3, -1)
    """
    found = max(part.rfind(PLUS), part.rfind(TIMES), part.rfind(DIVIDE))
    minus = part.rfind(MINUS)
    while minus > found and part[minus - 1] not in TERM_ENDS:
        minus = part.rfind(MINUS, 0, minus)
    return max(found, minus)


def may_lay(term: Value, most: int) -> bool:
    """Whether a rest's last term worth ``term`` might be laid where the
    digits within reach write values below ``most`` (``Reach.most``): it
    must be whole (or a whole multiple of a root), and smaller."""
    if isinstance(term, Surd):
        return term.is_term() and magnitude_below(term, most)
    if term.denominator != 1:
        return False
    return abs(term.numerator) < most


def addable(value: Value, bound: int) -> bool:
    """Whether whole terms and whole multiples of roots, added and
    subtracted, of fewer than ``bound`` in all, may come to ``value``: its
    rational part must be whole and its size below ``bound``."""
    if isinstance(value, Surd):
        return value.rational.denominator == 1 and magnitude_below(value, bound)
    return value.denominator == 1 and abs(value.numerator) < bound

"""The equation grammar and its exact evaluator.

An equation is two or more parts joined by ``=``, every part with the same
value.  A part is terms joined by ``+ - × ÷``, worked strictly left to right
(no precedence).  A term is ``[-][√]number[²]``: a number is a run of digits
with no leading zero (``0`` alone is a number); ``√`` roots the number after
it, a leading ``-`` is the number's sign, and ``²`` squares what is before
it, sign included (``-3²`` is 9, ``-√4`` is -2).  Nothing else is an
equation: no leading ``+``, no implied multiplication, no symbols strung
together.  Arithmetic is exact: a root that is not whole is kept as a surd
(``√2×√2=2`` is true, see ``surds``), and dividing by zero makes the
equation false.

>>> check("2+3×4=20")
Verdict(valid=True, value=20, reason=None)
>>> check("2+3×4=14").reason
'the parts are not equal: 2+3×4 is 20, 14 is 14'
>>> check("3=-5--8").valid, check("2×3=6=3×2").valid, check("3+××4==12").valid
(True, True, False)
>>> check("-3²=9").valid, check("√8÷√2=2").valid, str(check("√2=√2").value)
(True, True, '√2')
"""

from __future__ import annotations

import enum
import math
from dataclasses import dataclass
from fractions import Fraction

from solver.mathscrabble.surds import Surd, Value, divide, root, settle, show
from solver.mathscrabble.tiles import (
    DIGITS,
    EQUALS,
    MINUS,
    OPERATORS,
    PLUS,
    ROOT,
    SQUARE,
    TIMES,
    read_tile,
)


class State(enum.IntEnum):
    """Where a reader of an equation is, one tile at a time."""

    TERM = 0
    """A term must come next: at the start of a part or after an operator."""
    SIGN = 1
    """After a sign ``-``."""
    ROOT = 2
    """After ``√``: a number must follow."""
    ZERO = 3
    """After the number 0, which no digit may follow."""
    NUMBER = 4
    """Inside a number that does not start with 0."""
    SQUARED = 5
    """After ``²``."""


ENDS = frozenset({State.ZERO, State.NUMBER, State.SQUARED})
"""States in which a part (and so an equation) may end."""


def _transitions() -> dict[tuple[State, str], State]:
    step: dict[tuple[State, str], State] = {}
    for start in (State.TERM, State.SIGN, State.ROOT):
        step[start, "0"] = State.ZERO
        for digit in DIGITS[1:]:
            step[start, digit] = State.NUMBER
    step[State.TERM, MINUS] = State.SIGN
    step[State.TERM, ROOT] = State.ROOT
    step[State.SIGN, ROOT] = State.ROOT
    for digit in DIGITS:
        step[State.NUMBER, digit] = State.NUMBER
    for end in ENDS:
        for joiner in OPERATORS + EQUALS:
            step[end, joiner] = State.TERM
    step[State.ZERO, SQUARE] = State.SQUARED
    step[State.NUMBER, SQUARE] = State.SQUARED
    return step


STEP = _transitions()
"""The grammar as a table: ``STEP[state, face]`` is the next state, and a
pair that is missing is a string no equation contains."""


@dataclass(frozen=True)
class Verdict:
    """Whether a string is a true equation: its value, or why it is not."""

    valid: bool
    value: Value | None
    reason: str | None


def check(text: str) -> Verdict:
    """Whether ``text`` (tile faces; ``*``, ``x`` and ``/`` read as ``×``
    and ``÷``) is a true equation, with its value or the reason it is not."""
    faces = "".join(read_tile(char) or char for char in text)
    reason = grammar_error(faces, text)
    if reason is not None:
        return Verdict(False, None, reason)
    parts = faces.split(EQUALS)
    written = text.split(EQUALS)  # each part as the caller wrote it (a character reads one face)
    values = []
    for part, as_written in zip(parts, written, strict=True):
        value, why = _evaluate(part, as_written)
        if value is None:
            return Verdict(False, None, why)
        values.append(value)
    if any(value != values[0] for value in values):
        pairs = zip(written, values, strict=True)
        shown = ", ".join(f"{part} is {show(value)}" for part, value in pairs)
        return Verdict(False, None, f"the parts are not equal: {shown}")
    return Verdict(True, values[0], None)


def grammar_error(faces: str, written: str | None = None) -> str | None:
    """Why ``faces`` is not written as an equation, or None if it is;
    quoting the character as ``written`` (``*``, read as ``×``), if given."""
    if not faces:
        return "the equation is empty"
    state, previous = State.TERM, ""
    for position, face in enumerate(faces, start=1):
        following = STEP.get((state, face))
        if following is None:
            typed = face if written is None else written[position - 1]
            quoted = repr(face) if typed == face else f"{typed!r}, read as {face!r}"
            return f"character {position} ({quoted}): {_why_not(state, previous, face)}"
        state, previous = following, face
    if state not in ENDS:
        return f"it ends with {previous!r}: the last part needs a number at its end"
    if EQUALS not in faces:
        return "there is no '=': an equation needs two equal parts"
    return None


def is_complete(faces: str) -> bool:
    """Whether ``faces`` is written as an equation (an ``=`` with a whole
    expression on each side), true or not: a run of tiles that is not is a
    *fragment* (``+=``, ``3=``, ``=6``, ``3=4+``, ``13``).

    >>> is_complete("3=4"), is_complete("+="), is_complete("3=4+"), is_complete("13")
    (True, False, False, False)
    """
    return grammar_error(faces) is None


def _why_not(state: State, previous: str, face: str) -> str:
    if read_tile(face) is None:
        return "not a tile: tiles are 0-9 + - × ÷ ² √ ="
    if state is State.TERM:
        opening = previous in ("", EQUALS)
        if face == PLUS and opening:
            return "a part cannot start with '+'"
        if face == EQUALS:
            return "the part before '=' is empty" if opening else "'=' cannot follow an operator"
        if face == SQUARE:
            return "'²' must follow a number"
        return f"{face!r} cannot start a part" if opening else "two operators in a row"
    if state is State.SIGN:
        return f"{face!r} cannot follow the sign '-': a number or '√' must"
    if state is State.ROOT:
        return "'√' must be followed by a number"
    if state is State.ZERO and face in DIGITS:
        return "a number of two or more digits cannot start with 0"
    if face == ROOT:
        return "'√' cannot follow a number: there is no implied multiplication"
    if face == SQUARE:
        return "'²' applies to a number once"
    return f"a number cannot follow {previous!r}: there is no implied multiplication"


def _evaluate(part: str, written: str | None = None) -> tuple[Value | None, str]:
    """The value of a part the grammar accepts, or None and why it has none
    (quoting it as ``written``, if given: ``3/0``)."""
    quoted = part if written is None else written
    # The running value is numerator / denominator (denominator > 0), in
    # plain ints while no root is left in it: a Fraction is made once, at the
    # end, if it is not whole; a surd takes over from the first root that is
    # not whole.
    numerator, denominator = 0, 1
    exact: Value | None = None
    operator = PLUS
    position, size = 0, len(part)
    while position < size:
        end = position
        negative = part[end] == MINUS
        end += negative
        rooted = part[end] == ROOT
        end += rooted
        start = end
        while end < size and part[end] in DIGITS:
            end += 1
        number = int(part[start:end])
        squared = end < size and part[end] == SQUARE
        end += squared
        term: int | Surd
        if squared:
            term = number if rooted else number * number  # the sign is squared too
        elif rooted:
            term = root(number)
            if negative:
                term = -term
        else:
            term = -number if negative else number
        if exact is None and isinstance(term, int):
            if operator == PLUS:
                numerator += term * denominator
            elif operator == MINUS:
                numerator -= term * denominator
            elif operator == TIMES:
                numerator *= term
            elif term == 0:
                return None, f"{quoted[:end]} divides by zero"
            elif term > 0:
                denominator *= term
            else:
                numerator, denominator = -numerator, -denominator * term
        else:
            exact = joined(
                Fraction(numerator, denominator) if exact is None else exact, operator, term
            )
            if exact is None:
                return None, f"{quoted[:end]} divides by zero"
        if end < size:
            operator = part[end]
        position = end + 1
    if exact is not None:
        if isinstance(exact, Fraction) and exact.denominator == 1:
            return exact.numerator, ""
        return exact, ""
    if numerator % denominator == 0:
        return numerator // denominator, ""
    return Fraction(numerator, denominator), ""


def joined(before: Value, operator: str, term: Value) -> Value | None:
    """The value of a part worth ``before``, then ``operator`` and a term
    worth ``term``, evaluated left to right: None for a division by zero;
    an int when whole.

    >>> joined(Fraction(1, 2), "+", Fraction(1, 2)), joined(3, "÷", 0)
    (1, None)
    """
    if operator == PLUS:
        found = before + term
    elif operator == MINUS:
        found = before - term
    elif operator == TIMES:
        found = before * term
    elif term == 0:
        return None
    else:
        found = divide(before, term)
    if isinstance(found, Fraction) and found.denominator == 1:
        return found.numerator
    return found


def part_value(part: str) -> Value | None:
    """The value of a part the grammar accepts (faces, no ``=``), or None
    when it has none (a division by zero).  Not
    cached here: the move search keeps its own cache for one search, so that
    nothing grows across requests."""
    return _evaluate(part)[0]


class Bonus(enum.Enum):
    """How an equation's value earns its bonus: the seed's rule, or its
    variation."""

    SQRT = "sqrt"
    """The square root of the absolute value, rounded up."""
    LOG2 = "log2"
    """The base-2 logarithm of the absolute value, rounded up (0 below 1)."""

    def of(self, value: Value) -> int:
        """The bonus an equation of ``value`` earns, computed exactly (for a
        value with roots in it, see ``surds.settle``).

        >>> Bonus.SQRT.of(4), Bonus.SQRT.of(6), Bonus.SQRT.of(-17), Bonus.SQRT.of(root(2) * 3)
        (2, 3, 5, 3)
        >>> Bonus.LOG2.of(8), Bonus.LOG2.of(9), Bonus.LOG2.of(Fraction(1, 2))
        (3, 4, 0)
        """
        if isinstance(value, Surd):
            return settle(value, self._of_rational)
        return self._of_rational(value)

    def _of_rational(self, value: int | Fraction) -> int:
        # For a whole k, k >= f(|v|) iff k >= f(ceil(|v|)) for both bonuses.
        whole = -(-abs(value.numerator) // value.denominator)
        if self is Bonus.SQRT:
            if whole <= 1:
                return whole
            return math.isqrt(whole - 1) + 1
        return (whole - 1).bit_length() if whole > 1 else 0

"""A main run's last term is solved for, not searched: every way to write a
term worth a value, and the term an operator needs to reach a target.
"""

from __future__ import annotations

import math
from fractions import Fraction
from functools import lru_cache

from solver.mathscrabble.board import SIZE
from solver.mathscrabble.surds import Surd, Value, divide
from solver.mathscrabble.tiles import (
    MINUS,
    PLUS,
    ROOT,
    SQUARE,
    TIMES,
)


@lru_cache(maxsize=4096)
def writings(value: Value) -> tuple[str, ...]:
    """Every way to write one term worth ``value``: ``n`` and ``√(n²)``
    (each with a sign if negative); for a positive value also ``√n²`` and
    ``m²`` where ``n = m²``, with a sign or not, since ``²`` squares the
    sign too; for a root, ``√k`` (with a sign if negative).

    >>> from solver.mathscrabble.surds import root
    >>> writings(-4), writings(4), writings(-root(8))
    (('-4', '-√16'), ('4', '√16', '√4²', '-√4²', '2²', '-2²'), ('-√8',))
    """
    if isinstance(value, Surd):
        if not value.is_term():
            return ()
        radicand, coefficient = value.parts[0]
        form = ROOT + str(coefficient.numerator**2 * radicand)
        forms = [form] if coefficient > 0 else [MINUS + form]
        return tuple(form for form in forms if len(form) <= SIZE)
    if value.denominator != 1:
        return ()
    size = abs(value.numerator)
    plain = [str(size), ROOT + str(size * size)]
    squared = [ROOT + str(size) + SQUARE, MINUS + ROOT + str(size) + SQUARE]
    whole = math.isqrt(size)
    if whole * whole == size:
        squared += [str(whole) + SQUARE, MINUS + str(whole) + SQUARE]
    signed = [MINUS + form for form in plain]
    if value > 0:
        forms = plain + squared
    elif value < 0:
        forms = signed
    else:
        forms = plain + signed + squared
    return tuple(form for form in forms if len(form) <= SIZE)


def last_term(operator: str, so_far: Value, target: Value) -> Value | None:
    """The term that brings a part worth ``so_far`` to ``target`` after
    ``operator``; None when any term would do or none would (see callers)."""
    if operator == PLUS:
        return target - so_far
    if operator == MINUS:
        return so_far - target
    if operator == TIMES:
        return _term_quotient(target, so_far) if so_far else None
    return _term_quotient(so_far, target) if target and so_far else None


def _term_quotient(dividend: Value, divisor: Value) -> Value | None:
    """``quotient``, or None where it is a fraction, which no term is worth
    (a term is whole, or a root of a whole number: whole or irrational)."""
    if isinstance(dividend, Surd) or isinstance(divisor, Surd):
        return quotient(dividend, divisor)
    whole, left = divmod(
        dividend.numerator * divisor.denominator, dividend.denominator * divisor.numerator
    )
    return None if left else whole


def quotient(dividend: Value, divisor: Value) -> Value:
    """``dividend / divisor`` (not 0), exactly: an int when whole."""
    if isinstance(dividend, int) and isinstance(divisor, int):
        if dividend % divisor == 0:
            return dividend // divisor
        return Fraction(dividend, divisor)
    if isinstance(dividend, Surd) or isinstance(divisor, Surd):
        return divide(dividend, divisor)
    quotient = Fraction(dividend) / divisor
    return quotient.numerator if quotient.denominator == 1 else quotient

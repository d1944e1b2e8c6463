"""Exact values with square roots in them.

A term such as ``√2`` has an irrational value, and ``√2×√2=2`` is a true
equation, so values cannot all be fractions.  Every value an equation can
take is a *surd*: a sum of rational multiples of square roots of distinct
square-free integers (``1`` standing for the rational part).  Such a sum is
zero only when every coefficient is (the roots of distinct square-free
integers are linearly independent over the rationals), so a value written in
that form is written one way only, and equality is equality of the forms.

A value with no root left in it is kept as an ``int`` (when whole) or a
``Fraction``, as everywhere else in the engine; ``Surd`` holds the others.
Its sign, and the ceiling of its root or logarithm (the equation's bonus),
are decided exactly, by narrowing a rational interval around it until the
answer is settled; an irrational value is never a perfect square nor a power
of two, so the narrowing ends.

>>> root(8)
Surd(((2, Fraction(2, 1)),))
>>> str(root(8)), str(root(8) * root(2)), str(1 + root(2)), str(root(3) / 2)
('2√2', '4', '1+√2', '√3/2')
>>> sign(root(2) - Fraction(141, 100)), sign(root(3) - root(2) - 1)
(1, -1)
"""

from __future__ import annotations

import math
from collections.abc import Callable
from fractions import Fraction
from functools import lru_cache


def _sieve(limit: int) -> tuple[int, ...]:
    marks = bytearray([1]) * limit
    marks[0:2] = b"\0\0"
    for n in range(2, math.isqrt(limit - 1) + 1):
        if marks[n]:
            marks[n * n :: n] = bytearray(len(range(n * n, limit, n)))
    return tuple(n for n in range(limit) if marks[n])


_SMALL_PRIMES: tuple[int, ...] = ()
_TRIAL_LIMIT = 100_000


@lru_cache(maxsize=4096)
def split_square(n: int) -> tuple[int, int]:
    """``(a, b)`` with ``n == a * a * b`` and ``b`` square-free, for ``n >= 1``.

    Trial division by the primes below 100,000 leaves a cofactor whose prime
    factors are all larger; below 10^15 (far more than a board line can
    write under one root) it is then 1, a prime, a prime's square or the
    product of two primes, and only the square is not square-free.

    >>> split_square(72), split_square(7), split_square(1)
    ((6, 2), (1, 7), (1, 1))
    """
    global _SMALL_PRIMES
    if not _SMALL_PRIMES:
        _SMALL_PRIMES = _sieve(_TRIAL_LIMIT)
    outside, inside = 1, 1
    rest = n
    for prime in _SMALL_PRIMES:
        if prime * prime > rest:
            break
        if rest % prime:
            continue
        power = 0
        while rest % prime == 0:
            rest //= prime
            power += 1
        outside *= prime ** (power // 2)
        if power % 2:
            inside *= prime
    if rest > 1:
        whole = math.isqrt(rest)
        if whole * whole == rest:
            outside *= whole
        elif rest < _TRIAL_LIMIT**3:
            inside *= rest
        else:  # pragma: no cover - no board line writes so large a root
            extra_outside, extra_inside = _split_slowly(rest)
            outside, inside = outside * extra_outside, inside * extra_inside
    return outside, inside


def _split_slowly(n: int) -> tuple[int, int]:
    outside, inside, factor = 1, 1, _TRIAL_LIMIT
    while factor * factor <= n:
        while n % (factor * factor) == 0:
            n //= factor * factor
            outside *= factor
        if n % factor == 0:
            n //= factor
            inside *= factor
        factor += 1
    return outside, inside * n


class Surd:
    """A value with at least one square root in it: ``parts`` pairs each
    square-free radicand (``1`` for the rational part, listed first) with its
    non-zero rational coefficient, in increasing order of radicand.  Make
    one with ``root`` or by arithmetic; the results of arithmetic are an
    ``int`` or a ``Fraction`` whenever no root is left."""

    __slots__ = ("parts", "_hash")

    def __init__(self, parts: tuple[tuple[int, Fraction], ...]) -> None:
        self.parts = parts
        self._hash = hash(parts)

    def __repr__(self) -> str:
        return f"Surd({self.parts!r})"

    def __str__(self) -> str:
        return show(self)

    def __hash__(self) -> int:
        return self._hash

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Surd) and self.parts == other.parts

    def __neg__(self) -> Surd:
        return Surd(tuple((radicand, -coefficient) for radicand, coefficient in self.parts))

    def __abs__(self) -> Value:
        return -self if sign(self) < 0 else self

    def __float__(self) -> float:
        return sum(float(c) * math.sqrt(r) for r, c in self.parts)

    def __add__(self, other: Value) -> Value:
        return _from(_add(_parts(self), _parts(other), 1))

    __radd__ = __add__

    def __sub__(self, other: Value) -> Value:
        return _from(_add(_parts(self), _parts(other), -1))

    def __rsub__(self, other: Value) -> Value:
        return _from(_add(_parts(other), _parts(self), -1))

    def __mul__(self, other: Value) -> Value:
        return _from(_multiply(_parts(self), _parts(other)))

    __rmul__ = __mul__

    def __truediv__(self, other: Value) -> Value:
        return divide(self, other)

    def __rtruediv__(self, other: Value) -> Value:
        return divide(other, self)

    @property
    def rational(self) -> Fraction:
        """The rational part (0 if there is none)."""
        radicand, coefficient = self.parts[0]
        return coefficient if radicand == 1 else Fraction(0)

    def is_term(self) -> bool:
        """Whether one term ``±√n`` (``n`` whole) is worth this: a single
        root whose coefficient is whole."""
        return len(self.parts) == 1 and self.parts[0][1].denominator == 1


Value = int | Fraction | Surd
"""An exact value: an ``int`` when it is whole (quicker to work with and to
hash than the equal ``Fraction``), a ``Fraction`` when it is rational, else
a ``Surd``."""

_Parts = dict[int, Fraction]


def _parts(value: Value) -> _Parts:
    if isinstance(value, Surd):
        return dict(value.parts)
    return {1: Fraction(value)} if value else {}


def _from(parts: _Parts) -> Value:
    """The value ``parts`` write, as an int or Fraction when no root is left."""
    kept = sorted((radicand, c) for radicand, c in parts.items() if c)
    if not kept:
        return 0
    if len(kept) == 1 and kept[0][0] == 1:
        rational = kept[0][1]
        return rational.numerator if rational.denominator == 1 else rational
    return Surd(tuple(kept))


def _add(one: _Parts, other: _Parts, times: int) -> _Parts:
    total = dict(one)
    for radicand, coefficient in other.items():
        total[radicand] = total.get(radicand, Fraction(0)) + times * coefficient
    return total


def _multiply(one: _Parts, other: _Parts) -> _Parts:
    product: _Parts = {}
    for a, x in one.items():
        for b, y in other.items():
            # a and b are square-free: sqrt(a*b) = g * sqrt((a/g)*(b/g)), g = gcd(a, b)
            common = math.gcd(a, b)
            radicand = (a // common) * (b // common)
            product[radicand] = product.get(radicand, Fraction(0)) + x * y * common
    return product


def root(n: int) -> int | Surd:
    """The square root of a whole ``n >= 0``, exactly: an int when ``n`` is
    a perfect square."""
    whole = math.isqrt(n)
    if whole * whole == n:
        return whole
    outside, inside = split_square(n)
    return Surd(((inside, Fraction(outside)),))


def divide(dividend: Value, divisor: Value) -> Value:
    """``dividend / divisor`` exactly (``ZeroDivisionError`` for 0): a
    divisor with roots is made rational by multiplying both by its
    conjugates, one prime at a time."""
    if not isinstance(divisor, Surd):
        if isinstance(dividend, int) and isinstance(divisor, int):
            if dividend % divisor == 0:  # 0 raises ZeroDivisionError here
                return dividend // divisor
            return Fraction(dividend, divisor)
        if not isinstance(dividend, Surd):
            quotient = Fraction(dividend) / divisor
            return quotient.numerator if quotient.denominator == 1 else quotient
        return _from({r: c / divisor for r, c in dividend.parts})
    top, bottom = _parts(dividend), _parts(divisor)
    while any(radicand > 1 for radicand in bottom):
        prime = _a_prime_of(next(radicand for radicand in bottom if radicand > 1))
        conjugate = {r: (-c if r % prime == 0 else c) for r, c in bottom.items()}
        top, bottom = _multiply(top, conjugate), _multiply(bottom, conjugate)
        bottom = {r: c for r, c in bottom.items() if c}
    return _from({r: c / bottom[1] for r, c in top.items()})


def _a_prime_of(n: int) -> int:
    factor = 2
    while factor * factor <= n:
        if n % factor == 0:
            return factor
        factor += 1
    return n


def bounds(value: Value, bits: int) -> tuple[Fraction, Fraction]:
    """A rational interval ``[low, high]`` around ``value``, no wider than
    about ``len(parts) * 2**-bits`` times its coefficients (plus 1): the
    integer bounds of ``_scaled_bounds``, scaled back."""
    if not isinstance(value, Surd):
        return Fraction(value), Fraction(value)
    low, high = _scaled_bounds(value, bits)
    return Fraction(low, 1 << bits), Fraction(high, 1 << bits)


def settle(value: Value, decide: Callable[[Fraction], int]) -> int:
    """``decide(x)`` for the value's magnitude, where ``decide`` is a
    non-decreasing function from a positive rational to an int: evaluated
    at both ends of narrower and narrower intervals around ``|value|`` until
    they agree."""
    bits = 32
    while True:
        low, high = bounds(value, bits)
        if low > 0 or high < 0:
            low, high = (low, high) if low > 0 else (-high, -low)
            found_low, found_high = decide(low), decide(high)
            if found_low == found_high:
                return found_low
        bits *= 2


def sign(value: Value) -> int:
    """-1, 0 or 1: the sign of ``value``, exactly."""
    if not isinstance(value, Surd):
        return (value > 0) - (value < 0)
    bits = 32
    while True:
        low, high = bounds(value, bits)
        if low > 0:
            return 1
        if high < 0:
            return -1
        bits *= 2


def size_above(value: Value) -> int:
    """A whole number at least ``|value|`` (not always the least), in
    integer arithmetic: each part's ``|p/q|·√r`` is at most
    ``|p|·(⌊√r⌋ + 1) / q``, rounded up.

    >>> size_above(root(2) * 3), size_above(Fraction(-7, 2)), size_above(-4)
    (6, 4, 4)
    """
    if not isinstance(value, Surd):
        return -(-abs(value.numerator) // value.denominator)
    found = 0
    for radicand, coefficient in value.parts:
        top = abs(coefficient.numerator) * (1 if radicand == 1 else math.isqrt(radicand) + 1)
        found += -(-top // coefficient.denominator)
    return found


def magnitude_below(value: Value, limit: int) -> bool:
    """Whether ``|value| < limit``, exactly."""
    if not isinstance(value, Surd):
        return abs(value.numerator) < limit * value.denominator
    if size_above(value) < limit:
        return True
    low, high = _scaled_bounds(value, _BITS)
    scaled = limit << _BITS
    if -scaled < low and high < scaled:
        return True
    if low >= scaled or high <= -scaled:
        return False
    return settle(value, lambda x: int(x >= limit)) == 0


_BITS = 64
"""The precision of ``_scaled_bounds`` that decides most comparisons."""


def _scaled_bounds(value: Surd, bits: int) -> tuple[int, int]:
    """Integers ``low`` and ``high`` with ``low <= value·2**bits <= high``,
    in integer arithmetic (``bounds`` is the same interval, as fractions).

    >>> _scaled_bounds(root(2) * Fraction(-3, 2), 4)  # -2.12... times 16
    (-35, -33)
    """
    scale = 1 << bits
    low = high = 0
    for radicand, coefficient in value.parts:
        if radicand == 1:
            below = above = scale
        else:
            below = math.isqrt(radicand << (2 * bits))
            above = below + 1
        top, bottom = coefficient.numerator, coefficient.denominator
        if top < 0:
            below, above = above, below
        low += top * below // bottom
        high += -(-top * above // bottom)
    return low, high


def show(value: Value) -> str:
    """A value as the API writes it: ``-17``, ``7/2``, ``2√3``, ``1+√2``,
    ``√3/2``."""
    if not isinstance(value, Surd):
        return str(value)
    written = ""
    for radicand, coefficient in value.parts:
        negative = coefficient < 0
        size = -coefficient if negative else coefficient
        if radicand == 1:
            term = str(size)
        else:
            whole = "" if size.numerator == 1 else str(size.numerator)
            below = "" if size.denominator == 1 else f"/{size.denominator}"
            term = f"{whole}√{radicand}{below}"
        if written:
            written += ("-" if negative else "+") + term
        else:
            written = ("-" if negative else "") + term
    return written

"""Math Scrabble's equations: true and false ones, the bonus, exact values
with roots (against a plain reading in decimals), every writing of a term."""

from __future__ import annotations

import math
from decimal import Decimal, localcontext
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solver.mathscrabble.equation import Bonus, check
from solver.mathscrabble.surds import Surd, Value, magnitude_below, root
from solver.mathscrabble.terms import writings
from solver.mathscrabble.tiles import FACES
from tests.mathscrabble import reference

TRUE = [
    ("left to right, no precedence", "2+3×4=20", "20"),
    ("a sign before a number", "-3=5-8", "-3"),
    ("an operator then a sign", "3=-5--8", "3"),
    ("several equal parts", "2×3=6=3×2", "6"),
    ("a redundant equation", "4=4", "4"),
    ("the seed's equation", "3+3=6", "6"),
    ("its extension on both ends", "63+3=66", "66"),
    ("a negative value", "3-20=-17", "-17"),
    ("a high value", "25×25=625", "625"),
    ("the seed types * for ×", "2+3*4=20", "20"),
    ("and x", "25x25=625", "625"),
    ("a fraction, exactly", "7÷2=7÷2", "7/2"),
    ("a fraction carried on", "7÷2×2=7", "7"),
    ("² squares the number before it", "3²=9", "9"),
    ("√ roots the number after it", "√16=4", "4"),
    ("the sign is the number's, so it is squared too", "-3²=9", "9"),
    ("a sign before a root negates the root", "-√4=-2", "-2"),
    ("roots that are not whole, multiplied", "√2×√2=2", "2"),
    ("and divided", "√8÷√2=2", "2"),
    ("an irrational value", "√2=√2", "√2"),
    ("a root's square factor taken out", "√8=2×√2", "2√2"),
    ("roots of different numbers added", "√2+√3=√3+√2", "√2+√3"),
    ("a fraction of a root", "1÷√2=√2÷2", "√2/2"),
    ("√ and ² on one number undo each other", "√7²=7", "7"),
    ("a lone 0 is a number", "0=0×5", "0"),
]


FALSE = [
    ("the product first is not the rule", "2+3×4=14", "not equal"),
    ("symbols strung together", "3+××4==12", "two operators"),
    ("the seed's own spelling of it", "3+xx4==12", "two operators"),
    ("a leading plus", "+3=3", "cannot start with '+'"),
    ("a leading plus after =", "3=+3", "cannot start with '+'"),
    ("a leading zero", "03=3", "start with 0"),
    ("division by zero", "1÷0=1", "divides by zero"),
    ("no =: a fragment", "13", "no '='"),
    ("an operator fragment", "++", "cannot start with '+'"),
    ("no implied multiplication", "2√4=4", "implied multiplication"),
    ("nor after ²", "2²3=12", "implied multiplication"),
    ("an empty part", "3==3", "empty"),
    ("ending in =", "3=", "ends with"),
    ("a root that is not whole is not whole", "√8=2", "not equal"),
    ("the square of a negative number is positive", "-3²=-9", "not equal"),
    ("√2×√3 is √6, not √5", "√2×√3=√5", "not equal"),
    ("left to right with roots too", "√4+0×√3=2", "not equal"),
    ("two signs", "3=--3", "cannot follow the sign"),
    ("² twice", "2²²=16", "once"),
    ("not a tile", "3a=3", "not a tile"),
]


@pytest.mark.parametrize(("text", "value"), [(t, v) for _, t, v in TRUE], ids=[i for i, *_ in TRUE])
def test_true_equations(text: str, value: str) -> None:
    verdict = check(text)
    assert (verdict.valid, str(verdict.value), verdict.reason) == (True, value, None)


@pytest.mark.parametrize(
    ("text", "words"), [(t, w) for _, t, w in FALSE], ids=[i for i, *_ in FALSE]
)
def test_false_equations_say_why(text: str, words: str) -> None:
    verdict = check(text)
    assert not verdict.valid and verdict.value is None
    assert verdict.reason is not None and words in verdict.reason


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("3**2=9", "character 3 ('*', read as '×'): two operators in a row"),
        ("2*3=7", "the parts are not equal: 2*3 is 6, 7 is 7"),
        ("3/0=1", "3/0 divides by zero"),
        ("3x3=1", "the parts are not equal: 3x3 is 9, 1 is 1"),
    ],
)
def test_a_reason_quotes_what_the_caller_typed(text: str, reason: str) -> None:
    """``*``, ``x`` and ``/`` are read as ``×`` and ``÷``, but a reason
    quotes the characters sent, saying how it read them."""
    assert check(text).reason == reason


@pytest.mark.parametrize(
    ("value", "sqrt", "log2"),
    [
        (4, 2, 2),
        (6, 3, 3),
        (-17, 5, 5),
        (625, 25, 10),
        (0, 0, 0),
        (1, 1, 0),
        (Fraction(1, 2), 1, 0),
        (root(2) * 3, 3, 3),  # 4.24...: its root 2.06, its logarithm 2.08
        (-root(2) * 3, 3, 3),
        (root(15) + 1, 3, 3),  # 4.87...
        (root(17) - 3, 2, 1),  # 1.12...: its root 1.06, its logarithm 0.17
        (root(99) * 99, 32, 10),  # 985.0...: its root 31.4, its logarithm 9.94
    ],
)
def test_bonus_rounds_up_the_root_or_the_logarithm(value: Value, sqrt: int, log2: int) -> None:
    assert Bonus.SQRT.of(value) == sqrt
    assert Bonus.LOG2.of(value) == log2


def _sum_of_roots(parts: list[tuple[int, int, int]]) -> Value:
    """The sum of ``numerator / denominator · √radicand`` over ``parts``."""
    value: Value = 0
    for numerator, denominator, radicand in parts:
        value = value + Fraction(numerator, denominator) * root(radicand)
    return value


SURDS = st.lists(
    st.tuples(st.integers(-20, 20), st.integers(1, 4), st.integers(1, 60)),
    min_size=1,
    max_size=4,
).map(_sum_of_roots)
"""Sums of up to four rational multiples of roots (often irrational)."""


@settings(max_examples=300, deadline=None)
@given(SURDS)
def test_an_irrational_bonus_is_the_ceiling_of_the_exact_value(value: Value) -> None:
    size = abs(_decimal(value))
    assert Bonus.SQRT.of(value) == (0 if size == 0 else math.ceil(size.sqrt() - Decimal("1e-40")))
    if size > 1:
        assert Bonus.LOG2.of(value) == math.ceil((size.ln() / Decimal(2).ln()) - Decimal("1e-40"))


@settings(max_examples=500, deadline=None)
@given(SURDS, st.integers(-3, 3))
def test_a_size_is_compared_exactly_even_next_to_the_limit(value: Value, nudge: int) -> None:
    size = abs(_decimal(value))
    limit = max(0, int(size) + nudge)  # just below, at, and just above the size
    assert magnitude_below(value, limit) == (size < limit)


def _decimal(value: Value) -> Decimal:
    """A value in 100-digit decimals, for comparison with the reference."""
    with localcontext() as context:
        context.prec = reference.PRECISION
        if isinstance(value, Surd):
            return sum(
                (Decimal(c.numerator) / c.denominator * Decimal(r).sqrt() for r, c in value.parts),
                Decimal(0),
            )
        return Decimal(value.numerator) / value.denominator


TOKENS = st.sampled_from(list(FACES) + list("1234567") * 2 + ["="] * 2)


@settings(max_examples=3000, deadline=None)
@given(st.lists(TOKENS, min_size=1, max_size=15).map("".join))
def test_the_evaluator_agrees_with_a_plain_reading(text: str) -> None:
    verdict = check(text)
    expected = reference.evaluate(text)
    assert verdict.valid == (expected is not None)
    if verdict.value is not None and expected is not None:
        assert abs(_decimal(verdict.value) - expected) < Decimal("1e-50")


ROOTED = st.sampled_from(["√2", "√3", "√8", "√12", "√18", "√6", "2", "3", "√4", "-√2", "√50"])


@settings(max_examples=1000, deadline=None)
@given(
    st.lists(ROOTED, min_size=1, max_size=3),
    st.lists(st.sampled_from("+-×÷"), min_size=2, max_size=2),
    st.lists(ROOTED, min_size=1, max_size=3),
)
def test_irrational_equations_agree_with_a_plain_reading(
    left: list[str], operators: list[str], right: list[str]
) -> None:
    """Equations built of roots, true or not, judged as the reference
    judges them in 100-digit decimals."""

    def join(terms: list[str], operator: str) -> str:
        return operator.join(terms).replace("--", "-")

    text = join(left, operators[0]) + "=" + join(right, operators[1])
    verdict = check(text)
    expected = reference.evaluate(text)
    assert verdict.valid == (expected is not None), text
    if verdict.value is not None and expected is not None:
        assert abs(_decimal(verdict.value) - expected) < Decimal("1e-50")


def test_writings_are_every_term_of_a_value() -> None:
    every = {
        sign + rooted + digits + squared
        for sign in ("", "-")
        for rooted in ("", "√")
        for digits in map(str, range(1000))
        for squared in ("", "²")
    }
    values: list[tuple[Value, str]] = [(value, str(value)) for value in range(-30, 31)]
    values += [
        (root(n) * k, ("-" if k < 0 else "") + f"√{k * k * n}")
        for n in (2, 3, 8, 12)
        for k in (1, -1, 2, -3)
    ]
    for value, written in values:
        found = set(writings(value))
        assert found == {t for t in every if check(f"{t}={written}").valid}, value

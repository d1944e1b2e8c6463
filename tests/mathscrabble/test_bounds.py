"""The bound on an equation's value, against the values of random parts.

``bounds.value_bound`` must be admissible: whatever two parts the digits
still to come are shared into, the smaller of their sizes is below it (an
equation's two parts are equal, so its value is too).
"""

from __future__ import annotations

import math

from hypothesis import given, settings
from hypothesis import strategies as st

from solver.mathscrabble.bounds import value_bound
from solver.mathscrabble.equation import part_value
from solver.mathscrabble.surds import Surd, Value
from solver.mathscrabble.surds import bounds as interval
from solver.mathscrabble.tiles import DIGITS, OPERATORS, SQUARE

numbers = st.one_of(
    st.just("0"),
    st.builds(
        lambda first, rest: first + rest,
        st.sampled_from(DIGITS[1:]),
        st.text(alphabet=DIGITS, max_size=3),
    ),
)
terms = st.builds(
    lambda sign, rooted, number, squared: sign + rooted + number + squared,
    st.sampled_from(["", "-"]),
    st.sampled_from(["", "√"]),
    numbers,
    st.sampled_from(["", SQUARE]),
)
parts = st.builds(
    lambda first, more: first + "".join(operator + term for operator, term in more),
    terms,
    st.lists(st.tuples(st.sampled_from(OPERATORS), terms), max_size=3),
)


def size(value: Value) -> float:
    """``|value|``, from above."""
    if isinstance(value, Surd):
        low, high = interval(value, 20)
        return float(max(-low, high))
    return abs(float(value))


def digits_of(text: str) -> tuple[int, ...]:
    return tuple(sorted((int(face) for face in text if face in DIGITS), reverse=True))


@settings(max_examples=400, deadline=None)
@given(left=parts, right=parts, blanks=st.integers(0, 2))
def test_no_two_parts_are_both_as_large_as_their_digits_bound(
    left: str, right: str, blanks: int
) -> None:
    left_value, right_value = part_value(left), part_value(right)
    if left_value is None or right_value is None:
        return
    digits = digits_of(left + right)
    squares = (left + right).count(SQUARE)
    # A blank stands for a 9 or a square: it may take the place of either.
    as_blanks = min(blanks, len(digits))
    bound = value_bound(1, 0, False, digits[as_blanks:], squares, as_blanks)
    assert min(size(left_value), size(right_value)) < bound


@settings(max_examples=400, deadline=None)
@given(
    prefix=parts,
    operator=st.sampled_from(OPERATORS),
    rest=parts,
    right=parts,
    cut=st.integers(0, 4),
)
def test_a_begun_part_is_bounded_by_its_prefix_and_its_last_terms_digits(
    prefix: str, operator: str, rest: str, right: str, cut: int
) -> None:
    left = prefix + operator + rest
    prefix_value, left_value, right_value = part_value(prefix), part_value(left), part_value(right)
    if prefix_value is None or left_value is None or right_value is None:
        return
    # The term after the operator has its first ``laid`` digits laid.
    start = len(rest) - len(rest.lstrip("-√"))
    end = start
    while end < len(rest) and rest[end] in DIGITS:
        end += 1
    laid = min(cut, end - start)
    term = int(rest[start : start + laid]) + 1 if laid else 0
    still = rest[start + laid :] + right
    base = math.ceil(size(prefix_value)) + 1
    bound = value_bound(base, term, False, digits_of(still), still.count(SQUARE))
    assert min(size(left_value), size(right_value)) < bound

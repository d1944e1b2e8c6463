"""Blank classes: a blank that may be any of several faces with the same
cross points is laid once, as a placeholder for all of them, since the
search after it is the same for each until a value is needed; the value
then decides which it is (see ``wild`` in the package's docstring).

- In a left part, a blank laid as a digit going on with a number is laid
  as ``WILD``, and one laid as a binary operator beginning a term as
  ``WILD_OPERATOR`` (``left_class``); the faces it may be go on with the
  part, narrowed where a value is needed, and each that is left gives its
  own value at the ``=``.
- In a rest, a blank laid as a digit 1-9 going on with a number is laid as
  ``WILD`` (``rest_class``); each of the rest's cases carries the digit
  it is for that case.
"""

from __future__ import annotations

from solver.mathscrabble.equation import State
from solver.mathscrabble.search.records import Half, NewTile, Option
from solver.mathscrabble.tiles import DIGITS, DIVIDE, MINUS, PLUS, TIMES

WILD = "d"
"""A blank laid as one of several digits, not yet decided."""

WILD_OPERATOR = "o"
"""A blank laid as one of several binary operators, not yet decided."""

BINARY = PLUS + MINUS + TIMES + DIVIDE
"""The binary operators."""


def left_class(option: Option) -> str | None:
    """The placeholder a blank's ``option`` is laid as in a left part that
    holds no wild blank yet: ``WILD`` for a digit going on with a number,
    ``WILD_OPERATOR`` for a binary operator beginning a term; None where it
    is laid as its own face."""
    if option.following is State.NUMBER:
        return WILD
    if option.face in BINARY and option.following is State.TERM:
        return WILD_OPERATOR
    return None


def rest_class(option: Option) -> bool:
    """Whether a blank's ``option`` is laid as ``WILD`` in a rest that holds
    no wild blank yet: a digit 1-9 going on with a number."""
    return option.following is State.NUMBER and option.face != "0"


def as_class(option: Option, placeholder: str) -> Option:
    """``option`` laying ``placeholder``, a class of faces, in place of its face."""
    tile = NewTile(option.tile.offset, placeholder, option.blank)
    return Option(
        option.kind,
        placeholder,
        option.following,
        option.unit,
        option.letters,
        option.word,
        option.crossing,
        option.blank,
        tile,
    )


def as_face(text: str, face: str) -> str:
    """``text`` with its ``WILD`` (or ``WILD_OPERATOR``) read as ``face``
    (as it is, for none).

    >>> as_face("1d+2", "7"), as_face("1o2", "×"), as_face("12", "")
    ('17+2', '1×2', '12')
    """
    if not face:
        return text
    return text.replace(WILD if face in DIGITS else WILD_OPERATOR, face)


def resolved(half: Half, face: str) -> Half:
    """``half`` with its ``WILD`` (or ``WILD_OPERATOR``) tile laid as
    ``face`` (as it is, for none)."""
    if not face:
        return half
    wild = WILD if face in DIGITS else WILD_OPERATOR
    tiles = tuple(
        tile if tile.face != wild else NewTile(tile.offset, face, tile.blank) for tile in half.tiles
    )
    return Half(half.used, half.letters, half.word, half.crossing, half.touches, tiles)

"""Straightforward references for Math Scrabble, written apart from the
engine: an evaluator that works on the characters directly, and a move
generator that tries every ordering of every subset of the rack at every
square both ways and asks the scorer."""

from __future__ import annotations

import itertools
from collections import Counter
from decimal import Decimal, localcontext

from solver.mathscrabble.board import EMPTY, SIZE, Board, Direction, square
from solver.mathscrabble.errors import BoardError
from solver.mathscrabble.scoring import Tile, score
from solver.mathscrabble.tiles import BLANK, FACES

PRECISION = 100
"""Decimal digits the reference works with: two values that agree to within
``10**-TOLERANCE`` are taken as equal (no equation on a board line comes
anywhere near)."""
TOLERANCE = 60


def evaluate(text: str) -> Decimal | None:
    """The common value of a true equation, or None: a plain reading of
    the rules one character at a time, in 100-digit decimals (roots that
    are not whole included), parts taken as equal when they agree to 60
    digits."""
    with localcontext() as context:
        context.prec = PRECISION
        parts = text.split("=")
        if len(parts) < 2:
            return None
        values = [_part(part) for part in parts]
        if any(value is None for value in values):
            return None
        first = values[0]
        assert first is not None
        close = Decimal(10) ** -TOLERANCE
        if any(value is not None and abs(value - first) > close for value in values):
            return None
        return first


def _term(text: str, i: int) -> tuple[Decimal, int] | None:
    sign = 1
    if i < len(text) and text[i] == "-":
        sign, i = -1, i + 1
    root = i < len(text) and text[i] == "√"
    i += root
    j = i
    while j < len(text) and text[j] in "0123456789":
        j += 1
    digits = text[i:j]
    if not digits or (len(digits) > 1 and digits[0] == "0"):
        return None
    number = Decimal(int(digits))
    square = j < len(text) and text[j] == "²"
    j += square
    # The sign belongs to the number; the root is of the digits only; the
    # square is of what comes before it, sign and all.
    value = sign * (number.sqrt() if root else number)
    if square:
        value = value * value
    return value, j


def _part(text: str) -> Decimal | None:
    first = _term(text, 0)
    if first is None:
        return None
    value, i = first
    while i < len(text):
        op = text[i]
        if op not in "+-×÷":
            return None
        nxt = _term(text, i + 1)
        if nxt is None:
            return None
        term, i = nxt
        if op == "+":
            value += term
        elif op == "-":
            value -= term
        elif op == "×":
            value *= term
        elif term == 0:
            return None
        else:
            value /= term
    return value


def all_plays(board: Board, rack: Counter[str]) -> set[tuple[tuple[Tile, ...], int]]:
    """Every legal play and its score, by trying everything."""
    tiles = list(rack.elements())
    found: set[tuple[tuple[Tile, ...], int]] = set()
    for size in range(1, len(tiles) + 1):
        for ordering in set(itertools.permutations(tiles, size)):
            for faces in itertools.product(*[FACES if t == BLANK else t for t in ordering]):
                for way in Direction:
                    for line in range(SIZE):
                        for start in range(SIZE):
                            placed = _lay(board, way, line, start, faces, ordering)
                            if placed is None:
                                continue
                            try:
                                judged = score(board, placed)
                            except BoardError:
                                continue
                            if judged.legal:
                                found.add((judged.tiles, judged.total))
    return found


def _lay(
    board: Board,
    way: Direction,
    line: int,
    start: int,
    faces: tuple[str, ...],
    kinds: tuple[str, ...],
) -> tuple[Tile, ...] | None:
    """The tiles laid in order from ``start``, skipping full squares."""
    placed = []
    offset = start
    for face, kind in zip(faces, kinds, strict=True):
        while offset < SIZE and board.faces[way.at(line, offset)] != EMPTY:
            offset += 1
        if offset == SIZE:
            return None
        placed.append(Tile(way.at(line, offset), face, kind == BLANK))
        offset += 1
    return tuple(placed)


__all__ = ["all_plays", "evaluate", "square"]

"""Cross-checks, once per board and direction: for each empty square and
face, whether the run it would form the other way is allowed (a fragment,
or a true equation) and what that equation scores.
"""

from __future__ import annotations

from typing import NamedTuple

from solver.mathscrabble.board import EMPTY, LETTER, WORD, Board, Direction, Square
from solver.mathscrabble.equation import (
    Bonus,
    check,
    is_complete,
)
from solver.mathscrabble.tiles import (
    FACES,
    TILES,
)

POINTS = {face: TILES[face].points for face in FACES}


class CrossScore(NamedTuple):
    """What a face on a square scores across: its cross equation's score
    with a real tile (``real``) and with a blank (``with_blank``), and
    whether the cross run is an equation (``equation``: a complete one; a
    fragment scores nothing and is allowed)."""

    real: int
    with_blank: int
    equation: bool


_FRAGMENT = CrossScore(0, 0, False)


Cross = dict[str, CrossScore]
"""The faces allowed on a square, with what each scores across."""


def cross_checks(board: Board, way: Direction, bonus: Bonus) -> dict[Square, Cross | None]:
    """For each empty square, the faces a play reading ``way`` may put there
    (None: no tile beside it the other way, so any face)."""
    other = way.other
    found: dict[Square, Cross | None] = {}
    for at, face in enumerate(board.faces):
        if face != EMPTY:
            continue
        run = board.run_through(at, other)
        if len(run) == 1:
            found[at] = None
            continue
        before = "".join(board.faces[near] for near in run if near < at)
        after = "".join(board.faces[near] for near in run if near > at)
        allowed: Cross = {}
        for candidate in FACES:
            text = before + candidate + after
            if not is_complete(text):
                allowed[candidate] = _FRAGMENT
                continue
            verdict = check(text)
            if verdict.valid and verdict.value is not None:
                extra = bonus.of(verdict.value)
                real = (POINTS[candidate] * LETTER[at] + extra) * WORD[at]
                allowed[candidate] = CrossScore(real, extra * WORD[at], True)
        found[at] = allowed
    return found

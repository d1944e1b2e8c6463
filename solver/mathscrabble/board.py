"""The 15x15 board: squares, premium squares, and the tiles on it.

A square is an int, ``15 * row + col``; rows and columns count from 0 and
the centre is (7, 7).  A board is written as 15 strings of 15 characters,
``.`` for an empty square; a blank on the board shows the face it stands
for and is listed apart, by square.
"""

from __future__ import annotations

import enum
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass

from solver.mathscrabble.equation import check, is_complete
from solver.mathscrabble.errors import BoardError
from solver.mathscrabble.tiles import BLANK, TILES, over_issue, read_tile

SIZE = 15
CENTRE = 7 * SIZE + 7
EMPTY = "."
Square = int

_PREMIUMS = (
    "T..d...T...d..T",
    ".D...t...t...D.",
    "..D...d.d...D..",
    "d..D...d...D..d",
    "....D.....D....",
    ".t...t...t...t.",
    "..d...d.d...d..",
    "T..d...D...d..T",
    "..d...d.d...d..",
    ".t...t...t...t.",
    "....D.....D....",
    "d..D...d...D..d",
    "..D...d.d...D..",
    ".D...t...t...D.",
    "T..d...T...d..T",
)
"""The standard Scrabble premiums: d/t double and triple letter, D/T double
and triple word; the centre is a double word."""
PREMIUM_NAMES = {
    "d": "double-letter",
    "t": "triple-letter",
    "D": "double-word",
    "T": "triple-word",
}
"""Each premium mark, in the words the API writes."""
PREMIUMS = {
    row * SIZE + col: PREMIUM_NAMES[mark]
    for row, marks in enumerate(_PREMIUMS)
    for col, mark in enumerate(marks)
    if mark in PREMIUM_NAMES
}
"""The premium squares of the empty board, named."""
LETTER = tuple({"d": 2, "t": 3}.get(mark, 1) for row in _PREMIUMS for mark in row)
WORD = tuple({"D": 2, "T": 3}.get(mark, 1) for row in _PREMIUMS for mark in row)


def square(row: int, col: int) -> Square:
    return row * SIZE + col


def name(at: Square) -> str:
    """A square in words: ``row 7, column 5``."""
    return f"row {at // SIZE}, column {at % SIZE}"


class Direction(enum.Enum):
    """The way a play or a run reads: across a row or down a column."""

    ACROSS = "across"
    DOWN = "down"

    @property
    def step(self) -> int:
        return 1 if self is Direction.ACROSS else SIZE

    @property
    def other(self) -> Direction:
        return Direction.DOWN if self is Direction.ACROSS else Direction.ACROSS

    def line(self, at: Square) -> int:
        """Which row (across) or column (down) ``at`` is in."""
        return at // SIZE if self is Direction.ACROSS else at % SIZE

    def offset(self, at: Square) -> int:
        """How far along its line ``at`` is."""
        return at % SIZE if self is Direction.ACROSS else at // SIZE

    def at(self, line: int, offset: int) -> Square:
        return square(line, offset) if self is Direction.ACROSS else square(offset, line)


COLUMNS = "ABCDEFGHIJKLMNO"
"""The columns' letters in Scrabble's notation, left to right."""


def coordinates(at: Square, way: Direction = Direction.ACROSS) -> str:
    """A square in Scrabble's notation: rows ``1``-``15`` from the top and
    columns ``A``-``O``, row first for a play across, column first down.

    >>> coordinates(7 * SIZE + 5), coordinates(7 * SIZE + 5, Direction.DOWN)
    ('8F', 'F8')
    """
    row, col = str(at // SIZE + 1), COLUMNS[at % SIZE]
    return row + col if way is Direction.ACROSS else col + row


@dataclass(frozen=True)
class Board:
    """The tiles on the board: ``faces[square]`` is a face or ``.``, and
    ``blanks`` the squares whose tile is a blank."""

    faces: tuple[str, ...]
    blanks: frozenset[Square] = frozenset()

    @classmethod
    def empty(cls) -> Board:
        return cls((EMPTY,) * (SIZE * SIZE))

    @classmethod
    def from_rows(cls, rows: Sequence[str], blanks: Iterable[Sequence[int]] = ()) -> Board:
        """The board 15 row strings write; ``BoardError`` names the row and
        column of anything no game can hold (see ``check_reachable``)."""
        if len(rows) != SIZE:
            raise BoardError(f"a board has {SIZE} rows, not {len(rows)}", part="board")
        faces: list[str] = []
        for row, text in enumerate(rows):
            if len(text) != SIZE:
                raise BoardError(
                    f"row {row} has {len(text)} characters; a row has {SIZE}",
                    part=f"board[{row}]",
                )
            for col, char in enumerate(text):
                face = EMPTY if char == EMPTY else read_tile(char)
                if face is None:
                    raise BoardError(
                        f"row {row}, column {col}: {char!r} is not a tile "
                        "(0-9 + - × ÷ ² √ =, or . for an empty square)",
                        part=f"board[{row}]",
                    )
                faces.append(face)
        board = cls(tuple(faces), _blank_squares(faces, blanks))
        board.check_reachable()
        return board

    def rows(self) -> list[str]:
        return ["".join(self.faces[row * SIZE : (row + 1) * SIZE]) for row in range(SIZE)]

    def written(self) -> str:
        """The board as the API takes it, one row a line: ``{"board": [...],
        "blanks": [[row, col], ...]}``, which ``from_rows`` reads back."""
        rows = ",\n".join(f'  "{row}"' for row in self.rows())
        blanks = ", ".join(f"[{at // SIZE}, {at % SIZE}]" for at in sorted(self.blanks))
        return f'{{"board": [\n{rows}\n ], "blanks": [{blanks}]}}'

    def is_empty(self) -> bool:
        return all(face == EMPTY for face in self.faces)

    def counts(self) -> Counter[str]:
        """The tiles on the board, a blank counted as a blank."""
        counts = Counter(
            face for at, face in enumerate(self.faces) if face != EMPTY and at not in self.blanks
        )
        if self.blanks:
            counts[BLANK] = len(self.blanks)
        return counts

    def neighbours(self, at: Square) -> Iterator[Square]:
        row, col = divmod(at, SIZE)
        if row > 0:
            yield at - SIZE
        if row < SIZE - 1:
            yield at + SIZE
        if col > 0:
            yield at - 1
        if col < SIZE - 1:
            yield at + 1

    def run_through(self, at: Square, way: Direction) -> list[Square]:
        """The squares of the run through ``at`` reading ``way``: the tiles
        on either side of it, and ``at`` itself (empty or not)."""
        line, offset = way.line(at), way.offset(at)
        start = offset
        while start > 0 and self.faces[way.at(line, start - 1)] != EMPTY:
            start -= 1
        end = offset
        while end < SIZE - 1 and self.faces[way.at(line, end + 1)] != EMPTY:
            end += 1
        return [way.at(line, step) for step in range(start, end + 1)]

    def runs(self) -> Iterator[tuple[Direction, list[Square]]]:
        """Every run of two or more tiles in a row or a column."""
        for direction in Direction:
            for line in range(SIZE):
                run: list[Square] = []
                for offset in range(SIZE + 1):
                    at = direction.at(line, offset) if offset < SIZE else -1
                    if at >= 0 and self.faces[at] != EMPTY:
                        run.append(at)
                        continue
                    if len(run) > 1:
                        yield direction, run
                    run = []

    def _first_play_reads(self) -> bool:
        """Whether a first play could have been laid here: on an empty board
        its tiles are one true equation in a row, through the centre, and
        since tiles stay they still read so, inside a run through the
        centre."""
        for _, run in self.runs():
            if CENTRE in run:
                faces = [self.faces[at] for at in run]
                through = run.index(CENTRE)
                if any(
                    check("".join(faces[first:last])).valid
                    for first in range(through + 1)
                    for last in range(through + 1, len(run) + 1)
                ):
                    return True
        return False

    def check_reachable(self) -> None:
        """``BoardError`` unless a game could leave this board: no more of a
        tile than the set holds, the centre covered, the tiles connected,
        and every run that is a complete equation (``equation.is_complete``)
        true: a fragment such as ``+=`` may lie beside an equation."""
        issue = over_issue(self.counts())
        if issue:
            raise BoardError(f"the board holds {issue} (a blank is listed in blanks)", part="board")
        tiles = [at for at, face in enumerate(self.faces) if face != EMPTY]
        if not tiles:
            return
        if self.faces[CENTRE] == EMPTY:
            raise BoardError(
                "the centre square (row 7, column 7) is empty, but the first play covers it",
                part="board[7]",
            )
        reached, frontier = {CENTRE}, [CENTRE]
        while frontier:
            for next_at in self.neighbours(frontier.pop()):
                if self.faces[next_at] != EMPTY and next_at not in reached:
                    reached.add(next_at)
                    frontier.append(next_at)
        for at in tiles:
            if at not in reached:
                raise BoardError(
                    f"{name(at)}: the tile is not connected to the others",
                    part=f"board[{at // SIZE}]",
                )
        if not self._first_play_reads():
            raise BoardError(
                "no true equation reads through the centre square (row 7, column 7) on its "
                "row or its column, but the first play laid one there, and tiles stay",
                part="board[7]",
            )
        for direction, run in self.runs():
            text = "".join(self.faces[at] for at in run)
            if is_complete(text):
                verdict = check(text)
                if not verdict.valid:
                    raise BoardError(
                        f"{name(run[0])} {direction.value}: {text!r} is not a true equation "
                        f"({verdict.reason})",
                        part=f"board[{run[0] // SIZE}]",
                    )


def _blank_squares(faces: Sequence[str], blanks: Iterable[Sequence[int]]) -> frozenset[Square]:
    found: set[Square] = set()
    for index, pair in enumerate(blanks):
        field = f"blanks[{index}]"
        if len(pair) != 2 or not all(0 <= value < SIZE for value in pair):
            raise BoardError(f"a blank is [row, column], each 0 to {SIZE - 1}", part=field)
        at = square(pair[0], pair[1])
        if faces[at] == EMPTY:
            raise BoardError(f"{name(at)} is empty, so it holds no blank", part=field)
        if at in found:
            raise BoardError(f"{name(at)} is listed twice", part=field)
        found.add(at)
    if len(found) > TILES[BLANK].count:
        raise BoardError(
            f"the set has {TILES[BLANK].count} blanks, not {len(found)}", part="blanks"
        )
    return frozenset(found)

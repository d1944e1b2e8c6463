"""Whether a play is legal, and what it scores: the one scorer.

A play is one line of new tiles (a row or a column) that, with the tiles
already between and beside them, forms one unbroken run: the *main run*.
It must touch the tiles on the board (the first play covers the centre),
place at most one ``=``, and its main run must be a true equation (for a
single tile, the run across or the run down).  Every other run of two or
more tiles through a new tile is judged only if it is a *complete* equation
(``equation.is_complete``: ``3=4``, not ``+=`` or ``3=``): then it must be
true; otherwise it is a fragment and is allowed, as the seed allows ``13``
and ``++`` beside ``3+3=6``.

Every equation the play forms scores: the points of its *new* tiles (a
blank scores 0) with their letter premiums, plus the bonus of its value,
all times the word premiums of the new tiles in it.  A play of all nine
tiles of a rack earns ``BINGO`` more.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from solver.mathscrabble.board import (
    CENTRE,
    EMPTY,
    LETTER,
    SIZE,
    WORD,
    Board,
    Direction,
    Square,
    coordinates,
    name,
)
from solver.mathscrabble.equation import Bonus, check, is_complete
from solver.mathscrabble.errors import BoardError
from solver.mathscrabble.surds import Value
from solver.mathscrabble.tiles import BLANK, EQUALS, RACK_SIZE, over_issue, points

BINGO = 50
"""Points for playing all nine tiles of a rack, as Scrabble gives 50 for all seven."""


@dataclass(frozen=True, order=True)
class Tile:
    """A tile placed on ``at``: its face, and whether it is a blank."""

    at: Square
    face: str
    blank: bool = False


@dataclass(frozen=True)
class Play:
    """A legal play: its tiles (by square), the way its main run reads, and
    its score (as ``scoring.score`` computes it)."""

    tiles: tuple[Tile, ...]
    direction: Direction
    score: int

    def key(self) -> tuple[int, tuple[tuple[int, str, bool], ...]]:
        """The order plays are listed in: best score first, then by squares."""
        return -self.score, tuple((t.at, t.face, t.blank) for t in self.tiles)


@dataclass(frozen=True)
class Equation:
    """An equation a play forms, and what it scores."""

    squares: tuple[Square, ...]
    text: str
    value: Value
    tile_points: int
    """The new tiles' points in it, letter premiums applied."""
    bonus: int
    word_multiplier: int
    """The product of the word premiums under its new tiles."""

    @property
    def score(self) -> int:
        return (self.tile_points + self.bonus) * self.word_multiplier


@dataclass(frozen=True)
class Scored:
    """A play judged: legal or why not, its equations and its total."""

    tiles: tuple[Tile, ...]
    direction: Direction | None
    legal: bool
    reason: str | None
    equations: tuple[Equation, ...] = ()
    bingo: int = 0

    @property
    def total(self) -> int:
        return sum(equation.score for equation in self.equations) + self.bingo if self.legal else 0

    @property
    def main(self) -> Equation | None:
        """The equation the play is along (None if it is not legal)."""
        return self.equations[0] if self.legal else None

    def notation(self) -> str | None:
        """The play in the usual Scrabble form: the main equation's first
        square, rows ``1``-``15`` from the top and columns ``A``-``O``, row
        first for a play across and column first for a play down, then the
        main equation (None if the play is not legal).

        >>> first = [Tile(7 * SIZE + 5 + i, face) for i, face in enumerate("3+3=6")]
        >>> score(Board.empty(), first).notation()
        '8F 3+3=6'
        """
        main = self.main
        if main is None or self.direction is None:
            return None
        return f"{coordinates(main.squares[0], self.direction)} {main.text}"

    def written(self) -> str | None:
        """The notation with the squares of the play's blanks named, the
        form a game's moves are written in (None if the play is not legal).

        >>> first = [Tile(7 * SIZE + 5 + i, face, i == 2) for i, face in enumerate("3+3=6")]
        >>> score(Board.empty(), first).written()
        '8F 3+3=6, blank 3 on 8H'
        """
        notation = self.notation()
        if notation is None:
            return None
        blanks = [
            f"blank {tile.face} on {coordinates(tile.at)}"
            for tile in sorted(self.tiles, key=lambda tile: tile.at)
            if tile.blank
        ]
        return ", ".join([notation, *blanks])


def place(board: Board, tiles: Sequence[Tile]) -> Board:
    """The board after ``tiles`` are placed (no checks: see ``score``)."""
    faces = list(board.faces)
    for tile in tiles:
        faces[tile.at] = tile.face
    return Board(tuple(faces), board.blanks | {tile.at for tile in tiles if tile.blank})


def check_placement(board: Board, tiles: Sequence[Tile]) -> None:
    """``BoardError`` naming the tile (``placement[i]``) that is off the
    board, on a full square, or more of a face than the set holds."""
    if not tiles:
        raise BoardError("a play places at least one tile", part="placement")
    if len(tiles) > RACK_SIZE:
        raise BoardError(f"a play places at most {RACK_SIZE} tiles", part="placement")
    seen: set[Square] = set()
    for index, tile in enumerate(tiles):
        if not 0 <= tile.at < SIZE * SIZE:
            raise BoardError("the square is off the board", part=f"placement[{index}]")
        if board.faces[tile.at] != EMPTY:
            raise BoardError(
                f"{name(tile.at)} already holds {board.faces[tile.at]!r}",
                part=f"placement[{index}]",
            )
        if tile.at in seen:
            raise BoardError(f"{name(tile.at)} is used twice", part=f"placement[{index}]")
        seen.add(tile.at)
    issue = over_issue(board.counts() + _counts(tiles))
    if issue:
        raise BoardError(f"the board and the play hold {issue}", part="placement")


def _counts(tiles: Iterable[Tile]) -> Counter[str]:
    return Counter(BLANK if tile.blank else tile.face for tile in tiles)


def score(board: Board, tiles: Sequence[Tile], bonus: Bonus = Bonus.SQRT) -> Scored:
    """Judge the play of ``tiles`` on ``board``: ``BoardError`` if it cannot
    be placed at all (see ``check_placement``), else a ``Scored`` that says
    whether it is legal, why not, and what it scores."""
    check_placement(board, tiles)
    ordered = tuple(sorted(tiles))
    squares = [tile.at for tile in ordered]
    direction = _direction(squares)
    if direction is None:
        return Scored(ordered, None, False, "the tiles are not in one row or one column")
    after = place(board, ordered)
    new = {tile.at: tile for tile in ordered}
    first, last = direction.offset(squares[0]), direction.offset(squares[-1])
    line = direction.line(squares[0])
    for offset in range(first, last + 1):
        if after.faces[direction.at(line, offset)] == EMPTY:
            gap = name(direction.at(line, offset))
            return Scored(ordered, direction, False, f"there is a gap at {gap}")
    if sum(tile.face == EQUALS for tile in ordered) > 1:
        return Scored(ordered, direction, False, "a play places at most one '='")
    if board.is_empty():
        if CENTRE not in new:
            return Scored(ordered, direction, False, "the first play must cover the centre")
    elif not any(board.faces[near] != EMPTY for at in squares for near in board.neighbours(at)):
        return Scored(ordered, direction, False, "the play must touch a tile on the board")
    runs = [(direction, after.run_through(squares[0], direction))]
    runs += [(direction.other, after.run_through(at, direction.other)) for at in squares]
    if len(ordered) == 1:
        runs = [(way, after.run_through(squares[0], way)) for way in Direction]
    equations = []
    for way, run in runs:
        if len(run) < 2:
            continue
        text = "".join(after.faces[at] for at in run)
        if not is_complete(text):
            continue
        verdict = check(text)
        if not verdict.valid or verdict.value is None:
            where = f"{name(run[0])} {way.value}"
            return Scored(
                ordered, direction, False, f"{text!r} at {where} is not true: {verdict.reason}"
            )
        in_run = [new[at] for at in run if at in new]
        word = 1
        for tile in in_run:
            word *= WORD[tile.at]
        equations.append(
            Equation(
                squares=tuple(run),
                text=text,
                value=verdict.value,
                tile_points=sum(points(t.face, blank=t.blank) * LETTER[t.at] for t in in_run),
                bonus=bonus.of(verdict.value),
                word_multiplier=word,
            )
        )
    main = runs[0][1]
    if len(ordered) == 1:
        if not equations:
            return Scored(ordered, direction, False, "the tile forms no equation")
        direction = Direction(next(way for way, run in runs if tuple(run) == equations[0].squares))
    elif not equations or equations[0].squares != tuple(main):
        text = "".join(after.faces[at] for at in main)
        return Scored(ordered, direction, False, f"the play's line {text!r} is not an equation")
    return Scored(
        ordered,
        direction,
        True,
        None,
        tuple(equations),
        BINGO if len(ordered) == RACK_SIZE else 0,
    )


def _direction(squares: Sequence[Square]) -> Direction | None:
    if len(squares) == 1:
        return Direction.ACROSS
    for way in Direction:
        if len({way.line(at) for at in squares}) == 1:
            return way
    return None

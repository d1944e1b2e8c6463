"""What the search looks up: what it is given for the way it reads
(``Setting``), and for each line, tables made once and kept while the
search goes back and forth between lines (``LineTables``)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from solver.mathscrabble.board import CENTRE, EMPTY, LETTER, SIZE, WORD, Board, Direction, Square
from solver.mathscrabble.bounds import KINDS, Floor, LineBounds, unpack
from solver.mathscrabble.budget import Budget
from solver.mathscrabble.crosschecks import POINTS, Cross
from solver.mathscrabble.equation import STEP, Bonus, State
from solver.mathscrabble.search.packed import (
    BLANK_KIND,
    DIGIT_KINDS,
    DIVIDE_KIND,
    ROOT_KIND,
    SCALER_KINDS,
    SQUARE_KIND,
    TIMES_KIND,
    UNIT,
    ZERO_KIND,
)
from solver.mathscrabble.search.records import Half, NewTile, Option, Reach, ShelfKey
from solver.mathscrabble.search.values import PartValues
from solver.mathscrabble.surds import Value
from solver.mathscrabble.tiles import (
    DIGITS,
    DIVIDE,
    EQUALS,
    FACES,
    OPERATORS,
    RACK_SIZE,
    ROOT,
    SQUARE,
    TIMES,
)

JOINERS = OPERATORS + EQUALS
"""What may join two terms: an operator or an ``=``."""


@dataclass(frozen=True, slots=True)
class Setting:
    """What every part of the search of one way is given, and the caches
    its lines share."""

    board: Board
    way: Direction
    bonus: Bonus
    counts: tuple[int, ...]
    """The rack's tiles, by kind."""
    size: int
    """How many tiles the rack holds."""
    rack: int
    """The rack's tiles, packed."""
    cross: dict[Square, Cross | None]
    """The board's cross-checks for the way (``crosschecks``)."""
    anchor: list[bool]
    """For each square, whether a tile there touches the board (or, on the
    empty board, covers the centre)."""
    floor: Floor
    budget: Budget
    values: PartValues
    bonuses: dict[Value, int]
    """The bonus of an equation of each value met, kept."""


def anchors(board: Board) -> list[bool]:
    """For each square, whether a tile there touches the board (or, on the
    empty board, covers the centre)."""
    if board.is_empty():
        return [at == CENTRE for at in range(SIZE * SIZE)]
    return [
        any(board.faces[near] != EMPTY for near in board.neighbours(at))
        for at in range(SIZE * SIZE)
    ]


@dataclass(slots=True, eq=False)
class LineTables:
    """What the search of one line looks up, by offset, and what it keeps."""

    squares: list[Square]
    faces: list[str]
    anchored: list[bool]
    """Whether a tile on each offset touches the board (``Setting.anchor``)."""
    menu: list[dict[State, list[Option]]]
    """What the rack's kinds of tile may put on each empty offset, by the
    grammar's state, ignoring how many are left."""
    by_face: list[dict[str, list[Option]]]
    """The same, by the face they put down, whatever the state."""
    equals_from: list[int]
    """For each offset, the first at or after it holding an ``=`` (``SIZE``
    if none)."""
    equals_placeable_from: list[int]
    """For each offset, the first at or after it that holds an ``=`` or may
    take one (``SIZE`` if none)."""
    joiner_from: list[int]
    """For each offset, the first at or after it holding a joiner."""
    to_touch: list[int]
    """For each offset, the fewest tiles a run going on from it must place
    to touch the board (``fewest_to_touch``)."""
    bounds: LineBounds
    shelf: dict[ShelfKey, dict[Value, list[Half]]] = field(default_factory=dict)
    """The rests found, by where they are filed and by value."""
    bingos_only: set[tuple[ShelfKey, Value]] = field(default_factory=set)
    """The rests on the shelf (by key and value) that are only those laying
    every tile left."""
    reaches: dict[tuple[int, int], Reach] = field(default_factory=dict)
    sums: dict[tuple[int, int], int] = field(default_factory=dict)
    zeroes: dict[tuple[int, int], bool] = field(default_factory=dict)

    def grow(self, half: Half, offset: int, option: Option) -> Half:
        """``half`` with the tile of ``option`` on ``offset``."""
        return Half(
            half.used + option.unit,
            half.letters + option.letters,
            half.word * option.word,
            half.crossing + option.crossing,
            half.touches or self.anchored[offset],
            (*half.tiles, option.tile),
        )

    def reach(self, offset: int, remaining: int) -> Reach:
        """What a run from ``offset`` with the ``remaining`` tiles (packed)
        writes at most: a size no value it writes reaches (the digits within
        reach, blanks as 9s, read largest first, plus 1, squared where a
        ``²`` may square, or a blank, then not a 9: see
        ``bounds.value_bound``), whether it can divide, and whether it can
        root."""
        found = self.reaches.get((offset, remaining))
        if found is None:
            kinds, faces = self.left_over(offset, remaining)
            blanks = kinds[BLANK_KIND]
            most = read_largest_first(kinds, faces, blanks) + 1
            if kinds[SQUARE_KIND] or SQUARE in faces:
                most *= most
            elif blanks:  # a blank is a 9 or a square, not both
                squared = read_largest_first(kinds, faces, blanks - 1) + 1
                most = max(most, squared * squared)
            divides = bool(blanks or kinds[DIVIDE_KIND] or DIVIDE in faces)
            roots = bool(blanks or kinds[ROOT_KIND] or ROOT in faces)
            found = self.reaches[offset, remaining] = Reach(most, divides, roots)
        return found

    def sum_bound(self, offset: int, remaining: int) -> int:
        """0 where a ``×``, ``÷`` or blank is among the ``remaining`` tiles
        (packed) or on the board within their reach from ``offset``; else
        the number the digits among them and within reach read, largest
        first, plus 1 (squared with a ``²``), more than any sum of terms
        they write."""
        bound = self.sums.get((offset, remaining))
        if bound is None:
            kinds, faces = self.left_over(offset, remaining)
            if any(kinds[kind] for kind in SCALER_KINDS) or TIMES in faces or DIVIDE in faces:
                bound = 0  # no bound
            else:
                bound = read_largest_first(kinds, faces, 0) + 1
                if kinds[SQUARE_KIND] or SQUARE in faces:
                    bound *= bound
            self.sums[offset, remaining] = bound
        return bound

    def zero(self, offset: int, remaining: int) -> bool:
        """Whether a term may be 0 after a ``×``: a ``0`` and a ``×`` (or
        blanks) among the ``remaining`` tiles (packed) or on the board
        within their reach from ``offset``."""
        found = self.zeroes.get((offset, remaining))
        if found is None:
            kinds, faces = self.left_over(offset, remaining)
            zero = kinds[BLANK_KIND] or kinds[ZERO_KIND] or "0" in faces
            times = kinds[BLANK_KIND] or kinds[TIMES_KIND] or TIMES in faces
            found = self.zeroes[offset, remaining] = bool(zero and times)
        return found

    def left_over(self, offset: int, remaining: int) -> tuple[list[int], list[str]]:
        """How many tiles of each kind the ``remaining`` tiles (packed) hold,
        and the faces on the board from ``offset`` on that a run placing at
        most that many more tiles may cover."""
        kinds = unpack(remaining)
        tiles = sum(kinds)
        end, empty = offset, 0
        while end < SIZE:
            if self.faces[end] == EMPTY:
                if empty == tiles:
                    break
                empty += 1
            end += 1
        return kinds, self.faces[offset:end]


def line_tables(setting: Setting, line: int, bounds: LineBounds) -> LineTables:
    """The tables of ``line`` (whose bounds are ``bounds``)."""
    squares = [setting.way.at(line, offset) for offset in range(SIZE)]
    faces = [setting.board.faces[at] for at in squares]
    menu = [_menu(setting, offset, squares[offset], faces[offset]) for offset in range(SIZE)]
    by_face = [_by_face(options) for options in menu]
    return LineTables(
        squares=squares,
        faces=faces,
        anchored=[setting.anchor[at] for at in squares],
        menu=menu,
        by_face=by_face,
        equals_from=_next_of(faces, EQUALS),
        equals_placeable_from=_equals_placeable(faces, by_face),
        joiner_from=_next_of(faces, JOINERS),
        to_touch=fewest_to_touch(faces, squares, setting.anchor),
        bounds=bounds,
    )


def fewest_to_touch(
    faces: Sequence[str], squares: Sequence[Square], anchor: Sequence[bool]
) -> list[int]:
    """For each offset of a line (its ``faces`` on its ``squares``), the
    fewest tiles that a run going on from it must place to touch the
    board (or cover the centre)."""
    never = RACK_SIZE + 1
    need = [never] * (SIZE + 1)
    for offset in reversed(range(SIZE)):
        if faces[offset] != EMPTY:
            need[offset] = 0
        elif anchor[squares[offset]]:
            need[offset] = 1
        else:
            need[offset] = min(never, need[offset + 1] + 1)
    return need


def read_largest_first(kinds: list[int], faces: list[str], nines: int) -> int:
    """The number read from the digits among tiles of ``kinds`` (counts),
    the board's ``faces`` and ``nines`` more 9s, largest first (0 for none):
    more than any terms written with them add or multiply up to (see
    ``bounds.value_bound``)."""
    digits = [int(face) for face in faces if face in DIGITS] + [9] * nines
    for kind in range(DIGIT_KINDS.start, DIGIT_KINDS.stop):
        digits += [int(KINDS[kind])] * kinds[kind]
    return int("".join(map(str, sorted(digits, reverse=True))) or "0")


def _menu(setting: Setting, offset: int, at: Square, face: str) -> dict[State, list[Option]]:
    """For each grammar state, what the rack's kinds of tile may put on
    ``offset`` of the line, the square ``at`` (if empty: ``face``),
    ignoring how many are left."""
    if face != EMPTY:
        return {}
    cross = setting.cross[at]
    menu: dict[State, list[Option]] = {state: [] for state in State}
    for kind, count in enumerate(setting.counts):
        if not count:
            continue
        blank = kind == BLANK_KIND
        for placed in FACES if blank else KINDS[kind]:
            if cross is not None and placed not in cross:
                continue
            scored = None if cross is None else cross[placed]
            crossing = 0 if scored is None else scored.with_blank if blank else scored.real
            letters = 0 if blank else POINTS[placed] * LETTER[at]
            tile = NewTile(offset, placed, blank)
            for state in State:
                following = STEP.get((state, placed))
                if following is not None:
                    option = Option(
                        kind,
                        placed,
                        following,
                        UNIT[kind],
                        letters,
                        WORD[at],
                        crossing,
                        blank,
                        tile,
                    )
                    menu[state].append(option)
    return menu


def _by_face(menu: dict[State, list[Option]]) -> dict[str, list[Option]]:
    """A square's options by the face they put down, whatever the state."""
    found: dict[str, dict[int, Option]] = {}
    for options in menu.values():
        for option in options:
            found.setdefault(option.face, {})[option.kind] = option
    return {face: list(by_kind.values()) for face, by_kind in found.items()}


def _next_of(faces: list[str], wanted: str) -> list[int]:
    """For each offset, the first offset at or after it holding one of
    ``wanted`` (``SIZE`` if none)."""
    found = [SIZE] * (SIZE + 1)
    for offset in reversed(range(SIZE)):
        found[offset] = offset if faces[offset] in wanted else found[offset + 1]
    return found


def _equals_placeable(faces: list[str], by_face: list[dict[str, list[Option]]]) -> list[int]:
    """For each offset, the first at or after it that holds an ``=`` or
    may take one (``SIZE`` if none)."""
    found = [SIZE] * (SIZE + 1)
    for offset in reversed(range(SIZE)):
        face = faces[offset]
        ok = face == EQUALS or (face == EMPTY and EQUALS in by_face[offset])
        found[offset] = offset if ok else found[offset + 1]
    return found

"""The search behind the move generator: one pass over the board's rows or
columns, finding every play whose main run reads that way.

- Cross-checks, once per board (``crosschecks``): for each empty square and
  face, whether the run it would form the other way is allowed (a fragment,
  or a true equation) and what that equation scores.
- A main run is split at its first ``=``.  From each start square that can
  reach the board, the *left part* is extended tile by tile while the
  grammar (``equation.STEP``) accepts it and an ``=`` can still end it.
- For each left part, the *rest* is searched with the tiles left, for the
  left part's value (memoized per square, tiles left and value); the rest's
  last term is not searched but solved for (``terms``), and a rest is
  searched only for a value it can reach at all.
- Scores are summed as tiles are placed: a fast path held to
  ``scoring.score`` by the tests.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from solver.mathscrabble.board import CENTRE, EMPTY, LETTER, SIZE, WORD, Board, Direction, Square
from solver.mathscrabble.bounds import BITS, KINDS, TYPICAL_BONUS, Floor, LineBounds, unpack
from solver.mathscrabble.budget import Budget
from solver.mathscrabble.crosschecks import POINTS, cross_checks
from solver.mathscrabble.equation import (
    ENDS,
    STEP,
    Bonus,
    State,
    joined,
    part_value,
)
from solver.mathscrabble.scoring import BINGO, Play, Tile
from solver.mathscrabble.surds import Surd, Value, magnitude_below, size_above
from solver.mathscrabble.terms import last_term, writings
from solver.mathscrabble.tiles import (
    BLANK,
    DIGITS,
    DIVIDE,
    EQUALS,
    FACES,
    MINUS,
    OPERATORS,
    PLUS,
    RACK_SIZE,
    ROOT,
    SQUARE,
    TIMES,
)

_BITS = BITS


_UNIT = tuple(1 << (_BITS * kind) for kind in range(len(KINDS)))


_Placed = tuple[tuple[int, str, bool], ...]
"""New tiles along a line: (offset, face, blank)."""


_Half = tuple[int, int, int, int, bool, _Placed]
"""Part of a main run: the rack tiles it uses (packed counts), its new
tiles' letter points, their word multiplier, the cross equations they
score, whether it touches the board, and the tiles."""


_NOTHING: _Half = (0, 0, 1, 0, False, ())


_Laid = tuple[int, int, bool] | None
"""What a part before the first ``=`` holds so far (see ``LineSearch._laying``)."""


_NOTHING_LAID: _Laid = (1, 0, False)


_TOUCHING: _Half = (0, 0, 1, 0, True, ())


_Option = tuple[int, str, State, int, int, int, int, bool]
"""A rack tile that may go on a square: kind, face, the grammar's next
state, then what it adds to a half: packed count, letter points, word
multiplier, cross points, and whether it is a blank."""


_ShelfKey = tuple[int, int, bool, bool]
"""Where rests are filed (``LineSearch.rests``): the square they start on,
the tiles left (packed), whether an ``=`` may still be placed, and whether
the part before them touched the board."""


_Join = tuple[Value, int, _Half, int]
"""A part before the first ``=`` ready for its rests: its value, the bonus
of an equation of that value, its tiles, and the most its plays can score."""


_Cases = tuple[tuple[int, str], ...]
"""What a rest being searched may still come to: each case a target (its
index in ``LineSearch.targets``) and the digit a blank laid as ``_WILD``
is for it ("" for none)."""


class LineSearch:
    """The plays whose main run reads one way."""

    def __init__(
        self,
        board: Board,
        rack: Counter[str],
        bonus: Bonus,
        way: Direction,
        emit: Callable[[Play], None],
        budget: Budget,
        floor: Floor | None = None,
    ) -> None:
        """``floor``: what a play must beat to be worth finding (see
        ``bounds``); by default every play is."""
        self.board, self.bonus, self.way = board, bonus, way
        self.floor = Floor() if floor is None else floor
        self.emit, self.budget, self._tick = emit, budget, budget.tick
        self.counts = [rack.get(kind, 0) for kind in KINDS]
        self.size = sum(self.counts)
        self.rack = sum(count * _UNIT[kind] for kind, count in enumerate(self.counts))
        self.cross = cross_checks(board, way, bonus)
        empty_board = board.is_empty()
        self.anchor = [
            at == CENTRE
            if empty_board
            else any(board.faces[near] != EMPTY for near in board.neighbours(at))
            for at in range(SIZE * SIZE)
        ]
        self.bonuses: dict[Value, int] = {}
        self.values: dict[str, Value | None] = {}
        self.squares: list[Square] = []
        self.faces: list[str] = []
        self.menu: list[dict[State, list[_Option]]] = []
        self.by_face: list[dict[str, list[_Option]]] = []
        self.rests: dict[_ShelfKey, dict[Value, list[_Half]]] = {}
        """The rests found from a square with tiles left, whether an ``=`` may
        still be placed and whether the left part touched the board, by value."""
        self.reach: dict[tuple[int, int], tuple[int, bool, bool]] = {}
        self.sums: dict[tuple[int, int], int] = {}
        self.zeroes: dict[tuple[int, int], bool] = {}
        self.rest_tiles = 0
        """The tiles (packed) the rest being searched was given."""
        self.targets: tuple[Value, ...] = ()
        """The values the rest being searched is for."""
        self.filing: list[list[_Half]] = []
        """The rests found for each of the ``targets``."""
        self.every: tuple[bool, ...] = ()
        """For each of the ``targets``, whether only rests that lay every
        tile left are wanted: its parts can beat the floor only with the
        bingo."""
        self.bingos_only: set[tuple[int, _ShelfKey, Value]] = set()
        """The rests filed (in ``rests``, by line, key and value) that are
        only those laying every tile left."""
        self.equals_from: list[int] = []
        self.equals_placeable_from: list[int] = []
        self.joiner_from: list[int] = []
        self.to_touch: list[int] = []
        self.bounds = LineBounds((), (), (), 0, bonus)
        self.line_bounds: dict[int, LineBounds] = {}
        self.line = -1
        """The line whose tables are set up."""
        self.entered: dict[int, tuple[Any, ...]] = {}
        self.waiting: dict[_ShelfKey, tuple[int, list[_Join]]] = {}
        """The parts, by where their rests are filed, that wait for rests not
        searched yet: once a floor is held, the rests for every value that
        parts from a start square need there are searched together, after
        the square's parts (the search is the same for each value); but not
        once the budget is late, so that no play found waits when it runs
        out."""

    def promise(self, line: int) -> int:
        """The largest word multiplier a play in ``line`` could earn: the
        product of the word premiums of the empty squares in a stretch
        that touches the board and holds no more of them than the rack
        has tiles (0 if no play can touch the board there)."""
        faces = [self.board.faces[self.way.at(line, offset)] for offset in range(SIZE)]
        best = 0
        for start in range(SIZE):
            product, placed, touches = 1, 0, False
            for offset in range(start, SIZE):
                at = self.way.at(line, offset)
                if faces[offset] == EMPTY:
                    if placed == self.size:
                        break
                    placed += 1
                    product *= WORD[at]
                    touches = touches or self.anchor[at]
                else:
                    touches = True
                if touches:
                    best = max(best, product)
        return best

    def _bounds_of(self, line: int) -> LineBounds:
        found = self.line_bounds.get(line)
        if found is None:
            squares = [self.way.at(line, offset) for offset in range(SIZE)]
            faces = [self.board.faces[at] for at in squares]
            found = self.line_bounds[line] = LineBounds(
                faces, squares, self._best_cross(squares, faces), self.size, self.bonus
            )
        return found

    def starts(self, line: int) -> list[tuple[int, int, int]]:
        """Each square of ``line`` where a main run may start, with the most
        a play starting there can score (``bounds``), and what one may
        likely score: the same with the bonus of a typical equation
        (``TYPICAL_BONUS``), the bound's loosest part, in its place."""
        if self.size == 0:
            return []
        bounds = self._bounds_of(line)
        faces = bounds.faces
        to_touch = self._to_touch(faces, bounds.squares)
        found = []
        for start in range(SIZE):
            if (start == 0 or faces[start - 1] == EMPTY) and to_touch[start] <= self.size:
                most = bounds.most(start, self.rack, 0, 1, 0)
                likely = bounds.most(start, self.rack, 0, 1, 0, bonus=TYPICAL_BONUS)
                found.append((most, min(most, likely), start))
        return found

    def run_start(self, line: int, start: int) -> None:
        """Emit every play whose main run starts on ``start`` of ``line``
        and may beat the floor."""
        self._enter(line)
        self.waiting = {}
        self._left(start, State.TERM, "", _NOTHING, 0, _NOTHING_LAID)
        self._search_waiting()

    def _enter(self, line: int) -> None:
        """Set up the tables for ``line`` (once; kept for going back to it)."""
        if line == self.line:
            return
        if self.line >= 0:
            self.entered[self.line] = self._tables()
        self.line = line
        kept = self.entered.get(line)
        if kept is not None:
            (
                self.squares,
                self.faces,
                self.menu,
                self.by_face,
                self.rests,
                self.reach,
                self.sums,
                self.zeroes,
                self.equals_from,
                self.equals_placeable_from,
                self.joiner_from,
                self.to_touch,
                self.bounds,
            ) = kept
            return
        self.squares = [self.way.at(line, offset) for offset in range(SIZE)]
        self.faces = [self.board.faces[at] for at in self.squares]
        self.menu = [self._menu(offset) for offset in range(SIZE)]
        self.by_face = [_by_face(menu) for menu in self.menu]
        self.rests = {}
        self.reach = {}
        self.sums = {}
        self.zeroes = {}
        self.equals_from = _next_of(self.faces, EQUALS)
        self.equals_placeable_from = self._equals_placeable()
        self.joiner_from = _next_of(self.faces, _JOINERS)
        self.to_touch = self._to_touch(self.faces, self.squares)
        self.bounds = self._bounds_of(line)

    def _tables(self) -> tuple[Any, ...]:
        """The tables ``_enter`` sets up, to keep while another line is searched."""
        return (
            self.squares,
            self.faces,
            self.menu,
            self.by_face,
            self.rests,
            self.reach,
            self.sums,
            self.zeroes,
            self.equals_from,
            self.equals_placeable_from,
            self.joiner_from,
            self.to_touch,
            self.bounds,
        )

    def _best_cross(self, squares: list[Square], faces: list[str]) -> list[int]:
        """For each offset of a line, the most a cross equation there can
        score with a tile of the rack (0 where none is formed)."""
        counts = self.counts
        blank = counts[_BLANK_KIND] > 0
        found = []
        for offset, at in enumerate(squares):
            cross = self.cross.get(at)
            best = 0
            if cross is not None and faces[offset] == EMPTY:
                for face, (real, with_blank, _) in cross.items():
                    if counts[KINDS.index(face)]:
                        best = max(best, real)
                    if blank:
                        best = max(best, with_blank)
            found.append(best)
        return found

    def _menu(self, offset: int) -> dict[State, list[_Option]]:
        """For each grammar state, what the rack's kinds of tile may put on
        ``offset`` (if empty), ignoring how many are left."""
        at = self.squares[offset]
        if self.faces[offset] != EMPTY:
            return {}
        cross = self.cross[at]
        menu: dict[State, list[_Option]] = {state: [] for state in State}
        for kind, count in enumerate(self.counts):
            if not count:
                continue
            blank = kind == _BLANK_KIND
            for face in FACES if blank else KINDS[kind]:
                if cross is not None and face not in cross:
                    continue
                scored = None if cross is None else cross[face]
                crossing = 0 if scored is None else scored.with_blank if blank else scored.real
                letters = 0 if blank else POINTS[face] * LETTER[at]
                for state in State:
                    following = STEP.get((state, face))
                    if following is not None:
                        menu[state].append(
                            (kind, face, following, _UNIT[kind], letters, WORD[at], crossing, blank)
                        )
        return menu

    def _equals_placeable(self) -> list[int]:
        """For each offset, the first at or after it that holds an ``=`` or
        may take one (``SIZE`` if none)."""
        found = [SIZE] * (SIZE + 1)
        for offset in reversed(range(SIZE)):
            face = self.faces[offset]
            ok = face == EQUALS or (face == EMPTY and EQUALS in self.by_face[offset])
            found[offset] = offset if ok else found[offset + 1]
        return found

    def _to_touch(self, faces: Sequence[str], squares: Sequence[Square]) -> list[int]:
        """For each offset of a line (its ``faces`` on its ``squares``), the
        fewest tiles that a run going on from it must place to touch the
        board (or cover the centre)."""
        never = RACK_SIZE + 1
        need = [never] * (SIZE + 1)
        for offset in reversed(range(SIZE)):
            if faces[offset] != EMPTY:
                need[offset] = 0
            elif self.anchor[squares[offset]]:
                need[offset] = 1
            else:
                need[offset] = min(never, need[offset + 1] + 1)
        return need

    def _value(self, part: str) -> Value | None:
        """``part_value``, cached for the search: worked out from the value
        of the part before its last operator when that is cached (the
        evaluation is left to right), else from the text."""
        try:
            return self.values[part]
        except KeyError:
            pass
        at = _last_joiner(part)
        prefix = part[:at]
        if at > 0 and prefix in self.values:
            before, term = self.values[prefix], part_value(part[at + 1 :])
            found = None if before is None or term is None else joined(before, part[at], term)
        else:
            found = part_value(part)
        self.values[part] = found
        return found

    def _grow(self, half: _Half, offset: int, option: _Option) -> _Half:
        """``half`` with the tile of ``option`` on ``offset``."""
        used, letters, word, crossing, touches, tiles = half
        _, face, _, unit, points, multiplier, cross_points, blank = option
        return (
            used + unit,
            letters + points,
            word * multiplier,
            crossing + cross_points,
            touches or self.anchor[self.squares[offset]],
            (*tiles, (offset, face, blank)),
        )

    def _left(
        self,
        offset: int,
        state: State,
        text: str,
        half: _Half,
        new: int,
        laid: _Laid,
        wild: tuple[str, ...] = (),
    ) -> None:
        """Extend the part before the first ``=`` from ``offset``; ``laid``
        is what ``text`` holds so far (``_laying``).  ``wild``: the digits a
        blank laid as ``_WILD`` in ``text`` may still be, or the operators
        one laid as ``_WILD_OPERATOR`` may (see ``_rest_from``: the search
        after it is the same for each until the ``=``, but for the values)."""
        if offset == SIZE:
            return
        self._tick()
        face = self.faces[offset]
        if face != EMPTY:
            following = STEP.get((state, face))
            if following is None:
                return
            touched = half if half[4] else _touching(half)
            if face == EQUALS:
                self._join(offset, text, touched, new, False, wild)
                return
            if following is State.TERM:
                going = self._going_on(text, face, offset, half[0], wild)
                if going is None:
                    return
                wild = going
            self._left(
                offset + 1,
                following,
                text + face,
                touched,
                new,
                self._laying(laid, text, face, wild),
                wild,
            )
            return
        if new == self.size or (not half[4] and self.to_touch[offset] > self.size - new):
            return
        if (
            state is State.NUMBER
            and not wild
            and text[-2:-1] in _GROWN
            and self._too_large(text, offset, self.rack - half[0])
        ):
            return
        floor = self.floor
        if floor.score >= 0:
            _, letters, word, crossing, _, _ = half
            if laid is None:
                return  # no value: no equation begins so
            most = self.bounds.most(
                offset,
                self.rack - half[0],
                letters,
                word,
                crossing,
                base=laid[0],
                term=laid[1],
                squared=laid[2],
            )
            if most < floor.score:
                floor.skipped = True
                return
        counts = self.counts
        # An '=' must end this part: one on the board, or one placed where the
        # cross-checks allow it; every square before it must be filled.
        placeable = counts[_EQUALS_KIND] or counts[_BLANK_KIND]
        equals = (self.equals_placeable_from if placeable else self.equals_from)[offset]
        if equals == SIZE or self.faces[offset:equals].count(EMPTY) > self.size - new:
            return
        ended = state in ENDS
        if ended and not wild:
            # Whether a joiner may follow (``_may_go_on``), worked out once.
            value = self._value(text)
            joins = adds = value is not None
            if value is not None:
                sums = self._sum_bound(offset, self.rack - half[0])
                adds = not sums or _addable(value, sums)
        classes: dict[tuple[str, int], list[_Option]] = {}
        for option in self.menu[offset][state]:
            kind = option[0]
            if not counts[kind]:
                continue
            going = wild
            if ended and option[2] is State.TERM:
                if wild:
                    found = self._going_on(text, option[1], offset, half[0], wild)
                    if found is None:
                        continue
                    going = found
                elif not (adds if option[1] in _ADDERS else joins):
                    continue
            if option[7] and not wild:
                # A blank laid as a digit going on with a number, or as a
                # binary operator: once for every such face with these cross
                # points (the search after it is the same for each).
                if option[2] is State.NUMBER:
                    classes.setdefault((_WILD, option[6]), []).append(option)
                    continue
                if option[1] in _BINARY and option[2] is State.TERM:
                    classes.setdefault((_WILD_OPERATOR, option[6]), []).append(option)
                    continue
            counts[kind] -= 1
            grown = self._grow(half, offset, option)
            if option[1] == EQUALS:
                self._join(offset, text, grown, new + 1, True, going)
            else:
                self._left(
                    offset + 1,
                    option[2],
                    text + option[1],
                    grown,
                    new + 1,
                    self._laying(laid, text, option[1], going),
                    going,
                )
            counts[kind] += 1
        for (placeholder, _), options in classes.items():
            kind, face, following = options[0][:3]
            faces = tuple(option[1] for option in options)
            counts[kind] -= 1
            self._left(
                offset + 1,
                following,
                text + placeholder,
                self._grow(half, offset, _as_class(options[0], placeholder)),
                new + 1,
                # The operators all begin a term after the same prefix.
                self._laying(laid, text, face if placeholder == _WILD_OPERATOR else _WILD, faces),
                faces,
            )
            counts[kind] += 1

    def _going_on(
        self, text: str, joiner: str, offset: int, used: int, wild: tuple[str, ...]
    ) -> tuple[str, ...] | None:
        """The digits of ``wild`` for which a play may go on from ``text``
        with ``joiner`` (``_may_go_on``); ``wild`` itself if it is empty and
        it may; None if it may for none."""
        if not wild:
            return wild if self._may_go_on(text, joiner, offset, used) else None
        if wild[0] in DIGITS and (
            joiner not in _ADDERS or not self._sum_bound(offset, self.rack - used)
        ):
            # Then it may if the part has a value, and a digit does not
            # decide that: a number with the digit in it is never 0, so
            # never a divisor of 0.
            return wild if self._value(_as(text, wild[0])) is not None else None
        kept = tuple(d for d in wild if self._may_go_on(_as(text, d), joiner, offset, used))
        return kept or None

    def _laying(self, laid: _Laid, text: str, face: str, wild: tuple[str, ...] = ()) -> _Laid:
        """What a part before the first ``=`` holds once ``face`` follows
        ``text``, which held ``laid``: for ``bounds.value_bound``, an integer
        at least its prefix's size plus 1 (the text before its last binary
        operator; 1 with none), its last term's digits so far read as a
        number, plus 1 (0 with none), and whether that term is squared; None
        once the prefix has no value.  A ``_WILD`` (or ``_WILD_OPERATOR``)
        is each of the faces ``wild``: the largest of what they hold."""
        if laid is None:
            return None
        base, term, squared = laid
        if face in DIGITS or face == _WILD:
            digit = int(max(wild) if face == _WILD else face)
            return base, 10 * (term - 1 if term else 0) + digit + 1, squared
        if face == SQUARE:
            return base, term, True
        if face in _BINARY and text and text[-1] in _TERM_ENDS:
            prefixes = [self._value(_as(text, digit)) for digit in wild or ("",)]
            sizes = [size_above(prefix) for prefix in prefixes if prefix is not None]
            return (max(sizes) + 1, 0, False) if sizes else None
        return laid  # a root, or a number's sign

    def _too_large(self, text: str, offset: int, remaining: int) -> bool:
        """Whether a part before the first ``=`` that reads ``text``, its last
        number still growing, is sure to be larger in size than any part
        after the ``=``, from ``offset`` on with the ``remaining`` tiles
        (packed).

        The term the number begins is at least as large as the number (or
        its root): added or subtracted, it leaves a value ``r`` at least its
        size less the value before it; multiplying, at least its size times
        the value before it, rounded down.  Unless a term may be 0 after a
        ``×`` (a nonzero term is at least 1 in size), the terms after it
        leave at least ``r / D - S``, dividing by ``D`` in all and adding or
        subtracting ``S``, with ``D (S + 1) <= P``, ``P`` the product of
        their sizes plus 1.  A part after the ``=`` is at most ``Q - 1``,
        ``Q`` the same product for its terms, and ``P Q <= M``, the size
        the tiles left and the board within their reach write
        (``_reach``).  For the two to be equal, ``r <= D (Q - 1 + S) <= M -
        1``."""
        start = len(text)
        while start and text[start - 1] in DIGITS:
            start -= 1
        size = int(text[start:])
        if start and text[start - 1] == ROOT:
            size = math.isqrt(size)
            start -= 1
        if start and text[start - 1] == MINUS and (start == 1 or text[start - 2] in _BINARY):
            start -= 1  # a sign
        if start:
            joiner = text[start - 1]
            before = self._value(text[: start - 1])
            if before is None or joiner == DIVIDE or isinstance(before, Surd):
                return False
            if joiner == TIMES:
                size *= abs(before.numerator) // before.denominator
            else:
                size -= size_above(before)
        return size >= self._reach(offset, remaining)[0] and not self._zero(offset, remaining)

    def _zero(self, offset: int, remaining: int) -> bool:
        """Whether a term may be 0 after a ``×``: a ``0`` and a ``×`` (or
        blanks) among the ``remaining`` tiles (packed) or on the board
        within their reach from ``offset``."""
        found = self.zeroes.get((offset, remaining))
        if found is None:
            kinds, faces = self._left_over(offset, remaining)
            zero = kinds[_BLANK_KIND] or kinds[_ZERO_KIND] or "0" in faces
            times = kinds[_BLANK_KIND] or kinds[_TIMES_KIND] or TIMES in faces
            found = self.zeroes[offset, remaining] = bool(zero and times)
        return found

    def _may_go_on(self, text: str, joiner: str, offset: int, used: int) -> bool:
        """Whether a play can go on from the part ``text`` with ``joiner``
        (an operator or ``=``) on ``offset``, ``used`` (packed) tiles of the
        rack being used.  Not if the part has no value (a root that is not
        whole, a division by zero).  Nor, for ``+`` and ``-``, where no
        ``×``, ``÷`` or blank is left on the rack or ahead on the board:
        every later term is whole and is added or subtracted, so a fraction
        stays one where the other part is whole, and the terms made of the
        digits left come to less than ``_sum_bound``, too little to make up
        a larger difference."""
        value = self._value(text)
        if value is None:
            return False
        if joiner not in _ADDERS:
            return True
        bound = self._sum_bound(offset, self.rack - used)
        return not bound or _addable(value, bound)

    def _values_by_digit(self, text: str, cases: _Cases) -> dict[str, Value | None]:
        """The value of ``text`` for each digit its ``_WILD`` is in ``cases``."""
        return {digit: self._value(_as(text, digit)) for digit in {case[1] for case in cases}}

    def _sum_bound(self, offset: int, remaining: int) -> int:
        """0 where a ``×``, ``÷`` or blank is among the ``remaining`` tiles
        (packed) or on the board within their reach from ``offset``; else
        the number the digits among them and within reach read, largest
        first, plus 1 (squared with a ``²``), more than any sum of terms
        they write."""
        bound = self.sums.get((offset, remaining))
        if bound is None:
            kinds, faces = self._left_over(offset, remaining)
            if any(kinds[kind] for kind in _SCALER_KINDS) or TIMES in faces or DIVIDE in faces:
                bound = 0  # no bound
            else:
                bound = _read_largest_first(kinds, faces, 0) + 1
                if kinds[_SQUARE_KIND] or SQUARE in faces:
                    bound *= bound
            self.sums[offset, remaining] = bound
        return bound

    def _left_over(self, offset: int, remaining: int) -> tuple[list[int], list[str]]:
        """How many tiles of each kind the ``remaining`` tiles (packed) hold,
        and the faces on the board from ``offset`` on that a run placing at
        most that many more tiles may cover."""
        kinds = [(remaining >> (_BITS * kind)) & 15 for kind in range(len(KINDS))]
        tiles = sum(kinds)
        end, empty = offset, 0
        while end < SIZE:
            if self.faces[end] == EMPTY:
                if empty == tiles:
                    break
                empty += 1
            end += 1
        return kinds, self.faces[offset:end]

    def _join(
        self,
        equals: int,
        text: str,
        left: _Half,
        new: int,
        placed_equals: bool,
        wild: tuple[str, ...] = (),
    ) -> None:
        """Emit every play whose first ``=`` is on ``equals`` after the part
        ``text`` (for each face ``wild`` may be, once with none).  The rests
        are searched once for every part ending so with the same tiles left
        and the same value, and the values a wild face leaves that no rest
        has been searched for yet are searched together."""
        if equals == SIZE - 1:
            return
        remaining = self.rack - left[0]
        joins: list[_Join] = []
        for face in wild or ("",):
            value = self._value(_as(text, face))
            if value is None or not self._reachable(value, equals + 1, remaining):
                continue
            bonus = self.bonuses.get(value)
            if bonus is None:
                bonus = self.bonuses[value] = self.bonus.of(value)
            resolved = _resolved(left, face)
            most = self._most(equals + 1, remaining, resolved, bonus, placed_equals)
            if not self._beaten(most):
                joins.append((value, bonus, resolved, most))
        # The rests filed for parts that end here with these tiles left, by value.
        key = (equals + 1, remaining, not placed_equals, left[4])
        shelf = self.rests.setdefault(key, {})
        if self.floor.score >= 0 and any(join[0] not in shelf for join in joins):
            if not self.budget.late:
                self.waiting.setdefault(key, (new, []))[1].extend(joins)
                return
            self._search_waiting()  # late: what waits is searched before the budget runs out
        self._search_rests(key, new, joins)

    def _search_waiting(self) -> None:
        """Search the rests the parts in ``waiting`` wait for, and emit their
        plays: the parts whose plays may score the most first, so that the
        floor rises soonest."""
        waiting, self.waiting = self.waiting, {}
        ranked = sorted(waiting.items(), key=lambda item: -max(join[3] for join in item[1][1]))
        for key, (new, joins) in ranked:
            self._search_rests(key, new, joins)

    def _search_rests(self, key: _ShelfKey, new: int, joins: list[_Join]) -> None:
        """Emit the plays of the parts ``joins`` whose rests are filed under
        ``key``, having ``new`` tiles placed, searching together the rests of
        the values not searched yet."""
        offset, remaining, may_place_equals, touches = key
        shelf = self.rests[key]
        # The floor may have risen while the parts waited.
        joins = [join for join in joins if not self._beaten(join[3])]
        # Whether each value's parts need the bingo to beat the floor.
        bingo = self.bounds.ahead(offset, remaining, not may_place_equals).bingo
        bingo_only: dict[Value, bool] = {}
        for value, _, _, most in joins:
            needs = bool(bingo) and self._beaten(most - bingo)
            bingo_only[value] = bingo_only.get(value, True) and needs
        for value, only in bingo_only.items():
            if not only and (self.line, key, value) in self.bingos_only:
                del shelf[value]  # filed for bingos only: these parts need the rest too
                self.bingos_only.discard((self.line, key, value))
        unsearched = [value for value in bingo_only if value not in shelf]
        if unsearched:
            self.rest_tiles, self.targets = remaining, tuple(unsearched)
            self.every = tuple(bingo_only[value] for value in unsearched)
            self.bingos_only.update(
                (self.line, key, value) for value in unsearched if bingo_only[value]
            )
            self.filing = [[] for _ in unsearched]
            start = _TOUCHING if touches else _NOTHING
            cases = tuple((target, "") for target in range(len(unsearched)))
            counts = self.counts
            self.counts = unpack(remaining)
            try:
                self._rest(offset, State.TERM, "", start, new, may_place_equals, False, cases)
            finally:
                self.counts = counts
            shelf.update(zip(unsearched, self.filing, strict=True))
        for value, bonus, resolved, most in joins:
            rests = shelf[value]
            # The floor may have risen as the plays before were emitted.
            if rests and not self._beaten(most):
                self._emit_joined(resolved, rests, bonus)

    def _beaten(self, most: int) -> bool:
        """Whether plays that score at most ``most`` cannot beat the floor;
        if so, the floor has skipped something."""
        floor = self.floor
        if 0 <= floor.score and most < floor.score:
            floor.skipped = True
            return True
        return False

    def _most(
        self, offset: int, remaining: int, left: _Half, bonus: int, equals_placed: bool
    ) -> int:
        """The most a play of the part ``left`` (whose equation earns
        ``bonus``) with a rest from ``offset`` and the ``remaining`` tiles
        (packed) can score."""
        _, letters, word, crossing, _, _ = left
        return self.bounds.most(
            offset, remaining, letters, word, crossing, bonus=bonus, equals_placed=equals_placed
        )

    def _emit_joined(self, left: _Half, rests: list[_Half], bonus: int) -> None:
        """Emit the plays of the part ``left`` followed by each of ``rests``."""
        _, letters, word, crossing, touches, tiles = left
        for _, r_letters, r_word, r_crossing, r_touches, r_tiles in rests:
            both = tiles + r_tiles
            if not both or not (touches or r_touches):
                continue
            if len(both) == 1 and self.way is Direction.DOWN and self._across_has_equals(both[0]):
                continue  # a single tile with an equation across is found reading across
            total = (letters + r_letters + bonus) * word * r_word + crossing + r_crossing
            if len(both) == RACK_SIZE:
                total += BINGO
            self.emit(
                Play(
                    tuple(Tile(self.squares[o], face, blank) for o, face, blank in both),
                    self.way,
                    total,
                )
            )

    def _reachable(self, value: Value, offset: int, remaining: int) -> bool:
        """Whether a rest from ``offset`` with the ``remaining`` tiles (packed)
        can be worth ``value`` at all: a fraction needs a ``÷`` (terms are
        whole or whole multiples of roots, and ``+ - ×`` keep them so), a
        value with a root in it needs a ``√``, and no rest is as large as
        its digits can write (``_reach``)."""
        most, divides, roots = self._reach(offset, remaining)
        if isinstance(value, Surd):
            whole = all(coefficient.denominator == 1 for _, coefficient in value.parts)
            return roots and (whole or divides) and magnitude_below(value, most)
        whole = value.denominator == 1
        return (whole or divides) and abs(value.numerator) < most * value.denominator

    def _reach(self, offset: int, remaining: int) -> tuple[int, bool, bool]:
        """For a run from ``offset`` with the ``remaining`` tiles (packed): a
        size no value it writes reaches (the digits within reach, blanks as
        9s, read largest first, plus 1, squared where a ``²`` may square, or
        a blank, then not a 9: see ``bounds.value_bound``), whether it can
        divide, and whether it can root."""
        found = self.reach.get((offset, remaining))
        if found is None:
            kinds, faces = self._left_over(offset, remaining)
            blanks = kinds[_BLANK_KIND]
            most = _read_largest_first(kinds, faces, blanks) + 1
            if kinds[_SQUARE_KIND] or SQUARE in faces:
                most *= most
            elif blanks:  # a blank is a 9 or a square, not both
                squared = _read_largest_first(kinds, faces, blanks - 1) + 1
                most = max(most, squared * squared)
            divides = bool(blanks or kinds[_DIVIDE_KIND] or DIVIDE in faces)
            roots = bool(blanks or kinds[_ROOT_KIND] or ROOT in faces)
            found = self.reach[offset, remaining] = (most, divides, roots)
        return found

    def _joiner_ahead(self, offset: int, new: int, may_place_equals: bool) -> bool:
        """Whether an operator or ``=`` can follow a term from ``offset``."""
        if self.counts[_BLANK_KIND] or any(self.counts[_OPERATOR_KINDS]):
            return True
        if may_place_equals and self.counts[_EQUALS_KIND]:
            return True
        joiner = self.joiner_from[offset + 1] if offset < SIZE - 1 else SIZE
        return joiner < SIZE and self.faces[offset:joiner].count(EMPTY) <= self.size - new

    def _across_has_equals(self, tile: tuple[int, str, bool]) -> bool:
        cross = self.cross[self.squares[tile[0]]]
        return cross is not None and cross[tile[1]].equation

    def _rest(
        self,
        offset: int,
        state: State,
        text: str,
        half: _Half,
        new: int,
        may_place_equals: bool,
        any_end: bool,
        cases: _Cases,
    ) -> None:
        """File every way to finish, from ``offset``, a main run whose parts
        are worth one of the ``targets``, with the tiles left: ``text`` is
        the current part so far, and ``cases`` the targets still possible,
        each with the digit a blank laid as ``_WILD`` (in ``text``, or
        earlier in the run) would be for it ("" for none); each way is filed
        for its target, its blank laid as that digit.  The run's last term
        is solved for, not searched, unless any term would do (``any_end``:
        after ``×0``, or ``0÷``, with a target of 0)."""
        self._tick()
        if not half[4] and self.to_touch[offset] > self.size - new:
            return  # the left part did not touch the board, and this cannot
        if (
            new < self.size
            and any(self.every[case[0]] for case in cases)
            and not self.bounds.ahead(offset, self.rest_tiles - half[0], not may_place_equals).bingo
        ):
            # The tiles left cannot all be laid from here: no bingo.
            cases = tuple(case for case in cases if not self.every[case[0]])
            if not cases:
                return
        if state is not State.TERM:
            self._rest_from(offset, state, text, half, new, may_place_equals, any_end, cases)
            return
        going_on: dict[bool, list[tuple[int, str]]] = {}
        targets, filing = self.targets, self.filing
        most = self._reach(offset, self.rest_tiles - half[0])[0]
        # The part's value before its last term, by digit.
        before = self._values_by_digit(text[:-1], cases) if text else {}
        for case in cases:
            index, digit = case
            target = targets[index]
            if text:
                so_far = before[digit]
                if so_far is None:
                    continue
                needed = last_term(text[-1], so_far, target)
                any_end = needed is None and target == 0 and so_far == 0
            else:
                needed, any_end = target, False
            if needed is not None and _may_lay(needed, most):
                laid = _resolved(half, digit)
                every = self.every[index]
                for writing in writings(needed):
                    self._place_last(offset, writing, 0, laid, new, filing[index], every)
            going_on.setdefault(any_end, []).append(case)
        for any_end, still in going_on.items():
            if not any_end and not self._joiner_ahead(offset, new, may_place_equals):
                continue  # this term is the last: solved for above
            self._rest_from(offset, state, text, half, new, may_place_equals, any_end, tuple(still))

    def _rest_from(
        self,
        offset: int,
        state: State,
        text: str,
        half: _Half,
        new: int,
        may_place_equals: bool,
        any_end: bool,
        cases: _Cases,
    ) -> None:
        """``_rest`` on from the face read on ``offset``: a blank laid as a
        digit 1-9 after a digit, or as a digit 1-9 starting a number, is
        laid once as ``_WILD`` for every such digit the square allows with
        the same cross points (the search after it is the same for each;
        only values differ), while no other blank is."""
        face = self.faces[offset]
        counts = self.counts
        ends_here = offset == SIZE - 1 or self.faces[offset + 1] == EMPTY
        if face != EMPTY:
            following = STEP.get((state, face))
            if following is not None:
                touched = half if half[4] else _touching(half)
                self._rest_on(
                    offset,
                    following,
                    text,
                    face,
                    touched,
                    new,
                    may_place_equals,
                    any_end,
                    ends_here,
                    cases,
                )
            return
        if new == self.size:
            return
        wild = bool(cases[0][1])
        classes: dict[int, list[_Option]] = {}
        for option in self.menu[offset][state]:
            kind, placed = option[0], option[1]
            if not counts[kind] or (placed == EQUALS and not may_place_equals):
                continue
            if option[7] and not wild and option[2] is State.NUMBER and placed != "0":
                classes.setdefault(option[6], []).append(option)
                continue
            counts[kind] -= 1
            self._rest_on(
                offset,
                option[2],
                text,
                placed,
                self._grow(half, offset, option),
                new + 1,
                may_place_equals and placed != EQUALS,
                any_end,
                ends_here,
                cases,
            )
            counts[kind] += 1
        for options in classes.values():
            kind, _, following = options[0][:3]
            counts[kind] -= 1
            self._rest_on(
                offset,
                following,
                text,
                _WILD,
                self._grow(half, offset, _as_class(options[0], _WILD)),
                new + 1,
                may_place_equals,
                any_end,
                ends_here,
                tuple((target, option[1]) for target, _ in cases for option in options),
            )
            counts[kind] += 1

    def _rest_on(
        self,
        offset: int,
        following: State,
        text: str,
        placed: str,
        half: _Half,
        new: int,
        may_place_equals: bool,
        any_end: bool,
        ends_here: bool,
        cases: _Cases,
    ) -> None:
        """Go on after ``placed`` is read on ``offset``."""
        targets = self.targets
        if placed in _ADDERS and following is State.TERM:
            # Where no ``×``, ``÷`` or blank is left (``_sum_bound``), the
            # terms to come are whole, added or subtracted, and come to less
            # than the bound: the difference to make up must be so too.
            bound = self._sum_bound(offset + 1, self.rest_tiles - half[0])
            values = self._values_by_digit(text, cases)
            cases = tuple(
                case
                for case in cases
                if (so_far := values[case[1]]) is not None
                and (not bound or _addable(targets[case[0]] - so_far, bound))
            )
            if not cases:
                return
        if placed == EQUALS:
            if offset < SIZE - 1:
                values = self._values_by_digit(text, cases)
                cases = tuple(case for case in cases if values[case[1]] == targets[case[0]])
                if cases:
                    self._rest(offset + 1, following, "", half, new, may_place_equals, False, cases)
            return
        grown = text + placed
        if any_end and following in ENDS and ends_here:
            for target, digit in cases:
                if self._value(_as(grown, digit)) == targets[target] and self._wanted(
                    self.every[target], new
                ):
                    self.filing[target].append(_resolved(half, digit))
        if offset < SIZE - 1:
            self._rest(
                offset + 1,
                following,
                grown,
                half,
                new,
                may_place_equals,
                any_end and following is not State.TERM,
                cases,
            )

    def _wanted(self, every: bool, new: int) -> bool:
        """Whether a rest that ends with ``new`` tiles placed is filed: not
        if only those that lay ``every`` tile are wanted and it keeps one."""
        return not every or new == self.size

    def _place_last(
        self,
        offset: int,
        writing: str,
        index: int,
        half: _Half,
        new: int,
        rests: list[_Half],
        every: bool,
    ) -> None:
        """File every way to lay ``writing[index:]`` from ``offset`` as the
        run's last term, each empty square taking a real tile or a blank
        (if ``every``, only the ways that lay every tile left)."""
        if index == len(writing):
            if (offset == SIZE or self.faces[offset] == EMPTY) and self._wanted(every, new):
                rests.append(half)
            return
        if offset == SIZE:
            return
        char = writing[index]
        face = self.faces[offset]
        if face != EMPTY:
            if face == char:
                touched = half if half[4] else _touching(half)
                self._place_last(offset + 1, writing, index + 1, touched, new, rests, every)
            return
        for option in self.by_face[offset].get(char, ()):
            if self.counts[option[0]]:
                self.counts[option[0]] -= 1
                grown = self._grow(half, offset, option)
                self._place_last(offset + 1, writing, index + 1, grown, new + 1, rests, every)
                self.counts[option[0]] += 1


_BLANK_KIND = KINDS.index(BLANK)


_EQUALS_KIND = KINDS.index(EQUALS)


# The operators, like the digits, are next to each other among the kinds.
_OPERATOR_KINDS = slice(KINDS.index(OPERATORS[0]), KINDS.index(OPERATORS[-1]) + 1)


_ADDERS = PLUS + MINUS


_SCALER_KINDS = tuple(KINDS.index(face) for face in (TIMES, DIVIDE, BLANK))


_JOINERS = OPERATORS + EQUALS


_DIGIT_KINDS = slice(KINDS.index(DIGITS[0]), KINDS.index(DIGITS[-1]) + 1)


_SQUARE_KIND = KINDS.index(SQUARE)


_DIVIDE_KIND = KINDS.index(DIVIDE)


_TIMES_KIND = KINDS.index(TIMES)


_ZERO_KIND = KINDS.index("0")


_ROOT_KIND = KINDS.index(ROOT)


_BINARY = PLUS + MINUS + TIMES + DIVIDE


_WILD = "d"
"""A blank laid as one of several digits, not yet decided."""


_WILD_OPERATOR = "o"
"""A blank laid as one of several binary operators, not yet decided."""


_TERM_ENDS = DIGITS + SQUARE + _WILD


_GROWN = DIGITS + TIMES
"""What comes before the last digit of a part whose size ``_too_large``
looks at: more digits of the number, or a ``×``."""


def _read_largest_first(kinds: list[int], faces: list[str], nines: int) -> int:
    """The number read from the digits among tiles of ``kinds`` (counts),
    the board's ``faces`` and ``nines`` more 9s, largest first (0 for none):
    more than any terms written with them add or multiply up to (see
    ``bounds.value_bound``)."""
    digits = [int(face) for face in faces if face in DIGITS] + [9] * nines
    for kind in range(_DIGIT_KINDS.start, _DIGIT_KINDS.stop):
        digits += [int(KINDS[kind])] * kinds[kind]
    return int("".join(map(str, sorted(digits, reverse=True))) or "0")


def _last_joiner(part: str) -> int:
    """Where the last binary operator of a part is (-1 if it has none): a
    ``-`` after a term's end, not a sign."""
    found = max(part.rfind(PLUS), part.rfind(TIMES), part.rfind(DIVIDE))
    minus = part.rfind(MINUS)
    while minus > found and part[minus - 1] not in _TERM_ENDS:
        minus = part.rfind(MINUS, 0, minus)
    return max(found, minus)


def _may_lay(term: Value, most: int) -> bool:
    """Whether a rest's last term worth ``term`` might be laid where the
    digits within reach write values below ``most`` (``LineSearch._reach``):
    it must be whole (or a whole multiple of a root), and smaller."""
    if isinstance(term, Surd):
        return term.is_term() and magnitude_below(term, most)
    if term.denominator != 1:
        return False
    return abs(term.numerator) < most


def _addable(value: Value, bound: int) -> bool:
    """Whether whole terms and whole multiples of roots, added and
    subtracted, of fewer than ``bound`` in all, may come to ``value``: its
    rational part must be whole and its size below ``bound``."""
    if isinstance(value, Surd):
        return value.rational.denominator == 1 and magnitude_below(value, bound)
    return value.denominator == 1 and abs(value.numerator) < bound


def _as_class(option: _Option, placeholder: str) -> _Option:
    """``option`` laying ``placeholder``, a class of faces, in place of its face."""
    return (option[0], placeholder, *option[2:])


def _as(text: str, face: str) -> str:
    """``text`` with its ``_WILD`` (or ``_WILD_OPERATOR``) read as ``face``
    (as it is, for none)."""
    if not face:
        return text
    return text.replace(_WILD if face in DIGITS else _WILD_OPERATOR, face)


def _resolved(half: _Half, digit: str) -> _Half:
    """``half`` with its ``_WILD`` (or ``_WILD_OPERATOR``) tile laid as
    ``digit`` (as it is, for none)."""
    if not digit:
        return half
    wild = _WILD if digit in DIGITS else _WILD_OPERATOR
    tiles = tuple(
        (offset, digit if face == wild else face, blank) for offset, face, blank in half[5]
    )
    return (*half[:5], tiles)


def _touching(half: _Half) -> _Half:
    return (*half[:4], True, half[5])


def _next_of(faces: list[str], wanted: str) -> list[int]:
    """For each offset, the first offset at or after it holding one of
    ``wanted`` (``SIZE`` if none)."""
    found = [SIZE] * (SIZE + 1)
    for offset in reversed(range(SIZE)):
        found[offset] = offset if faces[offset] in wanted else found[offset + 1]
    return found


def _by_face(menu: dict[State, list[_Option]]) -> dict[str, list[_Option]]:
    """A square's options by the face they put down, whatever the state."""
    found: dict[str, dict[int, _Option]] = {}
    for options in menu.values():
        for option in options:
            found.setdefault(option[1], {})[option[0]] = option
    return {face: list(by_kind.values()) for face, by_kind in found.items()}

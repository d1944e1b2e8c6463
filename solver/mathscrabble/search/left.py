"""Left parts: the part of a main run before its first ``=``, extended from
a start square tile by tile while the grammar accepts it, an ``=`` can
still end it, and its plays may beat the floor; each that reaches an ``=``
is handed on to be joined to its rests.

A part is dropped as soon as no equation can come of it: it has no value
(a root that is not whole, a division by zero), no joiner may follow it
(``_may_go_on``), or its last number is already too large for any part
after the ``=`` to equal (``_too_large``).
"""

from __future__ import annotations

import math
from collections.abc import Callable

from solver.mathscrabble.board import EMPTY, SIZE
from solver.mathscrabble.equation import ENDS, STEP, State
from solver.mathscrabble.search.blanks import (
    BINARY,
    WILD,
    WILD_OPERATOR,
    as_class,
    as_face,
    left_class,
)
from solver.mathscrabble.search.packed import BLANK_KIND, EQUALS_KIND
from solver.mathscrabble.search.records import Half, Laid, Option
from solver.mathscrabble.search.tables import LineTables, Setting
from solver.mathscrabble.search.values import TERM_ENDS, addable
from solver.mathscrabble.surds import Surd, size_above
from solver.mathscrabble.tiles import DIGITS, DIVIDE, EQUALS, MINUS, PLUS, ROOT, SQUARE, TIMES

ADDERS = PLUS + MINUS

GROWN = DIGITS + TIMES
"""What comes before the last digit of a part whose size ``_too_large``
looks at: more digits of the number, or a ``×``."""

Join = Callable[[int, str, Half, int, bool, tuple[str, ...]], None]
"""Takes a left part that reaches its ``=``: where the ``=`` is, the
part's text, its half, the tiles placed, whether the ``=`` is placed (not
the board's), and the faces its wild blank may be (see ``joins.Joiner.join``)."""


class LeftParts:
    """The left parts of one line's main runs from a start square, each
    handed to ``join`` at its ``=``."""

    def __init__(self, setting: Setting, tables: LineTables, join: Join) -> None:
        self.tables, self.join = tables, join
        self.values, self.floor = setting.values, setting.floor
        self.size, self.rack = setting.size, setting.rack
        self.counts = list(setting.counts)
        """The rack's tiles left, by kind, as the search lays them."""
        self._tick = setting.budget.tick

    def extend(
        self,
        offset: int,
        state: State,
        text: str,
        half: Half,
        new: int,
        laid: Laid | None,
        wild: tuple[str, ...] = (),
    ) -> None:
        """Extend the part ``text`` (laid as ``half``, with ``new`` tiles
        placed, holding ``laid``: ``_laying``) from ``offset``, where the
        grammar is in ``state``.  ``wild``: the digits a blank laid as
        ``WILD`` in ``text`` may still be, or the operators one laid as
        ``WILD_OPERATOR`` may (see ``blanks``)."""
        if offset == SIZE:
            return
        self._tick()
        face = self.tables.faces[offset]
        if face != EMPTY:
            self._read(offset, face, state, text, half, new, laid, wild)
            return
        if self._blocked(offset, state, text, half, new, laid, wild):
            return
        # Each tile of the rack that may go on the empty square, once; a
        # blank that ``left_class`` lays as a class of faces, once for the
        # class.  (Not a function of its own: each frame on the path of the
        # recursion costs, see ``records``.)
        tables, counts = self.tables, self.counts
        ended = state in ENDS
        joins = adds = False  # whether a joiner, and a + or -, may follow
        if ended and not wild:
            joins, adds = self._joiners(text, offset, half.used)
        classes: dict[tuple[str, int], list[Option]] = {}
        for option in tables.menu[offset][state]:
            kind = option.kind
            if not counts[kind]:
                continue
            face, following = option.face, option.following
            going = wild
            if ended and following is State.TERM:
                if wild:
                    found = self._going_on(text, face, offset, half.used, wild)
                    if found is None:
                        continue
                    going = found
                elif not (adds if face in ADDERS else joins):
                    continue
            placeholder = left_class(option) if option.blank and not wild else None
            if placeholder is not None:
                classes.setdefault((placeholder, option.crossing), []).append(option)
                continue
            counts[kind] -= 1
            grown = tables.grow(half, offset, option)
            if face == EQUALS:
                self.join(offset, text, grown, new + 1, True, going)
            else:
                laying = self._laying(laid, text, face, going)
                self.extend(offset + 1, following, text + face, grown, new + 1, laying, going)
            counts[kind] += 1
        for (placeholder, _), options in classes.items():
            self._lay_class(offset, placeholder, options, text, half, new, laid)

    def _read(
        self,
        offset: int,
        face: str,
        state: State,
        text: str,
        half: Half,
        new: int,
        laid: Laid | None,
        wild: tuple[str, ...],
    ) -> None:
        """``extend`` over the board's ``face`` on ``offset``."""
        following = STEP.get((state, face))
        if following is None:
            return
        touched = half.touching()
        if face == EQUALS:
            self.join(offset, text, touched, new, False, wild)
            return
        if following is State.TERM:
            going = self._going_on(text, face, offset, half.used, wild)
            if going is None:
                return
            wild = going
        laying = self._laying(laid, text, face, wild)
        self.extend(offset + 1, following, text + face, touched, new, laying, wild)

    def _blocked(
        self,
        offset: int,
        state: State,
        text: str,
        half: Half,
        new: int,
        laid: Laid | None,
        wild: tuple[str, ...],
    ) -> bool:
        """Whether no play can come of laying a tile on the empty ``offset``
        after the part: every tile is laid, or the part cannot touch the
        board, or its number is too large, or its plays cannot beat the
        floor (noted on it), or no ``=`` can end it (one on the board, or
        one placed where the cross-checks allow it, every square before it
        filled)."""
        size = self.size
        tables = self.tables
        if new == size or (not half.touches and tables.to_touch[offset] > size - new):
            return True
        remaining = self.rack - half.used
        if (
            state is State.NUMBER
            and not wild
            and text[-2:-1] in GROWN
            and self._too_large(text, offset, remaining)
        ):
            return True
        floor = self.floor
        if floor.score >= 0:
            if laid is None:
                return True  # no value: no equation begins so
            most = tables.bounds.most(
                offset,
                remaining,
                half.letters,
                half.word,
                half.crossing,
                base=laid.base,
                term=laid.term,
                squared=laid.squared,
            )
            if most < floor.score:
                floor.skipped = True
                return True
        counts = self.counts
        placeable = counts[EQUALS_KIND] or counts[BLANK_KIND]
        equals = (tables.equals_placeable_from if placeable else tables.equals_from)[offset]
        return equals == SIZE or tables.faces[offset:equals].count(EMPTY) > size - new

    def _lay_class(
        self,
        offset: int,
        placeholder: str,
        options: list[Option],
        text: str,
        half: Half,
        new: int,
        laid: Laid | None,
    ) -> None:
        """``extend`` with a blank laid on ``offset`` as ``placeholder``, for
        the faces of ``options``."""
        first = options[0]
        faces = tuple(option.face for option in options)
        grown = self.tables.grow(half, offset, as_class(first, placeholder))
        # The operators all begin a term after the same prefix.
        laying = self._laying(
            laid, text, first.face if placeholder == WILD_OPERATOR else WILD, faces
        )
        self.counts[first.kind] -= 1
        self.extend(offset + 1, first.following, text + placeholder, grown, new + 1, laying, faces)
        self.counts[first.kind] += 1

    def _joiners(self, text: str, offset: int, used: int) -> tuple[bool, bool]:
        """Whether a joiner may follow the part ``text`` on ``offset``, with
        ``used`` (packed) tiles of the rack used (``_may_go_on``, worked out
        once for every joiner): any, and a ``+`` or ``-``."""
        value = self.values.of(text)
        if value is None:
            return False, False
        sums = self.tables.sum_bound(offset, self.rack - used)
        return True, not sums or addable(value, sums)

    def _going_on(
        self, text: str, joiner: str, offset: int, used: int, wild: tuple[str, ...]
    ) -> tuple[str, ...] | None:
        """The faces of ``wild`` for which a play may go on from ``text``
        with ``joiner`` (``_may_go_on``); ``wild`` itself if it is empty and
        it may; None if it may for none."""
        if not wild:
            return wild if self._may_go_on(text, joiner, offset, used) else None
        if wild[0] in DIGITS and (
            joiner not in ADDERS or not self.tables.sum_bound(offset, self.rack - used)
        ):
            # Then it may if the part has a value, and a digit does not
            # decide that: a number with the digit in it is never 0, so
            # never a divisor of 0.
            return wild if self.values.of(as_face(text, wild[0])) is not None else None
        kept = tuple(d for d in wild if self._may_go_on(as_face(text, d), joiner, offset, used))
        return kept or None

    def _may_go_on(self, text: str, joiner: str, offset: int, used: int) -> bool:
        """Whether a play can go on from the part ``text`` with ``joiner``
        (an operator or ``=``) on ``offset``, ``used`` (packed) tiles of the
        rack being used.  Not if the part has no value (a root that is not
        whole, a division by zero).  Nor, for ``+`` and ``-``, where no
        ``×``, ``÷`` or blank is left on the rack or ahead on the board:
        every later term is whole and is added or subtracted, so a fraction
        stays one where the other part is whole, and the terms made of the
        digits left come to less than ``LineTables.sum_bound``, too little
        to make up a larger difference."""
        value = self.values.of(text)
        if value is None:
            return False
        if joiner not in ADDERS:
            return True
        bound = self.tables.sum_bound(offset, self.rack - used)
        return not bound or addable(value, bound)

    def _laying(
        self, laid: Laid | None, text: str, face: str, wild: tuple[str, ...] = ()
    ) -> Laid | None:
        """What a part holds once ``face`` follows ``text``, which held
        ``laid`` (see ``records.Laid``); None once the prefix has no value.
        A ``WILD`` (or ``WILD_OPERATOR``) is each of the faces ``wild``:
        the largest of what they hold."""
        if laid is None:
            return None
        if face in DIGITS or face == WILD:
            digit = int(max(wild) if face == WILD else face)
            term = laid.term
            return Laid(laid.base, 10 * (term - 1 if term else 0) + digit + 1, laid.squared)
        if face == SQUARE:
            return Laid(laid.base, laid.term, True)
        if face in BINARY and text and text[-1] in TERM_ENDS:
            prefixes = [self.values.of(as_face(text, digit)) for digit in wild or ("",)]
            sizes = [size_above(prefix) for prefix in prefixes if prefix is not None]
            return Laid(max(sizes) + 1, 0, False) if sizes else None
        return laid  # a root, or a number's sign

    def _too_large(self, text: str, offset: int, remaining: int) -> bool:
        """Whether a part that reads ``text``, its last number still
        growing, is sure to be larger in size than any part after the
        ``=``, from ``offset`` on with the ``remaining`` tiles (packed).

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
        (``LineTables.reach``).  For the two to be equal, ``r <= D (Q - 1 +
        S) <= M - 1``."""
        start = len(text)
        while start and text[start - 1] in DIGITS:
            start -= 1
        size = int(text[start:])
        if start and text[start - 1] == ROOT:
            size = math.isqrt(size)
            start -= 1
        if start and text[start - 1] == MINUS and (start == 1 or text[start - 2] in BINARY):
            start -= 1  # a sign
        if start:
            joiner = text[start - 1]
            before = self.values.of(text[: start - 1])
            if before is None or joiner == DIVIDE or isinstance(before, Surd):
                return False
            if joiner == TIMES:
                size *= abs(before.numerator) // before.denominator
            else:
                size -= size_above(before)
        tables = self.tables
        return size >= tables.reach(offset, remaining).most and not tables.zero(offset, remaining)

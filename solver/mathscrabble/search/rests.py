"""Rests: the ways to finish a main run after its first ``=``, searched from
one square with the tiles left, for several values at once.

A rest is searched for its *targets* (the values of the left parts that
need it); the search is the same for each, only values differ, so one pass
files each way it finds under the target it is worth.  The rest's last term
is not searched but solved for (``terms``): at the start of each term, the
value so far and the target say what a last term must be worth, and each of
its writings is laid if the squares allow it.  A blank laid as a digit is
laid once as ``WILD`` for every digit the square allows with the same cross
points (``blanks``): each case carries the digit it is for that target.
"""

from __future__ import annotations

from solver.mathscrabble.board import EMPTY, SIZE
from solver.mathscrabble.bounds import unpack
from solver.mathscrabble.equation import ENDS, STEP, State
from solver.mathscrabble.search.blanks import WILD, as_class, as_face, resolved, rest_class
from solver.mathscrabble.search.packed import BLANK_KIND, EQUALS_KIND, OPERATOR_KINDS
from solver.mathscrabble.search.records import NOTHING, TOUCHING, Case, Half, Option, ShelfKey
from solver.mathscrabble.search.tables import LineTables, Setting
from solver.mathscrabble.search.values import addable, may_lay
from solver.mathscrabble.surds import Value
from solver.mathscrabble.terms import last_term, writings
from solver.mathscrabble.tiles import EQUALS, MINUS, PLUS

ADDERS = PLUS + MINUS

Cases = tuple[Case, ...]


class RestSearch:
    """One search for the rests filed under one shelf key, for ``targets``;
    for each target, ``every`` says whether only the rests that lay every
    tile left are wanted (its left parts can beat the floor only with the
    bingo)."""

    def __init__(
        self,
        setting: Setting,
        tables: LineTables,
        key: ShelfKey,
        targets: tuple[Value, ...],
        every: tuple[bool, ...],
    ) -> None:
        self.tables, self.values = tables, setting.values
        self._tick = setting.budget.tick
        self.size = setting.size
        """The tiles the rack held: what a play lays at most."""
        self.key, self.targets, self.every = key, targets, every
        self.counts = unpack(key.remaining)
        """The tiles left, by kind, as the search lays them."""
        self.filing: list[list[Half]] = [[] for _ in targets]
        self.case_of: list[dict[str, Case]] = [{} for _ in targets]
        """The cases made so far, by target and digit (made once: the search
        would otherwise make one for every target and digit each time a
        blank is laid as ``WILD``)."""

    def file(self, new: int) -> list[list[Half]]:
        """The rests found for each target, after a left part that placed
        ``new`` tiles."""
        key = self.key
        start = TOUCHING if key.touches else NOTHING
        cases = tuple(Case(target, "") for target in range(len(self.targets)))
        self._rest(key.offset, State.TERM, "", start, new, key.may_place_equals, False, cases)
        return self.filing

    def _rest(
        self,
        offset: int,
        state: State,
        text: str,
        half: Half,
        new: int,
        may_place_equals: bool,
        any_end: bool,
        cases: Cases,
    ) -> None:
        """File every way to finish, from ``offset``, a main run whose parts
        are worth one of the targets, with the tiles left: ``text`` is the
        current part so far, and ``cases`` the targets still possible; each
        way is filed for its target, its wild blank laid as that case's
        digit.  The run's last term is solved for, not searched, unless any
        term would do (``any_end``: after ``×0``, or ``0÷``, with a target of
        0)."""
        self._tick()
        tables = self.tables
        if not half.touches and tables.to_touch[offset] > self.size - new:
            return  # the left part did not touch the board, and this cannot
        if (
            new < self.size
            and any(self.every[case.target] for case in cases)
            and not tables.bounds.ahead(
                offset, self.key.remaining - half.used, not may_place_equals
            ).bingo
        ):
            # The tiles left cannot all be laid from here: no bingo.
            cases = tuple(case for case in cases if not self.every[case.target])
            if not cases:
                return
        if state is not State.TERM:
            self._rest_from(offset, state, text, half, new, may_place_equals, any_end, cases)
            return
        for any_end, still in self._solve_last(offset, text, half, new, cases).items():
            if not any_end and not self._joiner_ahead(offset, new, may_place_equals):
                continue  # this term is the last: solved for
            self._rest_from(offset, state, text, half, new, may_place_equals, any_end, still)

    def _solve_last(
        self, offset: int, text: str, half: Half, new: int, cases: Cases
    ) -> dict[bool, Cases]:
        """Where a term begins on ``offset``: file the ways it ends the run,
        solved for from each case's value so far and target; return the
        cases where it need not be the last, by whether any term would do
        (``any_end``)."""
        going_on: dict[bool, list[Case]] = {}
        most = self.tables.reach(offset, self.key.remaining - half.used).most
        # The part's value before its last term, by digit.
        before = self.values.by_digit(text[:-1], cases) if text else {}
        for case in cases:
            target = self.targets[case.target]
            if text:
                so_far = before[case.digit]
                if so_far is None:
                    continue
                needed = last_term(text[-1], so_far, target)
                any_end = needed is None and target == 0 and so_far == 0
            else:
                needed, any_end = target, False
            if needed is not None and may_lay(needed, most):
                laid = resolved(half, case.digit)
                rests, every = self.filing[case.target], self.every[case.target]
                for writing in writings(needed):
                    self._place_last(offset, writing, 0, laid, new, rests, every)
            going_on.setdefault(any_end, []).append(case)
        return {any_end: tuple(still) for any_end, still in going_on.items()}

    def _rest_from(
        self,
        offset: int,
        state: State,
        text: str,
        half: Half,
        new: int,
        may_place_equals: bool,
        any_end: bool,
        cases: Cases,
    ) -> None:
        """``_rest`` on from the face read on ``offset``: the board's, or each
        the tiles left may lay there."""
        faces = self.tables.faces
        face = faces[offset]
        if face != EMPTY:
            following = STEP.get((state, face))
            if following is not None:
                touched = half.touching()
                self._rest_on(
                    offset, following, text, face, touched, new, may_place_equals, any_end, cases
                )
            return
        if new == self.size:
            return
        # Each tile left that may go on the empty square, once; a blank that
        # ``rest_class`` lays as ``WILD`` once for every digit the square
        # allows with the same cross points, while no other blank in the
        # rest is wild.  (Not a function of its own: each frame on the path
        # of the recursion costs, see ``records``.)
        counts, tables = self.counts, self.tables
        wild = bool(cases[0].digit)
        classes: dict[int, list[Option]] = {}
        for option in tables.menu[offset][state]:
            kind, placed = option.kind, option.face
            if not counts[kind] or (placed == EQUALS and not may_place_equals):
                continue
            if option.blank and not wild and rest_class(option):
                classes.setdefault(option.crossing, []).append(option)
                continue
            grown = tables.grow(half, offset, option)
            may_place = may_place_equals and placed != EQUALS
            counts[kind] -= 1
            self._rest_on(
                offset, option.following, text, placed, grown, new + 1, may_place, any_end, cases
            )
            counts[kind] += 1
        for options in classes.values():
            first = options[0]
            grown = tables.grow(half, offset, as_class(first, WILD))
            for_faces = self._for_faces(cases, options)
            counts[first.kind] -= 1
            self._rest_on(
                offset,
                first.following,
                text,
                WILD,
                grown,
                new + 1,
                may_place_equals,
                any_end,
                for_faces,
            )
            counts[first.kind] += 1

    def _for_faces(self, cases: Cases, options: list[Option]) -> Cases:
        """Each of ``cases``, once for the face of each of ``options``: the
        cases of a rest that lays a blank as ``WILD`` for those faces."""
        found = []
        for case in cases:
            made = self.case_of[case.target]
            for option in options:
                for_face = made.get(option.face)
                if for_face is None:
                    for_face = made[option.face] = Case(case.target, option.face)
                found.append(for_face)
        return tuple(found)

    def _rest_on(
        self,
        offset: int,
        following: State,
        text: str,
        placed: str,
        half: Half,
        new: int,
        may_place_equals: bool,
        any_end: bool,
        cases: Cases,
    ) -> None:
        """Go on after ``placed`` is read on ``offset``."""
        if placed in ADDERS and following is State.TERM:
            cases = self._may_make_up(offset, text, half, cases)
            if not cases:
                return
        if placed == EQUALS:
            if offset < SIZE - 1:
                values = self.values.by_digit(text, cases)
                targets = self.targets
                cases = tuple(case for case in cases if values[case.digit] == targets[case.target])
                if cases:
                    self._rest(offset + 1, following, "", half, new, may_place_equals, False, cases)
            return
        grown = text + placed
        ends_here = offset == SIZE - 1 or self.tables.faces[offset + 1] == EMPTY
        if any_end and following in ENDS and ends_here:
            for case in cases:
                worth = self.values.of(as_face(grown, case.digit))
                wanted = self._wanted(self.every[case.target], new)
                if worth == self.targets[case.target] and wanted:
                    self.filing[case.target].append(resolved(half, case.digit))
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

    def _may_make_up(self, offset: int, text: str, half: Half, cases: Cases) -> Cases:
        """The ``cases`` whose target the terms after ``text`` and a ``+`` or
        ``-`` on ``offset`` may still make up: where no ``×``, ``÷`` or blank
        is left (``LineTables.sum_bound``), those terms are whole, added or
        subtracted, and come to less than the bound, so the difference to
        make up must be so too."""
        bound = self.tables.sum_bound(offset + 1, self.key.remaining - half.used)
        values = self.values.by_digit(text, cases)
        targets = self.targets
        return tuple(
            case
            for case in cases
            if (so_far := values[case.digit]) is not None
            and (not bound or addable(targets[case.target] - so_far, bound))
        )

    def _wanted(self, every: bool, new: int) -> bool:
        """Whether a rest that ends with ``new`` tiles placed is filed: not
        if only those that lay ``every`` tile are wanted and it keeps one."""
        return not every or new == self.size

    def _joiner_ahead(self, offset: int, new: int, may_place_equals: bool) -> bool:
        """Whether an operator or ``=`` can follow a term from ``offset``."""
        counts = self.counts
        if counts[BLANK_KIND] or any(counts[OPERATOR_KINDS]):
            return True
        if may_place_equals and counts[EQUALS_KIND]:
            return True
        tables = self.tables
        joiner = tables.joiner_from[offset + 1] if offset < SIZE - 1 else SIZE
        return joiner < SIZE and tables.faces[offset:joiner].count(EMPTY) <= self.size - new

    def _place_last(
        self,
        offset: int,
        writing: str,
        index: int,
        half: Half,
        new: int,
        rests: list[Half],
        every: bool,
    ) -> None:
        """File in ``rests`` every way to lay ``writing[index:]`` from
        ``offset`` as the run's last term, each empty square taking a real
        tile or a blank (if ``every``, only the ways that lay every tile
        left)."""
        faces = self.tables.faces
        if index == len(writing):
            if (offset == SIZE or faces[offset] == EMPTY) and self._wanted(every, new):
                rests.append(half)
            return
        if offset == SIZE:
            return
        char = writing[index]
        face = faces[offset]
        if face != EMPTY:
            if face == char:
                self._place_last(offset + 1, writing, index + 1, half.touching(), new, rests, every)
            return
        counts = self.counts
        for option in self.tables.by_face[offset].get(char, ()):
            if counts[option.kind]:
                counts[option.kind] -= 1
                grown = self.tables.grow(half, offset, option)
                self._place_last(offset + 1, writing, index + 1, grown, new + 1, rests, every)
                counts[option.kind] += 1

"""Joining left parts to their rests, and emitting the plays.

A left part that reaches its ``=`` needs the rests worth its value from
the square after the ``=``, with the tiles it leaves.  Those are searched
once (``rests``) and filed on the line's shelf, for every left part that
ends so.  Once a floor is held, the rests for every value that the left
parts of a start square need there are searched together, after the
square's left parts (the search is the same for each value): the parts
wait; but not once the budget is late, so that no play found waits when it
runs out.  Whatever cannot beat the floor is skipped, and the floor says
so.
"""

from __future__ import annotations

from collections.abc import Callable

from solver.mathscrabble.board import SIZE, Direction
from solver.mathscrabble.bounds import Floor
from solver.mathscrabble.scoring import BINGO, Play, Tile
from solver.mathscrabble.search.blanks import as_face, resolved
from solver.mathscrabble.search.records import Half, LeftPart, NewTile, ShelfKey, Waiting
from solver.mathscrabble.search.rests import RestSearch
from solver.mathscrabble.search.tables import LineTables, Setting
from solver.mathscrabble.surds import Surd, Value, magnitude_below
from solver.mathscrabble.tiles import RACK_SIZE


class Joiner:
    """Joins the left parts from one start square of a line to their rests,
    and emits their plays that may beat the floor."""

    def __init__(self, setting: Setting, tables: LineTables, emit: Callable[[Play], None]) -> None:
        self.setting, self.tables, self.emit = setting, tables, emit
        self.floor: Floor = setting.floor
        self.waiting: dict[ShelfKey, Waiting] = {}
        """The left parts that wait for rests not searched yet, by where
        their rests are filed."""

    def join(
        self,
        equals: int,
        text: str,
        left: Half,
        new: int,
        placed_equals: bool,
        wild: tuple[str, ...] = (),
    ) -> None:
        """Emit every play whose first ``=`` is on ``equals`` after the left
        part ``text`` (for each face ``wild`` may be, once with none), or
        let it wait for its rests (see the module's docstring)."""
        if equals == SIZE - 1:
            return
        remaining = self.setting.rack - left.used
        parts = self._ready(equals, text, left, remaining, placed_equals, wild)
        key = ShelfKey(equals + 1, remaining, not placed_equals, left.touches)
        shelf = self.tables.shelf.setdefault(key, {})
        if self.floor.score >= 0 and any(part.value not in shelf for part in parts):
            if not self.setting.budget.late:
                waiting = self.waiting.get(key)
                if waiting is None:
                    waiting = self.waiting[key] = Waiting(new, [])
                waiting.parts.extend(parts)
                return
            self.search_waiting()  # late: what waits is searched before the budget runs out
        self._search_rests(key, new, parts)

    def _ready(
        self,
        equals: int,
        text: str,
        left: Half,
        remaining: int,
        placed_equals: bool,
        wild: tuple[str, ...],
    ) -> list[LeftPart]:
        """The left part ``text`` as it is for each face ``wild`` may be
        (once with none), with its value, bonus and the most its plays can
        score: those whose value a rest from after the ``=`` can reach and
        whose plays may beat the floor."""
        setting = self.setting
        parts = []
        for face in wild or ("",):
            value = setting.values.of(as_face(text, face))
            if value is None or not self._reachable(value, equals + 1, remaining):
                continue
            bonus = setting.bonuses.get(value)
            if bonus is None:
                bonus = setting.bonuses[value] = setting.bonus.of(value)
            half = resolved(left, face)
            most = self.tables.bounds.most(
                equals + 1,
                remaining,
                half.letters,
                half.word,
                half.crossing,
                bonus=bonus,
                equals_placed=placed_equals,
            )
            if not self._beaten(most):
                parts.append(LeftPart(value, bonus, half, most))
        return parts

    def search_waiting(self) -> None:
        """Search the rests the waiting left parts need, and emit their
        plays: the parts whose plays may score the most first, so that the
        floor rises soonest."""
        waiting, self.waiting = self.waiting, {}

        def best(key: ShelfKey) -> int:
            return max(part.most for part in waiting[key].parts)

        for key in sorted(waiting, key=best, reverse=True):
            new, parts = waiting[key]
            self._search_rests(key, new, parts)

    def _search_rests(self, key: ShelfKey, new: int, parts: list[LeftPart]) -> None:
        """Emit the plays of the left ``parts`` whose rests are filed under
        ``key``, having placed ``new`` tiles, searching together the rests
        of the values not searched yet."""
        shelf = self.tables.shelf[key]
        # The floor may have risen while the parts waited.
        parts = [part for part in parts if not self._beaten(part.most)]
        bingo_only = self._bingo_only(key, parts)
        for value, only in bingo_only.items():
            if not only and (key, value) in self.tables.bingos_only:
                del shelf[value]  # filed for bingos only: these parts need the rest too
                self.tables.bingos_only.discard((key, value))
        unsearched = tuple(value for value in bingo_only if value not in shelf)
        if unsearched:
            every = tuple(bingo_only[value] for value in unsearched)
            self.tables.bingos_only.update(
                (key, value) for value in unsearched if bingo_only[value]
            )
            found = RestSearch(self.setting, self.tables, key, unsearched, every).file(new)
            shelf.update(zip(unsearched, found, strict=True))
        for part in parts:
            rests = shelf[part.value]
            # The floor may have risen as the plays before were emitted.
            if rests and not self._beaten(part.most):
                self._emit_joined(part.half, rests, part.bonus)

    def _bingo_only(self, key: ShelfKey, parts: list[LeftPart]) -> dict[Value, bool]:
        """For each value of ``parts``, whether they all need the bingo to
        beat the floor (their rests need lay only every tile left)."""
        bingo = self.tables.bounds.ahead(key.offset, key.remaining, not key.may_place_equals).bingo
        bingo_only: dict[Value, bool] = {}
        for part in parts:
            needs = bool(bingo) and self._beaten(part.most - bingo)
            bingo_only[part.value] = bingo_only.get(part.value, True) and needs
        return bingo_only

    def _beaten(self, most: int) -> bool:
        """Whether plays that score at most ``most`` cannot beat the floor;
        if so, the floor has skipped something."""
        floor = self.floor
        if 0 <= floor.score and most < floor.score:
            floor.skipped = True
            return True
        return False

    def _emit_joined(self, left: Half, rests: list[Half], bonus: int) -> None:
        """Emit the plays of the left part ``left`` followed by each of
        ``rests``, its equation earning ``bonus``."""
        way, squares = self.setting.way, self.tables.squares
        for rest in rests:
            both = left.tiles + rest.tiles
            if not both or not (left.touches or rest.touches):
                continue
            if len(both) == 1 and way is Direction.DOWN and self._across_has_equals(both[0]):
                continue  # a single tile with an equation across is found reading across
            total = (left.letters + rest.letters + bonus) * left.word * rest.word
            total += left.crossing + rest.crossing
            if len(both) == RACK_SIZE:
                total += BINGO
            tiles = tuple(Tile(squares[offset], face, blank) for offset, face, blank in both)
            self.emit(Play(tiles, way, total))

    def _across_has_equals(self, tile: NewTile) -> bool:
        """Whether ``tile`` forms an equation across its line."""
        cross = self.setting.cross[self.tables.squares[tile.offset]]
        return cross is not None and cross[tile.face].equation

    def _reachable(self, value: Value, offset: int, remaining: int) -> bool:
        """Whether a rest from ``offset`` with the ``remaining`` tiles (packed)
        can be worth ``value`` at all: a fraction needs a ``÷`` (terms are
        whole or whole multiples of roots, and ``+ - ×`` keep them so), a
        value with a root in it needs a ``√``, and no rest is as large as
        its digits can write (``LineTables.reach``)."""
        reach = self.tables.reach(offset, remaining)
        if isinstance(value, Surd):
            whole = all(coefficient.denominator == 1 for _, coefficient in value.parts)
            return reach.roots and (whole or reach.divides) and magnitude_below(value, reach.most)
        whole = value.denominator == 1
        return (whole or reach.divides) and abs(value.numerator) < reach.most * value.denominator

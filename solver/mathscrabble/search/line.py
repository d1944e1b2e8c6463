"""``LineSearch``: the plays whose main run reads one way, line by line and
start square by start square, in the order ``moves.search`` chooses."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from solver.mathscrabble.board import EMPTY, SIZE, WORD, Board, Direction, Square
from solver.mathscrabble.bounds import KINDS, TYPICAL_BONUS, Floor, LineBounds
from solver.mathscrabble.budget import Budget
from solver.mathscrabble.crosschecks import cross_checks
from solver.mathscrabble.equation import Bonus, State
from solver.mathscrabble.scoring import Play
from solver.mathscrabble.search.joins import Joiner
from solver.mathscrabble.search.left import LeftParts
from solver.mathscrabble.search.packed import BLANK_KIND, pack
from solver.mathscrabble.search.records import NOTHING, NOTHING_LAID
from solver.mathscrabble.search.tables import (
    LineTables,
    Setting,
    anchors,
    fewest_to_touch,
    line_tables,
)
from solver.mathscrabble.search.values import PartValues


class LineSearch:
    """The plays whose main run reads one way: ``promise`` and ``starts``
    say where they may be found, line by line, and ``run_start`` emits
    those from one start square."""

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
        counts = tuple(rack.get(kind, 0) for kind in KINDS)
        self.setting = Setting(
            board=board,
            way=way,
            bonus=bonus,
            counts=counts,
            size=sum(counts),
            rack=pack(counts),
            cross=cross_checks(board, way, bonus),
            anchor=anchors(board),
            floor=Floor() if floor is None else floor,
            budget=budget,
            values=PartValues(),
            bonuses={},
        )
        self.emit = emit
        self.line_bounds: dict[int, LineBounds] = {}
        self.tables: dict[int, LineTables] = {}
        """The tables of each line searched so far."""

    def promise(self, line: int) -> int:
        """The largest word multiplier a play in ``line`` could earn: the
        product of the word premiums of the empty squares in a stretch
        that touches the board and holds no more of them than the rack
        has tiles (0 if no play can touch the board there)."""
        setting = self.setting
        way = setting.way
        faces = [setting.board.faces[way.at(line, offset)] for offset in range(SIZE)]
        best = 0
        for start in range(SIZE):
            product, placed, touches = 1, 0, False
            for offset in range(start, SIZE):
                at = way.at(line, offset)
                if faces[offset] == EMPTY:
                    if placed == setting.size:
                        break
                    placed += 1
                    product *= WORD[at]
                    touches = touches or setting.anchor[at]
                else:
                    touches = True
                if touches:
                    best = max(best, product)
        return best

    def starts(self, line: int) -> list[tuple[int, int, int]]:
        """Each square of ``line`` where a main run may start, with the most
        a play starting there can score (``bounds``), and what one may
        likely score: the same with the bonus of a typical equation
        (``TYPICAL_BONUS``), the bound's loosest part, in its place."""
        setting = self.setting
        if setting.size == 0:
            return []
        bounds = self._bounds_of(line)
        faces = bounds.faces
        to_touch = fewest_to_touch(faces, bounds.squares, setting.anchor)
        found = []
        for start in range(SIZE):
            if (start == 0 or faces[start - 1] == EMPTY) and to_touch[start] <= setting.size:
                most = bounds.most(start, setting.rack, 0, 1, 0)
                likely = bounds.most(start, setting.rack, 0, 1, 0, bonus=TYPICAL_BONUS)
                found.append((most, min(most, likely), start))
        return found

    def run_start(self, line: int, start: int) -> None:
        """Emit every play whose main run starts on ``start`` of ``line``
        and may beat the floor."""
        tables = self._tables_of(line)
        joiner = Joiner(self.setting, tables, self.emit)
        left_parts = LeftParts(self.setting, tables, joiner.join)
        left_parts.extend(start, State.TERM, "", NOTHING, 0, NOTHING_LAID)
        joiner.search_waiting()

    def _tables_of(self, line: int) -> LineTables:
        """The tables of ``line``, made the first time it is searched."""
        found = self.tables.get(line)
        if found is None:
            found = self.tables[line] = line_tables(self.setting, line, self._bounds_of(line))
        return found

    def _bounds_of(self, line: int) -> LineBounds:
        """What the tiles still to come can add along ``line`` (``bounds``)."""
        found = self.line_bounds.get(line)
        if found is None:
            setting = self.setting
            squares = [setting.way.at(line, offset) for offset in range(SIZE)]
            faces = [setting.board.faces[at] for at in squares]
            best_cross = self._best_cross(squares, faces)
            found = self.line_bounds[line] = LineBounds(
                faces, squares, best_cross, setting.size, setting.bonus
            )
        return found

    def _best_cross(self, squares: list[Square], faces: list[str]) -> list[int]:
        """For each offset of a line, the most a cross equation there can
        score with a tile of the rack (0 where none is formed)."""
        counts = self.setting.counts
        blank = counts[BLANK_KIND] > 0
        found = []
        for offset, at in enumerate(squares):
            cross = self.setting.cross.get(at)
            best = 0
            if cross is not None and faces[offset] == EMPTY:
                for face, scored in cross.items():
                    if counts[KINDS.index(face)]:
                        best = max(best, scored.real)
                    if blank:
                        best = max(best, scored.with_blank)
            found.append(best)
        return found

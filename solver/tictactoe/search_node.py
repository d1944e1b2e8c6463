"""The search's work at one position (``search.Search`` runs it): the
immediate win, the threats that force a block, the moves worth searching in
their order, the transposition table and the heuristic below the depth."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import NamedTuple

from solver.tictactoe.lines import Lines

WIN = 1000
"""A win at the root; a win in ``p`` plies scores ``WIN - p``."""
PROVEN = WIN - 100
"""Scores beyond this (either way) are proven wins and losses."""
FULL = 1000
"""The depth recorded for a position searched to the end of play."""
EXACT, LOWER, UPPER = 0, 1, 2

CellTokenMap = tuple[tuple[int, ...], dict[int, int]]
"""A map of cells and a map of numbers that fix the position searched."""


class OutOfTime(Exception):
    """The budget ran out inside an iteration."""


TABLE_LIMIT = 400_000
"""Positions the transposition table holds at most (about 100 MB); past
that it starts again empty, so that no search's memory grows without end."""


@dataclass(slots=True)
class Entry:
    """A position's record in the transposition table (``score`` counted
    from the position, not the root, for wins and losses)."""

    depth: int
    flag: int
    score: int
    move: tuple[int, int] | None


class Candidate(NamedTuple):
    """A move worth searching, with the symmetries that still fix the position after it."""

    cell: int
    token: int
    rank: int
    """The table's best move first, then the most threats made, then the
    moves that most often refuted others (the history heuristic)."""
    symmetries: list[CellTokenMap]


def to_table(score: int, ply: int) -> int:
    if score > PROVEN:
        return score + ply
    if score < -PROVEN:
        return score - ply
    return score


def from_table(score: int, ply: int) -> int:
    if score > PROVEN:
        return score - ply
    if score < -PROVEN:
        return score + ply
    return score


class MoveOrder:
    """The moves worth searching at a position of a ``Lines`` board, in the
    order to search them (the anytime search's and the proofs')."""

    lines: Lines
    shared: bool
    history: dict[tuple[int, int], int]
    """Per move, how often (weighted) it refuted the others."""

    def ordered_moves(
        self,
        mine: int,
        theirs: int,
        forced: set[int],
        hint: tuple[int, int] | None,
        symmetries: list[CellTokenMap],
    ) -> tuple[list[Candidate], tuple[int, int] | None]:
        """The moves that leave the other side no line to complete (on the
        one cell a threat forces, if any), one per class of symmetric moves:
        the table's best first, then those making the most threats.  Also a
        move to record when none is safe."""
        lines = self.lines
        shared = self.shared
        cells = sorted(forced) if forced else [c for c, t in enumerate(lines.board) if not t]
        tokens = lines.tokens(mine)
        bit = lines.bit
        candidates = []
        history = self.history
        fallback = None
        seen: set[tuple[int, int]] = set()
        for cell in cells:
            bad = lines.handing_over(cell, mine, mine if shared else theirs, shared)
            for token in tokens:
                if bad & bit[token]:
                    fallback = fallback or (cell, token)
                    continue
                kept = []
                if symmetries:
                    if any((cm[cell], tm[token]) in seen for cm, tm in symmetries):
                        continue
                    seen.add((cell, token))
                    kept = [
                        (cm, tm) for cm, tm in symmetries if cm[cell] == cell and tm[token] == token
                    ]
                left = mine & ~bit[token]
                rank = lines.threatening(cell, token, left) << 20
                if (cell, token) == hint:
                    rank += 1 << 30
                rank += history.get((cell, token), 0)
                candidates.append(Candidate(cell, token, rank, kept))
        candidates.sort(key=lambda c: -c.rank)
        return candidates, fallback


class NodeSearch(MoveOrder):
    """Alpha-beta over a ``Lines`` board; ``horizon_hit`` says whether a
    score rests on the heuristic anywhere below."""

    table: dict[int, Entry]
    nodes: int
    deadline: float
    stop_after: float
    """Nodes after which the iteration stops (``Search.node_limit``)."""
    clock: Callable[[], float]
    horizon_hit: bool
    root_win: tuple[int, int] | None
    """A root move proven to win in the iteration under way, if any."""

    def _node(
        self,
        ply: int,
        depth: int,
        alpha: int,
        beta: int,
        mine: int,
        theirs: int,
        symmetries: list[CellTokenMap],
    ) -> int:
        """The score of the position on the board for the side to move,
        which holds ``mine`` (the other side ``theirs``)."""
        self.nodes += 1
        if self.nodes > self.stop_after or (not self.nodes & 63 and self.clock() > self.deadline):
            raise OutOfTime
        lines = self.lines
        forced = lines.scan(mine, 0 if self.shared else theirs)
        if forced is None:
            return WIN - ply - 1
        if len(forced) > 1:
            return ply + 2 - WIN
        if lines.all_dead(mine | theirs):
            return 0  # no line can be completed any more: a draw, however played
        entry = self.table.get(lines.key)
        if entry is not None and entry.depth >= depth:
            score = from_table(entry.score, ply)
            if (
                entry.flag == EXACT
                or (entry.flag == LOWER and score >= beta)
                or (entry.flag == UPPER and score <= alpha)
            ):
                self.horizon_hit |= entry.depth < FULL
                return score
        if depth <= 0:
            self.horizon_hit = True
            return self._heuristic(mine, theirs)
        hint = entry.move if entry is not None else None
        candidates, fallback = self.ordered_moves(mine, theirs, forced, hint, symmetries)
        if not candidates:  # every move hands the other side a win
            self.table[lines.key] = Entry(FULL, EXACT, to_table(ply + 2 - WIN, ply), fallback)
            return ply + 2 - WIN
        outer_hit, self.horizon_hit = self.horizon_hit, False
        start_alpha, best, best_move = alpha, -WIN - 1, None
        for number, move in enumerate(candidates):
            cell, token, kept = move.cell, move.token, move.symmetries
            if number and beta - alpha > 1:  # principal variation search: prove it worse
                score = self._after(ply, depth, alpha, alpha + 1, cell, token, mine, theirs, kept)
                if alpha < score < beta:
                    score = self._after(ply, depth, alpha, beta, cell, token, mine, theirs, kept)
            else:
                score = self._after(ply, depth, alpha, beta, cell, token, mine, theirs, kept)
            if not ply and score > max(alpha, PROVEN):  # a win's lower bound: proven
                self.root_win = (move.cell, move.token)
            if score > best:
                best, best_move = score, (move.cell, move.token)
                alpha = max(alpha, score)
                if alpha >= beta:
                    self.history[best_move] = self.history.get(best_move, 0) + depth * depth
                    break
        flag = UPPER if best <= start_alpha else LOWER if best >= beta else EXACT
        reach = depth if self.horizon_hit else FULL
        if len(self.table) >= TABLE_LIMIT:
            self.table.clear()
        self.table[lines.key] = Entry(reach, flag, to_table(best, ply), best_move)
        self.horizon_hit |= outer_hit
        return best

    def _after(
        self,
        ply: int,
        depth: int,
        alpha: int,
        beta: int,
        cell: int,
        token: int,
        mine: int,
        theirs: int,
        symmetries: list[CellTokenMap],
    ) -> int:
        """The score, for the mover, of placing ``token`` on ``cell`` (a move
        that does not complete a line)."""
        lines = self.lines
        left = mine & ~lines.bit[token]
        other = left if self.shared else theirs
        lines.place(cell, token)
        try:
            if not lines.empty or not other:
                return 0  # a full board, or nothing left for the other side: a draw
            return -self._node(ply + 1, depth - 1, -beta, -alpha, other, left, symmetries)
        finally:
            lines.take(cell, token)

    def _heuristic(self, mine: int, theirs: int) -> int:
        """A position's worth below the depth: the mover's safe moves less
        the other side's (always well inside the proven scores).  With
        shared numbers both sides have the same moves: 0, no preference."""
        if self.shared:
            return 0
        lines = self.lines
        mine_safe = theirs_safe = 0
        for cell in [c for c, t in enumerate(lines.board) if not t]:
            mine_safe += (mine & ~lines.handing_over(cell, mine, theirs, False)).bit_count()
            theirs_safe += (theirs & ~lines.handing_over(cell, theirs, mine, False)).bit_count()
        return max(-PROVEN + 1, min(PROVEN - 1, mine_safe - theirs_safe))

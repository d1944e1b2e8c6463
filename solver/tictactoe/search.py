"""The anytime search for boards too large for tables (4x4, 5x5; any board).

Alpha-beta (negamax) with a transposition table, iterative deepening and
move ordering, and the pruning Sandlund, Staley, Dixon and Butler used to
solve the 4x4 game: a side that can complete a line does so at once; a
move that leaves the other side a line to complete is lost in two plies
unless it wins itself, so only the other moves are searched; two threats on
different cells cannot both be blocked.  Moves that a symmetry of the
board (one that maps the position onto itself, ``geometry``) maps onto each
other are searched once.

Scores follow ``solver.core.value`` in plies from the root: a win in ``p``
plies is ``WIN - p``, a draw 0, a loss ``p - WIN``.  Below the search's
depth a position is scored by a heuristic (each side's safe moves), always
strictly between the losses and the wins, so a win or a loss found at any
depth is proven; a draw, or a heuristic score, is proven only once the
search reached the end of every line of play.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass, replace

from solver.core.value import Outcome, Value, draw_plies
from solver.tictactoe.board_symmetry import symmetries
from solver.tictactoe.lines import Lines
from solver.tictactoe.position import Move, Position
from solver.tictactoe.rules import Player
from solver.tictactoe.search_node import (
    FULL,
    PROVEN,
    WIN,
    CellTokenMap,
    Entry,
    NodeSearch,
    OutOfTime,
)

PROVE_WITHIN = 12
"""Empty cells from which the search tries to prove the root straight away."""

DEFAULT_BUDGET_SECONDS = 2.0
"""How long a search runs unless asked otherwise."""
MAX_BUDGET_SECONDS = 5.0
"""The longest a caller may ask a search to run."""
SECONDS_A_NODE = 0.00002
"""What a position searched costs, about, on the bench's 2-core machine
(50,000 a second): what a budget of nodes is priced at.  Measured
(2026-11-28) on a machine three times slower by the Math Scrabble bench's
calibration (1,000 equation checks: 20-24 ms of CPU against the bench
machine's 6-9 ms), both cores busy, 50,000 nodes a search: 10,500-14,400
nodes a CPU second from the empty 4x4 and 5x5 boards (every move scored:
the slowest), 48,000-69,000 on 4x4 boards with 10 or 12 empty cells, and
17,000-26,000 on 5x5 ones with 15; so 30,000-200,000 on the bench's."""
MAX_NODES = 250_000
"""The most positions a caller may ask a search to visit: about
``MAX_BUDGET_SECONDS`` at ``SECONDS_A_NODE``."""


def expected_seconds(nodes: int) -> float:
    """About how long a search of ``nodes`` positions takes.

    >>> expected_seconds(MAX_NODES) == MAX_BUDGET_SECONDS
    True
    """
    return nodes * SECONDS_A_NODE


def search(
    position: Position,
    budget_seconds: float | None,
    *,
    nodes: int | None = None,
    every_move: bool = False,
) -> SearchResult:
    """Search ``position`` (an open one) for ``budget_seconds`` at most and
    ``nodes`` positions at most (None: no such limit; one of the two must be
    given), or until proven; with ``every_move``, every legal move's score
    too.  Given ``nodes`` alone, the search never stops on the clock, so it
    answers the same on any machine at any load."""
    if budget_seconds is None and nodes is None:
        raise ValueError("a search needs a budget: seconds, nodes or both")
    searcher = Search(position)
    if nodes is not None:
        searcher.node_limit = nodes
    deadline = math.inf if budget_seconds is None else time.perf_counter() + budget_seconds
    return searcher.run(deadline, every_move)


@dataclass(frozen=True)
class ScoredMove:
    """A root move, its score for the mover and whether that score is proven."""

    move: Move
    score: int
    proven: bool
    draw_plies: int
    """Plies, this move's included, until a draw ends the game by itself."""

    @property
    def value(self) -> Value | None:
        """The proven value for the mover (plies counting the move), else None."""
        return to_value(self.score, self.draw_plies) if self.proven else None


@dataclass(frozen=True)
class SearchResult:
    """What a search found: the best move and its score (``proven`` or a
    heuristic's), each root move's when asked, the best line, how deep the
    last finished iteration went and how many positions it visited."""

    best: Move | None
    score: int
    proven: bool
    moves: tuple[ScoredMove, ...]
    line: tuple[Move, ...]
    depth: int
    nodes: int
    draw_plies: int

    @property
    def settled(self) -> bool:
        """Whether deeper search would change nothing: the root proven, and
        each move scored, if any, proven too."""
        return self.proven and all(move.proven for move in self.moves)

    @property
    def value(self) -> Value | None:
        """The proven value for the side to move, else None."""
        return to_value(self.score, self.draw_plies) if self.proven else None


def to_value(score: int, draw_plies: int) -> Value:
    """A proven score as a ``Value``: plies from the root."""
    if score > PROVEN:
        return Value(Outcome.WIN, WIN - score)
    if score < -PROVEN:
        return Value(Outcome.LOSS, WIN + score)
    return Value(Outcome.DRAW, draw_plies)


class Search(NodeSearch):
    """One search from ``position``; ``run`` deepens until proven or the
    ``deadline`` (a ``time.perf_counter`` value) passes."""

    def __init__(self, position: Position, clock: Callable[[], float] = time.perf_counter) -> None:
        if position.status.to_move is None:
            raise ValueError("the game is over: there is nothing to search")
        self.position = position
        self.rules = position.rules
        self.shared = position.rules.shared
        self.lines = Lines(position.rules, position.board)
        self.mover = position.status.to_move
        self.table: dict[int, Entry] = {}  # by ``Lines.key``
        self.history: dict[tuple[int, int], int] = {}
        self.nodes = 0
        self.clock = clock
        self.deadline = float("inf")
        self.node_limit = float("inf")
        """Positions after which a search stops deepening: a budget of work,
        the same on any machine (its first ply is always searched)."""
        self.stop_after = float("inf")
        self.horizon_hit = False
        self.root_win: tuple[int, int] | None = None
        self.numbers = {player: self.lines.bits_of(position.remaining(player)) for player in Player}
        self.symmetries = stabilizer(position)

    def run(self, deadline: float, every_move: bool = False) -> SearchResult:
        """Deepen until the root is proven or time is up; the result of the
        deepest finished iteration (the first always finishes: it is one
        ply).  With at most ``PROVE_WITHIN`` empty cells, after two plies the
        search goes to the end of play at once: the iterations between cost
        more than they save there."""
        empties = self.lines.board.count(0)
        try:
            result = self._iterate(1, every_move, deadline)
        except OutOfTime:  # not even one ply in time: the first legal move, a win if any
            return self._unsearched(every_move)
        depth = 2
        while not result.settled and depth <= empties:
            try:
                result = self._iterate(depth, every_move, deadline)
            except OutOfTime:
                return self._with_win_found(result)
            depth = empties if depth >= 2 and empties <= PROVE_WITHIN else depth + 1
        return result

    def _with_win_found(self, result: SearchResult) -> SearchResult:
        """``result`` (the deepest finished iteration's), its move replaced
        by one the unfinished iteration proved to win, if it found one and
        ``result`` did not: the value stays unproven (how soon the win
        comes is not known), the move wins."""
        won = self.root_win
        if won is None or (result.proven and result.score > PROVEN) or result.moves:
            return result
        move = self._move(won, 0)
        return replace(result, best=move, line=(move,))

    def _iterate(self, depth: int, every_move: bool, deadline: float) -> SearchResult:
        self.deadline = deadline
        self.root_win = None
        self.stop_after = self.node_limit if depth > 1 else float("inf")
        self.horizon_hit = False
        mine = self.numbers[self.mover]
        theirs = self.numbers[self.mover.opponent]
        if every_move:
            scored = self._root_moves(depth, mine, theirs)
            best = max(scored, key=lambda s: s.score)
            score = best.score
        else:
            score = self._node(0, depth, -WIN - 1, WIN + 1, mine, theirs, self.symmetries)
            scored = []
        full = not self.horizon_hit
        if every_move:
            move = (best.move.index, best.move.token)
        else:
            entry = self.table.get(self.lines.key)
            move = entry.move if entry and entry.move else self._first_move(mine)
        proven = full or abs(score) > PROVEN
        line = self._line(move, proven)
        return SearchResult(
            self._move(move, 0) if move else None,
            score,
            proven,
            tuple(
                ScoredMove(s.move, s.score, full or abs(s.score) > PROVEN, s.draw_plies)
                for s in scored
            ),
            line,
            depth,
            self.nodes,
            drawn_plies(self.position),
        )

    def _unsearched(self, every_move: bool) -> SearchResult:
        """The answer when the budget ran out before one ply was searched."""
        cell, token = self._first_move(self.numbers[self.mover])
        won = self.rules.wins_on(self.lines.board, cell, token)
        move = self._move((cell, token), 0)
        score = WIN - 1 if won else 0
        moves: tuple[ScoredMove, ...] = ()
        if every_move:  # every legal move, unscored unless it wins at once
            board = self.lines.board
            moves = tuple(
                ScoredMove(legal, WIN - 1 if wins else 0, wins, 1)
                for legal in self.position.legal_moves()
                for wins in [self.rules.wins_on(board, legal.index, legal.token)]
            )
        return SearchResult(
            move, score, won, moves, (move,), 0, self.nodes, drawn_plies(self.position)
        )

    def _first_move(self, mine: int) -> tuple[int, int]:
        """The move to answer when the root was decided before its moves
        were searched: a win if there is one, else the first legal move."""
        board = self.lines.board
        moves = [
            (c, t) for c, cell in enumerate(board) if not cell for t in self.lines.tokens(mine)
        ]
        return next((m for m in moves if self.rules.wins_on(board, *m)), moves[0])

    def _root_moves(self, depth: int, mine: int, theirs: int) -> list[ScoredMove]:
        """Every root move scored with a full window (for an analysis)."""
        scored = []
        lines = self.lines
        for cell in [c for c, t in enumerate(lines.board) if not t]:
            for token in lines.tokens(mine):
                if self.rules.wins_on(lines.board, cell, token):
                    score = WIN - 1
                else:
                    score = self._after(0, depth, -WIN - 1, WIN + 1, cell, token, mine, theirs, [])
                move = self._move((cell, token), 0)
                after = drawn_plies(self.position.play(move)) if score == 0 else 0
                scored.append(ScoredMove(move, score, False, 1 + after))
        return scored

    def _move(self, move: tuple[int, int], ply: int) -> Move:
        player = self.mover if ply % 2 == 0 else self.mover.opponent
        return Move(player, move[0], move[1])

    def _line(self, first: tuple[int, int] | None, proven: bool = False) -> tuple[Move, ...]:
        """The best line from the root: ``first``, then the table's best
        moves to the end of play or as far as the table knows them; when
        the root is ``proven``, a position the table lacks is searched to
        the end (within what is left of the budget), so the line reaches
        the end of play."""
        lines = self.lines
        played: list[tuple[int, int]] = []
        while lines.empty:
            move = first if not played and first else self._known_move(len(played), proven)
            if move is None:
                break
            cell, token = move
            if lines.board[cell] or token not in lines.tokens(self._left(len(played))):
                break
            won = self.rules.wins_on(lines.board, cell, token)
            lines.place(cell, token)
            played.append(move)
            if won:
                break
        for cell, token in reversed(played):
            lines.take(cell, token)
        return tuple(self._move(move, ply) for ply, move in enumerate(played))

    def _known_move(self, ply: int, search: bool) -> tuple[int, int] | None:
        """The table's best move on the board as it is, ``ply`` plies from
        the root; with ``search``, one that completes a line at once, else
        the position searched to the end if the table lacks it."""
        entry = self.table.get(self.lines.key)
        if entry is not None and entry.move is not None and (entry.depth >= FULL or not search):
            return entry.move
        if not search:
            return None
        mine, theirs = self._left(ply), self._left(ply + 1)
        if not mine:
            return None
        board = self.lines.board
        empty = [c for c, t in enumerate(board) if not t]
        tokens = self.lines.tokens(mine)
        for cell in empty:
            for token in tokens:
                if self.rules.wins_on(board, cell, token):
                    return cell, token
        forced = self.lines.scan(mine, 0 if self.shared else theirs) or set()
        if len(forced) > 1 or self.lines.all_dead(mine | theirs):
            # Lost in two plies, or drawn, whatever is played: the first move.
            return min(forced or empty), tokens[0]
        try:
            self._node(ply, FULL, -WIN - 1, WIN + 1, mine, theirs, [])
        except OutOfTime:
            return None
        entry = self.table.get(self.lines.key)
        return entry.move if entry is not None else None

    def _left(self, ply: int) -> int:
        """The numbers the side to move at ``ply`` still holds, with the board as it is."""
        player = self.mover if ply % 2 == 0 else self.mover.opponent
        on_board = sum(self.lines.bit[t] for t in self.lines.board if t)
        return self.lines.bits_of(self.rules.numbers(player)) & ~on_board


def drawn_plies(position: Position) -> int:
    """Plies until a drawn game ends by itself: the board full, or the side
    to move out of numbers."""
    player = position.status.to_move
    if player is None:
        return 0
    empty = position.board.count(0)
    mine = len(position.remaining(player))
    if position.rules.shared:
        return min(empty, mine)
    return draw_plies(empty, mine, len(position.remaining(player.opponent)))


def stabilizer(position: Position) -> list[CellTokenMap]:
    """The symmetries of the board (cells, and numbers when the rules
    allow ``a -> k - a``) that map ``position`` onto itself, identity aside."""
    board = position.board
    return [
        (found.cells, dict(found.tokens))
        for found in symmetries(position.rules)[1:]
        if found.board(board) == board
    ]

"""Does a named side win?  The search behind the proofs (``proof.prove``).

An AND/OR search to the end of play over the anytime search's board
(``lines.Lines``) and its pruning (``search_node.MoveOrder``: a
side that can complete a line does so; a move handing the other side a
line is lost in two plies; two threats on different cells cannot both be
blocked; moves a symmetry of the root maps onto each other searched once).
It asks one question, "does ``winner`` win?", so a draw and a loss are the
same answer: at the winner's turns one winning move is enough, at the
other side's every move must lose.  Below two empty cells (three with the
winner to move) nothing is searched: the winner can no longer complete a
line, or, with the loser to move on two, wins exactly when every move
hands a line over.  Measured against the full-window
alpha-beta with exact distances the anytime search runs (``bench/
RESULTS.md``, 2026-11-29): 6 to 140 times fewer positions for the same
wins.

Each position's answer is kept in a transposition table bounded by
``table_limit`` (when full, the half nearest the end of play is let go,
the dearer half kept) and, for positions with at least ``store_from``
empty cells, in a ``KnownStore`` that outlives the search: on disk
(``proof_store.DiskStore``) or in a proof run's Redis, keyed by the
position's class under the board's symmetries.
"""

from __future__ import annotations

from typing import Protocol

from solver.tictactoe.board_symmetry import canonical, symmetries
from solver.tictactoe.lines import Lines
from solver.tictactoe.position import Position
from solver.tictactoe.rules import Player
from solver.tictactoe.search import stabilizer
from solver.tictactoe.search_node import CellTokenMap, MoveOrder, OutOfTime

TABLE_LIMIT = 2_000_000
"""Positions the proof's table holds by default (about 200 MB)."""

STORE_FROM = 8
"""Positions with at least this many empty cells are kept in a proof's
``KnownStore`` by default: on the 4x4 board, those whose proofs cost
thousands of positions or more, against one store lookup."""
STORE_ENTRIES = 1_000_000
"""Boards a proof's ``KnownStore`` keeps at most by default."""

HISTORY_CAP = 1 << 19
"""A move's history credit stays below this: below one threat's weight in
``MoveOrder.ordered_moves`` (``1 << 20``)."""

NOT_WON, WON = 0, 1
"""A table's answers for the named winner; larger codes are a won
position's winning move (``_code``)."""


class KnownStore(Protocol):
    """Answers kept beyond one search: board key -> fact bits (``fact``)."""

    def get(self, key: str) -> int | None:
        """The facts known of the board ``key`` (a canonical board's text), if any."""

    def add(self, key: str, facts: int) -> None:
        """Record ``facts`` of ``key`` with those already known (or drop
        them when the store is full)."""


def fact(winner: Player, wins: bool) -> int:
    """The bit saying whether ``winner`` wins a position: odd wins 1,
    odd does not 2, even wins 4, even does not 8."""
    return 1 << (2 * (winner is Player.EVEN) + (not wins))


class ProofSearch(MoveOrder):
    """The answer to "does ``winner`` win from the board as it is?", found
    within ``stop_after`` positions (``OutOfTime`` past them)."""

    def __init__(
        self,
        position: Position,
        winner: Player,
        *,
        table_limit: int = TABLE_LIMIT,
        store: KnownStore | None = None,
        store_from: int = STORE_FROM,
    ) -> None:
        if position.status.to_move is None:
            raise ValueError("the game is over: there is nothing to prove")
        if table_limit < 1:
            raise ValueError("a proof's table holds at least one position")
        self.rules = position.rules
        self.shared = self.rules.shared
        self.lines = Lines(self.rules, position.board)
        self.winner = winner
        self.mover = position.status.to_move
        self.table: dict[int, int] = {}
        self.table_limit = table_limit
        self.store = store
        self.store_from = store_from
        self.maps = symmetries(self.rules)
        self.history = {}
        self.nodes = 0
        self.stop_after: float = float("inf")
        """Positions after which the search stops (``OutOfTime``)."""
        self.root_symmetries = stabilizer(position)
        self.root_placed = len(self.lines.board) - self.lines.empty
        self.numbers = {p: self.lines.bits_of(position.remaining(p)) for p in Player}

    def wins(self) -> bool:
        """Whether ``winner`` wins from the root."""
        mine, theirs = self.numbers[self.mover], self.numbers[self.mover.opponent]
        return self._won(self.mover is self.winner, mine, theirs, self.root_symmetries)

    def winning_move(self, mine: int, theirs: int) -> tuple[int, int] | None:
        """A move that wins for ``winner``, to move on the board as it is
        (holding ``mine``), or None when it does not win."""
        placed = len(self.lines.board) - self.lines.empty - self.root_placed
        if (placed % 2 == 0) != (self.mover is self.winner):
            raise ValueError(f"{self.winner.value} is not to move on the board as it is")
        found = self._won(True, mine, theirs, [])
        code = self.table.get(self.lines.key)
        if not found:
            return None
        if code is None or code < 2:  # settled without a move kept: each move asked
            return self._first_winning(mine, theirs)
        return _move_of(code)

    def _first_winning(self, mine: int, theirs: int) -> tuple[int, int] | None:
        lines = self.lines
        forced = lines.scan(mine, 0 if self.shared else theirs)
        if forced is None:  # a line completed at once
            board = lines.board
            return next(
                (c, t)
                for c, filled in enumerate(board)
                if not filled
                for t in lines.tokens(mine)
                if self.rules.wins_on(board, c, t)
            )
        candidates, _ = self.ordered_moves(mine, theirs, forced, None, [])
        for move in candidates:
            if self._wins_after(True, move.cell, move.token, mine, theirs, []):
                return move.cell, move.token
        return None

    def _won(self, winner_moves: bool, mine: int, theirs: int, kept: list[CellTokenMap]) -> bool:
        """Whether ``winner`` wins the board as it is, the side to move
        (``winner`` when ``winner_moves``) holding ``mine``; ``kept``, the
        root's symmetries that still fix the board (moves they map onto
        each other are searched once)."""
        self.nodes += 1
        if self.nodes > self.stop_after:
            raise OutOfTime
        lines = self.lines
        forced = lines.scan(mine, 0 if self.shared else theirs)
        if forced is None:  # the side to move completes a line
            return winner_moves
        if len(forced) > 1:  # two lines to block: the side to move loses
            return not winner_moves
        if lines.empty <= (2 if winner_moves else 1):
            # The winner cannot complete a line later: with one cell left
            # the side to move fills it without a line, and with two the
            # other side (the loser) places the last number.
            return False
        if lines.empty == 2:  # the loser to move: the winner wins if every move hands a line over
            return not self._has_safe_move(mine, theirs, forced)
        if lines.all_dead(mine | theirs):
            return False  # a draw however played
        key = lines.key
        code = self.table.get(key)
        if code is not None:
            return code != NOT_WON
        stored = lines.empty >= self.store_from and self.store is not None
        board_class = self._store_key() if stored else ""
        if stored:
            known = self._recall(board_class)
            if known is not None:
                return known
        candidates, _ = self.ordered_moves(mine, theirs, forced, None, kept)
        result, code = not winner_moves, int(not winner_moves)
        for move in candidates:
            if self._wins_after(winner_moves, move.cell, move.token, mine, theirs, move.symmetries):
                if winner_moves:
                    result, code = True, _code(move.cell, move.token)
                    break
            elif not winner_moves:
                result, code = False, NOT_WON
                break
        if result == winner_moves:
            self._credit((move.cell, move.token), lines.empty)
        self._keep(key, code)
        if stored:
            self._remember(board_class, result)
        return result

    def _credit(self, move: tuple[int, int], empty: int) -> None:
        """Credit ``move`` with a cutoff at a position with ``empty`` empty
        cells: ``2 ** empty`` (a cutoff near the root saves the most),
        every credit halved when one reaches ``HISTORY_CAP``, so that the
        history only orders moves making as many threats."""
        history = self.history
        credit = history[move] = history.get(move, 0) + (1 << empty)
        if credit >= HISTORY_CAP:
            for each in history:
                history[each] >>= 1

    def _has_safe_move(self, mine: int, theirs: int, forced: set[int]) -> bool:
        """Whether the side to move (holding ``mine``) has a move that
        leaves the other side no line to complete at once (on the cell a
        threat forces, if any): ``ordered_moves`` less the order."""
        lines = self.lines
        shared = self.shared
        cells = forced or [c for c, t in enumerate(lines.board) if not t]
        return any(
            mine & ~lines.handing_over(cell, mine, mine if shared else theirs, shared)
            for cell in cells
        )

    def _wins_after(
        self,
        winner_moves: bool,
        cell: int,
        token: int,
        mine: int,
        theirs: int,
        kept: list[CellTokenMap],
    ) -> bool:
        """Whether ``winner`` wins after the side to move places ``token``
        on ``cell`` (a move that does not complete a line)."""
        lines = self.lines
        left = mine & ~lines.bit[token]
        other = left if self.shared else theirs
        lines.place(cell, token)
        try:
            if not lines.empty or not other:
                return False  # a full board, or nothing left to play: a draw
            return self._won(not winner_moves, other, left, kept)
        finally:
            lines.take(cell, token)

    def _keep(self, key: int, code: int) -> None:
        """Record an answer; past ``table_limit``, let the half nearest the
        end of play go."""
        table = self.table
        if len(table) >= self.table_limit:
            low = self.lines.first_bits
            nearest_the_end = sorted(table, key=lambda k: _filled(k, low), reverse=True)
            for k in nearest_the_end[: (len(table) + 1) // 2]:
                del table[k]
        table[key] = code

    def _store_key(self) -> str:
        board = canonical(tuple(self.lines.board), self.maps)[0]
        return ",".join(str(t) for t in board)

    def _recall(self, board_class: str) -> bool | None:
        assert self.store is not None
        facts = self.store.get(board_class)
        if facts is None:
            return None
        wins, not_wins = facts & fact(self.winner, True), facts & fact(self.winner, False)
        if wins and not_wins:
            raise ValueError(f"the store holds both answers for {board_class}")
        if wins:
            return True
        if not_wins:
            return False
        return None

    def _remember(self, board_class: str, wins: bool) -> None:
        assert self.store is not None
        self.store.add(board_class, fact(self.winner, wins))


def _code(cell: int, token: int) -> int:
    return 2 + (cell << 8 | token)


def _move_of(code: int) -> tuple[int, int]:
    packed = code - 2
    return packed >> 8, packed & 255


def _filled(key: int, first_bits: int) -> int:
    """How many cells a ``Lines.key`` has filled (``Lines.first_bits``: the
    lowest of each cell's six bits)."""
    spread = key | key >> 1 | key >> 2 | key >> 3 | key >> 4 | key >> 5
    return (spread & first_bits).bit_count()

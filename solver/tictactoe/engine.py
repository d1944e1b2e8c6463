"""Perfect play from a table: values, best moves and full analyses.

>>> from solver.tictactoe import GRAHAM, Position, open_engine
>>> engine = open_engine(GRAHAM)
>>> engine.value(Position.empty(GRAHAM))
Value(outcome=<Outcome.WIN: 'win'>, plies=9)
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache
from operator import add, itemgetter
from typing import Any

from solver.core import play
from solver.core.errors import WrongPlayerError, check_turn
from solver.core.play import check_skill, choose_by_skill
from solver.core.state import GameState
from solver.core.value import Outcome, Value, draw_plies
from solver.tictactoe.bits import map_bits, set_bits
from solver.tictactoe.position import Move, Position, Status
from solver.tictactoe.rules import CELLS, Player, Rules
from solver.tictactoe.solve import move_width
from solver.tictactoe.symmetry import symmetries_of
from solver.tictactoe.table import Table


@dataclass(frozen=True)
class MoveValue:
    """A legal move and its value for the player who makes it (plies count
    the move itself)."""

    move: Move
    value: Value


@dataclass(frozen=True)
class Analysis:
    """Everything the engine knows about a position.

    ``value`` is for the side to move and is None once the game is over;
    ``moves`` are sorted best first: wins by fewest plies, then draws, then
    losses by most plies, ties by index then token.
    """

    position: Position
    value: Value | None
    moves: tuple[MoveValue, ...]
    principal_variation: tuple[Move, ...]

    @property
    def status(self) -> Status:
        return self.position.status


_WIN_NOW = Value(Outcome.WIN, 1)
_DRAW_NOW = Value(Outcome.DRAW, 1)
_PARENT: dict[int, Value] = {}


def parent_value(byte: int) -> Value:
    """The value, for the player making it, of a move to a position whose
    table value byte is ``byte`` (``Value.before``; one per byte)."""
    value = _PARENT.get(byte)
    if value is None:
        value = _PARENT[byte] = Value.from_byte(byte).before()
    return value


def winning_tokens(rules: Rules, board: tuple[int, ...], index: int) -> frozenset[int]:
    """The numbers that win placed on the empty cell ``index`` of
    ``board``: those completing a winning line through it whose other
    cells are filled (``Rules.wins_on``, for every number at once)."""
    lines = rules.geometry.lines
    found: frozenset[int] = frozenset()
    for k in rules.geometry.lines_through[index]:
        others = tuple(board[c] for c in lines[k] if c != index)
        if all(others):
            found = found | _completing(rules, others)
    return found


@lru_cache(maxsize=65536)
def _completing(rules: Rules, others: tuple[int, ...]) -> frozenset[int]:
    return rules.completing(*others)


def sort_key(move_value: MoveValue) -> tuple[int, int, int]:
    """Best first: higher score, then lower index, then lower token."""
    return (-move_value.value.score, move_value.move.index, move_value.move.token)


class Engine:
    """Answers for one rule set from its ``Table``; thread safe."""

    table: Table

    def __init__(self, rules: Rules, table: Table) -> None:
        self.table = table
        self._index_moves(rules, table.width)

    def __reduce__(self) -> tuple[Any, ...]:
        """An engine pickles as its rules and table (for a search process)."""
        return (Engine, (self.rules, self.table))

    def _index_moves(self, rules: Rules, width: int) -> None:
        self.rules = rules
        self.symmetries = symmetries_of(rules)
        self.width = width
        # Best moves travel as bit masks: bit ``index * width + k`` stands for
        # the mover's k-th number (ascending) on cell ``index``, so ascending
        # bits are moves by index then token.
        self._moves: dict[Player, list[Move]] = {}
        self._to_caller: dict[Player, list[list[int]]] = {}
        for player in Player:
            numbers = rules.numbers(player)
            moves = [Move(player, 0, 0)] * (CELLS * width)
            for cell in range(CELLS):
                for k, token in enumerate(numbers):
                    moves[cell * width + k] = Move(player, cell, token)
            self._moves[player] = moves
            per_symmetry = []
            used = [cell * width + k for cell in range(CELLS) for k in range(len(numbers))]
            for images in self.symmetries.move_images(numbers, width):
                # canonical bit -> the caller's bit, as a one-bit mask
                bits = [0] * (CELLS * width)
                for bit in used:
                    bits[images[bit]] = 1 << bit
                per_symmetry.append(bits)
            self._to_caller[player] = per_symmetry

    def _lookup(self, position: Position, player: Player) -> tuple[int, int]:
        """The table's value byte and best-move mask, on the caller's board."""
        return self._lookup_board(position.board, player)

    def _lookup_board(self, board: tuple[int, ...], player: Player) -> tuple[int, int]:
        """``_lookup`` of the position ``board`` writes, ``player`` to move."""
        key, symmetry = self.symmetries.canonical(board)
        row = self.table.find(key)
        if row < 0:
            raise LookupError(f"board {board} is not in the {self.rules.name} table")
        return self.table.values[row], map_bits(
            self.table.mask(row), self._to_caller[player][symmetry]
        )

    def value(self, position: Position) -> Value | None:
        """The value for the side to move, or None if the game is over."""
        player = position.status.to_move
        if player is None:
            return None
        return Value.from_byte(self._lookup(position, player)[0])

    def best_moves(self, position: Position) -> list[Move]:
        """All the equally best moves of the side to move, by index then token;
        empty once the game is over."""
        player = position.status.to_move
        if player is None:
            return []
        return self._moves_in(self._lookup(position, player)[1], player)

    def _moves_in(self, mask: int, player: Player) -> list[Move]:
        moves = self._moves[player]
        return [moves[bit] for bit in set_bits(mask)]

    def best_move(
        self, position: Position, player: Player, *, rng: random.Random | None = None
    ) -> Move | None:
        """The best move for ``player``, or None when the game is over.

        When every move loses, the one that delays the loss longest.  With
        ``rng``, a uniform choice among the equally best moves; without, the
        first by index then token.  Raises ``WrongPlayerError`` when it is not
        ``player``'s turn.
        """
        to_move = position.status.to_move
        if to_move is None:
            return None
        if player is not to_move:
            raise WrongPlayerError(player.value, to_move.value)
        _, mask = self._lookup(position, player)
        return self._pick(mask, player, rng)

    def _pick(self, mask: int, player: Player, rng: random.Random | None) -> Move:
        """One of the best moves in ``mask``: the first (the lowest bit), or
        with ``rng`` a uniform choice."""
        if rng is None:
            return self._moves[player][(mask & -mask).bit_length() - 1]
        return rng.choice(self._moves_in(mask, player))

    def move_values(self, position: Position) -> list[MoveValue]:
        """Every legal move with its value for the mover, best first."""
        player = position.status.to_move
        if player is None:
            return []
        rules = self.rules
        board = position.board
        keys = self.symmetries.keys(board)
        terms = self.symmetries.terms
        codes = self.symmetries.codes
        empties = board.count(0)
        # numbers the other side may place after this move (shared: one fewer)
        remaining_other = len(position.remaining(player.opponent)) - rules.shared
        ends = empties == 1 or remaining_other == 0
        left = frozenset(position.remaining(player))
        moves = self._moves[player]
        numbers = rules.numbers(player)
        width = self.width
        table = self.table
        scored = []
        for index, cell in enumerate(board):
            if cell:
                continue
            winning = winning_tokens(rules, board, index)
            for k, token in enumerate(numbers):
                if token not in left:
                    continue
                if token in winning:
                    value = _WIN_NOW
                elif ends:
                    value = _DRAW_NOW
                else:
                    row = table.find(min(map(add, keys, terms[index][codes[token]])))
                    if row < 0:
                        raise LookupError(
                            f"a move from {position} leads off the {rules.name} table"
                        )
                    value = parent_value(table.value(row))
                scored.append((-value.score, MoveValue(moves[index * width + k], value)))
        # Stable: moves of one score stay by index then token (``sort_key``).
        scored.sort(key=itemgetter(0))
        return [move_value for _, move_value in scored]

    def move_value(self, position: Position, move: Move) -> Value:
        """The value of a legal ``move`` for the player making it."""
        after = position.play(move)
        if after.status.state is GameState.WON:
            return Value(Outcome.WIN, 1)
        if after.status.state is GameState.DRAW:
            return Value(Outcome.DRAW, 1)
        return self.value(after).before()  # type: ignore[union-attr]

    def choose_move(
        self,
        position: Position,
        player: Player,
        *,
        seed: int | None = None,
        skill: float = 1.0,
    ) -> MoveValue | None:
        """A bot's move for ``player`` and its value, or None once the game is over.

        With probability ``skill`` a best move (with ``seed``: a uniform,
        reproducible choice among the equally best; without: the first by
        index then token), otherwise a uniformly random legal move.  Raises
        ``WrongPlayerError`` when it is not ``player``'s turn.
        """
        check_skill(skill)
        if position.status.to_move is None:
            return None
        check_turn(player, position.status.to_move)
        byte, mask = self._lookup(position, player)

        def best(rng: random.Random | None) -> MoveValue:
            return MoveValue(self._pick(mask, player, rng), Value.from_byte(byte))

        def legal() -> list[MoveValue]:
            return [
                MoveValue(move, self.move_value(position, move)) for move in position.legal_moves()
            ]

        return choose_by_skill(best, legal, seed=seed, skill=skill)

    def principal_variation(self, position: Position) -> list[Move]:
        """The best moves, each the first by index then token, to the end."""
        player = position.status.to_move
        if player is None:
            return []
        return self._line(position.board, player, *self._lookup(position, player))

    def _line(self, board: tuple[int, ...], player: Player, byte: int, mask: int) -> list[Move]:
        """``principal_variation`` from ``board``, ``player`` to move, whose
        value byte and best-move mask are given: as many moves as the value
        has plies (every best move's value has one fewer), each looked up
        on the board alone."""
        cells = list(board)
        line = []
        for left in range(Value.from_byte(byte).plies, 0, -1):
            move = self._moves[player][(mask & -mask).bit_length() - 1]
            line.append(move)
            cells[move.index] = move.token
            player = player.opponent
            if left > 1:
                byte, mask = self._lookup_board(tuple(cells), player)
        return line

    def analyze(self, position: Position) -> Analysis:
        """The value, every move's value and the principal variation."""
        player = position.status.to_move
        if player is None:
            return Analysis(position, None, (), ())
        byte, mask = self._lookup(position, player)
        return Analysis(
            position,
            Value.from_byte(byte),
            tuple(self.move_values(position)),
            tuple(self._line(position.board, player, byte, mask)),
        )


class DrawnEngine(Engine):
    """Answers for a rule set in which no line can ever win (see
    ``solver.tictactoe.variants.can_be_won``): every game is a draw, every legal move
    is a best move, and play goes on until the board is full or the side to
    move has no number left.  No table needed.
    """

    def __init__(self, rules: Rules) -> None:
        self._index_moves(rules, move_width(rules))

    def __reduce__(self) -> tuple[Any, ...]:
        return (DrawnEngine, (self.rules,))

    def _lookup(self, position: Position, player: Player) -> tuple[int, int]:
        numbers = self.rules.numbers(player)
        left = position.remaining(player)
        mask = 0
        for cell, token in enumerate(position.board):
            if not token:
                for k, number in enumerate(numbers):
                    if number in left:
                        mask |= 1 << (cell * self.width + k)
        return Value(Outcome.DRAW, _drawn_plies(position, player)).to_byte(), mask

    def principal_variation(self, position: Position) -> list[Move]:
        return play.principal_variation(position, lambda here: self.best_moves(here)[0])

    def analyze(self, position: Position) -> Analysis:
        return Analysis(
            position,
            self.value(position),
            tuple(self.move_values(position)),
            tuple(self.principal_variation(position)),
        )

    def move_values(self, position: Position) -> list[MoveValue]:
        player = position.status.to_move
        if player is None:
            return []
        value = Value(Outcome.DRAW, _drawn_plies(position, player))
        return sorted((MoveValue(move, value) for move in position.legal_moves()), key=sort_key)


def _drawn_plies(position: Position, player: Player) -> int:
    if position.rules.shared:
        return min(position.board.count(0), len(position.remaining(player)))
    return draw_plies(
        position.board.count(0),
        len(position.remaining(player)),
        len(position.remaining(player.opponent)),
    )

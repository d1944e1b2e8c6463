"""Perfect play from a table: values, best moves and full analyses.

>>> from solver import GRAHAM, Position, open_engine
>>> engine = open_engine(GRAHAM)
>>> engine.value(Position.empty(GRAHAM))
Value(outcome=<Outcome.WIN: 'win'>, plies=9)
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from operator import add

from solver.errors import WrongPlayerError
from solver.position import Move, Position, State, Status
from solver.rules import LINES, Player, Rules
from solver.symmetry import Symmetries
from solver.table import Table
from solver.value import Outcome, Value


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


def sort_key(move_value: MoveValue) -> tuple[int, int, int]:
    """Best first: higher score, then lower index, then lower token."""
    return (-move_value.value.score, move_value.move.index, move_value.move.token)


class Engine:
    """Answers for one rule set from its ``Table``; thread safe."""

    def __init__(self, rules: Rules, table: Table) -> None:
        self.rules = rules
        self.table = table
        self.symmetries = Symmetries(rules)
        width = table.width
        self._moves: dict[Player, list[list[Move]]] = {}
        for player in Player:
            numbers = rules.numbers(player)
            per_symmetry = []
            for cell_map, token_map in zip(
                self.symmetries.cell_maps, self.symmetries.token_maps, strict=True
            ):
                # canonical mask bit -> the move it stands for on the caller's board
                moves = [Move(player, 0, 0)] * (9 * width)
                for cell in range(9):
                    for token in numbers:
                        image = numbers.index(token_map[token])
                        moves[cell_map[cell] * width + image] = Move(player, cell, token)
                per_symmetry.append(moves)
            self._moves[player] = per_symmetry

    def _row(self, position: Position) -> tuple[int, int]:
        key, symmetry = self.symmetries.canonical(position.board)
        row = self.table.find(key)
        if row < 0:
            raise LookupError(f"position {position} is not in the {self.rules.name} table")
        return row, symmetry

    def value(self, position: Position) -> Value | None:
        """The value for the side to move, or None if the game is over."""
        if position.is_over:
            return None
        row, _ = self._row(position)
        return Value.from_byte(self.table.values[row])

    def best_moves(self, position: Position) -> list[Move]:
        """All the equally best moves of the side to move, by index then token;
        empty once the game is over."""
        player = position.status.to_move
        if player is None:
            return []
        row, symmetry = self._row(position)
        moves = self._moves[player][symmetry]
        mask = self.table.mask(row)
        best = []
        while mask:
            low = mask & -mask
            best.append(moves[low.bit_length() - 1])
            mask ^= low
        best.sort(key=lambda m: (m.index, m.token))
        return best

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
        best = self.best_moves(position)
        return rng.choice(best) if rng else best[0]

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
        remaining_other = len(position.remaining(player.opponent))
        table = self.table
        result = []
        for move in position.legal_moves():
            if _completes_line(board, move, rules):
                value = Value(Outcome.WIN, 1)
            elif empties == 1 or remaining_other == 0:
                value = Value(Outcome.DRAW, 1)
            else:
                child_keys = list(map(add, keys, terms[move.index][codes[move.token]]))
                row = table.find(min(child_keys))
                value = Value.from_byte(table.values[row]).before()
            result.append(MoveValue(move, value))
        result.sort(key=sort_key)
        return result

    def move_value(self, position: Position, move: Move) -> Value:
        """The value of a legal ``move`` for the player making it."""
        after = position.play(move)
        if after.status.state is State.WON:
            return Value(Outcome.WIN, 1)
        if after.status.state is State.DRAW:
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
        if not 0.0 <= skill <= 1.0:
            raise ValueError(f"skill must be between 0 and 1, got {skill!r}")
        rng = random.Random(seed) if seed is not None else None
        best = self.best_move(position, player, rng=rng)
        if best is None:
            return None
        if skill < 1.0:
            rng = rng or random.Random()
            if rng.random() >= skill:
                move = rng.choice(list(position.legal_moves()))
                return MoveValue(move, self.move_value(position, move))
        return MoveValue(best, self.value(position))  # type: ignore[arg-type]

    def principal_variation(self, position: Position) -> list[Move]:
        """The best moves, each the first by index then token, to the end."""
        line = []
        while not position.is_over:
            move = self.best_moves(position)[0]
            line.append(move)
            position = position.play(move)
        return line

    def analyze(self, position: Position) -> Analysis:
        """The value, every move's value and the principal variation."""
        return Analysis(
            position,
            self.value(position),
            tuple(self.move_values(position)),
            tuple(self.principal_variation(position)),
        )


def _completes_line(board: tuple[int, ...], move: Move, rules: Rules) -> bool:
    for line in LINES:
        if move.index in line:
            a, b = (board[i] for i in line if i != move.index)
            if a and b and rules.completes(a, b, move.token):
                return True
    return False

"""Positions: a validated board under a rule set, its status and legal moves."""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Final

from solver.core import play
from solver.core.errors import IllegalMoveError, MoveNotationError, UnreachablePositionError
from solver.core.game import Chance, GameType, Information, TwoSidesPerfectInformation, Utility
from solver.core.state import GameState
from solver.tictactoe.errors import (
    BoardSizeError,
    DuplicateTokenError,
    InvalidTokenError,
    TokensMismatchError,
    TurnOrderError,
)
from solver.tictactoe.notation import board_text, read_board, read_number
from solver.tictactoe.rules import EMPTY, GRAHAM, LINES, Index, Player, Rules, Token

GAME_TYPE: Final = GameType(
    "numeric tic-tac-toe",
    min_players=2,
    max_players=2,
    information=Information.PERFECT,
    chance=Chance.DETERMINISTIC,
    utility=Utility.ZERO_SUM,
)
AT = "@"


@dataclass(frozen=True)
class Move:
    """``player`` places ``token`` on cell ``index``.

    >>> Move(Player.ODD, 4, 5)
    Move(player=<Player.ODD: 'odd'>, index=4, token=5)
    """

    player: Player
    index: Index
    token: Token

    def __str__(self) -> str:
        """The move's notation, ``token@index``: ``5@4`` places 5 on the centre."""
        return f"{self.token}{AT}{self.index}"

    @classmethod
    def from_text(cls, text: str, player: Player) -> Move:
        """Read ``token@index`` as ``player``'s move; ``IllegalMoveError`` for
        anything else (whether it is legal is the position's to say).

        >>> Move.from_text("5@4", Player.ODD) == Move(Player.ODD, 4, 5)
        True
        """
        token, at, index = text.partition(AT)
        number, cell = read_number(token), read_number(index)
        if not at or number is None or cell is None:
            raise MoveNotationError(f"{text[:20]!r} is not a move: write token@index, as 5@4")
        return cls(player, cell, number)


@dataclass(frozen=True)
class Status:
    """The answer to "has the game been won?".

    ``line`` is the completed winning line's indexes (the first in the
    board's line order when a move completed two); ``to_move`` is None once
    the game is over.
    """

    state: GameState
    winner: Player | None
    line: tuple[Index, ...] | None
    to_move: Player | None


@dataclass(frozen=True)
class Position(TwoSidesPerfectInformation):
    """A board that legal play can reach, under ``rules``.

    Build one with ``Position.from_board``, which checks everything; the
    constructor trusts its arguments and is for the engine's own use.
    """

    SEATS: ClassVar[tuple[Player, Player]] = (Player.ODD, Player.EVEN)
    """The players by seat, as ``current_player`` and ``returns`` number them."""

    rules: Rules
    board: tuple[Token, ...]
    status: Status = field(compare=False)

    @classmethod
    def from_board(
        cls,
        board: Sequence[Token | None],
        rules: Rules = GRAHAM,
        *,
        tokens: Mapping[Player, Sequence[Token]] | None = None,
    ) -> Position:
        """Validate ``board`` (None or 0 for an empty cell) and return it.

        ``tokens``, when given, are each player's remaining numbers and must
        equal that player's numbers minus those on the board.  Raises a
        ``PositionError`` naming the cell and value for anything that cannot
        arise in legal play.

        >>> Position.from_board([None] * 4 + [5] + [None] * 4).status.to_move
        <Player.EVEN: 'even'>
        """
        cells = _parse_cells(board, rules)
        if tokens is not None:
            _check_tokens(cells, rules, tokens)
        return cls(rules, cells, _status(cells, rules))

    @classmethod
    def empty(cls, rules: Rules = GRAHAM) -> Position:
        """The starting position."""
        return cls.from_board([EMPTY] * rules.geometry.cells, rules)

    def remaining(self, player: Player) -> tuple[Token, ...]:
        """The numbers ``player`` has not yet placed, ascending."""
        placed = set(self.board)
        return tuple(n for n in self.rules.numbers(player) if n not in placed)

    def legal_moves(self) -> Iterator[Move]:
        """Every move of the side to move, by index then token."""
        player = self.status.to_move
        if player is None:
            return
        numbers = self.remaining(player)
        for index, cell in enumerate(self.board):
            if cell == EMPTY:
                for token in numbers:
                    yield Move(player, index, token)

    def play(self, move: Move) -> Position:
        """The position after ``move``; raises ``IllegalMoveError``."""
        if move.player is not self.status.to_move:
            raise IllegalMoveError(
                f"{move.player.value} cannot move: to move is "
                f"{self.status.to_move.value if self.status.to_move else 'nobody'}"
            )
        if not 0 <= move.index < len(self.board) or self.board[move.index] != EMPTY:
            raise IllegalMoveError(f"cell {move.index} is not an empty cell")
        if move.token not in self.rules.numbers(move.player) or move.token in self.board:
            raise IllegalMoveError(
                f"{move.token} is not one of {move.player.value}'s remaining numbers"
            )
        cells = list(self.board)
        cells[move.index] = move.token
        board = tuple(cells)
        return Position(self.rules, board, _status(board, self.rules))

    def __str__(self) -> str:
        return board_text(self.board)

    @classmethod
    def from_text(cls, text: str, rules: Rules = GRAHAM) -> Position:
        """The position ``str(position)`` writes, validated."""
        return cls.from_board(read_board(text, rules.geometry.cells), rules)

    # The interface every game offers (``solver.core.game.State``), with
    # ``TwoSidesPerfectInformation``'s verbs.  Seat 0 is Odd, seat 1 Even,
    # whoever moves first; ``Position.from_text`` reads the information state.

    def legal_actions(self) -> list[Move]:
        return list(self.legal_moves())

    def apply_action(self, action: Move) -> Position:
        return self.play(action)

    def action_from_string(self, text: str) -> Move:
        """The side to move's move written ``token@index``."""
        to_move = self.status.to_move
        if to_move is None:
            raise IllegalMoveError("the game is over: nobody moves")
        return Move.from_text(text, to_move)


DRAWN: Final = Status(GameState.DRAW, None, None, None)
TO_MOVE: Final = {player: Status(GameState.IN_PROGRESS, None, None, player) for player in Player}
"""The statuses of every drawn and every open game (statuses are immutable)."""


def side_to_move(rules: Rules, placed_first: int, placed_second: int) -> Player:
    """Whose turn it is, from how many numbers each side has placed."""
    first = rules.first
    return first if placed_first == placed_second else first.opponent


def _parse_cells(board: Sequence[Any], rules: Rules) -> tuple[Token, ...]:
    cells_wanted = rules.geometry.cells
    if isinstance(board, str | bytes) or len(board) != cells_wanted:
        raise BoardSizeError(
            f"the board must have exactly {cells_wanted} cells "
            f"(a {rules.size}x{rules.size} board), got {len(board)}"
        )
    cells: list[Token] = []
    seen: dict[Token, Index] = {}
    for index, cell in enumerate(board):
        if cell is None or (type(cell) is int and cell == EMPTY):
            cells.append(EMPTY)
            continue
        if type(cell) is not int or cell not in rules.in_play:
            raise InvalidTokenError(
                f"cell {index}: {cell!r} is not one of the game's numbers "
                f"({', '.join(map(str, sorted(rules.odd + rules.even)))})",
                index=index,
            )
        if cell in seen:
            raise DuplicateTokenError(
                f"cell {index}: {cell} is on cell {seen[cell]} too: each number is placed once",
                index=index,
            )
        seen[cell] = index
        cells.append(cell)
    return tuple(cells)


def _check_tokens(
    cells: tuple[Token, ...],
    rules: Rules,
    tokens: Mapping[Player, Sequence[Token]],
) -> None:
    for player in Player:
        given = tokens.get(player)
        if given is None:
            continue
        expected = [n for n in rules.numbers(player) if n not in cells]
        part = f"tokens.{player.value}"
        if len(set(given)) != len(given):
            again = next(i for i, n in enumerate(given) if n in given[:i])
            raise TokensMismatchError(
                f"{player.value}'s remaining numbers list {given[again]} twice: {list(given)}",
                part=part,
                index=again,
            )
        if set(given) != set(expected):
            extra = sorted(set(given) - set(expected))
            missing = sorted(set(expected) - set(given))
            why = []
            if extra:
                why.append(f"{extra} should not be there")
            if missing:
                why.append(f"{missing} are missing")
            raise TokensMismatchError(
                f"{player.value}'s remaining numbers {sorted(given)} do not match "
                f"the board, which leaves {expected}: {' and '.join(why)}",
                part=part,
            )


def _status(cells: tuple[Token, ...], rules: Rules) -> Status:
    placed = len(cells) - cells.count(EMPTY)
    placed_first, placed_second = _placed_by_side(cells, rules, placed)
    first = rules.first
    to_move = side_to_move(rules, placed_first, placed_second)
    won = _won_lines(cells, rules)
    if won:
        last = to_move.opponent
        _check_last_move(cells, rules, won, last)
        return Status(GameState.WON, last, won[0], None)
    placed_mover = placed if rules.shared else (placed_first if to_move is first else placed_second)
    if not placed < len(cells) or placed_mover == len(rules.numbers(to_move)):
        return DRAWN  # a full board, or no number left for the side to move
    return TO_MOVE[to_move]


def _won_lines(cells: tuple[Token, ...], rules: Rules) -> list[tuple[Index, ...]]:
    """The board's complete winning lines, in line order."""
    completes = rules.completes
    if rules.size == 3:  # the named games' hot path: three cells unpacked
        return [
            (x, y, z)
            for x, y, z in LINES
            if cells[x] and cells[y] and cells[z] and completes(cells[x], cells[y], cells[z])
        ]
    won = []
    for line in rules.geometry.lines:
        tokens = [cells[i] for i in line]
        if all(tokens) and completes(*tokens):
            won.append(line)
    return won


def _placed_by_side(cells: tuple[Token, ...], rules: Rules, placed: int) -> tuple[int, int]:
    """How many numbers the first and second players have placed: with
    ``shared``, from the count alone; else by whose numbers are on the
    board, which must alternate."""
    if rules.shared:
        return (placed + 1) // 2, placed // 2
    first = rules.first
    placed_odd = len(rules.odd_set.intersection(cells))  # cells are distinct numbers
    placed_first = placed_odd if first is Player.ODD else placed - placed_odd
    placed_second = placed - placed_first
    if placed_first - placed_second not in (0, 1):
        raise TurnOrderError(
            f"{first.value} has placed {placed_first} numbers and "
            f"{first.opponent.value} {placed_second}: {first.value} moves "
            f"first and players alternate, so {first.value} has placed as many "
            f"numbers as {first.opponent.value} or one more ({_whose(rules)})"
        )
    return placed_first, placed_second


def _whose(rules: Rules) -> str:
    """Which numbers each player places: ``odd places 1, 3, 5; even 2, 4``."""
    return "; ".join(
        f"{player.value} places {', '.join(map(str, numbers))}"
        for player, numbers in ((Player.ODD, rules.odd), (Player.EVEN, rules.even))
    )


def _check_last_move(
    cells: tuple[Token, ...],
    rules: Rules,
    won: list[tuple[int, ...]],
    last: Player,
) -> None:
    """A won position is legal if one number of the last mover lies on every
    completed line: taking it back leaves a position with no completed line,
    which alternating play always reaches (lines are never uncompleted)."""
    shared = set(won[0]).intersection(*won[1:])
    if any(cells[i] in rules.numbers(last) for i in shared):
        return
    lines = " and ".join("cells " + ", ".join(map(str, line)) for line in won)
    if len(won) > 1 and not shared:
        why = (
            f"the lines at {lines} are all complete, but no single move completes "
            "them all and the game stops at the first completed line"
        )
    else:
        why = (
            f"the line at {lines} is complete, but {last.value} moved last and "
            f"has no number on {'every such line' if len(won) > 1 else 'it'}, "
            "so the game was over before that move"
        )
    raise UnreachablePositionError(
        f"cannot arise in legal play: {why}",
        index=won[0][0] if len(won) == 1 else None,
    )


def random_play(rules: Rules, rng: random.Random, plies: int) -> Position:
    """The position after ``plies`` uniformly random legal moves from the
    empty board, or fewer if the game ends first (tests and benchmarks)."""
    return play.random_play(Position.empty(rules), rng, plies)

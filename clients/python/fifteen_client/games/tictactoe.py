"""Numeric tic-tac-toe as a bot holds it: a board under its rules, the
service's status of it, and the engine's move."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, cast

from ..api.tictactoe import list_rules, read_tic_tac_toe_record, replay_tic_tac_toe_game
from ..models import (
    Analysis,
    Move,
    Player,
    RecordRequest,
    RuleSet,
    RulesList,
    Status,
    TicTacToeGameRequest,
)
from ..models import TicTacToeGame as TicTacToeRecord
from ..types import Unset
from .common import GameNotOverError, Rules, RulesId, rule_set

if TYPE_CHECKING:
    from ..engine import Engine


class TicTacToe:
    """Numeric tic-tac-toe (Graham's and Nygaard's games, and any variant)
    through ``engine``."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine

    def game(self, rules: Rules | None = None, board: Sequence[int | None] | None = None) -> TicTacToeGame:
        """A game under ``rules`` (Graham's by default; ``{"size": 4}`` for
        the 4x4 board) from ``board`` (by default the empty board)."""
        return TicTacToeGame(self.engine, rules, board)

    def from_record(self, record: str) -> TicTacToeGame:
        """The game a record writes (``docs/records.md``), read and replayed
        by the service (``POST /v1/records``; ``ProblemError`` 422
        ``invalid-record`` naming the line), to go on from."""
        body = RecordRequest(record=record)
        read = self.engine.call(lambda c: read_tic_tac_toe_record.sync_detailed(client=c, body=body), TicTacToeRecord)
        rules = read.rules_id if ":" not in read.rules_id else RulesId(read.rules_id)
        game = TicTacToeGame(self.engine, cast(Rules, rules), read.start)
        for move in read.moves:
            number, _, index = move.partition("@")
            game.play(int(index), int(number))
        return game


class TicTacToeGame:
    """A game held by its rules and board; ``status`` is the service's word
    on the board (won, drawn or going on, and whose turn)."""

    def __init__(self, engine: Engine, rules: Rules | None, board: Sequence[int | None] | None) -> None:
        self.engine = engine
        self.rules = rule_set(rules)
        side = self.rules.size if isinstance(self.rules, RuleSet) else 3
        cells = side * side if isinstance(side, int) else 9
        self.board: list[int | None] = [None] * cells if board is None else list(board)
        self.start = list(self.board)
        """The board the game started from."""
        self.status = engine.status(self.board, rules=self.rules)
        self.moves: list[Move] = []
        """The moves played through this game, in order."""
        self.numbers, self.shared = self._numbers()

    def _numbers(self) -> tuple[dict[str, list[int]], bool]:
        """Each player's numbers and whether either places any, read from
        the canonical rules id (``t15:odd=1,3:even=2,4:first=odd:shared``)
        or, for a named game, from the service's list."""
        rules_id = self.status.rules_id
        if not rules_id.startswith("t"):
            listed = self.engine.call(lambda c: list_rules.sync_detailed(client=c), RulesList)
            named = next(rules for rules in listed.rules if rules.name == rules_id)
            numbers = named.numbers
            # the list gives every rule set's numbers
            assert not isinstance(numbers, Unset)
            assert not isinstance(numbers.odd, Unset) and not isinstance(numbers.even, Unset)
            return {"odd": numbers.odd, "even": numbers.even}, named.shared is True
        parts = dict(part.partition("=")[::2] for part in rules_id.split(":"))
        split = {side: [int(n) for n in parts[side].split(",")] for side in ("odd", "even")}
        return split, "shared" in parts

    @property
    def numbers_left(self) -> list[int]:
        """The numbers the player to move may still place, ascending (none
        once the game is over): its own, or with shared numbers any."""
        if self.to_move is None:
            return []
        mine = self.numbers["odd"] + self.numbers["even"] if self.shared else self.numbers[self.to_move]
        return sorted(set(mine) - set(self.board))

    @property
    def over(self) -> bool:
        return self.status.state != "in_progress"

    @property
    def record(self) -> str:
        """The game's record (``docs/records.md``), as the service writes
        it (``POST /v1/games``): ``from_record`` reads it back."""
        body = TicTacToeGameRequest(
            rules=self.rules,
            start=self.start,
            moves=[f"{move.token}@{move.index}" for move in self.moves],
        )
        answer = self.engine.call(lambda c: replay_tic_tac_toe_game.sync_detailed(client=c, body=body), TicTacToeRecord)
        return answer.record

    @property
    def to_move(self) -> Player | None:
        """Who places the next number (None once the game is over)."""
        return self.status.to_move

    @property
    def winner(self) -> Player | None:
        """Who won, None on a draw; ``GameNotOverError`` while it goes on."""
        if not self.over:
            raise GameNotOverError("the game goes on: nobody has won yet")
        return self.status.winner

    def best(
        self,
        *,
        budget_ms: int | None = None,
        nodes: int | None = None,
        skill: float = 1.0,
        seed: int | None = None,
    ) -> Move:
        """The engine's move for the player to move (``index``: the cell,
        ``token``: the number); on a 4x4 or 5x5 board searched within
        ``budget_ms`` or ``nodes``.  ``ValueError`` once the game is over
        (no move exists)."""
        if self.to_move is None:
            raise ValueError("the game is over: nobody moves")
        answered = self.engine.move(
            self.board,
            self.to_move,
            rules=self.rules,
            skill=skill,
            seed=seed,
            budget_ms=budget_ms,
            nodes=nodes,
        )
        if answered.move is None:  # the service answers no move only for a finished game
            raise ValueError("the game is over: nobody moves")
        return answered.move

    def analysis(self, *, budget_ms: int | None = None, nodes: int | None = None) -> Analysis:
        """The value of the board and of every move."""
        return self.engine.analysis(self.board, rules=self.rules, budget_ms=budget_ms, nodes=nodes)

    def play(self, index: int, number: int) -> Status:
        """The player to move places ``number`` on cell ``index`` (0 is the
        top left, row by row).  ``ValueError`` for what the game can see
        itself (it is over; the cell is off the board or taken; the number
        is placed or not the player's), ``ProblemError`` for what the
        service refuses; the move is then not kept."""
        board = list(self.board)
        if self.over:
            raise ValueError("the game is over: nobody moves")
        if not 0 <= index < len(board):
            raise ValueError(f"cell {index} is not on the board: cells are 0 to {len(board) - 1}")
        if board[index] is not None:
            raise ValueError(f"cell {index} already holds {board[index]}")
        if number in board:
            raise ValueError(f"{number} is on the board already, on cell {board.index(number)}")
        if number not in self.numbers_left:
            left = ", ".join(map(str, self.numbers_left))
            raise ValueError(f"{number} is not {self.to_move}'s to place: {self.to_move} places {left}")
        board[index] = number
        status = self.engine.status(board, rules=self.rules)
        player = self.to_move
        assert player is not None  # the game goes on
        self.board, self.status = board, status
        self.moves.append(Move(player=player, index=index, token=number))
        return status

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.game_state import GameState, check_game_state
from ..models.player import Player, check_player

T = TypeVar("T", bound="TicTacToeGame")


@_attrs_define
class TicTacToeGame:
    """
    Attributes:
        rules_id (str): The rule set's canonical id: a named game (`graham`, `nygaard`), or
            `t{target}:odd={numbers}:even={numbers}:first={odd|even}` with, in this order, `:parity` appended when a line of
            one parity wins, `:size=4` or `:size=5` for a larger board, `:shared` when either player places any number and
            `:product` when lines win by their product; each player's numbers ascending and separated by commas:
            `t14:odd=1,3,5,7,9:even=2,4,6,8:first=odd`.
        state (GameState):
        winner (None | Player):
        line (list[int] | None): The completed line's indexes (one a row), when won.
        to_move (None | Player):
        start (list[int | None]): The board the game started from (null an empty cell).
        moves (list[str]): The moves played, in order, each `token@index` (`5@4` places 5 on cell 4, the 3x3 board's
            centre; cells row-major from 0), the first by the side to move at `start`.
        board (list[int | None]): The board after the moves: the status is this board's.
        position (str): The board after the moves as a position string (docs/records.md): its rows, the player to move
            and the rules id, as `_,_,_/_,5,_/_,_,8 odd graham`.
        record (str): The game as a PGN-shaped record (docs/records.md): POST /v1/records reads it back to this answer.
    """

    rules_id: str
    state: GameState
    winner: None | Player
    line: list[int] | None
    to_move: None | Player
    start: list[int | None]
    moves: list[str]
    board: list[int | None]
    position: str
    record: str

    def to_dict(self) -> dict[str, Any]:
        rules_id = self.rules_id

        state: str = self.state

        winner: None | str
        if isinstance(self.winner, str):
            winner = self.winner
        else:
            winner = self.winner

        line: list[int] | None
        if isinstance(self.line, list):
            line = self.line

        else:
            line = self.line

        to_move: None | str
        if isinstance(self.to_move, str):
            to_move = self.to_move
        else:
            to_move = self.to_move

        start = []
        for start_item_data in self.start:
            start_item: int | None
            start_item = start_item_data
            start.append(start_item)

        moves = self.moves

        board = []
        for board_item_data in self.board:
            board_item: int | None
            board_item = board_item_data
            board.append(board_item)

        position = self.position

        record = self.record

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "rules_id": rules_id,
                "state": state,
                "winner": winner,
                "line": line,
                "to_move": to_move,
                "start": start,
                "moves": moves,
                "board": board,
                "position": position,
                "record": record,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rules_id = d.pop("rules_id")

        state = check_game_state(d.pop("state"))

        def _parse_winner(data: object) -> None | Player:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                winner_type_0 = check_player(data)

                return winner_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Player, data)

        winner = _parse_winner(d.pop("winner"))

        def _parse_line(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                line_type_0 = cast(list[int], data)

                return line_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        line = _parse_line(d.pop("line"))

        def _parse_to_move(data: object) -> None | Player:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                to_move_type_0 = check_player(data)

                return to_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Player, data)

        to_move = _parse_to_move(d.pop("to_move"))

        start = []
        _start = d.pop("start")
        for start_item_data in _start:

            def _parse_start_item(data: object) -> int | None:
                if data is None:
                    return data
                return cast(int | None, data)

            start_item = _parse_start_item(start_item_data)

            start.append(start_item)

        moves = cast(list[str], d.pop("moves"))

        board = []
        _board = d.pop("board")
        for board_item_data in _board:

            def _parse_board_item(data: object) -> int | None:
                if data is None:
                    return data
                return cast(int | None, data)

            board_item = _parse_board_item(board_item_data)

            board.append(board_item)

        position = d.pop("position")

        record = d.pop("record")

        tic_tac_toe_game = cls(
            rules_id=rules_id,
            state=state,
            winner=winner,
            line=line,
            to_move=to_move,
            start=start,
            moves=moves,
            board=board,
            position=position,
            record=record,
        )

        return tic_tac_toe_game

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.game_state import GameState, check_game_state
from ..models.side import Side, check_side

T = TypeVar("T", bound="Pick15Game")


@_attrs_define
class Pick15Game:
    """
    Attributes:
        state (GameState):
        winner (None | Side):
        numbers (list[int] | None): The winner's three numbers summing to 15.
        line (list[int] | None): Their squares in the magic square: a tic-tac-toe line.
        to_move (None | Side):
        start (str): The position the game started from, as `position` writes it.
        picks (list[int]): The numbers picked, in order, the first player's first.
        position (str): The position after the picks as a position string (docs/records.md): each side's numbers, as
            `first=2,9 second=8`.
        record (str): The game as a PGN-shaped record (docs/records.md): POST /v1/pick15/records reads it back to this
            answer.
    """

    state: GameState
    winner: None | Side
    numbers: list[int] | None
    line: list[int] | None
    to_move: None | Side
    start: str
    picks: list[int]
    position: str
    record: str

    def to_dict(self) -> dict[str, Any]:
        state: str = self.state

        winner: None | str
        if isinstance(self.winner, str):
            winner = self.winner
        else:
            winner = self.winner

        numbers: list[int] | None
        if isinstance(self.numbers, list):
            numbers = self.numbers

        else:
            numbers = self.numbers

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

        start = self.start

        picks = self.picks

        position = self.position

        record = self.record

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "state": state,
                "winner": winner,
                "numbers": numbers,
                "line": line,
                "to_move": to_move,
                "start": start,
                "picks": picks,
                "position": position,
                "record": record,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        state = check_game_state(d.pop("state"))

        def _parse_winner(data: object) -> None | Side:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                winner_type_0 = check_side(data)

                return winner_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Side, data)

        winner = _parse_winner(d.pop("winner"))

        def _parse_numbers(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                numbers_type_0 = cast(list[int], data)

                return numbers_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        numbers = _parse_numbers(d.pop("numbers"))

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

        def _parse_to_move(data: object) -> None | Side:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                to_move_type_0 = check_side(data)

                return to_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Side, data)

        to_move = _parse_to_move(d.pop("to_move"))

        start = d.pop("start")

        picks = cast(list[int], d.pop("picks"))

        position = d.pop("position")

        record = d.pop("record")

        pick_15_game = cls(
            state=state,
            winner=winner,
            numbers=numbers,
            line=line,
            to_move=to_move,
            start=start,
            picks=picks,
            position=position,
            record=record,
        )

        return pick_15_game

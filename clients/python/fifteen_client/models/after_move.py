from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.game_state import GameState, check_game_state
from ..models.player import Player, check_player

T = TypeVar("T", bound="AfterMove")


@_attrs_define
class AfterMove:
    """
    Attributes:
        state (GameState):
        winner (None | Player):
        line (list[int] | None): The completed line's indexes (one a row), when won.
        to_move (None | Player):
    """

    state: GameState
    winner: None | Player
    line: list[int] | None
    to_move: None | Player

    def to_dict(self) -> dict[str, Any]:
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

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "state": state,
                "winner": winner,
                "line": line,
                "to_move": to_move,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
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

        after_move = cls(
            state=state,
            winner=winner,
            line=line,
            to_move=to_move,
        )

        return after_move

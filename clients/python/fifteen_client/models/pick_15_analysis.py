from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.game_state import GameState, check_game_state
from ..models.outcome import Outcome, check_outcome
from ..models.side import Side, check_side

if TYPE_CHECKING:
    from ..models.pick import Pick
    from ..models.pick_value import PickValue


T = TypeVar("T", bound="Pick15Analysis")


@_attrs_define
class Pick15Analysis:
    """
    Attributes:
        state (GameState):
        winner (None | Side):
        numbers (list[int] | None): The winner's three numbers summing to 15.
        line (list[int] | None): Their squares in the magic square: a tic-tac-toe line.
        to_move (None | Side):
        outcome (None | Outcome):
        plies (int | None):
        moves (list[PickValue]):
        principal_variation (list[Pick]):
    """

    state: GameState
    winner: None | Side
    numbers: list[int] | None
    line: list[int] | None
    to_move: None | Side
    outcome: None | Outcome
    plies: int | None
    moves: list[PickValue]
    principal_variation: list[Pick]

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

        outcome: None | str
        if isinstance(self.outcome, str):
            outcome = self.outcome
        else:
            outcome = self.outcome

        plies: int | None
        plies = self.plies

        moves = []
        for moves_item_data in self.moves:
            moves_item = moves_item_data.to_dict()
            moves.append(moves_item)

        principal_variation = []
        for principal_variation_item_data in self.principal_variation:
            principal_variation_item = principal_variation_item_data.to_dict()
            principal_variation.append(principal_variation_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "state": state,
                "winner": winner,
                "numbers": numbers,
                "line": line,
                "to_move": to_move,
                "outcome": outcome,
                "plies": plies,
                "moves": moves,
                "principal_variation": principal_variation,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.pick import Pick  # noqa: PLC0415
        from ..models.pick_value import PickValue  # noqa: PLC0415

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

        def _parse_outcome(data: object) -> None | Outcome:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                outcome_type_0 = check_outcome(data)

                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Outcome, data)

        outcome = _parse_outcome(d.pop("outcome"))

        def _parse_plies(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        plies = _parse_plies(d.pop("plies"))

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:
            moves_item = PickValue.from_dict(moves_item_data)

            moves.append(moves_item)

        principal_variation = []
        _principal_variation = d.pop("principal_variation")
        for principal_variation_item_data in _principal_variation:
            principal_variation_item = Pick.from_dict(principal_variation_item_data)

            principal_variation.append(principal_variation_item)

        pick_15_analysis = cls(
            state=state,
            winner=winner,
            numbers=numbers,
            line=line,
            to_move=to_move,
            outcome=outcome,
            plies=plies,
            moves=moves,
            principal_variation=principal_variation,
        )

        return pick_15_analysis

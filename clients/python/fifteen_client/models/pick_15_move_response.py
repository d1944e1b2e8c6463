from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.game_state import GameState, check_game_state
from ..models.outcome import Outcome, check_outcome
from ..models.side import Side, check_side

if TYPE_CHECKING:
    from ..models.pick import Pick
    from ..models.pick_15_status import Pick15Status


T = TypeVar("T", bound="Pick15MoveResponse")


@_attrs_define
class Pick15MoveResponse:
    """
    Attributes:
        state (GameState):
        winner (None | Side):
        numbers (list[int] | None): The winner's three numbers summing to 15.
        line (list[int] | None): Their squares in the magic square: a tic-tac-toe line.
        to_move (None | Side):
        move (None | Pick):
        after (None | Pick15Status): The state the pick leaves: won, drawn or going on, the winner and their numbers,
            who picks next (null with no pick).
        outcome (None | Outcome):
        plies (int | None):
    """

    state: GameState
    winner: None | Side
    numbers: list[int] | None
    line: list[int] | None
    to_move: None | Side
    move: None | Pick
    after: None | Pick15Status
    outcome: None | Outcome
    plies: int | None

    def to_dict(self) -> dict[str, Any]:
        from ..models.pick import Pick  # noqa: PLC0415
        from ..models.pick_15_status import Pick15Status  # noqa: PLC0415

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

        move: dict[str, Any] | None
        if isinstance(self.move, Pick):
            move = self.move.to_dict()
        else:
            move = self.move

        after: dict[str, Any] | None
        if isinstance(self.after, Pick15Status):
            after = self.after.to_dict()
        else:
            after = self.after

        outcome: None | str
        if isinstance(self.outcome, str):
            outcome = self.outcome
        else:
            outcome = self.outcome

        plies: int | None
        plies = self.plies

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "state": state,
                "winner": winner,
                "numbers": numbers,
                "line": line,
                "to_move": to_move,
                "move": move,
                "after": after,
                "outcome": outcome,
                "plies": plies,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.pick import Pick  # noqa: PLC0415
        from ..models.pick_15_status import Pick15Status  # noqa: PLC0415

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

        def _parse_move(data: object) -> None | Pick:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                move_type_0 = Pick.from_dict(data)

                return move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Pick, data)

        move = _parse_move(d.pop("move"))

        def _parse_after(data: object) -> None | Pick15Status:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                after_type_0 = Pick15Status.from_dict(data)

                return after_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Pick15Status, data)

        after = _parse_after(d.pop("after"))

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

        pick_15_move_response = cls(
            state=state,
            winner=winner,
            numbers=numbers,
            line=line,
            to_move=to_move,
            move=move,
            after=after,
            outcome=outcome,
            plies=plies,
        )

        return pick_15_move_response

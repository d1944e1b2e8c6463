from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.game_state import GameState, check_game_state
from ..models.outcome import Outcome, check_outcome
from ..models.player import Player, check_player
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.after_move import AfterMove
    from ..models.move import Move


T = TypeVar("T", bound="MoveResponse")


@_attrs_define
class MoveResponse:
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
        move (Move | None):
        after (AfterMove | None): The state the move leaves: won, drawn or going on, the winner and line, who moves next
            (null with no move): one request a turn.
        board_after (list[int | None] | None): The board once the move is played (null with no move).
        outcome (None | Outcome):
        plies (int | None):
        proven (bool | Unset): Only in a searched board's answer (4x4, 5x5): whether outcome and plies are the value
            under perfect play. False when the budget ran out first: outcome and plies are then null and estimate says what
            the search saw.
        estimate (int | None | Unset): Only in a searched board's answer, when not proven: the heuristic score at the
            search's depth (the mover's safe moves less the other side's; higher is better; 0 with shared numbers, where
            both sides have the same moves).
        depth (int | Unset): Only in a searched board's answer: plies searched ahead.
    """

    rules_id: str
    state: GameState
    winner: None | Player
    line: list[int] | None
    to_move: None | Player
    move: Move | None
    after: AfterMove | None
    board_after: list[int | None] | None
    outcome: None | Outcome
    plies: int | None
    proven: bool | Unset = UNSET
    estimate: int | None | Unset = UNSET
    depth: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.after_move import AfterMove  # noqa: PLC0415
        from ..models.move import Move  # noqa: PLC0415

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

        move: dict[str, Any] | None
        if isinstance(self.move, Move):
            move = self.move.to_dict()
        else:
            move = self.move

        after: dict[str, Any] | None
        if isinstance(self.after, AfterMove):
            after = self.after.to_dict()
        else:
            after = self.after

        board_after: list[int | None] | None
        if isinstance(self.board_after, list):
            board_after = []
            for board_after_type_0_item_data in self.board_after:
                board_after_type_0_item: int | None
                board_after_type_0_item = board_after_type_0_item_data
                board_after.append(board_after_type_0_item)

        else:
            board_after = self.board_after

        outcome: None | str
        if isinstance(self.outcome, str):
            outcome = self.outcome
        else:
            outcome = self.outcome

        plies: int | None
        plies = self.plies

        proven = self.proven

        estimate: int | None | Unset
        if isinstance(self.estimate, Unset):
            estimate = UNSET
        else:
            estimate = self.estimate

        depth = self.depth

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "rules_id": rules_id,
                "state": state,
                "winner": winner,
                "line": line,
                "to_move": to_move,
                "move": move,
                "after": after,
                "board_after": board_after,
                "outcome": outcome,
                "plies": plies,
            }
        )
        if proven is not UNSET:
            field_dict["proven"] = proven
        if estimate is not UNSET:
            field_dict["estimate"] = estimate
        if depth is not UNSET:
            field_dict["depth"] = depth

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.after_move import AfterMove  # noqa: PLC0415
        from ..models.move import Move  # noqa: PLC0415

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

        def _parse_move(data: object) -> Move | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                move_type_0 = Move.from_dict(data)

                return move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Move | None, data)

        move = _parse_move(d.pop("move"))

        def _parse_after(data: object) -> AfterMove | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                after_type_0 = AfterMove.from_dict(data)

                return after_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AfterMove | None, data)

        after = _parse_after(d.pop("after"))

        def _parse_board_after(data: object) -> list[int | None] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                board_after_type_0 = []
                _board_after_type_0 = data
                for board_after_type_0_item_data in _board_after_type_0:

                    def _parse_board_after_type_0_item(data: object) -> int | None:
                        if data is None:
                            return data
                        return cast(int | None, data)

                    board_after_type_0_item = _parse_board_after_type_0_item(board_after_type_0_item_data)

                    board_after_type_0.append(board_after_type_0_item)

                return board_after_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int | None] | None, data)

        board_after = _parse_board_after(d.pop("board_after"))

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

        proven = d.pop("proven", UNSET)

        def _parse_estimate(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        estimate = _parse_estimate(d.pop("estimate", UNSET))

        depth = d.pop("depth", UNSET)

        move_response = cls(
            rules_id=rules_id,
            state=state,
            winner=winner,
            line=line,
            to_move=to_move,
            move=move,
            after=after,
            board_after=board_after,
            outcome=outcome,
            plies=plies,
            proven=proven,
            estimate=estimate,
            depth=depth,
        )

        return move_response

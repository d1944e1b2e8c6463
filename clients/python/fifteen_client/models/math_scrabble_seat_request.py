from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.equation_bonus import EquationBonus, check_equation_bonus
from ..models.math_scrabble_seat_request_opponent import (
    MathScrabbleSeatRequestOpponent,
    check_math_scrabble_seat_request_opponent,
)
from ..types import UNSET, Unset

T = TypeVar("T", bound="MathScrabbleSeatRequest")


@_attrs_define
class MathScrabbleSeatRequest:
    """
    Attributes:
        game (str | Unset): The game so far: the `game` token the last answer gave. Without it, a new game is dealt.
        move (str | Unset): Your turn, when it is yours: A turn in the service's notation: a play as /moves writes it
            (written), its blanks named ('8F 3+3=6, blank 3 on 8G'), 'exchange 12+?' (the tiles given back, '?' a blank), or
            'pass'. Example: 8F 3+3=6.
        seat (int | Unset): A new game's seat: 0 moves first (default 0).
        opponent (MathScrabbleSeatRequestOpponent | Unset): A new game's engine: ranking by equity (default) or score.
        steps (int | Unset): A new game's engine search per turn, in steps (default 150000): the same turns on any
            machine.
        bonus (EquationBonus | Unset):
    """

    game: str | Unset = UNSET
    move: str | Unset = UNSET
    seat: int | Unset = UNSET
    opponent: MathScrabbleSeatRequestOpponent | Unset = UNSET
    steps: int | Unset = UNSET
    bonus: EquationBonus | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        game = self.game

        move = self.move

        seat = self.seat

        opponent: str | Unset = UNSET
        if not isinstance(self.opponent, Unset):
            opponent = self.opponent

        steps = self.steps

        bonus: str | Unset = UNSET
        if not isinstance(self.bonus, Unset):
            bonus = self.bonus

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if game is not UNSET:
            field_dict["game"] = game
        if move is not UNSET:
            field_dict["move"] = move
        if seat is not UNSET:
            field_dict["seat"] = seat
        if opponent is not UNSET:
            field_dict["opponent"] = opponent
        if steps is not UNSET:
            field_dict["steps"] = steps
        if bonus is not UNSET:
            field_dict["bonus"] = bonus

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        game = d.pop("game", UNSET)

        move = d.pop("move", UNSET)

        seat = d.pop("seat", UNSET)

        _opponent = d.pop("opponent", UNSET)
        opponent: MathScrabbleSeatRequestOpponent | Unset
        if isinstance(_opponent, Unset):
            opponent = UNSET
        else:
            opponent = check_math_scrabble_seat_request_opponent(_opponent)

        steps = d.pop("steps", UNSET)

        _bonus = d.pop("bonus", UNSET)
        bonus: EquationBonus | Unset
        if isinstance(_bonus, Unset):
            bonus = UNSET
        else:
            bonus = check_equation_bonus(_bonus)

        math_scrabble_seat_request = cls(
            game=game,
            move=move,
            seat=seat,
            opponent=opponent,
            steps=steps,
            bonus=bonus,
        )

        return math_scrabble_seat_request

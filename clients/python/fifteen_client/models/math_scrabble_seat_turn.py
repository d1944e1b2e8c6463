from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.math_scrabble_seat_turn_kind import MathScrabbleSeatTurnKind, check_math_scrabble_seat_turn_kind

T = TypeVar("T", bound="MathScrabbleSeatTurn")


@_attrs_define
class MathScrabbleSeatTurn:
    """
    Attributes:
        player (int): 0 moved first.
        kind (MathScrabbleSeatTurnKind):
        move (str): A turn in the service's notation: a play as /moves writes it (written), its blanks named ('8F 3+3=6,
            blank 3 on 8G'), 'exchange 12+?' (the tiles given back, '?' a blank), or 'pass'.
        rack (None | str): The rack it was taken from: null for the other seat's.
        points (int): What it scored (the end's adjustments apart).
    """

    player: int
    kind: MathScrabbleSeatTurnKind
    move: str
    rack: None | str
    points: int

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        kind: str = self.kind

        move = self.move

        rack: None | str
        rack = self.rack

        points = self.points

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "player": player,
                "kind": kind,
                "move": move,
                "rack": rack,
                "points": points,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        kind = check_math_scrabble_seat_turn_kind(d.pop("kind"))

        move = d.pop("move")

        def _parse_rack(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        rack = _parse_rack(d.pop("rack"))

        points = d.pop("points")

        math_scrabble_seat_turn = cls(
            player=player,
            kind=kind,
            move=move,
            rack=rack,
            points=points,
        )

        return math_scrabble_seat_turn

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.math_scrabble_turn_kind import MathScrabbleTurnKind, check_math_scrabble_turn_kind

T = TypeVar("T", bound="MathScrabbleTurn")


@_attrs_define
class MathScrabbleTurn:
    """
    Attributes:
        player (int): 0 moved first.
        kind (MathScrabbleTurnKind):
        move (str): A turn in the service's notation: a play as /moves writes it (written), its blanks named ('8F 3+3=6,
            blank 3 on 8G'), 'exchange 12+?' (the tiles given back, '?' a blank), or 'pass'.
        rack (str): The rack it was taken from.
        points (int): What it scored (the end's adjustments apart).
    """

    player: int
    kind: MathScrabbleTurnKind
    move: str
    rack: str
    points: int

    def to_dict(self) -> dict[str, Any]:
        player = self.player

        kind: str = self.kind

        move = self.move

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

        kind = check_math_scrabble_turn_kind(d.pop("kind"))

        move = d.pop("move")

        rack = d.pop("rack")

        points = d.pop("points")

        math_scrabble_turn = cls(
            player=player,
            kind=kind,
            move=move,
            rack=rack,
            points=points,
        )

        return math_scrabble_turn

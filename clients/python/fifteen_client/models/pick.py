from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.side import Side, check_side

T = TypeVar("T", bound="Pick")


@_attrs_define
class Pick:
    """
    Attributes:
        player (Side):
        number (int):
        square (int): The number's square in the magic square 2 7 6 / 9 5 1 / 4 3 8.
    """

    player: Side
    number: int
    square: int

    def to_dict(self) -> dict[str, Any]:
        player: str = self.player

        number = self.number

        square = self.square

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "player": player,
                "number": number,
                "square": square,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = check_side(d.pop("player"))

        number = d.pop("number")

        square = d.pop("square")

        pick = cls(
            player=player,
            number=number,
            square=square,
        )

        return pick

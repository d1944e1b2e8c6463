from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.player import Player, check_player

T = TypeVar("T", bound="Move")


@_attrs_define
class Move:
    """
    Attributes:
        player (Player):
        index (int):
        token (int):
    """

    player: Player
    index: int
    token: int

    def to_dict(self) -> dict[str, Any]:
        player: str = self.player

        index = self.index

        token = self.token

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "player": player,
                "index": index,
                "token": token,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = check_player(d.pop("player"))

        index = d.pop("index")

        token = d.pop("token")

        move = cls(
            player=player,
            index=index,
            token=token,
        )

        return move

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.side import Side, check_side
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.picks import Picks


T = TypeVar("T", bound="Pick15Request")


@_attrs_define
class Pick15Request:
    """
    Attributes:
        picks (Picks):
        player (Side | Unset):
    """

    picks: Picks
    player: Side | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        picks = self.picks.to_dict()

        player: str | Unset = UNSET
        if not isinstance(self.player, Unset):
            player = self.player

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "picks": picks,
            }
        )
        if player is not UNSET:
            field_dict["player"] = player

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.picks import Picks  # noqa: PLC0415

        d = dict(src_dict)
        picks = Picks.from_dict(d.pop("picks"))

        _player = d.pop("player", UNSET)
        player: Side | Unset
        if isinstance(_player, Unset):
            player = UNSET
        else:
            player = check_side(_player)

        pick_15_request = cls(
            picks=picks,
            player=player,
        )

        return pick_15_request

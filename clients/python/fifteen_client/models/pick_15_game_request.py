from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="Pick15GameRequest")


@_attrs_define
class Pick15GameRequest:
    """
    Attributes:
        picks (list[int] | Unset): The numbers picked, in order, the first player's first. Example: [5, 2, 8].
    """

    picks: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        picks: list[int] | Unset = UNSET
        if not isinstance(self.picks, Unset):
            picks = self.picks

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if picks is not UNSET:
            field_dict["picks"] = picks

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        picks = cast(list[int], d.pop("picks", UNSET))

        pick_15_game_request = cls(
            picks=picks,
        )

        return pick_15_game_request

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="Picks")


@_attrs_define
class Picks:
    """
    Attributes:
        first (list[int] | Unset): The numbers the first player has picked.
        second (list[int] | Unset): The numbers the second player has picked.
    """

    first: list[int] | Unset = UNSET
    second: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        first: list[int] | Unset = UNSET
        if not isinstance(self.first, Unset):
            first = self.first

        second: list[int] | Unset = UNSET
        if not isinstance(self.second, Unset):
            second = self.second

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if first is not UNSET:
            field_dict["first"] = first
        if second is not UNSET:
            field_dict["second"] = second

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        first = cast(list[int], d.pop("first", UNSET))

        second = cast(list[int], d.pop("second", UNSET))

        picks = cls(
            first=first,
            second=second,
        )

        return picks

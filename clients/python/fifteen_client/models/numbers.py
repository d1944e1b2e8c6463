from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="Numbers")


@_attrs_define
class Numbers:
    """
    Attributes:
        odd (list[int] | Unset): Odd's numbers.
        even (list[int] | Unset): Even's numbers.
    """

    odd: list[int] | Unset = UNSET
    even: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        odd: list[int] | Unset = UNSET
        if not isinstance(self.odd, Unset):
            odd = self.odd

        even: list[int] | Unset = UNSET
        if not isinstance(self.even, Unset):
            even = self.even

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if odd is not UNSET:
            field_dict["odd"] = odd
        if even is not UNSET:
            field_dict["even"] = even

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        odd = cast(list[int], d.pop("odd", UNSET))

        even = cast(list[int], d.pop("even", UNSET))

        numbers = cls(
            odd=odd,
            even=even,
        )

        return numbers

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="Sum15ResolveRequest")


@_attrs_define
class Sum15ResolveRequest:
    """
    Attributes:
        middle (list[str]): The cards in the middle, oldest first.
        card (str): The card played. Example: 10H.
    """

    middle: list[str]
    card: str

    def to_dict(self) -> dict[str, Any]:
        middle = self.middle

        card = self.card

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "middle": middle,
                "card": card,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        middle = cast(list[str], d.pop("middle"))

        card = d.pop("card")

        sum_15_resolve_request = cls(
            middle=middle,
            card=card,
        )

        return sum_15_resolve_request

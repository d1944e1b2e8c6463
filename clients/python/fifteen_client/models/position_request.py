from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="PositionRequest")


@_attrs_define
class PositionRequest:
    """
    Attributes:
        position (str): A position string as the game's answers write it (docs/records.md).
    """

    position: str

    def to_dict(self) -> dict[str, Any]:
        position = self.position

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "position": position,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        position = d.pop("position")

        position_request = cls(
            position=position,
        )

        return position_request

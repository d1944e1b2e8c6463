from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="MathScrabbleValidateRequest")


@_attrs_define
class MathScrabbleValidateRequest:
    """
    Attributes:
        equation (str):  Example: 2+3×4=20.
    """

    equation: str

    def to_dict(self) -> dict[str, Any]:
        equation = self.equation

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "equation": equation,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        equation = d.pop("equation")

        math_scrabble_validate_request = cls(
            equation=equation,
        )

        return math_scrabble_validate_request

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="MathScrabbleVerdict")


@_attrs_define
class MathScrabbleVerdict:
    """
    Attributes:
        valid (bool):
        value (None | str): The parts' common value, exact: '-17', '7/2', '2√3', '1+√2'.
        reason (None | str):
    """

    valid: bool
    value: None | str
    reason: None | str

    def to_dict(self) -> dict[str, Any]:
        valid = self.valid

        value: None | str
        value = self.value

        reason: None | str
        reason = self.reason

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "valid": valid,
                "value": value,
                "reason": reason,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        valid = d.pop("valid")

        def _parse_value(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        value = _parse_value(d.pop("value"))

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        math_scrabble_verdict = cls(
            valid=valid,
            value=value,
            reason=reason,
        )

        return math_scrabble_verdict

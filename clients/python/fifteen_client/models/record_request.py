from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="RecordRequest")


@_attrs_define
class RecordRequest:
    """
    Attributes:
        record (str): A game record as the game's answers write it (docs/records.md).
    """

    record: str

    def to_dict(self) -> dict[str, Any]:
        record = self.record

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "record": record,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        record = d.pop("record")

        record_request = cls(
            record=record,
        )

        return record_request

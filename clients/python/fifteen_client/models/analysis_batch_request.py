from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.status_request import StatusRequest


T = TypeVar("T", bound="AnalysisBatchRequest")


@_attrs_define
class AnalysisBatchRequest:
    """
    Attributes:
        positions (list[StatusRequest]): At most 1000 request bodies of the single endpoint.
    """

    positions: list[StatusRequest]

    def to_dict(self) -> dict[str, Any]:
        positions = []
        for positions_item_data in self.positions:
            positions_item = positions_item_data.to_dict()
            positions.append(positions_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "positions": positions,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.status_request import StatusRequest  # noqa: PLC0415

        d = dict(src_dict)
        positions = []
        _positions = d.pop("positions")
        for positions_item_data in _positions:
            positions_item = StatusRequest.from_dict(positions_item_data)

            positions.append(positions_item)

        analysis_batch_request = cls(
            positions=positions,
        )

        return analysis_batch_request

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.move_request import MoveRequest


T = TypeVar("T", bound="MoveBatchRequest")


@_attrs_define
class MoveBatchRequest:
    """
    Attributes:
        positions (list[MoveRequest]): At most 1000 request bodies of the single endpoint.
    """

    positions: list[MoveRequest]

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
        from ..models.move_request import MoveRequest  # noqa: PLC0415

        d = dict(src_dict)
        positions = []
        _positions = d.pop("positions")
        for positions_item_data in _positions:
            positions_item = MoveRequest.from_dict(positions_item_data)

            positions.append(positions_item)

        move_batch_request = cls(
            positions=positions,
        )

        return move_batch_request

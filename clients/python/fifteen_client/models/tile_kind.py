from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="TileKind")


@_attrs_define
class TileKind:
    """
    Attributes:
        tile (str): The face; '?' is a blank.
        count (int):
        points (int):
    """

    tile: str
    count: int
    points: int

    def to_dict(self) -> dict[str, Any]:
        tile = self.tile

        count = self.count

        points = self.points

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "tile": tile,
                "count": count,
                "points": points,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        tile = d.pop("tile")

        count = d.pop("count")

        points = d.pop("points")

        tile_kind = cls(
            tile=tile,
            count=count,
            points=points,
        )

        return tile_kind

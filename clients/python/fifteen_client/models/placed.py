from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Placed")


@_attrs_define
class Placed:
    """
    Attributes:
        row (int):
        col (int):
        tile (str):
        blank (bool):
    """

    row: int
    col: int
    tile: str
    blank: bool

    def to_dict(self) -> dict[str, Any]:
        row = self.row

        col = self.col

        tile = self.tile

        blank = self.blank

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "row": row,
                "col": col,
                "tile": tile,
                "blank": blank,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        row = d.pop("row")

        col = d.pop("col")

        tile = d.pop("tile")

        blank = d.pop("blank")

        placed = cls(
            row=row,
            col=col,
            tile=tile,
            blank=blank,
        )

        return placed

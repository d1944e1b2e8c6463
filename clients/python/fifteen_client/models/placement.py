from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="Placement")


@_attrs_define
class Placement:
    """
    Attributes:
        row (int):
        col (int):
        tile (str):  Example: 3.
        blank (bool | Unset):  Default: False.
    """

    row: int
    col: int
    tile: str
    blank: bool | Unset = False

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
            }
        )
        if blank is not UNSET:
            field_dict["blank"] = blank

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        row = d.pop("row")

        col = d.pop("col")

        tile = d.pop("tile")

        blank = d.pop("blank", UNSET)

        placement = cls(
            row=row,
            col=col,
            tile=tile,
            blank=blank,
        )

        return placement

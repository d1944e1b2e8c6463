from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.premium_square_premium import PremiumSquarePremium, check_premium_square_premium

T = TypeVar("T", bound="PremiumSquare")


@_attrs_define
class PremiumSquare:
    """
    Attributes:
        row (int):
        col (int):
        premium (PremiumSquarePremium):
    """

    row: int
    col: int
    premium: PremiumSquarePremium

    def to_dict(self) -> dict[str, Any]:
        row = self.row

        col = self.col

        premium: str = self.premium

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "row": row,
                "col": col,
                "premium": premium,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        row = d.pop("row")

        col = d.pop("col")

        premium = check_premium_square_premium(d.pop("premium"))

        premium_square = cls(
            row=row,
            col=col,
            premium=premium,
        )

        return premium_square

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Exchange")


@_attrs_define
class Exchange:
    """
    Attributes:
        keep (str): The tiles to keep ('?' a blank; may be empty).
        exchange (str): The tiles to return.
        equity (float): What the kept tiles are worth next turn.
    """

    keep: str
    exchange: str
    equity: float

    def to_dict(self) -> dict[str, Any]:
        keep = self.keep

        exchange = self.exchange

        equity = self.equity

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "keep": keep,
                "exchange": exchange,
                "equity": equity,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        keep = d.pop("keep")

        exchange = d.pop("exchange")

        equity = d.pop("equity")

        exchange = cls(
            keep=keep,
            exchange=exchange,
            equity=equity,
        )

        return exchange

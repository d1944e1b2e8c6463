from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Sum15CardValue")


@_attrs_define
class Sum15CardValue:
    """
    Attributes:
        card (str):
        expected_cards (float): Cards you are expected to hold at the end.
        win_probability (float):
    """

    card: str
    expected_cards: float
    win_probability: float

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        expected_cards = self.expected_cards

        win_probability = self.win_probability

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "expected_cards": expected_cards,
                "win_probability": win_probability,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        expected_cards = d.pop("expected_cards")

        win_probability = d.pop("win_probability")

        sum_15_card_value = cls(
            card=card,
            expected_cards=expected_cards,
            win_probability=win_probability,
        )

        return sum_15_card_value

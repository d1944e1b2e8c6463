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
        win_probability (float): Your chance to win the deal (a tie for most shares it).
        win_interval (float): The half-width of win_probability's 95% interval over the samples: how far the estimate
            may be off (1 from fewer than two samples).
    """

    card: str
    expected_cards: float
    win_probability: float
    win_interval: float

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        expected_cards = self.expected_cards

        win_probability = self.win_probability

        win_interval = self.win_interval

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "expected_cards": expected_cards,
                "win_probability": win_probability,
                "win_interval": win_interval,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = d.pop("card")

        expected_cards = d.pop("expected_cards")

        win_probability = d.pop("win_probability")

        win_interval = d.pop("win_interval")

        sum_15_card_value = cls(
            card=card,
            expected_cards=expected_cards,
            win_probability=win_probability,
            win_interval=win_interval,
        )

        return sum_15_card_value

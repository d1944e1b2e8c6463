from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.sum_15_card_value import Sum15CardValue
    from ..models.sum_15_rules_in_force import Sum15RulesInForce


T = TypeVar("T", bound="Sum15Suggestion")


@_attrs_define
class Sum15Suggestion:
    """
    Attributes:
        card (str):
        expected_cards (float): Cards you are expected to hold at the end.
        win_probability (float):
        cards (list[Sum15CardValue]):
        samples (int):
        finished (bool): False when the budget ran out first.
        rules (Sum15RulesInForce):
    """

    card: str
    expected_cards: float
    win_probability: float
    cards: list[Sum15CardValue]
    samples: int
    finished: bool
    rules: Sum15RulesInForce

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        expected_cards = self.expected_cards

        win_probability = self.win_probability

        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.to_dict()
            cards.append(cards_item)

        samples = self.samples

        finished = self.finished

        rules = self.rules.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "expected_cards": expected_cards,
                "win_probability": win_probability,
                "cards": cards,
                "samples": samples,
                "finished": finished,
                "rules": rules,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sum_15_card_value import Sum15CardValue  # noqa: PLC0415
        from ..models.sum_15_rules_in_force import Sum15RulesInForce  # noqa: PLC0415

        d = dict(src_dict)
        card = d.pop("card")

        expected_cards = d.pop("expected_cards")

        win_probability = d.pop("win_probability")

        cards = []
        _cards = d.pop("cards")
        for cards_item_data in _cards:
            cards_item = Sum15CardValue.from_dict(cards_item_data)

            cards.append(cards_item)

        samples = d.pop("samples")

        finished = d.pop("finished")

        rules = Sum15RulesInForce.from_dict(d.pop("rules"))

        sum_15_suggestion = cls(
            card=card,
            expected_cards=expected_cards,
            win_probability=win_probability,
            cards=cards,
            samples=samples,
            finished=finished,
            rules=rules,
        )

        return sum_15_suggestion

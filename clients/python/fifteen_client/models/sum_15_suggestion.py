from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.sum_15_card_value import Sum15CardValue
    from ..models.sum_15_rules_in_force import Sum15RulesInForce
    from ..models.sum_15_suggestion_styles_item import Sum15SuggestionStylesItem


T = TypeVar("T", bound="Sum15Suggestion")


@_attrs_define
class Sum15Suggestion:
    """
    Attributes:
        card (str):
        expected_cards (float): Cards you are expected to hold at the end.
        win_probability (float): Your chance to win the deal (a tie for most shares it).
        win_interval (float): The half-width of win_probability's 95% interval over the samples: how far the estimate
            may be off (1 from fewer than two samples).
        cards (list[Sum15CardValue]):
        samples (int): The sampled deals the figures are over.
        finished (bool): False when the time budget ran out before every sample.
        styles (list[Sum15SuggestionStylesItem]): For each seat, how likely each style of play is, as the suggester read
            it ({} for your seat and for seats with no cards left).
        rules (Sum15RulesInForce):
    """

    card: str
    expected_cards: float
    win_probability: float
    win_interval: float
    cards: list[Sum15CardValue]
    samples: int
    finished: bool
    styles: list[Sum15SuggestionStylesItem]
    rules: Sum15RulesInForce

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        expected_cards = self.expected_cards

        win_probability = self.win_probability

        win_interval = self.win_interval

        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.to_dict()
            cards.append(cards_item)

        samples = self.samples

        finished = self.finished

        styles = []
        for styles_item_data in self.styles:
            styles_item = styles_item_data.to_dict()
            styles.append(styles_item)

        rules = self.rules.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "expected_cards": expected_cards,
                "win_probability": win_probability,
                "win_interval": win_interval,
                "cards": cards,
                "samples": samples,
                "finished": finished,
                "styles": styles,
                "rules": rules,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sum_15_card_value import Sum15CardValue  # noqa: PLC0415
        from ..models.sum_15_rules_in_force import Sum15RulesInForce  # noqa: PLC0415
        from ..models.sum_15_suggestion_styles_item import Sum15SuggestionStylesItem  # noqa: PLC0415

        d = dict(src_dict)
        card = d.pop("card")

        expected_cards = d.pop("expected_cards")

        win_probability = d.pop("win_probability")

        win_interval = d.pop("win_interval")

        cards = []
        _cards = d.pop("cards")
        for cards_item_data in _cards:
            cards_item = Sum15CardValue.from_dict(cards_item_data)

            cards.append(cards_item)

        samples = d.pop("samples")

        finished = d.pop("finished")

        styles = []
        _styles = d.pop("styles")
        for styles_item_data in _styles:
            styles_item = Sum15SuggestionStylesItem.from_dict(styles_item_data)

            styles.append(styles_item)

        rules = Sum15RulesInForce.from_dict(d.pop("rules"))

        sum_15_suggestion = cls(
            card=card,
            expected_cards=expected_cards,
            win_probability=win_probability,
            win_interval=win_interval,
            cards=cards,
            samples=samples,
            finished=finished,
            styles=styles,
            rules=rules,
        )

        return sum_15_suggestion

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.sum_15_house_rules import Sum15HouseRules


T = TypeVar("T", bound="Sum15ResolveRequest")


@_attrs_define
class Sum15ResolveRequest:
    """
    Attributes:
        middle (list[str]): The cards in the middle, oldest first.
        card (str): The card played. Example: 10H.
        starter (bool | Unset): Whether the middle's first card is a starter turned from the stock (not played): under
            the seed's words a starter is never part of a set.  By default every card in the middle was played. Default:
            False.
        rules (Sum15HouseRules | Unset):
    """

    middle: list[str]
    card: str
    starter: bool | Unset = False
    rules: Sum15HouseRules | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        middle = self.middle

        card = self.card

        starter = self.starter

        rules: dict[str, Any] | Unset = UNSET
        if not isinstance(self.rules, Unset):
            rules = self.rules.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "middle": middle,
                "card": card,
            }
        )
        if starter is not UNSET:
            field_dict["starter"] = starter
        if rules is not UNSET:
            field_dict["rules"] = rules

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sum_15_house_rules import Sum15HouseRules  # noqa: PLC0415

        d = dict(src_dict)
        middle = cast(list[str], d.pop("middle"))

        card = d.pop("card")

        starter = d.pop("starter", UNSET)

        _rules = d.pop("rules", UNSET)
        rules: Sum15HouseRules | Unset
        if isinstance(_rules, Unset):
            rules = UNSET
        else:
            rules = Sum15HouseRules.from_dict(_rules)

        sum_15_resolve_request = cls(
            middle=middle,
            card=card,
            starter=starter,
            rules=rules,
        )

        return sum_15_resolve_request

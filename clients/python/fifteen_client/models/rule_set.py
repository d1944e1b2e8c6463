from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.player import Player
from ..models.rule_name import RuleName
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.numbers import Numbers


T = TypeVar("T", bound="RuleSet")


@_attrs_define
class RuleSet:
    """
    Attributes:
        name (RuleName | Unset):
        description (str | Unset): The named game's description (as listed; only with name).
        target (int | Unset): The line sum that wins.
        numbers (Numbers | Unset):
        first (Player | Unset):
        parity_wins (bool | Unset): Three of a parity in a line wins too (Nygaard's rule).
    """

    name: RuleName | Unset = UNSET
    description: str | Unset = UNSET
    target: int | Unset = UNSET
    numbers: Numbers | Unset = UNSET
    first: Player | Unset = UNSET
    parity_wins: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name: str | Unset = UNSET
        if not isinstance(self.name, Unset):
            name = self.name.value

        description = self.description

        target = self.target

        numbers: dict[str, Any] | Unset = UNSET
        if not isinstance(self.numbers, Unset):
            numbers = self.numbers.to_dict()

        first: str | Unset = UNSET
        if not isinstance(self.first, Unset):
            first = self.first.value

        parity_wins = self.parity_wins

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if name is not UNSET:
            field_dict["name"] = name
        if description is not UNSET:
            field_dict["description"] = description
        if target is not UNSET:
            field_dict["target"] = target
        if numbers is not UNSET:
            field_dict["numbers"] = numbers
        if first is not UNSET:
            field_dict["first"] = first
        if parity_wins is not UNSET:
            field_dict["parity_wins"] = parity_wins

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.numbers import Numbers  # noqa: PLC0415

        d = dict(src_dict)
        _name = d.pop("name", UNSET)
        name: RuleName | Unset
        if isinstance(_name, Unset):
            name = UNSET
        else:
            name = RuleName(_name)

        description = d.pop("description", UNSET)

        target = d.pop("target", UNSET)

        _numbers = d.pop("numbers", UNSET)
        numbers: Numbers | Unset
        if isinstance(_numbers, Unset):
            numbers = UNSET
        else:
            numbers = Numbers.from_dict(_numbers)

        _first = d.pop("first", UNSET)
        first: Player | Unset
        if isinstance(_first, Unset):
            first = UNSET
        else:
            first = Player(_first)

        parity_wins = d.pop("parity_wins", UNSET)

        rule_set = cls(
            name=name,
            description=description,
            target=target,
            numbers=numbers,
            first=first,
            parity_wins=parity_wins,
        )

        return rule_set

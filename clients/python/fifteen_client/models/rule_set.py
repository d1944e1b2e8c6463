from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.line_rule import LineRule, check_line_rule
from ..models.player import Player, check_player
from ..models.rule_name import RuleName, check_rule_name
from ..models.rule_set_size import RuleSetSize, check_rule_set_size
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
        size (RuleSetSize | Unset): The board's side: 3 (default), 4 or 5. Its numbers default to 1 to size x size split
            by parity, its target to the magic sum (15, 34, 65). Boards of 4 and 5 are answered by a search within the
            request's budget_ms.
        target (int | Unset): The line sum (or product) that wins: on the 3x3 board up to 300 for a sum. A product line
            needs it; a target no line of the game's numbers can make is refused, except on the 3x3 board with sums.
        numbers (Numbers | Unset):
        first (Player | Unset):
        parity_wins (bool | Unset): A full line of one parity wins too (Nygaard's rule).
        shared (bool | Unset): Either player places any number not yet placed (Markowsky's shared-numbers game); the
            numbers are then listed split by parity.
        line (LineRule | Unset):
    """

    name: RuleName | Unset = UNSET
    description: str | Unset = UNSET
    size: RuleSetSize | Unset = UNSET
    target: int | Unset = UNSET
    numbers: Numbers | Unset = UNSET
    first: Player | Unset = UNSET
    parity_wins: bool | Unset = UNSET
    shared: bool | Unset = UNSET
    line: LineRule | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name: str | Unset = UNSET
        if not isinstance(self.name, Unset):
            name = self.name

        description = self.description

        size: int | Unset = UNSET
        if not isinstance(self.size, Unset):
            size = self.size

        target = self.target

        numbers: dict[str, Any] | Unset = UNSET
        if not isinstance(self.numbers, Unset):
            numbers = self.numbers.to_dict()

        first: str | Unset = UNSET
        if not isinstance(self.first, Unset):
            first = self.first

        parity_wins = self.parity_wins

        shared = self.shared

        line: str | Unset = UNSET
        if not isinstance(self.line, Unset):
            line = self.line

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if name is not UNSET:
            field_dict["name"] = name
        if description is not UNSET:
            field_dict["description"] = description
        if size is not UNSET:
            field_dict["size"] = size
        if target is not UNSET:
            field_dict["target"] = target
        if numbers is not UNSET:
            field_dict["numbers"] = numbers
        if first is not UNSET:
            field_dict["first"] = first
        if parity_wins is not UNSET:
            field_dict["parity_wins"] = parity_wins
        if shared is not UNSET:
            field_dict["shared"] = shared
        if line is not UNSET:
            field_dict["line"] = line

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
            name = check_rule_name(_name)

        description = d.pop("description", UNSET)

        _size = d.pop("size", UNSET)
        size: RuleSetSize | Unset
        if isinstance(_size, Unset):
            size = UNSET
        else:
            size = check_rule_set_size(_size)

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
            first = check_player(_first)

        parity_wins = d.pop("parity_wins", UNSET)

        shared = d.pop("shared", UNSET)

        _line = d.pop("line", UNSET)
        line: LineRule | Unset
        if isinstance(_line, Unset):
            line = UNSET
        else:
            line = check_line_rule(_line)

        rule_set = cls(
            name=name,
            description=description,
            size=size,
            target=target,
            numbers=numbers,
            first=first,
            parity_wins=parity_wins,
            shared=shared,
            line=line,
        )

        return rule_set

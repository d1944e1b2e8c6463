from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="Sum15HouseRules")


@_attrs_define
class Sum15HouseRules:
    """
    Attributes:
        restart_after_set (bool | Unset): A new starter is turned when a set empties the middle (the seed turns one only
            after a multiple of 15: "Then place a new starter..."). Default: False.
        starter_in_sets (bool | Unset): A starter counts among the last two (three) cards played for a set (the seed: a
            starter is turned, not played). Default: False.
        runs_any_order (bool | Unset): Three cards that can be ordered into a run make one, as in cribbage (2-4-3); the
            seed's runs are in the order played, rising or falling (2-3-4, Q-J-10). Default: False.
    """

    restart_after_set: bool | Unset = False
    starter_in_sets: bool | Unset = False
    runs_any_order: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        restart_after_set = self.restart_after_set

        starter_in_sets = self.starter_in_sets

        runs_any_order = self.runs_any_order

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if restart_after_set is not UNSET:
            field_dict["restart_after_set"] = restart_after_set
        if starter_in_sets is not UNSET:
            field_dict["starter_in_sets"] = starter_in_sets
        if runs_any_order is not UNSET:
            field_dict["runs_any_order"] = runs_any_order

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        restart_after_set = d.pop("restart_after_set", UNSET)

        starter_in_sets = d.pop("starter_in_sets", UNSET)

        runs_any_order = d.pop("runs_any_order", UNSET)

        sum_15_house_rules = cls(
            restart_after_set=restart_after_set,
            starter_in_sets=starter_in_sets,
            runs_any_order=runs_any_order,
        )

        return sum_15_house_rules

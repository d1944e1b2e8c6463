from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Sum15RulesInForce")


@_attrs_define
class Sum15RulesInForce:
    """
    Attributes:
        restart_after_set (bool):
        starter_in_sets (bool):
        runs_any_order (bool):
    """

    restart_after_set: bool
    starter_in_sets: bool
    runs_any_order: bool

    def to_dict(self) -> dict[str, Any]:
        restart_after_set = self.restart_after_set

        starter_in_sets = self.starter_in_sets

        runs_any_order = self.runs_any_order

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "restart_after_set": restart_after_set,
                "starter_in_sets": starter_in_sets,
                "runs_any_order": runs_any_order,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        restart_after_set = d.pop("restart_after_set")

        starter_in_sets = d.pop("starter_in_sets")

        runs_any_order = d.pop("runs_any_order")

        sum_15_rules_in_force = cls(
            restart_after_set=restart_after_set,
            starter_in_sets=starter_in_sets,
            runs_any_order=runs_any_order,
        )

        return sum_15_rules_in_force

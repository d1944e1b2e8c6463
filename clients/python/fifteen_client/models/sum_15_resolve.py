from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.sum_15_reason import Sum15Reason, check_sum_15_reason

if TYPE_CHECKING:
    from ..models.sum_15_rules_in_force import Sum15RulesInForce


T = TypeVar("T", bound="Sum15Resolve")


@_attrs_define
class Sum15Resolve:
    """
    Attributes:
        picked_up (list[str]):
        reason (None | Sum15Reason):
        middle_after (list[str]):
        rules (Sum15RulesInForce):
    """

    picked_up: list[str]
    reason: None | Sum15Reason
    middle_after: list[str]
    rules: Sum15RulesInForce

    def to_dict(self) -> dict[str, Any]:
        picked_up = self.picked_up

        reason: None | str
        if isinstance(self.reason, str):
            reason = self.reason
        else:
            reason = self.reason

        middle_after = self.middle_after

        rules = self.rules.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "picked_up": picked_up,
                "reason": reason,
                "middle_after": middle_after,
                "rules": rules,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sum_15_rules_in_force import Sum15RulesInForce  # noqa: PLC0415

        d = dict(src_dict)
        picked_up = cast(list[str], d.pop("picked_up"))

        def _parse_reason(data: object) -> None | Sum15Reason:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                reason_type_0 = check_sum_15_reason(data)

                return reason_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Sum15Reason, data)

        reason = _parse_reason(d.pop("reason"))

        middle_after = cast(list[str], d.pop("middle_after"))

        rules = Sum15RulesInForce.from_dict(d.pop("rules"))

        sum_15_resolve = cls(
            picked_up=picked_up,
            reason=reason,
            middle_after=middle_after,
            rules=rules,
        )

        return sum_15_resolve

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.sum_15_reason import Sum15Reason, check_sum_15_reason

T = TypeVar("T", bound="Sum15Turn")


@_attrs_define
class Sum15Turn:
    """
    Attributes:
        seat (int):
        card (str): A card: its rank (A, 2-10, J, Q, K) then its suit (S, H, D, C), as 10H or AS. Example: 10H.
        picked_up (list[str]): The cards it picked up, oldest first, the card last.
        reason (None | Sum15Reason):
        starter (None | str): The starter turned after the play, when one was.
    """

    seat: int
    card: str
    picked_up: list[str]
    reason: None | Sum15Reason
    starter: None | str

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        card = self.card

        picked_up = self.picked_up

        reason: None | str
        if isinstance(self.reason, str):
            reason = self.reason
        else:
            reason = self.reason

        starter: None | str
        starter = self.starter

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "card": card,
                "picked_up": picked_up,
                "reason": reason,
                "starter": starter,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        card = d.pop("card")

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

        def _parse_starter(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        starter = _parse_starter(d.pop("starter"))

        sum_15_turn = cls(
            seat=seat,
            card=card,
            picked_up=picked_up,
            reason=reason,
            starter=starter,
        )

        return sum_15_turn

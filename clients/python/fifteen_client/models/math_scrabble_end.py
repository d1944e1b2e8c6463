from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.math_scrabble_end_reason import MathScrabbleEndReason, check_math_scrabble_end_reason

T = TypeVar("T", bound="MathScrabbleEnd")


@_attrs_define
class MathScrabbleEnd:
    """
    Attributes:
        reason (MathScrabbleEndReason): went_out: a player played their last tile with the bag empty (and scores the
            digits left on the other rack); scoreless_turns: six turns in a row scored nothing.
        went_out (int | None):
        adjustments (list[int]): What the end added to each player's score.
        winners (list[int]): The players with the highest final score (both on a tie).
    """

    reason: MathScrabbleEndReason
    went_out: int | None
    adjustments: list[int]
    winners: list[int]

    def to_dict(self) -> dict[str, Any]:
        reason: str = self.reason

        went_out: int | None
        went_out = self.went_out

        adjustments = self.adjustments

        winners = self.winners

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "reason": reason,
                "went_out": went_out,
                "adjustments": adjustments,
                "winners": winners,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        reason = check_math_scrabble_end_reason(d.pop("reason"))

        def _parse_went_out(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        went_out = _parse_went_out(d.pop("went_out"))

        adjustments = cast(list[int], d.pop("adjustments"))

        winners = cast(list[int], d.pop("winners"))

        math_scrabble_end = cls(
            reason=reason,
            went_out=went_out,
            adjustments=adjustments,
            winners=winners,
        )

        return math_scrabble_end

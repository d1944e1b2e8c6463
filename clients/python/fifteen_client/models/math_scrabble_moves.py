from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.math_scrabble_scored import MathScrabbleScored


T = TypeVar("T", bound="MathScrabbleMoves")


@_attrs_define
class MathScrabbleMoves:
    """
    Attributes:
        plays (list[MathScrabbleScored]):
        count (int): Legal plays found (a floor if not finished).
        finished (bool): Every legal play was searched: count is exact.
        proven (bool): No play left out can outscore the last play listed.
    """

    plays: list[MathScrabbleScored]
    count: int
    finished: bool
    proven: bool

    def to_dict(self) -> dict[str, Any]:
        plays = []
        for plays_item_data in self.plays:
            plays_item = plays_item_data.to_dict()
            plays.append(plays_item)

        count = self.count

        finished = self.finished

        proven = self.proven

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "plays": plays,
                "count": count,
                "finished": finished,
                "proven": proven,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.math_scrabble_scored import MathScrabbleScored  # noqa: PLC0415

        d = dict(src_dict)
        plays = []
        _plays = d.pop("plays")
        for plays_item_data in _plays:
            plays_item = MathScrabbleScored.from_dict(plays_item_data)

            plays.append(plays_item)

        count = d.pop("count")

        finished = d.pop("finished")

        proven = d.pop("proven")

        math_scrabble_moves = cls(
            plays=plays,
            count=count,
            finished=finished,
            proven=proven,
        )

        return math_scrabble_moves

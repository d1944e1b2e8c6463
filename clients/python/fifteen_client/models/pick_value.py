from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.outcome import Outcome, check_outcome

if TYPE_CHECKING:
    from ..models.pick import Pick


T = TypeVar("T", bound="PickValue")


@_attrs_define
class PickValue:
    """
    Attributes:
        move (Pick):
        outcome (Outcome):
        plies (int):
    """

    move: Pick
    outcome: Outcome
    plies: int

    def to_dict(self) -> dict[str, Any]:
        move = self.move.to_dict()

        outcome: str = self.outcome

        plies = self.plies

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "move": move,
                "outcome": outcome,
                "plies": plies,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.pick import Pick  # noqa: PLC0415

        d = dict(src_dict)
        move = Pick.from_dict(d.pop("move"))

        outcome = check_outcome(d.pop("outcome"))

        plies = d.pop("plies")

        pick_value = cls(
            move=move,
            outcome=outcome,
            plies=plies,
        )

        return pick_value

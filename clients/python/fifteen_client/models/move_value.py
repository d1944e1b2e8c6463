from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.outcome import Outcome, check_outcome
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.move import Move


T = TypeVar("T", bound="MoveValue")


@_attrs_define
class MoveValue:
    """
    Attributes:
        move (Move):
        outcome (None | Outcome): Null only in a searched board's unproven answer.
        plies (int | None):
        proven (bool | Unset):
        estimate (int | None | Unset):
        depth (int | Unset):
    """

    move: Move
    outcome: None | Outcome
    plies: int | None
    proven: bool | Unset = UNSET
    estimate: int | None | Unset = UNSET
    depth: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        move = self.move.to_dict()

        outcome: None | str
        if isinstance(self.outcome, str):
            outcome = self.outcome
        else:
            outcome = self.outcome

        plies: int | None
        plies = self.plies

        proven = self.proven

        estimate: int | None | Unset
        if isinstance(self.estimate, Unset):
            estimate = UNSET
        else:
            estimate = self.estimate

        depth = self.depth

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "move": move,
                "outcome": outcome,
                "plies": plies,
            }
        )
        if proven is not UNSET:
            field_dict["proven"] = proven
        if estimate is not UNSET:
            field_dict["estimate"] = estimate
        if depth is not UNSET:
            field_dict["depth"] = depth

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.move import Move  # noqa: PLC0415

        d = dict(src_dict)
        move = Move.from_dict(d.pop("move"))

        def _parse_outcome(data: object) -> None | Outcome:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                outcome_type_0 = check_outcome(data)

                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Outcome, data)

        outcome = _parse_outcome(d.pop("outcome"))

        def _parse_plies(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        plies = _parse_plies(d.pop("plies"))

        proven = d.pop("proven", UNSET)

        def _parse_estimate(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        estimate = _parse_estimate(d.pop("estimate", UNSET))

        depth = d.pop("depth", UNSET)

        move_value = cls(
            move=move,
            outcome=outcome,
            plies=plies,
            proven=proven,
            estimate=estimate,
            depth=depth,
        )

        return move_value

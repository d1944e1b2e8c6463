from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.solve_status_state import SolveStatusState, check_solve_status_state

T = TypeVar("T", bound="SolveStatus")


@_attrs_define
class SolveStatus:
    """
    Attributes:
        rules_id (str): The rule set's id: a named game (`graham`, `nygaard`), or
            `t{target}:odd={numbers}:even={numbers}:first={odd|even}` with, in this order, `:parity` appended when a line of
            one parity wins, `:size=4` or `:size=5` for a larger board, `:shared` when either player places any number and
            `:product` when lines win by their product; each player's numbers ascending and separated by commas:
            `t14:odd=1,3,5,7,9:even=2,4,6,8:first=odd`.
        root (str): The board the solve starts from, cells separated by commas, _ for an empty cell: the empty board for
            a whole game.
        state (SolveStatusState):
        progress (float):
        positions (int | None): Positions the solve stores: estimated until done, then counted.
        seconds (float | None): How long the solve took.
        error (None | str): Why a failed solve failed.
    """

    rules_id: str
    root: str
    state: SolveStatusState
    progress: float
    positions: int | None
    seconds: float | None
    error: None | str

    def to_dict(self) -> dict[str, Any]:
        rules_id = self.rules_id

        root = self.root

        state: str = self.state

        progress = self.progress

        positions: int | None
        positions = self.positions

        seconds: float | None
        seconds = self.seconds

        error: None | str
        error = self.error

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "rules_id": rules_id,
                "root": root,
                "state": state,
                "progress": progress,
                "positions": positions,
                "seconds": seconds,
                "error": error,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rules_id = d.pop("rules_id")

        root = d.pop("root")

        state = check_solve_status_state(d.pop("state"))

        progress = d.pop("progress")

        def _parse_positions(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        positions = _parse_positions(d.pop("positions"))

        def _parse_seconds(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        seconds = _parse_seconds(d.pop("seconds"))

        def _parse_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error = _parse_error(d.pop("error"))

        solve_status = cls(
            rules_id=rules_id,
            root=root,
            state=state,
            progress=progress,
            positions=positions,
            seconds=seconds,
            error=error,
        )

        return solve_status

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.batch_problem import BatchProblem
    from ..models.move_response import MoveResponse


T = TypeVar("T", bound="MoveBatch")


@_attrs_define
class MoveBatch:
    """
    Attributes:
        results (list[BatchProblem | MoveResponse]): One result per position, in the same order.
    """

    results: list[BatchProblem | MoveResponse]

    def to_dict(self) -> dict[str, Any]:
        from ..models.move_response import MoveResponse  # noqa: PLC0415

        results = []
        for results_item_data in self.results:
            results_item: dict[str, Any]
            if isinstance(results_item_data, MoveResponse):
                results_item = results_item_data.to_dict()
            else:
                results_item = results_item_data.to_dict()

            results.append(results_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "results": results,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.batch_problem import BatchProblem  # noqa: PLC0415
        from ..models.move_response import MoveResponse  # noqa: PLC0415

        d = dict(src_dict)
        results = []
        _results = d.pop("results")
        for results_item_data in _results:

            def _parse_results_item(data: object) -> BatchProblem | MoveResponse:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    results_item_type_0 = MoveResponse.from_dict(data)

                    return results_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                results_item_type_1 = BatchProblem.from_dict(data)

                return results_item_type_1

            results_item = _parse_results_item(results_item_data)

            results.append(results_item)

        move_batch = cls(
            results=results,
        )

        return move_batch

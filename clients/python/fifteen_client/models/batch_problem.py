from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.problem import Problem


T = TypeVar("T", bound="BatchProblem")


@_attrs_define
class BatchProblem:
    """
    Attributes:
        problem (Problem):
    """

    problem: Problem

    def to_dict(self) -> dict[str, Any]:
        problem = self.problem.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "problem": problem,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.problem import Problem  # noqa: PLC0415

        d = dict(src_dict)
        problem = Problem.from_dict(d.pop("problem"))

        batch_problem = cls(
            problem=problem,
        )

        return batch_problem

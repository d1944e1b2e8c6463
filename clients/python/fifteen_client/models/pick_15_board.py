from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="Pick15Board")


@_attrs_define
class Pick15Board:
    """
    Attributes:
        square (list[int]): The number on each square, row by row: the magic square 2 7 6 / 9 5 1 / 4 3 8, on which
            Number Scrabble is tic-tac-toe (``square`` of a pick indexes it).
        sets (list[list[int]]): The eight sets of three numbers that sum to 15: the lines.
    """

    square: list[int]
    sets: list[list[int]]

    def to_dict(self) -> dict[str, Any]:
        square = self.square

        sets = []
        for sets_item_data in self.sets:
            sets_item = sets_item_data

            sets.append(sets_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "square": square,
                "sets": sets,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        square = cast(list[int], d.pop("square"))

        sets = []
        _sets = d.pop("sets")
        for sets_item_data in _sets:
            sets_item = cast(list[int], sets_item_data)

            sets.append(sets_item)

        pick_15_board = cls(
            square=square,
            sets=sets,
        )

        return pick_15_board

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="Equation")


@_attrs_define
class Equation:
    """
    Attributes:
        text (str):
        cells (list[list[int]]):
        value (str):
        tile_points (int): New tiles' points, letter premiums applied.
        bonus (int):
        word_multiplier (int):
        score (int):
    """

    text: str
    cells: list[list[int]]
    value: str
    tile_points: int
    bonus: int
    word_multiplier: int
    score: int

    def to_dict(self) -> dict[str, Any]:
        text = self.text

        cells = []
        for cells_item_data in self.cells:
            cells_item = cells_item_data

            cells.append(cells_item)

        value = self.value

        tile_points = self.tile_points

        bonus = self.bonus

        word_multiplier = self.word_multiplier

        score = self.score

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "text": text,
                "cells": cells,
                "value": value,
                "tile_points": tile_points,
                "bonus": bonus,
                "word_multiplier": word_multiplier,
                "score": score,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        text = d.pop("text")

        cells = []
        _cells = d.pop("cells")
        for cells_item_data in _cells:
            cells_item = cast(list[int], cells_item_data)

            cells.append(cells_item)

        value = d.pop("value")

        tile_points = d.pop("tile_points")

        bonus = d.pop("bonus")

        word_multiplier = d.pop("word_multiplier")

        score = d.pop("score")

        equation = cls(
            text=text,
            cells=cells,
            value=value,
            tile_points=tile_points,
            bonus=bonus,
            word_multiplier=word_multiplier,
            score=score,
        )

        return equation

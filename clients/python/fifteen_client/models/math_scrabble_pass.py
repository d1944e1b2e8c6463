from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="MathScrabblePass")


@_attrs_define
class MathScrabblePass:
    """
    Attributes:
        equity (float): The spread a pass leads to: the final spread when it ends the game; in the endgame (bag 0), the
            spread the endgame search foresees, comparable with the plays' equity.
        wins (bool): The pass ends the game won (the sixth scoreless turn in a row, taken while ahead): better than any
            play.
    """

    equity: float
    wins: bool

    def to_dict(self) -> dict[str, Any]:
        equity = self.equity

        wins = self.wins

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "equity": equity,
                "wins": wins,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        equity = d.pop("equity")

        wins = d.pop("wins")

        math_scrabble_pass = cls(
            equity=equity,
            wins=wins,
        )

        return math_scrabble_pass

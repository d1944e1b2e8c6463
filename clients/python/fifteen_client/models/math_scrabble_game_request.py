from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.equation_bonus import EquationBonus, check_equation_bonus
from ..types import UNSET, Unset

T = TypeVar("T", bound="MathScrabbleGameRequest")


@_attrs_define
class MathScrabbleGameRequest:
    """
    Attributes:
        seed (int): The deal: the bag shuffled from this seed, tiles drawn from its end, as `python -m solver
            mathscrabble selfplay --seed` deals. Example: 7.
        moves (list[str] | Unset): The turns taken, in order, the first by player 0.
        bonus (EquationBonus | Unset):
    """

    seed: int
    moves: list[str] | Unset = UNSET
    bonus: EquationBonus | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seed = self.seed

        moves: list[str] | Unset = UNSET
        if not isinstance(self.moves, Unset):
            moves = self.moves

        bonus: str | Unset = UNSET
        if not isinstance(self.bonus, Unset):
            bonus = self.bonus

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seed": seed,
            }
        )
        if moves is not UNSET:
            field_dict["moves"] = moves
        if bonus is not UNSET:
            field_dict["bonus"] = bonus

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seed = d.pop("seed")

        moves = cast(list[str], d.pop("moves", UNSET))

        _bonus = d.pop("bonus", UNSET)
        bonus: EquationBonus | Unset
        if isinstance(_bonus, Unset):
            bonus = UNSET
        else:
            bonus = check_equation_bonus(_bonus)

        math_scrabble_game_request = cls(
            seed=seed,
            moves=moves,
            bonus=bonus,
        )

        return math_scrabble_game_request

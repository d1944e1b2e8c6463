from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.equation_bonus import EquationBonus, check_equation_bonus

T = TypeVar("T", bound="MathScrabblePosition")


@_attrs_define
class MathScrabblePosition:
    """
    Attributes:
        board (list[str]): As /moves takes it.
        blanks (list[list[int]]): The blanks' squares, [row, column], as /moves takes them.
        racks (list[str]): Each player's rack as the string gives it ('' when not known).
        scores (list[int]):
        bag (int): /moves' bag.
        scoreless_turns (int): /moves' scoreless.
        to_move (int | None): Null when the string names none.
        spread (int): /moves' spread: the player to move's score minus the other's.
        bonus (EquationBonus):
        position (str): The position, written as the service writes it.
    """

    board: list[str]
    blanks: list[list[int]]
    racks: list[str]
    scores: list[int]
    bag: int
    scoreless_turns: int
    to_move: int | None
    spread: int
    bonus: EquationBonus
    position: str

    def to_dict(self) -> dict[str, Any]:
        board = self.board

        blanks = []
        for blanks_item_data in self.blanks:
            blanks_item = blanks_item_data

            blanks.append(blanks_item)

        racks = self.racks

        scores = self.scores

        bag = self.bag

        scoreless_turns = self.scoreless_turns

        to_move: int | None
        to_move = self.to_move

        spread = self.spread

        bonus: str = self.bonus

        position = self.position

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "board": board,
                "blanks": blanks,
                "racks": racks,
                "scores": scores,
                "bag": bag,
                "scoreless_turns": scoreless_turns,
                "to_move": to_move,
                "spread": spread,
                "bonus": bonus,
                "position": position,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        board = cast(list[str], d.pop("board"))

        blanks = []
        _blanks = d.pop("blanks")
        for blanks_item_data in _blanks:
            blanks_item = cast(list[int], blanks_item_data)

            blanks.append(blanks_item)

        racks = cast(list[str], d.pop("racks"))

        scores = cast(list[int], d.pop("scores"))

        bag = d.pop("bag")

        scoreless_turns = d.pop("scoreless_turns")

        def _parse_to_move(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_move = _parse_to_move(d.pop("to_move"))

        spread = d.pop("spread")

        bonus = check_equation_bonus(d.pop("bonus"))

        position = d.pop("position")

        math_scrabble_position = cls(
            board=board,
            blanks=blanks,
            racks=racks,
            scores=scores,
            bag=bag,
            scoreless_turns=scoreless_turns,
            to_move=to_move,
            spread=spread,
            bonus=bonus,
            position=position,
        )

        return math_scrabble_position

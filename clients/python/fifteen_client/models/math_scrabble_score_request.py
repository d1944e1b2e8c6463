from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.equation_bonus import EquationBonus, check_equation_bonus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.placement import Placement


T = TypeVar("T", bound="MathScrabbleScoreRequest")


@_attrs_define
class MathScrabbleScoreRequest:
    """
    Attributes:
        placement (list[Placement]):
        board (list[str] | Unset): 15 rows of 15 characters, '.' for an empty square (default: the empty board).
            Example: ['...............', '...............', '...............', '...............', '...............',
            '...............', '...............', '...............', '...............', '...............',
            '...............', '...............', '...............', '...............', '...............'].
        blanks (list[list[int]] | Unset): The squares of the board whose tiles are blanks.
        bonus (EquationBonus | Unset):
        rack (None | str | Unset): Optional: the tiles the play is made from ('?' a blank); the answer then says what
            they leave, and a tile the rack does not hold is refused. Example: 12+=3×√??.
    """

    placement: list[Placement]
    board: list[str] | Unset = UNSET
    blanks: list[list[int]] | Unset = UNSET
    bonus: EquationBonus | Unset = UNSET
    rack: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        placement = []
        for placement_item_data in self.placement:
            placement_item = placement_item_data.to_dict()
            placement.append(placement_item)

        board: list[str] | Unset = UNSET
        if not isinstance(self.board, Unset):
            board = self.board

        blanks: list[list[int]] | Unset = UNSET
        if not isinstance(self.blanks, Unset):
            blanks = []
            for blanks_item_data in self.blanks:
                blanks_item = blanks_item_data

                blanks.append(blanks_item)

        bonus: str | Unset = UNSET
        if not isinstance(self.bonus, Unset):
            bonus = self.bonus

        rack: None | str | Unset
        if isinstance(self.rack, Unset):
            rack = UNSET
        else:
            rack = self.rack

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "placement": placement,
            }
        )
        if board is not UNSET:
            field_dict["board"] = board
        if blanks is not UNSET:
            field_dict["blanks"] = blanks
        if bonus is not UNSET:
            field_dict["bonus"] = bonus
        if rack is not UNSET:
            field_dict["rack"] = rack

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.placement import Placement  # noqa: PLC0415

        d = dict(src_dict)
        placement = []
        _placement = d.pop("placement")
        for placement_item_data in _placement:
            placement_item = Placement.from_dict(placement_item_data)

            placement.append(placement_item)

        board = cast(list[str], d.pop("board", UNSET))

        _blanks = d.pop("blanks", UNSET)
        blanks: list[list[int]] | Unset = UNSET
        if _blanks is not UNSET:
            blanks = []
            for blanks_item_data in _blanks:
                blanks_item = cast(list[int], blanks_item_data)

                blanks.append(blanks_item)

        _bonus = d.pop("bonus", UNSET)
        bonus: EquationBonus | Unset
        if isinstance(_bonus, Unset):
            bonus = UNSET
        else:
            bonus = check_equation_bonus(_bonus)

        def _parse_rack(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        rack = _parse_rack(d.pop("rack", UNSET))

        math_scrabble_score_request = cls(
            placement=placement,
            board=board,
            blanks=blanks,
            bonus=bonus,
            rack=rack,
        )

        return math_scrabble_score_request

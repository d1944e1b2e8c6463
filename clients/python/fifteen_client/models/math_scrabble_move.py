from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.direction import Direction, check_direction

if TYPE_CHECKING:
    from ..models.equation import Equation
    from ..models.placed import Placed


T = TypeVar("T", bound="MathScrabbleMove")


@_attrs_define
class MathScrabbleMove:
    """
    Attributes:
        legal (bool):
        reason (None | str):
        direction (Direction):
        main (str): The equation the play is along.
        notation (str): The play in Scrabble's notation: the main equation's first square (rows 1-15 from the top,
            columns A-O; row first across, column first down), then the equation: '8F 3+3=6'. Example: 8F 3+3=6.
        written (str): The play as a game's moves are written (POST /v1/math-scrabble/games): the notation with its
            blanks named, '8F 3+3=6, blank 3 on 8G'. Example: 8F 3+3=6.
        rack_left (str): The rack's tiles left after the play, '?' for a blank, in canonical tiles and order.
        placement (list[Placed]):
        equations (list[Equation]):
        bingo (int): 50 for all nine tiles.
        total (int):
        equity (float): The score plus what the tiles kept (rack_left) are worth next turn; with bag 0 and rank equity,
            the spread the endgame search foresees.
    """

    legal: bool
    reason: None | str
    direction: Direction
    main: str
    notation: str
    written: str
    rack_left: str
    placement: list[Placed]
    equations: list[Equation]
    bingo: int
    total: int
    equity: float

    def to_dict(self) -> dict[str, Any]:
        legal = self.legal

        reason: None | str
        reason = self.reason

        direction: str = self.direction

        main = self.main

        notation = self.notation

        written = self.written

        rack_left = self.rack_left

        placement = []
        for placement_item_data in self.placement:
            placement_item = placement_item_data.to_dict()
            placement.append(placement_item)

        equations = []
        for equations_item_data in self.equations:
            equations_item = equations_item_data.to_dict()
            equations.append(equations_item)

        bingo = self.bingo

        total = self.total

        equity = self.equity

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "legal": legal,
                "reason": reason,
                "direction": direction,
                "main": main,
                "notation": notation,
                "written": written,
                "rack_left": rack_left,
                "placement": placement,
                "equations": equations,
                "bingo": bingo,
                "total": total,
                "equity": equity,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.equation import Equation  # noqa: PLC0415
        from ..models.placed import Placed  # noqa: PLC0415

        d = dict(src_dict)
        legal = d.pop("legal")

        def _parse_reason(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        reason = _parse_reason(d.pop("reason"))

        direction = check_direction(d.pop("direction"))

        main = d.pop("main")

        notation = d.pop("notation")

        written = d.pop("written")

        rack_left = d.pop("rack_left")

        placement = []
        _placement = d.pop("placement")
        for placement_item_data in _placement:
            placement_item = Placed.from_dict(placement_item_data)

            placement.append(placement_item)

        equations = []
        _equations = d.pop("equations")
        for equations_item_data in _equations:
            equations_item = Equation.from_dict(equations_item_data)

            equations.append(equations_item)

        bingo = d.pop("bingo")

        total = d.pop("total")

        equity = d.pop("equity")

        math_scrabble_move = cls(
            legal=legal,
            reason=reason,
            direction=direction,
            main=main,
            notation=notation,
            written=written,
            rack_left=rack_left,
            placement=placement,
            equations=equations,
            bingo=bingo,
            total=total,
            equity=equity,
        )

        return math_scrabble_move

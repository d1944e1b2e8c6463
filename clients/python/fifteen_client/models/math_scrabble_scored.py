from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.direction import Direction, check_direction

if TYPE_CHECKING:
    from ..models.equation import Equation
    from ..models.placed import Placed


T = TypeVar("T", bound="MathScrabbleScored")


@_attrs_define
class MathScrabbleScored:
    """
    Attributes:
        legal (bool):
        reason (None | str):
        direction (Direction | None):
        main (None | str): The equation the play is along (null if not legal).
        notation (None | str): The play in Scrabble's notation: the main equation's first square (rows 1-15 from the
            top, columns A-O; row first across, column first down), then the equation: '8F 3+3=6'. Null if not legal.
            Example: 8F 3+3=6.
        written (None | str): The play as a game's moves are written (POST /v1/math-scrabble/games): the notation with
            its blanks named, '8F 3+3=6, blank 3 on 8G'. Null if not legal. Example: 8F 3+3=6.
        rack_left (None | str): The rack's tiles left after the play, '?' for a blank, in canonical tiles and order
            (null when no rack was given).
        placement (list[Placed]):
        equations (list[Equation]):
        bingo (int): 50 for all nine tiles.
        total (int):
    """

    legal: bool
    reason: None | str
    direction: Direction | None
    main: None | str
    notation: None | str
    written: None | str
    rack_left: None | str
    placement: list[Placed]
    equations: list[Equation]
    bingo: int
    total: int

    def to_dict(self) -> dict[str, Any]:
        legal = self.legal

        reason: None | str
        reason = self.reason

        direction: None | str
        if isinstance(self.direction, str):
            direction = self.direction
        else:
            direction = self.direction

        main: None | str
        main = self.main

        notation: None | str
        notation = self.notation

        written: None | str
        written = self.written

        rack_left: None | str
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

        def _parse_direction(data: object) -> Direction | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                direction_type_0 = check_direction(data)

                return direction_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Direction | None, data)

        direction = _parse_direction(d.pop("direction"))

        def _parse_main(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        main = _parse_main(d.pop("main"))

        def _parse_notation(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        notation = _parse_notation(d.pop("notation"))

        def _parse_written(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        written = _parse_written(d.pop("written"))

        def _parse_rack_left(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        rack_left = _parse_rack_left(d.pop("rack_left"))

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

        math_scrabble_scored = cls(
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
        )

        return math_scrabble_scored

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.premium_square import PremiumSquare
    from ..models.tile_kind import TileKind


T = TypeVar("T", bound="MathScrabbleBoardInfo")


@_attrs_define
class MathScrabbleBoardInfo:
    """
    Attributes:
        size (int):
        centre (list[int]):
        premiums (list[PremiumSquare]):
        tiles (list[TileKind]):
        rack_size (int):
        bingo (int):
    """

    size: int
    centre: list[int]
    premiums: list[PremiumSquare]
    tiles: list[TileKind]
    rack_size: int
    bingo: int

    def to_dict(self) -> dict[str, Any]:
        size = self.size

        centre = self.centre

        premiums = []
        for premiums_item_data in self.premiums:
            premiums_item = premiums_item_data.to_dict()
            premiums.append(premiums_item)

        tiles = []
        for tiles_item_data in self.tiles:
            tiles_item = tiles_item_data.to_dict()
            tiles.append(tiles_item)

        rack_size = self.rack_size

        bingo = self.bingo

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "size": size,
                "centre": centre,
                "premiums": premiums,
                "tiles": tiles,
                "rack_size": rack_size,
                "bingo": bingo,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.premium_square import PremiumSquare  # noqa: PLC0415
        from ..models.tile_kind import TileKind  # noqa: PLC0415

        d = dict(src_dict)
        size = d.pop("size")

        centre = cast(list[int], d.pop("centre"))

        premiums = []
        _premiums = d.pop("premiums")
        for premiums_item_data in _premiums:
            premiums_item = PremiumSquare.from_dict(premiums_item_data)

            premiums.append(premiums_item)

        tiles = []
        _tiles = d.pop("tiles")
        for tiles_item_data in _tiles:
            tiles_item = TileKind.from_dict(tiles_item_data)

            tiles.append(tiles_item)

        rack_size = d.pop("rack_size")

        bingo = d.pop("bingo")

        math_scrabble_board_info = cls(
            size=size,
            centre=centre,
            premiums=premiums,
            tiles=tiles,
            rack_size=rack_size,
            bingo=bingo,
        )

        return math_scrabble_board_info

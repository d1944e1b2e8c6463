from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.side import Side, check_side
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.picks import Picks


T = TypeVar("T", bound="Pick15MoveRequest")


@_attrs_define
class Pick15MoveRequest:
    """
    Attributes:
        picks (Picks):
        player (Side):
        seed (int | Unset): Choose among equally best moves with this seed, reproducibly.
        skill (float | Unset): Probability of a best move; otherwise a random legal move. Default: 1.0.
    """

    picks: Picks
    player: Side
    seed: int | Unset = UNSET
    skill: float | Unset = 1.0

    def to_dict(self) -> dict[str, Any]:
        picks = self.picks.to_dict()

        player: str = self.player

        seed = self.seed

        skill = self.skill

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "picks": picks,
                "player": player,
            }
        )
        if seed is not UNSET:
            field_dict["seed"] = seed
        if skill is not UNSET:
            field_dict["skill"] = skill

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.picks import Picks  # noqa: PLC0415

        d = dict(src_dict)
        picks = Picks.from_dict(d.pop("picks"))

        player = check_side(d.pop("player"))

        seed = d.pop("seed", UNSET)

        skill = d.pop("skill", UNSET)

        pick_15_move_request = cls(
            picks=picks,
            player=player,
            seed=seed,
            skill=skill,
        )

        return pick_15_move_request

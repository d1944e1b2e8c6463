from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.sum_15_house_rules import Sum15HouseRules


T = TypeVar("T", bound="Sum15GameRequest")


@_attrs_define
class Sum15GameRequest:
    """
    Attributes:
        seed (int): The deal: the decks shuffled from this seed, six cards to each seat in turn, then the starters from
            the rest. Example: 7.
        players (int): How many players, seats 0 to players - 1 (seat 0 plays first).
        decks (int | Unset): Decks shuffled together: by default one per six players; any number that deals every hand
            and a starter (14 players on 2 decks, as the seed's teacher did).
        plays (list[str] | Unset): The cards played, in order: seat 0's first, then round the table.
        rules (Sum15HouseRules | Unset):
    """

    seed: int
    players: int
    decks: int | Unset = UNSET
    plays: list[str] | Unset = UNSET
    rules: Sum15HouseRules | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        seed = self.seed

        players = self.players

        decks = self.decks

        plays: list[str] | Unset = UNSET
        if not isinstance(self.plays, Unset):
            plays = self.plays

        rules: dict[str, Any] | Unset = UNSET
        if not isinstance(self.rules, Unset):
            rules = self.rules.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seed": seed,
                "players": players,
            }
        )
        if decks is not UNSET:
            field_dict["decks"] = decks
        if plays is not UNSET:
            field_dict["plays"] = plays
        if rules is not UNSET:
            field_dict["rules"] = rules

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sum_15_house_rules import Sum15HouseRules  # noqa: PLC0415

        d = dict(src_dict)
        seed = d.pop("seed")

        players = d.pop("players")

        decks = d.pop("decks", UNSET)

        plays = cast(list[str], d.pop("plays", UNSET))

        _rules = d.pop("rules", UNSET)
        rules: Sum15HouseRules | Unset
        if isinstance(_rules, Unset):
            rules = UNSET
        else:
            rules = Sum15HouseRules.from_dict(_rules)

        sum_15_game_request = cls(
            seed=seed,
            players=players,
            decks=decks,
            plays=plays,
            rules=rules,
        )

        return sum_15_game_request

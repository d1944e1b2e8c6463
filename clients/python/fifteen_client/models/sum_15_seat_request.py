from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.sum_15_seat_request_others import Sum15SeatRequestOthers, check_sum_15_seat_request_others
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.sum_15_house_rules import Sum15HouseRules


T = TypeVar("T", bound="Sum15SeatRequest")


@_attrs_define
class Sum15SeatRequest:
    """
    Attributes:
        game (str | Unset): The deal so far: the `game` token the last answer gave. Without it, a new deal is dealt.
        card (str | Unset): Your play, when it is your turn. Example: 10H.
        seat (int | Unset): A new deal's seat: 0 plays first (default 0).
        players (int | Unset): A new deal's players (default 4).
        decks (int | Unset): Decks shuffled together: by default one per six players; any number that deals every hand
            and a starter (14 players on 2 decks, as the seed's teacher did).
        rules (Sum15HouseRules | Unset):
        others (Sum15SeatRequestOthers | Unset): How a new deal's other seats play: the engine (default; each from what
            it can know) or a style of the league (docs/sum15.md).
        samples (int | Unset): A new deal's engine samples a play for each other seat (default 60): the same plays on
            any machine.
    """

    game: str | Unset = UNSET
    card: str | Unset = UNSET
    seat: int | Unset = UNSET
    players: int | Unset = UNSET
    decks: int | Unset = UNSET
    rules: Sum15HouseRules | Unset = UNSET
    others: Sum15SeatRequestOthers | Unset = UNSET
    samples: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        game = self.game

        card = self.card

        seat = self.seat

        players = self.players

        decks = self.decks

        rules: dict[str, Any] | Unset = UNSET
        if not isinstance(self.rules, Unset):
            rules = self.rules.to_dict()

        others: str | Unset = UNSET
        if not isinstance(self.others, Unset):
            others = self.others

        samples = self.samples

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if game is not UNSET:
            field_dict["game"] = game
        if card is not UNSET:
            field_dict["card"] = card
        if seat is not UNSET:
            field_dict["seat"] = seat
        if players is not UNSET:
            field_dict["players"] = players
        if decks is not UNSET:
            field_dict["decks"] = decks
        if rules is not UNSET:
            field_dict["rules"] = rules
        if others is not UNSET:
            field_dict["others"] = others
        if samples is not UNSET:
            field_dict["samples"] = samples

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sum_15_house_rules import Sum15HouseRules  # noqa: PLC0415

        d = dict(src_dict)
        game = d.pop("game", UNSET)

        card = d.pop("card", UNSET)

        seat = d.pop("seat", UNSET)

        players = d.pop("players", UNSET)

        decks = d.pop("decks", UNSET)

        _rules = d.pop("rules", UNSET)
        rules: Sum15HouseRules | Unset
        if isinstance(_rules, Unset):
            rules = UNSET
        else:
            rules = Sum15HouseRules.from_dict(_rules)

        _others = d.pop("others", UNSET)
        others: Sum15SeatRequestOthers | Unset
        if isinstance(_others, Unset):
            others = UNSET
        else:
            others = check_sum_15_seat_request_others(_others)

        samples = d.pop("samples", UNSET)

        sum_15_seat_request = cls(
            game=game,
            card=card,
            seat=seat,
            players=players,
            decks=decks,
            rules=rules,
            others=others,
            samples=samples,
        )

        return sum_15_seat_request

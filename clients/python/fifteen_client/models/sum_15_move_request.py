from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.others_reading import OthersReading, check_others_reading
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.sum_15_house_rules import Sum15HouseRules


T = TypeVar("T", bound="Sum15MoveRequest")


@_attrs_define
class Sum15MoveRequest:
    """
    Attributes:
        players (int): How many players the deal has, seats 0 to players - 1.
        seat (int): Your seat: 0 is left of the dealer and plays first.
        hand (list[str]): Your cards.
        starters (list[str]): Every starter turned this deal, in order (the first before any play).
        plays (list[str] | Unset): Every card played this deal, in order (seat 0's first).
        decks (int | Unset): Decks shuffled together: by default one per six players; any number that deals every hand
            and a starter (14 players on 2 decks, as the seed's teacher did).
        middle (list[str] | Unset): Optional: the middle, checked against the plays.
        picked_up (list[list[str]] | Unset): Optional: each seat's pick-ups, checked against the plays.
        budget_ms (int | Unset): The longest the suggestion may take, in milliseconds: by default 150 at up to 6
            players, 250 at a larger table.
        samples (int | Unset): A budget of work: the sampled deals to play out.  Given, the suggestion plays exactly
            this many (unless `budget_ms` is also given and runs out first), so the same request (with the same `seed`) gets
            the same answer on any machine at any load.  Not given, the suggestion plays up to 500 within its time budget
            (never fewer than 50).
        seed (int | Unset):  Default: 0.
        others (OthersReading | Unset):
        rules (Sum15HouseRules | Unset):
    """

    players: int
    seat: int
    hand: list[str]
    starters: list[str]
    plays: list[str] | Unset = UNSET
    decks: int | Unset = UNSET
    middle: list[str] | Unset = UNSET
    picked_up: list[list[str]] | Unset = UNSET
    budget_ms: int | Unset = UNSET
    samples: int | Unset = UNSET
    seed: int | Unset = 0
    others: OthersReading | Unset = UNSET
    rules: Sum15HouseRules | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        players = self.players

        seat = self.seat

        hand = self.hand

        starters = self.starters

        plays: list[str] | Unset = UNSET
        if not isinstance(self.plays, Unset):
            plays = self.plays

        decks = self.decks

        middle: list[str] | Unset = UNSET
        if not isinstance(self.middle, Unset):
            middle = self.middle

        picked_up: list[list[str]] | Unset = UNSET
        if not isinstance(self.picked_up, Unset):
            picked_up = []
            for picked_up_item_data in self.picked_up:
                picked_up_item = picked_up_item_data

                picked_up.append(picked_up_item)

        budget_ms = self.budget_ms

        samples = self.samples

        seed = self.seed

        others: str | Unset = UNSET
        if not isinstance(self.others, Unset):
            others = self.others

        rules: dict[str, Any] | Unset = UNSET
        if not isinstance(self.rules, Unset):
            rules = self.rules.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "players": players,
                "seat": seat,
                "hand": hand,
                "starters": starters,
            }
        )
        if plays is not UNSET:
            field_dict["plays"] = plays
        if decks is not UNSET:
            field_dict["decks"] = decks
        if middle is not UNSET:
            field_dict["middle"] = middle
        if picked_up is not UNSET:
            field_dict["picked_up"] = picked_up
        if budget_ms is not UNSET:
            field_dict["budget_ms"] = budget_ms
        if samples is not UNSET:
            field_dict["samples"] = samples
        if seed is not UNSET:
            field_dict["seed"] = seed
        if others is not UNSET:
            field_dict["others"] = others
        if rules is not UNSET:
            field_dict["rules"] = rules

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sum_15_house_rules import Sum15HouseRules  # noqa: PLC0415

        d = dict(src_dict)
        players = d.pop("players")

        seat = d.pop("seat")

        hand = cast(list[str], d.pop("hand"))

        starters = cast(list[str], d.pop("starters"))

        plays = cast(list[str], d.pop("plays", UNSET))

        decks = d.pop("decks", UNSET)

        middle = cast(list[str], d.pop("middle", UNSET))

        _picked_up = d.pop("picked_up", UNSET)
        picked_up: list[list[str]] | Unset = UNSET
        if _picked_up is not UNSET:
            picked_up = []
            for picked_up_item_data in _picked_up:
                picked_up_item = cast(list[str], picked_up_item_data)

                picked_up.append(picked_up_item)

        budget_ms = d.pop("budget_ms", UNSET)

        samples = d.pop("samples", UNSET)

        seed = d.pop("seed", UNSET)

        _others = d.pop("others", UNSET)
        others: OthersReading | Unset
        if isinstance(_others, Unset):
            others = UNSET
        else:
            others = check_others_reading(_others)

        _rules = d.pop("rules", UNSET)
        rules: Sum15HouseRules | Unset
        if isinstance(_rules, Unset):
            rules = UNSET
        else:
            rules = Sum15HouseRules.from_dict(_rules)

        sum_15_move_request = cls(
            players=players,
            seat=seat,
            hand=hand,
            starters=starters,
            plays=plays,
            decks=decks,
            middle=middle,
            picked_up=picked_up,
            budget_ms=budget_ms,
            samples=samples,
            seed=seed,
            others=others,
            rules=rules,
        )

        return sum_15_move_request

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.sum_15_rules_in_force import Sum15RulesInForce
    from ..models.sum_15_turn import Sum15Turn


T = TypeVar("T", bound="Sum15Seat")


@_attrs_define
class Sum15Seat:
    """
    Attributes:
        seed (int | None): Null until the deal is over.
        players (int):
        decks (int):
        hands (list[list[str] | None]): Your hand; the others' are null until the deal is over.
        middle (list[str]): The middle, oldest first.
        starter (bool): Whether the middle's first card is a starter (turned, not played): what /v1/sum15/resolve's
            starter takes.
        total (int): The middle's ranks summed.
        starters (list[str]): Every starter turned, in order.
        plays (list[str]): Every card played, in order.
        piles (list[list[str]]): The cards each seat has picked up, in the order it did.
        picked_up (list[int]): How many, each seat.
        stock (int): Cards left to turn as starters.
        to_move (int | None): Null once the deal is over.
        over (bool):
        winners (list[int] | None): The seats with most cards picked up, once over (else null).
        turns (list[Sum15Turn]):
        rules (Sum15RulesInForce):
        record (None | str): The deal's record: null until the deal is over.
        game (str): The deal's token: send it with your next card.
        seat (int): Your seat.
        hand_sizes (list[int]): Cards each seat holds.
    """

    seed: int | None
    players: int
    decks: int
    hands: list[list[str] | None]
    middle: list[str]
    starter: bool
    total: int
    starters: list[str]
    plays: list[str]
    piles: list[list[str]]
    picked_up: list[int]
    stock: int
    to_move: int | None
    over: bool
    winners: list[int] | None
    turns: list[Sum15Turn]
    rules: Sum15RulesInForce
    record: None | str
    game: str
    seat: int
    hand_sizes: list[int]

    def to_dict(self) -> dict[str, Any]:
        seed: int | None
        seed = self.seed

        players = self.players

        decks = self.decks

        hands = []
        for hands_item_data in self.hands:
            hands_item: list[str] | None
            if isinstance(hands_item_data, list):
                hands_item = hands_item_data

            else:
                hands_item = hands_item_data
            hands.append(hands_item)

        middle = self.middle

        starter = self.starter

        total = self.total

        starters = self.starters

        plays = self.plays

        piles = []
        for piles_item_data in self.piles:
            piles_item = piles_item_data

            piles.append(piles_item)

        picked_up = self.picked_up

        stock = self.stock

        to_move: int | None
        to_move = self.to_move

        over = self.over

        winners: list[int] | None
        if isinstance(self.winners, list):
            winners = self.winners

        else:
            winners = self.winners

        turns = []
        for turns_item_data in self.turns:
            turns_item = turns_item_data.to_dict()
            turns.append(turns_item)

        rules = self.rules.to_dict()

        record: None | str
        record = self.record

        game = self.game

        seat = self.seat

        hand_sizes = self.hand_sizes

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seed": seed,
                "players": players,
                "decks": decks,
                "hands": hands,
                "middle": middle,
                "starter": starter,
                "total": total,
                "starters": starters,
                "plays": plays,
                "piles": piles,
                "picked_up": picked_up,
                "stock": stock,
                "to_move": to_move,
                "over": over,
                "winners": winners,
                "turns": turns,
                "rules": rules,
                "record": record,
                "game": game,
                "seat": seat,
                "hand_sizes": hand_sizes,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sum_15_rules_in_force import Sum15RulesInForce  # noqa: PLC0415
        from ..models.sum_15_turn import Sum15Turn  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_seed(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seed = _parse_seed(d.pop("seed"))

        players = d.pop("players")

        decks = d.pop("decks")

        hands = []
        _hands = d.pop("hands")
        for hands_item_data in _hands:

            def _parse_hands_item(data: object) -> list[str] | None:
                if data is None:
                    return data
                try:
                    if not isinstance(data, list):
                        raise TypeError()
                    hands_item_type_0 = cast(list[str], data)

                    return hands_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(list[str] | None, data)

            hands_item = _parse_hands_item(hands_item_data)

            hands.append(hands_item)

        middle = cast(list[str], d.pop("middle"))

        starter = d.pop("starter")

        total = d.pop("total")

        starters = cast(list[str], d.pop("starters"))

        plays = cast(list[str], d.pop("plays"))

        piles = []
        _piles = d.pop("piles")
        for piles_item_data in _piles:
            piles_item = cast(list[str], piles_item_data)

            piles.append(piles_item)

        picked_up = cast(list[int], d.pop("picked_up"))

        stock = d.pop("stock")

        def _parse_to_move(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_move = _parse_to_move(d.pop("to_move"))

        over = d.pop("over")

        def _parse_winners(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                winners_type_0 = cast(list[int], data)

                return winners_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        winners = _parse_winners(d.pop("winners"))

        turns = []
        _turns = d.pop("turns")
        for turns_item_data in _turns:
            turns_item = Sum15Turn.from_dict(turns_item_data)

            turns.append(turns_item)

        rules = Sum15RulesInForce.from_dict(d.pop("rules"))

        def _parse_record(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        record = _parse_record(d.pop("record"))

        game = d.pop("game")

        seat = d.pop("seat")

        hand_sizes = cast(list[int], d.pop("hand_sizes"))

        sum_15_seat = cls(
            seed=seed,
            players=players,
            decks=decks,
            hands=hands,
            middle=middle,
            starter=starter,
            total=total,
            starters=starters,
            plays=plays,
            piles=piles,
            picked_up=picked_up,
            stock=stock,
            to_move=to_move,
            over=over,
            winners=winners,
            turns=turns,
            rules=rules,
            record=record,
            game=game,
            seat=seat,
            hand_sizes=hand_sizes,
        )

        return sum_15_seat

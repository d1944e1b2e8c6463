from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.equation_bonus import EquationBonus, check_equation_bonus
from ..models.play_ranking import PlayRanking, check_play_ranking
from ..types import UNSET, Unset

T = TypeVar("T", bound="MathScrabbleMovesRequest")


@_attrs_define
class MathScrabbleMovesRequest:
    """
    Attributes:
        rack (str): Your tiles, '?' for a blank. Example: 12+=3×√??.
        board (list[str] | Unset): 15 rows of 15 characters, '.' for an empty square (default: the empty board).
            Example: ['...............', '...............', '...............', '...............', '...............',
            '...............', '...............', '...............', '...............', '...............',
            '...............', '...............', '...............', '...............', '...............'].
        blanks (list[list[int]] | Unset): The squares of the board whose tiles are blanks.
        limit (int | Unset):  Default: 10.
        bonus (EquationBonus | Unset):
        budget_ms (int | Unset): The longest the search may run, in milliseconds: by default 1000 unless `steps` is
            given; finished says if it ended.
        steps (int | Unset): A budget of work: the search steps the search may take (while it has found no play, up to
            four times as many). Given without `budget_ms`, the search reads no clock, so the same request gets the same
            answer (plays, count, finished and proven included) on any machine at any load; a machine far too busy to take
            them in time answers 503 `search-failed`, never another answer. With `budget_ms` too, the search stops at
            whichever runs out first.
        rank (PlayRanking | Unset):
        bag (int | None | Unset): How many tiles the bag holds (default: unknown, taken as enough to refill a full rack;
            a rack of fewer than 9 tiles says the bag is empty: no exchange, and the kept tiles are worth nothing). With 0,
            the kept tiles are worth nothing and, ranked by equity, the endgame is searched; below 9, no exchange is
            offered. While the bag holds tiles the other racks are full: the bag holds the tiles neither on the board nor on
            the rack, less 9 for each other player (422 otherwise).
        scoreless (int | Unset): Scoreless turns in a row so far (passes and exchanges, both players'): the 6th ends the
            game.  Ranked by equity, no exchange or pass is advised into an end you have not won while a play exists.
            Default: 0.
        spread (int | Unset): Your score minus your opponent's: what an end now is worth. Default: 0.
    """

    rack: str
    board: list[str] | Unset = UNSET
    blanks: list[list[int]] | Unset = UNSET
    limit: int | Unset = 10
    bonus: EquationBonus | Unset = UNSET
    budget_ms: int | Unset = UNSET
    steps: int | Unset = UNSET
    rank: PlayRanking | Unset = UNSET
    bag: int | None | Unset = UNSET
    scoreless: int | Unset = 0
    spread: int | Unset = 0

    def to_dict(self) -> dict[str, Any]:
        rack = self.rack

        board: list[str] | Unset = UNSET
        if not isinstance(self.board, Unset):
            board = self.board

        blanks: list[list[int]] | Unset = UNSET
        if not isinstance(self.blanks, Unset):
            blanks = []
            for blanks_item_data in self.blanks:
                blanks_item = blanks_item_data

                blanks.append(blanks_item)

        limit = self.limit

        bonus: str | Unset = UNSET
        if not isinstance(self.bonus, Unset):
            bonus = self.bonus

        budget_ms = self.budget_ms

        steps = self.steps

        rank: str | Unset = UNSET
        if not isinstance(self.rank, Unset):
            rank = self.rank

        bag: int | None | Unset
        if isinstance(self.bag, Unset):
            bag = UNSET
        else:
            bag = self.bag

        scoreless = self.scoreless

        spread = self.spread

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "rack": rack,
            }
        )
        if board is not UNSET:
            field_dict["board"] = board
        if blanks is not UNSET:
            field_dict["blanks"] = blanks
        if limit is not UNSET:
            field_dict["limit"] = limit
        if bonus is not UNSET:
            field_dict["bonus"] = bonus
        if budget_ms is not UNSET:
            field_dict["budget_ms"] = budget_ms
        if steps is not UNSET:
            field_dict["steps"] = steps
        if rank is not UNSET:
            field_dict["rank"] = rank
        if bag is not UNSET:
            field_dict["bag"] = bag
        if scoreless is not UNSET:
            field_dict["scoreless"] = scoreless
        if spread is not UNSET:
            field_dict["spread"] = spread

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rack = d.pop("rack")

        board = cast(list[str], d.pop("board", UNSET))

        _blanks = d.pop("blanks", UNSET)
        blanks: list[list[int]] | Unset = UNSET
        if _blanks is not UNSET:
            blanks = []
            for blanks_item_data in _blanks:
                blanks_item = cast(list[int], blanks_item_data)

                blanks.append(blanks_item)

        limit = d.pop("limit", UNSET)

        _bonus = d.pop("bonus", UNSET)
        bonus: EquationBonus | Unset
        if isinstance(_bonus, Unset):
            bonus = UNSET
        else:
            bonus = check_equation_bonus(_bonus)

        budget_ms = d.pop("budget_ms", UNSET)

        steps = d.pop("steps", UNSET)

        _rank = d.pop("rank", UNSET)
        rank: PlayRanking | Unset
        if isinstance(_rank, Unset):
            rank = UNSET
        else:
            rank = check_play_ranking(_rank)

        def _parse_bag(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        bag = _parse_bag(d.pop("bag", UNSET))

        scoreless = d.pop("scoreless", UNSET)

        spread = d.pop("spread", UNSET)

        math_scrabble_moves_request = cls(
            rack=rack,
            board=board,
            blanks=blanks,
            limit=limit,
            bonus=bonus,
            budget_ms=budget_ms,
            steps=steps,
            rank=rank,
            bag=bag,
            scoreless=scoreless,
            spread=spread,
        )

        return math_scrabble_moves_request

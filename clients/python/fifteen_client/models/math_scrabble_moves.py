from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.play_ranking import PlayRanking, check_play_ranking

if TYPE_CHECKING:
    from ..models.exchange import Exchange
    from ..models.math_scrabble_move import MathScrabbleMove
    from ..models.math_scrabble_pass import MathScrabblePass


T = TypeVar("T", bound="MathScrabbleMoves")


@_attrs_define
class MathScrabbleMoves:
    """
    Attributes:
        plays (list[MathScrabbleMove]):
        count (int): Legal plays found (a floor if not finished).
        finished (bool): Every legal play was searched: count is exact.
        proven (bool): No play left out can outscore the last play listed (by equity: have more equity; in the endgame:
            every play was weighed).
        rank (PlayRanking):
        exchange (Exchange | None): Ranked by equity, while the bag holds nine tiles or more: the best exchange. Better
            than every play when its equity is higher than the first play's (or there is no play). Null otherwise.
        pass_ (MathScrabblePass | None): Ranked by equity, when a pass can be the best turn: after five scoreless turns
            in a row while ahead (a pass ends the game won), or in the endgame (bag 0) while a pass does not end the game.
            Better than every play when it wins, or when its equity is higher than the first play's. Null otherwise.
    """

    plays: list[MathScrabbleMove]
    count: int
    finished: bool
    proven: bool
    rank: PlayRanking
    exchange: Exchange | None
    pass_: MathScrabblePass | None

    def to_dict(self) -> dict[str, Any]:
        from ..models.exchange import Exchange  # noqa: PLC0415
        from ..models.math_scrabble_pass import MathScrabblePass  # noqa: PLC0415

        plays = []
        for plays_item_data in self.plays:
            plays_item = plays_item_data.to_dict()
            plays.append(plays_item)

        count = self.count

        finished = self.finished

        proven = self.proven

        rank: str = self.rank

        exchange: dict[str, Any] | None
        if isinstance(self.exchange, Exchange):
            exchange = self.exchange.to_dict()
        else:
            exchange = self.exchange

        pass_: dict[str, Any] | None
        if isinstance(self.pass_, MathScrabblePass):
            pass_ = self.pass_.to_dict()
        else:
            pass_ = self.pass_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "plays": plays,
                "count": count,
                "finished": finished,
                "proven": proven,
                "rank": rank,
                "exchange": exchange,
                "pass": pass_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.exchange import Exchange  # noqa: PLC0415
        from ..models.math_scrabble_move import MathScrabbleMove  # noqa: PLC0415
        from ..models.math_scrabble_pass import MathScrabblePass  # noqa: PLC0415

        d = dict(src_dict)
        plays = []
        _plays = d.pop("plays")
        for plays_item_data in _plays:
            plays_item = MathScrabbleMove.from_dict(plays_item_data)

            plays.append(plays_item)

        count = d.pop("count")

        finished = d.pop("finished")

        proven = d.pop("proven")

        rank = check_play_ranking(d.pop("rank"))

        def _parse_exchange(data: object) -> Exchange | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                exchange_type_0 = Exchange.from_dict(data)

                return exchange_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Exchange | None, data)

        exchange = _parse_exchange(d.pop("exchange"))

        def _parse_pass_(data: object) -> MathScrabblePass | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                pass_type_0 = MathScrabblePass.from_dict(data)

                return pass_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MathScrabblePass | None, data)

        pass_ = _parse_pass_(d.pop("pass"))

        math_scrabble_moves = cls(
            plays=plays,
            count=count,
            finished=finished,
            proven=proven,
            rank=rank,
            exchange=exchange,
            pass_=pass_,
        )

        return math_scrabble_moves

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.equation_bonus import EquationBonus, check_equation_bonus

if TYPE_CHECKING:
    from ..models.math_scrabble_end import MathScrabbleEnd
    from ..models.math_scrabble_seat_turn import MathScrabbleSeatTurn


T = TypeVar("T", bound="MathScrabbleSeat")


@_attrs_define
class MathScrabbleSeat:
    """
    Attributes:
        seed (int | None): Null until the game is over.
        bonus (EquationBonus):
        board (list[str]): As /moves takes it.
        blanks (list[list[int]]): The blanks' squares, [row, column], as /moves takes them.
        racks (list[None | str]): Your rack; the other's is null until the game is over.
        scores (list[int]): Final once over.
        bag (int): Tiles in the bag: /moves' bag for this turn.
        to_move (int | None): Null once the game is over.
        scoreless_turns (int): Scoreless turns in a row so far; the sixth ends the game.
        over (bool):
        end (MathScrabbleEnd | None): How the game ended (null while it goes on).
        turns (list[MathScrabbleSeatTurn]): The other seat's exchanges are written 'exchange 4 tiles'.
        position (str): The position reached, as a CGP-shaped string (docs/records.md): /positions reads it back.
        record (None | str): The game's GCG-shaped record: null until the game is over.
        game (str): The game's token: send it with your next move.
        seat (int): Your seat.
        rack_sizes (list[int]):
        unseen (str): The tiles you cannot see: the bag and the other rack.
    """

    seed: int | None
    bonus: EquationBonus
    board: list[str]
    blanks: list[list[int]]
    racks: list[None | str]
    scores: list[int]
    bag: int
    to_move: int | None
    scoreless_turns: int
    over: bool
    end: MathScrabbleEnd | None
    turns: list[MathScrabbleSeatTurn]
    position: str
    record: None | str
    game: str
    seat: int
    rack_sizes: list[int]
    unseen: str

    def to_dict(self) -> dict[str, Any]:
        from ..models.math_scrabble_end import MathScrabbleEnd  # noqa: PLC0415

        seed: int | None
        seed = self.seed

        bonus: str = self.bonus

        board = self.board

        blanks = []
        for blanks_item_data in self.blanks:
            blanks_item = blanks_item_data

            blanks.append(blanks_item)

        racks = []
        for racks_item_data in self.racks:
            racks_item: None | str
            racks_item = racks_item_data
            racks.append(racks_item)

        scores = self.scores

        bag = self.bag

        to_move: int | None
        to_move = self.to_move

        scoreless_turns = self.scoreless_turns

        over = self.over

        end: dict[str, Any] | None
        if isinstance(self.end, MathScrabbleEnd):
            end = self.end.to_dict()
        else:
            end = self.end

        turns = []
        for turns_item_data in self.turns:
            turns_item = turns_item_data.to_dict()
            turns.append(turns_item)

        position = self.position

        record: None | str
        record = self.record

        game = self.game

        seat = self.seat

        rack_sizes = self.rack_sizes

        unseen = self.unseen

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seed": seed,
                "bonus": bonus,
                "board": board,
                "blanks": blanks,
                "racks": racks,
                "scores": scores,
                "bag": bag,
                "to_move": to_move,
                "scoreless_turns": scoreless_turns,
                "over": over,
                "end": end,
                "turns": turns,
                "position": position,
                "record": record,
                "game": game,
                "seat": seat,
                "rack_sizes": rack_sizes,
                "unseen": unseen,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.math_scrabble_end import MathScrabbleEnd  # noqa: PLC0415
        from ..models.math_scrabble_seat_turn import MathScrabbleSeatTurn  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_seed(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seed = _parse_seed(d.pop("seed"))

        bonus = check_equation_bonus(d.pop("bonus"))

        board = cast(list[str], d.pop("board"))

        blanks = []
        _blanks = d.pop("blanks")
        for blanks_item_data in _blanks:
            blanks_item = cast(list[int], blanks_item_data)

            blanks.append(blanks_item)

        racks = []
        _racks = d.pop("racks")
        for racks_item_data in _racks:

            def _parse_racks_item(data: object) -> None | str:
                if data is None:
                    return data
                return cast(None | str, data)

            racks_item = _parse_racks_item(racks_item_data)

            racks.append(racks_item)

        scores = cast(list[int], d.pop("scores"))

        bag = d.pop("bag")

        def _parse_to_move(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_move = _parse_to_move(d.pop("to_move"))

        scoreless_turns = d.pop("scoreless_turns")

        over = d.pop("over")

        def _parse_end(data: object) -> MathScrabbleEnd | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                end_type_0 = MathScrabbleEnd.from_dict(data)

                return end_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MathScrabbleEnd | None, data)

        end = _parse_end(d.pop("end"))

        turns = []
        _turns = d.pop("turns")
        for turns_item_data in _turns:
            turns_item = MathScrabbleSeatTurn.from_dict(turns_item_data)

            turns.append(turns_item)

        position = d.pop("position")

        def _parse_record(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        record = _parse_record(d.pop("record"))

        game = d.pop("game")

        seat = d.pop("seat")

        rack_sizes = cast(list[int], d.pop("rack_sizes"))

        unseen = d.pop("unseen")

        math_scrabble_seat = cls(
            seed=seed,
            bonus=bonus,
            board=board,
            blanks=blanks,
            racks=racks,
            scores=scores,
            bag=bag,
            to_move=to_move,
            scoreless_turns=scoreless_turns,
            over=over,
            end=end,
            turns=turns,
            position=position,
            record=record,
            game=game,
            seat=seat,
            rack_sizes=rack_sizes,
            unseen=unseen,
        )

        return math_scrabble_seat

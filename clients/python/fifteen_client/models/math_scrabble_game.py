from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.equation_bonus import EquationBonus, check_equation_bonus

if TYPE_CHECKING:
    from ..models.math_scrabble_end import MathScrabbleEnd
    from ..models.math_scrabble_turn import MathScrabbleTurn


T = TypeVar("T", bound="MathScrabbleGame")


@_attrs_define
class MathScrabbleGame:
    """
    Attributes:
        seed (int):
        bonus (EquationBonus):
        board (list[str]): As /moves takes it.
        blanks (list[list[int]]): The blanks' squares, [row, column], as /moves takes them.
        racks (list[str]): Each player's tiles ('?' a blank): the dealer's view.
        scores (list[int]): Final once over.
        bag (int): Tiles in the bag: /moves' bag for this turn.
        to_move (int | None): Null once the game is over.
        scoreless_turns (int): Scoreless turns in a row so far; the sixth ends the game.
        over (bool):
        end (MathScrabbleEnd | None): How the game ended (null while it goes on).
        turns (list[MathScrabbleTurn]):
        position (str): The position reached, as a CGP-shaped string (docs/records.md): /positions reads it back.
        record (str): The game as a GCG-shaped record (docs/records.md): /records replays it.
    """

    seed: int
    bonus: EquationBonus
    board: list[str]
    blanks: list[list[int]]
    racks: list[str]
    scores: list[int]
    bag: int
    to_move: int | None
    scoreless_turns: int
    over: bool
    end: MathScrabbleEnd | None
    turns: list[MathScrabbleTurn]
    position: str
    record: str

    def to_dict(self) -> dict[str, Any]:
        from ..models.math_scrabble_end import MathScrabbleEnd  # noqa: PLC0415

        seed = self.seed

        bonus: str = self.bonus

        board = self.board

        blanks = []
        for blanks_item_data in self.blanks:
            blanks_item = blanks_item_data

            blanks.append(blanks_item)

        racks = self.racks

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

        record = self.record

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
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.math_scrabble_end import MathScrabbleEnd  # noqa: PLC0415
        from ..models.math_scrabble_turn import MathScrabbleTurn  # noqa: PLC0415

        d = dict(src_dict)
        seed = d.pop("seed")

        bonus = check_equation_bonus(d.pop("bonus"))

        board = cast(list[str], d.pop("board"))

        blanks = []
        _blanks = d.pop("blanks")
        for blanks_item_data in _blanks:
            blanks_item = cast(list[int], blanks_item_data)

            blanks.append(blanks_item)

        racks = cast(list[str], d.pop("racks"))

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
            turns_item = MathScrabbleTurn.from_dict(turns_item_data)

            turns.append(turns_item)

        position = d.pop("position")

        record = d.pop("record")

        math_scrabble_game = cls(
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
        )

        return math_scrabble_game

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.rule_name import RuleName, check_rule_name
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.rule_set import RuleSet


T = TypeVar("T", bound="TicTacToeGameRequest")


@_attrs_define
class TicTacToeGameRequest:
    """
    Attributes:
        rules (RuleName | RuleSet | str | Unset): A named game, a rule set spelled out (a variant is solved on first
            use), or an answer's rules_id given back as it is; a rule set from GET /v1/rules may be given back as it is too.
            Default: 'graham'.
        start (list[int | None] | None | Unset): The board the game starts from, as /v1/status takes a board (null or
            left out: the empty board). Example: [None, None, None, None, 5, None, None, None, None].
        moves (list[str] | Unset): The moves played, in order, each `token@index` (`5@4` places 5 on cell 4, the 3x3
            board's centre; cells row-major from 0), the first by the side to move at `start`. Example: ['2@0', '3@8'].
    """

    rules: RuleName | RuleSet | str | Unset = "graham"
    start: list[int | None] | None | Unset = UNSET
    moves: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.rule_set import RuleSet  # noqa: PLC0415

        rules: dict[str, Any] | str | Unset
        if isinstance(self.rules, Unset):
            rules = UNSET
        elif isinstance(self.rules, str):
            rules = self.rules
        elif isinstance(self.rules, RuleSet):
            rules = self.rules.to_dict()
        else:
            rules = self.rules

        start: list[int | None] | None | Unset
        if isinstance(self.start, Unset):
            start = UNSET
        elif isinstance(self.start, list):
            start = []
            for start_type_0_item_data in self.start:
                start_type_0_item: int | None
                start_type_0_item = start_type_0_item_data
                start.append(start_type_0_item)

        else:
            start = self.start

        moves: list[str] | Unset = UNSET
        if not isinstance(self.moves, Unset):
            moves = self.moves

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if rules is not UNSET:
            field_dict["rules"] = rules
        if start is not UNSET:
            field_dict["start"] = start
        if moves is not UNSET:
            field_dict["moves"] = moves

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rule_set import RuleSet  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_rules(data: object) -> RuleName | RuleSet | str | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                rules_type_0 = check_rule_name(data)

                return rules_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rules_type_1 = RuleSet.from_dict(data)

                return rules_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(RuleName | RuleSet | str | Unset, data)

        rules = _parse_rules(d.pop("rules", UNSET))

        def _parse_start(data: object) -> list[int | None] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                start_type_0 = []
                _start_type_0 = data
                for start_type_0_item_data in _start_type_0:

                    def _parse_start_type_0_item(data: object) -> int | None:
                        if data is None:
                            return data
                        return cast(int | None, data)

                    start_type_0_item = _parse_start_type_0_item(start_type_0_item_data)

                    start_type_0.append(start_type_0_item)

                return start_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int | None] | None | Unset, data)

        start = _parse_start(d.pop("start", UNSET))

        moves = cast(list[str], d.pop("moves", UNSET))

        tic_tac_toe_game_request = cls(
            rules=rules,
            start=start,
            moves=moves,
        )

        return tic_tac_toe_game_request

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.player import Player, check_player
from ..models.rule_name import RuleName, check_rule_name
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.numbers import Numbers
    from ..models.rule_set import RuleSet


T = TypeVar("T", bound="StatusRequest")


@_attrs_define
class StatusRequest:
    """
    Attributes:
        board (list[int | None]): 9 cells (16 or 25 when the rules' size is 4 or 5), row-major from index 0; null (or 0)
            for an empty cell. Example: [None, None, None, None, 5, None, None, None, None].
        rules (RuleName | RuleSet | str | Unset): A named game, a rule set spelled out (a variant is solved on first
            use), or an answer's rules_id given back as it is; a rule set from GET /v1/rules may be given back as it is too.
            Default: 'graham'.
        tokens (Numbers | Unset):
        player (Player | Unset):
    """

    board: list[int | None]
    rules: RuleName | RuleSet | str | Unset = "graham"
    tokens: Numbers | Unset = UNSET
    player: Player | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.rule_set import RuleSet  # noqa: PLC0415

        board = []
        for board_item_data in self.board:
            board_item: int | None
            board_item = board_item_data
            board.append(board_item)

        rules: dict[str, Any] | str | Unset
        if isinstance(self.rules, Unset):
            rules = UNSET
        elif isinstance(self.rules, str):
            rules = self.rules
        elif isinstance(self.rules, RuleSet):
            rules = self.rules.to_dict()
        else:
            rules = self.rules

        tokens: dict[str, Any] | Unset = UNSET
        if not isinstance(self.tokens, Unset):
            tokens = self.tokens.to_dict()

        player: str | Unset = UNSET
        if not isinstance(self.player, Unset):
            player = self.player

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "board": board,
            }
        )
        if rules is not UNSET:
            field_dict["rules"] = rules
        if tokens is not UNSET:
            field_dict["tokens"] = tokens
        if player is not UNSET:
            field_dict["player"] = player

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.numbers import Numbers  # noqa: PLC0415
        from ..models.rule_set import RuleSet  # noqa: PLC0415

        d = dict(src_dict)
        board = []
        _board = d.pop("board")
        for board_item_data in _board:

            def _parse_board_item(data: object) -> int | None:
                if data is None:
                    return data
                return cast(int | None, data)

            board_item = _parse_board_item(board_item_data)

            board.append(board_item)

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

        _tokens = d.pop("tokens", UNSET)
        tokens: Numbers | Unset
        if isinstance(_tokens, Unset):
            tokens = UNSET
        else:
            tokens = Numbers.from_dict(_tokens)

        _player = d.pop("player", UNSET)
        player: Player | Unset
        if isinstance(_player, Unset):
            player = UNSET
        else:
            player = check_player(_player)

        status_request = cls(
            board=board,
            rules=rules,
            tokens=tokens,
            player=player,
        )

        return status_request

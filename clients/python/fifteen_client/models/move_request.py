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


T = TypeVar("T", bound="MoveRequest")


@_attrs_define
class MoveRequest:
    """
    Attributes:
        board (list[int | None]): 9 cells (16 or 25 when the rules' size is 4 or 5), row-major from index 0; null (or 0)
            for an empty cell. Example: [None, None, None, None, 5, None, None, None, None].
        player (Player):
        rules (RuleName | RuleSet | str | Unset): A named game, a rule set spelled out (a variant is solved on first
            use), or an answer's rules_id given back as it is; a rule set from GET /v1/rules may be given back as it is too.
            Default: 'graham'.
        tokens (Numbers | Unset):
        seed (int | Unset): Choose among equally best moves with this seed, reproducibly.
        skill (float | Unset): Probability of a best move; otherwise a random legal move. Default: 1.0.
        budget_ms (int | Unset): On a 4x4 or 5x5 board, the longest the search may run, in milliseconds: by default 2000
            unless `nodes` is given; proven says whether it finished. Tables answer the 3x3 boards, which ignore it.
        nodes (int | Unset): On a 4x4 or 5x5 board, a budget of work: the positions the search may visit (its first ply
            is always searched). Given without `budget_ms`, the search reads no clock, so the same request gets the same
            answer (depth, proven, principal variation included) on any machine at any load, and a GET answer is cacheable;
            a machine far too busy to search them in time answers 503 `search-failed`, never another answer. With
            `budget_ms` too, the search stops at whichever runs out first. Tables answer the 3x3 boards, which ignore it.
    """

    board: list[int | None]
    player: Player
    rules: RuleName | RuleSet | str | Unset = "graham"
    tokens: Numbers | Unset = UNSET
    seed: int | Unset = UNSET
    skill: float | Unset = 1.0
    budget_ms: int | Unset = UNSET
    nodes: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.rule_set import RuleSet  # noqa: PLC0415

        board = []
        for board_item_data in self.board:
            board_item: int | None
            board_item = board_item_data
            board.append(board_item)

        player: str = self.player

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

        seed = self.seed

        skill = self.skill

        budget_ms = self.budget_ms

        nodes = self.nodes

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "board": board,
                "player": player,
            }
        )
        if rules is not UNSET:
            field_dict["rules"] = rules
        if tokens is not UNSET:
            field_dict["tokens"] = tokens
        if seed is not UNSET:
            field_dict["seed"] = seed
        if skill is not UNSET:
            field_dict["skill"] = skill
        if budget_ms is not UNSET:
            field_dict["budget_ms"] = budget_ms
        if nodes is not UNSET:
            field_dict["nodes"] = nodes

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

        player = check_player(d.pop("player"))

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

        seed = d.pop("seed", UNSET)

        skill = d.pop("skill", UNSET)

        budget_ms = d.pop("budget_ms", UNSET)

        nodes = d.pop("nodes", UNSET)

        move_request = cls(
            board=board,
            player=player,
            rules=rules,
            tokens=tokens,
            seed=seed,
            skill=skill,
            budget_ms=budget_ms,
            nodes=nodes,
        )

        return move_request

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.rule_name import RuleName, check_rule_name

if TYPE_CHECKING:
    from ..models.rule_set import RuleSet


T = TypeVar("T", bound="SolveRequest")


@_attrs_define
class SolveRequest:
    """
    Attributes:
        rules (RuleName | RuleSet | str): A named game, a rule set spelled out (a variant is solved on first use), or an
            answer's rules_id given back as it is; a rule set from GET /v1/rules may be given back as it is too. Default:
            'graham'.
    """

    rules: RuleName | RuleSet | str = "graham"

    def to_dict(self) -> dict[str, Any]:
        from ..models.rule_set import RuleSet  # noqa: PLC0415

        rules: dict[str, Any] | str
        if isinstance(self.rules, str):
            rules = self.rules
        elif isinstance(self.rules, RuleSet):
            rules = self.rules.to_dict()
        else:
            rules = self.rules

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "rules": rules,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.rule_set import RuleSet  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_rules(data: object) -> RuleName | RuleSet | str:
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
            return cast(RuleName | RuleSet | str, data)

        rules = _parse_rules(d.pop("rules"))

        solve_request = cls(
            rules=rules,
        )

        return solve_request

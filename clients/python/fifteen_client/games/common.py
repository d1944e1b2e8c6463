"""What every game layer shares: the caller's plain values read as the
generated models want them, and the error for asking a game that is not
over for its end."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NewType, Protocol, TypedDict, TypeVar, cast

import attrs

from ..models import LineRule, Player, RuleName, RuleSet, RuleSetSize
from ..models.rule_name import RULE_NAME_VALUES
from ..types import UNSET, Unset


class Model(Protocol):
    """A generated model: built from a body's mapping."""

    @classmethod
    def from_dict(cls: type[Any], src_dict: Mapping[str, Any]) -> Any: ...


T = TypeVar("T")
L = TypeVar("L", bound=str)
M = TypeVar("M", bound=Model)


class NumberFields(TypedDict, total=False):
    """Each player's numbers, as a plain mapping."""

    odd: list[int]
    even: list[int]


class RuleFields(TypedDict, total=False):
    """A ``RuleSet``'s fields as a plain mapping: a type checker names a
    field misspelt."""

    name: RuleName
    size: RuleSetSize
    target: int
    numbers: NumberFields
    first: Player
    parity_wins: bool
    shared: bool
    line: LineRule


RulesId = NewType("RulesId", str)
"""A rule set's id as an answer gives it (``rules_id``), given back as it is."""
Rules = RuleName | RuleSet | RuleFields | RulesId
"""A rule set: a name (``"graham"``, ``"nygaard"``), a ``RuleSet`` or the
same as a plain mapping (``{"size": 4}``, ``{"target": 14, "shared": True}``),
or an answer's ``rules_id`` (``RulesId(status.rules_id)``)."""


class GameNotOverError(RuntimeError):
    """Asked for what only a finished game has (its end, its winners)."""


def given(value: T | None) -> T | Unset:
    """``value``, or unset (the service's default) for None."""
    return UNSET if value is None else value


def rule_set(rules: Rules | None) -> RuleName | RuleSet | RulesId:
    """``rules`` as the request models take them (Graham's game by
    default); ``ValueError`` naming the games for an unknown name, and for
    a mapping with a field a rule set does not have."""
    if rules is None:
        return "graham"
    if isinstance(rules, RuleSet):
        return rules
    if isinstance(rules, str) and ":" in rules:
        return RulesId(rules)  # an answer's rules_id: the service reads it
    if isinstance(rules, str):
        name = rules.lower()
        if name not in RULE_NAME_VALUES:
            known = ", ".join(sorted(RULE_NAME_VALUES))
            raise ValueError(f"{rules!r} is not a named game: write {known}, or give the rules")
        return name
    return model(RuleSet, cast(Mapping[str, Any], rules), "rules")


def model(kind: type[M], fields: Mapping[str, Any], what: str) -> M:
    """``fields`` as the model ``kind``; ``ValueError`` for a field it does
    not have (the models would drop it) or a value it does not take."""
    names = [field.name for field in attrs.fields(cast(Any, kind)) if field.name != "additional_properties"]
    unknown = sorted(set(fields) - set(names))
    if unknown:
        raise ValueError(f"{what} have no {', '.join(unknown)}: write {', '.join(names)}")
    try:
        return cast(M, kind.from_dict(dict(fields)))
    except (TypeError, KeyError) as error:
        raise ValueError(f"{what}: {error}") from None


def one_of(values: set[L], value: str, what: str) -> L:
    """``value`` read in any case (as the service reads it) as one of
    ``values``; ``ValueError`` naming them."""
    for known in values:
        if known == value.lower():
            return known
    taken = ", ".join(repr(known) for known in sorted(values))
    raise ValueError(f"{value!r} is not a {what}: write {taken}")

"""Rule sets in requests (a name or an object of parts) and in ``GET /v1/rules``."""

from __future__ import annotations

from typing import Any

from marshmallow import Schema, ValidationError, fields, validate

from service.schemas.fields import (
    Numbers,
    PlayerField,
    StrictBoolean,
    StrictInteger,
    StrictSchema,
    ValueEnum,
    json_text,
)
from solver.core.text import ascii_lower
from solver.tictactoe import NAMED_RULES, Rules
from solver.tictactoe.answers import rules_json
from solver.tictactoe.errors import InvalidRulesError, UnknownRulesError
from solver.tictactoe.geometry import SIZES
from solver.tictactoe.rules import MAX_NUMBER, MAX_TARGET, LineRule, max_target, rules_from_id


class NumbersSchema(StrictSchema):
    """Each player's numbers: of a rule set, or not yet placed (``tokens``)."""

    odd = Numbers("Odd's numbers.")
    even = Numbers("Even's numbers.")


class RuleSetSchema(StrictSchema):
    """A rule set spelled out, as ``GET /v1/rules`` lists it and as a
    request's ``rules`` takes it: every part defaults to Graham's game, or
    to the named game's when ``name`` is given."""

    name = fields.String(
        metadata={
            "allOf": [{"$ref": "#/components/schemas/RuleName"}],
            "description": "A named game: the parts given must be its own.",
        }
    )
    description = fields.String(
        metadata={"description": "The named game's description (as listed; only with name)."}
    )
    size = StrictInteger(
        validate=validate.OneOf(SIZES),
        metadata={
            "description": "The board's side: 3 (default), 4 or 5. Its numbers default to 1 "
            "to size x size split by parity, its target to the magic sum (15, 34, 65). "
            "Boards of 4 and 5 are answered by a search within the request's budget_ms."
        },
    )
    target = StrictInteger(
        validate=validate.Range(1, max_target(max(SIZES), LineRule.PRODUCT)),
        metadata={
            "description": "The line sum (or product) that wins: on the 3x3 board up to "
            f"{MAX_TARGET} for a sum. A product line needs it; a target no line of the "
            "game's numbers can make is refused, except on the 3x3 board with sums."
        },
    )
    numbers = fields.Nested(
        NumbersSchema,
        metadata={
            "description": "Each player's numbers: distinct, disjoint, "
            f"1 to {MAX_NUMBER}, at most a cell each (9 on the 3x3 board)."
        },
    )
    first = PlayerField(metadata={"description": "Who moves first (default odd)."})
    parity_wins = StrictBoolean(
        metadata={"description": "A full line of one parity wins too (Nygaard's rule)."}
    )
    shared = StrictBoolean(
        metadata={
            "description": "Either player places any number not yet placed (Markowsky's "
            "shared-numbers game); the numbers are then listed split by parity."
        }
    )
    line = ValueEnum(
        LineRule,
        metadata={"description": "What a full line must make to win: sum (default) or product."},
    )


RULE_SET = RuleSetSchema()


class RulesField(fields.Field):  # type: ignore[type-arg]
    """A rule set: a name (any case), a ``rules_id`` as answers give it, or
    an object with its parts."""

    default_error_messages = {
        "invalid": "must be "
        + ", ".join(repr(n) for n in NAMED_RULES)
        + ", a rules_id as answers give it (such as 't14:odd=1,3,5,7,9:even=2,4,6,8:first=odd')"
        " or a rule set object, got {input}"
    }

    def _serialize(self, value: Any, attr: str | None, obj: Any, **kwargs: Any) -> str | None:
        return None if value is None else str(value.name)

    def _deserialize(self, value: Any, attr: str | None, data: Any, **kwargs: Any) -> Rules:
        named = self.read(value)
        if named is not None:
            return named
        if type(value) is str:
            by_id = read_rules_id(value)
            if by_id is None:
                raise self.make_error("invalid", input=json_text(value))
            return by_id
        if not isinstance(value, dict):
            raise self.make_error("invalid", input=json_text(value))
        parts = RULE_SET.load(value)
        name = parts.pop("name", None)
        description = parts.pop("description", None)
        if name is None:
            if description is not None:
                raise ValidationError({"description": ["only a named game has a description"]})
            return _from_parts(parts)
        named = self.read(name)
        if named is None:
            names = " or ".join(repr(n) for n in NAMED_RULES)
            raise ValidationError({"name": [f"must be {names}, got {str(name)[:40]!r}"]})
        if description is not None and description != named.description:
            raise ValidationError({"description": [f"is not {named.name}'s description"]})
        listed = rules_json(named)
        rules = _from_parts(
            {key: listed[key] for key in ("target", "first", "parity_wins", "size", "shared")}
            | parts
            | {"numbers": listed["numbers"] | parts.get("numbers", {})}
        )
        if rules != named:
            raise ValidationError(
                {"name": [f"the parts given are not {named.name}'s; leave out name for a variant"]}
            )
        return named

    @staticmethod
    def read(value: Any) -> Rules | None:
        """The named rule set ``value`` names (in any case), or None: the
        fast path's reading, the same as ``_deserialize``'s."""
        if type(value) is str:
            return NAMED_RULES.get(ascii_lower(value))
        return None


def read_rules_id(value: str) -> Rules | None:
    """The rule set a name or a ``rules_id`` names, or None if it names
    none; ``ValidationError`` naming the id for another spelling of one
    (ids are compared as written, so each rule set has one)."""
    try:
        return rules_from_id(value)
    except UnknownRulesError as error:
        if error.canonical is not None:
            raise ValidationError(
                f"is another spelling of the rules_id {error.canonical!r}: "
                "send it as answers write it"
            ) from None
        return None


def _from_parts(parts: dict[str, Any]) -> Rules:
    """The rule set of ``parts``; a part that makes no game is refused
    naming it (``numbers.odd``, ...)."""
    try:
        return Rules.from_parts(parts)
    except InvalidRulesError as error:  # the parts are well-formed but not a game
        message: Any = [error.reason]
        for key in reversed(error.part.split(".")):
            message = {key: message}
        raise ValidationError(message) from None


RULES_ID_GRAMMAR = (
    "a named game ("
    + ", ".join(f"`{name}`" for name in NAMED_RULES)
    + "), or `t{target}:odd={numbers}:even={numbers}:"
    "first={odd|even}` with, in this order, `:parity` appended when a line of one parity "
    "wins, `:size=4` or `:size=5` for a larger board, `:shared` when either player places "
    "any number and `:product` when lines win by their product; each player's numbers "
    "ascending and separated by commas: `t14:odd=1,3,5,7,9:even=2,4,6,8:first=odd`"
)
"""A ``rules_id``, as every answer gives it, in words."""

RULE_NAME = {"type": "string", "enum": list(NAMED_RULES)}
"""The ``RuleName`` component: one enum type for generated clients."""

RULES_ID_PATTERN = (
    r"^t[1-9][0-9]*:odd=([1-9][0-9]?(,[1-9][0-9]?)*)?:even=([1-9][0-9]?(,[1-9][0-9]?)*)?"
    r":first=(odd|even)(:parity)?(:size=[45])?(:shared)?(:product)?$"
)
"""The shape of a variant's ``rules_id`` (its canonical spelling is checked too)."""

RULES_DOC = {
    "anyOf": [
        {"$ref": "#/components/schemas/RuleName"},
        {"$ref": "#/components/schemas/RuleSet"},
        {
            "type": "string",
            "pattern": RULES_ID_PATTERN,
            "maxLength": 200,
            "description": "A variant's rules_id, exactly as an answer gives it.",
        },
    ],
    "default": "graham",
    "description": "A named game, a rule set spelled out (a variant is solved on "
    "first use), or an answer's rules_id given back as it is; a rule set from "
    "GET /v1/rules may be given back as it is too.",
}
"""How a ``RulesField`` is documented."""


class RulesListSchema(Schema):
    rules = fields.List(fields.Nested(RuleSetSchema), required=True)
